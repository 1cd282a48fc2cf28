package org.corefstats.spark.cone;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.regexp_replace;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.spark.CorrelationRun;
import org.corefstats.spark.DocumentCorrelations;
import org.corefstats.spark.HadoopFiles;
import org.corefstats.spark.RunOutput;
import org.corefstats.spark.SparkSessions;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.SystemScores;
import org.corefstats.study.cone.ConeEntityStudy;
import org.corefstats.study.cone.ConeSeries;
import org.corefstats.study.cone.ConeStudy;
import org.corefstats.study.cone.ConeWriter;
import scala.Tuple2;

/**
 * The CONE study (docs/explanation/cone.md 6) on Spark: {@code correlate --study cone}, and the
 * part of a run's correlation study that validates CONE when CONE metrics were scored. The system
 * level is computed on the driver; the document level (documents.parquet or documents.csv) and the
 * entity level (cone_entities.csv) gather each series ({@link ConeSeries}) where it is computed.
 */
public final class ConeStudyJob {
  private ConeStudyJob() {}

  /**
   * {@code correlate --study cone}: over systems from a scores.csv, over documents from
   * documents.parquet or documents.csv, over entities from a cone_entities.csv, or every level the
   * output directory of a run has (unless {@code --level} chooses one). The outcome's level is null
   * when both levels were studied; its table is cone.md.
   */
  public static CorrelationRun.Outcome execute(CorrelationRun.Request request) throws IOException {
    Configuration conf = new Configuration();
    HadoopFiles files = new HadoopFiles(conf);
    String scores = request.scores();
    String systemInput = null;
    String documentInput = null;
    String entityInput = null;
    String runDir = CorrelationRun.runOutput(conf, scores);
    if (runDir != null) {
      if (request.level() != CorrelationRun.Level.DOCUMENT) {
        systemInput = runDir + "/scores.csv";
      }
      if (request.level() != CorrelationRun.Level.SYSTEM) {
        documentInput = CorrelationRun.documents(conf, runDir);
        entityInput = entityRows(files, runDir);
      }
    } else if (isEntityRows(files, scores)) {
      entityInput = scores;
    } else if ((request.level() != null ? request.level() : CorrelationRun.inferLevel(conf, scores))
        == CorrelationRun.Level.SYSTEM) {
      systemInput = scores;
    } else {
      documentInput = scores;
    }
    CorrelationRun.Level level =
        systemInput != null && documentInput != null
            ? null
            : systemInput != null
                ? CorrelationRun.Level.SYSTEM
                : documentInput != null ? CorrelationRun.Level.DOCUMENT : null;
    List<CorrelationMethod> methods = request.options().methods();
    List<ConeStudy.Result> results = new ArrayList<>();
    if (systemInput != null) {
      results.add(
          ConeStudy.systems(
              CorrelationRun.readSystemScores(conf, systemInput), methods, systemInput));
    }
    if (documentInput == null && entityInput == null) {
      return write(conf, request, level, results);
    }
    String documents = documentInput;
    String entities = entityInput;
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark -> {
          if (documents != null) {
            results.add(documents(DocumentCorrelations.read(spark, documents), methods, documents));
          }
          if (entities != null) {
            results.add(entities(readEntityRows(spark, entities), methods, entities));
          }
          return write(spark.sparkContext().hadoopConfiguration(), request, level, results);
        });
  }

  /**
   * At the end of a run's correlation study, CONE's validation as {@code correlate --study cone}
   * would do it, into {@code correlation/}, when the run scored CONE metrics (approx-only scores
   * have none to compare): the summary's line, or an empty string.
   */
  public static String ofRun(
      SparkSession spark,
      RunOutput output,
      Map<String, Counts> scored,
      List<CorrelationMethod> methods)
      throws IOException {
    boolean cone =
        scored.values().stream()
            .anyMatch(
                c ->
                    c.metrics().stream()
                        .anyMatch(
                            m ->
                                m == Metric.CONE_BCUB
                                    || m == Metric.CONE_CEAFM
                                    || m == Metric.CONE_CEAFE));
    if (!cone) {
      return "";
    }
    List<ConeStudy.Result> results =
        new ArrayList<>(
            List.of(
                ConeStudy.systems(SystemScores.of(scored), methods, "scores"),
                documents(
                    spark.read().parquet(output.workDir() + "/documents.parquet"),
                    methods,
                    "documents.parquet")));
    String entities =
        entityRows(new HadoopFiles(spark.sparkContext().hadoopConfiguration()), output.workDir());
    if (entities != null) { // run --cone-entities: the entity level (Figure 1)
      results.add(entities(readEntityRows(spark, entities), methods, ConeEntityTable.FILE));
    }
    ConeWriter.write(name -> output.create("correlation/" + name), results);
    return "CONE against the full and NE-CRR metrics in correlation/cone.md"
        + (entities != null ? " (with the entity level)" : "")
        + "\n";
  }

  /** The document level from run's per-document scores. */
  static ConeStudy.Result documents(
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

    List<ConeSeries.Outcome> outcomes =
        joined
            .javaRDD()
            .flatMapToPair(
                r -> {
                  List<Tuple2<ConeSeries.Key, ConeSeries.Point>> out = new ArrayList<>();
                  boolean left = !r.isNullAt(4) && r.getDouble(4) == 0.0;
                  Measure[] measures = Measure.values();
                  for (int m = 0; m < measures.length; m++) {
                    ConeSeries.Point p =
                        new ConeSeries.Point(
                            r.getString(2),
                            r.getString(3),
                            r.isNullAt(5 + m) ? Double.NaN : r.getDouble(5 + m),
                            r.isNullAt(8 + m) ? Double.NaN : r.getDouble(8 + m),
                            left);
                    for (String group : List.of(ConeStudy.POOLED, r.getString(2))) {
                      out.add(
                          new Tuple2<>(
                              new ConeSeries.Key(
                                  r.getString(0), r.getString(1), measures[m], group),
                              p));
                    }
                  }
                  return out.iterator();
                })
            .groupByKey()
            .map(group -> ConeSeries.outcome(group._1(), group._2(), methods))
            .collect();
    return ConeSeries.documents(pairs, outcomes, observations, leftOut);
  }

  /** The entity level from cone_entities.csv's rows. */
  static ConeStudy.Result entities(
      Dataset<Row> entities, List<CorrelationMethod> methods, String input) {
    if (!List.of(entities.columns()).containsAll(ConeEntityTable.COLUMNS)) {
      throw new InvalidRequestException(
          input + " is not a cone_entities.csv (columns: " + ConeEntityTable.COLUMNS + ")");
    }
    List<ConeSeries.EntityOutcome> outcomes =
        entities
            .select(ConeEntityTable.COLUMNS.stream().map(c -> col(c)).toArray(Column[]::new))
            .javaRDD()
            .flatMapToPair(
                r -> {
                  ConeEntities.Row row = entityRow(r);
                  ConeSeries.EntityPoint p =
                      ConeSeries.EntityPoint.of(r.getString(0), r.getString(1), row);
                  Measure measure = ConeEntityStudy.measure(row.side());
                  return List.of(
                          new Tuple2<>(new ConeSeries.EntityKey(measure, ConeStudy.POOLED), p),
                          new Tuple2<>(new ConeSeries.EntityKey(measure, r.getString(0)), p))
                      .iterator();
                })
            .groupByKey()
            .map(group -> ConeSeries.entityOutcome(group._1(), group._2(), methods))
            .collect();
    return ConeSeries.entities(outcomes);
  }

  private static ConeEntities.Row entityRow(Row r) {
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

  /** cone_entities.csv's schema, for Spark's CSV reader. */
  static StructType entitySchema() {
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

  /** A cone_entities.csv (local, hdfs://, s3a://). */
  static Dataset<Row> readEntityRows(SparkSession spark, String path) {
    return spark
        .read()
        .option("header", "true")
        .option("mode", "FAILFAST")
        .schema(entitySchema())
        .csv(path);
  }

  /** Whether {@code scores} is a CSV file of CONE entity rows (by its header). */
  private static boolean isEntityRows(HadoopFiles files, String scores) throws IOException {
    if (!scores.endsWith(".csv") || !files.exists(scores) || files.isDirectory(scores)) {
      return false;
    }
    try (BufferedReader lines = files.reader(scores)) {
      return String.join(",", ConeEntityTable.COLUMNS).equals(lines.readLine());
    }
  }

  /** A run's cone_entities.csv (written by run --cone-entities), or null when it has none. */
  private static String entityRows(HadoopFiles files, String runDir) throws IOException {
    String file = runDir + "/" + ConeEntityTable.FILE;
    return files.exists(file) ? file : null;
  }

  private static CorrelationRun.Outcome write(
      Configuration conf,
      CorrelationRun.Request request,
      CorrelationRun.Level level,
      List<ConeStudy.Result> results)
      throws IOException {
    return CorrelationRun.write(
        conf,
        request,
        level,
        output -> ConeWriter.write(output::create, results),
        ConeWriter.markdown(results));
  }
}
