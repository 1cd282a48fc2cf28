package org.corefstats.study;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.corefstats.report.Numbers;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.stats.CorrelationResult;

/** Writes the files of a study: correlations.csv, matrix.csv, table3.md and the scatter plots. */
public final class StudyWriter {
  public static final List<String> CORRELATION_COLUMNS =
      List.of(
          "pivot", "metric", "measure", "method", "level", "group", "n", "r", "p_value", "ci_low",
          "ci_high", "note");
  private static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
  private static final int PANEL_WIDTH = 520;
  private static final int PANEL_HEIGHT = 420;

  private StudyWriter() {}

  /**
   * Writes every file of the given results (one per level) into {@code out}; returns the file
   * names.
   */
  public static List<String> write(StudyOutput out, List<CorrelationStudy.Result> results)
      throws IOException {
    List<String> written = new ArrayList<>();
    try (CSVPrinter csv = csv(out, "correlations.csv")) {
      csv.printRecord(CORRELATION_COLUMNS);
      for (CorrelationStudy.Result result : results) {
        for (StudyRow row : result.pivotRows()) {
          csv.printRecord(cells(row));
        }
      }
    }
    written.add("correlations.csv");
    try (CSVPrinter csv = csv(out, "matrix.csv")) {
      matrix(csv, results);
    }
    written.add("matrix.csv");
    try (PrintWriter md = text(out, "table3.md")) {
      for (CorrelationStudy.Result result : results) {
        table3(md, result, List.of(CorrelationMethod.values()));
      }
    }
    written.add("table3.md");
    for (CorrelationStudy.Result result : results) {
      written.addAll(figures(out, result));
    }
    return written;
  }

  private static List<String> cells(StudyRow row) {
    CorrelationResult r = row.result();
    return List.of(
        row.first(),
        row.second(),
        row.measure().name(),
        row.method().code(),
        row.level(),
        row.group(),
        Integer.toString(r.n()),
        number(r.r()),
        pValue(r.pValue()),
        number(r.ciLow()),
        number(r.ciHigh()),
        r.reason() == null ? "" : r.reason());
  }

  /**
   * Square matrices of r, one per level, group, measure and method: rows and columns are metrics.
   */
  private static void matrix(CSVPrinter csv, List<CorrelationStudy.Result> results)
      throws IOException {
    Set<String> metrics = new TreeSet<>(MetricNames.COMPARATOR);
    results.forEach(r -> metrics.addAll(r.metrics()));
    List<String> header = new ArrayList<>(List.of("level", "group", "measure", "method", "metric"));
    header.addAll(metrics);
    csv.printRecord(header);
    for (CorrelationStudy.Result result : results) {
      for (CorrelationMethod method : methods(result.matrixRows())) {
        for (String a : result.metrics()) {
          List<String> cells =
              new ArrayList<>(
                  List.of(
                      result.level(), CorrelationStudy.ALL, Measure.F1.name(), method.code(), a));
          for (String b : metrics) {
            cells.add(
                a.equals(b)
                    ? "1"
                    : result.matrixRows().stream()
                        .filter(
                            row ->
                                row.method() == method
                                    && (row.first().equals(a) && row.second().equals(b)
                                        || row.first().equals(b) && row.second().equals(a)))
                        .map(row -> number(row.result().r()))
                        .findFirst()
                        .orElse(""));
          }
          csv.printRecord(cells);
        }
      }
    }
  }

  /** The Pearson part of table3.md, for a console summary. */
  public static String pearsonTable(CorrelationStudy.Result result) {
    StringWriter text = new StringWriter();
    try (PrintWriter md = new PrintWriter(text)) {
      table3(md, result, List.of(CorrelationMethod.PEARSON));
    }
    return text.toString();
  }

  /** The layout of the paper's Table 3: rows metrics, columns R, P, F1; then the groups. */
  private static void table3(
      PrintWriter md, CorrelationStudy.Result result, List<CorrelationMethod> which) {
    String pivot = MetricNames.display(result.pivot());
    String unit =
        switch (result.level()) {
          case "system" -> "systems";
          case "group" -> "(system, group) pairs";
          default -> "(system, document) pairs";
        };
    for (CorrelationMethod method : methods(result.pivotRows())) {
      if (!which.contains(method)) {
        continue;
      }
      md.printf(
          Locale.ROOT,
          "## %s between %s and the other metrics (%s level)%n%n",
          name(method),
          pivot,
          result.level());
      md.printf(
          Locale.ROOT,
          "Over %d %s, as Table 3 of Luo et al. (2014). `–`: the measure is not in the scores.%n%n",
          result.observations(),
          unit);
      md.println("| metric | R | P | F1 |");
      md.println("|---|---:|---:|---:|");
      List<StudyRow> rows =
          result.pivotRows().stream()
              .filter(r -> r.method() == method && r.group().equals(CorrelationStudy.ALL))
              .toList();
      List<String> notes = new ArrayList<>();
      for (String metric : result.metrics()) {
        if (metric.equals(result.pivot())) {
          continue;
        }
        md.print("| " + MetricNames.display(metric) + " |");
        for (Measure measure : Measure.values()) {
          md.print(
              " "
                  + cell(rows, r -> r.second().equals(metric) && r.measure() == measure, notes)
                  + " |");
        }
        md.println();
      }
      md.println();
      md.println(significance(rows));
      notes.forEach(n -> md.println("- " + n));
      md.println();
      List<String> groups =
          result.pivotRows().stream()
              .map(StudyRow::group)
              .distinct()
              .filter(g -> !g.equals(CorrelationStudy.ALL))
              .toList();
      if (!groups.isEmpty()) {
        md.printf(
            Locale.ROOT,
            "F1 by group:%n%n| metric | %s |%n|---|%s%n",
            String.join(" | ", groups),
            "---:|".repeat(groups.size()));
        List<String> groupNotes = new ArrayList<>();
        for (String metric : result.metrics()) {
          if (!metric.equals(result.pivot())) {
            md.print("| " + MetricNames.display(metric) + " |");
            for (String group : groups) {
              md.print(
                  " "
                      + cell(
                          result.pivotRows(),
                          r ->
                              r.method() == method
                                  && r.second().equals(metric)
                                  && r.measure() == Measure.F1
                                  && r.group().equals(group),
                          groupNotes)
                      + " |");
            }
            md.println();
          }
        }
        md.println();
        groupNotes.forEach(n -> md.println("- " + n));
        md.println();
      }
    }
  }

  private static String cell(List<StudyRow> rows, Predicate<StudyRow> which, List<String> notes) {
    StudyRow row = rows.stream().filter(which).findFirst().orElse(null);
    if (row == null) {
      return "–";
    }
    if (!row.result().defined()) {
      notes.add(
          MetricNames.display(row.second())
              + " "
              + row.measure()
              + " ("
              + row.group()
              + "): "
              + row.result().reason());
      return "n/a";
    }
    return String.format(Locale.ROOT, "%.3f", row.result().r())
        + (row.result().pValue() >= 0.05 ? " (ns)" : "");
  }

  private static String significance(List<StudyRow> rows) {
    double max =
        rows.stream()
            .map(StudyRow::result)
            .filter(CorrelationResult::defined)
            .mapToDouble(CorrelationResult::pValue)
            .max()
            .orElse(Double.NaN);
    if (Double.isNaN(max)) {
      return "No defined correlation.";
    }
    return max < 0.001
        ? "All p-values are below 0.001."
        : String.format(Locale.ROOT, "Largest p-value %.3g; (ns): not significant at 0.05.", max);
  }

  private static List<String> figures(StudyOutput out, CorrelationStudy.Result result)
      throws IOException {
    List<String> written = new ArrayList<>();
    List<ScatterPlots.Panel> panels = new ArrayList<>();
    String pivot = MetricNames.display(result.pivot());
    for (Map.Entry<String, double[][]> e : result.plots().entrySet()) {
      double r =
          result.pivotRows().stream()
              .filter(
                  row ->
                      row.second().equals(e.getKey())
                          && row.measure() == Measure.F1
                          && row.method() == CorrelationMethod.PEARSON
                          && row.group().equals(CorrelationStudy.ALL))
              .map(row -> row.result().r())
              .findFirst()
              .orElse(Double.NaN);
      String metric = MetricNames.display(e.getKey());
      ScatterPlots.Panel panel =
          new ScatterPlots.Panel(
              String.format(
                  Locale.ROOT,
                  "%s vs %s F1 (%s, n = %d)",
                  pivot,
                  metric,
                  ScatterPlots.formatR(r),
                  e.getValue()[0].length),
              metric + " F1",
              pivot + " F1",
              e.getValue()[1],
              e.getValue()[0]);
      panels.add(panel);
      String name = "figure1-" + result.level() + "-" + e.getKey() + ".png";
      try (OutputStream png = out.create(name)) {
        ScatterPlots.write(png, panel, PANEL_WIDTH, PANEL_HEIGHT);
      }
      written.add(name);
    }
    if (!panels.isEmpty()) {
      String name = "figure1-" + result.level() + ".png";
      try (OutputStream png = out.create(name)) {
        int columns =
            panels.size() <= 4 ? panels.size() : (panels.size() + 1) / 2; // two rows of up to 4
        ScatterPlots.writeGrid(png, panels, Math.min(4, columns), PANEL_WIDTH, PANEL_HEIGHT);
      }
      written.add(name);
    }
    return written;
  }

  private static List<CorrelationMethod> methods(List<StudyRow> rows) {
    return rows.stream()
        .map(StudyRow::method)
        .filter(Objects::nonNull)
        .distinct()
        .sorted()
        .toList();
  }

  private static String name(CorrelationMethod method) {
    return switch (method) {
      case PEARSON -> "Pearson's r";
      case SPEARMAN -> "Spearman's rho";
      case KENDALL -> "Kendall's tau-b";
    };
  }

  /**
   * p-values span many orders of magnitude: Java's shortest form, with an exponent when tiny
   * (1.66E-22).
   */
  private static String pValue(double p) {
    return Double.isNaN(p) ? "" : p == 0 ? "0" : Double.toString(p);
  }

  private static String number(double x) {
    return Double.isNaN(x) ? "" : Numbers.full(x);
  }

  private static CSVPrinter csv(StudyOutput out, String name) throws IOException {
    return new CSVPrinter(new OutputStreamWriter(out.create(name), StandardCharsets.UTF_8), CSV);
  }

  private static PrintWriter text(StudyOutput out, String name) throws IOException {
    return new PrintWriter(new OutputStreamWriter(out.create(name), StandardCharsets.UTF_8));
  }
}
