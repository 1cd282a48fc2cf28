package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Joining the parts of a CSV file: copied in order on the local file system; on HDFS appended in
 * place, or copied when HDFS refuses.
 */
class CsvPartsTest {
  private static final List<String> TEXTS = List.of("header\na\n", "", "b\nc\n", "d\n");

  @TempDir File tmp;

  @Test
  void theLocalFileSystemCopiesThePartsInOrder() throws IOException {
    FileSystem fs = new RawLocalFileSystem();
    fs.initialize(URI.create("file:///"), new Configuration());
    Path target = new Path(new File(tmp, "documents.csv").toString());
    List<Path> parts = parts(fs, target);
    CsvParts.concatenate(fs, parts, target);
    assertEquals(String.join("", TEXTS), Files.readString(new File(tmp, "documents.csv").toPath()));
  }

  @Test
  void hdfsAppendsTheNonEmptyPartsToTheFirstInPlace() throws IOException {
    Hdfs fs = new Hdfs(false);
    Path target = new Path(new File(tmp, "documents.csv").toString());
    List<Path> parts = parts(fs, target);
    CsvParts.concatenate(fs, parts, target);
    assertEquals(String.join("", TEXTS), Files.readString(new File(tmp, "documents.csv").toPath()));
    assertEquals(List.of(parts.get(2), parts.get(3)), fs.concatenated, "empty parts are not sent");
    assertFalse(fs.exists(parts.get(0)), "the first part became the file");
  }

  @Test
  void whenHdfsRefusesThePartsAreCopied() throws IOException {
    Hdfs fs = new Hdfs(true);
    Path target = new Path(new File(tmp, "documents.csv").toString());
    List<Path> parts = parts(fs, target);
    CsvParts.concatenate(fs, parts, target);
    assertEquals(String.join("", TEXTS), Files.readString(new File(tmp, "documents.csv").toPath()));
    assertTrue(fs.exists(parts.get(0)));
  }

  private static List<Path> parts(FileSystem fs, Path target) throws IOException {
    List<Path> parts = new ArrayList<>();
    for (int i = 0; i < TEXTS.size(); i++) {
      Path part = new Path(target.getParent(), "part-" + i);
      try (OutputStream out = fs.create(part, false)) {
        out.write(TEXTS.get(i).getBytes(StandardCharsets.UTF_8));
      }
      parts.add(part);
    }
    return parts;
  }

  /** A local file system that says it is HDFS and concatenates as HDFS does, or refuses. */
  private static final class Hdfs extends RawLocalFileSystem {
    private final boolean refuses;
    final List<Path> concatenated = new ArrayList<>();

    Hdfs(boolean refuses) throws IOException {
      this.refuses = refuses;
      initialize(URI.create("file:///"), new Configuration());
    }

    @Override
    public URI getUri() {
      return URI.create("hdfs://namenode/");
    }

    @Override
    public void concat(Path target, Path[] sources) throws IOException {
      if (refuses) {
        throw new IOException("the last block of " + target + " is not full");
      }
      for (Path source : sources) {
        assertTrue(getFileStatus(source).getLen() > 0, "HDFS refuses empty sources");
        assertEquals(target.getParent(), source.getParent(), "HDFS wants one directory");
        try (OutputStream out = append(target)) {
          out.write(Files.readAllBytes(pathToFile(source).toPath()));
        }
        delete(source, false);
        concatenated.add(source);
      }
    }
  }
}
