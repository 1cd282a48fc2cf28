package org.corefstats.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;
import org.corefstats.study.cone.ConeEntityStudy;
import org.corefstats.study.cone.ConeStudy;
import scala.Tuple2;

/**
 * The entity level of the CONE study ({@link ConeEntityStudy}) on Spark, from a run's {@code
 * cone_entities.csv}: each series (a pair, a side, one system or all pooled) is gathered where it
 * is computed, as the document level's ({@link ConeCorrelations}); only rows of correlations and
 * the (sampled) points of the plots reach the driver.
 */
public final class ConeEntityCorrelations {
  private ConeEntityCorrelations() {}

  /**
   * One entity in the series of a measure (side) and a group: its (x, y) for each pair of {@link
   * ConeEntityStudy#PAIRS} in turn, NaN where it is left out of a pair.
   */
  record Point(String system, String document, int entity, double[] xy) implements Serializable {}

  /** Series key: the measure (side) and the group (pooled or a system); every pair at once. */
  record SeriesKey(Measure measure, String group) implements Serializable {}

  /** What one series yields: rows, and for a pooled series the points of each pair by system. */
  record SeriesOutcome(
      List<ConeStudy.ConeRow> rows, Map<String, Map<String, double[][]>> plots, int entities)
      implements Serializable {}

  /** cone_entities.csv's schema, for Spark's CSV reader. */
  static StructType schema() {
    List<StructField> fields = new ArrayList<>();
    for (String c : ConeEntityTable.COLUMNS) {
      fields.add(
          DataTypes.createStructField(
              c,
              switch (c) {
                case "system", "document", "side", "entity_id" -> DataTypes.StringType;
                case "whole_b3", "named_b3", "rest_b3" -> DataTypes.LongType;
                default -> DataTypes.IntegerType;
              },
              true));
    }
    return DataTypes.createStructType(fields);
  }

  /** A run's cone_entities.csv (local, hdfs://, s3a://). */
  public static Dataset<Row> read(SparkSession spark, String path) {
    return spark
        .read()
        .option("header", "true")
        .option("mode", "FAILFAST")
        .schema(schema())
        .csv(path);
  }

  /** The entity level's rows and plots. */
  public static ConeStudy.Result study(
      Dataset<Row> entities, List<CorrelationMethod> methods, String input) {
    if (!List.of(entities.columns()).containsAll(ConeEntityTable.COLUMNS)) {
      throw new InvalidRequestException(
          input + " is not a cone_entities.csv (columns: " + ConeEntityTable.COLUMNS + ")");
    }
    List<SeriesOutcome> outcomes =
        entities
            .select(
                ConeEntityTable.COLUMNS.stream()
                    .map(org.apache.spark.sql.functions::col)
                    .toArray(org.apache.spark.sql.Column[]::new))
            .javaRDD()
            .flatMapToPair(
                r -> {
                  ConeEntities.Row row = row(r);
                  List<ConeStudy.Pair> pairs = ConeEntityStudy.PAIRS;
                  double[] xy = new double[2 * pairs.size()];
                  for (int i = 0; i < pairs.size(); i++) {
                    double[] p = ConeEntityStudy.point(row, pairs.get(i));
                    xy[2 * i] = p == null ? Double.NaN : p[0];
                    xy[2 * i + 1] = p == null ? Double.NaN : p[1];
                  }
                  Point p = new Point(r.getString(0), r.getString(1), row.entity(), xy);
                  Measure measure = ConeEntityStudy.measure(row.side());
                  return List.of(
                          new Tuple2<>(new SeriesKey(measure, ConeStudy.POOLED), p),
                          new Tuple2<>(new SeriesKey(measure, r.getString(0)), p))
                      .iterator();
                })
            .groupByKey()
            .map(group -> outcome(group._1(), group._2(), methods))
            .collect();
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new TreeMap<>();
    int observations = 0;
    int leftOut = 0;
    for (SeriesOutcome o : outcomes) {
      rows.addAll(o.rows());
      plots.putAll(o.plots());
    }
    for (SeriesOutcome o : outcomes) { // the pooled series (P, R) count every entity once
      if (o.rows().get(0).row().group().equals(ConeStudy.POOLED)) {
        observations += o.entities();
        leftOut +=
            o.rows().stream()
                .filter(r -> r.row().first().equals("rest_bcub"))
                .findFirst()
                .map(ConeStudy.ConeRow::leftOut)
                .orElse(0);
      }
    }
    rows.sort(ConeEntityStudy.rowOrder());
    return new ConeStudy.Result(
        ConeEntityStudy.LEVEL, ConeEntityStudy.PAIRS, rows, observations, leftOut, plots);
  }

  private static ConeEntities.Row row(Row r) {
    ConeEntities.Part[] parts = new ConeEntities.Part[3];
    for (int i = 0; i < 3; i++) {
      parts[i] = new ConeEntities.Part(r.getInt(5 + i), r.getInt(8 + i), r.getLong(11 + i));
    }
    return new ConeEntities.Row(
        ConeEntities.Side.of(r.getString(2)),
        r.getInt(3),
        r.getString(4),
        parts[0],
        parts[1],
        parts[2]);
  }

  /**
   * The correlations of one series for every pair, left-out entities dropped (and counted); a
   * pooled series also gives the points of each pair by system for the plots (a deterministic
   * sample beyond {@link DocumentCorrelations#MAX_PLOT_POINTS}), under the key {@code X-MEASURE}.
   */
  private static SeriesOutcome outcome(
      SeriesKey key, Iterable<Point> points, List<CorrelationMethod> methods) {
    List<Point> all = new ArrayList<>();
    points.forEach(all::add);
    all.sort(
        (a, b) ->
            !a.system().equals(b.system())
                ? a.system().compareTo(b.system())
                : !a.document().equals(b.document())
                    ? a.document().compareTo(b.document())
                    : Integer.compare(a.entity(), b.entity()));
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new TreeMap<>();
    List<ConeStudy.Pair> pairs = ConeEntityStudy.PAIRS;
    for (int i = 0; i < pairs.size(); i++) {
      ConeStudy.Pair pair = pairs.get(i);
      List<Point> kept = new ArrayList<>(all.size());
      for (Point p : all) {
        if (!Double.isNaN(p.xy()[2 * i])) {
          kept.add(p);
        }
      }
      int leftOut = all.size() - kept.size();
      int at = 2 * i;
      double[] x = kept.stream().mapToDouble(p -> p.xy()[at]).toArray();
      double[] y = kept.stream().mapToDouble(p -> p.xy()[at + 1]).toArray();
      for (StudyRow row :
          CorrelationStudy.rows(
              pair.x(),
              pair.y(),
              key.measure(),
              ConeEntityStudy.LEVEL,
              key.group(),
              x,
              y,
              methods)) {
        rows.add(new ConeStudy.ConeRow(row, leftOut));
      }
      if (!key.group().equals(ConeStudy.POOLED)) {
        continue;
      }
      Map<String, double[][]> bySystem =
          DocumentCorrelations.sampleBySystem(
              kept.size(), k -> kept.get(k).system(), k -> x[k], k -> y[k]);
      plots.put(pair.x() + "-" + key.measure(), bySystem);
    }
    return new SeriesOutcome(rows, plots, all.size());
  }
}
