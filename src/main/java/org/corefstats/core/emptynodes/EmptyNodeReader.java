package org.corefstats.core.emptynodes;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * A CoNLL-U file's empty nodes as the scripts read them (docs/explanation/empty-nodes.md 1-2;
 * EMPTY-NODES.md §3-§5), in one streaming pass over its bytes: both years read the same nodes and
 * stop on the same lines (§11.3), only the wording of a stop differs. Where a script would stop,
 * the line is kept as a {@link Stop} and left out; the rest is read. Beside the nodes, the shape of
 * the file's sentences ({@link SentenceShape}), for the warnings where the scripts' reading and the
 * file part (section 6).
 */
public final class EmptyNodeReader {
  private EmptyNodeReader() {}

  /** Why a script stops on an empty-node line (§11.2, in the order the checks happen). */
  enum Failure {
    FEWER_THAN_6_COLUMNS,
    FEWER_THAN_9_COLUMNS,
    DEPS_WITHOUT_COLON,
    EMPTY_WORD_ORDER,
    HEAD_NOT_AN_INTEGER
  }

  /**
   * A line a script stops on.
   *
   * @param columns the line's TAB-separated columns
   * @param text what the script tried to read as an integer (for {@code int()}'s message)
   */
  record Stop(long line, Failure failure, int columns, String text)
      implements java.io.Serializable {
    /** The exception the year's script raises, and its message. */
    String[] raised(CracYear year) {
      return switch (failure) {
        case FEWER_THAN_6_COLUMNS ->
            year.readsWordColumns()
                ? new String[] {
                  "ValueError",
                  "not enough values to unpack (expected 5, got " + (columns - 1) + ")"
                }
                : new String[] {"IndexError", "list index out of range"};
        case FEWER_THAN_9_COLUMNS -> new String[] {"IndexError", "list index out of range"};
        case DEPS_WITHOUT_COLON ->
            new String[] {"ValueError", "not enough values to unpack (expected 2, got 1)"};
        case EMPTY_WORD_ORDER, HEAD_NOT_AN_INTEGER ->
            new String[] {
              "ValueError", "invalid literal for int() with base 10: " + PythonInt.repr(text)
            };
      };
    }
  }

  /**
   * What was read from one file.
   *
   * @param nodes the empty nodes, in file order
   * @param stops the lines a script stops on, in file order
   * @param notUtf8 where the file stops being UTF-8 (nothing of it is then scored), or null
   * @param shape its sentences as the script numbers them, and what the file says of them
   */
  public record Reading(
      String file, List<EmptyNode> nodes, List<Stop> stops, NotUtf8 notUtf8, SentenceShape shape)
      implements java.io.Serializable {
    /** Plain lists, which Spark's Kryo can rebuild (it cannot rebuild {@code List.of}'s). */
    public Reading {
      nodes = new ArrayList<>(nodes);
      stops = new ArrayList<>(stops);
    }

    /** Whether the script can read the file at all (§2.1). */
    public boolean readable() {
      return notUtf8 == null;
    }

    /** Where {@code year}'s script stops on this file, as located errors. */
    public List<Problem> problems(CracYear year) {
      List<Problem> problems = new ArrayList<>();
      if (notUtf8 != null) {
        problems.add(stop(year, file, notUtf8.line(), "UnicodeDecodeError", notUtf8.message()));
      }
      for (Stop s : stops) {
        String[] raised = s.raised(year);
        problems.add(stop(year, file, s.line(), raised[0], raised[1]));
      }
      return problems;
    }
  }

  /** Where a file stops being UTF-8: the script stops there with UnicodeDecodeError (§2.1). */
  public record NotUtf8(long line, String message) implements java.io.Serializable {}

  /** Reads a file's bytes. */
  public static Reading read(String file, byte[] bytes) {
    try {
      return read(file, new ByteArrayInputStream(bytes));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads a stream (a file of any size: only its empty nodes and sentence shapes are kept). */
  public static Reading read(String file, InputStream in) throws IOException {
    Lines lines = new Lines();
    NotUtf8 notUtf8 = null;
    try {
      ScriptText.read(in, lines);
    } catch (ScriptText.NotUtf8 e) {
      notUtf8 = new NotUtf8(e.line, e.getMessage());
    }
    return new Reading(
        file,
        notUtf8 == null ? lines.nodes : List.of(),
        lines.stops,
        notUtf8,
        lines.shape.finish());
  }

  /** The walk over the lines: the sentence counter (§3), empty nodes (§4), stops (§11). */
  private static final class Lines implements ScriptText.LineSink {
    final List<EmptyNode> nodes = new ArrayList<>();
    final List<Stop> stops = new ArrayList<>();
    final SentenceShape.Builder shape = new SentenceShape.Builder();
    long sentence;

    @Override
    public void line(byte[] b, int from, int to, long number) {
      if (from == to) {
        sentence++; // §3.1: every exactly empty line, and nothing else, ends a sentence
        shape.blank(number);
        return;
      }
      int i = from;
      while (i < to && b[i] >= '0' && b[i] <= '9') {
        i++;
      }
      if (i < to && b[i] == '.') { // §4.1: zero or more ASCII digits, then a full stop
        String line = new String(b, from, to - from, StandardCharsets.UTF_8);
        shape.emptyNode(number);
        try {
          nodes.add(node(line, sentence, number, shape));
        } catch (StopException s) {
          stops.add(new Stop(number, s.failure, s.columns, s.text));
        }
        return;
      }
      shape.other(b, from, to, number);
    }
  }

  /** One empty-node line; the checks in the order of §11.2. */
  private static EmptyNode node(
      String line, long sentence, long number, SentenceShape.Builder shape) throws StopException {
    String[] columns = line.split("\t", -1); // §5.1: every TAB, empty columns kept
    if (columns.length < 6) {
      throw new StopException(Failure.FEWER_THAN_6_COLUMNS, columns.length, null);
    }
    if (columns.length < 9) {
      throw new StopException(Failure.FEWER_THAN_9_COLUMNS, columns.length, null);
    }
    String deps = columns[8];
    int bar = deps.indexOf('|');
    String first = bar < 0 ? deps : deps.substring(0, bar); // §5.5: the first item only
    int colon = first.indexOf(':');
    if (colon < 0) {
      throw new StopException(Failure.DEPS_WITHOUT_COLON, columns.length, null);
    }
    String wordOrderText = columns[0].substring(0, columns[0].indexOf('.'));
    if (wordOrderText.isEmpty()) {
      throw new StopException(Failure.EMPTY_WORD_ORDER, columns.length, "");
    }
    String headText = first.substring(0, colon);
    Optional<BigInteger> head = PythonInt.parse(headText);
    if (head.isEmpty()) {
      throw new StopException(Failure.HEAD_NOT_AN_INTEGER, columns.length, headText);
    }
    if (bar >= 0) {
      shape.severalParents(number);
    }
    return new EmptyNode(
        sentence,
        new BigInteger(wordOrderText), // ASCII digits by §4.1; leading zeros allowed (§5.2)
        head.get(),
        first.substring(colon + 1),
        columns[1],
        columns[2],
        columns[3],
        columns[4],
        columns[5],
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

  private static final class StopException extends Exception {
    private static final long serialVersionUID = 1L;
    final Failure failure;
    final int columns;
    final String text;

    StopException(Failure failure, int columns, String text) {
      super(failure.name(), null, false, false);
      this.failure = failure;
      this.columns = columns;
      this.text = text;
    }
  }
}
