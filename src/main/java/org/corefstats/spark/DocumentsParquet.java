package org.corefstats.spark;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * Writes documents.parquet from the executors ({@link ParquetParts}), in Spark SQL's schema of its
 * columns ({@link ScoreTableSchema#DOCUMENTS}).
 */
final class DocumentsParquet implements VoidFunction<Iterator<DocumentScore>> {
  private static final long serialVersionUID = 1L;

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
  private final List<String> systems;
  private final List<String> settings; // null: one setting, no setting column

  /**
   * @param systems source names by source index
   * @param settings the settings' names when there are several (a setting column), else null
   */
  DocumentsParquet(
      Broadcast<HadoopConf> conf,
      String dir,
      List<String> systems,
      List<String> settings,
      SparkContext spark) {
    this.parts =
        settings == null
            ? new ParquetParts(
                conf,
                dir,
                spark,
                ScoreTableSchema.DOCUMENTS,
                () -> ScoreTableSchema.DOCUMENTS_PARQUET,
                PLAIN_COLUMNS)
            : new ParquetParts(
                conf,
                dir,
                spark,
                ScoreTableSchema.DOCUMENTS_BY_SETTING,
                () -> ScoreTableSchema.DOCUMENTS_BY_SETTING_PARQUET,
                PLAIN_COLUMNS);
    this.systems = systems;
    this.settings = settings;
  }

  @Override
  public void call(Iterator<DocumentScore> scores) throws IOException {
    parts.write(
        scores,
        (d, writer) -> {
          String system = systems.get(d.source());
          for (int i = 0; i < d.settings(); i++) {
            String setting = settings == null ? null : settings.get(i);
            for (ScoreRow r : ScoreTable.rows(d.counts()[i])) {
              writer.write(ScoreTable.values(system, setting, d.document(), r));
            }
          }
        });
  }
}
