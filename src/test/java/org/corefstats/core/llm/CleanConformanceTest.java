package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
import org.junit.jupiter.api.Test;

/**
 * {@link Clean} against the reference's {@code clean} on every worked example of
 * conformance/llm-outputs: the cleaned markup of each document (expected_cleaned.tsv) and clean's
 * counts (expected_alignment.csv), for the default pipeline ({@code text}) and {@code -z} ({@code
 * text-z}).
 */
@NeedsSharedData
class CleanConformanceTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");

  private record Job(String gold, String output) {}

  private static Map<String, Job> jobs() throws IOException {
    JsonNode root = new ObjectMapper().readTree(DIR.resolve("manifest.json").toFile());
    Map<String, Job> jobs = new HashMap<>();
    for (JsonNode job : root.get("jobs")) {
      jobs.put(
          job.get("id").asText(), new Job(job.get("gold").asText(), job.get("output").asText()));
    }
    return jobs;
  }

  private static Clean.Cleaned clean(Job job, String pipeline, int doc) throws IOException {
    boolean zeros = pipeline.equals("text-z");
    List<CleanGold.Document> gold =
        CleanGold.read(Files.readString(DIR.resolve(job.gold()), StandardCharsets.UTF_8), zeros);
    List<String> lines =
        LlmText.documentLines(Files.readString(DIR.resolve(job.output()), StandardCharsets.UTF_8));
    return Clean.clean(lines.get(doc), gold.get(doc), zeros);
  }

  @Test
  void everyCleanedDocumentIsTheReferences() throws IOException {
    Map<String, Job> jobs = jobs();
    List<String> rows = Files.readAllLines(DIR.resolve("expected_cleaned.tsv"));
    List<String> differ = new ArrayList<>();
    int compared = 0;
    for (String row : rows.subList(1, rows.size())) {
      String[] f = row.split("\t", -1);
      if (!f[1].startsWith("text")) {
        continue;
      }
      Clean.Cleaned cleaned = clean(jobs.get(f[0]), f[1], Integer.parseInt(f[2]));
      compared++;
      if (!f[3].equals(cleaned.line())) {
        differ.add(
            f[0] + " " + f[1] + " " + f[2] + "\n  want " + f[3] + "\n  got  " + cleaned.line());
      }
    }
    assertEquals(List.of(), differ);
    assertEquals(48, compared);
  }

  @Test
  void cleansCountsAreTheReferences() throws IOException {
    Map<String, Job> jobs = jobs();
    List<String> differ = new ArrayList<>();
    int compared = 0;
    for (CSVRecord r : Csv.read(DIR.resolve("expected_alignment.csv"))) {
      if (!r.get("pipeline").startsWith("text")) {
        continue;
      }
      Clean.Cleaned c =
          clean(jobs.get(r.get("output")), r.get("pipeline"), Integer.parseInt(r.get("doc_index")));
      Clean.Diagnostics d = c.diagnostics();
      compared++;
      Map<String, Integer> got = new java.util.LinkedHashMap<>();
      got.put("sys_tokens", d.outputTokens());
      got.put("gold_words", d.goldWords());
      got.put("gold_sentences", d.goldSentences());
      got.put("insert", d.insert());
      got.put("delete", d.delete());
      got.put("replace", d.replace());
      if (!r.get("cleaned_tokens").isEmpty()) { // empty where the reference crashed in clean
        got.put("cleaned_tokens", d.cleanedTokens());
        got.put("cleaned_zeros", d.zerosKept());
        got.put("mismatched_parens", d.mismatchedTags());
        got.put("paren_messages", d.mismatchMessages());
        got.put("invalid_tags", d.invalidTags());
        got.put("multiple_pipes", d.multiplePipes());
        got.put("unclosed_kept", d.unclosedOpens());
      } else {
        assertTrue(c.goldWordAsZero(), r.get("output"));
        assertNull(c.line());
      }
      for (Map.Entry<String, Integer> e : got.entrySet()) {
        if (!r.get(e.getKey()).equals(String.valueOf(e.getValue()))) {
          differ.add(
              r.get("output")
                  + " "
                  + r.get("pipeline")
                  + " "
                  + r.get("doc_index")
                  + " "
                  + e.getKey()
                  + ": want "
                  + r.get(e.getKey())
                  + ", got "
                  + e.getValue());
        }
      }
    }
    assertEquals(List.of(), differ);
    assertEquals(49, compared); // one of them crashes the reference's clean (WE09 hash)
  }
}
