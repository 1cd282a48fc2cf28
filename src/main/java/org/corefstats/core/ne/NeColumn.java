package org.corefstats.core.ne;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The NE layer of column 11 (docs/explanation/cone.md 2 and 3.2) for one document: reads the cells
 * into NE spans and says which NE types are admitted.
 *
 * <p>Grammar of a cell (3.2): {@code *}, {@code -}, {@code _} or empty (also {@code null}) is no
 * name; otherwise zero or more openings {@code (TYPE}, then {@code *}, then zero or more closings
 * {@code )}. The short form drops the {@code *} when the cell opens and closes at least one name
 * ({@code (GPE)}, the one-token name). Openings are pushed in text order and each {@code )} closes
 * the most recently opened name (a stack), so nested names read as in LitBank: {@code (GPE*))},
 * {@code (FAC(PER*)}. A TYPE is one or more characters other than parentheses, {@code *} and white
 * space.
 *
 * <p>Input errors (3.2) are returned as {@link Issue}s, never thrown: a {@code )} with nothing open
 * (at that token), a name still open at the end of the document (at its opening token), and a
 * malformed cell (at that token; the cell is ignored and the rest of the document still read).
 */
public final class NeColumn {
  /** OntoNotes' value types, not admitted by default (3.2). */
  public static final Set<String> VALUE_TYPES =
      Set.of("DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL");

  public static final Comparator<NeSpan> ORDER =
      Comparator.comparingInt(NeSpan::start)
          .thenComparing(Comparator.comparingInt(NeSpan::end).reversed())
          .thenComparing(NeSpan::type);

  private NeColumn() {}

  /**
   * The NE spans of one document and the input errors met.
   *
   * @param spans sorted by start ascending, end descending, then type
   * @param issues sorted by token (stable)
   */
  public record Result(List<NeSpan> spans, List<Issue> issues) {
    public Result {
      spans = List.copyOf(spans);
      issues = List.copyOf(issues);
    }
  }

  /**
   * An input error at a token of the document (0-based over its tokens).
   *
   * @param token where the error is
   * @param message what is wrong
   */
  public record Issue(int token, String message) {}

  /** An opened name waiting for its {@code )}. */
  private record Open(int token, String type) {}

  /**
   * Reads one document's column-11 cells.
   *
   * @param cells {@code cells[t]} is token t's column-11 cell
   */
  public static Result parse(String[] cells) {
    List<NeSpan> spans = new ArrayList<>();
    List<Issue> issues = new ArrayList<>();
    Deque<Open> stack = new ArrayDeque<>();
    List<String> openings = new ArrayList<>();
    for (int t = 0; t < cells.length; t++) {
      String cell = cells[t] == null ? "" : cells[t].strip();
      if (isEmpty(cell)) {
        continue;
      }
      openings.clear();
      int closings = readCell(cell, openings);
      if (closings < 0) {
        issues.add(new Issue(t, "malformed NE cell '" + cell + "'"));
        continue;
      }
      for (String type : openings) {
        stack.push(new Open(t, type));
      }
      for (int c = 0; c < closings; c++) {
        Open open = stack.poll();
        if (open == null) {
          issues.add(new Issue(t, "')' closes no open name"));
        } else {
          spans.add(new NeSpan(open.token(), t, open.type()));
        }
      }
    }
    for (Open open : stack) {
      issues.add(new Issue(open.token(), "name " + open.type() + " opened here is never closed"));
    }
    spans.sort(ORDER);
    issues.sort(Comparator.comparingInt(Issue::token));
    return new Result(spans, issues);
  }

  private static boolean isEmpty(String cell) {
    return cell.isEmpty() || cell.equals("*") || cell.equals("-") || cell.equals("_");
  }

  /**
   * Adds the cell's opened types to {@code openings} in text order and returns its number of
   * closings, or -1 when the cell is malformed.
   */
  private static int readCell(String cell, List<String> openings) {
    int i = 0;
    int n = cell.length();
    while (i < n && cell.charAt(i) == '(') {
      int from = ++i;
      while (i < n && isTypeChar(cell.charAt(i))) {
        i++;
      }
      if (i == from) {
        return -1;
      }
      openings.add(cell.substring(from, i));
    }
    boolean star = i < n && cell.charAt(i) == '*';
    if (star) {
      i++;
    }
    int closings = 0;
    while (i < n && cell.charAt(i) == ')') {
      closings++;
      i++;
    }
    if (i != n) {
      return -1;
    }
    if (!star && (openings.isEmpty() || closings == 0)) {
      return -1;
    }
    return closings;
  }

  private static boolean isTypeChar(char c) {
    return c != '(' && c != ')' && c != '*' && !Character.isWhitespace(c);
  }

  /**
   * Whether spans of this NE type count (3.2).
   *
   * @param type the NE type as written
   * @param types the admitted types ({@code --cone-types}), or {@code null} for the default: every
   *     type except {@link #VALUE_TYPES}; compared upper-cased (Locale.ROOT)
   */
  public static boolean admitted(String type, Set<String> types) {
    String upper = type.toUpperCase(Locale.ROOT);
    if (types == null) {
      return !VALUE_TYPES.contains(upper);
    }
    for (String admitted : types) {
      if (admitted.toUpperCase(Locale.ROOT).equals(upper)) {
        return true;
      }
    }
    return false;
  }
}
