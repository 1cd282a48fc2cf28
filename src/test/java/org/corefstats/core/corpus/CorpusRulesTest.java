package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.Docs;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;

/** v8.01's corpus rules, as the one place that decides them states them. */
class CorpusRulesTest {
  private static final DocumentScorer SCORER = new DocumentScorer(Metric.all());

  @Test
  void aMissingDocumentIsScoredAsAnEmptyResponseWithAWarning() {
    Document key = Docs.letters("abc de");
    DocumentOutcome outcome = CorpusRules.score(SCORER, key, null);
    assertTrue(outcome.missing());
    assertEquals(SCORER.score(key, Document.empty(key.name()), p -> {}), outcome.counts());
    assertEquals(List.of(ProblemKind.MISSING_DOCUMENT), kinds(outcome.problems()));
    assertEquals(0, outcome.counts().get(Metric.MUC).recallNum());
    assertEquals(3, outcome.counts().get(Metric.MUC).recallDen());
  }

  @Test
  void aResponseIsScoredAsTheDocumentScorerScoresItAndItsRemovedRepeatsAreCounted() {
    Document key = Docs.letters("abc de");
    Document response =
        Document.of(
            "example",
            26,
            List.of(
                List.of(new int[] {0, 0}, new int[] {1, 1}),
                List.of(new int[] {0, 0}, new int[] {3, 3})));
    DocumentOutcome outcome = CorpusRules.score(SCORER, key, response);
    assertFalse(outcome.missing());
    assertEquals(SCORER.score(key, response, p -> {}), outcome.counts());
    assertEquals(1, outcome.removedRepeats(), "the second copy of a key-matching span is removed");
    assertEquals(List.of(ProblemKind.REPEATED_RESPONSE_MENTION), kinds(outcome.problems()));
    assertFalse(DocumentOutcome.isKeyProblem(outcome.problems().get(0)));
  }

  @Test
  void theKeysOwnRepeatedMentionsAreKeyProblems() {
    Document key =
        Document.of(
            "k",
            5,
            List.of(
                List.of(new int[] {0, 0}, new int[] {1, 1}),
                List.of(new int[] {0, 0}, new int[] {2, 2})));
    DocumentOutcome outcome = CorpusRules.score(SCORER, key, key);
    assertTrue(
        outcome.problems().stream().anyMatch(DocumentOutcome::isKeyProblem),
        outcome.problems().toString());
  }

  @Test
  void aRepeatedNameCountsOnceByItsLastOccurrenceAndEachLaterOneIsADuplicate() {
    List<Document> docs =
        read(
            """
        #begin document (d); part 000
        d\t0\t0\tA\t(1)
        #end document
        #begin document (d); part 000
        d\t0\t0\tA\t-
        #end document
        #begin document (d); part 000
        d\t0\t0\tA\t(2)
        #end document
        """);
    List<Problem> problems = new ArrayList<>();
    Document last = DocumentNames.last(docs, true, problems);
    assertSame(docs.get(2), last);
    assertEquals(2, problems.size());
    assertEquals(
        List.of(ProblemKind.DUPLICATE_DOCUMENT, ProblemKind.DUPLICATE_DOCUMENT), kinds(problems));
    assertEquals(4, problems.get(0).line());
    assertTrue(problems.get(0).message().contains("also at t.conll:1"), problems.get(0).message());
    assertTrue(problems.get(1).message().contains("also at t.conll:4"), problems.get(1).message());
    assertNull(DocumentNames.last(List.of(), true, problems));
  }

  @Test
  void aResponseWhoseNamesMatchNoKeyDocumentIsRefusedWithAnExampleOfEach() {
    SystemTally tally = new SystemTally(3, 3, 0, "(a); part 000");
    Verdict verdict = CorpusRules.verdict("sys", tally, null, "(a); part 0", -1);
    assertFalse(verdict.scored());
    assertEquals(ProblemKind.NO_MATCHING_DOCUMENTS, verdict.reason().kind());
    assertEquals("sys", verdict.reason().file());
    assertTrue(
        verdict.reason().message().contains("(key: '(a); part 000', response: '(a); part 0')"));
    assertTrue(
        CorpusRules.verdict("sys", tally, null, null, -1)
            .reason()
            .message()
            .contains("no documents at all"));
  }

  @Test
  void tooManyRemovedRepeatsRefuseTheResponseAndTheLimitItselfDoesNot() {
    assertTrue(CorpusRules.verdict("sys", new SystemTally(2, 0, 10, "a"), null, null, 10).scored());
    Verdict over = CorpusRules.verdict("sys", new SystemTally(2, 0, 11, "a"), null, null, 10);
    assertEquals(ProblemKind.TOO_MANY_REPEATS, over.reason().kind());
    assertTrue(
        over.reason()
            .message()
            .startsWith("11 repeated response mentions were removed, more than the 10"));
    assertTrue(
        CorpusRules.verdict("sys", new SystemTally(2, 0, 1000, "a"), null, null, -1).scored());
  }

  @Test
  void anEarlierErrorIsTheReasonAndTheFindingsAreStillReported() {
    Problem error = Problem.of(ProblemKind.UNMATCHED_CLOSING, "f", "d", 3, "closing");
    Verdict verdict = CorpusRules.verdict("sys", new SystemTally(2, 2, 11, "a"), error, "b", 10);
    assertSame(error, verdict.reason());
    assertEquals(
        List.of(ProblemKind.NO_MATCHING_DOCUMENTS, ProblemKind.TOO_MANY_REPEATS),
        kinds(verdict.findings()));
    assertTrue(verdict.findings().stream().allMatch(p -> p.severity() == Severity.ERROR));
    Verdict clean = CorpusRules.verdict("sys", new SystemTally(2, 1, 0, "a"), null, "b", 10);
    assertTrue(clean.scored());
    assertEquals(List.of(), clean.findings());
  }

  @Test
  void tallysAddUpInAnyOrderAndKeepTheFirstDocumentName() {
    SystemTally a = new SystemTally(1, 1, 2, "m");
    SystemTally b = new SystemTally(1, 0, 3, "c");
    SystemTally c = new SystemTally(2, 0, 0, "x");
    assertEquals(a.plus(b).plus(c), c.plus(b.plus(a)));
    assertEquals(new SystemTally(4, 1, 5, "c"), a.plus(b).plus(c));
    assertEquals(a, SystemTally.EMPTY.plus(a));
    assertEquals(a, a.plus(SystemTally.EMPTY));
  }

  @Test
  void strictToleranceMakesEveryProblemAnErrorButAnIgnoredFile() {
    Problem warning = Problem.of(ProblemKind.MISSING_DOCUMENT, "f", "d", 1, "m");
    Problem ignored = Problem.of(ProblemKind.IGNORED_FILE, "f", null, 0, "m");
    assertEquals(Severity.ERROR, Tolerance.STRICT.judge(warning).severity());
    assertSame(ignored, Tolerance.STRICT.judge(ignored));
    assertSame(warning, Tolerance.DEFAULT.judge(warning));
    assertSame(warning, Tolerance.LENIENT.judge(warning));
    assertTrue(Tolerance.LENIENT.dropsBrokenMentions());
    assertFalse(Tolerance.STRICT.dropsBrokenMentions());
  }

  private static List<Document> read(String conll) {
    List<Document> docs = new ArrayList<>();
    try (ConllReader reader =
        ConllReader.of(
            new ByteArrayInputStream(conll.getBytes(StandardCharsets.UTF_8)),
            "t.conll",
            false,
            p -> {})) {
      for (Document d; (d = reader.next()) != null; ) {
        docs.add(d);
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return docs;
  }

  private static List<ProblemKind> kinds(List<Problem> problems) {
    return problems.stream().map(Problem::kind).toList();
  }
}
