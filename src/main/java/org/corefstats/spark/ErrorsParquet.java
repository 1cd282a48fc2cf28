package org.corefstats.spark;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.analysis.DocumentErrors;
import scala.Tuple2;

/**
 * Writes errors_documents.parquet from the executors ({@link ParquetParts}), as documents.parquet
 * is written: Spark SQL's schema of its columns ({@link ScoreTableSchema#ERRORS}), so that Spark
 * and any Parquet reader read typed rows, without Spark SQL's start-up (seconds for a table this
 * small).
 */
final class ErrorsParquet
    implements VoidFunction<Iterator<Tuple2<RunWriter.SystemDocument, DocumentErrors>>> {
  private static final long serialVersionUID = 1L;

  private final ParquetParts parts;
  private final List<String> systems;
  private final String singletons;

  ErrorsParquet(
      Broadcast<HadoopConf> conf,
      String dir,
      List<String> systems,
      String singletons,
      SparkContext spark) {
    this.parts =
        new ParquetParts(
            conf, dir, spark, ScoreTableSchema.ERRORS, () -> ScoreTableSchema.ERRORS_PARQUET);
    this.systems = systems;
    this.singletons = singletons;
  }

  @Override
  public void call(Iterator<Tuple2<RunWriter.SystemDocument, DocumentErrors>> rows)
      throws IOException {
    parts.write(
        rows,
        (row, writer) -> {
          long[] counts = row._2().values();
          Object[] values = new Object[ScoreTableSchema.ERROR_KEYS + counts.length];
          values[0] = systems.get(row._1().source());
          values[1] = row._1().document();
          values[2] = singletons;
          for (int i = 0; i < counts.length; i++) {
            values[ScoreTableSchema.ERROR_KEYS + i] = counts[i];
          }
          writer.write(values);
        });
  }
}
