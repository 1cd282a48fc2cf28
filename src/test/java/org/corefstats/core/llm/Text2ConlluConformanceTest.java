package org.corefstats.core.llm;

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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * text2conllu of the {@code text} and {@code text-z} pipelines against the reference's values on
 * the worked examples ({@code conformance/llm-outputs} of the shared test data): for each cleaned
 * line of {@code expected_cleaned.tsv}, the mentions (entity, nodes, head; as sets per document) of
 * {@code expected_mentions.tsv}, the warning counts of {@code expected_alignment.csv}, and the
 * problem where {@code expected_crashes.csv} has text2conllu crash.
 */
@NeedsSharedData
class Text2ConlluConformanceTest {
  private final Path root = SharedData.conformance().resolve("llm-outputs");

  @ParameterizedTest
  @ValueSource(strings = {"text", "text-z"})
  void textPipelineMentionsWarningsAndCrashes(String pipeline) throws IOException {
    Map<String, String> skeletons = skeletons();
    Map<String, Map<Integer, String>> cleaned = cleanedLines(pipeline);
    Map<String, Map<String, Set<String>>> expectedMentions = expectedMentions(pipeline);
    Map<String, CSVRecord> alignment = new HashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected_alignment.csv"))) {
      if (row.get("pipeline").equals(pipeline)) {
        alignment.put(row.get("output") + "#" + row.get("doc_index"), row);
      }
    }
    Map<String, String> crashes = new HashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected_crashes.csv"))) {
      if (row.get("pipeline").equals(pipeline)) {
        crashes.put(row.get("output"), row.get("stage") + ": " + row.get("error"));
      }
    }

    List<String> failures = new ArrayList<>();
    int documents = 0;
    int documentsEqual = 0;
    int mentions = 0;
    int mentionsEqual = 0;
    int warnings = 0;
    int warningsEqual = 0;
    for (var output : cleaned.entrySet()) {
      String id = output.getKey();
      List<String> lines = new ArrayList<>(output.getValue().values()); // by doc_index
      String skeleton = Files.readString(root.resolve(skeletons.get(id)), StandardCharsets.UTF_8);
      List<Text2ConlluDocument> result =
          pipeline.equals("text-z")
              ? Text2Conllu.convertWithGoldEmptyNodes(SkeletonReader.read(skeleton), lines)
              : Text2Conllu.convert(skeleton, lines);
      String crash = crashes.getOrDefault(id, "");
      if (crash.startsWith("text2conllu")) {
        boolean reported =
            result.stream()
                .flatMap(d -> d.problems().stream())
                .anyMatch(p -> p.kind().stage(false).tool().equals("text2conllu"));
        if (!reported) {
          failures.add(id + ": the reference crashes (" + crash + "), no problem reported");
        }
        continue;
      }
      Map<String, Set<String>> expected = expectedMentions.getOrDefault(id, Map.of());
      boolean unreadable = expected.containsKey("");
      for (Text2ConlluDocument document : result) {
        CSVRecord counts = alignment.get(id + "#" + document.index());
        warnings++;
        if (counts != null
            && Integer.parseInt(counts.get("t2c_word_mismatch_warnings"))
                == document.formMismatches()
            && Integer.parseInt(counts.get("t2c_unopened_close_warnings"))
                == document.unopenedCloses()) {
          warningsEqual++;
        } else {
          failures.add(
              id
                  + " document "
                  + document.index()
                  + ": warnings "
                  + document.formMismatches()
                  + "/"
                  + document.unopenedCloses()
                  + ", expected "
                  + (counts == null
                      ? "no row"
                      : counts.get("t2c_word_mismatch_warnings")
                          + "/"
                          + counts.get("t2c_unopened_close_warnings")));
        }
        if (unreadable) {
          // The scorer cannot read this response (8.3): a cross-sentence mention must be reported.
          boolean crossing =
              document.problems().stream()
                  .anyMatch(p -> p.kind() == Text2ConlluProblem.Kind.CROSS_SENTENCE_MENTION);
          if (!crossing) {
            failures.add(id + ": the scorer crashes (" + crash + "), no cross-sentence problem");
          }
          continue;
        }
        Set<String> actual =
            document.mentions().stream()
                .map(Text2ConlluConformanceTest::key)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> want = expected.getOrDefault(document.name(), Set.of());
        documents++;
        mentions += want.size();
        Set<String> common = new TreeSet<>(want);
        common.retainAll(actual);
        mentionsEqual += common.size();
        if (actual.equals(want) && document.problems().isEmpty()) {
          documentsEqual++;
        } else {
          Set<String> missing = new TreeSet<>(want);
          missing.removeAll(actual);
          Set<String> extra = new TreeSet<>(actual);
          extra.removeAll(want);
          failures.add(
              id
                  + " "
                  + document.name()
                  + ": missing "
                  + missing
                  + ", extra "
                  + extra
                  + ", problems "
                  + document.problems());
        }
      }
    }
    System.out.printf(
        "text2conllu (%s): documents %d/%d equal, mentions %d/%d, warnings %d/%d%n",
        pipeline, documentsEqual, documents, mentionsEqual, mentions, warningsEqual, warnings);
    failures.forEach(System.out::println);
    assertEquals(List.of(), failures);
    assertTrue(documents > 0 && documentsEqual == documents);
  }

  private static String key(ResponseMention m) {
    return m.entity()
        + " "
        + m.nodes().stream().map(Object::toString).collect(Collectors.joining(" "))
        + " head "
        + m.head();
  }

  /** The skeleton of each output, from manifest.json. */
  private Map<String, String> skeletons() throws IOException {
    JsonNode manifest = new ObjectMapper().readTree(root.resolve("manifest.json").toFile());
    Map<String, String> skeletons = new HashMap<>();
    for (JsonNode job : manifest.get("jobs")) {
      skeletons.put(job.get("id").asText(), job.get("skeleton").asText());
    }
    return skeletons;
  }

  /** Per output, its cleaned lines by document index. */
  private Map<String, Map<Integer, String>> cleanedLines(String pipeline) throws IOException {
    Map<String, Map<Integer, String>> cleaned = new TreeMap<>();
    for (String[] row : tsv("expected_cleaned.tsv")) {
      if (row[1].equals(pipeline)) {
        cleaned.computeIfAbsent(row[0], k -> new TreeMap<>()).put(Integer.parseInt(row[2]), row[3]);
      }
    }
    return cleaned;
  }

  /** Per output and document name, the mentions as "entity nodes head HEAD"; "" when unreadable. */
  private Map<String, Map<String, Set<String>>> expectedMentions(String pipeline)
      throws IOException {
    Map<String, Map<String, Set<String>>> expected = new HashMap<>();
    for (String[] row : tsv("expected_mentions.tsv")) {
      if (!row[1].equals(pipeline)) {
        continue;
      }
      Map<String, Set<String>> byDocument = expected.computeIfAbsent(row[0], k -> new HashMap<>());
      if (row[4].startsWith("<unreadable")) {
        byDocument.put("", Set.of());
      } else {
        byDocument
            .computeIfAbsent(row[2], k -> new TreeSet<>())
            .add(row[3] + " " + row[4] + " head " + row[5]);
      }
    }
    return expected;
  }

  private List<String[]> tsv(String name) throws IOException {
    List<String> lines = Files.readAllLines(root.resolve(name), StandardCharsets.UTF_8);
    return lines.subList(1, lines.size()).stream()
        .filter(l -> !l.isEmpty())
        .map(l -> l.split("\t", -1))
        .toList();
  }
}
