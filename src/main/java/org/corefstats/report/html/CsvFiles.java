package org.corefstats.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** The CSV outputs as the report reads them: with their header, checked for the columns it uses. */
final class CsvFiles {
  private static final CSVFormat FORMAT =
      CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();

  private CsvFiles() {}

  /** Receives the records of a file one by one (large files are never held whole). */
  @FunctionalInterface
  interface RecordSink {
    void accept(CSVRecord record);
  }

  /**
   * Streams the records of {@code name} to {@code sink}; false when there is no such file.
   *
   * @throws IOException when the file lacks one of {@code columns}
   */
  static boolean read(OutputFiles files, String name, List<String> columns, RecordSink sink)
      throws IOException {
    Optional<InputStream> in = files.open(name);
    if (in.isEmpty()) {
      return false;
    }
    try (Reader reader = new InputStreamReader(in.get(), StandardCharsets.UTF_8);
        CSVParser parser = CSVParser.builder().setReader(reader).setFormat(FORMAT).get()) {
      List<String> header = parser.getHeaderNames();
      for (String c : columns) {
        if (!header.contains(c)) {
          throw new IOException(
              files.where() + "/" + name + " has no column " + c + " (columns: " + header + ")");
        }
      }
      for (CSVRecord r : parser) {
        sink.accept(r);
      }
    }
    return true;
  }

  /** A number of a record, NaN when empty. */
  static double number(CSVRecord r, String column) {
    String s = r.get(column);
    return s == null || s.isEmpty() ? Double.NaN : Double.parseDouble(s);
  }
}
