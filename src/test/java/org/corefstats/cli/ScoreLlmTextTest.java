package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score --format llm-text}: an LLM's output file read against the CoNLL-U key in one step,
 * with the reference pipeline's counts, its crashes as located problems and how far the text
 * drifted; {@code run} scores each system as {@code score} does.
 */
class ScoreLlmTextTest extends CliTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");

  @TempDir Path tmp;

  @Test
  void anOutputScoresAsTheReferencePipelineInOneStep() throws IOException {
    assertReferenceCounts("WE01-basic/gold.conllu", "WE01-basic/out-llm.txt", "text", "llm-text");
    assertTrue(out.contains("response conllu"), out);
  }

  @Test
  void aJsonOutputScoresAsTheReferencePipeline() throws IOException {
    assertReferenceCounts(
        "WE08-json/gold.conllu", "WE08-json/out-out-of-range.json", "json", "llm-json");
  }

  /**
   * text-z loses every zero tag and shifts the others (docs/explanation/llm-outputs.md 4.8, 5.3):
   * all 0, where the default pipeline scores this output 1.0.
   */
  @Test
  void withTheKeysEmptyNodesTheOutputScoresAsTheTrackTextZPipeline() throws IOException {
    assertReferenceCounts(
        "WE04-zeros/gold.conllu",
        "WE04-zeros/out-gold-z.txt",
        "text-z",
        "llm-text",
        "--llm-empty-nodes",
        "key");
  }

  /**
   * {@code score --format FORMAT} of {@code output} against {@code gold} gives, under head matching
   * with singletons removed, the reference pipeline's recall numerators and precision denominators
   * of every metric with counts (expected_llm.csv, {@code pipeline}).
   */
  private void assertReferenceCounts(
      String gold, String output, String pipeline, String format, String... more)
      throws IOException {
    Path csv = tmp.resolve(pipeline + ".csv");
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "score",
                DIR.resolve(gold).toString(),
                DIR.resolve(output).toString(),
                "--format",
                format,
                "--csv",
                csv.toString()));
    args.addAll(List.of(more));
    assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
    Map<String, CSVRecord> got = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(csv)) {
      got.put(r.get("metric"), r);
    }
    String id = output.substring(0, output.lastIndexOf('.')).replace("/out-", "/");
    int compared = 0;
    for (CSVRecord want : Csv.read(DIR.resolve("expected_llm.csv"))) {
      if (want.get("output").equals(id)
          && want.get("pipeline").equals(pipeline)
          && want.get("mode").equals("head")
          && want.get("singletons").equals("remove")
          && !want.get("r_num").isEmpty()) {
        CSVRecord row = got.get(want.get("metric"));
        assertEquals(
            Double.parseDouble(want.get("r_num")), Double.parseDouble(row.get("recall_num")));
        assertEquals(
            Double.parseDouble(want.get("p_den")), Double.parseDouble(row.get("precision_den")));
        compared++;
      }
    }
    assertEquals(9, compared, id + " " + pipeline);
  }

  @Test
  void theKeysEmptyNodesNeedAnLlmFormat() {
    int code =
        run(
            "score",
            DIR.resolve("WE04-zeros/gold.conllu").toString(),
            DIR.resolve("WE04-zeros/gold.conllu").toString(),
            "--llm-empty-nodes",
            "key");
    assertTrue(code != Main.OK, out);
    assertTrue(err.contains("--llm-empty-nodes key"), err);
  }

  @Test
  void howFarTheTextDriftedIsANotePerDocument() throws IOException {
    Path problems = tmp.resolve("drift.csv");
    int code =
        run(
            "score",
            DIR.resolve("WE03-alignment/gold.conllu").toString(),
            DIR.resolve("WE03-alignment/out-chatty-dup.txt").toString(),
            "--format",
            "llm-text",
            "--problems-csv",
            problems.toString());
    assertEquals(Main.OK, code, err);
    String drift =
        Files.readAllLines(problems).stream()
            .filter(r -> r.contains(",llm_text_drift,"))
            .findFirst()
            .orElseThrow();
    // the reference counts one delete (the doubled 'the'); the six words of chat before the
    // first key word are dropped uncounted (docs/explanation/llm-outputs.md 4.4); one close became
    // [e3]
    assertTrue(drift.contains(",we03,"), drift);
    assertTrue(drift.contains("0 words inserted, 1 deleted, 0 replaced"), drift);
    assertTrue(drift.contains("6 tokens dropped before the first word"), drift);
    assertTrue(drift.contains("1 tags repaired (1 closes without an open"), drift);
  }

  @Test
  void theTextDriftIsATablePerDocumentASumPerSystemAndAColumnOfTheRanking() throws IOException {
    Path out = tmp.resolve("drift-run");
    int code =
        run(
            "run",
            "--key",
            DIR.resolve("WE03-alignment/gold.conllu").toString(),
            "--system",
            "truncated=" + DIR.resolve("WE03-alignment/out-truncated.txt"),
            "--system",
            "chatty=" + DIR.resolve("WE03-alignment/out-chatty-dup.txt"),
            "--system",
            "trailing=" + DIR.resolve("WE03-alignment/out-trailing.txt"),
            "--format",
            "llm-text",
            "--out",
            out.toString());
    assertEquals(Main.OK, code, err);
    Map<String, CSVRecord> bySystem = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("text_drift.csv"))) {
      bySystem.put(r.get("system"), r);
    }
    // 'rea' for 'read it twice .': the cut word replaced, the three words after it inserted
    assertDrift(bySystem.get("truncated"), "inserted=3 replaced=1 truncated=3 deleted=0");
    // the reference's counts (expected_alignment.csv): one delete, six tokens of chat dropped
    assertDrift(bySystem.get("chatty"), "deleted=1 dropped_leading=6 tags_repaired=1 truncated=0");
    assertDrift(bySystem.get("trailing"), "deleted=3 inserted=0 truncated=0 key_words=12");
    CSVRecord truncated =
        Csv.read(out.resolve("text_drift_systems.csv")).stream()
            .filter(r -> r.get("system").equals("truncated"))
            .findFirst()
            .orElseThrow();
    assertEquals("1", truncated.get("truncated_documents"));
    assertEquals(4.0 / 12, Double.parseDouble(truncated.get("drift")), 1e-12);
    String report = Files.readString(out.resolve("report.html"));
    assertTrue(report.contains("text drift"), "the ranking's column");
    assertTrue(
        Files.readString(out.resolve("summary.txt")).contains("truncated: 33.33% (3 inserted"));

    // score --out writes the same row for the same output
    Path scored = tmp.resolve("drift-score");
    assertEquals(
        Main.OK,
        run(
            "score",
            DIR.resolve("WE03-alignment/gold.conllu").toString(),
            DIR.resolve("WE03-alignment/out-truncated.txt").toString(),
            "--format",
            "llm-text",
            "--out",
            scored.toString()),
        err);
    List<String> runRows =
        Files.readAllLines(out.resolve("text_drift.csv")).stream()
            .filter(r -> r.startsWith("truncated,"))
            .toList();
    List<String> scoreRows = Files.readAllLines(scored.resolve("text_drift.csv"));
    assertEquals(
        runRows.get(0).substring("truncated".length()),
        scoreRows.get(1).substring("out-truncated.txt".length()));
  }

  @Test
  void aMissingDocumentIsCountedAsMissingAndCutOff() throws IOException {
    Path out = tmp.resolve("missing");
    assertEquals(
        Main.OK,
        run(
            "score",
            DIR.resolve("WE07-documents/gold.conllu").toString(),
            DIR.resolve("WE07-documents/out-missing-last.txt").toString(),
            "--format",
            "llm-text",
            "--out",
            out.toString()),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("text_drift.csv"));
    assertEquals(3, rows.size());
    assertDrift(rows.get(0), "missing=0 inserted=0 truncated=0");
    assertDrift(rows.get(2), "missing=1 mentions_built=0");
    assertEquals(rows.get(2).get("key_words"), rows.get(2).get("truncated"));
  }

  @Test
  void aJsonOutputsTokensThatDifferFromTheKeyAreFormMismatches() throws IOException {
    Path out = tmp.resolve("json");
    assertEquals(
        Main.OK,
        run(
            "score",
            DIR.resolve("WE08-json/gold.conllu").toString(),
            DIR.resolve("WE08-json/out-tokens-changed.json").toString(),
            "--format",
            "llm-json",
            "--out",
            out.toString()),
        err);
    long mismatches =
        Csv.read(out.resolve("text_drift.csv")).stream()
            .mapToLong(r -> Long.parseLong(r.get("form_mismatches")))
            .sum();
    assertTrue(mismatches > 0, "tokens-changed has changed tokens");
  }

  private static void assertDrift(CSVRecord row, String expected) {
    for (String pair : expected.split(" ")) {
      String[] kv = pair.split("=");
      assertEquals(kv[1], row.get(kv[0]), row.get("system") + " " + kv[0]);
    }
  }

  @Test
  void aMissingDocumentIsAnEmptyResponseAndALocatedProblem() throws IOException {
    Path problems = tmp.resolve("problems.csv");
    int code =
        run(
            "score",
            DIR.resolve("WE07-documents/gold.conllu").toString(),
            DIR.resolve("WE07-documents/out-missing-last.txt").toString(),
            "--format",
            "llm-text",
            "--problems-csv",
            problems.toString());
    assertEquals(Main.OK, code, err);
    List<String> rows = Files.readAllLines(problems);
    assertTrue(
        rows.stream().anyMatch(r -> r.contains(",we07-a,") && r.contains(",1,llm_document_count,")),
        String.join("\n", rows));
    assertTrue(out.contains("(3 documents)"), out);
  }

  @Test
  void runScoresEachLlmSystemAsScoreDoes() throws IOException {
    Path out = tmp.resolve("run");
    int code =
        run(
            "run",
            "--key",
            DIR.resolve("WE01-basic/gold.conllu").toString(),
            "--system",
            "llm=" + DIR.resolve("WE01-basic/out-llm.txt"),
            "--system",
            "typo=" + DIR.resolve("WE01-basic/out-typo.txt"),
            "--format",
            "llm-text",
            "--out",
            out.toString());
    assertEquals(Main.OK, code, err);
    List<CSVRecord> rows = Csv.read(out.resolve("scores.csv"));
    for (String system : List.of("llm", "typo")) {
      Path csv = tmp.resolve(system + ".csv");
      assertEquals(
          Main.OK,
          run(
              "score",
              DIR.resolve("WE01-basic/gold.conllu").toString(),
              DIR.resolve("WE01-basic/out-" + system + ".txt").toString(),
              "--format",
              "llm-text",
              "--csv",
              csv.toString()),
          err);
      int compared = 0;
      for (CSVRecord s : Csv.read(csv)) {
        if (s.get("recall_num").isEmpty()) {
          continue;
        }
        CSVRecord r =
            rows.stream()
                .filter(
                    x -> x.get("system").equals(system) && x.get("metric").equals(s.get("metric")))
                .findFirst()
                .orElseThrow();
        assertEquals(s.get("recall_num"), r.get("recall_num"), system + " " + s.get("metric"));
        assertEquals(
            s.get("precision_den"), r.get("precision_den"), system + " " + s.get("metric"));
        compared++;
      }
      assertTrue(compared >= 10, system + ": " + compared);
    }
  }

  @Test
  void aRunReadsAGzippedKeyAsTheSkeleton() throws IOException {
    Path gz = tmp.resolve("key/gold.conllu.gz");
    Files.createDirectories(gz.getParent());
    try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(Files.readAllBytes(DIR.resolve("WE01-basic/gold.conllu")));
    }
    Map<String, String> counts = new LinkedHashMap<>();
    for (Path key : List.of(gz, DIR.resolve("WE01-basic/gold.conllu"))) {
      Path out = tmp.resolve("run-" + counts.size());
      assertEquals(
          Main.OK,
          run(
              "run",
              "--key",
              key.toString(),
              "--system",
              "llm=" + DIR.resolve("WE01-basic/out-llm.txt"),
              "--format",
              "llm-text",
              "--out",
              out.toString()),
          err);
      counts.put(key.toString(), Files.readString(out.resolve("scores.csv")));
    }
    assertEquals(1, counts.values().stream().distinct().count(), counts.toString());
  }

  @Test
  void aKeyThatIsNotConlluIsRefused() {
    int code =
        run(
            "score",
            "samples/key",
            DIR.resolve("WE01-basic/out-llm.txt").toString(),
            "--format",
            "llm-text");
    assertEquals(2, code, err);
    assertTrue(err.contains("CoNLL-U key"), err);
  }
}
