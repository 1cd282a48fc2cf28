package org.corefstats.report;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.document.Problem;

/**
 * problems.csv, the one schema of every command that writes problems ({@code run}'s problems.csv,
 * {@code score --problems-csv}): one row per problem, the source (a system's name, or {@code
 * (key)}) first, sorted by source, file, line, kind, document, message and severity.
 */
public final class ProblemTable {
  private ProblemTable() {}

  public static final String FILE = "problems.csv";

  public static final List<String> COLUMNS =
      List.of("system", "document", "file", "line", "kind", "message", "severity");

  /** The source name of the key's own problems. */
  public static final String KEY = InputNames.KEY;

  /** One problem's cells. */
  public static List<String> cells(String source, Problem p) {
    return Arrays.asList(
        source,
        p.document(),
        p.file(),
        p.line() > 0 ? Long.toString(p.line()) : "",
        p.kind().code(),
        p.message(),
        p.severity().label());
  }

  /**
   * The order of the rows: by source index (the key's 0, systems from 1 in the run's order), then
   * file, line, kind, document, message and severity.
   */
  public static String sortKey(int source, Problem p) {
    return String.format(
        Locale.ROOT,
        "%06d\u0000%s\u0000%015d\u0000%s\u0000%s\u0000%s\u0000%s",
        source,
        p.file() == null ? "" : p.file(),
        p.line(),
        p.kind(),
        p.document() == null ? "" : p.document(),
        p.message(),
        p.severity());
  }
}
