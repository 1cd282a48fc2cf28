package org.corefstats.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.spark.SparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.report.DocumentTable;
import org.corefstats.report.DocumentTables;

/**
 * The per-document tables of a run as its tasks write them ({@link TableParts}) and its driver
 * publishes them ({@link TablePublisher}): which tables (documents.csv and each analysis's, {@link
 * DocumentTables#of}), their Parquet copies, the names rows carry, and where the tasks' part files
 * go until they are published (a hidden directory of the run's output).
 */
final class TableOutputs implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The hidden directory of the output directory where the tasks write their parts. */
  static final String STAGING = ".parts";

  final Broadcast<HadoopConf> conf;
  final String outDir;
  final List<String> sourceNames;

  /** The setting names the tables' headers and records take (one setting: one empty name). */
  final List<String> settingNames;

  final EvaluationRequest evaluation;
  final List<DocumentTable<?>> tables;

  /** Each table's Parquet copy, by the table's index, or null. */
  final List<ParquetCopy<?>> copies;

  TableOutputs(
      Broadcast<HadoopConf> conf,
      String outDir,
      List<String> sourceNames,
      List<String> settings,
      EvaluationRequest evaluation,
      SparkContext spark) {
    this.conf = conf;
    this.outDir = outDir;
    this.sourceNames = List.copyOf(sourceNames);
    this.settingNames = settings.size() > 1 ? List.copyOf(settings) : List.of("");
    this.evaluation = evaluation;
    this.tables = List.copyOf(DocumentTables.of(evaluation));
    List<ParquetCopy<?>> copies = new ArrayList<>();
    for (DocumentTable<?> table : tables) {
      if (table == DocumentTables.DOCUMENTS) {
        copies.add(new DocumentsParquet(conf, settings.size() > 1 ? settingNames : null, spark));
      } else if (DocumentTables.isErrorCounts(table)) {
        String singletons = evaluation.analysis(ErrorsAnalysis.class).request().singletonsCode();
        copies.add(new ErrorsParquet(conf, singletons, spark));
      } else {
        copies.add(null);
      }
    }
    this.copies = Collections.unmodifiableList(copies);
  }

  /** Where the parts of {@code name} (a table's file or a Parquet copy's directory) are written. */
  String staging(String name) {
    return outDir + "/" + STAGING + "/" + name;
  }
}
