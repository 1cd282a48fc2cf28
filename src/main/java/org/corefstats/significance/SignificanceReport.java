package org.corefstats.significance;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.Numbers;

/**
 * The files of {@code significance}: intervals.csv, pairwise.csv, ranking.csv and ranking.md, and
 * all of it in summary.txt.
 */
public final class SignificanceReport {
  public static final List<String> FILES =
      List.of("intervals.csv", "pairwise.csv", "ranking.csv", "ranking.md", "summary.txt");

  /**
   * ranking.csv: per F1 statistic and system (best first), the score, the ranks the tests allow and
   * the significance groups, as ranking.md shows them (no rows against a baseline).
   */
  /** intervals.csv's header. */
  public static final List<String> INTERVAL_COLUMNS =
      List.of(
          "system",
          "metric",
          "measure",
          "estimate",
          "lower",
          "upper",
          "width",
          "level",
          "method",
          "replicates",
          "seed");

  /** pairwise.csv's header. */
  public static final List<String> PAIRWISE_COLUMNS =
      List.of(
          "metric",
          "measure",
          "system_a",
          "system_b",
          "score_a",
          "score_b",
          "difference",
          "p_value",
          "p_adjusted",
          "correction",
          "significant",
          "alpha",
          "permutations",
          "exact",
          "seed");

  public static final List<String> RANKING_COLUMNS =
      List.of("metric", "measure", "system", "score", "rank_best", "rank_worst", "groups");

  private static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

  private SignificanceReport() {}

  /** Opens an output file by name. */
  @FunctionalInterface
  public interface Files {
    Writer open(String name) throws IOException;
  }

  public static void write(SignificanceResult r, Files files) throws IOException {
    write(r, files, null);
  }

  /**
   * The five files; {@code blancLine} (null: none) says in summary.txt how BLANC's halves were
   * combined.
   */
  public static void write(SignificanceResult r, Files files, String blancLine) throws IOException {
    write(r, files, blancLine, null);
  }

  /**
   * The same, with {@code note} (null: none), lines on what was resampled, in summary.txt after its
   * first line (the macro average over groups: which groups, which documents were left out).
   */
  public static void write(SignificanceResult r, Files files, String blancLine, String note)
      throws IOException {
    try (CSVPrinter csv = new CSVPrinter(files.open("intervals.csv"), CSV)) {
      csv.printRecord(INTERVAL_COLUMNS);
      for (SignificanceResult.IntervalRow i : r.intervals()) {
        csv.printRecord(
            i.system(),
            i.statistic().metric().code(),
            i.statistic().measure(),
            Numbers.full(i.estimate()),
            Numbers.full(i.lower()),
            Numbers.full(i.upper()),
            Numbers.full(i.upper() - i.lower()),
            Numbers.full(r.level()),
            i.method(),
            r.bootstrap(),
            r.seed());
      }
    }
    try (CSVPrinter csv = new CSVPrinter(files.open("pairwise.csv"), CSV)) {
      csv.printRecord(PAIRWISE_COLUMNS);
      for (SignificanceResult.PairRow p : r.pairs()) {
        csv.printRecord(
            p.statistic().metric().code(),
            p.statistic().measure(),
            p.systemA(),
            p.systemB(),
            Numbers.full(p.scoreA()),
            Numbers.full(p.scoreB()),
            Numbers.full(p.difference()),
            Numbers.full(p.p()),
            Numbers.full(p.adjusted()),
            r.holm() ? "holm" : "none",
            p.significant(),
            Numbers.full(r.alpha()),
            r.permutations(),
            r.exactPermutations(),
            r.seed());
      }
    }
    try (CSVPrinter csv = new CSVPrinter(files.open("ranking.csv"), CSV)) {
      csv.printRecord(RANKING_COLUMNS);
      for (Map.Entry<Statistic, List<Ranking.Entry>> e : r.rankings().entrySet()) {
        for (Ranking.Entry x : e.getValue()) {
          csv.printRecord(
              e.getKey().metric().code(),
              e.getKey().measure(),
              r.systems().get(x.system()),
              Numbers.full(x.score()),
              x.bestRank(),
              x.worstRank(),
              x.groups());
        }
      }
    }
    String ranking = ranking(r);
    try (Writer w = files.open("ranking.md")) {
      w.write(ranking);
    }
    try (Writer w = files.open("summary.txt")) {
      w.write(summary(r, ranking, blancLine, note));
    }
  }

  /**
   * Per F1 statistic: systems by score, interval, rank range and groups (or, against a baseline,
   * the verdicts).
   */
  public static String ranking(SignificanceResult r) {
    StringBuilder b = new StringBuilder("# Rankings\n\n");
    b.append(
        String.format(
            Locale.ROOT,
            "%d documents; %s; %s.%n%n",
            r.documents(),
            bootstrapLine(r),
            testLine(r)));
    if (r.pairs().isEmpty()) {
      b.append("No tests were run (--permutations 0, or a single system).\n");
      return b.toString();
    }
    if (r.baselineOnly()) {
      String baseline = r.pairs().get(0).systemB();
      for (Statistic st : tested(r)) {
        b.append("## ").append(st.label()).append(" against ").append(baseline).append("\n\n");
        b.append("| system | score | difference | p | verdict |\n|---|---:|---:|---:|---|\n");
        r.pairs().stream()
            .filter(p -> p.statistic().equals(st))
            .sorted((x, y) -> Double.compare(y.scoreA(), x.scoreA()))
            .forEach(
                p ->
                    b.append(
                        String.format(
                            Locale.ROOT,
                            "| %s | %s | %+.2f | %s | %s |%n",
                            p.systemA(),
                            pct(p.scoreA()),
                            100 * p.difference(),
                            pValue(p.adjusted()),
                            !p.significant()
                                ? "not distinguished"
                                : p.difference() > 0 ? "better" : "worse")));
        b.append('\n');
      }
      return b.toString();
    }
    for (Map.Entry<Statistic, List<Ranking.Entry>> e : r.rankings().entrySet()) {
      Statistic st = e.getKey();
      b.append("## ").append(st.label()).append("\n\n");
      b.append("| rank | system | score | ")
          .append(Math.round(100 * r.level()))
          .append("% interval | groups |\n")
          .append("|---|---|---:|---|---|\n");
      for (Ranking.Entry x : e.getValue()) {
        String system = r.systems().get(x.system());
        String rank =
            x.bestRank() == x.worstRank()
                ? Integer.toString(x.bestRank())
                : x.bestRank() + "-" + x.worstRank();
        b.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s |%n",
                rank,
                system,
                pct(x.score()),
                interval(r, system, st),
                x.groups()));
      }
      b.append('\n');
    }
    b.append(
        "Rank: the ranks the tests allow (1 + systems significantly better, to systems - those significantly"
            + " worse). Systems sharing a group letter are not significantly different.\n");
    return b.toString();
  }

  public static String summary(SignificanceResult r, String ranking) {
    return summary(r, ranking, null);
  }

  /** The same, with the line on BLANC's rule when BLANC was resampled ({@code blancLine}). */
  public static String summary(SignificanceResult r, String ranking, String blancLine) {
    return summary(r, ranking, blancLine, null);
  }

  /** The same, with {@code note} (null: none) after the first line. */
  public static String summary(
      SignificanceResult r, String ranking, String blancLine, String note) {
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "Significance: %d systems, %d documents, seed %d%n",
            r.systems().size(),
            r.documents(),
            r.seed()));
    if (note != null) {
      b.append(note.endsWith("\n") ? note : note + "\n");
    }
    b.append("Bootstrap: ").append(bootstrapLine(r)).append('\n');
    b.append("Tests: ").append(testLine(r)).append('\n');
    if (blancLine != null
        && r.intervals().stream().anyMatch(i -> i.statistic().metric() == Metric.BLANC)) {
      b.append(blancLine).append('\n');
    }
    if (!r.timingsMillis().isEmpty()) {
      b.append("Time (s):");
      r.timingsMillis()
          .forEach(
              (phase, ms) -> b.append(String.format(Locale.ROOT, " %s %.1f,", phase, ms / 1000.0)));
      b.setLength(b.length() - 1);
      b.append('\n');
    }
    b.append('\n');
    if (!r.intervals().isEmpty()) {
      b.append(
          String.format(Locale.ROOT, "Intervals (%d%%, percent)%n", Math.round(100 * r.level())));
      b.append(
          String.format(
              Locale.ROOT,
              "%-24s %-12s %8s %17s %7s%n",
              "system",
              "statistic",
              "estimate",
              "interval",
              "width"));
      for (SignificanceResult.IntervalRow i : r.intervals()) {
        b.append(
            String.format(
                Locale.ROOT,
                "%-24s %-12s %8s %17s %7.2f%n",
                i.system(),
                i.statistic().label(),
                pct(i.estimate()),
                "[" + pct(i.lower()) + ", " + pct(i.upper()) + "]",
                100 * (i.upper() - i.lower())));
      }
      b.append('\n');
    }
    if (!r.pairs().isEmpty()) {
      b.append("Pairwise tests (F1; p adjusted: ").append(r.holm() ? "Holm" : "none").append(")\n");
      b.append(
          String.format(
              Locale.ROOT,
              "%-12s %-20s %-20s %8s %8s %8s %s%n",
              "statistic",
              "system a",
              "system b",
              "a - b",
              "p",
              "p adj.",
              "significant"));
      for (SignificanceResult.PairRow p : r.pairs()) {
        b.append(
            String.format(
                Locale.ROOT,
                "%-12s %-20s %-20s %+8.2f %8s %8s %s%n",
                p.statistic().label(),
                p.systemA(),
                p.systemB(),
                100 * p.difference(),
                pValue(p.p()),
                pValue(p.adjusted()),
                p.significant() ? "yes" : "no"));
      }
      b.append('\n');
    }
    b.append(ranking);
    return b.toString();
  }

  private static List<Statistic> tested(SignificanceResult r) {
    List<Statistic> list = new ArrayList<>();
    r.pairs()
        .forEach(
            p -> {
              if (!list.contains(p.statistic())) {
                list.add(p.statistic());
              }
            });
    return list;
  }

  private static String bootstrapLine(SignificanceResult r) {
    if (r.bootstrap() == 0) {
      return "no bootstrap";
    }
    return String.format(
        Locale.ROOT,
        "%d replicates (documents resampled), %s %d%% intervals",
        r.bootstrap(),
        r.bca() ? "BCa" : "percentile",
        Math.round(100 * r.level()));
  }

  private static String testLine(SignificanceResult r) {
    if (r.permutations() == 0) {
      return "no randomization tests";
    }
    return String.format(
        Locale.ROOT,
        "paired approximate randomization, %s, two-sided, alpha %s, %s",
        r.exactPermutations()
            ? "exact (all " + r.permutations() + " swaps of documents)"
            : r.permutations() + " permutations",
        Numbers.full(r.alpha()),
        r.holm() ? "Holm-Bonferroni per statistic" : "no correction");
  }

  private static String interval(SignificanceResult r, String system, Statistic st) {
    return r.intervals().stream()
        .filter(i -> i.system().equals(system) && i.statistic().equals(st))
        .findFirst()
        .map(i -> "[" + pct(i.lower()) + ", " + pct(i.upper()) + "]")
        .orElse("");
  }

  private static String pct(double x) {
    return String.format(Locale.ROOT, "%.2f", 100 * x);
  }

  private static String pValue(double p) {
    return p < 0.0001
        ? String.format(Locale.ROOT, "%.1e", p)
        : String.format(Locale.ROOT, "%.4f", p);
  }
}
