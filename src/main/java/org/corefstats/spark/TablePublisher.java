package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.corefstats.report.CsvRecords;
import org.corefstats.report.DocumentTable;

/**
 * Publishes the per-document tables the tasks wrote in parts ({@link TableParts}), on the driver,
 * once the verdicts are known: each CSV table is its header and then, system by system in order,
 * the segment of each system kept (the bytes the task wrote, copied, nothing parsed or sorted);
 * each Parquet copy's files are moved into its directory and numbered in order, a file that holds a
 * system left out rewritten without it (rare: only a refused system's task). The parts' hidden
 * directory is removed.
 */
final class TablePublisher {
  private final TableOutputs outputs;
  private final FileSystem fs;

  TablePublisher(TableOutputs outputs) throws IOException {
    this.outputs = outputs;
    this.fs =
        RunOutput.withoutChecksums(
            new Path(outputs.outDir).getFileSystem(outputs.conf.value().get()));
  }

  /**
   * Writes every table from {@code parts} ({@link Segment}s and {@link ParquetPart}s, in the order
   * of the tasks that wrote them), with the rows of the systems in {@code kept} only.
   */
  void publish(List<JobRecord> parts, Set<Integer> kept) throws IOException {
    Map<String, List<Segment>> segments = new HashMap<>();
    Map<String, List<ParquetPart>> files = new HashMap<>();
    for (JobRecord r : parts) {
      if (r instanceof Segment s && kept.contains(s.source())) {
        segments.computeIfAbsent(s.table(), t -> new ArrayList<>()).add(s);
      } else if (r instanceof ParquetPart p) {
        files.computeIfAbsent(p.directory(), d -> new ArrayList<>()).add(p);
      }
    }
    for (int t = 0; t < outputs.tables.size(); t++) {
      DocumentTable<?> table = outputs.tables.get(t);
      csv(table, segments.getOrDefault(table.file(), List.of()));
      ParquetCopy<?> copy = outputs.copies.get(t);
      if (copy != null) {
        parquet(copy, files.getOrDefault(copy.directory(), List.of()), kept);
      }
    }
    discard();
  }

  /** Removes the parts (after publishing, or when the key was refused and nothing is). */
  void discard() throws IOException {
    fs.delete(new Path(outputs.outDir, TableOutputs.STAGING), true);
  }

  /**
   * The header, then each kept system's segment, in system order. When the segments are whole part
   * files one after the other (no system of a part left out), the parts are joined as they are,
   * after a part holding the header ({@link CsvParts#concatenate}: HDFS joins them in place);
   * otherwise the segments' bytes are copied.
   */
  private void csv(DocumentTable<?> table, List<Segment> segments) throws IOException {
    List<Segment> ordered = new ArrayList<>(segments);
    ordered.sort(Comparator.comparingInt(Segment::source));
    StringBuilder header = new StringBuilder();
    CsvRecords.record(header, table.header(outputs.settingNames));
    Path target = new Path(outputs.outDir, table.file());
    List<Path> parts = wholeParts(ordered);
    if (parts != null) {
      Path headerPart = new Path(outputs.staging(table.file()), "header");
      try (OutputStream out = fs.create(headerPart, true)) {
        out.write(header.toString().getBytes(StandardCharsets.UTF_8));
      }
      parts.add(0, headerPart);
      CsvParts.concatenate(fs, parts, target);
      return;
    }
    byte[] buffer = new byte[1 << 20];
    try (OutputStream out = fs.create(target, false)) {
      out.write(header.toString().getBytes(StandardCharsets.UTF_8));
      String open = null;
      FSDataInputStream in = null;
      try {
        for (Segment s : ordered) {
          if (!s.path().equals(open)) {
            if (in != null) {
              in.close();
            }
            in = fs.open(new Path(s.path()));
            open = s.path();
          }
          if (in.getPos() != s.offset()) {
            in.seek(s.offset());
          }
          copy(in, out, s.length(), buffer);
        }
      } finally {
        if (in != null) {
          in.close();
        }
      }
    }
  }

  /**
   * The part files, in order, when the segments (in system order) are each part whole, one part
   * after the other; else null.
   */
  private List<Path> wholeParts(List<Segment> ordered) throws IOException {
    List<Path> parts = new ArrayList<>();
    long next = 0;
    String current = null;
    for (Segment s : ordered) {
      if (!s.path().equals(current)) {
        if (current != null && next != fs.getFileStatus(new Path(current)).getLen()) {
          return null;
        }
        if (s.offset() != 0 || parts.contains(new Path(s.path()))) {
          return null;
        }
        current = s.path();
        parts.add(new Path(current));
        next = 0;
      }
      if (s.offset() != next) {
        return null;
      }
      next += s.length();
    }
    if (current != null && next != fs.getFileStatus(new Path(current)).getLen()) {
      return null;
    }
    return parts;
  }

  private static void copy(InputStream in, OutputStream out, long length, byte[] buffer)
      throws IOException {
    for (long left = length; left > 0; ) {
      int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
      if (n < 0) {
        throw new IOException("a table's part ended " + left + " bytes early");
      }
      out.write(buffer, 0, n);
      left -= n;
    }
  }

  /**
   * The files of a Parquet copy moved into its directory as {@code part-00000...}, in the order of
   * the tasks; a file with a system left out is rewritten without it; an empty table gets one file
   * with its schema.
   */
  private void parquet(ParquetCopy<?> copy, List<ParquetPart> parts, Set<Integer> kept)
      throws IOException {
    Path dir = new Path(outputs.outDir, copy.directory());
    fs.mkdirs(dir);
    int n = 0;
    for (ParquetPart p : parts) {
      boolean whole = true;
      boolean any = false;
      for (int source : p.sources()) {
        whole &= kept.contains(source);
        any |= kept.contains(source);
      }
      if (!any) {
        continue;
      }
      Path target =
          new Path(dir, copy.parts().fileName(String.format(Locale.ROOT, "part-%05d", n++)));
      if (whole) {
        if (!fs.rename(new Path(p.path()), target)) {
          throw new IOException("cannot move " + p.path() + " to " + target);
        }
      } else {
        rewrite(copy.parts(), new Path(p.path()), target, kept);
      }
    }
    if (n == 0) { // the schema, for an empty table
      copy.parts().open(new Path(dir, copy.parts().fileName("part-00000"))).close();
    }
    fs.create(new Path(dir, "_SUCCESS"), true).close();
  }

  /** A Parquet file's rows of the kept systems (its first column names the system). */
  private void rewrite(ParquetParts parts, Path from, Path to, Set<Integer> kept)
      throws IOException {
    Set<String> keptNames = new HashSet<>();
    for (int source : kept) {
      keptNames.add(outputs.sourceNames.get(source));
    }
    MessageType schema = parts.schema();
    try (ParquetReader<Group> reader =
            ParquetReader.builder(new GroupReadSupport(), from)
                .withConf(outputs.conf.value().get())
                .build();
        ParquetWriter<Object[]> writer = parts.open(to)) {
      for (Group g = reader.read(); g != null; g = reader.read()) {
        if (keptNames.contains(g.getString(0, 0))) {
          writer.write(values(g, schema));
        }
      }
    }
  }

  private static Object[] values(Group g, MessageType schema) {
    Object[] values = new Object[schema.getFieldCount()];
    for (int i = 0; i < values.length; i++) {
      if (g.getFieldRepetitionCount(i) == 0) {
        continue;
      }
      PrimitiveType type = schema.getType(i).asPrimitiveType();
      values[i] =
          switch (type.getPrimitiveTypeName()) {
            case BINARY -> g.getString(i, 0);
            case INT64 -> g.getLong(i, 0);
            case DOUBLE -> g.getDouble(i, 0);
            default -> throw new IllegalStateException("unexpected column type " + type);
          };
    }
    return values;
  }
}
