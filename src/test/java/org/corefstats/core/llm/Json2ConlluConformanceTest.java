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
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * json2conllu against the reference's values on the worked examples ({@code
 * conformance/llm-outputs} of the shared test data): for each JSON output of {@code manifest.json}
 * run in the pipeline, the mentions (entity, nodes, head; as sets per document) of {@code
 * expected_mentions.tsv}, and a json2conllu problem where {@code expected_crashes.csv} has
 * json2conllu crash.
 */
@NeedsSharedData
class Json2ConlluConformanceTest {
  private final Path root = SharedData.conformance().resolve("llm-outputs");

  @ParameterizedTest
  @ValueSource(strings = {"json", "json-g"})
  void mentionsAndCrashesAsTheReference(String pipeline) throws IOException {
    Map<String, Map<String, Set<String>>> expectedMentions = expectedMentions(pipeline);
    Map<String, String> crashes = new HashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected_crashes.csv"))) {
      if (row.get("pipeline").equals(pipeline)) {
        crashes.put(row.get("output"), row.get("stage") + ": " + row.get("error"));
      }
    }
    List<String> failures = new ArrayList<>();
    int outputs = 0;
    int crashesReported = 0;
    int documents = 0;
    int documentsEqual = 0;
    int mentions = 0;
    int mentionsEqual = 0;
    JsonNode manifest = new ObjectMapper().readTree(root.resolve("manifest.json").toFile());
    for (JsonNode job : manifest.get("jobs")) {
      boolean runs = false;
      for (JsonNode p : job.get("pipelines")) {
        runs |= p.asText().equals(pipeline);
      }
      if (!runs) {
        continue;
      }
      outputs++;
      String id = job.get("id").asText();
      String skeleton = read(job.get("skeleton").asText());
      List<SkeletonDocument> documentsRead = SkeletonReader.read(skeleton);
      String json = read(job.get("output").asText());
      List<Text2ConlluDocument> result =
          pipeline.equals("json-g")
              ? Json2Conllu.convertWithGoldEmptyNodes(documentsRead, json)
              : Json2Conllu.convert(documentsRead, json);
      String crash = crashes.getOrDefault(id, "");
      if (crash.startsWith("json2conllu")) {
        boolean reported =
            result.stream()
                .flatMap(d -> d.problems().stream())
                .anyMatch(p -> p.kind().stage(true).tool().equals("json2conllu"));
        if (reported) {
          crashesReported++;
        } else {
          failures.add(id + ": the reference crashes (" + crash + "), no problem reported");
        }
        continue;
      }
      Map<String, Set<String>> expected = expectedMentions.getOrDefault(id, Map.of());
      for (Text2ConlluDocument document : result) {
        Set<String> actual =
            document.mentions().stream()
                .map(Json2ConlluConformanceTest::key)
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
        "json2conllu (%s): %d outputs, crashes reported %d/%d, documents %d/%d equal, mentions"
            + " %d/%d%n",
        pipeline,
        outputs,
        crashesReported,
        crashes.size(),
        documentsEqual,
        documents,
        mentionsEqual,
        mentions);
    failures.forEach(System.out::println);
    assertEquals(List.of(), failures);
    assertTrue(documents > 0 && documentsEqual == documents);
    assertEquals(crashes.size(), crashesReported);
  }

  private static String key(ResponseMention m) {
    return m.entity()
        + " "
        + m.nodes().stream().map(Object::toString).collect(Collectors.joining(" "))
        + " head "
        + m.head();
  }

  private String read(String file) throws IOException {
    return Files.readString(root.resolve(file), StandardCharsets.UTF_8);
  }

  /** Per output and document name, the mentions as "entity nodes head HEAD". */
  private Map<String, Map<String, Set<String>>> expectedMentions(String pipeline)
      throws IOException {
    Map<String, Map<String, Set<String>>> expected = new HashMap<>();
    List<String> lines =
        Files.readAllLines(root.resolve("expected_mentions.tsv"), StandardCharsets.UTF_8);
    for (String line : lines.subList(1, lines.size())) {
      String[] row = line.split("\t", -1);
      if (row.length > 5 && row[1].equals(pipeline)) {
        expected
            .computeIfAbsent(row[0], k -> new HashMap<>())
            .computeIfAbsent(row[2], k -> new TreeSet<>())
            .add(row[3] + " " + row[4] + " head " + row[5]);
      }
    }
    return expected;
  }
}
