package org.corefstats.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.corefstats.core.cone.evaluation.ConeTally;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;

/** Human-readable tables in the spirit of scorer.pl's totals. */
public final class TextReport {
  private TextReport() {}

  /**
   * What {@code score} prints above its tables: how the inputs were read (unless v8.01 read
   * CoNLL-2012 and no CONE metric is scored), CONE's options, the totals and what CONE saw, with
   * {@code label} naming the response.
   */
  public static void readingAndTotals(
      PrintWriter out,
      ReadAs inputs,
      Counts corpus,
      RunResult run,
      RunResult.SystemResult system,
      String label) {
    boolean cone = corpus.metrics().stream().anyMatch(Metric::isCone);
    if (!inputs.isV801OfConll() || cone) {
      out.println(inputs.describe());
      if (cone) {
        out.println(ConeReport.options(inputs.semantics()).describe());
      }
      out.println();
    }
    Semantics.Profile profile = inputs.semantics().profile();
    totals(out, corpus, profile);
    ConeTally tally = run.cone(system);
    if (tally != null) {
      out.println();
      ConeReport.print(out, List.of(label), List.of(tally), profile);
    }
  }

  /**
   * The totals table: counts, R, P and F1 per metric, and the CoNLL score; percentages as the
   * profile's reference prints them ({@link Numbers#percent}).
   */
  public static void totals(PrintWriter out, Counts counts, Semantics.Profile profile) {
    totals(out, counts, profile, true);
  }

  /** The totals table, without the derived metrics (the CoNLL score) unless {@code derived}. */
  public static void totals(
      PrintWriter out, Counts counts, Semantics.Profile profile, boolean derived) {
    List<String[]> lines = new ArrayList<>();
    lines.add(new String[] {"metric", "recall", "", "precision", "", "F1"});
    for (ScoreRow row : ScoreTable.rows(counts)) {
      if (!derived && row.metric().equals(Metric.CONLL.code())) {
        continue;
      }
      String name = row.metric().replace('_', '-');
      if (ScoreTable.carriesCounts(row.metric())) {
        lines.add(
            new String[] {
              name,
              ratio(row.recallNum(), row.recallDen()),
              pct(row.recall(), profile),
              ratio(row.precisionNum(), row.precisionDen()),
              pct(row.precision(), profile),
              pct(row.f1(), profile)
            });
      } else { // blanc's (R, 1, P, 1) are no counts to show; a derived metric has F1 only
        lines.add(
            new String[] {
              name,
              "",
              pctOrEmpty(row.recall(), profile),
              "",
              pctOrEmpty(row.precision(), profile),
              pct(row.f1(), profile)
            });
      }
    }
    print(out, lines, new boolean[] {false, true, true, true, true, true});
  }

  /** One line per document: F1 of each metric (and CoNLL). */
  public static void perDocument(
      PrintWriter out, List<String> names, List<Counts> counts, Semantics.Profile profile) {
    List<String[]> lines = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("document"));
    for (ScoreRow row : ScoreTable.rows(counts.get(0))) {
      if (!ScoreTable.isPart(row.metric())) {
        header.add(row.metric());
      }
    }
    lines.add(header.toArray(new String[0]));
    for (int i = 0; i < names.size(); i++) {
      List<String> cells = new ArrayList<>(List.of(names.get(i)));
      for (ScoreRow row : ScoreTable.rows(counts.get(i))) {
        if (!ScoreTable.isPart(row.metric())) {
          cells.add(pct(row.f1(), profile));
        }
      }
      lines.add(cells.toArray(new String[0]));
    }
    boolean[] right = new boolean[header.size()];
    Arrays.fill(right, 1, right.length, true);
    print(out, lines, right);
  }

  /** A short summary of the problems: count per kind with the first occurrence. */
  public static void problemSummary(PrintWriter out, List<Problem> problems) {
    if (problems.isEmpty()) {
      return;
    }
    Map<ProblemKind, List<Problem>> byKind = new LinkedHashMap<>();
    int[] bySeverity = new int[Severity.values().length];
    for (Problem p : problems) {
      byKind.computeIfAbsent(p.kind(), k -> new ArrayList<>()).add(p);
      bySeverity[p.severity().ordinal()]++;
    }
    List<String> parts = new ArrayList<>();
    for (Severity s : Severity.values()) {
      if (bySeverity[s.ordinal()] > 0) {
        parts.add(bySeverity[s.ordinal()] + " " + plural(s.label(), bySeverity[s.ordinal()]));
      }
    }
    out.println("Problems: " + String.join(", ", parts));
    for (var entry : byKind.entrySet()) {
      Problem first = entry.getValue().get(0);
      out.printf(
          Locale.ROOT,
          "  %-8s %-27s %5d  first: %s%n",
          first.severity().label(),
          entry.getKey().code(),
          entry.getValue().size(),
          first.location().isEmpty() ? first.message() : first.location() + ": " + first.message());
    }
  }

  private static String plural(String word, int n) {
    return n == 1 ? word : word + "s";
  }

  static String pct(double fraction, Semantics.Profile profile) {
    return Numbers.percent(fraction, profile) + "%";
  }

  private static String pctOrEmpty(double fraction, Semantics.Profile profile) {
    return Double.isNaN(fraction) ? "" : pct(fraction, profile);
  }

  private static String ratio(Double num, Double den) {
    return "(" + Numbers.count(num) + " / " + Numbers.count(den) + ")";
  }

  /** Prints aligned columns: the first line is the header; {@code rightAligned[c]} for numbers. */
  public static void table(PrintWriter out, List<String[]> lines, boolean[] rightAligned) {
    print(out, lines, rightAligned);
  }

  private static void print(PrintWriter out, List<String[]> lines, boolean[] rightAligned) {
    int columns = lines.get(0).length;
    int[] width = new int[columns];
    for (String[] line : lines) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], line[c].length());
      }
    }
    for (String[] line : lines) {
      StringBuilder s = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        String cell = line[c];
        String pad = " ".repeat(width[c] - cell.length());
        s.append(c == 0 ? "" : "  ").append(rightAligned[c] ? pad + cell : cell + pad);
      }
      out.println(s.toString().stripTrailing());
    }
  }
}
