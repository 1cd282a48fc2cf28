package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.corefstats.core.metrics.Metric;

/**
 * The tables of a run directory made on the driver from a {@link RunResult}, in the one order both
 * {@code run} and {@code score --out} write them: first the summary, the leaderboard and the
 * analyses' tables ({@link #tables}: what studies read), then, after whatever studies the command
 * runs, scores.csv, the plots, summary.txt, run.json and report.html ({@link #finish}). The
 * per-document tables are {@link DocumentTables}; {@link #files} lists what a run writes.
 */
public final class RunOutputs {
  private RunOutputs() {}

  /**
   * What {@link #tables} wrote: the summary so far, what summary.txt adds after it, and whether the
   * leaderboard was written.
   */
  public record Tables(String summary, String summaryTail, boolean leaderboard) {}

  /**
   * The metrics of the summary's table: those asked for that the semantics count, with the derived
   * ones, in {@link Metric} order.
   */
  public static List<Metric> summaryMetrics(RunResult result) {
    return new ArrayList<>(
        Metric.withDerived(result.readAs().semantics().scored(result.evaluation().metrics())));
  }

  /** The summary, the leaderboard and the analyses' tables; times recorded in {@code timings}. */
  public static Tables tables(
      RunResult result,
      OutputDirectory output,
      Map<String, Object> context,
      Map<String, Long> timings)
      throws IOException {
    String summary = RunReport.summary(result, context, summaryMetrics(result));
    long leaderboardStart = System.nanoTime();
    Leaderboard leaderboard = RunReport.leaderboard(result);
    if (leaderboard != null) {
      summary += "\n" + leaderboard.summary();
      if (result.grouping() != null) {
        try (PrintWriter w = output.text("groups.csv")) {
          CsvOutput.write(w, Leaderboard.GROUPS_HEADER, leaderboard.groupRows());
        }
      }
      try (PrintWriter w = output.text("leaderboard.csv")) {
        CsvOutput.write(w, leaderboard.leaderboardHeader(), leaderboard.leaderboardRows());
      }
      try (PrintWriter w = output.text("leaderboard.md")) {
        w.print(leaderboard.markdown());
      }
    } else if (result.grouping() != null
        && !result.keyRefused()
        && !result.systems().stream().allMatch(RunResult.SystemResult::leftOut)) {
      summary += "\n" + Leaderboard.NO_GROUPS + "\n";
    }
    long leaderboardMillis = (System.nanoTime() - leaderboardStart) / 1_000_000;
    if (leaderboard != null) {
      timings.put("leaderboard", leaderboardMillis);
    }
    StringBuilder tail = new StringBuilder();
    for (AnalysisOutputs analysis : AnalysisOutputs.ALL) {
      if (analysis.asked(result.evaluation())) {
        long t = System.nanoTime();
        if (!result.keyRefused()) {
          AnalysisOutputs.Summary part = analysis.writeTables(result, output);
          if (!part.printed().isEmpty()) {
            summary += "\n" + part.printed();
          }
          tail.append(part.tail());
        }
        timings.put(timingOf(analysis, result), (System.nanoTime() - t) / 1_000_000);
      }
    }
    if (!result.keyRefused()) {
      for (FileStepOutputs step : FileStepOutputs.ALL) {
        String part = step.write(result, output);
        if (!part.isEmpty()) {
          summary += "\n" + part;
        }
      }
    }
    return new Tables(summary, tail.toString(), leaderboard != null);
  }

  /**
   * scores.csv, the error plots, summary.txt, run.json and report.html, last.
   *
   * @param start when the command started ({@link System#nanoTime}), for the total time
   * @param command who wrote the directory, for the report
   */
  public static void finish(
      RunResult result,
      OutputDirectory output,
      String summary,
      String summaryTail,
      Map<String, Object> context,
      Map<String, Long> timings,
      long start,
      String command)
      throws IOException {
    try (PrintWriter w = output.text("scores.csv")) {
      RunReport.scores(w, result);
    }
    if (!result.keyRefused()) {
      for (AnalysisOutputs analysis : AnalysisOutputs.ALL) {
        if (analysis.asked(result.evaluation())) {
          long t = System.nanoTime();
          analysis.afterScores(result, output);
          timings.merge(timingOf(analysis, result), (System.nanoTime() - t) / 1_000_000, Long::sum);
        }
      }
    }
    try (PrintWriter w = output.text("summary.txt")) {
      w.print(summary);
      w.print(summaryTail);
    }
    timings.put("total", (System.nanoTime() - start) / 1_000_000);
    context.put("finished", Instant.now().toString());
    try (PrintWriter w = output.text("run.json")) {
      w.print(RunReport.json(result, context, timings));
    }
    // the report reads run.json; run.json then records what the report took, and the total with it
    long t = System.nanoTime();
    output.writeReport(command);
    timings.put("report", (System.nanoTime() - t) / 1_000_000);
    timings.remove("total"); // last again
    timings.put("total", (System.nanoTime() - start) / 1_000_000);
    try (PrintWriter w = output.replacing("run.json")) {
      w.print(RunReport.json(result, context, timings));
    }
  }

  /** The key of an analysis's time in run.json's timings: the analysis's name. */
  private static String timingOf(AnalysisOutputs outputs, RunResult result) {
    return result.evaluation().analysis(outputs.analysis()).name();
  }

  /**
   * The files of a run directory, in the order the command line lists them ("Outputs in ..."): what
   * was written given the result and whether the leaderboard was made.
   *
   * @param parquet whether the per-document tables have their Parquet copies (a run's)
   */
  public static List<String> files(RunResult result, boolean leaderboard, boolean parquet) {
    List<String> files = new ArrayList<>(List.of("scores.csv"));
    if (parquet) {
      files.add("documents.parquet");
    }
    files.add("documents.csv");
    files.add(ProblemTable.FILE);
    if (leaderboard && result.grouping() != null) {
      files.add("groups.csv");
    }
    if (result.grouping() != null && !result.keyRefused()) {
      files.add("document_groups.csv");
    }
    if (leaderboard) {
      files.addAll(List.of("leaderboard.csv", "leaderboard.md"));
    }
    for (AnalysisOutputs analysis : AnalysisOutputs.ALL) {
      if (analysis.asked(result.evaluation())) {
        files.addAll(analysis.files(result.evaluation(), parquet));
      }
    }
    if (!result.keyRefused()) {
      FileStepOutputs.ALL.forEach(step -> files.addAll(step.files(result)));
    }
    files.addAll(List.of("summary.txt", "run.json", "report.html"));
    return files;
  }
}
