package org.corefstats.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.regexp_replace;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;
import org.corefstats.study.cone.ConeStudy;
import scala.Tuple2;

/**
 * The document level of the CONE study ({@link ConeStudy}) on Spark, from run's per-document
 * scores: each series (a pair, a measure, one system or all systems pooled) is gathered where it is
 * computed, as in {@link DocumentCorrelations}, by the same code as the system level.
 */
public final class ConeCorrelations {
  private ConeCorrelations() {}

  /** One (system, document) of a series; left out when the key has no named mention. */
  record Point(String system, String document, double x, double y, boolean leftOut)
      implements Serializable {}

  /** Series key: the pair, the measure and the group (pooled or a system). */
  record SeriesKey(String x, String y, Measure measure, String group) implements Serializable {}

  /** What one series yields: rows, and for pooled F1 the points by system. */
  record SeriesOutcome(List<ConeStudy.ConeRow> rows, String plot, Map<String, double[][]> bySystem)
      implements Serializable {}

  public static ConeStudy.Result study(
      Dataset<Row> documents, List<CorrelationMethod> methods, String input) {
    List<String> present =
        documents.select("metric").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .filter(m -> m != null)
            .sorted(CorrelationStudy.metricOrder())
            .toList();
    List<ConeStudy.Pair> pairs = ConeStudy.pairsPresent(present, input);
    List<String> cone = pairs.stream().map(ConeStudy.Pair::x).distinct().toList();
    List<String> standard = pairs.stream().map(ConeStudy.Pair::y).distinct().toList();
    Dataset<Row> x =
        documents
            .filter(col("metric").isin(cone.toArray()))
            .select(
                col("system"),
                col("document"),
                regexp_replace(col("metric"), "^cone_", "").as("family"),
                col("metric").as("x_metric"),
                col("recall_den").as("den"),
                col("recall").as("xr"),
                col("precision").as("xp"),
                col("f1").as("xf"));
    Dataset<Row> y =
        documents
            .filter(col("metric").isin(standard.toArray()))
            .select(
                col("system"),
                col("document"),
                regexp_replace(col("metric"), "^ne_", "").as("family"),
                col("metric").as("y_metric"),
                col("recall").as("yr"),
                col("precision").as("yp"),
                col("f1").as("yf"));
    Dataset<Row> joined =
        x.join(y, new String[] {"system", "document", "family"})
            .select(
                "x_metric",
                "y_metric",
                "system",
                "document",
                "den",
                "xr",
                "xp",
                "xf",
                "yr",
                "yp",
                "yf");

    // (system, document) pairs scored by CONE, and those left out (the key has no named mention)
    Dataset<Row> first = x.filter(col("x_metric").equalTo(cone.get(0)));
    int observations = (int) first.count();
    int leftOut = (int) first.filter(col("den").equalTo(0.0)).count();

    List<SeriesOutcome> outcomes =
        joined
            .javaRDD()
            .flatMapToPair(
                r -> {
                  List<Tuple2<SeriesKey, Point>> out = new ArrayList<>();
                  boolean left = !r.isNullAt(4) && r.getDouble(4) == 0.0;
                  Measure[] measures = Measure.values();
                  for (int m = 0; m < measures.length; m++) {
                    Point p =
                        new Point(
                            r.getString(2),
                            r.getString(3),
                            r.isNullAt(5 + m) ? Double.NaN : r.getDouble(5 + m),
                            r.isNullAt(8 + m) ? Double.NaN : r.getDouble(8 + m),
                            left);
                    out.add(
                        new Tuple2<>(
                            new SeriesKey(
                                r.getString(0), r.getString(1), measures[m], ConeStudy.POOLED),
                            p));
                    out.add(
                        new Tuple2<>(
                            new SeriesKey(
                                r.getString(0), r.getString(1), measures[m], r.getString(2)),
                            p));
                  }
                  return out.iterator();
                })
            .groupByKey()
            .map(group -> outcome(group._1(), group._2(), methods))
            .collect();
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new LinkedHashMap<>();
    for (SeriesOutcome o : outcomes) {
      rows.addAll(o.rows());
      if (o.plot() != null) {
        plots.put(o.plot(), o.bySystem());
      }
    }
    rows.sort(ConeStudy.rowOrder());
    return new ConeStudy.Result("document", pairs, rows, observations, leftOut, plots);
  }

  /**
   * The correlations of one series, left-out points and points without both values dropped; the
   * pooled F1 series also gives its points by system (a deterministic sample beyond {@link
   * DocumentCorrelations#MAX_PLOT_POINTS}).
   */
  private static SeriesOutcome outcome(
      SeriesKey key, Iterable<Point> points, List<CorrelationMethod> methods) {
    List<Point> kept = new ArrayList<>();
    int leftOut = 0;
    for (Point p : points) {
      if (p.leftOut()) {
        leftOut++;
      } else if (!Double.isNaN(p.x()) && !Double.isNaN(p.y())) {
        kept.add(p);
      }
    }
    kept.sort(
        (a, b) ->
            a.system().equals(b.system())
                ? a.document().compareTo(b.document())
                : a.system().compareTo(b.system()));
    double[] x = kept.stream().mapToDouble(Point::x).toArray();
    double[] y = kept.stream().mapToDouble(Point::y).toArray();
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    for (StudyRow row :
        CorrelationStudy.rows(
            key.x(), key.y(), key.measure(), "document", key.group(), x, y, methods)) {
      rows.add(new ConeStudy.ConeRow(row, leftOut));
    }
    if (!key.group().equals(ConeStudy.POOLED) || key.measure() != Measure.F1) {
      return new SeriesOutcome(rows, null, null);
    }
    Map<String, double[][]> bySystem =
        DocumentCorrelations.sampleBySystem(
            kept.size(), i -> kept.get(i).system(), i -> kept.get(i).x(), i -> kept.get(i).y());
    return new SeriesOutcome(rows, key.x() + "-" + key.y(), bySystem);
  }
}
