package org.corefstats.study;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.report.ScoreTable;
import org.corefstats.stats.CorrelationResult;
import org.corefstats.stats.Correlations;

/**
 * What the table of {@code corefstats behaviour} (the LEA paper's section 7) shows, computed from
 * its rows only: per experiment, each metric's ranking of the cases (ties grouped), where a metric
 * is blind (it ties two cases that another metric separates), and which metrics rank the cases
 * alike (identical rankings, and Kendall's tau-b between the rankings). Two F1 values within {@link
 * #TOLERANCE} are a tie.
 */
public final class BehaviourFindings {
  /** F1 values closer than this are a tie. */
  public static final double TOLERANCE = 1e-9;

  private BehaviourFindings() {}

  /** One row of the table: a metric's F1 on one case of one experiment. */
  public record Row(String experiment, String caseName, double x, String metric, double f1) {}

  /**
   * Two cases {@code a} and {@code b} that the metrics {@code tiedBy} do not separate while the
   * metrics {@code separatedBy} do.
   */
  public record Blind(String a, String b, List<String> tiedBy, List<String> separatedBy) {}

  /**
   * One experiment's findings.
   *
   * @param cases in the table's order
   * @param metrics the metrics analysed (defined on every case), in the table's order
   * @param rankings per metric: groups of tied cases, best first
   * @param constant the metrics that give every case the same F1 (left out of {@code blind})
   * @param undefined the metrics left out because their F1 is undefined on some case
   * @param blind the pairs of cases some metric ties and another separates, in case order
   * @param alike the metrics grouped by identical ranking, largest group first
   * @param tau Kendall's tau-b between the metrics' rankings ({@code metrics} order; NaN when
   *     undefined: fewer than 3 cases, or a constant ranking)
   */
  public record Analysis(
      String experiment,
      List<String> cases,
      List<String> metrics,
      Map<String, List<List<String>>> rankings,
      List<String> constant,
      List<String> undefined,
      List<Blind> blind,
      List<List<String>> alike,
      double[][] tau) {

    /** Whether {@code metric} ties cases {@code a} and {@code b}. */
    public boolean ties(String metric, String a, String b) {
      for (List<String> group : rankings.get(metric)) {
        if (group.contains(a)) {
          return group.contains(b);
        }
      }
      throw new IllegalArgumentException("no case " + a);
    }

    /** The ranking of {@code metric} as text: {@code 18-2 > 5-3-2 = 16-4}. */
    public String rankingText(String metric) {
      return BehaviourFindings.rankingText(rankings.get(metric));
    }

    /** Kendall's tau-b between two metrics' rankings (NaN when undefined). */
    public double tau(String m1, String m2) {
      return tau[metrics.indexOf(m1)][metrics.indexOf(m2)];
    }
  }

  /**
   * The rows of a behaviour.csv (its columns experiment, case, x, metric and f1 are read; an empty
   * f1 is NaN), in the file's order.
   *
   * @throws IllegalArgumentException when a column is missing or a number does not read
   */
  public static List<Row> read(Reader csv) throws IOException {
    List<Row> rows = new ArrayList<>();
    for (CSVRecord r :
        CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(csv)) {
      rows.add(
          new Row(
              r.get("experiment"),
              r.get("case"),
              number(r.get("x")),
              r.get("metric"),
              number(r.get("f1"))));
    }
    return rows;
  }

  private static double number(String s) {
    return s.isEmpty() ? Double.NaN : Double.parseDouble(s);
  }

  /**
   * The findings of every experiment in the rows, in their order. Rows of BLANC's halves ({@link
   * ScoreTable#isPart}) are no metric and are ignored.
   */
  public static List<Analysis> analyse(List<Row> rows) {
    Map<String, List<Row>> byExperiment = new LinkedHashMap<>();
    for (Row r : rows) {
      if (!ScoreTable.isPart(r.metric())) {
        byExperiment.computeIfAbsent(r.experiment(), e -> new ArrayList<>()).add(r);
      }
    }
    List<Analysis> out = new ArrayList<>();
    byExperiment.forEach((experiment, list) -> out.add(analyse(experiment, list)));
    return out;
  }

  private static Analysis analyse(String experiment, List<Row> rows) {
    Set<String> caseSet = new LinkedHashSet<>();
    Map<String, Map<String, Double>> f1 = new LinkedHashMap<>(); // metric -> case -> f1
    for (Row r : rows) {
      caseSet.add(r.caseName());
      f1.computeIfAbsent(r.metric(), m -> new LinkedHashMap<>()).put(r.caseName(), r.f1());
    }
    List<String> cases = List.copyOf(caseSet);
    List<String> metrics = new ArrayList<>();
    List<String> undefined = new ArrayList<>();
    for (var e : f1.entrySet()) {
      boolean defined =
          cases.stream().allMatch(c -> e.getValue().containsKey(c) && !e.getValue().get(c).isNaN());
      (defined ? metrics : undefined).add(e.getKey());
    }
    Map<String, List<List<String>>> rankings = new LinkedHashMap<>();
    List<String> constant = new ArrayList<>();
    for (String m : metrics) {
      List<List<String>> ranking = ranking(cases, f1.get(m));
      rankings.put(m, ranking);
      if (ranking.size() == 1 && cases.size() > 1) {
        constant.add(m);
      }
    }
    List<Blind> blind = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      for (int j = i + 1; j < cases.size(); j++) {
        List<String> tied = new ArrayList<>();
        List<String> separated = new ArrayList<>();
        for (String m : metrics) {
          double d = Math.abs(f1.get(m).get(cases.get(i)) - f1.get(m).get(cases.get(j)));
          if (d > TOLERANCE) {
            separated.add(m);
          } else if (!constant.contains(m)) {
            tied.add(m);
          }
        }
        if (!tied.isEmpty() && !separated.isEmpty()) {
          blind.add(new Blind(cases.get(i), cases.get(j), tied, separated));
        }
      }
    }
    Map<String, List<String>> byRanking = new LinkedHashMap<>();
    for (String m : metrics) {
      byRanking.computeIfAbsent(rankingText(rankings.get(m)), k -> new ArrayList<>()).add(m);
    }
    List<List<String>> alike = new ArrayList<>(byRanking.values());
    alike.sort(Comparator.comparingInt((List<String> g) -> -g.size()));
    double[][] tau = new double[metrics.size()][metrics.size()];
    for (int a = 0; a < metrics.size(); a++) {
      for (int b = 0; b < metrics.size(); b++) {
        CorrelationResult r =
            Correlations.kendall(
                levels(cases, rankings.get(metrics.get(a))),
                levels(cases, rankings.get(metrics.get(b))));
        tau[a][b] = r.r();
      }
    }
    return new Analysis(
        experiment,
        cases,
        List.copyOf(metrics),
        rankings,
        List.copyOf(constant),
        List.copyOf(undefined),
        List.copyOf(blind),
        List.copyOf(alike),
        tau);
  }

  /**
   * The cases ranked by F1, best first, in groups of ties (each value within {@link #TOLERANCE} of
   * the group's previous one); tied cases keep their order in {@code cases}.
   */
  public static List<List<String>> ranking(List<String> cases, Map<String, Double> f1) {
    List<String> sorted = new ArrayList<>(cases);
    sorted.sort(Comparator.comparingDouble((String c) -> -f1.get(c)));
    List<List<String>> groups = new ArrayList<>();
    double previous = Double.NaN;
    for (String c : sorted) {
      double v = f1.get(c);
      if (groups.isEmpty() || Math.abs(previous - v) > TOLERANCE) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(c);
      previous = v;
    }
    // tied cases in the table's order
    groups.forEach(g -> g.sort(Comparator.comparingInt(cases::indexOf)));
    return groups.stream().map(List::copyOf).toList();
  }

  /** {@code a > b = c}. */
  public static String rankingText(List<List<String>> ranking) {
    List<String> groups = ranking.stream().map(g -> String.join(" = ", g)).toList();
    return String.join(" > ", groups);
  }

  /** Each case's level in the ranking, higher for better, as a series for Kendall's tau. */
  private static double[] levels(List<String> cases, List<List<String>> ranking) {
    double[] out = new double[cases.size()];
    for (int g = 0; g < ranking.size(); g++) {
      for (String c : ranking.get(g)) {
        out[cases.indexOf(c)] = -g;
      }
    }
    return out;
  }

  /**
   * findings.md: one section per experiment, headed by {@code headings} (experiment name to
   * heading; the name itself when absent).
   */
  public static String markdown(List<Analysis> analyses, Map<String, String> headings) {
    StringBuilder md = new StringBuilder();
    md.append("# Metric behaviour: findings\n\n")
        .append("Computed from behaviour.csv only. Each metric's F1 ranks the cases of an")
        .append(" experiment, best first; `=` joins cases whose F1 differ by at most 1e-9.")
        .append(" A metric is blind to a difference when it ties two cases that another metric")
        .append(" separates.\n");
    for (Analysis a : analyses) {
      md.append("\n## ")
          .append(headings.getOrDefault(a.experiment(), a.experiment()))
          .append("\n\n");
      md.append("Experiment `")
          .append(a.experiment())
          .append("`, ")
          .append(a.cases().size())
          .append(a.cases().size() == 1 ? " case: " : " cases: ")
          .append(String.join(", ", a.cases().stream().map(c -> "`" + c + "`").toList()))
          .append(".\n\n### Rankings\n\n| metric | ranking (best first) |\n|---|---|\n");
      for (String m : a.metrics()) {
        md.append("| ")
            .append(MetricNames.display(m))
            .append(" | ")
            .append(a.rankingText(m))
            .append(" |\n");
      }
      if (!a.undefined().isEmpty()) {
        md.append("\nLeft out (F1 undefined on some case): ")
            .append(displayList(a.undefined()))
            .append(".\n");
      }
      md.append("\n### Blindness\n\n");
      boolean separated = a.constant().size() < a.metrics().size();
      if (!a.constant().isEmpty()) {
        md.append("Give every case the same F1")
            .append(separated ? " (blind to every difference here): " : ": ")
            .append(displayList(a.constant()))
            .append(".\n\n");
      }
      if (a.blind().isEmpty()) {
        md.append(
            a.constant().isEmpty()
                ? "No metric ties two cases that another metric separates.\n"
                : "No other metric ties two cases that another metric separates.\n");
      } else {
        md.append("| cases | tied by | separated by |\n|---|---|---|\n");
        for (Blind b : a.blind()) {
          md.append("| ")
              .append(b.a())
              .append(" = ")
              .append(b.b())
              .append(" | ")
              .append(displayList(b.tiedBy()))
              .append(" | ")
              .append(displayList(b.separatedBy()))
              .append(" |\n");
        }
      }
      md.append("\n### Agreement\n\n");
      for (List<String> group : a.alike()) {
        md.append("- ")
            .append(displayList(group))
            .append(group.size() == 1 ? ": a ranking of its own" : ": the same ranking")
            .append("\n");
      }
      if (a.cases().size() < 3) {
        md.append("\nKendall's tau-b between the rankings needs 3 cases or more.\n");
        continue;
      }
      md.append("\nKendall's tau-b between the rankings (ties as above; - when undefined):\n\n|");
      for (String m : a.metrics()) {
        md.append(" | ").append(MetricNames.display(m));
      }
      md.append(" |\n|---");
      a.metrics().forEach(m -> md.append("|---:"));
      md.append("|\n");
      for (int i = 0; i < a.metrics().size(); i++) {
        md.append("| ").append(MetricNames.display(a.metrics().get(i)));
        for (int j = 0; j < a.metrics().size(); j++) {
          double t = a.tau()[i][j];
          md.append(" | ").append(Double.isNaN(t) ? "-" : String.format(Locale.ROOT, "%.2f", t));
        }
        md.append(" |\n");
      }
    }
    return md.toString();
  }

  private static String displayList(List<String> metrics) {
    return String.join(", ", metrics.stream().map(MetricNames::display).toList());
  }
}
