package org.corefstats.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The metric core is pure Java: it imports neither Spark nor the command line nor the report
 * layer, so executors can run it and readers can check a metric against its paper alone.
 */
class CoreIsolationTest {
  private static final List<String> FORBIDDEN = List.of("import org.apache.spark", "import scala.", "import picocli",
      "import org.corefstats.cli", "import org.corefstats.report", "import org.corefstats.spark",
      "import org.apache.commons");

  @Test
  void coreImportsOnlyTheJdkAndItself() throws IOException {
    Path core = Path.of("src/main/java/org/corefstats/core");
    List<String> violations;
    try (Stream<Path> files = Files.walk(core)) {
      violations = files.filter(f -> f.toString().endsWith(".java")).flatMap(f -> {
        try {
          return Files.readAllLines(f).stream().filter(line -> FORBIDDEN.stream().anyMatch(line::startsWith))
              .map(line -> f + ": " + line);
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).toList();
    }
    assertEquals(List.of(), violations);
  }
}
