package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

  /**
   * The key's markup damaged as a model damages it, 40 ways per file (a deterministic seed): tags
   * lost, opens turned into closes and back, tags moved to another word, so that mentions overlap,
   * cross and end where others start. In the default pipeline the response read back from the text
   * is the one built directly wherever that applies; with the key's empty nodes ({@code -z}, always
   * through the text) the text reads back without an error: every chunk of its {@code Entity=} is
   * where udapi's writer puts it.
   */
  @Test
  void damagedMarkupReadsBackAsItWasBuiltInBothVariants() throws IOException {
    Conllu2Text.Options noZeros = new Conllu2Text.Options(false, true, false, false);
    java.util.Random random = new java.util.Random(40);
    int compared = 0;
    int readZ = 0;
    int sharingANode = 0;
    List<String> differ = new ArrayList<>();
    for (String file : FILES) {
      String gold = read(CRAC.resolve("key").resolve(file + ".conllu"));
      String markup = Conllu2Text.render(gold, file, noZeros, p -> {});
      for (int variant = 0; variant < 40; variant++) {
        String damaged = damage(markup, random);
        LlmPipeline.Outcome outcome = LlmPipeline.run(gold, gold, damaged);
        sharingANode += sharesANode(outcome) ? 1 : 0;
        List<Document> direct = ResponseDocuments.of(outcome, "out");
        if (direct != null) {
          compared++;
          List<Document> read = readConllu(outcome.response());
          if (!describe(direct).equals(describe(read))) {
            differ.add(file + " " + damaged + "\n" + describe(direct) + "\n" + describe(read));
          }
        }
        List<String> errors = new ArrayList<>();
        readConllu(LlmPipeline.run(gold, gold, damaged, true).response(), errors);
        readZ++;
        if (!errors.isEmpty()) {
          differ.add(file + " -z " + damaged + "\n" + errors);
        }
      }
    }
    assertEquals(List.of(), differ);
    assertEquals(FILES.size() * 40, readZ);
    assertTrue(compared >= FILES.size() * 30, "built " + compared);
    assertTrue(
        sharingANode >= 10, sharingANode + " damaged outputs with a node two mentions share");
  }

  /**
   * Whether a mention of two or more nodes of the outcome ends on the node where another one
   * starts: the node's value has a closing and an opening.
   */
  private static boolean sharesANode(LlmPipeline.Outcome outcome) {
    for (Text2ConlluDocument d : outcome.documents()) {
      for (ResponseMention a : d.mentions()) {
        for (ResponseMention b : d.mentions()) {
          if (a != b
              && a.nodes().size() > 1
              && b.nodes().size() > 1
              && a.nodes().get(a.nodes().size() - 1).equals(b.nodes().get(0))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * One to four tags of every line lost, flipped (an open into a close or back) or moved to another
   * word, or a mention closed early on a word where a new one opens that takes its close.
   */
  private static String damage(String markup, java.util.Random random) {
    StringBuilder out = new StringBuilder();
    for (String line : markup.split("\n")) {
      List<List<String>> tags = new ArrayList<>();
      List<String> words = new ArrayList<>();
      for (String token : line.split(" ")) {
        int bar = token.indexOf('|');
        words.add(bar < 0 ? token : token.substring(0, bar));
        tags.add(
            new ArrayList<>(
                bar < 0 ? List.of() : Arrays.asList(token.substring(bar + 1).split(","))));
      }
      for (int edit = 1 + random.nextInt(4); edit > 0; edit--) {
        int i = random.nextInt(words.size());
        if (tags.get(i).isEmpty()) {
          continue;
        }
        String tag = tags.get(i).remove(random.nextInt(tags.get(i).size()));
        boolean open = tag.startsWith("[") && !tag.endsWith("]");
        boolean close = !tag.startsWith("[") && tag.endsWith("]");
        double r = random.nextDouble();
        if (r < 0.2) {
          continue; // lost
        } else if (r < 0.4 && (open || close)) {
          String id = open ? tag.substring(1) : tag.substring(0, tag.length() - 1);
          tags.get(i).add(open ? id + "]" : "[" + id);
        } else if (r < 0.6 || !open) {
          tags.get(random.nextInt(words.size())).add(tag);
        } else {
          // [eX w .. k .. eX] becomes [eX w .. k|eX],[e99 .. e99]: k ends one mention, starts one
          String id = tag.substring(1);
          tags.get(i).add(tag);
          int j = i + 1;
          while (j < words.size() && !tags.get(j).contains(id + "]")) {
            j++;
          }
          if (j >= words.size() || j - i < 2) {
            continue;
          }
          int k = i + 1 + random.nextInt(j - i - 1);
          tags.get(j).remove(id + "]");
          tags.get(j).add("e99]");
          tags.get(k).add(id + "]");
          tags.get(k).add("[e99");
        }
      }
      for (int w = 0; w < words.size(); w++) {
        out.append(w == 0 ? "" : " ").append(words.get(w));
        if (!tags.get(w).isEmpty()) {
          out.append('|').append(String.join(",", tags.get(w)));
        }
      }
      out.append('\n');
    }
    return out.toString();
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
  }

  private static List<Document> readConllu(String conllu) throws IOException {
    return readConllu(conllu, new ArrayList<>());
  }

  /** The documents of a response; its errors (as the reader words them) to {@code errors}. */
  private static List<Document> readConllu(String conllu, List<String> errors) throws IOException {
    List<Document> documents = new ArrayList<>();
    try (DocumentStream in =
        new ConlluFormat()
            .read(
                new ByteArrayInputStream(conllu.getBytes(StandardCharsets.UTF_8)),
                "out",
                ReadOptions.of(false, false),
                p -> {
                  if (p.severity() == org.corefstats.core.document.Severity.ERROR) {
                    errors.add(p.toString());
                  }
                })) {
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
