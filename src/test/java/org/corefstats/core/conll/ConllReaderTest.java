package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
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
import org.corefstats.core.document.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading rules of docs/explanation/v801.md, "Reading documents". */
class ConllReaderTest {
  @TempDir Path tmp;

  private final List<Problem> problems = new ArrayList<>();

  private List<Document> read(String text, boolean lenient) throws IOException {
    List<Document> docs = new ArrayList<>();
    try (ConllReader reader =
        ConllReader.of(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            "test.conll",
            lenient,
            problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        docs.add(d);
      }
    }
    return docs;
  }

  private Document one(String text) throws IOException {
    List<Document> docs = read(text, false);
    assertEquals(1, docs.size(), "documents");
    return docs.get(0);
  }

  /** Mentions as "entityId:first-last" in entity order, mentions in completion order. */
  private static String mentions(Document d) {
    List<String> out = new ArrayList<>();
    for (int e = 0; e < d.entityCount(); e++) {
      for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
        out.add(d.entityId(e) + ":" + d.mentionFirst(m) + "-" + d.mentionLast(m));
      }
    }
    return String.join(" ", out);
  }

  private static String doc(String... tokenLines) {
    return "#begin document (d); part 000\n" + String.join("\n", tokenLines) + "\n#end document\n";
  }

  @Test
  void documentKeyIsTheVerbatimRestOfTheHeaderLine() throws IOException {
    assertEquals(
        "(LuoTestCase); ", one("#begin document (LuoTestCase); \nw\t-\n#end document\n").name());
    assertEquals(
        "(a); part 0", one("#  begin document (a); part 0\r\nw\t-\r\n#end document\r\n").name());
    assertEquals(
        "(北京); part 000", one("#begin document (北京); part 000\nw\t-\n#end document").name());
  }

  @Test
  void tokensAreNonBlankLinesAndCommentLinesCount() throws IOException {
    Document d = one(doc("a\t(1", "", " \t ", "# a comment line is a token", "b\t1)"));
    assertEquals(3, d.tokenCount());
    assertEquals("1:0-2", mentions(d));
    assertEquals(2, d.mentionLine(0), "line of the mention's first token");
  }

  @Test
  void coreferenceFieldIsTheLastNonEmptyTabField() throws IOException {
    assertEquals("1:0-0", mentions(one(doc("w\tx\t(1)\t"))), "trailing TAB");
    assertEquals("1:0-0", mentions(one(doc("w\t(1)\t\t\t"))), "several trailing TABs");
    assertEquals("", mentions(one(doc("w\t(1)\tx"))), "the last field wins");
    assertEquals("7:0-0", mentions(one(doc("w x (7)"))), "no TAB: the whole line is searched");
    assertEquals("1:0-0", mentions(one(doc("\t(1)"))), "leading empty field");
  }

  @Test
  void crlfLinesKeepTheirCarriageReturn() throws IOException {
    String crlf = "#begin document (d)\r\nw\t(1)\r\nw\t(2)\t\r\n#end document\r\n";
    Document d = one(crlf);
    assertEquals("(d)", d.name());
    assertEquals(2, d.tokenCount());
    assertEquals("1:0-0", mentions(d), "a trailing TAB before CR leaves a last field of just CR");
  }

  @Test
  void withinALineSinglesComeFirstThenOpeningsThenClosings() throws IOException {
    assertEquals("2:0-0 11:0-0", mentions(one(doc("w\t(1(2)1)"))), "(1(2)1) reads as (2) and (11)");
    assertEquals("3:0-1", mentions(one(doc("w\t(3", "w\t(e3)"))), "(e3) holds the closing 3)");
    assertEquals("", mentions(one(doc("w\t(A)"))));
    assertEquals("01:0-0 1:0-0", mentions(one(doc("w\t(01)|(1)"))), "ids are strings");
    assertEquals(
        "4:0-0 3:0-1",
        mentions(one(doc("w\t(3|(4)", "w\t3)"))),
        "entity order by first appearance");
    assertEquals(
        "1:0-0 3:0-2", mentions(one(doc("w\t(3(1)", "w\t-", "w\t3)"))), "no separator needed");
  }

  @Test
  void idsOfAnyLength() throws IOException {
    String longId = "123456789012345678901";
    assertEquals(
        longId + ":0-1 12345678901234567:2-2 012345678901234567:2-2",
        mentions(
            one(
                doc(
                    "w\t(" + longId,
                    "w\t" + longId + ")",
                    "w\t(12345678901234567)|(012345678901234567)"))));
  }

  @Test
  void nestedOpeningsOfOneIdCloseLastInFirstOut() throws IOException {
    assertEquals("2:1-1 2:0-2", mentions(one(doc("w\t(2", "w\t(2|2)", "w\t2)"))));
    assertEquals("2:1-2 2:0-2", mentions(one(doc("w\t(2", "w\t(2", "w\t2)2)"))));
  }

  @Test
  void splitAntecedentsAreDroppedAndReported() throws IOException {
    Document d = one(doc("w\t(12+3)|(4)", "w\t(5+67)"));
    assertEquals("4:0-0", mentions(d));
    assertEquals(2, problems.size());
    assertEquals(ProblemKind.SPLIT_ANTECEDENT, problems.get(0).kind());
    assertEquals(Severity.WARNING, problems.get(0).severity());
    assertEquals(2, problems.get(0).line());
    assertTrue(
        problems.get(1).message().contains("v8.01 would misread"), problems.get(1).message());
  }

  @Test
  void unmatchedClosingIsAnErrorNamingFileDocumentAndLine() throws IOException {
    Document d = one(doc("w\t(1)", "w\t2)"));
    assertEquals("1:0-0", mentions(d));
    Problem p = problems.get(0);
    assertEquals(ProblemKind.UNMATCHED_CLOSING, p.kind());
    assertEquals(Severity.ERROR, p.severity());
    assertEquals("test.conll", p.file());
    assertEquals("(d); part 000", p.document());
    assertEquals(3, p.line());
    assertEquals(
        "error: test.conll:3 document (d); part 000: closing 2) without an opening (2",
        p.toString());
  }

  @Test
  void openingNeverClosedIsAnErrorAtTheOpeningLine() throws IOException {
    Document d = one(doc("w\t(1", "w\t(2)", "w\t-"));
    assertEquals("2:1-1", mentions(d), "the broken mention is dropped, the entity with it");
    assertEquals(1, problems.size());
    assertEquals(ProblemKind.UNCLOSED_OPENING, problems.get(0).kind());
    assertEquals(2, problems.get(0).line());
  }

  @Test
  void lenientReadingTurnsBrokenMentionsIntoWarnings() throws IOException {
    List<Document> docs = read(doc("w\t(1", "w\t2)", "w\t(3)"), true);
    assertEquals("3:2-2", mentions(docs.get(0)));
    assertEquals(
        List.of(ProblemKind.UNMATCHED_CLOSING, ProblemKind.UNCLOSED_OPENING),
        problems.stream().map(Problem::kind).toList());
    assertTrue(problems.stream().allMatch(p -> p.severity() == Severity.WARNING));
    assertTrue(problems.get(0).message().endsWith("; dropped"), problems.get(0).message());
  }

  @Test
  void missingEndDocumentEndsTheDocumentAtTheNextHeaderWithAnError() throws IOException {
    List<Document> docs =
        read("#begin document (a)\nw\t(1)\n#begin document (b)\nw\t(2)\n#end document\n", false);
    assertEquals(List.of("(a)", "(b)"), docs.stream().map(Document::name).toList());
    assertEquals("1:0-0", mentions(docs.get(0)));
    assertEquals("2:0-0", mentions(docs.get(1)));
    assertEquals(ProblemKind.MISSING_END, problems.get(0).kind());
    assertEquals("(a)", problems.get(0).document());
    assertEquals(3, problems.get(0).line());
    assertEquals(Severity.ERROR, problems.get(0).severity());
  }

  @Test
  void endOfInputInsideADocumentIsAnError() throws IOException {
    List<Document> docs = read("#begin document (a)\nw\t(1\nw\t1)", false);
    assertEquals("1:0-1", mentions(docs.get(0)), "the last line needs no newline");
    assertEquals(ProblemKind.MISSING_END, problems.get(0).kind());
    assertEquals(3, problems.get(0).line());
  }

  @Test
  void headerWithoutNameIsAnErrorAndItsLinesAreIgnored() throws IOException {
    List<Document> docs = read("#begin document\nw\t(1)\n#end document\n", false);
    assertEquals(0, docs.size());
    assertEquals(ProblemKind.MALFORMED_HEADER, problems.get(0).kind());
    assertEquals(Severity.ERROR, problems.get(0).severity());
  }

  @Test
  void textOutsideDocumentsIsNotedOncePerGap() throws IOException {
    List<Document> docs = read("junk\nmore junk\n" + doc("w\t(1)") + "#end document\n", false);
    assertEquals(1, docs.size());
    assertEquals(
        List.of(ProblemKind.TEXT_OUTSIDE_DOCUMENT, ProblemKind.STRAY_END),
        problems.stream().map(Problem::kind).toList());
    assertEquals(Severity.NOTE, problems.get(0).severity());
  }

  @Test
  void endDocumentMayHaveBlanksAfterTheHash() throws IOException {
    assertEquals(1, one("#begin document (a)\nw\t(1)\n# end document\n").tokenCount());
  }

  @Test
  void gzipFilesAreDecompressed() throws IOException {
    Path gz = tmp.resolve("x_conll.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(doc("w\t(1", "w\t1)").getBytes(StandardCharsets.UTF_8));
    }
    try (ConllReader reader = ConllReader.open(gz, false, problems::add)) {
      assertEquals("1:0-1", mentions(reader.next()));
      assertNull(reader.next());
    }
  }

  @Test
  void linesLongerThanTheBufferAreRead() throws IOException {
    String word = "x".repeat(200_000);
    assertEquals("5:0-0", mentions(one(doc(word + "\t(5)"))));
  }

  @Test
  void readsOneDocumentAtATime() throws IOException {
    StringBuilder text = new StringBuilder(doc("w\t(1)"));
    for (int i = 0; i < 5; i++) {
      text.append("#begin document (big").append(i).append(")\n");
      text.append("word\t-\n".repeat(100_000)).append("#end document\n");
    }
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    long[] consumed = {0};
    InputStream counting =
        new FilterInputStream(new ByteArrayInputStream(bytes)) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            consumed[0] += Math.max(0, n);
            return n;
          }
        };
    try (ConllReader reader = new ConllReader(counting, "big", false, problems::add)) {
      assertEquals("(d); part 000", reader.next().name());
      assertTrue(
          consumed[0] < bytes.length / 4, "read " + consumed[0] + " of " + bytes.length + " bytes");
      int n = 1;
      while (reader.next() != null) {
        n++;
      }
      assertEquals(6, n);
    }
  }

  @Test
  void documentOfBuildsEntitiesAndDropsEmptyOnes() {
    Document d =
        Document.of(
            "x", 5, List.of(List.of(new int[] {0, 1}), List.of(), List.of(new int[] {3, 3})));
    assertEquals(2, d.entityCount());
    assertEquals("0:0-1 1:3-3", mentions(d));
  }
}
