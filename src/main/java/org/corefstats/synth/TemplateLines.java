package org.corefstats.synth;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.corefstats.core.conll.ConllLines;
import org.corefstats.core.conll.CorefColumn;

/**
 * Line-level rules for rewriting the coreference column of an existing CoNLL file: which lines open
 * and close a document (as docs/explanation/v801.md "Reading documents" and our reader say), where
 * the coreference annotation of a token line sits, and how to put another one there while keeping
 * every other byte. Lines are handled without their end ({@code \n} or {@code \r\n}).
 */
final class TemplateLines {
  private final CorefColumn column = new CorefColumn();

  /** The document name of a {@code #begin document NAME} line, or null for any other line. */
  static String headerName(byte[] line) {
    return ConllLines.headerName(line, 0, line.length);
  }

  /** A {@code #begin document} line, with or without a name. */
  static boolean isHeader(byte[] line) {
    return ConllLines.isHeader(line, 0, line.length);
  }

  /** A line containing {@code #end document}, blanks allowed after the {@code #}. */
  static boolean isEnd(byte[] line) {
    return ConllLines.isEnd(line, 0, line.length);
  }

  static boolean isBlank(byte[] line) {
    return ConllLines.isBlank(line, 0, line.length);
  }

  /**
   * Where the annotation of a token line goes, {@code [from, to)}. With TABs it is the last field;
   * when the line ends with a TAB (LitBank leaves the last field empty when there is no mention) it
   * is that empty last field, unless the last non-empty field holds an annotation. Without TAB
   * (space-separated files, read whole by v8.01) it is the last blank-separated word.
   */
  int[] slot(byte[] line) {
    int lastTab = lastIndexOf(line, (byte) '\t', line.length);
    if (lastTab < 0) {
      int to = line.length;
      while (to > 0 && (line[to - 1] == ' ' || line[to - 1] == '\t')) {
        to--;
      }
      int from = to;
      while (from > 0 && line[from - 1] != ' ') {
        from--;
      }
      return new int[] {from, to};
    }
    if (lastTab == line.length - 1) {
      int end = CorefColumn.fieldEnd(line, 0, line.length);
      int start = CorefColumn.fieldStart(line, 0, line.length);
      if (end > 0 && !annotations(line, start, end).isEmpty()) {
        return new int[] {start, end};
      }
      return new int[] {line.length, line.length};
    }
    return new int[] {lastTab + 1, line.length};
  }

  /**
   * The annotations of {@code text[from, to)} in the order the reader takes them, e.g. {@code [(3),
   * (1, 2)]}.
   */
  List<String> annotations(byte[] text, int from, int to) {
    List<String> out = new ArrayList<>();
    column.parse(
        text,
        from,
        to,
        new CorefColumn.Sink() {
          @Override
          public void splitAntecedent(byte[] t, int f, int e, boolean oneDigitM) {
            out.add(new String(t, f, e - f, StandardCharsets.ISO_8859_1));
          }

          @Override
          public void single(byte[] id, int f, int e) {
            out.add("(" + new String(id, f, e - f, StandardCharsets.ISO_8859_1) + ")");
          }

          @Override
          public void open(byte[] id, int f, int e) {
            out.add("(" + new String(id, f, e - f, StandardCharsets.ISO_8859_1));
          }

          @Override
          public void close(byte[] id, int f, int e) {
            out.add(new String(id, f, e - f, StandardCharsets.ISO_8859_1) + ")");
          }
        });
    return out;
  }

  /**
   * The text a token line writes when it has no mention: empty when its annotation slot is an empty
   * last field (LitBank), else the slot's text ({@code -}, {@code _}).
   */
  String noMentionText(byte[] line) {
    int[] slot = slot(line);
    if (!annotations(line, slot[0], slot[1]).isEmpty()) {
      return null;
    }
    return new String(line, slot[0], slot[1] - slot[0], StandardCharsets.UTF_8);
  }

  /**
   * The annotations of {@code text[from, to)} in a form where equal means "reads the same": in
   * reading order, except that closings (which come last) are sorted, as closings of different ids
   * on one token can come in any order. With {@code loose} everything is sorted: equal then means
   * the same annotations, which read the same unless their order decides which of two new ids
   * appears first (the caller checks by reading back).
   */
  private List<String> comparable(byte[] text, int from, int to, boolean loose) {
    List<String> events = annotations(text, from, to);
    int closings = events.size();
    while (closings > 0 && events.get(closings - 1).charAt(0) != '(') {
      closings--;
    }
    Collections.sort(loose ? events : events.subList(closings, events.size()));
    return events;
  }

  /**
   * The line with its annotation replaced by {@code annotation} (null for none, then {@code
   * noMention}). A line whose annotations read the same (see {@link #comparable}) is returned
   * unchanged, so that unchanged tokens keep their bytes.
   */
  byte[] replace(byte[] line, String annotation, String noMention, boolean loose) {
    int[] slot = slot(line);
    byte[] text = (annotation == null ? "" : annotation).getBytes(StandardCharsets.US_ASCII);
    if (comparable(line, slot[0], slot[1], loose).equals(comparable(text, 0, text.length, loose))) {
      return line;
    }
    if (annotation == null) {
      boolean emptyAllowed =
          slot[0] == line.length || lastIndexOf(line, (byte) '\t', line.length) >= 0;
      text =
          (noMention.isEmpty() && !emptyAllowed ? "-" : noMention).getBytes(StandardCharsets.UTF_8);
    }
    byte[] out = Arrays.copyOf(line, slot[0] + text.length + line.length - slot[1]);
    System.arraycopy(text, 0, out, slot[0], text.length);
    System.arraycopy(line, slot[1], out, slot[0] + text.length, line.length - slot[1]);
    return out;
  }

  private static int lastIndexOf(byte[] line, byte b, int to) {
    for (int i = to - 1; i >= 0; i--) {
      if (line[i] == b) {
        return i;
      }
    }
    return -1;
  }
}
