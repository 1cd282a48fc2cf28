package org.corefstats.core.jsonl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;

/**
 * The catalogue of bad jsonlines: for each problem kind, a record with that one defect, the
 * problem's place (file, document, the record's line), its severity (default and lenient reading)
 * and its effect on what is read. Each bad record is line 2, between two good ones.
 */
class JsonlinesBadInputTest {
  private static final String GOOD_1 =
      "{\"doc_key\": \"a_0\", \"sentences\": [[\"x\", \"y\"]], \"clusters\": [[[0, 0], [1, 1]]]}";
  private static final String GOOD_3 =
      "{\"doc_key\": \"c_0\", \"sentences\": [[\"z\"]], \"clusters\": [[[0, 0]]]}";
  private static final String DOC = "(b); part 0";

  /** What reading the three lines gave. */
  private record Read(List<Document> documents, List<Problem> problems) {
    Problem only(ProblemKind kind) {
      List<Problem> found = problems.stream().filter(p -> p.kind() == kind).toList();
      assertEquals(1, found.size(), problems.toString());
      return found.get(0);
    }

    Document document(String name) {
      return documents.stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }
  }

  private static Read read(String bad, JsonlinesOptions options) throws IOException {
    List<Problem> problems = new ArrayList<>();
    List<Document> documents =
        JsonlinesReaderTest.read(GOOD_1 + "\n" + bad + "\n" + GOOD_3 + "\n", options, problems);
    return new Read(documents, problems);
  }

  private static Read read(String bad) throws IOException {
    return read(bad, JsonlinesReaderTest.KEY);
  }

  /** The problem is at line 2 of the file, in {@code document}, with that severity. */
  private static void at(Problem p, String document, Severity severity, String message) {
    assertEquals("test.jsonl", p.file());
    assertEquals(2, p.line());
    assertEquals(document, p.document());
    assertEquals(severity, p.severity());
    assertTrue(p.message().contains(message), p.message());
  }

  /** Reading errors become warnings in lenient reading, and the effect is the same. */
  private static void lenientWarns(String bad, ProblemKind kind) throws IOException {
    Read lenient = read(bad, JsonlinesReaderTest.KEY.withLenient(true));
    assertTrue(lenient.problems().stream().anyMatch(p -> p.kind() == kind));
    for (Problem p : lenient.problems()) {
      assertEquals(Severity.WARNING, p.severity(), p.toString());
    }
    assertEquals(read(bad).documents().size(), lenient.documents().size());
  }

  @Test
  void aLineThatIsNotJsonIsSkipped() throws IOException {
    Read r = read("{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]");
    at(r.only(ProblemKind.MALFORMED_JSON), null, Severity.ERROR, "not JSON: ");
    assertEquals(List.of("(a); part 0", "(c); part 0"), names(r), "the other records are read");
    at(
        read("[1, 2]").only(ProblemKind.MALFORMED_JSON),
        null,
        Severity.ERROR,
        "the line is JSON a list, not an object");
    at(
        read(GOOD_3 + " " + GOOD_3).only(ProblemKind.MALFORMED_JSON),
        null,
        Severity.ERROR,
        "more than one JSON value on the line");
    at(read("\u0000\u0001").only(ProblemKind.MALFORMED_JSON), null, Severity.ERROR, "not JSON");
    lenientWarns("{]", ProblemKind.MALFORMED_JSON);
  }

  @Test
  void aRecordWithoutDocKeyIsSkipped() throws IOException {
    Read r = read("{\"sentences\": [[\"w\"]], \"clusters\": []}");
    at(r.only(ProblemKind.MISSING_DOC_KEY), null, Severity.ERROR, "no doc_key or document_id");
    assertEquals(2, r.documents().size());
    at(
        read("{\"doc_key\": 5, \"sentences\": [[\"w\"]]}").only(ProblemKind.MISSING_DOC_KEY),
        null,
        Severity.ERROR,
        "doc_key is not a string");
    lenientWarns("{\"sentences\": []}", ProblemKind.MISSING_DOC_KEY);
  }

  @Test
  void aRecordWithoutTokensIsSkipped() throws IOException {
    Read r = read("{\"doc_key\": \"b_0\", \"clusters\": [[[0, 0]]]}");
    at(r.only(ProblemKind.MISSING_TOKENS), DOC, Severity.ERROR, "no sentences or cased_words");
    assertEquals(2, r.documents().size());
    at(
        read("{\"doc_key\": \"b_0\", \"sentences\": [\"w\"]}").only(ProblemKind.MISSING_TOKENS),
        DOC,
        Severity.ERROR,
        "sentences is not a list of lists of strings");
    at(
        read("{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]], \"subtoken_map\": [0, 9]}")
            .only(ProblemKind.MISSING_TOKENS),
        DOC,
        Severity.ERROR,
        "subtoken_map names word 9 but has only 2 subtokens");
    lenientWarns("{\"doc_key\": \"b_0\"}", ProblemKind.MISSING_TOKENS);
  }

  @Test
  void aMalformedClusterOrPairIsDroppedAndTheRestRead() throws IOException {
    Read r =
        read(
            "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\", \"v\"]],"
                + " \"clusters\": [[[0, 0], [1]], 5, [[0, \"a\"], [1, 1]], [[0, 1.5]]]}");
    List<Problem> found =
        r.problems().stream().filter(p -> p.kind() == ProblemKind.MALFORMED_CLUSTER).toList();
    assertEquals(4, found.size(), r.problems().toString());
    at(found.get(0), DOC, Severity.ERROR, "clusters cluster 0 item 1 is not a [start, end] pair");
    at(found.get(1), DOC, Severity.ERROR, "clusters cluster 1 is a number, not a list of spans");
    at(found.get(2), DOC, Severity.ERROR, "clusters cluster 2 item 0");
    at(found.get(3), DOC, Severity.ERROR, "clusters cluster 3 item 0");
    Document b = r.document(DOC);
    assertEquals("{0-0} {1-1}", JsonlinesReaderTest.spans(b));
    assertEquals(List.of("0", "2"), List.of(b.entityId(0), b.entityId(1)), "ids: positions");
    at(
        read("{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]], \"clusters\": {}}")
            .only(ProblemKind.MALFORMED_CLUSTER),
        DOC,
        Severity.ERROR,
        "clusters is an object, not a list of clusters");
    lenientWarns(
        "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]], \"clusters\": [[[0]]]}",
        ProblemKind.MALFORMED_CLUSTER);
  }

  @Test
  void anInvalidSpanIsDroppedAndTheRestScored() throws IOException {
    Read r =
        read(
            "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\", \"v\", \"u\"]],"
                + " \"clusters\": [[[-1, 0], [2, 1], [0, 3], [0, 99999999999999999999], [1, 2]]]}");
    List<Problem> found =
        r.problems().stream().filter(p -> p.kind() == ProblemKind.INVALID_SPAN).toList();
    assertEquals(4, found.size(), r.problems().toString());
    at(found.get(0), DOC, Severity.ERROR, "span [-1, 0] has a negative index; dropped");
    at(found.get(1), DOC, Severity.ERROR, "span [2, 1] has its start after its end");
    at(found.get(2), DOC, Severity.ERROR, "span [0, 3] has an end beyond the 3 words");
    at(found.get(3), DOC, Severity.ERROR, "beyond the 3 words");
    assertEquals("{1-2}", JsonlinesReaderTest.spans(r.document(DOC)));
    String wl =
        "{\"document_id\": \"b\", \"part_id\": 0, \"cased_words\": [\"w\"],"
            + " \"clusters\": [[[0, 0], [0, 1]]]}";
    Read empty = read(wl);
    at(
        empty.only(ProblemKind.INVALID_SPAN),
        DOC,
        Severity.ERROR,
        "[0, 0] has no position in it (its end is exclusive)");
    assertEquals("{0-0}", JsonlinesReaderTest.spans(empty.document(DOC)), "exclusive [0, 1)");
    lenientWarns(
        "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]], \"clusters\": [[[0, 1]]]}",
        ProblemKind.INVALID_SPAN);
  }

  @Test
  void tokenFieldsOfDifferentLengthsAreIgnored() throws IOException {
    Read r =
        read(
            "{\"document_id\": \"b\", \"part_id\": \"0\", \"cased_words\": [\"w\", \"v\"],"
                + " \"sent_id\": [0, 1, 1], \"span_clusters\": [[[0, 2]]]}");
    at(r.only(ProblemKind.INCONSISTENT_TOKENS), DOC, Severity.WARNING, "sent_id has 3 entries");
    assertEquals(1, r.problems().size(), "sentences unknown: no cross-sentence check");
    assertEquals("{0-1}", JsonlinesReaderTest.spans(r.document(DOC)));
    Read bert =
        read(
            "{\"doc_key\": \"b_0\", \"sentences\": [[\"[CLS]\", \"w\", \"[SEP]\"]],"
                + " \"subtoken_map\": [0, 0, 0], \"sentence_map\": [0], \"clusters\": [[[1, 1]]]}");
    at(
        bert.only(ProblemKind.INCONSISTENT_TOKENS),
        DOC,
        Severity.WARNING,
        "sentence_map has 1 entries, subtoken_map 3");
    assertEquals("{0-0}", JsonlinesReaderTest.spans(bert.document(DOC)));
  }

  @Test
  void aRecordWithoutClustersHasNoMentions() throws IOException {
    Read r = read("{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"]]}", JsonlinesReaderTest.RESPONSE);
    at(
        r.only(ProblemKind.MISSING_CLUSTERS),
        DOC,
        Severity.WARNING,
        "no predicted_clusters or clusters field; read without mentions");
    assertEquals(0, r.document(DOC).mentionCount());
    assertEquals(1, r.document(DOC).tokenCount());
  }

  @Test
  void aSpanAcrossSentencesIsKeptWithAWarning() throws IOException {
    Read r =
        read("{\"doc_key\": \"b_0\", \"sentences\": [[\"w\"], [\"v\"]], \"clusters\": [[[0, 1]]]}");
    at(
        r.only(ProblemKind.CROSS_SENTENCE_SPAN),
        DOC,
        Severity.WARNING,
        "span [0, 1] (words 0-1) runs from sentence 0 to sentence 1; kept");
    assertEquals("{0-1}", JsonlinesReaderTest.spans(r.document(DOC)));
  }

  @Test
  void aSpanRepeatedInOneClusterIsRemoved() throws IOException {
    Read r =
        read(
            "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\", \"v\"]],"
                + " \"clusters\": [[[0, 0], [1, 1], [0, 0]]]}");
    at(
        r.only(ProblemKind.REPEATED_CLUSTER_SPAN),
        DOC,
        Severity.WARNING,
        "span [0, 0] (words 0-0) is already in the cluster; the copy is removed");
    assertEquals("{0-0,1-1}", JsonlinesReaderTest.spans(r.document(DOC)));
  }

  @Test
  void aSpanInTwoClustersIsKeptInBothAndV801Decides() throws IOException {
    String record =
        "{\"doc_key\": \"b_0\", \"sentences\": [[\"w\", \"v\", \"u\"]],"
            + " \"clusters\": [[[0, 0], [1, 1]], [[2, 2], [0, 0]]]}";
    Read r = read(record);
    at(
        r.only(ProblemKind.SPAN_IN_TWO_CLUSTERS),
        DOC,
        Severity.WARNING,
        "span [0, 0] (words 0-0) is also in cluster 0; kept in both");
    Document twice = r.document(DOC);
    assertEquals("{0-0,1-1} {2-2,0-0}", JsonlinesReaderTest.spans(twice));
    // as a response against a key that has the span: the later copy is removed, as v8.01 does
    DocumentScorer scorer = new DocumentScorer(Metric.all());
    Document key = read(record.replace("[[2, 2], [0, 0]]", "[[2, 2]]")).document(DOC);
    List<Problem> scoring = new ArrayList<>();
    Counts counts = scorer.score(key, twice, scoring::add);
    assertEquals(ProblemKind.REPEATED_RESPONSE_MENTION, scoring.get(0).kind());
    assertEquals(2, scoring.get(0).line(), "at the record's line");
    assertEquals(1.0, counts.score(Metric.CONLL).f1(), 1e-12);
    // as a key: one identity kept at every place
    scoring.clear();
    scorer.score(twice, key, scoring::add);
    assertEquals(ProblemKind.REPEATED_KEY_MENTION, scoring.get(0).kind());
  }

  @Test
  void aFileWithoutRecordsIsEmpty() throws IOException {
    List<Problem> problems = new ArrayList<>();
    JsonlinesReaderTest.read("", JsonlinesReaderTest.KEY, problems);
    assertEquals(1, problems.size());
    Problem p = problems.get(0);
    assertEquals(ProblemKind.EMPTY_FILE, p.kind());
    assertEquals(Severity.WARNING, p.severity());
    assertEquals("test.jsonl", p.file());
    assertNull(p.document());
    assertEquals("empty file without any jsonlines record", p.message());
  }

  private static List<String> names(Read r) {
    return r.documents().stream().map(Document::name).toList();
  }
}
