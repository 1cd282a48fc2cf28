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
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.synth.Documents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ConllText} round trips on the project's samples and on files written here: every file of
 * samples/key and samples/systems, as it is and in LitBank's layout, and small files with repeated
 * mentions and two-field lines read, written and read again give the same {@link TextDocument}s,
 * the written file reads (with the scoring reader) as the same {@link Document}s, and scores
 * against the original exactly as the original scores against itself.
 */
class ConllTextRoundTripTest {
  private static final DocumentScorer SCORER = new DocumentScorer(Metric.all());
  private static final Path SAMPLES = Path.of("samples");

  private final ConllText conll = new ConllText();

  @TempDir Path tmp;

  /**
   * The twelve sample files (three keys, three systems of three files: samples/README.md), each a
   * document of 12 columns with {@code -} for no mention, and each also written in LitBank's layout
   * (no mention an empty last field).
   */
  @Test
  void everySampleFileRoundTripsAndScoresExactlyInBothLayouts() throws IOException {
    List<Path> files = new ArrayList<>(sampleFiles());
    assertEquals(12, files.size());
    for (Path file : sampleFiles()) {
      files.add(litBankLayout(file, tmp.resolve("litbank")));
    }
    int documents = 0;
    for (Path file : files) {
      documents += roundTrip(file, 0);
    }
    assertEquals(2 * 12, documents);
  }

  /**
   * Keys and responses written in the layout of the reference scorer's test suite round trip too.
   * No key holds a repeated mention; the response repeat-1 holds one extra copy of a span, in its
   * entity (written {@code (1(1}), and repeat-2 three (the span once in entity 1 and three times in
   * entity 2: {@code (1(2(2(2}). Each copy is written where it was, in the same entity, so it reads
   * back repeated in the same places and the same order: v8.01's removal of repeated response
   * mentions (the first copy stays) removes the same copies, and every case scores as before. The
   * files two.key and two-1.response have blank-separated lines of two fields: their words are
   * empty.
   */
  @Test
  void writtenTestSuiteFilesRoundTripRepeatedMentionsIncluded() throws IOException {
    Path suite = writeSuite(tmp.resolve("suite"));
    List<Path> files = new ArrayList<>(files(suite, ".key"));
    files.addAll(files(suite, ".response"));
    assertEquals(5, files.size());
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
        Map.of("repeat-1.response", 1, "repeat-2.response", 3),
        repeated,
        "files with repeated mentions, and how many extra copies");
  }

  /**
   * Each case scores the same with its response written by ConllText: every sample key against the
   * same file of every sample system, and the written suite's three cases.
   */
  @Test
  void everyCaseScoresTheSameWithItsResponseConverted() throws IOException {
    Path suite = writeSuite(tmp.resolve("suite"));
    List<String[]> cases = new ArrayList<>();
    for (Path key : files(SAMPLES.resolve("key"), "_conll")) {
      for (Path system : systems()) {
        Path response = system.resolve(key.getFileName());
        cases.add(new String[] {response.toString(), key.toString(), response.toString()});
      }
    }
    for (String[] c :
        List.of(
            new String[] {"repeat-1", "repeat.key", "repeat-1.response"},
            new String[] {"repeat-2", "repeat.key", "repeat-2.response"},
            new String[] {"two-1", "two.key", "two-1.response"})) {
      cases.add(
          new String[] {c[0], suite.resolve(c[1]).toString(), suite.resolve(c[2]).toString()});
    }
    assertEquals(3 * 3 + 3, cases.size());
    for (String[] c : cases) {
      List<Document> keys = documents(Files.newInputStream(Path.of(c[1])), c[1]);
      Path response = Path.of(c[2]);
      List<Document> original = documents(Files.newInputStream(response), c[2]);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (InputStream in = Files.newInputStream(response)) {
        conll.write(conll.read(in, c[2], p -> {}), out);
      }
      List<Document> converted = documents(new ByteArrayInputStream(out.toByteArray()), c[2]);
      assertEquals(keys.size(), converted.size(), c[0]);
      for (int i = 0; i < keys.size(); i++) {
        assertEquals(
            SCORER.score(keys.get(i), original.get(i), p -> {}),
            SCORER.score(keys.get(i), converted.get(i), p -> {}),
            c[0]);
      }
    }
  }

  /** The sample systems' folders. */
  private static List<Path> systems() throws IOException {
    try (Stream<Path> list = Files.list(SAMPLES.resolve("systems"))) {
      return list.sorted().toList();
    }
  }

  /** The CoNLL-2012 files of samples/key and samples/systems. */
  private static List<Path> sampleFiles() throws IOException {
    List<Path> files = new ArrayList<>(files(SAMPLES.resolve("key"), "_conll"));
    for (Path system : systems()) {
      files.addAll(files(system, "_conll"));
    }
    return files;
  }

  /** A copy of a sample file in LitBank's layout: a token without mention ends in a TAB. */
  private static Path litBankLayout(Path file, Path dir) throws IOException {
    Path copy =
        Files.createDirectories(dir.resolve(file.getParent().getFileName().toString()))
            .resolve(file.getFileName());
    List<String> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      lines.add(line.endsWith("\t-") ? line.substring(0, line.length() - 1) : line);
    }
    Files.write(copy, lines);
    return copy;
  }

  /** A file of the layout of the test suite (document, part, index, word, coreference). */
  private static String suiteFile(String name, String... tokens) {
    StringBuilder s = new StringBuilder("#begin document (" + name + "); part 000\n");
    int index = 0;
    for (String token : tokens) {
      if (token.isEmpty()) {
        s.append('\n');
        index = 0;
        continue;
      }
      String[] wordAndCoref = token.split(" ");
      s.append(name + "\t0\t" + index++ + "\t" + wordAndCoref[0] + "\t" + wordAndCoref[1] + "\n");
    }
    return s.append("#end document\n").toString();
  }

  /**
   * Writes repeat.key with its responses repeat-1 (one extra copy of "the old man", in its entity)
   * and repeat-2 (the span once in its entity and three times in another: three extra copies), and
   * two.key with two-1.response (lines of two fields, document and coreference); returns their
   * folder.
   */
  private static Path writeSuite(Path dir) throws IOException {
    Files.createDirectories(dir);
    String[] words = {"Anna", "Berg", "met", "the", "old", "man", ".", "", "He", "smiled", "at"};
    String[][] corefs = {
      {"(0", "0)", "-", "(1", "-", "1)", "-", "", "(1)", "-", "-"},
      {"(0", "0)", "-", "(1(1", "-", "1)1)", "-", "", "(1)", "-", "-"},
      {"(0", "0)", "-", "(1(2(2(2", "-", "2)2)2)1)", "-", "", "(2)", "-", "(0)"}
    };
    String[] names = {"repeat.key", "repeat-1.response", "repeat-2.response"};
    for (int f = 0; f < names.length; f++) {
      String[] tokens = new String[words.length];
      for (int t = 0; t < words.length; t++) {
        tokens[t] = words[t].isEmpty() ? "" : words[t] + " " + corefs[f][t];
      }
      Files.writeString(dir.resolve(names[f]), suiteFile("repeat", tokens));
    }
    Files.writeString(
        dir.resolve("two.key"),
        "#begin document (two); part 000\ntwo (0\ntwo 0)\ntwo -\ntwo (1)\n\ntwo (0)\ntwo -\n"
            + "two (1)\n#end document\n");
    Files.writeString(
        dir.resolve("two-1.response"),
        "#begin document (two); part 000\ntwo (0)\ntwo -\ntwo -\ntwo (1)\n\ntwo (1)\ntwo -\n"
            + "two (0)\n#end document\n");
    return dir;
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
