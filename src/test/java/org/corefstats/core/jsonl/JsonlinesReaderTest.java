package org.corefstats.core.jsonl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.jsonl.JsonlinesOptions.Side;
import org.corefstats.core.jsonl.JsonlinesOptions.Space;
import org.corefstats.core.jsonl.JsonlinesOptions.SpanEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three jsonlines families of docs/explanation/corefud-and-coval.md section 7, read by
 * hand-written records.
 */
class JsonlinesReaderTest {
  static final JsonlinesOptions KEY = JsonlinesOptions.auto(Side.KEY);
  static final JsonlinesOptions RESPONSE = JsonlinesOptions.auto(Side.RESPONSE);

  /** e2e-coref: words by sentence, inclusive word spans over the whole document. */
  static final String E2E =
      "{\"doc_key\": \"bc/cctv/00/cctv_0000_0\", \"speakers\": [[\"a\", \"a\", \"a\", \"a\"],"
          + " [\"b\", \"b\", \"b\"]], \"sentences\": [[\"John\", \"saw\", \"Mary\", \".\"],"
          + " [\"He\", \"waved\", \".\"]], \"clusters\": [[[0, 0], [4, 4]], [[2, 2]]],"
          + " \"predicted_clusters\": [[[0, 0], [2, 2]], [[4, 5]]]}";

  /**
   * The BERT lineage (fast-coref): segments of subtokens with [CLS] and [SEP], a speaker token
   * mapped to -1, subtoken spans mapped to words by subtoken_map.
   */
  static final String BERT =
      "{\"doc_key\": \"nw/xinhua/00/chtb_0009_000\","
          + " \"sentences\": [[\"[CLS]\", \"_spk_\", \"John\", \"saw\", \"Mar\", \"##y\", \".\","
          + " \"[SEP]\"], [\"[CLS]\", \"He\", \"wave\", \"##d\", \".\", \"[SEP]\"]],"
          + " \"subtoken_map\": [0, -1, 0, 1, 2, 2, 3, 3, 3, 4, 5, 5, 6, 6],"
          + " \"sentence_map\": [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],"
          + " \"clusters\": [[[2, 2], [9, 9]], [[4, 5]]],"
          + " \"predicted_clusters\": [[[2, 5], [9, 11]]]}";

  /** wl-coref: document_id and part_id, cased_words, sent_id, exclusive ends. */
  static final String WL =
      "{\"document_id\": \"bc/cctv/00/cctv_0000\", \"part_id\": 0,"
          + " \"cased_words\": [\"John\", \"saw\", \"Mary\", \".\", \"He\", \"waved\", \".\"],"
          + " \"sent_id\": [0, 0, 0, 0, 1, 1, 1], \"speaker\": [\"a\", \"a\", \"a\", \"a\", \"b\","
          + " \"b\", \"b\"], \"head\": [1, null, 1, 1, 5, null, 5],"
          + " \"span_clusters\": [[[0, 1], [4, 5]], [[2, 3]]], \"word_clusters\": [[0, 4], [2]]}";

  @TempDir Path tmp;

  static List<Document> read(String text, JsonlinesOptions options, List<Problem> problems)
      throws IOException {
    return read(text.getBytes(StandardCharsets.UTF_8), options, problems);
  }

  static List<Document> read(byte[] bytes, JsonlinesOptions options, List<Problem> problems)
      throws IOException {
    List<Document> out = new ArrayList<>();
    try (JsonlinesReader reader =
        JsonlinesReader.of(new ByteArrayInputStream(bytes), "test.jsonl", options, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.add(d);
      }
    }
    return out;
  }

  static String spans(Document d) {
    StringBuilder s = new StringBuilder();
    for (List<int[]> entity : d.entities()) {
      s.append(s.length() == 0 ? "" : " ").append('{');
      for (int i = 0; i < entity.size(); i++) {
        s.append(i == 0 ? "" : ",").append(entity.get(i)[0]).append('-').append(entity.get(i)[1]);
      }
      s.append('}');
    }
    return s.toString();
  }

  /**
   * wl-coref's dependency heads give each mention its head (docs/explanation/corefud-and-coval.md
   * 7): the one word of the mention whose head lies outside it; with several such words, or without
   * {@code head}, the last word.
   */
  @Test
  void wlCorefDependencyHeadsGiveMentionHeads() throws IOException {
    String record =
        "{\"document_id\": \"d\", \"part_id\": 0,"
            + " \"cased_words\": [\"The\", \"old\", \"man\", \"saw\", \"it\"],"
            + " \"head\": [2, 2, 3, null, 3],"
            + " \"span_clusters\": [[[0, 3], [4, 5]], [[2, 5]], [[0, 2]]]}";
    List<Problem> problems = new ArrayList<>();
    Document d = read(record, KEY, problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals("{0-2,4-4} {2-4} {0-1}", spans(d));
    assertTrue(d.hasHeads());
    // "The old man": only man's head (saw) is outside; "it": itself; "man saw it": saw (the
    // root); "The old": both point to man, outside: two candidates, the last word
    assertEquals(List.of(2, 4, 3, 1), heads(d));
    // without head: no heads, matching takes the last word
    Document bare = read(record.replace("\"head\": [2, 2, 3, null, 3],", ""), KEY, problems).get(0);
    assertFalse(bare.hasHeads());
    // head of another length: ignored, with a warning
    read(record.replace("[2, 2, 3, null, 3]", "[2, 2, 3]"), KEY, problems);
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).message().startsWith("head has 3 entries for 5 cased_words"));
  }

  private static List<Integer> heads(Document d) {
    List<Integer> out = new ArrayList<>();
    for (int m = 0; m < d.mentionCount(); m++) {
      out.add(d.mentionHead(m));
    }
    return out;
  }

  @Test
  void e2eCorefRecordsAreWordsWithInclusiveEnds() throws IOException {
    List<Problem> problems = new ArrayList<>();
    Document d = read("\n" + E2E + "\n", KEY, problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals("(bc/cctv/00/cctv_0000); part 0", d.name());
    assertEquals(7, d.tokenCount());
    assertEquals("{0-0,4-4} {2-2}", spans(d));
    assertEquals(List.of("0", "1"), List.of(d.entityId(0), d.entityId(1)));
    assertEquals("test.jsonl", d.file());
    assertEquals(2, d.firstLine(), "the record's line");
    assertEquals(2, d.tokenLine(6));
    assertEquals(2, d.mentionLine(1));
    assertTrue(d.hasWords());
    assertEquals(Document.wordHash("Mary"), d.wordHash(2));
  }

  @Test
  void theResponseSideReadsPredictedClustersWhenTheRecordHasThem() throws IOException {
    List<Problem> problems = new ArrayList<>();
    assertEquals("{0-0,2-2} {4-5}", spans(read(E2E, RESPONSE, problems).get(0)));
    String goldOnly = E2E.replaceAll(", \"predicted_clusters\".*}$", "}");
    assertEquals("{0-0,4-4} {2-2}", spans(read(goldOnly, RESPONSE, problems).get(0)));
    assertEquals(List.of(), problems);
  }

  @Test
  void bertRecordsMapSubtokenSpansToWords() throws IOException {
    List<Problem> problems = new ArrayList<>();
    Document key = read(BERT, KEY, problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals("(nw/xinhua/00/chtb_0009); part 000", key.name(), "the part's digits as written");
    assertEquals(7, key.tokenCount(), "words: subtoken_map's largest value + 1");
    assertEquals("{0-0,4-4} {2-2}", spans(key), "Mar ##y is word 2");
    assertFalse(key.hasWords(), "subtoken space: no exact words, no word comparison");
    Document response = read(BERT, RESPONSE, problems).get(0);
    assertEquals("{0-2,4-5}", spans(response));
    assertEquals(List.of(), problems);
  }

  @Test
  void boundariesOnSpecialOrSpeakerTokensAreInvalid() throws IOException {
    String bad = BERT.replace("[[4, 5]]]", "[[4, 5]], [[0, 2], [1, 3], [2, 7], [3, 2], [13, 14]]]");
    List<Problem> problems = new ArrayList<>();
    Document d = read(bad, KEY, problems).get(0);
    assertEquals("{0-0,4-4} {2-2}", spans(d), "every span of cluster 2 dropped");
    assertEquals(5, problems.size(), problems.toString());
    for (Problem p : problems) {
      assertEquals(ProblemKind.INVALID_SPAN, p.kind());
      assertEquals(1, p.line());
    }
    assertTrue(problems.get(0).message().contains("special token [CLS]"), problems.toString());
    assertTrue(problems.get(1).message().contains("subtoken_map -1"), problems.toString());
    assertTrue(problems.get(2).message().contains("special token [SEP]"), problems.toString());
    assertTrue(problems.get(3).message().contains("start after its end"), problems.toString());
    assertTrue(problems.get(4).message().contains("beyond the 14 subtokens"), problems.toString());
  }

  @Test
  void wlCorefRecordsHaveExclusiveEnds() throws IOException {
    List<Problem> problems = new ArrayList<>();
    Document d = read(WL, KEY, problems).get(0);
    assertEquals(List.of(), problems);
    assertEquals("(bc/cctv/00/cctv_0000); part 0", d.name());
    assertEquals(7, d.tokenCount());
    assertEquals("{0-0,4-4} {2-2}", spans(d));
    assertTrue(d.hasWords());
    String clustersOnly = WL.replace("span_clusters", "clusters");
    assertEquals("{0-0,4-4} {2-2}", spans(read(clustersOnly, RESPONSE, problems).get(0)));
    assertEquals(List.of(), problems);
  }

  @Test
  void explicitOptionsOverrideDetection() throws IOException {
    List<Problem> problems = new ArrayList<>();
    JsonlinesOptions exclusive = KEY.withSpanEnd(SpanEnd.EXCLUSIVE);
    String e2e = E2E.replace("[[[0, 0], [4, 4]], [[2, 2]]]", "[[[0, 1], [4, 5]], [[2, 3]]]");
    assertEquals("{0-0,4-4} {2-2}", spans(read(e2e, exclusive, problems).get(0)));
    JsonlinesOptions inclusive = KEY.withSpanEnd(SpanEnd.INCLUSIVE);
    assertEquals("{0-1,4-5} {2-3}", spans(read(WL, inclusive, problems).get(0)));
    assertEquals(List.of(), problems);
    // word space on a BERT record: the subtokens are taken as the words
    Document words = read(BERT, KEY.withSpace(Space.WORD), problems).get(0);
    assertEquals(14, words.tokenCount());
    assertEquals("{2-2,9-9} {4-5}", spans(words));
    // subtoken space on a record without subtoken_map: nothing to map with
    assertEquals(List.of(), read(E2E, KEY.withSpace(Space.SUBTOKEN), problems));
    assertEquals(ProblemKind.MISSING_TOKENS, problems.get(problems.size() - 1).kind());
  }

  @Test
  void namesFollowTheDocKeyAndConllDocumentWins() {
    assertEquals("(x); part 0", RecordReading.nameOfKey("x_0"));
    assertEquals("(x); part 000", RecordReading.nameOfKey("x_000"));
    assertEquals("(a_b/c); part 12", RecordReading.nameOfKey("a_b/c_12"));
    assertEquals("nopart", RecordReading.nameOfKey("nopart"));
    assertEquals("x_", RecordReading.nameOfKey("x_"));
    assertEquals("x_1234567890123456789", RecordReading.nameOfKey("x_1234567890123456789"));
  }

  @Test
  void conllDocumentIsTheNameVerbatim() throws IOException {
    List<Problem> problems = new ArrayList<>();
    String record =
        "{\"doc_key\": \"(LuoTestCase); \", \"conll_document\": \"(LuoTestCase); \","
            + " \"sentences\": [[\"a\"]], \"clusters\": [[[0, 0]]]}";
    assertEquals("(LuoTestCase); ", read(record, KEY, problems).get(0).name());
    String wlNoPart = "{\"document_id\": \"doc_7\", \"cased_words\": [\"a\"], \"clusters\": []}";
    assertEquals("doc_7", read(wlNoPart, KEY, problems).get(0).name(), "no part_id: verbatim");
    assertEquals(List.of(), problems);
  }

  @Test
  void aRepeatedRecordGivesBothDocuments() throws IOException {
    List<Problem> problems = new ArrayList<>();
    List<Document> docs = read(E2E + "\n" + E2E + "\n", KEY, problems);
    assertEquals(2, docs.size());
    assertEquals(docs.get(0).name(), docs.get(1).name());
    assertEquals(List.of(1L, 2L), List.of(docs.get(0).firstLine(), docs.get(1).firstLine()));
    assertEquals(List.of(), problems, "the corpus rules (DocumentNames) judge repeated names");
  }

  @Test
  void gzipFilesAreDecompressed() throws IOException {
    Path file = tmp.resolve("k.jsonl.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write((E2E + "\n" + WL + "\n").getBytes(StandardCharsets.UTF_8));
    }
    List<Problem> problems = new ArrayList<>();
    List<Document> docs = new ArrayList<>();
    try (JsonlinesReader reader = JsonlinesReader.open(file, KEY, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        docs.add(d);
      }
    }
    assertEquals(2, docs.size());
    assertEquals(file.toString(), docs.get(1).file());
    assertEquals(2, docs.get(1).firstLine());
    assertEquals(List.of(), problems);
  }

  @Test
  void textReadsWordsAndRebuildsThemFromSubtokens() throws IOException {
    List<Problem> problems = new ArrayList<>();
    JsonlinesText text = new JsonlinesText();
    byte[] bytes = (E2E + "\n" + BERT + "\n" + WL + "\n").getBytes(StandardCharsets.UTF_8);
    List<TextDocument> docs = text.read(new ByteArrayInputStream(bytes), "t.jsonl", problems::add);
    assertEquals(List.of(), problems);
    List<List<String>> sentences =
        List.of(List.of("John", "saw", "Mary", "."), List.of("He", "waved", "."));
    List<TextEntity> entities =
        List.of(
            new TextEntity("0", List.of(TextMention.of(0, 0), TextMention.of(4, 4))),
            new TextEntity("1", List.of(TextMention.of(2, 2))));
    for (TextDocument d : docs) {
      assertEquals(sentences, d.sentences(), d.name());
      assertEquals(entities, d.entities(), d.name());
    }
    assertEquals(List.of(), docs.get(0).notes());
    assertEquals(1, docs.get(1).notes().size(), "the words of subtokens are approximate");
    assertEquals(List.of(), docs.get(2).notes());
  }

  @Test
  void writingAndReadingBackGivesTheSameDocuments() throws IOException {
    TextDocument d =
        new TextDocument(
            "(bc/cctv/00/cctv_0000); part 000",
            List.of(List.of("Tom", "\"quoted\"", "caf\u00e9"), List.of(), List.of("\\", "x")),
            List.of(
                new TextEntity("0", List.of(TextMention.of(0, 0), TextMention.of(3, 4))),
                new TextEntity("1", List.of()),
                new TextEntity("2", List.of(TextMention.of(2, 3)))),
            List.of());
    TextDocument other =
        new TextDocument("(LuoTestCase); ", List.of(List.of("a", "b")), List.of(), List.of());
    JsonlinesText text = new JsonlinesText();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<List<String>> notes = text.write(List.of(d, other), out);
    assertEquals(List.of(List.of(), List.of()), notes);
    String written = out.toString(StandardCharsets.UTF_8);
    assertEquals(2, written.split("\n").length, written);
    assertTrue(
        written.startsWith(
            "{\"doc_key\":\"bc/cctv/00/cctv_0000_0\","
                + "\"conll_document\":\"(bc/cctv/00/cctv_0000); part 000\","),
        written);
    List<Problem> problems = new ArrayList<>();
    List<TextDocument> back =
        text.read(new ByteArrayInputStream(out.toByteArray()), "w.jsonl", problems::add);
    assertEquals(List.of(d, other), back);
    // the cross-sentence mention 2-3 (sentence 0 to 2, across the empty one) is kept
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(ProblemKind.CROSS_SENTENCE_SPAN, problems.get(0).kind());
  }

  @Test
  void aPartTooLongForAnIntKeepsTheNameAsDocKey() throws IOException {
    String name = "(x); part 99999999999";
    TextDocument d = new TextDocument(name, List.of(List.of("a")), List.of(), List.of());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new JsonlinesText().write(List.of(d), out);
    assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("{\"doc_key\":\"" + name + "\""));
    List<Problem> problems = new ArrayList<>();
    assertEquals(name, read(out.toByteArray(), KEY, problems).get(0).name());
    assertEquals(List.of(), problems);
  }

  @Test
  void whatJsonlinesCannotHoldIsNoted() throws IOException {
    TextDocument d =
        new TextDocument(
            "doc",
            List.of(List.of("a", "b", "c")),
            List.of(new TextEntity("7", List.of(new TextMention(0, 1, 1), TextMention.of(2, 2)))),
            List.of());
    List<List<String>> notes = new JsonlinesText().write(List.of(d), new ByteArrayOutputStream());
    assertEquals(2, notes.get(0).size(), notes.toString());
    assertTrue(notes.get(0).get(0).contains("heads of 1 mentions"), notes.toString());
    assertTrue(notes.get(0).get(1).contains("7 -> 0"), notes.toString());
  }

  @Test
  void anEmptyInputIsAnEmptyFile() throws IOException {
    List<Problem> problems = new ArrayList<>();
    assertEquals(List.of(), read("\n  \n", KEY, problems));
    assertEquals(1, problems.size());
    assertEquals(ProblemKind.EMPTY_FILE, problems.get(0).kind());
    assertNull(problems.get(0).document());
  }
}
