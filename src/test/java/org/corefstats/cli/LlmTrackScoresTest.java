package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.llm.LlmPipeline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM track's pipelines end to end: each worked example's output through {@link LlmPipeline}
 * (clean and text2conllu, or json2conllu; also their {@code -z}/{@code -g} variants) and then
 * {@code score --profile corefud}, in every matching mode and singleton setting, gives the counts
 * the reference pipeline gives (expected_llm.csv), for every output that does not crash the
 * reference.
 */
@NeedsSharedData
class LlmTrackScoresTest extends CliTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");
  private static final Map<String, List<String>> COUNTS =
      Map.of(
          "r_num", List.of("recall_num"),
          "r_den", List.of("recall_den"),
          "p_num", List.of("precision_num"),
          "p_den", List.of("precision_den"));

  @TempDir Path tmp;

  @Test
  void everyTextOutputScoresAsTheReferencePipeline() throws IOException {
    scoresAsTheReference("text", 1000);
  }

  @Test
  void everyJsonOutputScoresAsTheReferencePipeline() throws IOException {
    scoresAsTheReference("json", 1000);
  }

  @Test
  void everyTextOutputWithGoldEmptyNodesScoresAsTheReferencePipeline() throws IOException {
    scoresAsTheReference("text-z", 800);
  }

  @Test
  void everyJsonOutputWithGoldEmptyNodesScoresAsTheReferencePipeline() throws IOException {
    scoresAsTheReference("json-g", 400);
  }

  private void scoresAsTheReference(String pipeline, int minimumCompared) throws IOException {
    Set<String> crashed = new HashSet<>();
    for (CSVRecord r : Csv.read(DIR.resolve("expected_crashes.csv"))) {
      if (r.get("pipeline").equals(pipeline)) {
        crashed.add(r.get("output"));
      }
    }
    Map<String, List<CSVRecord>> expected = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(DIR.resolve("expected_llm.csv"))) {
      if (r.get("pipeline").equals(pipeline) && !crashed.contains(r.get("output"))) {
        expected.computeIfAbsent(r.get("output"), k -> new ArrayList<>()).add(r);
      }
    }
    JsonNode manifest = new ObjectMapper().readTree(DIR.resolve("manifest.json").toFile());
    Map<String, JsonNode> jobs = new HashMap<>();
    manifest.get("jobs").forEach(j -> jobs.put(j.get("id").asText(), j));
    List<String> differ = new ArrayList<>();
    int compared = 0;
    for (Map.Entry<String, List<CSVRecord>> e : expected.entrySet()) {
      JsonNode job = jobs.get(e.getKey());
      Path gold = DIR.resolve(job.get("gold").asText());
      String output =
          Files.readString(DIR.resolve(job.get("output").asText()), StandardCharsets.UTF_8);
      String goldText = Files.readString(gold, StandardCharsets.UTF_8);
      String skeleton =
          Files.readString(DIR.resolve(job.get("skeleton").asText()), StandardCharsets.UTF_8);
      LlmPipeline.Outcome outcome =
          switch (pipeline) {
            case "text" -> LlmPipeline.run(goldText, skeleton, output);
            case "json" -> LlmPipeline.runJson(goldText, skeleton, output);
            case "text-z" -> LlmPipeline.run(goldText, skeleton, output, true);
            case "json-g" -> LlmPipeline.runJson(goldText, skeleton, output, true);
            default -> throw new IllegalArgumentException(pipeline);
          };
      Path response = tmp.resolve(pipeline + "-" + e.getKey().replace('/', '_') + ".conllu");
      Files.writeString(response, outcome.response(), StandardCharsets.UTF_8);
      Map<String, Map<String, CSVRecord>> scored = new HashMap<>();
      for (CSVRecord want : e.getValue()) {
        String setting = want.get("mode") + "/" + want.get("singletons");
        Map<String, CSVRecord> got =
            scored.computeIfAbsent(
                setting, s -> score(gold, response, want.get("mode"), want.get("singletons")));
        CSVRecord row = got.get(want.get("metric"));
        if (row == null) {
          continue; // a metric this table does not carry (the BLANC halves)
        }
        for (Map.Entry<String, List<String>> c : COUNTS.entrySet()) {
          String w = want.get(c.getKey());
          String g = row.get(c.getValue().get(0));
          if (w.isEmpty() || g.isEmpty()) {
            continue;
          }
          compared++;
          if (Math.abs(Double.parseDouble(w) - Double.parseDouble(g)) > 1e-9) {
            differ.add(
                e.getKey()
                    + " "
                    + setting
                    + " "
                    + want.get("metric")
                    + " "
                    + c.getKey()
                    + ": want "
                    + w
                    + ", got "
                    + g);
          }
        }
      }
    }
    System.out.printf(
        "%s: %d outputs scored, counts %d/%d equal%n",
        pipeline, expected.size(), compared - differ.size(), compared);
    assertEquals(List.of(), differ);
    assertTrue(compared >= minimumCompared, "counts compared: " + compared);
  }

  private Map<String, CSVRecord> score(Path key, Path response, String mode, String singletons) {
    Path csv =
        tmp.resolve("scores-" + response.getFileName() + "-" + mode + "-" + singletons + ".csv");
    int code =
        run(
            "score",
            key.toString(),
            response.toString(),
            "--profile",
            "corefud",
            "--matching",
            mode,
            "--singletons",
            singletons,
            "--metrics",
            "all",
            "--csv",
            csv.toString());
    assertEquals(Main.OK, code, "score " + response + ": " + err);
    Map<String, CSVRecord> byMetric = new LinkedHashMap<>();
    try {
      for (CSVRecord row : Csv.read(csv)) {
        byMetric.put(row.get("metric"), row);
      }
    } catch (IOException ex) {
      throw new java.io.UncheckedIOException(ex);
    }
    return byMetric;
  }
}
