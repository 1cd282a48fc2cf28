package org.corefstats.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.corefstats.core.conll.Document;
import org.corefstats.core.corpus.CorefudRules;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/** Head and partial matching on the worked examples of MODES-AND-FORMATS.md 2.6 and 2.8. */
class MentionAlignmentTest {

  /** A mention of one sentence: word IDs first..last (1-based) and the head's word ID. */
  private static int[] m(int first, int last, int head) {
    return new int[] {first, last, head};
  }

  /** A one-sentence CoNLL-U document of {@code words} words with these entities. */
  private static Document doc(int words, int[][]... entities) {
    List<String> ids = new ArrayList<>();
    int mentions = 0;
    for (int[][] e : entities) {
      mentions += e.length;
    }
    int[] start = new int[entities.length + 1];
    int[] first = new int[mentions];
    int[] last = new int[mentions];
    int[] head = new int[mentions];
    int i = 0;
    for (int e = 0; e < entities.length; e++) {
      ids.add("e" + e);
      start[e] = i;
      for (int[] x : entities[e]) {
        first[i] = x[0] * Document.NODE_SLOT;
        last[i] = x[1] * Document.NODE_SLOT;
        head[i] = x[2] * Document.NODE_SLOT;
        i++;
      }
    }
    start[entities.length] = i;
    return Document.ofNodes(
        "d",
        null,
        0,
        words,
        ids.toArray(new String[0]),
        start,
        first,
        last,
        null,
        head,
        null,
        null,
        null,
        new int[] {words});
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
   * the totals are equal by construction; how often the pairs differ is printed (they may, see
   * {@link MentionAlignment}).
   */
  @Test
  void groupWiseAndWholeMatrixSolvingOnRandomDocuments() {
    Random random = new Random(7);
    int differ = 0;
    int documents = 3000;
    for (int t = 0; t < documents; t++) {
      Document key = randomDocument(random);
      Document response = randomDocument(random);
      for (boolean head : new boolean[] {true, false}) {
        int[] whole = MentionAlignment.pairs(key, response, head, true);
        int[] grouped = MentionAlignment.pairs(key, response, head, false);
        if (!java.util.Arrays.equals(whole, grouped)) {
          differ++;
        }
      }
    }
    System.out.printf(
        "MentionAlignment: group-wise and whole-matrix pairs differ in %d of %d alignments%n",
        differ, 2 * documents);
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

  @Test
  void tenThousandMentionsInHeadModeUnderOneSecond() {
    int n = 10_000;
    int words = 4 * n + 2;
    int[][] keyMentions = new int[n][];
    int[][] responseMentions = new int[n][];
    for (int i = 0; i < n; i++) {
      int w = 4 * i + 1;
      keyMentions[i] = m(w, w + 1, w + 1);
      responseMentions[i] = m(w, w + 2, w + 1); // one word longer: only the scored step pairs it
    }
    int[][][] keyEntities = new int[n / 10][][];
    int[][][] responseEntities = new int[n / 10][][];
    for (int e = 0; e < n / 10; e++) {
      keyEntities[e] = java.util.Arrays.copyOfRange(keyMentions, 10 * e, 10 * e + 10);
      responseEntities[e] = java.util.Arrays.copyOfRange(responseMentions, 10 * e, 10 * e + 10);
    }
    Document key = doc(words, keyEntities);
    Document response = doc(words, responseEntities);
    DocumentScorer scorer =
        new DocumentScorer(
            EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFE, Metric.CEAFM, Metric.LEA),
            Semantics.of(
                Semantics.Profile.COREFUD, Semantics.Matching.HEAD, Semantics.Singletons.KEEP));
    scorer.score(key, response, p -> {}); // warm-up
    long start = System.nanoTime();
    Counts c =
        assertTimeoutPreemptively(
            Duration.ofSeconds(5), () -> scorer.score(key, response, p -> {}));
    System.out.printf(
        "MentionAlignment: %d mentions in head mode scored in %.1f ms%n",
        n, (System.nanoTime() - start) / 1e6);
    assertRecall(n - n / 10, n - n / 10, c.get(Metric.MUC));
    long took = System.nanoTime() - start;
    assertEquals(true, took < 1_000_000_000L, "took " + took / 1e6 + " ms");
  }
}
