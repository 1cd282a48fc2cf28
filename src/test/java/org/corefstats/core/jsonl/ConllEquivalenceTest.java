package org.corefstats.core.jsonl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.SharedData;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.jsonl.ConllTextDocuments.ConllFile;
import org.corefstats.core.jsonl.JsonlinesOptions.Side;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.synth.SimulatedSystem;
import org.junit.jupiter.api.Test;

/**
 * A CoNLL corpus converted to jsonlines ({@link JsonlinesText}) and read back ({@link
 * JsonlinesReader}) scores exactly as the CoNLL original: every numerator and denominator of every
 * metric, for the key against itself and for simulated systems, with the jsonlines document as the
 * response and as the key.
 */
class ConllEquivalenceTest {
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());
  private static final JsonlinesOptions KEY = JsonlinesOptions.auto(Side.KEY);
  private static final JsonlinesOptions RESPONSE = JsonlinesOptions.auto(Side.RESPONSE);
  private static final long SEED = 20261123L;

  @Test
  void everyLitBankFileScoresAsItsConllOriginal() throws IOException {
    List<SimulatedSystem> systems = SimulatedSystem.list(3, null, SEED);
    List<Problem> problems = new ArrayList<>();
    List<Problem> keyReading = new ArrayList<>();
    List<Problem> responseReading = new ArrayList<>();
    Counts conllTotal = Counts.zero(Metric.all());
    Counts jsonlTotal = Counts.zero(Metric.all());
    int documents = 0;
    long tokens = 0;
    long mentions = 0;
    List<Path> files;
    try (Stream<Path> list = Files.list(SharedData.litbank())) {
      files = list.sorted().toList();
    }
    assertEquals(100, files.size());
    for (Path file : files) {
      ConllFile conll = ConllTextDocuments.read(file, problems::add);
      List<TextDocument> texts = conll.documents().stream().map(conll::text).toList();
      List<Document> keys = ConllTextDocuments.throughJsonlines(texts, KEY, keyReading::add);
      assertEquals(conll.documents().size(), keys.size(), file.toString());
      for (int i = 0; i < keys.size(); i++) {
        Document k = conll.documents().get(i);
        Document j = keys.get(i);
        String where = file.getFileName() + " " + k.name();
        assertEquals(k.name(), j.name(), where);
        assertEquals(k.tokenCount(), j.tokenCount(), where);
        assertEquals(JsonlinesReaderTest.spans(k), JsonlinesReaderTest.spans(j), where);
        Counts expected = ALL.score(k, k, problems::add);
        assertEquals(expected, ALL.score(k, j, problems::add), where + " as the response");
        assertEquals(expected, ALL.score(j, j, problems::add), where + " as the key");
        documents++;
        tokens += k.tokenCount();
        mentions += k.mentionCount();
        List<List<String>> sentences = conll.sentences(k);
        for (SimulatedSystem system : systems) {
          Document s = system.respond(k, SEED);
          TextDocument text = ConllTextDocuments.text(k, sentences, s);
          Document sj =
              ConllTextDocuments.throughJsonlines(List.of(text), RESPONSE, responseReading::add)
                  .get(0);
          Counts conllCounts = ALL.score(k, s, problems::add);
          Counts jsonlCounts = ALL.score(k, sj, problems::add);
          assertEquals(conllCounts, jsonlCounts, where + " " + system.name());
          assertEquals(conllCounts, ALL.score(j, sj, problems::add), where + " jsonl key");
          conllTotal = conllTotal.plus(conllCounts);
          jsonlTotal = jsonlTotal.plus(jsonlCounts);
        }
      }
    }
    assertEquals(conllTotal, jsonlTotal);
    Set<ProblemKind> kinds = new HashSet<>();
    problems.forEach(p -> kinds.add(p.kind()));
    assertTrue(
        Set.of(ProblemKind.REPEATED_KEY_MENTION, ProblemKind.REPEATED_RESPONSE_MENTION)
            .containsAll(kinds),
        "no token or word problem: " + kinds);
    // LitBank has mentions across its sentence breaks: kept, with a warning
    for (Problem p : keyReading) {
      assertEquals(ProblemKind.CROSS_SENTENCE_SPAN, p.kind(), p.toString());
    }
    for (Problem p : responseReading) {
      assertEquals(ProblemKind.CROSS_SENTENCE_SPAN, p.kind(), p.toString());
    }
    System.out.printf(
        "LitBank through jsonlines: %d documents, %d tokens, %d key mentions (%d across"
            + " sentences), %d simulated responses (%d mentions across sentences); CoNLL F1"
            + " %.6f both ways (MUC %s, B3 %s, CEAF-e %s)%n",
        documents,
        tokens,
        mentions,
        keyReading.size(),
        documents * systems.size(),
        responseReading.size(),
        jsonlTotal.score(Metric.CONLL).f1(),
        jsonlTotal.get(Metric.MUC),
        jsonlTotal.get(Metric.BCUB),
        jsonlTotal.get(Metric.CEAFE));
  }

  @Test
  void referenceTestCasesWithoutRepeatedMentionsScoreAsTheirConllOriginals() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    int compared = 0;
    List<String> skipped = new ArrayList<>();
    for (CSVRecord c : Csv.read(suite.resolve("cases.csv"))) {
      List<Problem> problems = new ArrayList<>();
      ConllFile key = ConllTextDocuments.read(suite.resolve(c.get("key_file")), problems::add);
      ConllFile response =
          ConllTextDocuments.read(suite.resolve(c.get("response_file")), problems::add);
      if (hasRepeatedMention(key) || hasRepeatedMention(response)) {
        skipped.add(c.get("case"));
        continue;
      }
      Map<String, Document> conllResponses = byName(response.documents());
      Map<String, Document> jsonlResponses =
          byName(
              ConllTextDocuments.throughJsonlines(
                  response.documents().stream().map(response::text).toList(),
                  RESPONSE,
                  problems::add));
      List<Document> jsonlKeys =
          ConllTextDocuments.throughJsonlines(
              key.documents().stream().map(key::text).toList(), KEY, problems::add);
      for (int i = 0; i < key.documents().size(); i++) {
        Document k = key.documents().get(i);
        Document r = conllResponses.getOrDefault(k.name(), Document.empty(k.name()));
        Document rj = jsonlResponses.getOrDefault(k.name(), Document.empty(k.name()));
        Counts expected = ALL.score(k, r, problems::add);
        assertEquals(expected, ALL.score(k, rj, problems::add), c.get("case") + " " + k.name());
        assertEquals(
            expected, ALL.score(jsonlKeys.get(i), rj, problems::add), c.get("case") + " both");
      }
      compared++;
    }
    System.out.println(
        "reference test cases through jsonlines: " + compared + " identical, skipped " + skipped);
    assertTrue(compared >= 20, "compared " + compared + ", skipped " + skipped);
  }

  /** Whether a span occurs twice in one document (in one entity or in two). */
  private static boolean hasRepeatedMention(ConllFile file) {
    for (Document d : file.documents()) {
      Set<Long> spans = new HashSet<>();
      for (int m = 0; m < d.mentionCount(); m++) {
        if (!spans.add(((long) d.mentionFirst(m) << 32) | d.mentionLast(m))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Documents by name, the last occurrence of a name winning (as DocumentNames decides). */
  private static Map<String, Document> byName(List<Document> documents) {
    Map<String, Document> out = new LinkedHashMap<>();
    for (Document d : documents) {
      out.put(d.name(), d);
    }
    return out;
  }
}
