package org.corefstats.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;

/**
 * The rows of a Parquet directory as one line for {@code scripts/bench.sh} to compare two runs'
 * tables by: {@code ROWS SHA-256}, the hash of every row's text (schema names and typed values)
 * sorted, so that two directories holding the same rows in other files or another order print the
 * same line. Not a test: {@code java -cp TEST_CLASSPATH org.corefstats.bench.ParquetRows DIR...}.
 */
public final class ParquetRows {
  private ParquetRows() {}

  public static void main(String[] args) throws IOException, NoSuchAlgorithmException {
    for (String dir : args) {
      List<String> rows = rows(Path.of(dir));
      rows.sort(null);
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (String row : rows) {
        sha.update(row.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
      }
      System.out.println(rows.size() + " " + HexFormat.of().formatHex(sha.digest()));
    }
  }

  static List<String> rows(Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
    }
    List<String> rows = new ArrayList<>();
    for (Path f : files) {
      try (ParquetReader<Group> reader =
          ParquetReader.builder(
                  new GroupReadSupport(), new org.apache.hadoop.fs.Path(f.toUri().toString()))
              .withConf(new Configuration())
              .build()) {
        for (Group g; (g = reader.read()) != null; ) {
          rows.add(g.toString().replace('\n', '\t'));
        }
      }
    }
    return rows;
  }
}
