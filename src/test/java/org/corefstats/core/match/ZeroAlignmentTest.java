package org.corefstats.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * Zero mentions (docs/explanation/corefud-and-coval.md 2.2 step 1, 4.1-4.3): the zero step pairs
 * zeros by the DEPS of their empty nodes before identity matching, and the zero score takes the
 * identical response mention first.
 *
 * <p>The document: one sentence of 4 words. Key: entity A = {word 1, zero 1.1 (DEPS 2:nsubj)},
 * entity B = {word 3, zero 2.1 (DEPS 3:obj)}. Response: the same words and empty nodes, but the
 * zeros' DEPS swapped and the zeros swapped between the entities: A' = {word 1, zero 2.1 (DEPS
 * 2:nsubj)}, B' = {word 3, zero 1.1 (DEPS 3:obj)}. The response resolved every zero right, with the
 * empty nodes numbered the other way round.
 */
class ZeroAlignmentTest {
  private static final int W = Document.NODE_SLOT;

  private static Deps deps(int parentWord, String relation) {
    return new Deps(new int[] {parentWord * W}, new String[] {relation});
  }

  /** Mentions {first, last, head} as node positions; deps per mention (null: no zero). */
  private static Document doc(int[][][] entities, Deps[][] deps) {
    List<Deps> flat = new ArrayList<>();
    for (Deps[] e : deps) {
      flat.addAll(java.util.Arrays.asList(e));
    }
    return AlignmentDocuments.oneSentenceAtNodes(4, entities)
        .withZeroDeps(flat.toArray(new Deps[0]));
  }

  private static int[] word(int k) {
    return new int[] {k * W, k * W, k * W};
  }

  /** Empty node k.1 (decimal part 1 is e = 10). */
  private static int[] zero(int k) {
    int p = k * W + 10;
    return new int[] {p, p, p};
  }

  private static final Document KEY =
      doc(
          new int[][][] {{word(1), zero(1)}, {word(3), zero(2)}},
          new Deps[][] {{null, deps(2, "nsubj")}, {null, deps(3, "obj")}});
  private static final Document SWAPPED =
      doc(
          new int[][][] {{word(1), zero(2)}, {word(3), zero(1)}},
          new Deps[][] {{null, deps(2, "nsubj")}, {null, deps(3, "obj")}});

  private static Counts score(Document key, Document response, Semantics.Zeros zeros) {
    return score(key, response, zeros, new ArrayList<>());
  }

  private static Counts score(
      Document key, Document response, Semantics.Zeros zeros, List<Problem> problems) {
    Semantics semantics =
        Semantics.of(Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP)
            .withZeros(zeros);
    return new DocumentScorer(EnumSet.of(Metric.MUC, Metric.ZERO), semantics)
        .score(key, response, problems::add);
  }

  @Test
  void dependentMatchingPairsZerosByTheirDepsBeforeIdentity() {
    // zero step: key 1.1 (2:nsubj) meets response 2.1 (2:nsubj), weight 10 + 1; key 2.1 (3:obj)
    // meets response 1.1 (3:obj), weight 11: both key entities are found whole, MUC R = P = 2/2
    assertEquals(
        new MetricCounts(2, 2, 2, 2),
        score(KEY, SWAPPED, Semantics.Zeros.DEPENDENT).get(Metric.MUC));
    // linear: zeros match by position, so each key entity is split across A' and B': MUC 0/2
    assertEquals(
        new MetricCounts(0, 2, 0, 2), score(KEY, SWAPPED, Semantics.Zeros.LINEAR).get(Metric.MUC));
  }

  @Test
  void theZeroScoreTakesTheIdenticalResponseMentionFirst() {
    // 4.3 (finding 2 of section 8): key A = {word 1, zero 1.1}: the anaphor 1.1's counterpart is
    // the identical response 1.1, the first mention of B' in the order of 2.5 (1.1 comes before
    // word 3): FN. Key B = {zero 2.1, word 3}: 2.1 is B's first mention, no anaphor. Response zero
    // 2.1 is not first in A' (word 1 is) and no anaphor covered it: FP. R = 0/(0+1+0), P =
    // 0/(0+1+0), under dependent and linear matching alike.
    for (Semantics.Zeros z : Semantics.Zeros.values()) {
      assertEquals(new MetricCounts(0, 1, 0, 1), score(KEY, SWAPPED, z).get(Metric.ZERO), z.code());
    }
    // identical documents: the anaphor 1.1 of A is resolved to A itself: TP, nothing else
    assertEquals(
        new MetricCounts(1, 1, 1, 1), score(KEY, KEY, Semantics.Zeros.DEPENDENT).get(Metric.ZERO));
  }

  @Test
  void aWrongLinkIsAnAnaphorResolvedToAnEntityNoEarlierMentionReached() {
    // response: R1 = {word 1, word 3}, R2 = {words 1-2 (head 2), zero 1.1}. Key A's word 1 reaches
    // R1 (Prev = {R1}); A's anaphor 1.1 has the identical response 1.1, which is not R2's first
    // mention (words 1-2 start at word 1, before 1.1), and R2 is not in Prev: a wrong link, and
    // 1.1 is covered. B = {zero 2.1, word 3}: its zero is its first mention, no anaphor. R = 0/(0 +
    // 0 + 1), P = 0/(0 + 0 + 1).
    Document response =
        doc(
            new int[][][] {{word(1), word(3)}, {{1 * W, 2 * W, 2 * W}, zero(1)}},
            new Deps[][] {{null, null}, {null, deps(2, "nsubj")}});
    assertEquals(
        new MetricCounts(0, 1, 0, 1),
        score(KEY, response, Semantics.Zeros.DEPENDENT).get(Metric.ZERO));
  }

  @Test
  void aZeroWithoutDepsWeighsNothingAndIsReported() {
    Document bare =
        doc(
            new int[][][] {{word(1), zero(2)}, {word(3), zero(1)}},
            new Deps[][] {{null, Deps.NONE}, {null, Deps.NONE}});
    List<Problem> problems = new ArrayList<>();
    Counts c = score(KEY, bare, Semantics.Zeros.DEPENDENT, problems);
    // weight 0 everywhere: the zero step pairs nothing, identity pairs them by position (linear)
    assertEquals(new MetricCounts(0, 2, 0, 2), c.get(Metric.MUC));
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(ProblemKind.CONLLU_ZERO_WITHOUT_DEPS, problems.get(0).kind());
    assertTrue(problems.get(0).message().startsWith("2 zero mentions have no DEPS"));
    // linear matching needs no DEPS: nothing to report
    List<Problem> none = new ArrayList<>();
    score(KEY, bare, Semantics.Zeros.LINEAR, none);
    assertEquals(List.of(), none);
  }

  @Test
  void zerosOfDifferentSentencesNeverPair() {
    Document twoSentences =
        Document.ofNodes(
                "d",
                null,
                0,
                4,
                new String[] {"a"},
                new int[] {0, 2},
                new int[] {1 * W, 1 * W + 10},
                new int[] {1 * W, 1 * W + 10},
                null,
                new int[] {1 * W, 1 * W + 10},
                null,
                null,
                null,
                new int[] {2, 2})
            .withZeroDeps(new Deps[] {null, deps(1, "nsubj")});
    Document otherSentence =
        Document.ofNodes(
                "d",
                null,
                0,
                4,
                new String[] {"a"},
                new int[] {0, 2},
                new int[] {1 * W, 4 * W + 10},
                new int[] {1 * W, 4 * W + 10},
                null,
                new int[] {1 * W, 4 * W + 10},
                null,
                null,
                null,
                new int[] {2, 2})
            .withZeroDeps(new Deps[] {null, deps(1, "nsubj")});
    // sentence 0 owns slots 0..2, sentence 1 slots 3..5: 1.1 is in sentence 0, the response's
    // zero on slot 4 in sentence 1; same DEPS, weight 0 across sentences: no pair, MUC 0/1
    assertEquals(0, twoSentences.sentenceOfNode(1 * W + 10));
    assertEquals(1, otherSentence.sentenceOfNode(4 * W + 10));
    assertEquals(
        new MetricCounts(0, 1, 0, 1),
        score(twoSentences, otherSentence, Semantics.Zeros.DEPENDENT).get(Metric.MUC));
  }
}
