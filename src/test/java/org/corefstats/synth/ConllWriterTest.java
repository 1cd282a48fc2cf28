package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ConllWriter} output reads back as exactly the same documents: same ids, same entity order
 * and the same mentions <em>in the same order</em>, not just the same multiset. The order is
 * asserted because v8.01 keeps the first copy of a repeated mention, so mention order can change a
 * score; the writer can promise it because it only accepts documents in reading order (which
 * generators produce and {@link Documents#canonical} makes).
 */
class ConllWriterTest {

  private static Document doc(int tokens, int[]... entitiesOfSpans) {
    // each int[] is one entity: first0, last0, first1, last1, ...
    List<List<int[]>> entities = new ArrayList<>();
    for (int[] flat : entitiesOfSpans) {
      List<int[]> mentions = new ArrayList<>();
      for (int i = 0; i < flat.length; i += 2) {
        mentions.add(new int[] {flat[i], flat[i + 1]});
      }
      entities.add(mentions);
    }
    return Document.of("(t/doc); part 000", tokens, entities);
  }

  private static void assertRoundTrip(Document d) {
    List<Document> read = Io.read(Io.write(d));
    assertEquals(1, read.size());
    Io.assertSame(d, read.get(0));
  }

  @Test
  void syntheticAndPerturbedDocumentsReadBackIdentically() {
    int documents = 0;
    for (long seed = 0; seed < 20; seed++) {
      SyntheticCorpus corpus =
          new SyntheticCorpus(new SyntheticCorpus.Options(10, 40, 0, seed % 2 == 0 ? 0 : 45, seed));
      List<SimulatedSystem> systems = new ArrayList<>(SimulatedSystem.list(4, null, seed));
      for (String preset : ErrorProfile.presets().keySet()) {
        systems.add(SimulatedSystem.list(1, preset, seed).get(0));
      }
      for (int i = 0; i < corpus.size(); i++) {
        Document key = corpus.document(i);
        assertRoundTrip(key);
        for (SimulatedSystem s : systems) {
          assertRoundTrip(s.respond(key, seed));
          documents++;
        }
      }
    }
    assertEquals(20 * 10 * 11, documents);
  }

  @Test
  void concatenatedDocumentsReadBackInOrder() {
    SyntheticCorpus corpus = new SyntheticCorpus(new SyntheticCorpus.Options(5, 30, 0, 0, 3));
    Document[] docs = new Document[corpus.size()];
    for (int i = 0; i < docs.length; i++) {
      docs[i] = corpus.document(i);
    }
    List<Document> read = Io.read(Io.write(docs));
    assertEquals(docs.length, read.size());
    for (int i = 0; i < docs.length; i++) {
      Io.assertSame(docs[i], read.get(i));
    }
  }

  /**
   * Random small documents with dense overlaps, repeated spans and several mentions of one id
   * starting or ending on one token: the writer refuses exactly those with crossing mentions of one
   * entity, and everything it writes reads back identically.
   */
  @Test
  void writesEveryLaminarDocumentAndRefusesCrossings() {
    Random random = new Random(7);
    int written = 0;
    int refused = 0;
    for (int n = 0; n < 5000; n++) {
      Document d = Documents.canonical(randomDocument(random));
      if (hasCrossing(d)) {
        IllegalArgumentException e =
            assertThrows(IllegalArgumentException.class, () -> Io.write(d));
        assertTrue(e.getMessage().contains("crossing"), e.getMessage());
        refused++;
      } else {
        assertRoundTrip(d);
        written++;
      }
    }
    assertTrue(written > 1000 && refused > 1000, written + " written, " + refused + " refused");
  }

  private static Document randomDocument(Random random) {
    int tokens = 1 + random.nextInt(8);
    List<List<int[]>> entities = new ArrayList<>();
    for (int e = 1 + random.nextInt(3); e > 0; e--) {
      List<int[]> mentions = new ArrayList<>();
      for (int m = 1 + random.nextInt(4); m > 0; m--) {
        int first = random.nextInt(tokens);
        mentions.add(new int[] {first, first + random.nextInt(Math.min(3, tokens - first))});
      }
      entities.add(mentions);
    }
    return Document.of("(random); part 000", tokens, entities);
  }

  private static boolean hasCrossing(Document d) {
    for (List<int[]> entity : d.entities()) {
      for (int[] a : entity) {
        for (int[] b : entity) {
          if (a[0] < b[0] && b[0] <= a[1] && a[1] < b[1]) {
            return true;
          }
        }
      }
    }
    return false;
  }

  @Test
  void refusesCrossingAndTouchingMentionsOfOneEntity() {
    assertThrows(IllegalArgumentException.class, () -> Io.write(doc(5, new int[] {0, 2, 1, 3})));
    // [0,1] and [1,2] share token 1: the opening of the second would be closed by the first's
    // closing
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Io.write(doc(5, new int[] {0, 1, 1, 2})));
    assertTrue(e.getMessage().contains("crossing mentions 0-1 and 1-2"), e.getMessage());
    // the same spans in two entities are fine
    assertRoundTrip(doc(5, new int[] {0, 1}, new int[] {1, 2}));
  }

  @Test
  void writesNestedAndRepeatedSpansOfOneEntity() {
    // nested on both ends, a one-token mention inside, and a repeated span: laminar, so writable
    Document d = Documents.canonical(doc(6, new int[] {0, 4, 0, 2, 3, 4, 2, 2, 4, 4, 0, 2}));
    assertRoundTrip(d);
    assertEquals(6, Io.read(Io.write(d)).get(0).mentionCount());
  }

  @Test
  void refusesDocumentsNotInReadingOrderAndCanonicalFixesThem() {
    Document late =
        doc(6, new int[] {4, 4}, new int[] {1, 2}); // entity 0 first appears after entity 1
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Io.write(late));
    assertTrue(e.getMessage().contains("first appear"), e.getMessage());
    Document mentions = doc(6, new int[] {3, 3, 0, 1}); // completion order is 0-1 then 3-3
    assertThrows(IllegalArgumentException.class, () -> Io.write(mentions));
    // on one token all (N) come before all openings: an entity opening there comes after a
    // one-token one
    Document singleFirst = doc(6, new int[] {2, 3}, new int[] {2, 2});
    assertThrows(IllegalArgumentException.class, () -> Io.write(singleFirst));
    for (Document d : List.of(late, mentions, singleFirst)) {
      Document canonical = Documents.canonical(d);
      assertNotEquals(null, Documents.firstDifference(d, canonical));
      assertRoundTrip(canonical);
    }
  }

  @Test
  void refusesMentionsOutsideTheDocument() {
    assertThrows(IllegalArgumentException.class, () -> Io.write(doc(3, new int[] {2, 3})));
  }

  @Test
  void writesTwelveColumnsAndSentences() {
    Document d = doc(9, new int[] {0, 0, 3, 5}, new int[] {5, 5});
    List<String> lines = Io.write(d).lines().toList();
    assertEquals("#begin document (t/doc); part 000", lines.get(0));
    assertEquals("t/doc\t0\t0\tthe\tXX\t*\t-\t-\t-\t-\t*\t(0)", lines.get(1));
    assertEquals("", lines.get(8)); // 7 tokens per sentence in Io.write
    assertEquals("(1)|0)", lines.get(6).substring(lines.get(6).lastIndexOf('\t') + 1));
    assertTrue(
        lines.stream().filter(l -> l.contains("\t")).allMatch(l -> l.split("\t", -1).length == 12));
    assertEquals("#end document", lines.get(lines.size() - 1));
  }

  @Test
  void sameSeedSameBytes() {
    SyntheticCorpus.Options options = new SyntheticCorpus.Options(3, 200, 0, 0, 11);
    Document key = new SyntheticCorpus(options).document(2);
    SimulatedSystem system = SimulatedSystem.list(1, "medium", 11).get(0);
    assertEquals(
        Io.write(key, system.respond(key, 11)),
        Io.write(new SyntheticCorpus(options).document(2), system.respond(key, 11)));
    assertNotEquals(Io.write(system.respond(key, 11)), Io.write(system.respond(key, 12)));
  }

  @TempDir Path tmp;

  /** The CoNLL-2012 files of samples/key and of every system of samples/systems. */
  private static List<Path> sampleFiles() throws IOException {
    try (Stream<Path> files = Files.walk(Path.of("samples/key"));
        Stream<Path> systems = Files.walk(Path.of("samples/systems"))) {
      return Stream.concat(files, systems).filter(Files::isRegularFile).sorted().toList();
    }
  }

  /**
   * A copy of a sample file in LitBank's layout: a token without mention has an empty last field
   * after its TAB, not {@code -}.
   */
  private Path litbankLayout(Path file) throws IOException {
    Path copy =
        Files.createDirectories(
                tmp.resolve("litbank").resolve(file.getParent().getFileName().toString()))
            .resolve(file.getFileName());
    List<String> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      lines.add(line.endsWith("\t-") ? line.substring(0, line.length() - 1) : line);
    }
    Files.write(copy, lines);
    return copy;
  }

  /** The twelve sample files (samples/README.md) as they are and in LitBank's layout. */
  @Test
  void rewritingTheSamplesWithTheirOwnDocumentsIsByteIdentical() throws IOException {
    List<Path> files = new ArrayList<>(sampleFiles());
    assertEquals(12, files.size());
    for (Path file : sampleFiles()) {
      files.add(litbankLayout(file));
    }
    for (Path file : files) {
      byte[] template = Files.readAllBytes(file);
      assertArrayEquals(template, Io.rewrite(template, Io.readFile(file)), file.toString());
    }
  }

  @Test
  void rewritingWithPerturbedDocumentsChangesOnlyTheLastColumn() throws IOException {
    Path file = litbankLayout(Path.of("samples/key/letter_conll"));
    Map<String, Document> key = Io.readFile(file);
    Document original = key.values().iterator().next();
    Document response = new Perturber(ErrorProfile.preset("weak")).perturb(original, new Random(5));
    byte[] template = Files.readAllBytes(file);
    byte[] rewritten = Io.rewrite(template, Map.of(original.name(), response));

    Io.assertSame(response, Io.read(rewritten).get(0));
    String[] before = new String(template, StandardCharsets.UTF_8).split("\n", -1);
    String[] after = new String(rewritten, StandardCharsets.UTF_8).split("\n", -1);
    assertEquals(before.length, after.length);
    int changed = 0;
    for (int i = 0; i < before.length; i++) {
      if (!before[i].equals(after[i])) {
        changed++;
        assertEquals(withoutLastField(before[i]), withoutLastField(after[i]), "line " + (i + 1));
        // LitBank style: no mention is an empty last field after the TAB, never "-"
        assertTrue(!after[i].endsWith("\t-"), after[i]);
      }
    }
    // a token where the response opens or closes another number of mentions than the key must
    // change; one where neither has a mention cannot
    int mustChange = boundaryTokens(original, response);
    int mayChange = markedTokens(original, response);
    assertTrue(mustChange > 0, "the weak profile changes some mentions");
    assertTrue(
        mustChange <= changed && changed <= mayChange,
        changed + " lines changed, at least " + mustChange + ", at most " + mayChange);
  }

  /**
   * The tokens where the response opens or closes another number of mentions than the key: their
   * lines must change, whatever the entities' numbers.
   */
  private static int boundaryTokens(Document key, Document response) {
    int[] opens = new int[key.tokenCount()];
    int[] closes = new int[key.tokenCount()];
    for (int m = 0; m < key.mentionCount(); m++) {
      opens[key.mentionFirst(m)]++;
      closes[key.mentionLast(m)]++;
    }
    for (int m = 0; m < response.mentionCount(); m++) {
      opens[response.mentionFirst(m)]--;
      closes[response.mentionLast(m)]--;
    }
    int tokens = 0;
    for (int t = 0; t < opens.length; t++) {
      tokens += opens[t] != 0 || closes[t] != 0 ? 1 : 0;
    }
    return tokens;
  }

  /** The tokens where the key or the response opens or closes a mention. */
  private static int markedTokens(Document key, Document response) {
    boolean[] marked = new boolean[key.tokenCount()];
    for (Document d : List.of(key, response)) {
      for (int m = 0; m < d.mentionCount(); m++) {
        marked[d.mentionFirst(m)] = true;
        marked[d.mentionLast(m)] = true;
      }
    }
    int tokens = 0;
    for (boolean b : marked) {
      tokens += b ? 1 : 0;
    }
    return tokens;
  }

  private static String withoutLastField(String line) {
    return line.substring(0, line.lastIndexOf('\t') + 1);
  }

  @Test
  void rewriteKeepsOntoNotesStyleCrlfAndSpaceSeparatedLines() {
    String tab =
        "#begin document (a); part 000\r\na\t0\t0\tx\t(0\r\na\t0\t1\ty\t0)\r\n\r\na\t0\t2\tz\t-\r\n"
            + "#end document\r\n";
    String rewritten =
        new String(
            Io.rewrite(
                tab.getBytes(StandardCharsets.UTF_8),
                Map.of("(a); part 000", doc(3, new int[] {2, 2}))),
            StandardCharsets.UTF_8);
    assertEquals(
        "#begin document (a); part 000\r\na\t0\t0\tx\t-\r\na\t0\t1\ty\t-\r\n\r\na\t0\t2\tz\t(0)\r\n"
            + "#end document\r\n",
        rewritten);

    String spaces = "#begin document (b); part 000\nb 0 0 x -\nb 0 1 y (0)\n#end document";
    String rewrittenSpaces =
        new String(
            Io.rewrite(
                spaces.getBytes(StandardCharsets.UTF_8),
                Map.of("(b); part 000", doc(2, new int[] {0, 1}))),
            StandardCharsets.UTF_8);
    assertEquals(
        "#begin document (b); part 000\nb 0 0 x (0\nb 0 1 y 0)\n#end document", rewrittenSpaces);
  }

  @Test
  void rewriteCopiesOtherDocumentsAndRefusesAnotherTokenCount() {
    String template =
        "# a comment\n#begin document (a); part 000\na\tw\t-\na\tw\t-\n#end document\n"
            + "#begin document (b); part 000\nb\tw\t(3)\n#end document\n";
    byte[] bytes = template.getBytes(StandardCharsets.UTF_8);
    String out =
        new String(
            Io.rewrite(bytes, Map.of("(a); part 000", doc(2, new int[] {1, 1}))),
            StandardCharsets.UTF_8);
    assertEquals(template.replace("a\tw\t-\n#end", "a\tw\t(0)\n#end"), out);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Io.rewrite(bytes, Map.of("(b); part 000", doc(2, new int[] {1, 1}))));
    assertTrue(e.getMessage().contains("has 1 tokens, its replacement 2"), e.getMessage());
  }

  @Test
  void rewriteKeepsSameAnnotationsInAnotherOrderOnlyWhenTheyReadTheSame() {
    // entities 0 {0-1}, 1 {0-1}, 2 {1-1}; the template opens 1 before 0, which would make 1 the
    // first entity
    String template = "#begin document (f); part 000\nf\t(1|(0\nf\t(2)|0)|1)\n#end document\n";
    Document d = doc(2, new int[] {0, 1}, new int[] {0, 1}, new int[] {1, 1});
    assertEquals(
        "#begin document (f); part 000\nf\t(0|(1\nf\t(2)|0)|1)\n#end document\n",
        new String(
            Io.rewrite(template.getBytes(StandardCharsets.UTF_8), Map.of("(f); part 000", d)),
            StandardCharsets.UTF_8));
    // the same annotations, closings in any order, keep their text when the order does not matter
    String same = "#begin document (g); part 000\ng\t(0|(1\ng\t1)|(2)|0)\n#end document\n";
    assertEquals(
        same,
        new String(
            Io.rewrite(same.getBytes(StandardCharsets.UTF_8), Map.of("(g); part 000", d)),
            StandardCharsets.UTF_8));
  }

  @Test
  void rewriteRefusesWhatWouldReadDifferently() {
    // the word column of a line without TAB is searched by the reader too: "(7)" there would add a
    // mention
    String template = "#begin document (c); part 000\nc (7) -\n#end document\n";
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Io.rewrite(
                    template.getBytes(StandardCharsets.UTF_8),
                    Map.of("(c); part 000", doc(1, new int[] {0, 0}))));
    assertTrue(e.getMessage().contains("would not read back"), e.getMessage());
  }
}
