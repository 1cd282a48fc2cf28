package org.corefstats.spark;

import java.io.IOException;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.spark.SparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.analysis.DocumentErrors;

/**
 * errors_documents.parquet, the Parquet copy of errors_documents.csv, written as documents.parquet
 * is: Spark SQL's schema of its columns ({@link ScoreTableSchema#ERRORS}), so that Spark and any
 * Parquet reader read typed rows, without Spark SQL's start-up (seconds for a table this small).
 */
final class ErrorsParquet implements ParquetCopy<DocumentErrors> {
  private static final long serialVersionUID = 1L;

  static final String DIRECTORY = "errors_documents.parquet";

  private final ParquetParts parts;
  private final String singletons;

  ErrorsParquet(Broadcast<HadoopConf> conf, String singletons, SparkContext spark) {
    this.parts =
        new ParquetParts(
            conf, spark, ScoreTableSchema.ERRORS, () -> ScoreTableSchema.ERRORS_PARQUET);
    this.singletons = singletons;
  }

  @Override
  public String directory() {
    return DIRECTORY;
  }

  @Override
  public ParquetParts parts() {
    return parts;
  }

  @Override
  public void rows(
      String system, String document, DocumentErrors errors, ParquetWriter<Object[]> writer)
      throws IOException {
    long[] counts = errors.values();
    Object[] values = new Object[ScoreTableSchema.ERROR_KEYS + counts.length];
    values[0] = system;
    values[1] = document;
    values[2] = singletons;
    for (int i = 0; i < counts.length; i++) {
      values[ScoreTableSchema.ERROR_KEYS + i] = counts[i];
    }
    writer.write(values);
  }
}
