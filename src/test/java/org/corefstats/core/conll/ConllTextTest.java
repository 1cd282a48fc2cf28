package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.junit.jupiter.api.Test;

/**
 * {@link ConllText}: words, sentences, entities and problems as the scoring reader sees them, and
 * writing that reads back the same, bracket order included.
 */
class ConllTextTest {
  private final ConllText conll = new ConllText();

  private final List<Problem> problems = new ArrayList<>();

  private List<TextDocument> read(String text) throws IOException {
    return conll.read(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.conll", problems::add);
  }

  private String write(TextDocument... documents) throws IOException {
    return write(List.of(documents), new ArrayList<>());
  }

  private String write(List<TextDocument> documents, List<List<String>> notes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    notes.addAll(conll.write(documents, out));
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String line(int i, String word, String coref) {
    return "d\t0\t" + i + "\t" + word + "\tNN\t*\t-\t-\t-\tspk\t*\t" + coref + "\n";
  }

  private static TextEntity entity(String id, TextMention... mentions) {
    return new TextEntity(id, List.of(mentions));
  }

  private static TextDocument document(List<List<String>> sentences, TextEntity... entities) {
    return new TextDocument("(d); part 0", sentences, List.of(entities), List.of());
  }

  /** Name, sentences and entities (notes aside: they say what the source had). */
  private static void assertSameText(TextDocument expected, TextDocument actual) {
    assertEquals(expected.name(), actual.name());
    assertEquals(expected.sentences(), actual.sentences());
    assertEquals(expected.entities(), actual.entities());
  }

  @Test
  void wordsAreTheFourthFieldAndBlankLinesEndSentences() throws IOException {
    List<TextDocument> documents =
        read(
            "#begin document (d); part 000\n"
                + line(0, "The", "(1")
                + line(1, "cat", "1)")
                + "\n \n"
                + line(0, "It", "(1)")
                + line(1, "purrs", "-")
                + "\n#end document\n");
    assertEquals(1, documents.size());
    TextDocument d = documents.get(0);
    assertEquals("(d); part 000", d.name());
    assertEquals(List.of(List.of("The", "cat"), List.of("It", "purrs")), d.sentences());
    assertEquals(List.of(entity("1", TextMention.of(0, 1), TextMention.of(2, 2))), d.entities());
    assertEquals(List.of("columns 5-11 not kept"), d.notes());
    assertEquals(List.of(), problems);
  }

  @Test
  void blankSeparatedLinesWithoutAWordColumnHaveEmptyWords() throws IOException {
    TextDocument d = read("#begin document x\nx (1)\nx -\n#end document\n").get(0);
    assertEquals(List.of(List.of("", "")), d.sentences());
    assertEquals(List.of(ConllText.NO_WORD_COLUMN), d.notes());
    TextDocument blanks = read("#begin document x\na 0 1 w (1)\n#end document\n").get(0);
    assertEquals(List.of(List.of("w")), blanks.sentences());
    assertEquals(List.of(), blanks.notes());
  }

  @Test
  void brokenMentionsAreDroppedAndReportedAsScoringReportsThem() throws IOException {
    TextDocument d =
        read("#begin document (d); part 0\n"
                + line(0, "a", "(1")
                + line(1, "b", "2)")
                + line(2, "c", "(3)")
                + "#end document\n")
            .get(0);
    assertEquals(List.of(entity("3", TextMention.of(2, 2))), d.entities());
    assertEquals(
        List.of(ProblemKind.UNMATCHED_CLOSING, ProblemKind.UNCLOSED_OPENING),
        problems.stream().map(Problem::kind).toList());
    assertTrue(problems.stream().allMatch(p -> p.severity() == Severity.ERROR));
  }

  @Test
  void writesOntoNotesColumnsWithTheNameVerbatimAndItsDocidAndPart() throws IOException {
    TextDocument d =
        new TextDocument(
            "(bc/cctv/00/cctv_0000); part 003",
            List.of(List.of("He", "left"), List.of("Yes")),
            List.of(entity("7", TextMention.of(0, 0), TextMention.of(1, 2))),
            List.of());
    assertEquals(
        "#begin document (bc/cctv/00/cctv_0000); part 003\n"
            + "bc/cctv/00/cctv_0000\t3\t0\tHe\t-\t-\t-\t-\t-\t-\t-\t(7)\n"
            + "bc/cctv/00/cctv_0000\t3\t1\tleft\t-\t-\t-\t-\t-\t-\t-\t(7\n"
            + "\n"
            + "bc/cctv/00/cctv_0000\t3\t0\tYes\t-\t-\t-\t-\t-\t-\t-\t7)\n"
            + "\n"
            + "#end document\n",
        write(d));
    TextDocument other = new TextDocument("my doc", List.of(List.of("w")), List.of(), List.of());
    assertEquals(
        "#begin document my doc\nmy_doc\t0\t0\tw\t-\t-\t-\t-\t-\t-\t-\t-\n\n#end document\n",
        write(other));
  }

  @Test
  void nestedSameIdAndSameStartMentionsReadBackInTheirOrder() throws IOException {
    // read from brackets v8.01 style: (1 (1 (2) on token 0, single (1) on 1, closings later
    String text =
        "#begin document (d); part 0\n"
            + line(0, "a", "(1|(1|(2)|(3")
            + line(1, "b", "(1)|1)")
            + line(2, "c", "3)|(1)")
            + line(3, "d", "1)|(01)")
            + line(4, "e", "(2(2|2)")
            + line(5, "f", "2)")
            + "#end document\n";
    TextDocument original = read(text).get(0);
    assertEquals(List.of(), problems);
    assertEquals(
        List.of(
            entity("2", TextMention.of(0, 0), TextMention.of(4, 4), TextMention.of(4, 5)),
            entity(
                "1",
                TextMention.of(1, 1),
                TextMention.of(0, 1),
                TextMention.of(2, 2),
                TextMention.of(0, 3)),
            entity("3", TextMention.of(0, 2)),
            entity("01", TextMention.of(3, 3))),
        original.entities());
    String written = write(original);
    TextDocument back = read(written).get(0);
    assertSameText(original, back);
    assertEquals(List.of(), problems);
    // the same tokens are written the same again
    assertEquals(written, write(back));
  }

  @Test
  void repeatedSpansRoundTripInEveryPlace() throws IOException {
    TextDocument d =
        document(
            List.of(List.of("a", "b", "c")),
            entity("1", TextMention.of(0, 1), TextMention.of(0, 1), TextMention.of(2, 2)),
            entity("3", TextMention.of(0, 1)),
            entity("2", TextMention.of(2, 2), TextMention.of(2, 2)));
    String written = write(d);
    assertTrue(written.contains("\ta\t-\t-\t-\t-\t-\t-\t-\t(1|(1|(3\n"), written);
    assertTrue(written.contains("\tc\t-\t-\t-\t-\t-\t-\t-\t(1)|(2)|(2)\n"), written);
    assertSameText(d, read(written).get(0));
  }

  @Test
  void documentsOutOfReadingOrderReadBackAsTheSameMentionsInReadingOrder() throws IOException {
    TextDocument d =
        document(
            List.of(List.of("a", "b", "c")),
            entity("5", TextMention.of(2, 2), TextMention.of(0, 1)),
            entity("4", TextMention.of(0, 0)));
    TextDocument back = read(write(d)).get(0);
    assertEquals(
        List.of(
            entity("4", TextMention.of(0, 0)),
            entity("5", TextMention.of(0, 1), TextMention.of(2, 2))),
        back.entities());
  }

  @Test
  void whatBracketsCannotHoldIsDroppedAndNoted() throws IOException {
    TextDocument d =
        new TextDocument(
            "x",
            List.of(List.of("a", "b", "c"), List.of(), List.of("d", "e")),
            List.of(
                entity("e1", new TextMention(0, 2, 1), TextMention.of(1, 3), TextMention.of(2, 4)),
                entity("e2", TextMention.of(3, 9)),
                entity("e3")),
            List.of());
    List<List<String>> notes = new ArrayList<>();
    String written = write(List.of(d), notes);
    assertEquals(
        List.of(
            List.of(
                CorefBrackets.RENUMBERED,
                CorefBrackets.HEADS,
                CorefBrackets.CROSSING,
                CorefBrackets.OUTSIDE,
                CorefBrackets.EMPTY_ENTITIES,
                ConllText.EMPTY_SENTENCES)),
        notes);
    TextDocument back = read(written).get(0);
    assertEquals(List.of(List.of("a", "b", "c"), List.of("d", "e")), back.sentences());
    assertEquals(List.of(entity("0", TextMention.of(0, 2))), back.entities());
    assertEquals(List.of(), problems);
  }

  @Test
  void wordsAndNamesThatWouldBreakTheLayoutAreMadeSafe() throws IOException {
    TextDocument d =
        new TextDocument(
            "#weird\nname",
            List.of(List.of("tab\there", "#end document", "")),
            List.of(entity("1", TextMention.of(0, 2))),
            List.of());
    List<List<String>> notes = new ArrayList<>();
    TextDocument back = read(write(List.of(d), notes)).get(0);
    assertEquals(
        List.of(
            List.of(
                ConllText.LINE_BREAK_IN_NAME,
                ConllText.LINE_BREAK_IN_WORD,
                ConllText.HASH_REPLACED)),
        notes);
    assertEquals("#weird name", back.name());
    assertEquals(List.of(List.of("tab_here", "_end document", "")), back.sentences());
    assertEquals(d.entities(), back.entities());
    assertEquals(List.of(), problems);
  }

  @Test
  void emptyDocumentsAndEmptyInputs() throws IOException {
    TextDocument empty = new TextDocument("(e); part 1", List.of(), List.of(), List.of());
    String written = write(empty);
    assertEquals("#begin document (e); part 1\n#end document\n", written);
    assertSameText(empty, read(written).get(0));
    assertEquals(List.of(), read(""));
    assertEquals(List.of(ProblemKind.EMPTY_FILE), problems.stream().map(Problem::kind).toList());
  }

  /**
   * Random entities of random spans (nested, sharing starts or ends, repeated, crossing, in any
   * order): what is written reads back without a problem as the same mentions of each entity, the
   * crossing ones aside, and a document read back is written and read again identical.
   */
  @Test
  void randomDocumentsReadBackAsTheirWritableMentions() throws IOException {
    Random random = new Random(7);
    for (int i = 0; i < 2000; i++) {
      int words = 1 + random.nextInt(30);
      List<List<String>> sentences = new ArrayList<>();
      for (int w = 0; w < words; ) {
        int n = Math.min(words - w, 1 + random.nextInt(8));
        List<String> sentence = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          sentence.add("w" + (w + k));
        }
        sentences.add(sentence);
        w += n;
      }
      List<TextEntity> entities = new ArrayList<>();
      int count = 1 + random.nextInt(6);
      for (int e = 0; e < count; e++) {
        List<TextMention> mentions = new ArrayList<>();
        for (int m = 1 + random.nextInt(5); m > 0; m--) {
          int first = random.nextInt(words);
          int last = Math.min(words - 1, first + (random.nextBoolean() ? 0 : random.nextInt(5)));
          mentions.add(TextMention.of(first, last));
          if (random.nextInt(8) == 0) {
            mentions.add(TextMention.of(first, last)); // a repeated span
          }
        }
        entities.add(new TextEntity(Integer.toString(e * 3), mentions));
      }
      TextDocument d = new TextDocument("(r); part " + i, sentences, entities, List.of());
      List<List<String>> notes = new ArrayList<>();
      String written = write(List.of(d), notes);
      TextDocument back = read(written).get(0);
      assertEquals(List.of(), problems, written);
      assertEquals(sentences, back.sentences());
      boolean crossing = notes.get(0).contains(CorefBrackets.CROSSING);
      Map<String, List<TextMention>> backById = new HashMap<>();
      back.entities().forEach(e -> backById.put(e.id(), sorted(e.mentions())));
      for (TextEntity e : entities) {
        List<TextMention> got = backById.getOrDefault(e.id(), List.of());
        List<TextMention> expected = sorted(e.mentions());
        if (crossing) {
          assertTrue(expected.containsAll(got), written);
        } else {
          assertEquals(expected, got, written);
        }
      }
      String again = write(back);
      assertEquals(back.entities(), read(again).get(0).entities(), again);
      assertEquals(again, write(read(again).get(0)));
    }
  }

  private static List<TextMention> sorted(List<TextMention> mentions) {
    List<TextMention> s = new ArrayList<>(mentions);
    s.sort(Comparator.comparingInt(TextMention::first).thenComparingInt(TextMention::last));
    return s;
  }
}
