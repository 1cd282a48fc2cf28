package org.corefstats.study.cone;

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
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.corefstats.report.Numbers;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.stats.CorrelationResult;
import org.corefstats.study.Measure;
import org.corefstats.study.MetricNames;
import org.corefstats.study.ScatterPlots;
import org.corefstats.study.StudyOutput;
import org.corefstats.study.StudyRow;

/** Writes the files of the CONE study: cone.csv, cone.md and the pooled scatter plots. */
public final class ConeWriter {
  public static final List<String> COLUMNS =
      List.of(
          "level",
          "system",
          "x_metric",
          "y_metric",
          "comparison",
          "measure",
          "method",
          "n",
          "left_out",
          "r",
          "p_value",
          "ci_low",
          "ci_high",
          "note");

  private static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
  private static final int WIDTH = 640;
  private static final int HEIGHT = 520;

  private ConeWriter() {}

  /** Writes every file of the given results (one per level); returns the file names. */
  public static List<String> write(StudyOutput out, List<ConeStudy.Result> results)
      throws IOException {
    List<String> written = new ArrayList<>();
    try (CSVPrinter csv =
        new CSVPrinter(
            new OutputStreamWriter(out.create("cone.csv"), StandardCharsets.UTF_8), CSV)) {
      csv.printRecord(COLUMNS);
      for (ConeStudy.Result result : results) {
        for (ConeStudy.ConeRow row : result.rows()) {
          csv.printRecord(cells(row));
        }
      }
    }
    written.add("cone.csv");
    try (PrintWriter md =
        new PrintWriter(new OutputStreamWriter(out.create("cone.md"), StandardCharsets.UTF_8))) {
      md.print(markdown(results));
    }
    written.add("cone.md");
    for (ConeStudy.Result result : results) {
      written.addAll(figures(out, result));
    }
    return written;
  }

  private static List<String> cells(ConeStudy.ConeRow coneRow) {
    StudyRow row = coneRow.row();
    CorrelationResult r = row.result();
    return List.of(
        row.level(),
        row.group(),
        row.first(),
        row.second(),
        row.first().startsWith("rest_")
            ? "control"
            : row.second().startsWith("ne_") ? "cone_vs_ne" : "cone_vs_full",
        row.measure().name(),
        row.method().code(),
        Integer.toString(r.n()),
        Integer.toString(coneRow.leftOut()),
        number(r.r()),
        Double.isNaN(r.pValue()) ? "" : r.pValue() == 0 ? "0" : Double.toString(r.pValue()),
        number(r.ciLow()),
        number(r.ciHigh()),
        r.reason() == null ? "" : r.reason());
  }

  /**
   * Pearson's r in the layout of the paper's Tables 1-4: per level and comparison, one line per
   * system (or pooled / all), columns R, P, F1 of B3, CEAF-m and CEAF-e.
   */
  public static String markdown(List<ConeStudy.Result> results) {
    StringWriter text = new StringWriter();
    PrintWriter md = new PrintWriter(text);
    md.println("# CONE against the standard metrics (Lin et al. 2010)");
    md.println();
    md.println(
        "Pearson's r; (ns): p >= 0.05; n/a: undefined (see the notes and cone.csv, which also has"
            + " Spearman, Kendall, p-values and 95% intervals).");
    md.println();
    for (ConeStudy.Result result : results) {
      if (result.level().equals(ConeEntityStudy.LEVEL)) {
        entityMarkdown(md, result);
        continue;
      }
      List<StudyRow> rows =
          result.rows().stream()
              .map(ConeStudy.ConeRow::row)
              .filter(r -> r.method() == CorrelationMethod.PEARSON)
              .toList();
      List<String> groups = rows.stream().map(StudyRow::group).distinct().toList();
      if (result.level().equals("system")) {
        md.printf(
            Locale.ROOT,
            "## System level: over %d systems' corpus scores%n%n",
            result.observations());
      } else {
        md.printf(
            Locale.ROOT,
            "## Document level: each system over its documents, and pooled over all systems'"
                + " documents%n%n%d (system, document) pairs; %d left out because the key has no"
                + " named mention (CONE recall denominator 0).%n%n",
            result.observations(),
            result.leftOut());
      }
      for (String kind : List.of("full", "ne")) {
        List<ConeStudy.Pair> pairs =
            result.pairs().stream().filter(p -> p.kind().equals(kind)).toList();
        if (pairs.isEmpty()) {
          continue;
        }
        md.println(
            kind.equals("full")
                ? "### CONE vs the full metrics"
                : "### CONE vs the NE-CRR metrics (entities with a named mention)");
        md.println();
        StringBuilder header = new StringBuilder("| " + firstColumn(result) + " | n |");
        StringBuilder rule = new StringBuilder("|---|---:|");
        for (ConeStudy.Pair p : pairs) {
          for (Measure m : Measure.values()) {
            header
                .append(' ')
                .append(MetricNames.display(p.y()))
                .append(' ')
                .append(m)
                .append(" |");
            rule.append("---:|");
          }
        }
        md.println(header);
        md.println(rule);
        List<String> notes = new ArrayList<>();
        for (String group : groups) {
          List<StudyRow> of = rows.stream().filter(r -> r.group().equals(group)).toList();
          int n =
              of.stream()
                  .filter(r -> r.measure() == Measure.F1)
                  .mapToInt(r -> r.result().n())
                  .max()
                  .orElse(0);
          StringBuilder line = new StringBuilder("| " + group + " | " + n + " |");
          for (ConeStudy.Pair p : pairs) {
            for (Measure m : Measure.values()) {
              StudyRow row =
                  of.stream()
                      .filter(
                          r ->
                              r.first().equals(p.x())
                                  && r.second().equals(p.y())
                                  && r.measure() == m)
                      .findFirst()
                      .orElse(null);
              line.append(' ').append(cell(row, group, notes)).append(" |");
            }
          }
          md.println(line);
        }
        md.println();
        notes.forEach(n -> md.println("- " + n));
        if (!notes.isEmpty()) {
          md.println();
        }
      }
    }
    md.flush();
    return text.toString();
  }

  /**
   * The entity level as Figure 1 reports it: per group and measure (P: response entities, R: key
   * entities), r of the named part against the whole, and of the control (the unnamed rest).
   */
  private static void entityMarkdown(PrintWriter md, ConeStudy.Result result) {
    md.printf(
        Locale.ROOT,
        "## Entity level (Figure 1): each entity's value on its named part against its value on"
            + " the whole entity%n%n%d entities of O^NE (P) and G^NE (R) over all systems; %d have"
            + " no unnamed mention and are left out of the control (the unnamed rest against the"
            + " whole). CEAF-m: φ3(e, partner) / |e| with each part's own optimal alignment; B3:"
            + " the mean B3 of e's mentions.%n%n",
        result.observations(),
        result.leftOut());
    List<StudyRow> rows =
        result.rows().stream()
            .map(ConeStudy.ConeRow::row)
            .filter(r -> r.method() == CorrelationMethod.PEARSON)
            .toList();
    md.println(
        "| system | measure | n | CEAF-m named | CEAF-m control | n control | B3 named | B3 control |");
    md.println("|---|---|---:|---:|---:|---:|---:|---:|");
    List<String> notes = new ArrayList<>();
    for (String group : rows.stream().map(StudyRow::group).distinct().toList()) {
      for (Measure m : List.of(Measure.P, Measure.R)) {
        StringBuilder line = new StringBuilder("| " + group + " | " + m + " |");
        StudyRow named = find(rows, group, "cone_ceafm", m);
        StudyRow control = find(rows, group, "rest_ceafm", m);
        line.append(' ').append(named == null ? "–" : named.result().n()).append(" |");
        line.append(' ').append(cell(named, group, notes)).append(" |");
        line.append(' ').append(cell(control, group, notes)).append(" |");
        line.append(' ').append(control == null ? "–" : control.result().n()).append(" |");
        line.append(' ').append(cell(find(rows, group, "cone_bcub", m), group, notes)).append(" |");
        line.append(' ').append(cell(find(rows, group, "rest_bcub", m), group, notes)).append(" |");
        md.println(line);
      }
    }
    md.println();
    notes.forEach(n -> md.println("- " + n));
    if (!notes.isEmpty()) {
      md.println();
    }
  }

  private static StudyRow find(List<StudyRow> rows, String group, String x, Measure m) {
    return rows.stream()
        .filter(r -> r.group().equals(group) && r.first().equals(x) && r.measure() == m)
        .findFirst()
        .orElse(null);
  }

  /**
   * The entity level's plots, as Figure 1: for each pair and measure, the pooled entities' x
   * against their whole-entity value, one colour per system.
   */
  private static List<String> entityFigures(StudyOutput out, ConeStudy.Result result)
      throws IOException {
    List<String> written = new ArrayList<>();
    for (ConeStudy.Pair pair : result.pairs()) {
      for (Measure m : List.of(Measure.P, Measure.R)) {
        Map<String, double[][]> bySystem = result.plots().get(pair.x() + "-" + m);
        if (bySystem == null) {
          continue;
        }
        StudyRow pooled = pooledPearson(result, pair.x(), pair.y(), m);
        boolean control = ConeEntityStudy.isControl(pair);
        String family = MetricNames.display(pair.family());
        String side = m == Measure.P ? "precision" : "recall";
        String part = control ? "unnamed rest" : "named part";
        int points = points(pooled, bySystem);
        String name =
            "cone-entity-" + pair.family() + "-" + m + (control ? "-control" : "") + ".png";
        try (OutputStream png = out.create(name)) {
          ScatterPlots.writeBySystem(
              png,
              String.format(
                  Locale.ROOT,
                  "Entity-level %s %s: %s vs whole entity, %d entities of %d systems (%s)",
                  family,
                  side,
                  part,
                  points,
                  bySystem.size(),
                  ScatterPlots.formatR(pooled == null ? Double.NaN : pooled.result().r())),
              family + " " + side + ", " + part,
              family + " " + side + ", whole entity",
              bySystem,
              WIDTH,
              HEIGHT);
        }
        written.add(name);
      }
    }
    return written;
  }

  private static String firstColumn(ConeStudy.Result result) {
    return result.level().equals("system") ? "systems" : "system";
  }

  private static String cell(StudyRow row, String group, List<String> notes) {
    if (row == null) {
      return "–";
    }
    if (!row.result().defined()) {
      notes.add(
          group
              + ", "
              + MetricNames.display(row.first())
              + " vs "
              + MetricNames.display(row.second())
              + " "
              + row.measure()
              + ": "
              + row.result().reason());
      return "n/a";
    }
    return String.format(Locale.ROOT, "%.3f", row.result().r())
        + (row.result().pValue() >= 0.05 ? " (ns)" : "");
  }

  /** The pooled Pearson row of a pair and measure, or null. */
  private static StudyRow pooledPearson(
      ConeStudy.Result result, String x, String y, Measure measure) {
    return result.rows().stream()
        .map(ConeStudy.ConeRow::row)
        .filter(
            r ->
                r.group().equals(ConeStudy.POOLED)
                    && r.first().equals(x)
                    && r.second().equals(y)
                    && r.measure() == measure
                    && r.method() == CorrelationMethod.PEARSON)
        .findFirst()
        .orElse(null);
  }

  /** The points of a plot: the pooled series' n, or those plotted when it has no row. */
  private static int points(StudyRow pooled, Map<String, double[][]> bySystem) {
    return pooled != null
        ? pooled.result().n()
        : bySystem.values().stream().mapToInt(v -> v[0].length).sum();
  }

  /** One plot per pair of the pooled document level: CONE F1 (x) against the standard F1 (y). */
  private static List<String> figures(StudyOutput out, ConeStudy.Result result) throws IOException {
    if (result.level().equals(ConeEntityStudy.LEVEL)) {
      return entityFigures(out, result);
    }
    List<String> written = new ArrayList<>();
    for (ConeStudy.Pair pair : result.pairs()) {
      Map<String, double[][]> bySystem = result.plots().get(pair.x() + "-" + pair.y());
      if (bySystem == null) {
        continue;
      }
      StudyRow pooled = pooledPearson(result, pair.x(), pair.y(), Measure.F1);
      String x = MetricNames.display(pair.x());
      String y = MetricNames.display(pair.y());
      int points = points(pooled, bySystem);
      String name = "cone-" + result.level() + "-" + pair.x() + "-" + pair.y() + ".png";
      try (OutputStream png = out.create(name)) {
        ScatterPlots.writeBySystem(
            png,
            String.format(
                Locale.ROOT,
                "%s vs %s F1, %d documents of %d systems (%s)",
                x,
                y,
                points,
                bySystem.size(),
                ScatterPlots.formatR(pooled == null ? Double.NaN : pooled.result().r())),
            x + " F1",
            y + " F1",
            bySystem,
            WIDTH,
            HEIGHT);
      }
      written.add(name);
    }
    return written;
  }

  private static String number(double x) {
    return Double.isNaN(x) ? "" : Numbers.full(x);
  }
}
