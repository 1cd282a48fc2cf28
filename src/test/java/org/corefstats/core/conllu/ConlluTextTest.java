package org.corefstats.core.conllu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.junit.jupiter.api.Test;

/** CoNLL-U as TextDocuments: what is noted when read, and reading back what is written. */
class ConlluTextTest {
  private final ConlluText format = new ConlluText();

  private List<TextDocument> read(byte[] bytes, List<Problem> problems) throws IOException {
    try (InputStream in = new ByteArrayInputStream(bytes)) {
      return format.read(in, "t.conllu", problems::add);
    }
  }

  private byte[] write(List<TextDocument> documents, List<List<String>> notes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    notes.addAll(format.write(documents, out));
    return out.toByteArray();
  }

  @Test
  void theWorkedExampleKeepsWordSpansAndNotesWhatTheyCannotHold() throws IOException {
    List<Problem> problems = new ArrayList<>();
    TextDocument d =
        read(ConlluReaderTest.WORKED_EXAMPLE.getBytes(StandardCharsets.UTF_8), problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals("example", d.name());
    assertEquals(List.of("The", "viewing", "experience", "of", "art"), d.sentences().get(0));
    assertEquals(11, d.wordCount());
    List<String> entities = new ArrayList<>();
    for (TextEntity e : d.entities()) {
      entities.add(e.id() + e.mentions());
    }
    assertEquals(
        List.of(
            "e27[TextMention[first=0, last=4, head=2]]",
            "e28[TextMention[first=1, last=1, head=1]]",
            "e20[TextMention[first=4, last=4, head=4]]",
            "e5[TextMention[first=5, last=5, head=5]]",
            "e7[TextMention[first=7, last=10, head=10]]"),
        entities);
    assertEquals(
        List.of(
            "empty nodes dropped",
            "zero mentions dropped (their head is an empty node)",
            "discontinuous mentions kept as the whole span of their words"),
        d.notes());
  }

  @Test
  void whatIsWrittenReadsBackAsTheSameMentions() throws IOException {
    Random random = new Random(20261123);
    for (int round = 0; round < 200; round++) {
      TextDocument d = randomDocument(random, "(doc" + round + "); part 000");
      List<List<String>> notes = new ArrayList<>();
      byte[] bytes = write(List.of(d), notes);
      assertEquals(List.of(List.of()), notes);
      List<Problem> problems = new ArrayList<>();
      TextDocument back = read(bytes, problems).get(0);
      assertEquals(List.of(), problems, new String(bytes, StandardCharsets.UTF_8));
      assertEquals(d.name(), back.name(), "the name, by # conll_document");
      assertEquals(d.sentences(), back.sentences());
      assertEquals(canonical(d), canonical(back), new String(bytes, StandardCharsets.UTF_8));
    }
  }

  /**
   * The CoNLL-U samples without empty nodes: samples/conllu (3 key files, 2 systems of 3) and
   * yy_gamma of samples/crac (the key and 3 systems; xx_alpha and xx_beta have an empty node each,
   * samples/README.md).
   */
  @Test
  void theSampleFilesWithoutEmptyNodesReadBackUnchanged() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String samples : List.of("samples/conllu", "samples/crac")) {
      try (var walk = Files.walk(Path.of(samples))) {
        files.addAll(walk.filter(p -> p.toString().endsWith(".conllu")).sorted().toList());
      }
    }
    files.removeIf(ConlluTextTest::hasEmptyNodes);
    int checked = 0;
    for (Path f : files) {
      List<Problem> problems = new ArrayList<>();
      List<TextDocument> docs = read(Files.readAllBytes(f), problems);
      List<List<String>> notes = new ArrayList<>();
      List<TextDocument> back = read(write(docs, notes), problems);
      assertEquals(List.of(), problems, f.toString());
      assertEquals(docs.size(), back.size());
      for (int i = 0; i < docs.size(); i++) {
        assertEquals(canonical(docs.get(i)), canonical(back.get(i)), f.toString());
      }
      checked++;
    }
    assertEquals(3 + 2 * 3 + 1 + 3, checked, "files checked");
  }

  /** Whether a file has a line of an empty node (ID {@code N.M}). */
  private static boolean hasEmptyNodes(Path file) {
    try {
      return Files.readAllLines(file).stream().anyMatch(l -> l.matches("\\d+\\.\\d+\t.*"));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void mentionsAcrossSentencesAndInvalidIdsAreHandledWhenWriting() throws IOException {
    TextDocument d =
        new TextDocument(
            "x",
            List.of(List.of("a", "b"), List.of("c")),
            List.of(
                new TextEntity("0", List.of(TextMention.of(0, 0), TextMention.of(1, 2))),
                new TextEntity("bad-id", List.of(new TextMention(0, 1, 1), TextMention.of(1, 1))),
                new TextEntity("c", List.of(TextMention.of(0, 1), TextMention.of(1, 1)))),
            List.of());
    List<List<String>> notes = new ArrayList<>();
    byte[] bytes = write(List.of(d), notes);
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertTrue(text.contains("Entity=(e2--2(e3(e1)"), text);
    assertEquals(1, notes.get(0).size(), notes.toString());
    assertTrue(notes.get(0).get(0).contains("crossing a sentence boundary"));
    TextDocument back = read(bytes, new ArrayList<>()).get(0);
    assertEquals(3, back.entities().size());
    TextDocument crossing =
        new TextDocument(
            "y",
            List.of(List.of("a", "b", "c")),
            List.of(new TextEntity("e1", List.of(TextMention.of(0, 1), TextMention.of(1, 2)))),
            List.of());
    notes.clear();
    write(List.of(crossing), notes);
    assertEquals(1, notes.get(0).size(), notes.toString());
    assertTrue(
        notes.get(0).get(0).contains("crossing another mention of their entity"), notes.toString());
  }

  /** Each entity as its sorted spans with heads, heads known only when written. */
  private static List<List<String>> canonical(TextDocument d) {
    List<List<String>> out = new ArrayList<>();
    for (TextEntity e : d.entities()) {
      List<String> spans = new ArrayList<>();
      for (TextMention m : e.mentions()) {
        spans.add(m.first() + "-" + m.last() + (m.head() < 0 ? "" : "@" + m.head()));
      }
      spans.sort(null);
      out.add(spans);
    }
    out.sort((a, b) -> a.toString().compareTo(b.toString()));
    return out;
  }

  private static TextDocument randomDocument(Random random, String name) {
    List<List<String>> sentences = new ArrayList<>();
    List<int[]> bounds = new ArrayList<>();
    int word = 0;
    for (int s = 0, n = 1 + random.nextInt(4); s < n; s++) {
      List<String> words = new ArrayList<>();
      int size = 1 + random.nextInt(8);
      for (int k = 0; k < size; k++) {
        words.add("w" + random.nextInt(50));
      }
      sentences.add(words);
      bounds.add(new int[] {word, word + size - 1});
      word += size;
    }
    List<TextEntity> entities = new ArrayList<>();
    for (int e = 0, n = random.nextInt(5); e < n; e++) {
      List<TextMention> mentions = new ArrayList<>();
      for (int m = 0, k = 1 + random.nextInt(4); m < k; m++) {
        int[] b = bounds.get(random.nextInt(bounds.size()));
        int first = b[0] + random.nextInt(b[1] - b[0] + 1);
        int last = first + random.nextInt(b[1] - first + 1);
        int head = first + random.nextInt(last - first + 1);
        boolean clash =
            mentions.stream()
                .anyMatch(
                    x ->
                        (x.first() == first && x.last() == last)
                            || (x.first() < first && first <= x.last() && x.last() < last)
                            || (first < x.first() && x.first() <= last && last < x.last()));
        if (!clash) {
          mentions.add(new TextMention(first, last, head));
        }
      }
      entities.add(new TextEntity("e" + (e + 1), mentions));
    }
    return new TextDocument(name, sentences, entities, List.of());
  }
}
