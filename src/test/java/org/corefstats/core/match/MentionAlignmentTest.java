package org.corefstats.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.corefstats.core.corpus.CorefudRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * Head and partial matching on the worked examples of docs/explanation/corefud-and-coval.md 2.6 and
 * 2.8.
 */
class MentionAlignmentTest {

  /** A mention of one sentence: word IDs first..last (1-based) and the head's word ID. */
  private static int[] m(int first, int last, int head) {
    return AlignmentDocuments.m(first, last, head);
  }

  /** A one-sentence CoNLL-U document of {@code words} words with these entities. */
  private static Document doc(int words, int[][]... entities) {
    return AlignmentDocuments.oneSentence(words, entities);
  }

  private static MetricCounts muc(Document key, Document response, Semantics.Matching matching) {
    DocumentScorer scorer =
        new DocumentScorer(
            EnumSet.of(Metric.MUC),
            Semantics.of(Semantics.Profile.COREFUD, matching, Semantics.Singletons.KEEP));
    Counts c = scorer.score(key, response, p -> {});
    return c.get(Metric.MUC);
  }

  private static void assertRecall(double num, double den, MetricCounts c) {
    assertEquals(num, c.recallNum());
    assertEquals(den, c.recallDen());
  }

  @Test
  void edgeE15ExactMissesHeadPicksTheWrongEntityPartialTheRightOne() {
    Document key =
        doc(10, new int[][] {m(2, 3, 3), m(9, 9, 9)}, new int[][] {m(2, 6, 3), m(8, 8, 8)});
    Document response =
        doc(10, new int[][] {m(2, 5, 3), m(8, 8, 8)}, new int[][] {m(9, 9, 9), m(7, 7, 7)});
    assertRecall(0, 2, muc(key, response, Semantics.Matching.EXACT));
    assertRecall(0, 2, muc(key, response, Semantics.Matching.HEAD));
    assertRecall(1, 2, muc(key, response, Semantics.Matching.PARTIAL));
  }

  @Test
  void edgeE01OfTwoResponsesScoringOneTheEarlierSortedWins() {
    // key [3,4] head 4; responses [2,3,4] (same entity) and [3,4,5] (another), both score 1.0
    Document key = doc(12, new int[][] {m(3, 4, 4), m(8, 8, 8)});
    Document response =
        doc(12, new int[][] {m(2, 4, 4), m(8, 8, 8)}, new int[][] {m(3, 5, 4), m(10, 10, 10)});
    assertRecall(1, 1, muc(key, response, Semantics.Matching.HEAD));
    // listed the other way round in the file: the sort order (2.5) still decides
    Document swapped =
        doc(12, new int[][] {m(3, 5, 4), m(10, 10, 10)}, new int[][] {m(2, 4, 4), m(8, 8, 8)});
    assertRecall(1, 1, muc(key, swapped, Semantics.Matching.HEAD));
  }

  @Test
  void edgeE02OfTwoEqualSubsetsTheEarlierSortedWinsInTheWrongEntity() {
    // key [2..5] head 3; responses [2,3] (wrong entity) and [3,4] (right entity) both score 0.5
    Document key = doc(12, new int[][] {m(2, 5, 3), m(9, 9, 9)});
    Document response =
        doc(12, new int[][] {m(3, 4, 3), m(9, 9, 9)}, new int[][] {m(2, 3, 3), m(11, 11, 11)});
    assertRecall(0, 1, muc(key, response, Semantics.Matching.PARTIAL));
  }

  @Test
  void theIdentityStepComesBeforeTheScoredStep() {
    // [2,3] is identical to the key; [2,4] would score 1.0 too in head mode but comes first sorted
    Document key = doc(12, new int[][] {m(2, 3, 3), m(9, 9, 9)});
    Document response =
        doc(12, new int[][] {m(2, 4, 3), m(11, 11, 11)}, new int[][] {m(2, 3, 3), m(9, 9, 9)});
    assertRecall(1, 1, muc(key, response, Semantics.Matching.HEAD));
  }

  @Test
  void headModeKeepsSameSpanMentionsWithDifferentHeadsInOneEntity() {
    // edge/E16: two copies of [2,4], heads 3 and 4
    Document d = doc(12, new int[][] {m(2, 4, 3), m(2, 4, 4)});
    assertEquals(1, CorefudRules.withoutRepeatsInEntities(d, false).mentionCount());
    assertEquals(2, CorefudRules.withoutRepeatsInEntities(d, true).mentionCount());
    Document same = doc(12, new int[][] {m(2, 4, 3), m(2, 4, 3)});
    assertEquals(1, CorefudRules.withoutRepeatsInEntities(same, true).mentionCount());
  }

  @Test
  void withoutHeadsTheLastWordIsTheHead() {
    // CoNLL-2012-like documents (no heads): [2,4] and [3,4] share the last word 4
    Document key = Document.of("d", 12, List.of(List.of(new int[] {3, 4}, new int[] {8, 8})));
    Document response = Document.of("d", 12, List.of(List.of(new int[] {2, 4}, new int[] {8, 8})));
    assertRecall(1, 1, muc(key, response, Semantics.Matching.HEAD));
    Document other = Document.of("d", 12, List.of(List.of(new int[] {3, 5}, new int[] {8, 8})));
    assertRecall(0, 1, muc(key, other, Semantics.Matching.HEAD));
  }

  /**
   * Solving per group of node-sharing mentions against one matrix, on random tie-heavy sentences:
   * the best total is the same (the matrix is block-diagonal up to zeros), so on every document
   * both pair each mention at most once, only with a positive score, for the same total score;
   * among equal totals the pairs may differ, as rarely as {@link MentionAlignment} says (26 of
   * 6,000 alignments).
   */
  @Test
  void groupWiseAndWholeMatrixSolvingGiveTheSameTotalOnRandomDocuments() {
    Random random = new Random(7);
    int compared = 0;
    int differ = 0;
    for (int t = 0; t < 3000; t++) {
      Document key = randomDocument(random);
      Document response = randomDocument(random);
      for (boolean head : new boolean[] {true, false}) {
        MentionAlignment scores =
            MentionAlignment.of(
                key,
                response,
                head ? MentionAlignment.ScoredStep.HEAD : MentionAlignment.ScoredStep.PARTIAL,
                false);
        int[] whole = MentionAlignment.pairs(key, response, head, true);
        int[] grouped = MentionAlignment.pairs(key, response, head, false);
        String where = "document " + t + (head ? ", head" : ", partial") + " matching";
        assertEquals(total(scores, whole), total(scores, grouped), 1e-12, where);
        compared++;
        if (!Arrays.equals(whole, grouped)) {
          differ++;
        }
      }
    }
    assertEquals(6000, compared);
    assertEquals(26, differ, "alignments whose pairs differ (MentionAlignment's Javadoc says 26)");
  }

  /**
   * The total score of response identity → key identity pairs, checking that each key identity is
   * paired at most once and every pair scores above 0.
   */
  private static double total(MentionAlignment scores, int[] responsePair) {
    double total = 0;
    Set<Integer> keys = new HashSet<>();
    for (int s = 0; s < responsePair.length; s++) {
      int k = responsePair[s];
      if (k >= 0) {
        assertTrue(keys.add(k), "key identity " + k + " paired twice");
        double score = scores.score(k, s);
        assertTrue(score > 0, "a pair of score " + score);
        total += score;
      }
    }
    return total;
  }

  private static Document randomDocument(Random random) {
    int words = 12;
    int entities = 1 + random.nextInt(3);
    int[][][] es = new int[entities][][];
    for (int e = 0; e < entities; e++) {
      int n = 1 + random.nextInt(3);
      es[e] = new int[n][];
      for (int i = 0; i < n; i++) {
        int first = 1 + random.nextInt(words - 1);
        int last = Math.min(words, first + random.nextInt(3));
        es[e][i] = m(first, last, first + random.nextInt(last - first + 1));
      }
    }
    return doc(words, es);
  }

  /**
   * A 10,000-mention document whose mentions only the scored step can pair (each response mention
   * one word longer than its key mention): every one is paired in head mode, which the threshold of
   * {@link MentionAlignment#WHOLE_MATRIX_CELLS} makes a group-wise solve. Its time is measured by
   * {@code CoreBenchmark.tenThousandMentionsHead} (JMH, {@code scripts/bench.sh} section a), not
   * here.
   */
  @Test
  void tenThousandMentionsInHeadModeAreAllPaired() {
    int n = 10_000;
    Document[] pair = AlignmentDocuments.longerByOneWord(n);
    DocumentScorer scorer =
        new DocumentScorer(
            EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFE, Metric.CEAFM, Metric.LEA),
            Semantics.of(
                Semantics.Profile.COREFUD, Semantics.Matching.HEAD, Semantics.Singletons.KEEP));
    Counts c = scorer.score(pair[0], pair[1], p -> {});
    assertRecall(n - n / 10, n - n / 10, c.get(Metric.MUC));
  }

  /**
   * The same documents with the sides swapped (each response mention one word shorter than its key
   * mention, holding its head): partial matching pairs every mention too, where on the pair above
   * it pairs none (a partial match lies inside the key mention). {@code
   * CoreBenchmark.tenThousandMentionsPartial} times this case.
   */
  @Test
  void tenThousandMentionsInPartialModeWithSidesSwappedAreAllPaired() {
    int n = 10_000;
    Document[] pair = AlignmentDocuments.longerByOneWord(n);
    assertRecall(n - n / 10, n - n / 10, muc(pair[1], pair[0], Semantics.Matching.PARTIAL));
    assertRecall(0, n - n / 10, muc(pair[0], pair[1], Semantics.Matching.PARTIAL));
  }
}
