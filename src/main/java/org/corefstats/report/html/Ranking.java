package org.corefstats.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;

/**
 * The ranking of scores.csv: systems by the CoNLL score (or the first metric), a column per metric,
 * the intervals and significance groups when the directory has them; the page's first sentence; the
 * charts of systems per metric.
 */
final class Ranking {
  private final SystemScoresFile scores;
  private final String rankMetric;
  private final SignificanceFiles significance;
  private final Semantics.Profile profile;
  private final JsonNode run;
  private final List<String> systems;

  /** Each system's text drift (LLM outputs: word edits per key word); empty for other runs. */
  private final Map<String, Double> textDrift;

  /**
   * {@code --empty-nodes}: each system's F1 of one key of the CRAC evaluation of predicted empty
   * nodes (empty_nodes.csv), or null.
   */
  record EmptyNodes(String key, Map<String, Double> f1) {}

  private final EmptyNodes emptyNodes;

  /** The best F1 of each metric, found once (the table asks for every cell). */
  private final Map<String, Double> topF1 = new HashMap<>();

  Ranking(
      SystemScoresFile scores,
      String rankMetric,
      SignificanceFiles significance,
      Semantics.Profile profile,
      JsonNode run,
      Map<String, Double> textDrift,
      EmptyNodes emptyNodes) {
    this.textDrift = textDrift;
    this.emptyNodes = emptyNodes;
    this.scores = scores;
    this.rankMetric = rankMetric;
    this.significance = significance;
    this.profile = profile;
    this.run = run;
    this.systems = byScore(rankMetric);
  }

  /** Systems best first by this metric's F1, then by name (as summary.txt ranks them). */
  private List<String> byScore(String metric) {
    List<String> sorted = new ArrayList<>(scores.systems());
    sorted.sort(
        Comparator.comparingDouble((String s) -> -f1(s, metric))
            .thenComparing(Comparator.naturalOrder()));
    return sorted;
  }

  private double f1(String system, String metric) {
    SystemScoresFile.Cell c = scores.cell(system, metric);
    return c == null || Double.isNaN(c.f1()) ? Double.NEGATIVE_INFINITY : c.f1();
  }

  List<String> systems() {
    return systems;
  }

  static String display(String metric) {
    return Metric.ofCode(metric).map(Metric::display).orElse(metric);
  }

  /**
   * What a reader should see first: who leads, by how much, how sure, and where metrics differ.
   *
   * @param pooled whether a macro leaderboard was named first: then this is the ranking over all
   *     documents pooled, said as such
   */
  String lead(boolean pooled) {
    String best = systems.get(0);
    String by =
        rankMetric.equals(Metric.CONLL.code()) ? "the CoNLL score" : display(rankMetric) + " F1";
    StringBuilder b = new StringBuilder();
    b.append(
        pooled
            ? HtmlReport.fmt(
                "Over all documents pooled, by %s, %s leads with %s",
                by, best, HtmlReport.percent(scores.cell(best, rankMetric).f1(), profile))
            : HtmlReport.fmt(
                "%d system%s ranked by %s. %s leads with %s",
                systems.size(),
                systems.size() == 1 ? "" : "s",
                by,
                best,
                HtmlReport.percent(scores.cell(best, rankMetric).f1(), profile)));
    if (systems.size() > 1) {
      String second = systems.get(1);
      double gap =
          100 * (scores.cell(best, rankMetric).f1() - scores.cell(second, rankMetric).f1());
      b.append(
          gap < 0.005
              ? HtmlReport.fmt(", less than 0.01 points ahead of %s", second)
              : HtmlReport.fmt(", %.2f points ahead of %s", gap, second));
      if (significance != null) {
        SignificanceFiles.Rank a = significance.rank(best, rankMetric);
        SignificanceFiles.Rank c = significance.rank(second, rankMetric);
        if (a != null && c != null) {
          boolean shared = a.groups().chars().anyMatch(ch -> c.groups().indexOf(ch) >= 0);
          b.append(
              shared
                  ? " (not significantly different: they share a group)"
                  : " (significantly better: different groups)");
        }
      }
    }
    b.append(". ");
    Map<String, List<String>> bestBy = new LinkedHashMap<>();
    for (String m : scores.metrics()) {
      bestBy.computeIfAbsent(byScore(m).get(0), x -> new ArrayList<>()).add(display(m));
    }
    if (bestBy.size() == 1) {
      b.append("Every metric puts it first.");
    } else {
      b.append("Best by each metric: ");
      List<String> parts = new ArrayList<>();
      bestBy.forEach((s, ms) -> parts.add(s + " (" + String.join(", ", ms) + ")"));
      b.append(String.join("; ", parts)).append('.');
    }
    b.append(disagreement());
    return b.toString();
  }

  /**
   * Where the metrics disagree most: the system whose rank differs most between two metrics (ties
   * by the better-ranked system), or nothing when every metric ranks the systems alike.
   */
  private String disagreement() {
    List<String> metrics = scores.metrics();
    List<Map<String, Integer>> ranks = new ArrayList<>();
    for (String m : metrics) {
      Map<String, Integer> r = new java.util.HashMap<>();
      List<String> order = byScore(m);
      for (int i = 0; i < order.size(); i++) {
        r.put(order.get(i), i + 1);
      }
      ranks.add(r);
    }
    String system = null;
    int spread = 0;
    int high = 0;
    int low = 0;
    for (String s : systems) {
      int hi = 0;
      int lo = 0;
      for (int k = 1; k < metrics.size(); k++) {
        if (ranks.get(k).get(s) < ranks.get(hi).get(s)) {
          hi = k;
        }
        if (ranks.get(k).get(s) > ranks.get(lo).get(s)) {
          lo = k;
        }
      }
      int d = ranks.get(lo).get(s) - ranks.get(hi).get(s);
      if (d > spread) {
        spread = d;
        system = s;
        high = hi;
        low = lo;
      }
    }
    if (system == null) {
      return metrics.size() > 1 ? " All metrics rank the systems in the same order." : "";
    }
    return HtmlReport.fmt(
        " Largest disagreement: %s is %s by %s and %s by %s.",
        system,
        ordinal(ranks.get(high).get(system)),
        display(metrics.get(high)),
        ordinal(ranks.get(low).get(system)),
        display(metrics.get(low)));
  }

  static String ordinal(int n) {
    String suffix =
        n % 100 >= 11 && n % 100 <= 13
            ? "th"
            : switch (n % 10) {
              case 1 -> "st";
              case 2 -> "nd";
              case 3 -> "rd";
              default -> "th";
            };
    return n + suffix;
  }

  private static final String ZERO = org.corefstats.core.metrics.Metric.ZERO.code();

  private Map<String, Object> emptyNodesColumn() {
    return column(
        "empty nodes",
        "number",
        emptyNodes.key()
            + " F1 of the predicted empty nodes, in percent (empty_nodes.csv: every key)");
  }

  private Map<String, Object> emptyNodesCell(String system) {
    Double f = emptyNodes.f1().get(system);
    return f == null || f.isNaN()
        ? cell("–", "", "", "num", null)
        : cell(Charts.pct(f), Double.toString(f), "", "num", null);
  }

  /** The sortable table: a row per system, cells carrying the exact F1 of scores.csv. */
  Map<String, Object> table() {
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(column("#", "number", "rank by " + display(rankMetric)));
    columns.add(column("system", "text", "system"));
    // the predicted empty nodes beside the zero metric (the zeros they are the nodes of), else last
    boolean besideZero = emptyNodes != null && scores.metrics().contains(ZERO);
    for (String m : scores.metrics()) {
      columns.add(column(display(m), "number", display(m) + " F1 (percent)"));
      if (besideZero && m.equals(ZERO)) {
        columns.add(emptyNodesColumn());
      }
    }
    boolean tested = significance != null && significance.rank(systems.get(0), rankMetric) != null;
    boolean intervals =
        significance != null && significance.interval(systems.get(0), rankMetric) != null;
    String level = significance == null ? "" : HtmlReport.fmt("%.0f%%", 100 * significance.level());
    if (intervals) {
      columns.add(
          column(level + " interval", "number", display(rankMetric) + " bootstrap interval"));
    }
    if (tested) {
      columns.add(column("ranks", "number", "the ranks the tests allow"));
      columns.add(
          column("groups", "text", "systems sharing a letter are not significantly different"));
    }
    Map<String, JsonNode> runSystems = new LinkedHashMap<>();
    if (run != null) {
      for (JsonNode s : run.path("systems")) {
        runSystems.put(s.path("name").asText(), s);
      }
    }
    boolean anyMissing =
        runSystems.values().stream().anyMatch(s -> s.path("documentsMissing").asLong() > 0);
    if (anyMissing) {
      columns.add(column("missing", "number", "key documents the system lacks (scored as empty)"));
    }
    boolean drift = !textDrift.isEmpty();
    if (drift) {
      columns.add(
          column(
              "text drift",
              "number",
              "LLM output: word edits (inserted, deleted, replaced) per key word, in percent"));
    }
    if (emptyNodes != null && !besideZero) {
      columns.add(emptyNodesColumn());
    }

    List<Map<String, Object>> rows = new ArrayList<>();
    int rank = 0;
    for (String system : systems) {
      rank++;
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(cell(Integer.toString(rank), Integer.toString(rank), "", "num", null));
      cells.add(cell(system, system, "", "name", null));
      for (String m : scores.metrics()) {
        SystemScoresFile.Cell c = scores.cell(system, m);
        if (c == null) {
          cells.add(cell("–", "", m, "num", null));
          if (besideZero && m.equals(ZERO)) {
            cells.add(emptyNodesCell(system));
          }
          continue;
        }
        String title =
            HtmlReport.fmt(
                "%s %s: R %s, P %s, F1 %s",
                system,
                display(m),
                HtmlReport.percent(c.recall(), profile),
                HtmlReport.percent(c.precision(), profile),
                HtmlReport.percent(c.f1(), profile));
        SignificanceFiles.Interval i =
            significance == null ? null : significance.interval(system, m);
        if (i != null) {
          title += HtmlReport.fmt(" [%s, %s]", Charts.pct(i.lower()), Charts.pct(i.upper()));
        }
        String cls =
            "num" + (m.equals(rankMetric) ? " key" : "") + (best(m, c.f1()) ? " best" : "");
        cells.add(cell(HtmlReport.percent(c.f1(), profile), c.f1Text(), m, cls, title));
        if (besideZero && m.equals(ZERO)) {
          cells.add(emptyNodesCell(system));
        }
      }
      if (intervals) {
        SignificanceFiles.Interval i = significance.interval(system, rankMetric);
        cells.add(
            i == null
                ? cell("–", "", "", "num", null)
                : cell(
                    "[" + Charts.pct(i.lower()) + ", " + Charts.pct(i.upper()) + "]",
                    Double.toString(i.lower()),
                    "",
                    "num",
                    null));
      }
      if (tested) {
        SignificanceFiles.Rank r = significance.rank(system, rankMetric);
        cells.add(
            r == null
                ? cell("–", "", "", "num", null)
                : cell(
                    r.best() == r.worst() ? Integer.toString(r.best()) : r.best() + "–" + r.worst(),
                    Integer.toString(r.best()),
                    "",
                    "num",
                    null));
        cells.add(
            cell(r == null ? "" : r.groups(), r == null ? "" : r.groups(), "", "groups", null));
      }
      if (anyMissing) {
        long missing =
            runSystems.containsKey(system)
                ? runSystems.get(system).path("documentsMissing").asLong()
                : 0;
        cells.add(cell(Long.toString(missing), Long.toString(missing), "", "num", null));
      }
      if (drift) {
        Double d = textDrift.get(system);
        cells.add(
            d == null || d.isNaN()
                ? cell("–", "", "", "num", null)
                : cell(Charts.pct(d), Double.toString(d), "", "num", null));
      }
      if (emptyNodes != null && !besideZero) {
        cells.add(emptyNodesCell(system));
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("system", system);
      row.put("cells", cells);
      rows.add(row);
    }
    List<String> leftOut = new ArrayList<>();
    runSystems.forEach(
        (name, s) -> {
          if (s.path("leftOut").asBoolean()) {
            leftOut.add(name + ": " + s.path("reason").asText("left out"));
          }
        });
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("columns", columns);
    t.put("rows", rows);
    t.put(
        "caption",
        "F1 in percent, "
            + org.corefstats.report.Numbers.percentRule(profile)
            + "; hover a cell for recall and precision"
            + (intervals ? " and the " + level + " interval" : "")
            + ". Click a column to sort. The best score of each metric is bold.");
    t.put("leftOut", leftOut);
    t.put("hasLeftOut", !leftOut.isEmpty());
    t.put("hasIntervals", intervals);
    return t;
  }

  private boolean best(String metric, double f1) {
    return f1 == topF1.computeIfAbsent(metric, this::top);
  }

  private double top(String metric) {
    double top = Double.NEGATIVE_INFINITY;
    for (String s : systems) {
      top = Math.max(top, f1(s, metric));
    }
    return top;
  }

  /** Every system's F1 per metric, as box plots: the field at a glance, however many systems. */
  String spread() {
    List<Charts.Distribution> rows = new ArrayList<>();
    for (String m : scores.metrics()) {
      double[] values =
          systems.stream().mapToDouble(s -> f1(s, m)).filter(Double::isFinite).toArray();
      rows.add(Charts.Distribution.of(display(m), values));
    }
    return Charts.boxes("F1 of all systems per metric", rows);
  }

  /** Per metric, the systems as points (best first) with their intervals when computed. */
  List<Map<String, Object>> metricCharts() {
    List<Map<String, Object>> charts = new ArrayList<>();
    for (String m : scores.metrics()) {
      List<String> ordered = byScore(m).stream().filter(s -> scores.cell(s, m) != null).toList();
      List<Charts.Point> points = new ArrayList<>();
      for (String s : Selection.ends(ordered)) {
        if (s == null) {
          points.add(
              Charts.Point.gap(
                  HtmlReport.fmt("… %d more", ordered.size() - 2 * HtmlReport.SHOWN_AT_EACH_END)));
          continue;
        }
        SignificanceFiles.Interval i = significance == null ? null : significance.interval(s, m);
        SignificanceFiles.Rank r = significance == null ? null : significance.rank(s, m);
        points.add(
            new Charts.Point(
                s,
                scores.cell(s, m).f1(),
                i == null ? Double.NaN : i.lower(),
                i == null ? Double.NaN : i.upper(),
                r == null ? null : "groups " + r.groups()));
      }
      Map<String, Object> chart = new LinkedHashMap<>();
      chart.put("metric", m);
      chart.put("title", display(m) + " F1");
      chart.put("svg", Charts.points(display(m) + " F1 of each system", points));
      charts.add(chart);
    }
    return charts;
  }

  /** A sortable table's column: its header, how it sorts ("number", "text") and its tooltip. */
  static Map<String, Object> column(String name, String type, String title) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("name", name);
    c.put("type", type);
    c.put("title", title);
    return c;
  }

  static Map<String, Object> cell(
      String text, String value, String metric, String cls, String title) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("text", text);
    c.put("value", value);
    c.put("metric", metric);
    c.put("cls", cls);
    c.put("title", title == null ? "" : title);
    return c;
  }
}
