package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.SharedData;
import org.corefstats.core.conllu.ConlluFormat;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.format.ReadOptions;
import org.junit.jupiter.api.Test;

/**
 * The response documents built directly ({@link ResponseDocuments}) are those the CoNLL-U reader
 * reads from the response text2conllu writes, on every output of the worked examples (text and
 * JSON, the track's default pipelines): the same names, words, sentences, entities, mentions with
 * their nodes and heads, and zero DEPS.
 */
class ResponseDocumentsTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");

  @Test
  void builtDocumentsAreTheDocumentsTheWrittenResponseReadsAs() throws IOException {
    JsonNode jobs = new ObjectMapper().readTree(DIR.resolve("manifest.json").toFile()).get("jobs");
    int built = 0;
    int written = 0;
    List<String> differ = new ArrayList<>();
    for (JsonNode job : jobs) {
      String gold = read(job.get("gold").asText());
      String skeleton = read(job.get("skeleton").asText());
      String output = read(job.get("output").asText());
      boolean json = job.get("format").asText().equals("json");
      LlmPipeline.Outcome outcome =
          json
              ? LlmPipeline.runJson(gold, skeleton, output)
              : LlmPipeline.run(gold, skeleton, output);
      List<Document> direct = ResponseDocuments.of(outcome, "out");
      if (direct == null) {
        written++;
        continue;
      }
      built++;
      List<Document> read = readConllu(outcome.response());
      if (!describe(direct).equals(describe(read))) {
        differ.add(job.get("id").asText() + "\n" + describe(direct) + "\n" + describe(read));
      }
    }
    assertEquals(List.of(), differ);
    assertTrue(built >= 30, "built " + built + ", written " + written);
  }

  private static String read(String relative) throws IOException {
    return Files.readString(DIR.resolve(relative), StandardCharsets.UTF_8);
  }

  private static List<Document> readConllu(String conllu) throws IOException {
    List<Document> documents = new ArrayList<>();
    try (DocumentStream in =
        new ConlluFormat()
            .read(
                new ByteArrayInputStream(conllu.getBytes(StandardCharsets.UTF_8)),
                "out",
                ReadOptions.of(false, false),
                p -> {})) {
      for (Document d; (d = in.next()) != null; ) {
        documents.add(d);
      }
    }
    return documents;
  }

  /** Everything scoring reads of the documents, as text. */
  private static String describe(List<Document> documents) {
    StringBuilder b = new StringBuilder();
    for (Document d : documents) {
      b.append(d.name()).append(" words ").append(d.tokenCount()).append(" sentences");
      for (int s = 0; s < d.sentenceCount(); s++) {
        b.append(' ').append(d.sentenceWords(s));
      }
      b.append(" hashes ").append(Arrays.hashCode(hashes(d))).append('\n');
      for (int e = 0; e < d.entityCount(); e++) {
        b.append("  ").append(d.entityId(e)).append(':');
        for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
          b.append(' ')
              .append(Arrays.toString(d.mentionNodes(m)))
              .append(" head ")
              .append(d.mentionHead(m))
              .append(" deps ")
              .append(d.zeroDeps(m));
        }
        b.append('\n');
      }
    }
    return b.toString();
  }

  private static int[] hashes(Document d) {
    int[] h = new int[d.tokenCount()];
    for (int t = 0; t < h.length; t++) {
      h[t] = d.wordHash(t);
    }
    return h;
  }
}
