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
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.report.ScoreTable;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.DocumentSeries;
import org.corefstats.study.DocumentSeries.Point;
import org.corefstats.study.Measure;
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
  private DocumentCorrelations() {}

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
    return DocumentSeries.result(
        pivot,
        metrics,
        pivotSeries(values, pivotValues, pivot, options.methods()),
        matrixSeries(values, options.methods()),
        observations);
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
  private static List<DocumentSeries.Outcome> pivotSeries(
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
              Point p = new Point(r.getString(2), r.getString(3), r.getDouble(4), r.getDouble(5));
              return DocumentSeries.pivotKeys(
                      pivot, r.getString(0), Measure.valueOf(r.getString(1)), r.getString(2))
                  .stream()
                  .map(key -> new Tuple2<>(key, p))
                  .iterator();
            })
        .groupByKey()
        .map(group -> DocumentSeries.outcome(group._1(), group._2(), methods, true))
        .collect();
  }

  /** Every pair of metrics (F1, all pairs), for the matrix. */
  private static List<DocumentSeries.Outcome> matrixSeries(
      Dataset<Row> values, List<CorrelationMethod> methods) {
    Dataset<Row> f1 = values.filter(col("measure").equalTo("F1"));
    return f1.as("a")
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
            col("b.value"))
        .javaRDD()
        .mapToPair(
            r ->
                new Tuple2<>(
                    new DocumentSeries.Key(
                        r.getString(0), r.getString(1), Measure.F1, CorrelationStudy.ALL),
                    new Point(r.getString(2), r.getString(3), r.getDouble(4), r.getDouble(5))))
        .groupByKey()
        .map(group -> DocumentSeries.outcome(group._1(), group._2(), methods, false))
        .collect();
  }
}
