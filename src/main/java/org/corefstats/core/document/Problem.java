package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Comparator;

/**
 * One problem found in the input: where it is (file, document, 1-based line; any may be unknown)
 * and what it is. Problems never change a score silently: each is either scored with a warning or
 * makes its input unscorable.
 *
 * @param file the file it was found in, or null
 * @param document the document key, or null when it is not inside a document
 * @param line 1-based line number in {@code file}, or 0 when unknown
 */
public record Problem(
    ProblemKind kind, Severity severity, String file, String document, long line, String message)
    implements Serializable {

  /**
   * The order problems are reported in: by file and line, then by what they say (so that which of
   * two problems at one place comes first does not depend on the order they were found in).
   */
  public static final Comparator<Problem> READING_ORDER =
      Comparator.comparing((Problem p) -> p.file() == null ? "" : p.file())
          .thenComparingLong(Problem::line)
          .thenComparing(Problem::kind)
          .thenComparing(p -> p.document() == null ? "" : p.document())
          .thenComparing(Problem::message)
          .thenComparing(Problem::severity);

  public static Problem of(
      ProblemKind kind, String file, String document, long line, String message) {
    return new Problem(kind, kind.defaultSeverity(), file, document, line, message);
  }

  public Problem withSeverity(Severity newSeverity) {
    return new Problem(kind, newSeverity, file, document, line, message);
  }

  /** This problem with its line moved by {@code offset} (an unknown line stays unknown). */
  public Problem withLineOffset(long offset) {
    return offset == 0 || line == 0
        ? this
        : new Problem(kind, severity, file, document, line + offset, message);
  }

  /** Where, as {@code file:line (document NAME)}, for messages. */
  public String location() {
    StringBuilder s = new StringBuilder();
    if (file != null) {
      s.append(file);
      if (line > 0) {
        s.append(':').append(line);
      }
    }
    if (document != null) {
      if (s.length() > 0) {
        s.append(' ');
      }
      s.append("document ").append(document);
    }
    return s.toString();
  }

  @Override
  public String toString() {
    String where = location();
    return severity.label() + ": " + (where.isEmpty() ? "" : where + ": ") + message;
  }
}
