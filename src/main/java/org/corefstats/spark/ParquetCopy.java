package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import org.apache.parquet.hadoop.ParquetWriter;

/**
 * The Parquet copy of a per-document CSV table ({@code documents.parquet} of {@code documents.csv},
 * {@code errors_documents.parquet} of {@code errors_documents.csv}): its directory, its files'
 * schema and footer ({@link ParquetParts}), and the typed rows of one system's document.
 *
 * @param <P> the table's payload of a document ({@link org.corefstats.report.DocumentTable})
 */
interface ParquetCopy<P> extends Serializable {
  /** The directory's name in the run's output. */
  String directory();

  ParquetParts parts();

  /** Writes the rows of one system's document. */
  void rows(String system, String document, P payload, ParquetWriter<Object[]> writer)
      throws IOException;
}
