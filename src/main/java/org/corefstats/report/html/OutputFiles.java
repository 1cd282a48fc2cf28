package org.corefstats.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The files of one output directory, as the report reads them: relative names with '/', opened when
 * present. The report is made from these files and nothing else, so that its numbers are the
 * outputs' numbers; a run reads its own work directory through Hadoop's file system, {@code
 * corefstats report} a local directory through {@link #local}.
 */
public interface OutputFiles {
  /** Every file under the directory, by relative name ('/'-separated), sorted. */
  List<String> list() throws IOException;

  /** The file of this relative name, or empty when there is none. */
  Optional<InputStream> open(String name) throws IOException;

  /** A one-line description of where the files are, for messages. */
  String where();

  /** A local directory. */
  static OutputFiles local(Path dir) {
    return new OutputFiles() {
      @Override
      public List<String> list() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
          return files
              .filter(Files::isRegularFile)
              .map(f -> dir.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/"))
              .sorted()
              .toList();
        } catch (UncheckedIOException e) {
          throw e.getCause();
        }
      }

      @Override
      public Optional<InputStream> open(String name) throws IOException {
        try {
          return Optional.of(Files.newInputStream(dir.resolve(name)));
        } catch (NoSuchFileException e) {
          return Optional.empty();
        }
      }

      @Override
      public String where() {
        return dir.toString();
      }
    };
  }
}
