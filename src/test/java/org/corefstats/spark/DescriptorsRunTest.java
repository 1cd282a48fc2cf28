package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code run --descriptors} and {@code score --out DIR --descriptors}: descriptors.csv holds, for
 * the key and for each system, exactly the rows {@code describe --csv} writes for the same files
 * with the same statistics options, on the CRAC sample.
 */
class DescriptorsRunTest extends CliTest {
  @TempDir Path tmp;

  private static final Path SAMPLE = Path.of("samples/crac").toAbsolutePath();

  /** Statistics options other than the defaults, the same for describe and for the run. */
  private static final List<String> STATISTICS =
      List.of(
          "--basics",
          "--entity-range",
          "--per-doc",
          "--upos",
          "PRON NOUN",
          "--mention-length-max",
          "3");

  @BeforeAll
  static void startSpark() {
    SharedSpark.get();
  }

  /** Whichever way the run reads its files: whole, or in pieces (described whole all the same). */
  @ParameterizedTest
  @ValueSource(strings = {"default", "--split-size=2k"})
  void eachSourcesRowsAreDescribesRowsOnItsFiles(String route) throws IOException {
    Path out = tmp.resolve("out");
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                SAMPLE.resolve("key").toString(),
                "--systems",
                SAMPLE.resolve("systems").toString(),
                "--out",
                out.toString(),
                "--descriptors"));
    args.addAll(STATISTICS);
    if (!route.equals("default")) {
      args.add(route);
    }
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    Map<String, List<List<String>>> expected = new LinkedHashMap<>();
    expected.put("(key)", describe(files(SAMPLE.resolve("key"))));
    for (String system : List.of("good", "greedy", "lazy")) {
      expected.put(system, describe(files(SAMPLE.resolve("systems").resolve(system))));
    }
    assertEquals(expected, bySource(out.resolve("descriptors.csv")));
    assertRecordsTheStatistics(out);
  }

  @Test
  void scoreOutWritesTheKeysAndTheResponsesRows() throws IOException {
    Path out = tmp.resolve("out");
    Path key = Path.of("samples/crac/key");
    Path good = Path.of("samples/crac/systems/good");
    List<String> args =
        new ArrayList<>(List.of("score", key.toString(), good.toString(), "--out", out.toString()));
    args.add("--descriptors");
    args.addAll(STATISTICS);
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    Map<String, List<List<String>>> expected = new LinkedHashMap<>();
    expected.put("(key)", describe(files(key)));
    expected.put("good", describe(files(good)));
    assertEquals(expected, bySource(out.resolve("descriptors.csv")));
    assertRecordsTheStatistics(out);
  }

  /**
   * run.json says which statistics were asked, named as udapi's parameters; the summary lists the
   * file.
   */
  private static void assertRecordsTheStatistics(Path out) throws IOException {
    JsonNode asked =
        new ObjectMapper().readTree(out.resolve("run.json").toFile()).at("/context/descriptors");
    assertTrue(asked.at("/report_basics").asBoolean(), asked.toString());
    assertTrue(asked.at("/report_entity_range").asBoolean(), asked.toString());
    assertTrue(asked.at("/per_doc").asBoolean(), asked.toString());
    assertEquals(false, asked.at("/split_docs").asBoolean(true), asked.toString());
    assertEquals(3, asked.at("/m_len_max").asInt(), asked.toString());
    assertEquals(5, asked.at("/e_len_max").asInt(), asked.toString());
    assertEquals("PRON NOUN", asked.at("/selected_upos").asText(), asked.toString());
  }

  @Test
  void aKeyThatIsNotConlluIsRefused() {
    assertEquals(
        Main.USAGE,
        run(
            "score",
            "samples/key",
            "samples/systems/" + firstSystem(),
            "--out",
            tmp.resolve("out").toString(),
            "--descriptors"));
    assertTrue(err.contains("--descriptors describes CoNLL-U files"), err);
  }

  @Test
  void statisticsOptionsWithoutDescriptorsAreRefused() {
    assertEquals(
        Main.USAGE,
        run(
            "score",
            "samples/crac/key",
            "samples/crac/systems/good",
            "--out",
            tmp.resolve("out").toString(),
            "--entity-range"));
    assertTrue(err.contains("need --descriptors"), err);
  }

  @Test
  void scoreWithoutOutRefusesDescriptors() {
    assertEquals(
        Main.USAGE, run("score", "samples/crac/key", "samples/crac/systems/good", "--descriptors"));
    assertTrue(err.contains("--descriptors writes descriptors.csv into --out DIR"), err);
  }

  /** describe --csv's rows on {@code files} with {@link #STATISTICS}, header left out. */
  private List<List<String>> describe(List<Path> files) throws IOException {
    Path csv = tmp.resolve("describe-" + System.nanoTime() + ".csv");
    List<String> args = new ArrayList<>(List.of("describe", "--csv", csv.toString()));
    args.addAll(STATISTICS);
    files.forEach(f -> args.add(f.toString()));
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    return Csv.read(csv).stream().map(DescriptorsRunTest::cells).toList();
  }

  /** descriptors.csv's rows by source, the source left out. */
  private static Map<String, List<List<String>>> bySource(Path csv) throws IOException {
    Map<String, List<List<String>>> rows = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(csv)) {
      List<String> cells = cells(r);
      rows.computeIfAbsent(cells.get(0), s -> new ArrayList<>())
          .add(cells.subList(1, cells.size()));
    }
    return rows;
  }

  private static List<String> cells(CSVRecord r) {
    return List.of(r.values());
  }

  private static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    }
  }

  private static String firstSystem() {
    try (Stream<Path> s = Files.list(Path.of("samples/systems"))) {
      return s.map(p -> p.getFileName().toString()).sorted().findFirst().orElseThrow();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
