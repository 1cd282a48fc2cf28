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
import org.junit.jupiter.api.io.TempDir;

/**
 * A CoNLL corpus converted to jsonlines ({@link JsonlinesText}) and read back ({@link
 * JsonlinesReader}) scores exactly as the CoNLL original: every numerator and denominator of every
 * metric, for the key against itself and for simulated systems, with the jsonlines document as the
 * response and as the key. The corpus: the project's samples (samples/key, samples/systems) and a
 * small file written here.
 */
class ConllEquivalenceTest {
  private static final Path SAMPLES = Path.of("samples");
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());
  private static final JsonlinesOptions KEY = JsonlinesOptions.auto(Side.KEY);
  private static final JsonlinesOptions RESPONSE = JsonlinesOptions.auto(Side.RESPONSE);
  private static final long SEED = 20261123L;

  @TempDir Path tmp;

  /** The CoNLL-2012 files of samples/key and of every system of samples/systems. */
  private static List<Path> sampleFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(SAMPLES.resolve("key"))) {
      files.addAll(walk.filter(Files::isRegularFile).sorted().toList());
    }
    try (Stream<Path> walk = Files.walk(SAMPLES.resolve("systems"))) {
      files.addAll(walk.filter(Files::isRegularFile).sorted().toList());
    }
    return files;
  }

  /**
   * Every sample file (three keys and three systems of three files, samples/README.md: twelve
   * documents, no mention across sentences), and a file written in LitBank's layout with one
   * mention across a sentence break ("left . Then"), as LitBank has.
   */
  @Test
  void everySampleFileScoresAsItsConllOriginal() throws IOException {
    List<SimulatedSystem> systems = SimulatedSystem.list(3, null, SEED);
    List<Problem> problems = new ArrayList<>();
    List<Problem> keyReading = new ArrayList<>();
    List<Problem> responseReading = new ArrayList<>();
    Counts conllTotal = Counts.zero(Metric.all());
    Counts jsonlTotal = Counts.zero(Metric.all());
    int documents = 0;
    long tokens = 0;
    long mentions = 0;
    List<Path> files = new ArrayList<>(sampleFiles());
    assertEquals(12, files.size());
    files.add(
        Files.writeString(
            tmp.resolve("across.conll"),
            "#begin document (across); part 0\n"
                + "across\t0\t0\tAnna\t_\t(0)\n"
                + "across\t0\t1\tleft\t_\t(1\n"
                + "across\t0\t2\t.\t_\t\n"
                + "\n"
                + "across\t0\t0\tThen\t_\t1)\n"
                + "across\t0\t1\tshe\t_\t(0)\n"
                + "across\t0\t2\tslept\t_\t\n"
                + "#end document\n"));
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
    // the written file's one mention across its sentence break: kept, with a warning
    assertEquals(1, keyReading.size(), keyReading.toString());
    for (Problem p : keyReading) {
      assertEquals(ProblemKind.CROSS_SENTENCE_SPAN, p.kind(), p.toString());
    }
    for (Problem p : responseReading) {
      assertEquals(ProblemKind.CROSS_SENTENCE_SPAN, p.kind(), p.toString());
    }
    System.out.printf(
        "Samples through jsonlines: %d documents, %d tokens, %d key mentions (%d across"
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

  /**
   * Every sample key against the same file of every sample system, and a written case whose
   * response repeats a span ({@code (1(1}), skipped.
   */
  @Test
  void testCasesWithoutRepeatedMentionsScoreAsTheirConllOriginals() throws IOException {
    Map<String, Path[]> cases = new LinkedHashMap<>();
    List<Path> systems;
    try (Stream<Path> list = Files.list(SAMPLES.resolve("systems"))) {
      systems = list.sorted().toList();
    }
    try (Stream<Path> list = Files.list(SAMPLES.resolve("key"))) {
      for (Path key : list.sorted().toList()) {
        for (Path system : systems) {
          Path response = system.resolve(key.getFileName());
          cases.put(response.toString(), new Path[] {key, response});
        }
      }
    }
    String repeat =
        "#begin document (repeat); part 000\nrepeat\t0\t0\tAnna\t(0)\n"
            + "repeat\t0\t1\tmet\t-\nrepeat\t0\t2\tthe\t(1\nrepeat\t0\t3\tman\t1)\n"
            + "repeat\t0\t4\t.\t-\n\nrepeat\t0\t0\tHe\t(1)\nrepeat\t0\t1\tsmiled\t-\n"
            + "#end document\n";
    cases.put(
        "repeat-1",
        new Path[] {
          Files.writeString(tmp.resolve("repeat.key"), repeat),
          Files.writeString(
              tmp.resolve("repeat-1.response"),
              repeat.replace("the\t(1\n", "the\t(1(1\n").replace("man\t1)\n", "man\t1)1)\n"))
        });
    int compared = 0;
    List<String> skipped = new ArrayList<>();
    for (Map.Entry<String, Path[]> c : cases.entrySet()) {
      List<Problem> problems = new ArrayList<>();
      ConllFile key = ConllTextDocuments.read(c.getValue()[0], problems::add);
      ConllFile response = ConllTextDocuments.read(c.getValue()[1], problems::add);
      if (hasRepeatedMention(key) || hasRepeatedMention(response)) {
        skipped.add(c.getKey());
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
        assertEquals(expected, ALL.score(k, rj, problems::add), c.getKey() + " " + k.name());
        assertEquals(
            expected, ALL.score(jsonlKeys.get(i), rj, problems::add), c.getKey() + " both");
      }
      compared++;
    }
    System.out.println(
        "test cases through jsonlines: " + compared + " identical, skipped " + skipped);
    // the samples have no repeated span: all 3 x 3 compared
    assertEquals(3 * 3, compared, "compared " + compared + ", skipped " + skipped);
    assertEquals(List.of("repeat-1"), skipped);
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
