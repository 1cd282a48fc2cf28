package org.corefstats.core.conllu;

import static org.corefstats.core.conllu.Conllu.file;
import static org.corefstats.core.conllu.Conllu.read;
import static org.corefstats.core.conllu.ConlluReaderTest.mentions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;

/**
 * The catalogue of bad CoNLL-U inputs: every case where the CorefUD scorer stops (and a few it
 * reads silently) is one problem of its own kind, at its file, document and line, and reading goes
 * on: the rest of the document is still read and scored.
 */
class ConlluBadInputsTest {
  private static final String HEAD = "# newdoc id = doc\n# global.Entity = eid-etype-head-other\n";

  /** The only problem of a text (lines counted from 1: the two header lines come first). */
  private static Problem only(Conllu.Read r) {
    assertEquals(1, r.problems().size(), r.problems().toString());
    return r.problems().get(0);
  }

  private static void at(
      Problem p, ProblemKind kind, Severity severity, String document, long line) {
    assertEquals(kind, p.kind(), p.toString());
    assertEquals(severity, p.severity(), p.toString());
    assertEquals("t.conllu", p.file());
    assertEquals(document, p.document(), p.toString());
    assertEquals(line, p.line(), p.toString());
  }

  @Test
  void closingWithoutOpening() {
    Conllu.Read r =
        read(HEAD + file("1 a Entity=(e1-x-1-)", "2 b Entity=e9)", "3 c Entity=(e1-x-1-)", ""));
    Problem p = only(r);
    at(p, ProblemKind.CONLLU_UNMATCHED_CLOSING, Severity.ERROR, "doc", 4);
    assertTrue(p.message().contains("[sentence 1]"), p.message());
    assertEquals(List.of("e1:s1:1-s1:1 head s1:1", "e1:s1:3-s1:3 head s1:3"), mentions(r.only()));
    Problem lenient = read(HEAD + file("1 a Entity=e9)", ""), "t.conllu", true).problems().get(0);
    assertEquals(Severity.WARNING, lenient.severity());
  }

  @Test
  void crossSentenceMentionIsDropped() {
    Conllu.Read r =
        read(
            HEAD
                + file(
                    "1 a Entity=(e1-x-1-",
                    "2 b Entity=(e2-x-1-)",
                    "",
                    "1 c Entity=e1)(e2-x-1-)",
                    ""));
    at(only(r), ProblemKind.CONLLU_CROSS_SENTENCE, Severity.ERROR, "doc", 6);
    assertTrue(only(r).message().contains("opened in sentence 1 (line 3"));
    assertEquals(List.of("e2:s1:2-s1:2 head s1:2", "e2:s2:1-s2:1 head s2:1"), mentions(r.only()));
  }

  @Test
  void mentionStillOpenAtTheEndOfItsDocumentIsDropped() {
    Conllu.Read r =
        read(
            HEAD
                + file(
                    "1 a Entity=(e1-x-1-)",
                    "2 b Entity=(e3-x-1-",
                    "",
                    "# newdoc id = next",
                    "1 c Entity=(e5-x-1-)",
                    ""));
    at(only(r), ProblemKind.CONLLU_UNCLOSED_MENTION, Severity.ERROR, "doc", 4);
    assertEquals(List.of("e1:s1:1-s1:1 head s1:1"), mentions(r.documents().get(0)));
    assertEquals(List.of("e5:s1:1-s1:1 head s1:1"), mentions(r.documents().get(1)));
  }

  @Test
  void badHeadIndexesKeepTheMentionWithItsFirstNodeAsHead() {
    for (String head : new String[] {"a", "", "7"}) {
      Conllu.Read r = read(HEAD + file("1 a Entity=(e1-x-" + head + "-", "2 b Entity=e1)", ""));
      at(only(r), ProblemKind.CONLLU_BAD_HEAD, Severity.ERROR, "doc", 3);
      assertEquals(List.of("e1:s1:1-s1:2 head s1:1"), mentions(r.only()), head);
    }
    // missing and 0 mean the first node, silently; on a single-node chunk the index is not used
    for (String chunk : new String[] {"(e1-x", "(e1-x-0-", "(e1"}) {
      Conllu.Read r = read(HEAD + file("1 a Entity=" + chunk, "2 b Entity=e1)(e2-x-9-)", ""));
      assertEquals(List.of(), r.problems(), chunk);
      assertEquals("e1:s1:1-s1:2 head s1:1", mentions(r.only()).get(0));
    }
    Conllu.Read second = read(HEAD + file("1 a Entity=(e1-x-2-", "2 b Entity=e1)", ""));
    assertEquals(List.of("e1:s1:1-s1:2 head s1:2"), mentions(second.only()));
  }

  @Test
  void entityWithoutGlobalEntityIsReadWithTheUsualFields() {
    Conllu.Read r = read(file("# newdoc id = doc", "1 a Entity=(e1-x-2-", "2 b Entity=e1)", ""));
    at(only(r), ProblemKind.CONLLU_MISSING_ENTITY_HEADER, Severity.ERROR, "doc", 2);
    assertEquals(List.of("e1:s1:1-s1:2 head s1:2"), mentions(r.only()));
  }

  @Test
  void globalEntityWithoutEidAndChangedGlobalEntity() {
    Conllu.Read r =
        read(file("# newdoc id = doc", "# global.Entity = etype-head", "1 a Entity=(e1-x-1-)", ""));
    at(only(r), ProblemKind.CONLLU_BAD_ENTITY_HEADER, Severity.ERROR, "doc", 2);
    assertEquals(1, r.only().mentionCount());
    Conllu.Read legacy =
        read(file("# newdoc id = doc", "# global.Entity = GRP-etype", "1 a Entity=(e1-x)", ""));
    assertEquals(List.of(), legacy.problems());
    Conllu.Read changed =
        read(
            HEAD
                + file(
                    "1 a Entity=(e1-x-1-)",
                    "",
                    "# global.Entity = etype-eid",
                    "1 b Entity=(x-e1)",
                    ""));
    at(only(changed), ProblemKind.CONLLU_ENTITY_HEADER_CHANGED, Severity.WARNING, "doc", 5);
    assertEquals(2, changed.only().entitySize(0), "read with the new fields from there on");
  }

  @Test
  void forbiddenCharacterInAnEidDropsTheBracket() {
    Conllu.Read r = read(HEAD + file("1 a Entity=(e=1-x-1-)(e2-x-1-)", "2 b Entity=(e2)", ""));
    at(only(r), ProblemKind.CONLLU_BAD_EID, Severity.ERROR, "doc", 3);
    assertEquals(List.of("e2:s1:1-s1:1 head s1:1", "e2:s1:2-s1:2 head s1:2"), mentions(r.only()));
  }

  @Test
  void splitAntecedentsAndBridgesMustNameEntitiesWithMentions() {
    Conllu.Read r =
        read(
            HEAD
                + file(
                    "1 a Entity=(e1-x-1-)",
                    "2 b Entity=(e2-x-1-)|SplitAnte=e1<e2,e99<e2",
                    "3 c Entity=(e3-x-1-)|Bridge=e1<e3:part",
                    "4 d Bridge=e1<e4",
                    "5 e Split=e1e2",
                    ""));
    List<Problem> p = r.problems();
    assertEquals(4, p.size(), p.toString());
    at(p.get(0), ProblemKind.CONLLU_BAD_LINK, Severity.WARNING, "doc", 6);
    assertTrue(p.get(0).message().contains("e4 has no mention"), p.get(0).message());
    at(p.get(1), ProblemKind.CONLLU_BAD_LINK, Severity.WARNING, "doc", 7);
    at(p.get(2), ProblemKind.CONLLU_UNDEFINED_LINK_ENTITY, Severity.WARNING, "doc", 4);
    assertTrue(p.get(2).message().contains("e99"));
    at(p.get(3), ProblemKind.CONLLU_UNDEFINED_LINK_ENTITY, Severity.WARNING, "doc", 6);
    assertTrue(p.get(3).message().contains("e4"));
    assertEquals(3, r.only().mentionCount(), "links change no mention");
  }

  @Test
  void sentencesBeforeAnyNewdocFormADocumentNamedByItsOrdinal() {
    Conllu.Read r =
        read(
            file("# global.Entity = eid-etype-head-other", "# sent_id = 1", "1 a Entity=(e1)", ""));
    Problem p = only(r);
    assertEquals(ProblemKind.CONLLU_MISSING_NEWDOC, p.kind());
    assertEquals(Severity.WARNING, p.severity());
    assertEquals(3, p.line());
    assertEquals("1", r.only().name());
    assertEquals(1, r.only().firstLine(), "its first line is the sentence's first comment");
    assertEquals(1, r.only().mentionCount());
  }

  @Test
  void emptyNodesX1AndX10CollideAndTheLaterOneIsDropped() {
    Conllu.Read r =
        read(
            HEAD
                + file(
                    "1 a",
                    "1.1 _ Entity=(e1-x-1-)",
                    "1.10 _ Entity=(e2-x-1-)",
                    "2 b Entity=(e1-x-1-)",
                    ""));
    Problem p = only(r);
    at(p, ProblemKind.CONLLU_EMPTY_NODE_COLLISION, Severity.ERROR, "doc", 5);
    assertTrue(p.message().contains("1.10") && p.message().contains("1.1 "), p.message());
    assertEquals(List.of("e1:{s1:1.1} head s1:1.1", "e1:s1:2-s1:2 head s1:2"), mentions(r.only()));
  }

  @Test
  void unreadableNodeIdsAreLocated() {
    Conllu.Read r =
        read(HEAD + file("1 a", "1.123 _ Entity=(e1)", "3 b Entity=(e2)", "x c", "1.1 _", ""));
    List<Problem> p = r.problems();
    assertEquals(4, p.size(), p.toString());
    for (int i = 0; i < 4; i++) {
      at(p.get(i), ProblemKind.CONLLU_BAD_NODE_ID, Severity.ERROR, "doc", 4 + i);
    }
    assertEquals(List.of("e2:s1:2-s1:2 head s1:2"), mentions(r.only()), "word 3 read as word 2");
  }

  @Test
  void slashInSentIdIsFlaggedAndTheOrdinalUsed() {
    Conllu.Read r = read(HEAD + file("# sent_id = a/1", "1 a Entity=(e1)", ""));
    at(only(r), ProblemKind.CONLLU_SLASH_IN_SENT_ID, Severity.WARNING, "doc", 3);
    assertEquals(1, r.only().mentionCount());
  }

  @Test
  void textOutsideBracketsAndEntityOnAMultiwordLineAreIgnored() {
    Conllu.Read r = read(HEAD + file("1-2 ab Entity=(e5)", "1 a Entity=xy(e1)", "2 b", ""));
    assertEquals(2, r.problems().size(), r.problems().toString());
    at(r.problems().get(0), ProblemKind.CONLLU_MULTIWORD_ENTITY, Severity.NOTE, "doc", 3);
    at(r.problems().get(1), ProblemKind.CONLLU_IGNORED_ENTITY_TEXT, Severity.WARNING, "doc", 4);
    assertEquals(List.of("e1:s1:1-s1:1 head s1:1"), mentions(r.only()));
  }

  @Test
  void discontinuousPartsOutOfPlace() {
    Conllu.Read r =
        read(HEAD + file("1 a Entity=(e7[2/2]-x-1-)", "2 b Entity=(e7[1/2]-x-1-)", "3 c", ""));
    List<Problem> p = r.problems();
    assertEquals(2, p.size(), p.toString());
    at(p.get(0), ProblemKind.CONLLU_BAD_DISCONTINUOUS, Severity.ERROR, "doc", 3);
    at(p.get(1), ProblemKind.CONLLU_BAD_DISCONTINUOUS, Severity.ERROR, "doc", 4);
    assertTrue(p.get(1).message().contains("1 of its 2 parts"), p.get(1).message());
    assertEquals(List.of("e7:s1:2-s1:2 head s1:2"), mentions(r.only()), "kept with its nodes");
  }

  @Test
  void differentSentenceSplitsAndTruncatedResponsesAreLocated() {
    String key = HEAD + file("1 a Entity=(e1)", "2 b Entity=(e1)", "", "1 c", "2 d", "");
    String split = HEAD + file("1 a Entity=(e1)", "", "1 b Entity=(e1)", "2 c", "3 d", "");
    String cut = HEAD + file("1 a Entity=(e1)", "2 b Entity=(e1)", "");
    DocumentScorer scorer = new DocumentScorer(EnumSet.of(Metric.MUC));
    Document k = read(key).only();
    List<Problem> problems = new ArrayList<>();
    scorer.table(k, read(split).only(), problems::add);
    assertEquals(1, problems.size(), problems.toString());
    at(problems.get(0), ProblemKind.SENTENCE_MISMATCH, Severity.WARNING, "doc", 3);
    assertTrue(problems.get(0).message().contains("sentence 1 differs"));
    problems.clear();
    scorer.table(k, read(cut).only(), problems::add);
    assertEquals(1, problems.size(), problems.toString());
    at(problems.get(0), ProblemKind.TOKEN_COUNT_MISMATCH, Severity.WARNING, "doc", 4);
    problems.clear();
    String fewerSentences = HEAD + file("1 a Entity=(e1)", "2 b Entity=(e1)", "3 c", "4 d", "");
    scorer.table(k, read(fewerSentences).only(), problems::add);
    at(problems.get(0), ProblemKind.SENTENCE_MISMATCH, Severity.WARNING, "doc", 3);
  }
}
