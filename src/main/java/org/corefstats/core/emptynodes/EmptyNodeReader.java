package org.corefstats.core.emptynodes;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * A CoNLL-U file's empty nodes as one of the scripts reads them (§3-§5). Where the script would
 * stop (§11), the line is reported as a located problem and left out; the rest is read.
 */
public final class EmptyNodeReader {
  private EmptyNodeReader() {}

  /**
   * What was read from one file.
   *
   * @param nodes the empty nodes, in file order
   * @param problems where the script would stop, in file order
   * @param readable false when the file is not UTF-8 (§2.1): nothing of it can be read
   */
  public record Reading(List<EmptyNode> nodes, List<Problem> problems, boolean readable) {
    public Reading {
      nodes = List.copyOf(nodes);
      problems = List.copyOf(problems);
    }
  }

  /** Reads {@code bytes}, the contents of {@code file}, as {@code year}'s script does. */
  public static Reading read(String file, byte[] bytes, CracYear year) {
    List<String> lines;
    try {
      lines = ScriptText.lines(bytes);
    } catch (ScriptText.NotUtf8 e) {
      return new Reading(
          List.of(),
          List.of(stop(year, file, e.line, "UnicodeDecodeError", e.getMessage())),
          false);
    }
    List<EmptyNode> nodes = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    long sentence = 0;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      long number = i + 1L;
      if (line.isEmpty()) {
        sentence++; // §3.1: every exactly empty line, and nothing else, ends a sentence
      } else if (isEmptyNodeLine(line)) {
        try {
          nodes.add(node(line, sentence, number, year));
        } catch (Stop s) {
          problems.add(stop(year, file, number, s.exception, s.getMessage()));
        }
      }
    }
    return new Reading(nodes, problems, true);
  }

  /** §4.1: zero or more ASCII digits, then a full stop. */
  static boolean isEmptyNodeLine(String line) {
    int i = 0;
    while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
      i++;
    }
    return i < line.length() && line.charAt(i) == '.';
  }

  /** One empty-node line; the checks in the order of §11.2. */
  private static EmptyNode node(String line, long sentence, long number, CracYear year)
      throws Stop {
    String[] columns = line.split("\t", -1); // §5.1: every TAB, empty columns kept
    if (year.readsWordColumns() && columns.length < 6) {
      throw new Stop(
          "ValueError",
          "not enough values to unpack (expected 5, got " + (columns.length - 1) + ")");
    }
    if (columns.length < 9) {
      throw new Stop("IndexError", "list index out of range");
    }
    String deps = columns[8];
    int bar = deps.indexOf('|');
    String first = bar < 0 ? deps : deps.substring(0, bar); // §5.5: the first item only
    int colon = first.indexOf(':');
    if (colon < 0) {
      throw new Stop("ValueError", "not enough values to unpack (expected 2, got 1)");
    }
    String wordOrderText = columns[0].substring(0, columns[0].indexOf('.'));
    if (wordOrderText.isEmpty()) {
      throw new Stop("ValueError", "invalid literal for int() with base 10: ''");
    }
    String headText = first.substring(0, colon);
    Optional<BigInteger> head = PythonInt.parse(headText);
    if (head.isEmpty()) {
      throw new Stop(
          "ValueError", "invalid literal for int() with base 10: " + PythonInt.repr(headText));
    }
    boolean words = year.readsWordColumns();
    return new EmptyNode(
        sentence,
        new BigInteger(wordOrderText), // ASCII digits by §4.1; leading zeros allowed (§5.2)
        head.get(),
        first.substring(colon + 1),
        words ? columns[1] : null,
        words ? columns[2] : null,
        words ? columns[3] : null,
        words ? columns[4] : null,
        words ? columns[5] : null,
        number);
  }

  private static Problem stop(
      CracYear year, String file, long line, String exception, String message) {
    return Problem.of(
        ProblemKind.EMPTY_NODES_SCRIPT_STOPS,
        file,
        null,
        line,
        year.script()
            + " stops here with "
            + exception
            + ": "
            + message
            + " (left out of the scores)");
  }

  /** Where the script raises: the Python exception's type and message. */
  private static final class Stop extends Exception {
    private static final long serialVersionUID = 1L;
    final String exception;

    Stop(String exception, String message) {
      super(message);
      this.exception = exception;
    }
  }
}
