package org.corefstats.report;

import java.io.IOException;
import java.util.List;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.EvaluationRequest;

/**
 * The files one analysis adds to a run directory, declared once: its per-document tables (written
 * by a run's executors or by {@code score --out}), its tables of system sums and its part of the
 * summary (written on the driver), whatever it draws once scores.csv is there, and the names of its
 * files for the "Outputs in" line. Listed in {@link #ALL}; a new analysis's outputs are one class
 * and one line there.
 */
public interface AnalysisOutputs {

  /** Every analysis's outputs, in the order their files are written and listed. */
  List<AnalysisOutputs> ALL =
      List.of(new ConeEntityOutputs(), new ErrorOutputs(), new MentionLengthOutputs());

  /** The analysis whose results these outputs show. */
  Class<? extends Analysis<?, ?>> analysis();

  /** Whether the run asked for the analysis. */
  default boolean asked(EvaluationRequest request) {
    return request.analysis(analysis()) != null;
  }

  /** Its per-document tables, in order. */
  List<DocumentTable<?>> documentTables(EvaluationRequest request);

  /**
   * Writes its tables of system sums; returns what it adds to the summary (printed, and in
   * summary.txt) and to summary.txt alone, after it.
   */
  default Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    return Summary.NONE;
  }

  /**
   * What {@code score} prints of the analysis after its totals (without {@code --out} too); empty:
   * nothing, or the command prints it its own way.
   */
  default String printedByScore(RunResult result) {
    return "";
  }

  /** Writes what needs scores.csv (plots in the ranking's order). */
  default void afterScores(RunResult result, OutputDirectory output) throws IOException {}

  /**
   * The names of its files as the "Outputs in" line lists them.
   *
   * @param parquet whether a run writes the Parquet copies of per-document tables
   */
  List<String> files(EvaluationRequest request, boolean parquet);

  /** An analysis's part of the summary: printed and in summary.txt, then summary.txt's tail. */
  record Summary(String printed, String tail) {
    public static final Summary NONE = new Summary("", "");
  }
}
