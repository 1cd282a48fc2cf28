package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluator;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/** Mentions by length: the buckets, a hand-counted pair, and the sum of a system's documents. */
class MentionLengthsTest {
  private static final MentionLengths LENGTHS = new MentionLengths();

  @Test
  void bucketsAreOneTwoThreeToFiveAndSixOrMore() {
    int[] expected = {0, 1, 2, 2, 2, 3, 3, 3};
    for (int words = 1; words <= 8; words++) {
      assertEquals(expected[words - 1], MentionLengths.bucket(words), words + " words");
    }
  }

  /**
   * Key: [0,0] [1,2] [3,5] [6,11] in one entity, [0,0] again in another (one span, counted once).
   * Response: [0,0] (matched), [1,3] (3 words, not matched), [6,11] (matched), [12,12] (extra).
   */
  @Test
  void aPairCountedByHand() {
    Document key =
        Document.of(
            "d",
            20,
            List.of(
                List.of(new int[] {0, 0}, new int[] {1, 2}, new int[] {3, 5}, new int[] {6, 11}),
                List.of(new int[] {0, 0}, new int[] {14, 14})));
    Document response =
        Document.of(
            "d",
            20,
            List.of(
                List.of(new int[] {0, 0}, new int[] {1, 3}),
                List.of(new int[] {6, 11}, new int[] {12, 12})));
    EvaluationRequest request =
        new EvaluationRequest(Set.of(Metric.MUC), List.of(Semantics.V801), null, List.of(LENGTHS));
    long[] counts =
        new PairEvaluator(request).evaluate(key, response).result().result(request, LENGTHS);
    // per bucket 1, 2, 3-5, 6+: key, response, matched
    assertArrayEquals(new long[] {2, 2, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1}, counts);

    long[] missing =
        new PairEvaluator(request).evaluate(key, null).result().result(request, LENGTHS);
    assertArrayEquals(new long[] {2, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0}, missing);

    SystemAccumulator sum = SystemAccumulator.zero(request);
    sum.add(new PairEvaluator(request).evaluate(key, response).result());
    sum.add(new PairEvaluator(request).evaluate(key, null).result());
    MentionLengths.Sum lengths = sum.all().sum(request, LENGTHS);
    assertEquals(4, lengths.keyMentions(0));
    assertEquals(2, lengths.responseMentions(0));
    assertEquals(1, lengths.matched(0));
    assertEquals(1, lengths.matched(3));
    sum.remove(new PairEvaluator(request).evaluate(key, null).result());
    assertEquals(2, sum.all().sum(request, LENGTHS).keyMentions(0));
  }
}
