package org.corefstats.core.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One pair of inputs scored by the corpus rules, as the Spark job scores each system. */
class PairScorerTest {
  @TempDir Path tmp;

  private static String doc(String name, String... coref) {
    StringBuilder s = new StringBuilder("#begin document (" + name + "); part 000\n");
    for (int i = 0; i < coref.length; i++) {
      s.append(name).append('\t').append(i).append("\tw").append(i).append('\t').append(coref[i]);
      s.append('\n');
    }
    return s.append("#end document\n").toString();
  }

  private PairScorer.Result score(String key, String response, PairScorer.Options options)
      throws IOException {
    Path k = Files.writeString(tmp.resolve("key_conll"), key);
    Path r = Files.writeString(tmp.resolve("response_conll"), response);
    return new PairScorer(options).score(List.of(k), List.of(r), r.toString());
  }

  @Test
  void onlyTheLastOccurrenceOfARepeatedDocumentCountsWithItsProblems() throws IOException {
    String key = doc("a", "(1)", "(1)", "(2)");
    // the first occurrence has a repeated mention (a problem of its own) and other links
    String first = doc("a", "(1)|(1)", "(2)", "(2)");
    String last = doc("a", "(1)", "(1)", "(2)");
    PairScorer.Options options = PairScorer.Options.defaults(Metric.all());
    PairScorer.Result twice = score(key, first + last, options);
    PairScorer.Result once = score(key, last, options);
    PairScorer.Result firstAlone = score(key, first, options);
    assertTrue(
        firstAlone.problems().stream()
            .anyMatch(p -> p.kind() == ProblemKind.REPEATED_RESPONSE_MENTION),
        firstAlone.problems().toString());
    assertFalse(firstAlone.corpus().equals(once.corpus()));
    assertEquals(once.corpus(), twice.corpus());
    assertEquals(
        List.of(ProblemKind.DUPLICATE_DOCUMENT),
        twice.problems().stream().map(Problem::kind).toList());
    assertEquals(0, twice.documents().get(0).primaryTally().removedRepeats());
    assertEquals(1, twice.responseDocuments());
  }

  @Test
  void aResponseWhoseNamesMatchNoKeyDocumentIsRefusedWhereItWasGiven() throws IOException {
    PairScorer.Result result =
        score(
            doc("a", "(1)", "(1)"),
            doc("b", "(1)", "(1)"),
            PairScorer.Options.defaults(Metric.all()));
    assertTrue(result.refused());
    assertEquals(ProblemKind.NO_MATCHING_DOCUMENTS, result.verdict().reason().kind());
    assertEquals(tmp.resolve("response_conll").toString(), result.verdict().reason().file());
    assertTrue(result.documents().get(0).missing());
  }

  @Test
  void strictToleranceRefusesAResponseWhoseOnlyProblemIsAMissingDocument() throws IOException {
    String key = doc("a", "(1)", "(1)") + doc("b", "(1)", "(1)");
    String response = doc("a", "(1)", "(1)");
    assertFalse(score(key, response, PairScorer.Options.defaults(Metric.all())).refused());
    PairScorer.Result strict =
        score(key, response, new PairScorer.Options(Metric.all(), Tolerance.STRICT, -1));
    assertTrue(strict.refused());
    assertEquals(ProblemKind.MISSING_DOCUMENT, strict.verdict().reason().kind());
  }
}
