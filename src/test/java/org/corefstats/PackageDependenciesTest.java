package org.corefstats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which package may use what (docs/architecture.md). The metric core is pure Java: executors run it
 * and readers check a metric against its paper alone. Everything but the Spark job and the command
 * line stays free of Spark, Hadoop and picocli, so that it is tested, benchmarked and read without
 * a cluster; only {@code spark} moves data, only {@code cli} parses arguments.
 */
class PackageDependenciesTest {
  private static final Path MAIN = Path.of("src/main/java/org/corefstats");
  private static final List<String> FRAMEWORKS =
      List.of(
          "org.apache.spark",
          "scala.",
          "org.apache.hadoop",
          "picocli",
          "org.corefstats.spark",
          "org.corefstats.cli");

  /** What each Spark-free package may not use, beyond the frameworks. */
  private static final Map<String, List<String>> ALSO_FORBIDDEN =
      Map.of(
          "core",
          List.of(
              "org.corefstats.report",
              "org.corefstats.significance",
              "org.corefstats.stats",
              "org.corefstats.study",
              "org.corefstats.synth",
              "org.apache.commons",
              "com.fasterxml",
              "org.jfree"),
          "report",
          List.of(),
          "significance",
          List.of(),
          "stats",
          List.of(),
          "study",
          List.of(),
          "synth",
          List.of());

  @ParameterizedTest
  @ValueSource(strings = {"core", "report", "significance", "stats", "study", "synth"})
  void sparkFreePackagesUseNoFrameworkOfTheJobOrTheCommandLine(String pkg) {
    List<String> forbidden = new ArrayList<>(FRAMEWORKS);
    forbidden.addAll(ALSO_FORBIDDEN.get(pkg));
    assertEquals(
        List.of(),
        uses(MAIN.resolve(pkg), forbidden).stream()
            .filter(use -> !STREAMING_JSON.matcher(use).matches())
            .toList());
  }

  /**
   * The one exception: the jsonlines reader ({@code core/jsonl}) parses with Jackson's streaming
   * parser (jackson-core only: no data binding, no tree).
   */
  private static final Pattern STREAMING_JSON =
      Pattern.compile(
          ".*[/\\\\]core[/\\\\]jsonl[/\\\\]\\w+\\.java: import com\\.fasterxml\\.jackson\\.core\\.[\\w.]+;");

  @Test
  void everyPackageIsCovered() throws IOException {
    try (Stream<Path> dirs = Files.list(MAIN)) {
      List<String> unknown =
          dirs.filter(Files::isDirectory)
              .map(d -> d.getFileName().toString())
              .filter(p -> !ALSO_FORBIDDEN.containsKey(p) && !p.equals("spark") && !p.equals("cli"))
              .toList();
      assertTrue(
          unknown.isEmpty(),
          "a new package needs its rule here and in docs/architecture.md: " + unknown);
    }
  }

  /** Lines of the package's sources that import, or name inline, one of {@code forbidden}. */
  private static List<String> uses(Path dir, List<String> forbidden) {
    List<Pattern> patterns =
        forbidden.stream()
            .map(f -> Pattern.compile("(^import (static )?|[^\\w.])" + Pattern.quote(f)))
            .toList();
    try (Stream<Path> files = Files.walk(dir)) {
      return files
          .filter(f -> f.toString().endsWith(".java"))
          .flatMap(
              f ->
                  lines(f).stream()
                      .filter(line -> !line.trim().startsWith("*") && !line.trim().startsWith("//"))
                      .filter(line -> patterns.stream().anyMatch(p -> p.matcher(line).find()))
                      .map(line -> f + ": " + line.trim()))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> lines(Path f) {
    try {
      return Files.readAllLines(f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
