package org.corefstats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
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

  /**
   * The packages of the core depend on each other without a cycle, so each can be read, tested and
   * moved with only what is below it: the format packages below the list of formats, the document
   * model below them.
   */
  @Test
  void corePackagesDependOnEachOtherWithoutACycle() {
    Map<String, Set<String>> graph = importGraph(MAIN.resolve("core"), "org.corefstats.core");
    assertTrue(graph.getOrDefault("corpus", Set.of()).contains("document"), graph.toString());
    assertTrue(graph.getOrDefault("text", Set.of()).contains("conll"), graph.toString());
    List<String> cycle = cycle(graph);
    assertTrue(
        cycle.isEmpty(),
        () ->
            "a cycle between the packages of core: "
                + String.join(" -> ", cycle)
                + "\nuses: "
                + graph);
  }

  @Test
  void theCycleCheckFindsACycle() {
    Map<String, Set<String>> graph = new TreeMap<>();
    graph.put("a", Set.of("b"));
    graph.put("b", Set.of("c", "d"));
    graph.put("c", Set.of("a"));
    assertEquals(List.of("a", "b", "c", "a"), cycle(graph));
    graph.put("c", Set.of("d"));
    assertEquals(List.of(), cycle(graph));
  }

  /**
   * Which package of {@code root} uses which other (subpackages by their dotted path below it), by
   * imports and names written out in full outside comments.
   */
  private static Map<String, Set<String>> importGraph(Path root, String rootPackage) {
    Pattern use =
        Pattern.compile(Pattern.quote(rootPackage + ".") + "((?:[a-z]\\w*\\.)*[a-z]\\w*)\\.[A-Z]");
    Map<String, Set<String>> graph = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        String from =
            root.relativize(f.getParent())
                .toString()
                .replace(f.getFileSystem().getSeparator(), ".");
        Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
        for (String line : lines(f)) {
          String trimmed = line.trim();
          if (trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("//")) {
            continue;
          }
          Matcher m = use.matcher(line);
          while (m.find()) {
            if (!m.group(1).equals(from)) {
              to.add(m.group(1));
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return graph;
  }

  /** A cycle of {@code graph} as its packages, the first repeated at the end, or empty if none. */
  private static List<String> cycle(Map<String, Set<String>> graph) {
    Map<String, Integer> state = new HashMap<>(); // absent: unseen, 1: on the path, 2: done
    for (String start : graph.keySet()) {
      List<String> found = cycleFrom(start, graph, state, new ArrayList<>());
      if (!found.isEmpty()) {
        return found;
      }
    }
    return List.of();
  }

  private static List<String> cycleFrom(
      String node, Map<String, Set<String>> graph, Map<String, Integer> state, List<String> path) {
    Integer seen = state.get(node);
    if (seen != null && seen == 2) {
      return List.of();
    }
    if (seen != null) {
      List<String> cycle = new ArrayList<>(path.subList(path.indexOf(node), path.size()));
      cycle.add(node);
      return cycle;
    }
    state.put(node, 1);
    path.add(node);
    for (String next : new TreeSet<>(graph.getOrDefault(node, Set.of()))) {
      List<String> found = cycleFrom(next, graph, state, path);
      if (!found.isEmpty()) {
        return found;
      }
    }
    path.remove(path.size() - 1);
    state.put(node, 2);
    return List.of();
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
