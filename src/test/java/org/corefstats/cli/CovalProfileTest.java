package org.corefstats.cli;

import static org.corefstats.Csv.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score --profile coval} gives coval 87071a6's counts (docs/explanation/corefud-and-coval.md
 * 10): every count of {@code conformance/coval-reading/expected.csv} in both singleton modes, and
 * of {@code testsuite_coval.csv} (coval on the reference suite's 36 cases, TC-A-7 to 9 included,
 * where its cell grammar differs from v8.01's); and each of coval's quirks becomes a located
 * problem.
 */
class CovalProfileTest extends CliTest {
  private static final double TOLERANCE = 1e-12;
  private static final List<String> COUNTS =
      List.of("recall_num", "recall_den", "precision_num", "precision_den");

  @TempDir Path tmp;

  private static Path reading() {
    return SharedData.conformance().resolve("coval-reading");
  }

  @TestFactory
  @NeedsSharedData
  Stream<DynamicTest> everyCountOfTheCovalReadingExamples() throws IOException {
    Map<String, List<CSVRecord>> byPair = new LinkedHashMap<>();
    for (CSVRecord row : read(reading().resolve("expected.csv"))) {
      byPair
          .computeIfAbsent(
              row.get("key") + " " + row.get("response") + " " + row.get("singletons"),
              k -> new ArrayList<>())
          .add(row);
    }
    assertEquals(12, byPair.size(), "six responses, two singleton modes");
    return byPair.entrySet().stream()
        .map(
            e ->
                DynamicTest.dynamicTest(
                    e.getKey(),
                    () -> {
                      String[] p = e.getKey().split(" ");
                      Map<String, CSVRecord> actual =
                          score(
                              reading().resolve(p[0]),
                              reading().resolve(p[1]),
                              "--singletons",
                              p[2]);
                      assertCounts(e.getValue(), actual, e.getKey());
                    }));
  }

  @TestFactory
  @NeedsSharedData
  Stream<DynamicTest> everyCountOfCovalOnTheReferenceSuite() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    Map<String, List<CSVRecord>> expected = new LinkedHashMap<>();
    for (CSVRecord row : read(SharedData.conformance().resolve("testsuite_coval.csv"))) {
      expected.computeIfAbsent(row.get("case"), c -> new ArrayList<>()).add(row);
    }
    List<CSVRecord> cases = read(suite.resolve("cases.csv"));
    assertEquals(36, cases.size());
    assertEquals(36, expected.size(), "coval's values for every case, TC-A-7 to 9 included");
    return cases.stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.get("case"),
                    () ->
                        assertCounts(
                            expected.get(c.get("case")),
                            score(
                                suite.resolve(c.get("key_file")),
                                suite.resolve(c.get("response_file"))),
                            c.get("case"))));
  }

  /**
   * The quirks of coval-reading's responses, written here: the key's two sentences, "Anna met her
   * brother ." (lines 2-6) and "He smiled at Anna ." (lines 8-12).
   */
  @Test
  void eachQuirkOfTheExamplesIsALocatedProblem() throws IOException {
    Path key =
        write("key.conll", doc("(1)", "-", "(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    // a span repeated in one entity: her (line 4)
    Path r1 =
        write(
            "r1.conll", doc("(1)", "-", "(1)|(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    // one span in two entities: her (line 4)
    Path r2 =
        write(
            "r2.conll", doc("(1)", "-", "(1)|(2)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    // two starts without a separator on Anna (line 2): coval keeps only the last, so the end on
    // her (line 4) has no start; the key has the mention Anna met her
    Path keyc3 =
        write("keyc3.conll", doc("(1", "-", "1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    Path r3 =
        write("r3.conll", doc("(1(3", "-", "1)", "(2)", "3)", null, "(2)", "-", "-", "(1)", "-"));
    // a mention from brother (line 5) to He (line 8), across the sentence boundary
    Path r5 =
        write("r5.conll", doc("(1)", "-", "(1)", "(2", "-", null, "2)", "-", "-", "(1)", "-"));
    // a one-mention entity listed twice: brother (line 5)
    Path r6 =
        write("r6.conll", doc("(1)", "-", "(1)", "(5)|(5)", "-", null, "-", "-", "-", "(1)", "-"));
    assertProblem(key, r1, "coval_repeated_mention", 4);
    assertProblem(key, r2, "coval_mention_in_two_entities", 4);
    assertProblem(keyc3, r3, "coval_lost_start", 2);
    assertProblem(keyc3, r3, "coval_end_without_start", 4);
    assertProblem(key, r5, "coval_cross_sentence", 8);
    assertProblem(key, r6, "coval_repeated_mention", 5);
  }

  @Test
  void theRestOfCovalsReadingIsReportedAndCountedAsCovalCountsIt() throws IOException {
    // s0: Anna met her brother .   s1: He smiled at Anna .
    String key = doc("(1)", "-", "(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-");
    // 'bro' ends entity 7 without a start: an empty entity (one more for CEAF-e, -1 for MUC);
    // '(5' is never ended; '(|' stops coval, the cell is otherwise read
    String response = doc("(1)", "(5", "(1)", "(2)|7)", "(|", null, "(2)", "-", "-", "(1)", "-");
    Map<String, CSVRecord> counts = score(write("key.conll", key), write("r.conll", response));
    CSVRecord muc = counts.get("muc");
    // coval's MUC: the empty entity adds 0 - 1 to the denominator and nothing to the numerator,
    // so precision is 3 / 2
    assertEquals(2.0, Double.parseDouble(muc.get("precision_den")), "2 + 1 + (0 - 1)");
    assertEquals(3.0, Double.parseDouble(muc.get("precision_num")));
    CSVRecord ceafe = counts.get("ceafe");
    assertEquals(3.0, Double.parseDouble(ceafe.get("precision_den")), "the empty entity counts");
    assertEquals(2.0, Double.parseDouble(ceafe.get("recall_den")));
    assertEquals(2.0, Double.parseDouble(ceafe.get("precision_num")), 1e-12);
    CSVRecord lea = counts.get("lea");
    assertEquals(5.0, Double.parseDouble(lea.get("precision_den")), "the empty entity adds 0");
    String problems = problems(tmp.resolve("key.conll"), tmp.resolve("r.conll"));
    for (String kind :
        List.of(
            "coval_end_without_start",
            "coval_empty_entity",
            "coval_start_never_ended",
            "coval_malformed_cell")) {
      assertTrue(problems.contains("," + kind + ","), kind + " in\n" + problems);
    }
  }

  @Test
  void aKeyDocumentTheResponseLacksIsScoredAsEmptyWhereCovalCrashes() throws IOException {
    String key = doc("(1)", "-", "(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-");
    Path k = write("two.conll", key + key.replace("(d); part 000", "(e); part 000"));
    Path r = write("one.conll", key);
    Map<String, CSVRecord> counts = score(k, r);
    assertEquals(6.0, Double.parseDouble(counts.get("muc").get("recall_den")));
    assertEquals(3.0, Double.parseDouble(counts.get("muc").get("recall_num")));
    assertTrue(problems(k, r).contains(",missing_document,"));
  }

  @Test
  void theSummarySaysWhoseCountsTheProfileGives() throws IOException {
    Path key =
        write("key.conll", doc("(1)", "-", "(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    Path r1 =
        write(
            "r1.conll", doc("(1)", "-", "(1)|(1)", "(2)", "-", null, "(2)", "-", "-", "(1)", "-"));
    assertEquals(Main.OK, run("score", key.toString(), r1.toString(), "--profile", "coval"));
    assertTrue(
        out.contains(
            "mentions, muc, bcub, ceafe, lea and conll as coval 87071a6 reads and counts them;"
                + " ceafm and blanc (not in coval's scorer) are corefstats' own on the same"
                + " entities"),
        out);
  }

  /** One document (d), one token line per cell; null ends a sentence. */
  static String doc(String... cells) {
    String[] words = {"Anna", "met", "her", "brother", ".", "He", "smiled", "at", "Anna", "."};
    StringBuilder s = new StringBuilder("#begin document (d); part 000\n");
    int w = 0;
    int position = 0;
    for (String cell : cells) {
      if (cell == null) {
        s.append('\n');
        position = 0;
        continue;
      }
      s.append("d\t0\t")
          .append(position++)
          .append('\t')
          .append(words[w++])
          .append("\t-\t-\t-\t-\t-\t-\t")
          .append(cell)
          .append('\n');
    }
    return s.append("\n#end document\n").toString();
  }

  private Path write(String name, String text) throws IOException {
    Path p = tmp.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  private void assertProblem(Path key, Path response, String kind, long line) throws IOException {
    String problems = problems(key, response);
    String name = response.getFileName().toString();
    boolean found =
        problems
            .lines()
            .anyMatch(l -> l.contains("," + line + "," + kind + ",") && l.contains(name));
    assertTrue(found, kind + " at line " + line + " of " + response + " in\n" + problems);
  }

  private String problems(Path key, Path response) throws IOException {
    Path csv = tmp.resolve("problems-" + response.getFileName() + ".csv");
    int code =
        run(
            "score",
            key.toString(),
            response.toString(),
            "--profile",
            "coval",
            "--problems-csv",
            csv.toString());
    assertEquals(Main.OK, code, err);
    return Files.readString(csv);
  }

  private Map<String, CSVRecord> score(Path key, Path response, String... more) throws IOException {
    Path csv = tmp.resolve("scores-" + response.getFileName() + ".csv");
    List<String> args =
        new ArrayList<>(
            List.of(
                "score",
                key.toString(),
                response.toString(),
                "--profile",
                "coval",
                "--csv",
                csv.toString()));
    args.addAll(List.of(more));
    int code = run(args.toArray(String[]::new));
    assertEquals(Main.OK, code, "exit code; stderr: " + err);
    Map<String, CSVRecord> byMetric = new LinkedHashMap<>();
    for (CSVRecord row : read(csv)) {
      byMetric.put(row.get("metric"), row);
    }
    return byMetric;
  }

  private static void assertCounts(
      List<CSVRecord> expected, Map<String, CSVRecord> actual, String what) {
    assertEquals(5, expected.size(), what + ": mentions, muc, bcub, ceafe, lea");
    for (CSVRecord e : expected) {
      CSVRecord a = actual.get(e.get("metric"));
      assertTrue(a != null, what + ": no row for " + e.get("metric"));
      for (String column : COUNTS) {
        double want = Double.parseDouble(e.get(column));
        double got = Double.parseDouble(a.get(column));
        assertEquals(
            want,
            got,
            TOLERANCE * Math.max(1, Math.abs(want)),
            what + " " + e.get("metric") + " " + column);
      }
    }
  }
}
