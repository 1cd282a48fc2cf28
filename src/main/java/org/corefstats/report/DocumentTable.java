package org.corefstats.report;

import java.io.Serializable;
import java.util.List;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;

/**
 * A per-document output table of a run directory (documents.csv, errors_documents.csv, ...),
 * declared once: its file, its header and the records of one system's document. A run writes it on
 * the executors (each document's payload moved and sorted, then formatted where it lands), {@code
 * score --out} in process; both sort rows by system then document name, a document's records in the
 * order {@link #records} gives them, so the bytes are the same.
 *
 * @param <P> what a document contributes (only this is moved between executors), serializable
 */
public interface DocumentTable<P> extends Serializable {
  String file();

  /** The header, given the run's setting names. */
  List<String> header(List<String> settings);

  /** What {@code d} contributes to the table, or null when it has no row. */
  P payload(DocumentResult d, EvaluationRequest request);

  /**
   * Appends the records of one system's document ({@link CsvRecords}).
   *
   * @param settings the run's setting names (several: the table may have a setting column)
   */
  void records(StringBuilder out, String system, String document, List<String> settings, P payload);
}
