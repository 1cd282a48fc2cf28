package org.corefstats.report;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.corefstats.core.cone.evaluation.ConeEntityRows;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
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
      List.of(
          new ConeEntityOutputs(),
          new ErrorOutputs(),
          new MentionLengthOutputs(),
          new LongDocumentOutputs(),
          new AnaphorOutputs(),
          new TextDriftOutputs());

  /**
   * What run.json's context records of the analyses asked for, in order: whether CONE's entity rows
   * were asked, then each asked analysis's own entry ({@link #context}).
   */
  static void putContext(List<Analysis<?, ?>> analyses, java.util.Map<String, Object> context) {
    context.put("coneEntities", analyses.stream().anyMatch(a -> a instanceof ConeEntityRows));
    for (AnalysisOutputs outputs : ALL) {
      analyses.stream()
          .filter(outputs.analysis()::isInstance)
          .findFirst()
          .ifPresent(a -> outputs.context(a, context));
    }
  }

  /** Puts what run.json's context says of the analysis, asked as {@code analysis}. */
  default void context(Analysis<?, ?> analysis, java.util.Map<String, Object> context) {
    context.put(analysis.name(), true);
  }

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
   * What {@code score} prints of the analysis of its one response after its totals; empty: nothing.
   *
   * @param documents the response's documents' results, in key order
   * @param filesWritten the tables the user gets as files ({@code --out}, the single-file options)
   */
  default String printedByScore(
      RunResult result, List<DocumentResult> documents, Set<String> filesWritten) {
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
