package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM-style systems of the CRAC sample (samples/crac/llm, the track's markup, one line per
 * document): scored against the CoNLL-U key in one step, with their text drift; and the sample key
 * written as the track's markup by {@code convert} scores 100% when read back (MOR aside: on the
 * zeros the default pipeline re-creates, the reference's own pipeline loses part of it too, as on
 * the worked example WE04).
 */
class LlmSampleTest extends CliTest {
  private static final Path ROOT = Path.of("samples/crac");

  @TempDir Path tmp;

  @Test
  void theLlmSystemsAreRankedWithTheirTextDrift() throws IOException {
    Path out = tmp.resolve("run");
    int code =
        run(
            "run",
            "--key",
            ROOT.resolve("key").toString(),
            "--systems",
            ROOT.resolve("llm").toString(),
            "--format",
            "llm-text",
            "--out",
            out.toString());
    assertEquals(Main.OK, code, err);
    Map<String, CSVRecord> mentions = byMetric(out, "mentions");
    // close: the chat before the first word and two rewritten words cost one mention
    assertCounts(mentions.get("close"), "111 112 111 111");
    // drifty: a generation cut off and a document never written cost 22 key mentions
    assertCounts(mentions.get("drifty"), "90 112 90 91");
    assertEquals(0.9703828234436865, f1(byMetric(out, "conll").get("close")), 1e-12);
    assertEquals(0.8704833157258669, f1(byMetric(out, "conll").get("drifty")), 1e-12);

    Map<String, CSVRecord> drift =
        Csv.read(out.resolve("text_drift_systems.csv")).stream()
            .collect(Collectors.toMap(r -> r.get("system"), r -> r));
    assertEquals("9", drift.get("close").get("dropped_leading"));
    assertEquals("2", drift.get("close").get("replaced"));
    assertEquals("0", drift.get("close").get("truncated_documents"));
    assertEquals("2", drift.get("drifty").get("truncated_documents"));
    assertEquals("1", drift.get("drifty").get("missing"));
    assertTrue(Files.readString(out.resolve("report.html")).contains("text drift"));
    String problems = Files.readString(out.resolve("problems.csv"));
    assertTrue(problems.contains("llm_document_count"), problems);
    assertTrue(!problems.contains("conllu_entity_across_documents"), problems);
  }

  @Test
  void theSampleKeyWrittenAsMarkupScoresFullMarksReadBack() throws IOException {
    for (String dataset :
        List.of("xx_alpha-corefud-test", "xx_beta-corefud-test", "yy_gamma-corefud-test")) {
      Path key = ROOT.resolve("key").resolve(dataset + ".conllu");
      Path markup = tmp.resolve(dataset + ".txt");
      assertEquals(
          Main.OK,
          run(
              "convert",
              key.toString(),
              markup.toString(),
              "--to",
              "llm-text",
              "--sequential-ids",
              "--zero-mentions"),
          err);
      assertTrue(!out.contains("llm_rendering_loss"), out);
      Path csv = tmp.resolve(dataset + ".csv");
      assertEquals(
          Main.OK,
          run(
              "score",
              key.toString(),
              markup.toString(),
              "--format",
              "llm-text",
              "--singletons",
              "keep",
              "--csv",
              csv.toString()),
          err);
      int compared = 0;
      for (CSVRecord r : Csv.read(csv)) {
        if (r.get("recall_num").isEmpty()
            || r.get("recall_den").equals("0")
            || r.get("metric").equals("mor")) {
          continue; // MOR: the reference's own loss on the zeros of the default pipeline (WE04)
        }
        assertEquals(r.get("recall_num"), r.get("recall_den"), dataset + " " + r.get("metric"));
        assertEquals(
            r.get("precision_num"), r.get("precision_den"), dataset + " " + r.get("metric"));
        compared++;
      }
      assertTrue(compared >= 9, dataset + ": " + compared);
    }
  }

  private static Map<String, CSVRecord> byMetric(Path run, String metric) throws IOException {
    return Csv.read(run.resolve("scores.csv")).stream()
        .filter(r -> r.get("metric").equals(metric))
        .collect(Collectors.toMap(r -> r.get("system"), r -> r));
  }

  private static void assertCounts(CSVRecord row, String counts) {
    assertEquals(
        counts,
        String.join(
            " ",
            row.get("recall_num"),
            row.get("recall_den"),
            row.get("precision_num"),
            row.get("precision_den")));
  }

  private static double f1(CSVRecord row) {
    return Double.parseDouble(row.get("f1"));
  }
}
