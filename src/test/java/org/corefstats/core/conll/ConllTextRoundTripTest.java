package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.corefstats.SharedData;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.synth.Documents;
import org.junit.jupiter.api.Test;

/**
 * {@link ConllText} round trips on real data: every LitBank file and every key of the reference
 * scorer's test suite read, written and read again give the same {@link TextDocument}s, the written
 * file reads (with the scoring reader) as the same {@link Document}s, and scores against the
 * original exactly as the original scores against itself.
 */
class ConllTextRoundTripTest {
  private static final DocumentScorer SCORER = new DocumentScorer(Metric.all());

  private final ConllText conll = new ConllText();

  @Test
  void everyLitBankFileRoundTripsAndScoresExactly() throws IOException {
    List<Path> files = files(SharedData.litbank(), ".conll");
    assertEquals(100, files.size());
    int documents = 0;
    for (Path file : files) {
      documents += roundTrip(file, 0);
    }
    assertEquals(100, documents);
  }

  /**
   * The test suite's 14 keys and 36 responses round trip too. No key holds a repeated mention; the
   * responses TC-A-7 and TC-A-8 hold one extra copy of a span and TC-A-9 ten (written {@code (1(1},
   * {@code (3(3(3...} there). Each copy is written where it was, in the same entity, so it reads
   * back repeated in the same places and the same order: v8.01's removal of repeated response
   * mentions (the first copy stays) removes the same copies, and every case scores as before. TC-B
   * and TC-C have blank-separated lines of two fields: their words are empty.
   */
  @Test
  void everyTestSuiteFileRoundTripsRepeatedMentionsIncluded() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    List<Path> files = new ArrayList<>(files(suite, ".key"));
    files.addAll(files(suite, ".response"));
    assertEquals(50, files.size());
    Map<String, Integer> repeated = new HashMap<>();
    for (Path file : files) {
      int repeats = 0;
      for (Document d : documents(Files.newInputStream(file), file.toString())) {
        repeats += repeatedSpans(d);
      }
      if (repeats > 0) {
        repeated.put(file.getFileName().toString(), repeats);
      }
      roundTrip(file, repeats);
    }
    assertEquals(
        Map.of("TC-A-7.response", 1, "TC-A-8.response", 1, "TC-A-9.response", 10),
        repeated,
        "files with repeated mentions, and how many extra copies");
  }

  /** Each case of the suite scores the same with its response written by ConllText. */
  @Test
  void everyTestSuiteCaseScoresTheSameWithItsResponseConverted() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    List<String> cases = Files.readAllLines(suite.resolve("cases.csv"));
    assertEquals(37, cases.size());
    for (String line : cases.subList(1, cases.size())) {
      String[] c = line.split(",");
      List<Document> keys = documents(Files.newInputStream(suite.resolve(c[2])), c[2]);
      Path response = suite.resolve(c[3]);
      List<Document> original = documents(Files.newInputStream(response), c[3]);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (InputStream in = Files.newInputStream(response)) {
        conll.write(conll.read(in, c[3], p -> {}), out);
      }
      List<Document> converted = documents(new ByteArrayInputStream(out.toByteArray()), c[3]);
      assertEquals(keys.size(), converted.size(), c[0]);
      for (int i = 0; i < keys.size(); i++) {
        assertEquals(
            SCORER.score(keys.get(i), original.get(i), p -> {}),
            SCORER.score(keys.get(i), converted.get(i), p -> {}),
            c[0]);
      }
    }
  }

  /** Round trips one file; returns its number of documents. */
  private int roundTrip(Path file, int expectedRepeats) throws IOException {
    List<Problem> problems = new ArrayList<>();
    List<TextDocument> original;
    try (InputStream in = Files.newInputStream(file)) {
      original = conll.read(in, file.toString(), problems::add);
    }
    assertEquals(List.of(), problems, file.toString());

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<List<String>> notes = conll.write(original, out);
    assertEquals(original.size(), notes.size());
    notes.forEach(n -> assertEquals(List.of(), n, file + ": nothing is lost"));
    byte[] written = out.toByteArray();

    List<TextDocument> back =
        conll.read(new ByteArrayInputStream(written), "written", problems::add);
    assertEquals(List.of(), problems, file.toString());
    assertEquals(original.size(), back.size());
    for (int i = 0; i < original.size(); i++) {
      TextDocument o = original.get(i);
      TextDocument b = back.get(i);
      assertEquals(o.name(), b.name());
      assertEquals(o.sentences(), b.sentences(), o.name());
      assertEquals(o.entities(), b.entities(), o.name());
    }

    List<Document> keys = documents(Files.newInputStream(file), file.toString());
    List<Document> responses = documents(new ByteArrayInputStream(written), "written");
    assertEquals(keys.size(), responses.size());
    int repeats = 0;
    for (int i = 0; i < keys.size(); i++) {
      Document key = keys.get(i);
      Document response = responses.get(i);
      assertEquals(key.name(), response.name());
      assertNull(Documents.firstDifference(key, response), key.name());
      repeats += repeatedSpans(response);
      List<Problem> scoring = new ArrayList<>();
      Counts self = SCORER.score(key, key, p -> {});
      Counts converted = SCORER.score(key, response, scoring::add);
      assertEquals(self, converted, key.name());
      assertTrue(
          scoring.stream().noneMatch(p -> p.kind() == ProblemKind.TOKEN_TEXT_MISMATCH),
          scoring.toString());
    }
    assertEquals(expectedRepeats, repeats, file.toString());
    return keys.size();
  }

  /** Copies of a span beyond its first, over the whole document. */
  private static int repeatedSpans(Document d) {
    Map<Long, Integer> seen = new HashMap<>();
    int repeats = 0;
    for (int m = 0; m < d.mentionCount(); m++) {
      long span = ((long) d.mentionFirst(m) << 32) | d.mentionLast(m);
      if (seen.merge(span, 1, Integer::sum) > 1) {
        repeats++;
      }
    }
    return repeats;
  }

  private static List<Document> documents(InputStream in, String name) throws IOException {
    List<Document> documents = new ArrayList<>();
    try (ConllReader reader = ConllReader.of(in, name, false, p -> {})) {
      for (Document d; (d = reader.next()) != null; ) {
        documents.add(d);
      }
    }
    return documents;
  }

  private static List<Path> files(Path dir, String suffix) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    }
  }
}
