package org.corefstats.spark;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.spark.SparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.metrics.Counts;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * documents.parquet, the Parquet copy of documents.csv ({@link ParquetParts}), in Spark SQL's
 * schema of its columns ({@link ScoreTableSchema#DOCUMENTS}).
 */
final class DocumentsParquet implements ParquetCopy<Counts[]> {
  private static final long serialVersionUID = 1L;

  static final String DIRECTORY = "documents.parquet";

  /**
   * Numbers are written plain, without a dictionary: fractions rarely repeat, and a dictionary
   * (kept for the counts by Spark SQL's writer) costs more time than it saves bytes (writing takes
   * about a third less time; files are about as large).
   */
  private static final String[] PLAIN_COLUMNS =
      ScoreTable.DOCUMENT_COLUMNS.stream()
          .filter(c -> !c.text())
          .map(ScoreTable.Column::name)
          .toArray(String[]::new);

  private final ParquetParts parts;
  private final List<String> settings; // null: one setting, no setting column

  /**
   * @param settings the settings' names when there are several (a setting column), else null
   */
  DocumentsParquet(Broadcast<HadoopConf> conf, List<String> settings, SparkContext spark) {
    this.parts =
        settings == null
            ? new ParquetParts(
                conf,
                spark,
                ScoreTableSchema.DOCUMENTS,
                () -> ScoreTableSchema.DOCUMENTS_PARQUET,
                PLAIN_COLUMNS)
            : new ParquetParts(
                conf,
                spark,
                ScoreTableSchema.DOCUMENTS_BY_SETTING,
                () -> ScoreTableSchema.DOCUMENTS_BY_SETTING_PARQUET,
                PLAIN_COLUMNS);
    this.settings = settings;
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
      String system, String document, Counts[] bySetting, ParquetWriter<Object[]> writer)
      throws IOException {
    for (int i = 0; i < bySetting.length; i++) {
      String setting = settings == null ? null : settings.get(i);
      for (ScoreRow r : ScoreTable.rows(bySetting[i])) {
        writer.write(ScoreTable.values(system, setting, document, r));
      }
    }
  }
}
