package org.corefstats.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.ConeEntities;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.ConeEntityStudy;
import org.corefstats.study.ConeStudy;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;
import scala.Tuple2;

/**
 * The entity level of the CONE study ({@link ConeEntityStudy}) on Spark, from a run's {@code
 * cone_entities.csv}: each series (a pair, a side, one system or all pooled) is gathered where it
 * is computed, as the document level's ({@link ConeCorrelations}); only rows of correlations and
 * the (sampled) points of the plots reach the driver.
 */
public final class ConeEntityCorrelations {
  private ConeEntityCorrelations() {}

  /** One entity of a series; null x: left out (its x part is empty). */
  record Point(String system, String document, int entity, double x, double y, boolean leftOut)
      implements Serializable {}

  /** Series key: the pair, the measure (side) and the group (pooled or a system). */
  record SeriesKey(String x, String y, Measure measure, String group) implements Serializable {}

  record SeriesOutcome(
      List<ConeStudy.ConeRow> rows, String plot, Map<String, double[][]> bySystem, int entities)
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
                  Measure measure = ConeEntityStudy.measure(row.side());
                  List<Tuple2<SeriesKey, Point>> out = new ArrayList<>();
                  for (ConeStudy.Pair pair : ConeEntityStudy.PAIRS) {
                    double[] xy = ConeEntityStudy.point(row, pair);
                    Point p =
                        new Point(
                            r.getString(0),
                            r.getString(1),
                            row.entity(),
                            xy == null ? Double.NaN : xy[0],
                            xy == null ? Double.NaN : xy[1],
                            xy == null);
                    out.add(
                        new Tuple2<>(
                            new SeriesKey(pair.x(), pair.y(), measure, ConeStudy.POOLED), p));
                    out.add(
                        new Tuple2<>(
                            new SeriesKey(pair.x(), pair.y(), measure, r.getString(0)), p));
                  }
                  return out.iterator();
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
      if (o.plot() != null) {
        plots.put(o.plot(), o.bySystem());
      }
    }
    for (SeriesOutcome o :
        outcomes) { // the pooled B3 control series (P, R) count every entity once
      if (o.plot() != null && o.plot().startsWith("rest_bcub-")) {
        observations += o.entities();
        leftOut += o.rows().isEmpty() ? 0 : o.rows().get(0).leftOut();
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
   * The correlations of one series, left-out entities dropped (and counted); a pooled series also
   * gives its points by system for the plots (a deterministic sample beyond {@link
   * DocumentCorrelations#MAX_PLOT_POINTS}), under the key {@code X-MEASURE}.
   */
  private static SeriesOutcome outcome(
      SeriesKey key, Iterable<Point> points, List<CorrelationMethod> methods) {
    List<Point> kept = new ArrayList<>();
    int leftOut = 0;
    int entities = 0;
    for (Point p : points) {
      entities++;
      if (p.leftOut()) {
        leftOut++;
      } else {
        kept.add(p);
      }
    }
    kept.sort(
        (a, b) ->
            !a.system().equals(b.system())
                ? a.system().compareTo(b.system())
                : !a.document().equals(b.document())
                    ? a.document().compareTo(b.document())
                    : Integer.compare(a.entity(), b.entity()));
    double[] x = kept.stream().mapToDouble(Point::x).toArray();
    double[] y = kept.stream().mapToDouble(Point::y).toArray();
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    for (StudyRow row :
        CorrelationStudy.rows(
            key.x(), key.y(), key.measure(), ConeEntityStudy.LEVEL, key.group(), x, y, methods)) {
      rows.add(new ConeStudy.ConeRow(row, leftOut));
    }
    if (!key.group().equals(ConeStudy.POOLED)) {
      return new SeriesOutcome(rows, null, null, entities);
    }
    int step =
        Math.max(
            1,
            (kept.size() + DocumentCorrelations.MAX_PLOT_POINTS - 1)
                / DocumentCorrelations.MAX_PLOT_POINTS);
    Map<String, List<double[]>> sampled = new TreeMap<>();
    for (int i = 0; i < kept.size(); i += step) {
      Point p = kept.get(i);
      sampled.computeIfAbsent(p.system(), s -> new ArrayList<>()).add(new double[] {p.x(), p.y()});
    }
    Map<String, double[][]> bySystem = new LinkedHashMap<>();
    sampled.forEach(
        (system, list) ->
            bySystem.put(
                system,
                new double[][] {
                  list.stream().mapToDouble(p -> p[0]).toArray(),
                  list.stream().mapToDouble(p -> p[1]).toArray()
                }));
    return new SeriesOutcome(rows, key.x() + "-" + key.measure(), bySystem, entities);
  }
}
