package org.corefstats.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.CostStep;
import org.corefstats.core.analysis.ErrorCategory;
import org.corefstats.core.metrics.Counts;

/**
 * What each kind of error costs (ERROR-ANALYSIS.md 5.5 {@code error_costs.csv}, 5.7 last row): for
 * each {@link CostStep} and metric, the F1 of a system's original response and of its responses
 * corrected by that step, from counts summed over the documents, and the difference (after minus
 * before: what fixing those errors would gain). F1 comes from {@link ScoreTable#rows}, so it is the
 * F1 {@code scores.csv} reports for the same counts: every metric the counts give and the CoNLL
 * average, not BLANC's halves (parts of BLANC, no metric of their own).
 */
public final class ErrorCostTable {
  /** The file's name in a run's output directory. */
  public static final String FILE = "error_costs.csv";

  public static final List<String> HEADER =
      List.of("system", "category", "order", "metric", "f1_before", "f1_after", "difference");

  /** One row: F1 before and after a step's corrections, for one metric. */
  public record Row(
      ErrorCategory category,
      String order,
      String metric,
      double f1Before,
      double f1After,
      double difference) {}

  private ErrorCostTable() {}

  /**
   * The rows of one system: {@code before} is its original responses' summed counts, {@code after}
   * each step's corrected responses' summed counts (steps in {@link CostStep#ALL} order, those
   * absent left out), metrics in {@link ScoreTable} order within a step.
   */
  public static List<Row> rows(Counts before, Map<CostStep, Counts> after) {
    List<ScoreRow> base = metricRows(before);
    List<Row> rows = new ArrayList<>();
    for (CostStep step : CostStep.ALL) {
      Counts counts = after.get(step);
      if (counts == null) {
        continue;
      }
      Map<String, Double> f1 = new HashMap<>();
      for (ScoreRow r : metricRows(counts)) {
        f1.put(r.metric(), r.f1());
      }
      for (ScoreRow r : base) {
        Double f1After = f1.get(r.metric());
        if (f1After == null) {
          throw new IllegalArgumentException(
              "the counts of " + step + " lack " + r.metric() + ", which the original's have");
        }
        rows.add(
            new Row(step.category(), step.code(), r.metric(), r.f1(), f1After, f1After - r.f1()));
      }
    }
    return rows;
  }

  private static List<ScoreRow> metricRows(Counts counts) {
    return ScoreTable.rows(counts).stream().filter(r -> !ScoreTable.isPart(r.metric())).toList();
  }

  /** A row's cells after its system: numbers in full ({@link Numbers#full}), empty when NaN. */
  public static List<String> cells(String system, Row row) {
    return Arrays.asList(
        system,
        row.category().csvName(),
        row.order(),
        row.metric(),
        number(row.f1Before()),
        number(row.f1After()),
        number(row.difference()));
  }

  /** Writes {@link #HEADER} and the rows of every system, in the map's order. */
  public static void write(Path file, Map<String, List<Row>> rowsBySystem) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      write(writer, rowsBySystem);
    }
  }

  /** As {@link #write(Path, Map)}, to an open writer (closed afterwards). */
  public static void write(Writer writer, Map<String, List<Row>> rowsBySystem) throws IOException {
    List<List<String>> lines = new ArrayList<>();
    for (Map.Entry<String, List<Row>> system : rowsBySystem.entrySet()) {
      for (Row row : system.getValue()) {
        lines.add(cells(system.getKey(), row));
      }
    }
    CsvOutput.write(writer, HEADER, lines);
  }

  private static String number(double value) {
    return Double.isNaN(value) ? "" : Numbers.full(value);
  }
}
