package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.report.CsvRecords;

/**
 * One CSV file written by the executors in parts, one per partition of a sorted RDD: each task
 * formats its partition into a part file (the first part begins with the header), and {@link #join}
 * puts the parts together in order, on the driver. With one partition its task writes the file
 * itself. A retried task rewrites its part.
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
  private final int parts;
  private final List<String> header;
  private final Records<T> records;

  CsvParts(
      Broadcast<HadoopConf> conf, String file, int parts, List<String> header, Records<T> records) {
    this.conf = conf;
    this.file = file;
    this.parts = parts;
    this.header = header;
    this.records = records;
  }

  @Override
  public void call(Iterator<T> items) throws IOException {
    int part = TaskContext.getPartitionId();
    Path path = parts == 1 ? new Path(file) : part(new Path(file), part);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf.value().get()));
    StringBuilder text = new StringBuilder(CHUNK + (CHUNK >> 2));
    try (OutputStream out = fs.create(path, true)) {
      if (part == 0) {
        CsvRecords.record(text, header);
      }
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

  /** Puts the parts of {@code file} written by {@code parts} tasks together, in order. */
  static void join(FileSystem fs, String file, int parts) throws IOException {
    Path target = new Path(file);
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < parts; i++) {
      files.add(part(target, i));
    }
    concatenate(fs, files, target);
    fs.delete(files.get(0).getParent(), true);
  }

  /** Part {@code i} of a file, in a hidden directory beside it. */
  static Path part(Path file, int i) {
    return new Path(
        new Path(file.getParent(), "." + file.getName() + ".parts"),
        String.format(Locale.ROOT, "part-%05d", i));
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
