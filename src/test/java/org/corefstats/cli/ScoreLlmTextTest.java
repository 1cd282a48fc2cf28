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
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score --format llm-text}: an LLM's output file read against the CoNLL-U key in one step,
 * with the reference pipeline's counts, its crashes as located problems and how far the text
 * drifted; {@code run} scores each system as {@code score} does.
 */
class ScoreLlmTextTest extends CliTest {
  /** The sample's CorefUD key of three documents and an LLM-style system's output for it. */
  private static final Path ALPHA_KEY = Path.of("samples/crac/key/xx_alpha-corefud-test.conllu");

  private static final String ALPHA = "xx_alpha-corefud-test.txt";

  /**
   * A key of one document, 12 words in two sentences: Ann (e1) sold Joe (e2) the red car (e3) . He
   * (e2) drove it (e3) home .
   */
  private static final String CAR =
      "# newdoc id = car\n# global.Entity = eid-etype-head-other\n"
          + "# sent_id = car-1\n# text = Ann sold Joe the red car .\n"
          + "1\tAnn\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e1-person-1)\n"
          + "2\tsold\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\tJoe\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e2-person-1)\n"
          + "4\tthe\t_\t_\t_\t_\t6\tdep\t_\tEntity=(e3-object-3\n"
          + "5\tred\t_\t_\t_\t_\t6\tdep\t_\t_\n"
          + "6\tcar\t_\t_\t_\t_\t2\tdep\t_\tEntity=e3)\n"
          + "7\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n"
          + "# sent_id = car-2\n# text = He drove it home .\n"
          + "1\tHe\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e2-person-1)\n"
          + "2\tdrove\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\tit\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e3-object-1)\n"
          + "4\thome\t_\t_\t_\t_\t2\tdep\t_\t_\n"
          + "5\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n";

  /** CAR as a model that copies it and tags it perfectly writes it. */
  private static final String CAR_MARKUP =
      "Ann|[e1] sold Joe|[e2] the|[e3 red car|e3] . He|[e2] drove it|[e3] home .";

  /**
   * A key of three documents, named in alphabetical order (the order of text_drift.csv's rows): car
   * (CAR), dog (The dog (e4) barked . It (e4) was hungry .) and phone (Mia (e5) called Tom (e6) .
   * He (e6) answered .).
   */
  private static final String THREE =
      CAR
          + "# newdoc id = dog\n"
          + "# sent_id = dog-1\n# text = The dog barked .\n"
          + "1\tThe\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e4-animal-2\n"
          + "2\tdog\t_\t_\t_\t_\t3\tdep\t_\tEntity=e4)\n"
          + "3\tbarked\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "4\t.\t_\t_\t_\t_\t3\tdep\t_\t_\n\n"
          + "# sent_id = dog-2\n# text = It was hungry .\n"
          + "1\tIt\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e4-animal-1)\n"
          + "2\twas\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\thungry\t_\t_\t_\t_\t2\tdep\t_\t_\n"
          + "4\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n"
          + "# newdoc id = phone\n"
          + "# sent_id = phone-1\n# text = Mia called Tom .\n"
          + "1\tMia\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e5-person-1)\n"
          + "2\tcalled\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\tTom\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e6-person-1)\n"
          + "4\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n"
          + "# sent_id = phone-2\n# text = He answered .\n"
          + "1\tHe\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e6-person-1)\n"
          + "2\tanswered\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n";

  /** THREE's first two documents written perfectly, the third (phone) never written. */
  private static final String MISSING_LAST =
      CAR_MARKUP + "\nThe|[e1 dog|e1] barked . It|[e1] was hungry .\n";

  @TempDir Path tmp;

  /** The worked examples of the LLM track, with the reference's values (shared data). */
  private static Path dir() {
    return SharedData.conformance().resolve("llm-outputs");
  }

  private Path write(String name, String text) throws IOException {
    Path file = tmp.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @Test
  @NeedsSharedData
  void anOutputScoresAsTheReferencePipelineInOneStep() throws IOException {
    assertReferenceCounts("WE01-basic/gold.conllu", "WE01-basic/out-llm.txt", "text", "llm-text");
    assertTrue(out.contains("response conllu"), out);
  }

  @Test
  @NeedsSharedData
  void aJsonOutputScoresAsTheReferencePipeline() throws IOException {
    assertReferenceCounts(
        "WE08-json/gold.conllu", "WE08-json/out-out-of-range.json", "json", "llm-json");
  }

  /**
   * text-z loses every zero tag and shifts the others (docs/explanation/llm-outputs.md 4.8, 5.3):
   * all 0, where the default pipeline scores this output 1.0.
   */
  @Test
  @NeedsSharedData
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
    Path dir = dir();
    Path csv = tmp.resolve(pipeline + ".csv");
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "score",
                dir.resolve(gold).toString(),
                dir.resolve(output).toString(),
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
    for (CSVRecord want : Csv.read(dir.resolve("expected_llm.csv"))) {
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
    int code = run("score", ALPHA_KEY.toString(), ALPHA_KEY.toString(), "--llm-empty-nodes", "key");
    assertTrue(code != Main.OK, out);
    assertTrue(err.contains("--llm-empty-nodes key"), err);
  }

  @Test
  void howFarTheTextDriftedIsANotePerDocument() throws IOException {
    Path problems = tmp.resolve("drift.csv");
    int code =
        run(
            "score",
            write("car.conllu", CAR).toString(),
            write("out-chatty-dup.txt", CHATTY_DUP).toString(),
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
    // one delete (the doubled 'the', the later copy kept); the six tokens of chat before the
    // first key word are dropped uncounted (docs/explanation/llm-outputs.md 4.4); the close of e3,
    // its open deleted with the first 'the', became [e3]
    assertTrue(drift.contains(",car,"), drift);
    assertTrue(drift.contains("0 words inserted, 1 deleted, 0 replaced"), drift);
    assertTrue(drift.contains("6 tokens dropped before the first word"), drift);
    assertTrue(drift.contains("1 tags repaired (1 closes without an open"), drift);
  }

  /** CAR after six tokens of chat, with 'the' written twice and e3 opened on the first. */
  private static final String CHATTY_DUP =
      "Sure ! Here you go : Ann|[e1] sold Joe|[e2] the|[e3 the red car|e3] . He|[e2] drove"
          + " it|[e3] home .\n";

  /** CAR cut off in the middle of 'drove': 9 tokens. */
  private static final String TRUNCATED =
      "Ann|[e1] sold Joe|[e2] the|[e3 red car|e3] . He|[e2] dro\n";

  /** CAR with three words more at the end. */
  private static final String TRAILING = CAR_MARKUP + " The end .\n";

  @Test
  void theTextDriftIsATablePerDocumentASumPerSystemAndAColumnOfTheRanking() throws IOException {
    Path key = write("car.conllu", CAR);
    Path truncatedOutput = write("out-truncated.txt", TRUNCATED);
    Path out = tmp.resolve("drift-run");
    int code =
        run(
            "run",
            "--key",
            key.toString(),
            "--system",
            "truncated=" + truncatedOutput,
            "--system",
            "chatty=" + write("out-chatty-dup.txt", CHATTY_DUP),
            "--system",
            "trailing=" + write("out-trailing.txt", TRAILING),
            "--format",
            "llm-text",
            "--out",
            out.toString());
    assertEquals(Main.OK, code, err);
    Map<String, CSVRecord> bySystem = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("text_drift.csv"))) {
      bySystem.put(r.get("system"), r);
    }
    // 'dro' for 'drove it home .': the cut word replaced, the three words after it inserted
    assertDrift(bySystem.get("truncated"), "inserted=3 replaced=1 truncated=3 deleted=0");
    // one delete (the doubled 'the'), six tokens of chat dropped, e3's close without an open
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
            key.toString(),
            truncatedOutput.toString(),
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
            write("three.conllu", THREE).toString(),
            write("out-missing-last.txt", MISSING_LAST).toString(),
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
    Path key = write("car.conllu", CAR);
    Path json = tmp.resolve("out-gold.json");
    assertEquals(
        Main.OK,
        run("convert", key.toString(), json.toString(), "--to", "llm-json", "--zero-mentions"),
        err);
    // the key's own JSON with one token changed: car written as truck
    String gold = Files.readString(json);
    assertTrue(gold.contains("\"car\","), gold);
    Path changed = write("out-tokens-changed.json", gold.replace("\"car\",", "\"truck\","));
    Path out = tmp.resolve("json");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            changed.toString(),
            "--format",
            "llm-json",
            "--out",
            out.toString()),
        err);
    long mismatches =
        Csv.read(out.resolve("text_drift.csv")).stream()
            .mapToLong(r -> Long.parseLong(r.get("form_mismatches")))
            .sum();
    assertEquals(1, mismatches, "one token changed");
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
            write("three.conllu", THREE).toString(),
            write("out-missing-last.txt", MISSING_LAST).toString(),
            "--format",
            "llm-text",
            "--problems-csv",
            problems.toString());
    assertEquals(Main.OK, code, err);
    List<String> rows = Files.readAllLines(problems);
    assertTrue(
        rows.stream().anyMatch(r -> r.contains(",car,") && r.contains(",1,llm_document_count,")),
        String.join("\n", rows));
    assertTrue(out.contains("(3 documents)"), out);
    assertTrue(out.contains("response conllu"), out);
  }

  @Test
  void runScoresEachLlmSystemAsScoreDoes() throws IOException {
    Path out = tmp.resolve("run");
    int code =
        run(
            "run",
            "--key",
            ALPHA_KEY.toString(),
            "--system",
            "close=" + Path.of("samples/crac/llm/close", ALPHA),
            "--system",
            "drifty=" + Path.of("samples/crac/llm/drifty", ALPHA),
            "--format",
            "llm-text",
            "--out",
            out.toString());
    assertEquals(Main.OK, code, err);
    List<CSVRecord> rows = Csv.read(out.resolve("scores.csv"));
    for (String system : List.of("close", "drifty")) {
      Path csv = tmp.resolve(system + ".csv");
      assertEquals(
          Main.OK,
          run(
              "score",
              ALPHA_KEY.toString(),
              Path.of("samples/crac/llm", system, ALPHA).toString(),
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
      out.write(Files.readAllBytes(ALPHA_KEY));
    }
    Map<String, String> counts = new LinkedHashMap<>();
    for (Path key : List.of(gz, ALPHA_KEY)) {
      Path out = tmp.resolve("run-" + counts.size());
      assertEquals(
          Main.OK,
          run(
              "run",
              "--key",
              key.toString(),
              "--system",
              "close=" + Path.of("samples/crac/llm/close", ALPHA),
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
            Path.of("samples/crac/llm/close", ALPHA).toString(),
            "--format",
            "llm-text");
    assertEquals(2, code, err);
    assertTrue(err.contains("CoNLL-U key"), err);
  }
}
