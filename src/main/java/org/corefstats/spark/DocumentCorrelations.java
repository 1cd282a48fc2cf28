package org.corefstats.spark;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.not;
import static org.apache.spark.sql.functions.struct;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.report.ScoreTable;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;
import scala.Tuple2;

/**
 * The correlation study over (system, document) pairs, from the per-document scores that {@code
 * run} writes (documents.parquet or documents.csv), on Spark: each series (a metric and measure
 * against the pivot, over all pairs or within one system) is gathered where it is computed, by the
 * same code as the system-level study, so that both levels agree exactly on the same numbers (Spark
 * SQL's corr is not used: under Spark 4's ANSI mode it throws on a constant series). A series must
 * fit in one task's memory: 16 bytes per pair.
 */
public final class DocumentCorrelations {
  /** Points kept for a scatter plot (a deterministic sample beyond that). */
  static final int MAX_PLOT_POINTS = 20_000;

  private DocumentCorrelations() {}

  /** Series key: the two metrics, the measure and the group. */
  record SeriesKey(String first, String second, Measure measure, String group)
      implements Serializable {}

  /**
   * What one series yields: its correlations, and points for a plot (pivot series of group all,
   * F1).
   */
  record SeriesOutcome(List<StudyRow> rows, String plotMetric, double[] pivot, double[] metric)
      implements Serializable {}

  /**
   * Reads per-document scores (a Parquet directory, or a CSV file with a header), local or not
   * (Hadoop's FileSystem API, as every input).
   *
   * @throws NoSuchFileException when there is nothing at {@code path}
   */
  public static Dataset<Row> read(SparkSession spark, String path) throws IOException {
    Path p = UserPaths.of(path);
    FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
    if (!fs.exists(p)) {
      throw new NoSuchFileException(path, null, "no such file or directory");
    }
    if (path.endsWith(".parquet") || !path.endsWith(".csv") && fs.getFileStatus(p).isDirectory()) {
      return spark.read().parquet(path);
    }
    String header;
    try (BufferedReader lines =
        new BufferedReader(
            new InputStreamReader(
                RunOutput.withoutChecksums(fs).open(p), StandardCharsets.UTF_8))) {
      header = lines.readLine();
    }
    boolean setting = header != null && header.startsWith("system,setting,");
    return spark
        .read()
        .option("header", true)
        .schema(
            setting ? ScoreTableSchema.DOCUMENTS_CSV_WITH_SETTING : ScoreTableSchema.DOCUMENTS_CSV)
        .csv(path);
  }

  public static CorrelationStudy.Result study(
      SparkSession spark, Dataset<Row> documents, CorrelationStudy.Options options) {
    Dataset<Row> scores =
        documents.filter(
            col("metric").isNotNull().and(not(col("metric").isin(ScoreTable.PARTS.toArray()))));
    List<String> present =
        scores.select("metric").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .sorted(CorrelationStudy.metricOrder())
            .toList();
    List<String> metrics = CorrelationStudy.chooseMetrics(present, options);
    String pivot = options.pivot();
    Dataset<Row> values = values(scores, metrics);
    Dataset<Row> pivotValues =
        values
            .filter(col("metric").equalTo(pivot))
            .select(col("system"), col("document"), col("measure"), col("value").as("x"));
    long observations = pivotValues.filter(col("measure").equalTo("F1")).count();

    List<StudyRow> pivotRows = new ArrayList<>();
    Map<String, double[][]> plots = new LinkedHashMap<>();
    for (SeriesOutcome o : pivotSeries(values, pivotValues, pivot, options.methods())) {
      pivotRows.addAll(o.rows());
      if (o.plotMetric() != null) {
        plots.put(o.plotMetric(), new double[][] {o.pivot(), o.metric()});
      }
    }
    List<StudyRow> matrixRows = matrixRows(values, options.methods());

    pivotRows.sort(CorrelationStudy.rowOrder(metrics));
    matrixRows.sort(CorrelationStudy.rowOrder(metrics));
    Map<String, double[][]> orderedPlots = new LinkedHashMap<>();
    metrics.stream().filter(plots::containsKey).forEach(m -> orderedPlots.put(m, plots.get(m)));
    return new CorrelationStudy.Result(
        "document", pivot, metrics, pivotRows, matrixRows, orderedPlots, (int) observations);
  }

  /**
   * (system, document, metric, measure, value) for every measure present of the metrics studied.
   */
  private static Dataset<Row> values(Dataset<Row> scores, List<String> metrics) {
    return scores
        .filter(col("metric").isin(metrics.toArray()))
        .select(
            col("system"),
            col("document"),
            col("metric"),
            explode(
                    array(
                        struct(lit("R").as("measure"), col("recall").as("value")),
                        struct(lit("P").as("measure"), col("precision").as("value")),
                        struct(lit("F1").as("measure"), col("f1").as("value"))))
                .as("m"))
        .select(
            col("system"),
            col("document"),
            col("metric"),
            col("m.measure").as("measure"),
            col("m.value").as("value"))
        .filter(col("value").isNotNull());
  }

  /** The pivot against each other metric, over all pairs and within each system. */
  private static List<SeriesOutcome> pivotSeries(
      Dataset<Row> values,
      Dataset<Row> pivotValues,
      String pivot,
      List<CorrelationMethod> methods) {
    Dataset<Row> pairs =
        values
            .filter(col("metric").notEqual(pivot))
            .join(pivotValues, new String[] {"system", "document", "measure"})
            .select(
                col("metric"),
                col("measure"),
                col("system"),
                col("document"),
                col("x"),
                col("value").as("y"));
    return pairs
        .javaRDD()
        .flatMapToPair(
            r -> {
              SeriesKey all =
                  new SeriesKey(
                      pivot, r.getString(0), Measure.valueOf(r.getString(1)), CorrelationStudy.ALL);
              SeriesKey system =
                  new SeriesKey(
                      pivot,
                      r.getString(0),
                      Measure.valueOf(r.getString(1)),
                      "system=" + r.getString(2));
              Point p =
                  new Point(
                      r.getString(2) + "\u0000" + r.getString(3), r.getDouble(4), r.getDouble(5));
              return List.of(new Tuple2<>(all, p), new Tuple2<>(system, p)).iterator();
            })
        .groupByKey()
        .map(group -> outcome(group._1(), group._2(), methods, true))
        .collect();
  }

  /** Every pair of metrics (F1, all pairs), for the matrix. */
  private static List<StudyRow> matrixRows(Dataset<Row> values, List<CorrelationMethod> methods) {
    Dataset<Row> f1 = values.filter(col("measure").equalTo("F1"));
    Dataset<Row> matrixPairs =
        f1.as("a")
            .join(
                f1.as("b"),
                col("a.system")
                    .equalTo(col("b.system"))
                    .and(col("a.document").equalTo(col("b.document")))
                    .and(col("a.metric").lt(col("b.metric"))))
            .select(
                col("a.metric"),
                col("b.metric"),
                col("a.system"),
                col("a.document"),
                col("a.value"),
                col("b.value"));
    List<StudyRow> matrixRows = new ArrayList<>();
    matrixPairs
        .javaRDD()
        .mapToPair(
            r ->
                new Tuple2<>(
                    new SeriesKey(r.getString(0), r.getString(1), Measure.F1, CorrelationStudy.ALL),
                    new Point(
                        r.getString(2) + "\u0000" + r.getString(3),
                        r.getDouble(4),
                        r.getDouble(5))))
        .groupByKey()
        .map(group -> outcome(group._1(), group._2(), methods, false))
        .collect()
        .forEach(o -> matrixRows.addAll(o.rows()));
    return matrixRows;
  }

  /**
   * One (system, document) pair's two values; the id orders the points so that results never depend
   * on arrival.
   */
  record Point(String id, double x, double y) implements Serializable {}

  /**
   * Correlations of one series; with {@code plottable}, the pivot series of group all and F1 also
   * gives plot points.
   */
  private static SeriesOutcome outcome(
      SeriesKey key, Iterable<Point> points, List<CorrelationMethod> methods, boolean plottable) {
    List<Point> sorted = new ArrayList<>();
    points.forEach(sorted::add);
    sorted.sort((a, b) -> a.id().compareTo(b.id()));
    double[] x = new double[sorted.size()];
    double[] y = new double[sorted.size()];
    for (int i = 0; i < x.length; i++) {
      x[i] = sorted.get(i).x();
      y[i] = sorted.get(i).y();
    }
    List<StudyRow> rows =
        CorrelationStudy.rows(
            key.first(), key.second(), key.measure(), "document", key.group(), x, y, methods);
    if (!plottable || !key.group().equals(CorrelationStudy.ALL) || key.measure() != Measure.F1) {
      return new SeriesOutcome(rows, null, null, null);
    }
    int step = Math.max(1, (x.length + MAX_PLOT_POINTS - 1) / MAX_PLOT_POINTS);
    int kept = (x.length + step - 1) / step;
    double[] px = new double[kept];
    double[] py = new double[kept];
    for (int i = 0, j = 0; i < x.length; i += step, j++) {
      px[j] = x[i];
      py[j] = y[i];
    }
    return new SeriesOutcome(rows, key.second(), px, py);
  }

  /**
   * At most about {@link #MAX_PLOT_POINTS} of {@code n} points (every k-th, in their order),
   * grouped by system in name order: each system's {x, y} arrays for a scatter plot.
   */
  static java.util.Map<String, double[][]> sampleBySystem(
      int n,
      java.util.function.IntFunction<String> system,
      java.util.function.IntToDoubleFunction x,
      java.util.function.IntToDoubleFunction y) {
    int step = Math.max(1, (n + MAX_PLOT_POINTS - 1) / MAX_PLOT_POINTS);
    java.util.Map<String, List<double[]>> sampled = new java.util.TreeMap<>();
    for (int i = 0; i < n; i += step) {
      sampled
          .computeIfAbsent(system.apply(i), s -> new java.util.ArrayList<>())
          .add(new double[] {x.applyAsDouble(i), y.applyAsDouble(i)});
    }
    java.util.Map<String, double[][]> bySystem = new java.util.LinkedHashMap<>();
    sampled.forEach(
        (name, list) ->
            bySystem.put(
                name,
                new double[][] {
                  list.stream().mapToDouble(p -> p[0]).toArray(),
                  list.stream().mapToDouble(p -> p[1]).toArray()
                }));
    return bySystem;
  }
}
