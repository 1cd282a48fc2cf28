package org.corefstats.report.html;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.metrics.Semantics;

/**
 * The per-document view of documents.csv for the ranking metric: each system's distribution of
 * per-document F1, the documents from hardest (lowest mean over the systems) with the best system
 * on each, and per system a drill-down of its worst documents.
 */
final class DocumentView {
  private final DocumentScoresFile documents;
  private final List<String> systems; // ranked, best first
  private final String metric;
  private final int metricIndex;
  private final Semantics.Profile profile;
  private final double[] mean;
  private final double[] min;
  private final double[] max;
  private final String[] best;
  private final String[] worst;

  DocumentView(
      DocumentScoresFile documents,
      List<String> systems,
      String metric,
      Semantics.Profile profile) {
    this.documents = documents;
    this.systems = systems.stream().filter(documents::hasSystem).toList();
    this.metric = metric;
    this.metricIndex = documents.metrics().indexOf(metric);
    this.profile = profile;
    int n = documents.documents().size();
    mean = new double[n];
    min = new double[n];
    max = new double[n];
    best = new String[n];
    worst = new String[n];
    for (int d = 0; d < n; d++) {
      double sum = 0;
      int count = 0;
      min[d] = Double.POSITIVE_INFINITY;
      max[d] = Double.NEGATIVE_INFINITY;
      for (String s : this.systems) {
        double v = documents.f1(s, d, metricIndex);
        if (Double.isNaN(v)) {
          continue;
        }
        sum += v;
        count++;
        if (v > max[d]) { // ties: the better-ranked system, met first
          max[d] = v;
          best[d] = s;
        }
        if (v < min[d]) {
          min[d] = v;
          worst[d] = s;
        }
      }
      mean[d] = count == 0 ? Double.NaN : sum / count;
    }
  }

  Map<String, Object> section() {
    Map<String, Object> m = new LinkedHashMap<>();
    String name = Ranking.display(metric);
    m.put("metric", name);
    m.put("documentCount", documents.documents().size());
    List<Charts.Distribution> rows = new ArrayList<>();
    for (String s : Selection.ends(systems)) {
      rows.add(
          s == null
              ? Charts.Distribution.of(
                  HtmlReport.fmt("… %d more", systems.size() - 2 * HtmlReport.SHOWN_AT_EACH_END),
                  new double[0])
              : Charts.Distribution.of(s, values(s)));
    }
    m.put("boxes", Charts.boxes("per-document " + name + " F1 of each system", rows));
    m.put("hardest", hardest());
    m.put(
        "hardestNote",
        documents.documents().size() > HtmlReport.DOCUMENT_ROWS
            ? HtmlReport.fmt(
                "The %d hardest of %d documents; all are in documents.csv.",
                HtmlReport.DOCUMENT_ROWS, documents.documents().size())
            : "");
    m.put("drill", drill());
    m.put(
        "drillNote",
        systems.size() > HtmlReport.MANY_SYSTEMS
            ? HtmlReport.fmt(
                "The best and worst %d systems; the others' documents are in documents.csv.",
                HtmlReport.SHOWN_AT_EACH_END)
            : "");
    return m;
  }

  private double[] values(String system) {
    double[] v = new double[documents.documents().size()];
    for (int d = 0; d < v.length; d++) {
      v[d] = documents.f1(system, d, metricIndex);
    }
    return v;
  }

  private List<Map<String, Object>> hardest() {
    Integer[] order = sortedDocuments(d -> mean[d]);
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int k = 0; k < Math.min(order.length, HtmlReport.DOCUMENT_ROWS); k++) {
      int d = order[k];
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("document", documents.documents().get(d));
      r.put("mean", HtmlReport.fmt("%.2f", 100 * mean[d]));
      r.put("min", HtmlReport.percent(min[d], profile));
      r.put("max", HtmlReport.percent(max[d], profile));
      r.put("best", best[d] == null ? "" : best[d]);
      r.put("worst", worst[d] == null ? "" : worst[d]);
      rows.add(r);
    }
    return rows;
  }

  /** Documents by a value, NaN last, then by name. */
  private Integer[] sortedDocuments(java.util.function.IntToDoubleFunction value) {
    Integer[] order = new Integer[documents.documents().size()];
    Arrays.setAll(order, i -> i);
    Arrays.sort(
        order,
        Comparator.comparing((Integer d) -> Double.isNaN(value.applyAsDouble(d)))
            .thenComparingDouble(d -> value.applyAsDouble(d))
            .thenComparing(d -> documents.documents().get(d)));
    return order;
  }

  /** Per shown system: its worst documents with every metric's F1 and the documents' means. */
  private List<Map<String, Object>> drill() {
    List<Map<String, Object>> out = new ArrayList<>();
    List<String> metrics = documents.metrics();
    for (String s : Selection.ends(systems)) {
      if (s == null) {
        continue;
      }
      Integer[] order = sortedDocuments(d -> documents.f1(s, d, metricIndex));
      List<Map<String, Object>> rows = new ArrayList<>();
      for (int k = 0; k < Math.min(order.length, HtmlReport.WORST_DOCUMENTS); k++) {
        int d = order[k];
        List<Map<String, Object>> cells = new ArrayList<>();
        for (int j = 0; j < metrics.size(); j++) {
          double v = documents.f1(s, d, j);
          cells.add(
              Ranking.cell(
                  HtmlReport.percent(v, profile),
                  Double.toString(v),
                  metrics.get(j),
                  j == metricIndex ? "num key" : "num",
                  null));
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("document", documents.documents().get(d));
        r.put("cells", cells);
        r.put("mean", HtmlReport.fmt("%.2f", 100 * mean[d]));
        r.put("best", best[d] == null ? "" : best[d]);
        rows.add(r);
      }
      double[] v = values(s);
      Charts.Distribution dist = Charts.Distribution.of(s, v);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("system", s);
      m.put(
          "summary",
          HtmlReport.fmt(
              "%s: median %s, worst %s over %d documents; best system on %d of them",
              s,
              HtmlReport.fmt("%.2f", 100 * dist.quantile(0.5)),
              dist.sortedValues().length == 0
                  ? "–"
                  : HtmlReport.percent(dist.sortedValues()[0], profile),
              dist.sortedValues().length,
              Arrays.stream(best).filter(s::equals).count()));
      m.put("columns", metrics.stream().map(Ranking::display).toList());
      m.put("rows", rows);
      out.add(m);
    }
    return out;
  }
}
