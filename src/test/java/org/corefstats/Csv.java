package org.corefstats;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** Reads a CSV file with a header row, for assertions. */
public final class Csv {
  private Csv() {}

  public static List<CSVRecord> read(Path csv) throws IOException {
    try (Reader reader = Files.newBufferedReader(csv)) {
      return CSVFormat.DEFAULT
          .builder()
          .setHeader()
          .setSkipHeaderRecord(true)
          .get()
          .parse(reader)
          .getRecords();
    }
  }
}
