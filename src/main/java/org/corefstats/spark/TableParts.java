package org.corefstats.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.ParquetWriter;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.report.DocumentTable;

/**
 * One task's parts of the run's per-document tables, written as the task finishes each system: for
 * every CSV table a part file holding the task's systems one after the other (each a {@link
 * Segment}: its documents by name, formatted as the table says), and for every Parquet copy a file
 * of the same rows ({@link ParquetPart}). Nothing is moved or sorted again: the driver only puts
 * the segments of the systems it keeps together ({@link TablePublisher}).
 */
final class TableParts {
  /** Characters formatted before they are written out. */
  private static final int CHUNK = 1 << 16;

  private final TableOutputs outputs;
  private final String part;
  private final FileSystem fs;
  private final Csv[] csv;
  private final Parquet[] parquet;
  private final List<JobRecord> written = new ArrayList<>();

  /**
   * @param part the name of this task's parts, unique in the run
   */
  TableParts(TableOutputs outputs, String part) throws IOException {
    this.outputs = outputs;
    this.part = part;
    this.fs =
        RunOutput.withoutChecksums(
            new Path(outputs.outDir).getFileSystem(outputs.conf.value().get()));
    this.csv = new Csv[outputs.tables.size()];
    this.parquet = new Parquet[outputs.tables.size()];
  }

  /**
   * Writes one system's documents, in the order given (by name), to every table: a system with no
   * row in a table has no segment of it.
   */
  void system(int source, List<DocumentResult> documents) throws IOException {
    String system = outputs.sourceNames.get(source);
    for (int t = 0; t < outputs.tables.size(); t++) {
      write(t, source, system, outputs.tables.get(t), documents);
    }
  }

  private <P> void write(
      int t, int source, String system, DocumentTable<P> table, List<DocumentResult> documents)
      throws IOException {
    @SuppressWarnings("unchecked")
    ParquetCopy<P> copy = (ParquetCopy<P>) outputs.copies.get(t);
    for (DocumentResult d : documents) {
      P payload = table.payload(d, outputs.evaluation);
      if (payload == null) {
        continue;
      }
      if (csv[t] == null) {
        csv[t] = new Csv(table.file());
      }
      csv[t].row(source, table, system, d.name(), payload);
      if (copy != null) {
        if (parquet[t] == null) {
          parquet[t] = new Parquet(copy);
        }
        parquet[t].row(source, copy, system, d.name(), payload);
      }
    }
    if (csv[t] != null) {
      csv[t].endSystem(source);
    }
  }

  /** Closes the parts; where each system's rows are. */
  List<JobRecord> finish() throws IOException {
    for (Csv c : csv) {
      if (c != null) {
        c.close();
      }
    }
    for (Parquet p : parquet) {
      if (p != null) {
        p.close();
      }
    }
    return written;
  }

  /** One CSV table's part file: the bytes written so far, and where the current system began. */
  private final class Csv {
    private final String table;
    private final String path;
    private final OutputStream out;
    private final StringBuilder text = new StringBuilder(CHUNK + (CHUNK >> 2));
    private long flushed;
    private long systemStart;
    private int source = -1;

    Csv(String table) throws IOException {
      this.table = table;
      this.path = outputs.staging(table) + "/" + part;
      this.out = fs.create(new Path(path), true);
    }

    <P> void row(int source, DocumentTable<P> t, String system, String document, P payload)
        throws IOException {
      if (source != this.source) {
        flush(); // a system's segment starts at a written byte
        this.source = source;
        systemStart = flushed;
      }
      t.records(text, system, document, outputs.settingNames, payload);
      if (text.length() >= CHUNK) {
        flush();
      }
    }

    void endSystem(int source) throws IOException {
      if (source != this.source) {
        return; // no row of this system
      }
      flush();
      written.add(new Segment(table, source, path, systemStart, flushed - systemStart));
      this.source = -1;
    }

    private void flush() throws IOException {
      byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
      out.write(bytes);
      flushed += bytes.length;
      text.setLength(0);
    }

    void close() throws IOException {
      flush();
      out.close();
    }
  }

  /** One Parquet copy's file of this task, and the systems written to it. */
  private final class Parquet {
    private final String directory;
    private final String path;
    private final ParquetWriter<Object[]> writer;
    private final List<Integer> sources = new ArrayList<>();

    Parquet(ParquetCopy<?> copy) throws IOException {
      this.directory = copy.directory();
      this.path = outputs.staging(directory) + "/" + copy.parts().fileName(part);
      this.writer = copy.parts().open(new Path(path));
    }

    <P> void row(int source, ParquetCopy<P> copy, String system, String document, P payload)
        throws IOException {
      if (sources.isEmpty() || sources.get(sources.size() - 1) != source) {
        sources.add(source);
      }
      copy.rows(system, document, payload, writer);
    }

    void close() throws IOException {
      writer.close();
      written.add(
          new ParquetPart(directory, path, sources.stream().mapToInt(Integer::intValue).toArray()));
    }
  }
}
