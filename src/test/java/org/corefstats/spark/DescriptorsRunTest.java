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
   * Statistics options of the group rows: no {@code --per-doc} (a group's report is one), with
   * {@code --words-per-doc}, whose columns depend on how documents are cut.
   */
  private static final List<String> GROUP_STATISTICS =
      List.of(
          "--basics",
          "--words-per-doc",
          "--entity-range",
          "--upos",
          "PRON NOUN",
          "--mention-length-max",
          "3");

  /**
   * The last letter of a document's id, n or r: alpha_garden and beta_train (n), alpha_baker and
   * beta_teacher (r) make groups across files, not led by a file's first document, and the other
   * documents are in no group.
   */
  private static final String GROUP_PATTERN = "([nr])$";

  /**
   * With {@code --group-by regex:...}, descriptors_groups.csv's rows of each source and group are
   * {@code describe --split-docs --csv}'s on a file of that group's documents cut out of the
   * source's files; with the run's statistics read whole-file or split, the same rows.
   */
  @ParameterizedTest
  @ValueSource(strings = {"whole", "--split-docs"})
  void eachGroupsRowsAreDescribeOnItsDocumentsCutOut(String reading) throws IOException {
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
                "--descriptors",
                "--group-by",
                "regex:" + GROUP_PATTERN));
    args.addAll(GROUP_STATISTICS);
    if (!reading.equals("whole")) {
      args.add(reading);
    }
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    assertTrue(this.out.contains("descriptors_groups.csv"), this.out); // the "Outputs in" line
    Map<String, List<List<String>>> expected = new LinkedHashMap<>();
    expected.put("(key)", describeGroups(files(SAMPLE.resolve("key"))));
    for (String system : List.of("good", "greedy", "lazy")) {
      expected.put(system, describeGroups(files(SAMPLE.resolve("systems").resolve(system))));
    }
    Map<String, List<List<String>>> actual = bySource(out.resolve("descriptors_groups.csv"));
    assertEquals(expected, actual);
    assertGroupsAndRows(actual, 4);
  }

  @Test
  void scoreOutWritesTheSameGroupRows() throws IOException {
    Path out = tmp.resolve("out");
    Path key = SAMPLE.resolve("key");
    Path good = SAMPLE.resolve("systems/good");
    List<String> args =
        new ArrayList<>(
            List.of(
                "score",
                key.toString(),
                good.toString(),
                "--out",
                out.toString(),
                "--descriptors",
                "--group-by",
                "regex:" + GROUP_PATTERN));
    args.addAll(GROUP_STATISTICS);
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    Map<String, List<List<String>>> expected = new LinkedHashMap<>();
    expected.put("(key)", describeGroups(files(key)));
    expected.put("good", describeGroups(files(good)));
    Map<String, List<List<String>>> actual = bySource(out.resolve("descriptors_groups.csv"));
    assertEquals(expected, actual);
    assertGroupsAndRows(actual, 2);
  }

  /**
   * Every source has both groups, each of two documents (of two files) and 30 statistics: 6 basics,
   * 10 of entities, 8 of mentions, 6 details.
   */
  private static void assertGroupsAndRows(Map<String, List<List<String>>> rows, int sources) {
    assertEquals(sources, rows.size(), rows.keySet().toString());
    rows.forEach(
        (source, r) -> {
          assertEquals(
              List.of("n", "r"), r.stream().map(c -> c.get(0)).distinct().toList(), source);
          assertEquals(60, r.size(), source);
          assertEquals(
              List.of("2", "2"),
              r.stream().filter(c -> c.get(1).equals("docs")).map(c -> c.get(2)).toList(),
              source);
        });
  }

  /**
   * describe --split-docs --csv's rows, as (group, statistic, value), on one file per group of the
   * documents of {@code files} (in file order, then document order) whose id {@link #GROUP_PATTERN}
   * finds a group in, their lines verbatim; a document without its own {@code # global.Entity} line
   * gets its file's last one before it after its {@code # newdoc} line, the header udapi's reader
   * carries to it in its file.
   */
  private List<List<String>> describeGroups(List<Path> files) throws IOException {
    java.util.regex.Pattern pattern = java.util.regex.Pattern.compile(GROUP_PATTERN);
    Map<String, StringBuilder> groups = new java.util.TreeMap<>();
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file);
      String header = null;
      int start = -1;
      for (int i = 0; i <= lines.size(); i++) {
        if (i < lines.size() && !lines.get(i).startsWith("# newdoc")) {
          continue;
        }
        if (start >= 0) {
          List<String> document = new ArrayList<>(lines.subList(start, i));
          String id = document.get(0).replaceFirst("^# newdoc id = ", "").strip();
          String own =
              document.stream()
                  .filter(l -> l.startsWith("# global.Entity"))
                  .findFirst()
                  .orElse(null);
          if (own == null) {
            document.add(1, header);
          } else {
            header = own;
          }
          java.util.regex.Matcher m = pattern.matcher(id);
          if (m.find()) {
            StringBuilder b = groups.computeIfAbsent(m.group(1), g -> new StringBuilder());
            document.forEach(l -> b.append(l).append('\n'));
          }
        }
        start = i;
      }
    }
    List<List<String>> rows = new ArrayList<>();
    for (Map.Entry<String, StringBuilder> g : groups.entrySet()) {
      Path file = tmp.resolve("group-" + System.nanoTime() + ".conllu");
      Files.writeString(file, g.getValue());
      Path csv = tmp.resolve("describe-" + System.nanoTime() + ".csv");
      List<String> args =
          new ArrayList<>(List.of("describe", "--csv", csv.toString(), "--split-docs"));
      args.addAll(GROUP_STATISTICS);
      args.add(file.toString());
      assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
      for (CSVRecord r : Csv.read(csv)) {
        rows.add(List.of(g.getKey(), r.get("statistic"), r.get("value")));
      }
    }
    return rows;
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
