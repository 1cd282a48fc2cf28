package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.conllu.ConlluFormat;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.format.ReadOptions;
import org.junit.jupiter.api.Test;

/**
 * The response documents built directly ({@link ResponseDocuments}) are those the CoNLL-U reader
 * reads from the response text2conllu writes, on the LLM-style outputs of the CRAC sample
 * (samples/crac: the key's three files, 8 documents with two zeros, against the {@code close} and
 * {@code drifty} outputs, and the key and its three systems written as the track's markup, with and
 * without zero mentions, and as its JSON; the track's default pipelines): the same names, words,
 * sentences, entities, mentions with their nodes and heads, and zero DEPS.
 */
class ResponseDocumentsTest {
  private static final Path CRAC = Path.of("samples/crac");
  private static final List<String> FILES =
      List.of("xx_alpha-corefud-test", "xx_beta-corefud-test", "yy_gamma-corefud-test");

  @Test
  void builtDocumentsAreTheDocumentsTheWrittenResponseReadsAs() throws IOException {
    Conllu2Text.Options zeros = new Conllu2Text.Options(false, true, true, false);
    Conllu2Text.Options noZeros = new Conllu2Text.Options(false, true, false, false);
    int built = 0;
    int written = 0;
    List<String> differ = new ArrayList<>();
    for (String file : FILES) {
      String gold = read(CRAC.resolve("key").resolve(file + ".conllu"));
      Map<String, String> texts = new LinkedHashMap<>();
      Map<String, String> jsons = new LinkedHashMap<>();
      for (String system : List.of("close", "drifty")) {
        texts.put(system, read(CRAC.resolve("llm").resolve(system).resolve(file + ".txt")));
      }
      Map<String, String> conllu = new LinkedHashMap<>();
      conllu.put("key", gold);
      for (String system : List.of("good", "greedy", "lazy")) {
        conllu.put(system, read(CRAC.resolve("systems").resolve(system).resolve(file + ".conllu")));
      }
      for (Map.Entry<String, String> c : conllu.entrySet()) {
        texts.put(c.getKey() + " -z", Conllu2Text.render(c.getValue(), file, zeros, p -> {}));
        texts.put(c.getKey(), Conllu2Text.render(c.getValue(), file, noZeros, p -> {}));
        jsons.put(c.getKey(), Conllu2Json.render(c.getValue(), file, zeros, p -> {}));
      }
      List<Map.Entry<String, LlmPipeline.Outcome>> outcomes = new ArrayList<>();
      for (Map.Entry<String, String> t : texts.entrySet()) {
        outcomes.add(Map.entry(t.getKey(), LlmPipeline.run(gold, gold, t.getValue())));
      }
      for (Map.Entry<String, String> j : jsons.entrySet()) {
        outcomes.add(
            Map.entry(j.getKey() + " json", LlmPipeline.runJson(gold, gold, j.getValue())));
      }
      for (Map.Entry<String, LlmPipeline.Outcome> o : outcomes) {
        List<Document> direct = ResponseDocuments.of(o.getValue(), "out");
        if (direct == null) {
          written++;
          continue;
        }
        built++;
        List<Document> read = readConllu(o.getValue().response());
        if (!describe(direct).equals(describe(read))) {
          differ.add(file + " " + o.getKey() + "\n" + describe(direct) + "\n" + describe(read));
        }
      }
    }
    assertEquals(List.of(), differ);
    // 14 outputs per file (2 LLM-style, 4 markups with and 4 without zeros, 4 JSON), none of them
    // one that ResponseDocuments leaves to the text: every document has a # newdoc id, the words
    // are numbered from 1 (no multiword token), each zero's ## follows its verb (a word), the
    // mentions have no gaps and no two of one entity cross
    assertEquals(FILES.size() * 14, built, "built " + built + ", written " + written);
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
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
