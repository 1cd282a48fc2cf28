package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.CostStep;
import org.corefstats.core.analysis.ErrorCategory;
import org.corefstats.core.metrics.Counts;

/**
 * What each kind of error costs (docs/explanation/error-analysis.md 5.5 {@code error_costs.csv},
 * 5.7 last row): for each {@link CostStep} and metric, the F1 of a system's original response and
 * of its responses corrected by that step, from counts summed over the documents, and the
 * difference (after minus before: what fixing those errors would gain). F1 comes from {@link
 * ScoreTable#rows}, so it is the F1 {@code scores.csv} reports for the same counts: every metric
 * the counts give and the CoNLL average, not BLANC's halves (parts of BLANC, no metric of their
 * own).
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
   * The rows of one system: {@code original} is its original responses' summed counts, {@code
   * after} each step's corrected responses' summed counts (steps in {@link CostStep#ALL} order,
   * those absent left out), metrics in {@link ScoreTable} order within a step. What a step is
   * compared with: span correction with the original; a category alone with span correction (the
   * base it is applied to); a cumulative step with the cumulative step before it, so that the
   * cumulative differences add up to the gain of all corrections together.
   */
  public static List<Row> rows(Counts original, Map<CostStep, Counts> after) {
    List<Row> rows = new ArrayList<>();
    Counts spans = after.getOrDefault(CostStep.SPANS, original);
    Counts previous = original;
    for (CostStep step : CostStep.ALL) {
      Counts counts = after.get(step);
      if (counts == null) {
        continue;
      }
      Counts before = !step.cumulative() ? spans : previous;
      Map<String, Double> f1 = new HashMap<>();
      for (ScoreRow r : metricRows(counts)) {
        f1.put(r.metric(), r.f1());
      }
      for (ScoreRow r : metricRows(before)) {
        Double f1After = f1.get(r.metric());
        if (f1After == null) {
          throw new IllegalArgumentException(
              "the counts of " + step + " lack " + r.metric() + ", which the original's have");
        }
        rows.add(
            new Row(step.category(), step.code(), r.metric(), r.f1(), f1After, f1After - r.f1()));
      }
      if (step.cumulative()) {
        previous = counts;
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

  /**
   * The cost table in brief: per metric, the mean over systems of each category's cumulative gain
   * in F1 points, and the category that costs the metric most with the number of systems for which
   * it does (ties go to the earlier category in the paper's order; a system whose corrections gain
   * nothing on the metric counts for none, and a metric with no such system gets "-").
   */
  public static void summary(PrintWriter out, Map<String, List<Row>> rowsBySystem) {
    List<String> metrics = new ArrayList<>();
    Map<String, double[]> sums = new LinkedHashMap<>();
    Map<String, int[]> mostFor = new LinkedHashMap<>();
    ErrorCategory[] categories = ErrorCategory.values();
    for (List<Row> rows : rowsBySystem.values()) {
      Map<String, double[]> gains = new LinkedHashMap<>();
      for (Row r : rows) {
        if (r.order().equals("cumulative")) {
          if (!metrics.contains(r.metric())) {
            metrics.add(r.metric());
          }
          gains
                  .computeIfAbsent(r.metric(), m -> new double[categories.length])[
                  r.category().ordinal()] =
              r.difference();
        }
      }
      gains.forEach(
          (metric, g) -> {
            double[] sum = sums.computeIfAbsent(metric, m -> new double[categories.length]);
            int best = 0;
            for (int c = 0; c < g.length; c++) {
              sum[c] += Double.isNaN(g[c]) ? 0 : g[c];
              if (g[c] > g[best]) {
                best = c;
              }
            }
            int[] most = mostFor.computeIfAbsent(metric, m -> new int[categories.length]);
            if (g[best] > 0) { // a system no correction helps on this metric counts for none
              most[best]++;
            }
          });
    }
    List<String[]> lines = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("metric"));
    for (ErrorCategory c : categories) {
      header.add(SHORT[c.ordinal()]);
    }
    header.add("costs most (systems)");
    lines.add(header.toArray(new String[0]));
    int systems = rowsBySystem.size();
    for (String metric : metrics) {
      double[] sum = sums.get(metric);
      int[] most = mostFor.get(metric);
      int top = 0;
      for (int c = 0; c < categories.length; c++) {
        if (most[c] > most[top]) {
          top = c;
        }
      }
      List<String> cells = new ArrayList<>(List.of(metric));
      for (double v : sum) {
        cells.add(String.format(java.util.Locale.ROOT, "%.2f", 100 * v / Math.max(1, systems)));
      }
      cells.add(
          most[top] == 0
              ? "-"
              : categories[top].csvName() + " (" + most[top] + "/" + systems + ")");
      lines.add(cells.toArray(new String[0]));
    }
    boolean[] right = new boolean[header.size()];
    Arrays.fill(right, 1, right.length - 1, true);
    TextReport.table(out, lines, right);
  }

  private static final String[] SHORT = {
    "span", "conflated", "extra-m", "extra-e", "divided", "missing-m", "missing-e"
  };

  private static String number(double value) {
    return Double.isNaN(value) ? "" : Numbers.full(value);
  }
}
