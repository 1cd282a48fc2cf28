package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CorefUD modes on Spark: {@code run} with {@code --matching}, {@code --singletons} and {@code
 * --zeros} scores every system as the CorefUD scorer does (the values of {@code
 * conformance/corefud/expected.csv of the shared test data}, MOR and zero included) and as {@code
 * score} does (the CorefUD sample, {@code samples/crac}), records the options in run.json, and its
 * per-document counts feed {@code significance} and {@code correlate}.
 */
class CorefudRunTest extends CliTest {
  @TempDir Path tmp;

  private static final String[] CELLS = {
    "recall_num", "recall_den", "precision_num", "precision_den", "recall", "precision", "f1"
  };

  private static Path root;
  private static Map<String, List<CSVRecord>> expected;

  @BeforeAll
  static void startSpark() {
    SharedSpark.get();
  }

  /** The CorefUD scorer's values, read on first use (by the tests that need the shared data). */
  private static synchronized Map<String, List<CSVRecord>> expected() throws IOException {
    if (expected != null) {
      return expected;
    }
    root = SharedData.conformance().resolve("corefud");
    expected = new HashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      String setting =
          String.join(
              " ",
              row.get("response"),
              row.get("matching"),
              row.get("singletons"),
              row.get("zeros"));
      expected.computeIfAbsent(setting, s -> new ArrayList<>()).add(row);
    }
    return expected;
  }

  /**
   * Runs every response of {@code key} as a system under one setting and compares each system's
   * scores.csv rows with the CorefUD scorer's; returns the run's directory.
   */
  private Path runAndCompare(
      String key, List<String> responses, String matching, String singletons, String zeros)
      throws IOException {
    Map<String, List<CSVRecord>> expected = expected();
    Path out = tmp.resolve(String.join("-", matching, singletons, zeros));
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                root.resolve("files").resolve(key).toString(),
                "--format",
                "conllu",
                "--matching",
                matching,
                "--singletons",
                singletons,
                "--zeros",
                zeros,
                "--out",
                out.toString()));
    for (String r : responses) {
      args.addAll(
          List.of(
              "--system",
              Path.of(r).getFileName().toString().replace(".response", "")
                  + "="
                  + root.resolve("files").resolve(r)));
    }
    assertEquals(Main.OK, run(args.toArray(new String[0])), err);
    Map<String, Map<String, CSVRecord>> scores = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
      scores.computeIfAbsent(r.get("system"), s -> new HashMap<>()).put(r.get("metric"), r);
    }
    int compared = 0;
    for (String r : responses) {
      String system = Path.of(r).getFileName().toString().replace(".response", "");
      List<CSVRecord> want = expected.get(String.join(" ", r, matching, singletons, zeros));
      assertTrue(want != null && want.size() == 11, r + " " + matching + " " + zeros);
      for (CSVRecord w : want) {
        CSVRecord have = scores.get(system).get(w.get("metric"));
        assertTrue(have != null, system + " has no row " + w.get("metric"));
        for (String cell : CELLS) {
          if (!w.get(cell).isEmpty()) {
            double x = Double.parseDouble(w.get(cell));
            double y = Double.parseDouble(have.get(cell));
            assertEquals(
                x, y, 1e-9 * Math.max(1, Math.abs(x)), system + " " + w.get("metric") + " " + cell);
            compared++;
          }
        }
      }
    }
    assertTrue(compared > 0);
    return out;
  }

  @Test
  @NeedsSharedData
  void zerosAlignedByTheirDepsOnSparkAsTheCorefudScorerDoesAndRecordedInRunJson()
      throws IOException {
    List<String> responses =
        List.of("zeros/TC-ZG-1.response", "zeros/TC-ZG-2.response", "zeros/TC-ZG-3.response");
    Path out = runAndCompare("zeros/TC-ZG.key", responses, "head", "remove", "dependent");
    runAndCompare("zeros/TC-ZG.key", responses, "partial", "keep", "linear");
    runAndCompare("zeros/TC-ZG.key", responses, "head", "keep", "dependent");
    assertRunRecordsTheSetting(out, "remove");
  }

  @Test
  @NeedsSharedData
  void aMentionInTwoEntitiesAndExactMatchingOnSpark() throws IOException {
    List<String> responses = new ArrayList<>();
    for (int i = 1; i <= 13; i++) {
      responses.add("exact-match/TC-A-" + i + ".response");
    }
    runAndCompare("exact-match/TC-A.key", responses, "exact", "keep", "dependent");
  }

  /**
   * The CorefUD sample ({@code samples/crac}: three files, two zeros) under head matching, kept
   * singletons and zeros aligned by their DEPS: every system's scores are score's with the same
   * options, run.json and the summary record the options, the per-document rows carry the CorefUD
   * metrics; then significance's point estimates are the run's corpus scores and correlate reads
   * them.
   */
  @Test
  void significanceAndCorrelateReadTheRunsCountsUnchanged() throws IOException {
    Path crac = Path.of("samples/crac");
    Path out = tmp.resolve("crac");
    String[] options = {"--matching", "head", "--singletons", "keep", "--zeros", "dependent"};
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                crac.resolve("key").toString(),
                "--systems",
                crac.resolve("systems").toString(),
                "--out",
                out.toString()));
    args.addAll(List.of(options));
    assertEquals(Main.OK, run(args.toArray(new String[0])), err);
    Map<String, Map<String, CSVRecord>> scores = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
      scores.computeIfAbsent(r.get("system"), s -> new HashMap<>()).put(r.get("metric"), r);
    }
    assertEquals(3, scores.size());
    int rows = 0;
    for (String system : List.of("good", "greedy", "lazy")) {
      Path csv = tmp.resolve(system + ".csv");
      List<String> score =
          new ArrayList<>(
              List.of(
                  "score",
                  crac.resolve("key").toString(),
                  crac.resolve("systems").resolve(system).toString(),
                  "--csv",
                  csv.toString()));
      score.addAll(List.of(options));
      assertEquals(Main.OK, run(score.toArray(new String[0])), err);
      List<CSVRecord> want = Csv.read(csv);
      assertEquals(want.size(), scores.get(system).size(), system);
      for (CSVRecord w : want) {
        CSVRecord have = scores.get(system).get(w.get("metric"));
        assertTrue(have != null, system + " has no row " + w.get("metric"));
        for (String cell : CELLS) {
          if (!w.get(cell).isEmpty()) {
            double x = Double.parseDouble(w.get(cell));
            double y = Double.parseDouble(have.get(cell));
            assertEquals(
                x, y, 1e-9 * Math.max(1, Math.abs(x)), system + " " + w.get("metric") + " " + cell);
          }
        }
        rows++;
      }
    }
    assertEquals(3 * 12, rows, "3 systems x 12 rows (MOR and zero too)");
    assertRunRecordsTheSetting(out, "keep");

    Path significance = tmp.resolve("significance");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            out.resolve("documents.parquet").toString(),
            "--out",
            significance.toString(),
            "--bootstrap",
            "50",
            "--permutations",
            "100"),
        err);
    // the point estimates of significance are the run's corpus scores, zero and MOR included
    Map<String, Double> runF1 = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
      runF1.put(r.get("system") + " " + r.get("metric"), Double.parseDouble(r.get("f1")));
    }
    int compared = 0;
    for (CSVRecord r : Csv.read(significance.resolve("intervals.csv"))) {
      if (r.get("measure").equals("F1")) {
        Double f1 = runF1.get(r.get("system") + " " + r.get("metric"));
        assertTrue(f1 != null, r.toString());
        assertEquals(f1, Double.parseDouble(r.get("estimate")), 1e-12, r.toString());
        compared++;
      }
    }
    assertTrue(compared >= 3 * 10, "F1 of 9 metrics and CoNLL for 3 systems: " + compared);
    Path correlate = tmp.resolve("correlate");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            out.resolve("scores.csv").toString(),
            "--out",
            correlate.toString()),
        err);
  }

  /**
   * run.json and summary.txt name the CorefUD setting (head matching, dependent zeros) with {@code
   * singletons}, and the per-document rows carry the CorefUD metrics too.
   */
  private static void assertRunRecordsTheSetting(Path out, String singletons) throws IOException {
    JsonNode semantics =
        new ObjectMapper().readTree(out.resolve("run.json").toFile()).get("semantics");
    assertEquals("corefud", semantics.get("profile").asText());
    assertEquals("head", semantics.get("matching").asText());
    assertEquals(singletons, semantics.get("singletons").asText());
    assertEquals("dependent", semantics.get("zeros").asText());
    assertTrue(semantics.get("headRule").isNull(), "CoNLL-U gives heads: " + semantics);
    String summary = Files.readString(out.resolve("summary.txt"));
    assertTrue(
        summary.contains(
            "profile corefud, matching head, singletons " + singletons + ", zeros dependent"),
        summary);
    List<String> documentMetrics =
        Csv.read(out.resolve("documents.csv")).stream()
            .map(r -> r.get("metric"))
            .distinct()
            .toList();
    assertTrue(
        documentMetrics.containsAll(List.of("mor", "zero", "blanc_coref", "conll")),
        documentMetrics.toString());
  }
}
