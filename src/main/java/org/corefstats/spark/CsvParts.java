package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.report.CsvRecords;

/**
 * One small CSV file written by the one task of a sorted RDD's single partition (problems.csv,
 * document_groups.csv): its header, then its items' records. A retried task rewrites it. {@link
 * #concatenate} joins files in order, as the per-document tables' parts are joined ({@link
 * TablePublisher}).
 */
final class CsvParts<T> implements VoidFunction<Iterator<T>> {
  private static final long serialVersionUID = 1L;

  /** Characters formatted before they are written out. */
  private static final int CHUNK = 1 << 16;

  /** Appends the CSV records of one item. */
  interface Records<T> extends Serializable {
    void append(T item, StringBuilder out);
  }

  private final Broadcast<HadoopConf> conf;
  private final String file;
  private final List<String> header;
  private final Records<T> records;

  CsvParts(Broadcast<HadoopConf> conf, String file, List<String> header, Records<T> records) {
    this.conf = conf;
    this.file = file;
    this.header = header;
    this.records = records;
  }

  @Override
  public void call(Iterator<T> items) throws IOException {
    Path path = new Path(file);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf.value().get()));
    StringBuilder text = new StringBuilder(CHUNK + (CHUNK >> 2));
    try (OutputStream out = fs.create(path, true)) {
      CsvRecords.record(text, header);
      while (items.hasNext()) {
        records.append(items.next(), text);
        if (text.length() >= CHUNK) {
          write(text, out);
        }
      }
      write(text, out);
    }
  }

  private static void write(StringBuilder text, OutputStream out) throws IOException {
    out.write(text.toString().getBytes(StandardCharsets.UTF_8));
    text.setLength(0);
  }

  /**
   * Joins files, in order, into {@code target}, which must not exist. HDFS joins them in place
   * ({@link FileSystem#concat}: the parts' blocks are moved, no byte is copied); other file systems
   * have their bytes copied, which on a local disk is a fast copy. (The local file system's concat
   * replaces its target with the parts instead of appending them to it: not used.) The parts are
   * left where they are, or gone when joined in place.
   */
  static void concatenate(FileSystem fs, List<Path> parts, Path target) throws IOException {
    if ("hdfs".equals(fs.getUri().getScheme()) && concatenateInPlace(fs, parts, target)) {
      return;
    }
    byte[] buffer = new byte[1 << 20];
    try (OutputStream out = fs.create(target, false)) {
      for (Path part : parts) {
        try (InputStream in = fs.open(part)) {
          for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            out.write(buffer, 0, n);
          }
        }
      }
    }
  }

  /**
   * HDFS appends the sources to the first part (all in one directory; none may be empty), then the
   * first part is renamed. False when HDFS refuses (older versions want full blocks), which then
   * changes nothing.
   */
  private static boolean concatenateInPlace(FileSystem fs, List<Path> parts, Path target)
      throws IOException {
    List<Path> sources = new ArrayList<>();
    for (Path part : parts.subList(1, parts.size())) {
      if (fs.getFileStatus(part).getLen() > 0) {
        sources.add(part);
      }
    }
    try {
      if (!sources.isEmpty()) {
        fs.concat(parts.get(0), sources.toArray(new Path[0]));
      }
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return false;
    }
    if (!fs.rename(parts.get(0), target)) {
      throw new IOException("cannot rename " + parts.get(0) + " to " + target);
    }
    return true;
  }
}
