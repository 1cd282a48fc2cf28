package org.corefstats.core.longdocs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.corefstats.core.metrics.MetricCounts;
import org.junit.jupiter.api.Test;

/**
 * Each part of core/longdocs on documents small enough to count by hand (LONG-DOCUMENTS.md): where
 * a mention falls under each window scheme, the long-range penalty of a system that splits an
 * entity across two windows, MEI on two major entities, the strata of a split long entity. Every
 * mention here is one word, named by its token; the expected values are fractions, compared to
 * 1e-12 (sums of doubles).
 */
class LongDocumentsByHandTest {
  private static final double EXACT = 1e-12;

  /** Starts 0, 3, 4, 5, 7, 8, 10 and 12 in a document of 10 tokens cut every 4 (ends 3, 7, 10). */
  @Test
  void whereEachStartFallsUnderEachScheme() {
    int[] starts = {0, 3, 4, 5, 7, 8, 10, 12};
    int[] sentenceEnds = {3, 7, 10};
    WindowScheme.Cut fixed = WindowScheme.FIXED.cut(4, 10, sentenceEnds, 12);
    WindowScheme.Cut sentence = WindowScheme.SENTENCE.cut(4, 10, sentenceEnds, 12);
    WindowScheme.Cut bookcoref = WindowScheme.BOOKCOREF.cut(4, 10, sentenceEnds, 12);
    // fixed: floor(start / 4); 4 windows, one more than ceil(10 / 4) for the start at 12
    assertEquals(4, fixed.count());
    assertEquals("0 0 1 1 1 2 2 3", windows(fixed, starts));
    // sentence: cut at the first sentence end above 4 (7) and above 8 (10); 12 goes to the last
    assertEquals(2, sentence.count());
    assertEquals("0 0 0 0 1 1 1 1", windows(sentence, starts));
    // bookcoref: ends 4, 8, 10; window j takes starts strictly between E_j - 4 and E_j, so 0, 4 and
    // 8 are in no first window, 7 is in windows 1 and 2 (6 < 7 < 10), 10 and 12 are never scored
    assertEquals(3, bookcoref.count());
    assertEquals("- 0 - 1 1+2 2 - -", windows(bookcoref, starts));
  }

  /**
   * A key entity {0, 5} that the system splits into {0} and {5}: in windows of 4 tokens each half
   * is a whole entity, so the windows score it perfect (MUC has no link: 0/0, F1 0) and the penalty
   * is the windowed CoNLL F1 minus the full one: 2/3 - 10/27 = 8/27.
   */
  @Test
  void thePenaltyOfAnEntitySplitAcrossWindows() {
    BookSide key = side(new int[] {0, 5});
    BookSide response = side(new int[] {0}, new int[] {5});
    FamilyCounts full = FamilyCounts.score(key, response);
    assertCounts(0, 1, 0, 0, full.muc());
    assertCounts(1, 2, 2, 2, full.bcub()); // recall (1/2 + 1/2) / 2
    assertCounts(2.0 / 3, 1, 2.0 / 3, 2, full.ceafe()); // phi = 2 * 1 / (2 + 1)
    assertEquals((2.0 / 3 + 4.0 / 9) / 3, full.conll().f1(), EXACT); // B3 F1 2/3, CEAF-e F1 4/9

    FamilyCounts[] windows =
        WindowedScoring.score(key, response, WindowScheme.FIXED.cut(4, 8, null, 5));
    assertEquals(2, windows.length);
    FamilySum sum = new FamilySum();
    Arrays.stream(windows).forEach(sum::add);
    FamilyCounts windowed = sum.value();
    assertCounts(0, 0, 0, 0, windowed.muc());
    assertCounts(2, 2, 2, 2, windowed.bcub());
    assertCounts(2, 2, 2, 2, windowed.ceafe());
    assertEquals(2.0 / 3, windowed.conll().f1(), EXACT);
    assertEquals(8.0 / 27, windowed.conll().f1() - full.conll().f1(), EXACT);
  }

  /**
   * Key A = {0, 1, 2, 3}, B = {5, 6, 7}, C = {9}; response S0 = {0, 1, 5}, S1 = {2, 3, 6, 7, 8}.
   * With k = 2, n = 2 the major entities are A and B; CEAF-e restricted to them aligns A-S0 and
   * B-S1 (4/7 + 1/2 against 4/9 + 1/3): A has R 2/4, P 2/3, F1 4/7; B has R 2/3, P 2/5, F1 1/2.
   * Macro F1 (4/7 + 1/2) / 2 = 15/28, Micro F1 (4 * 4/7 + 3 * 1/2) / 7 = 53/98.
   */
  @Test
  void meiOnTwoMajorEntities() {
    BookSide key = side(new int[] {0, 1, 2, 3}, new int[] {5, 6, 7}, new int[] {9});
    BookSide response = side(new int[] {0, 1, 5}, new int[] {2, 3, 6, 7, 8});
    List<MajorEntities.EntityScore> scores = new MajorEntities(2, 2).score(key, response);
    assertEquals(
        List.of(
            new MajorEntities.EntityScore(0, 0, 0, 4, 3, 2),
            new MajorEntities.EntityScore(1, 1, 1, 3, 5, 2)),
        scores);
    assertEquals(
        List.of("0:K0->S0", "1:K1->S1"),
        scores.stream().map(MajorEntities.EntityScore::item).toList());
    assertEquals(4.0 / 7, scores.get(0).f1(), EXACT);
    assertEquals(1.0 / 2, scores.get(1).f1(), EXACT);
    LongDocuments.MeiSum mei = LongDocuments.MeiSum.of(scores);
    assertEquals(15.0 / 28 * 100, mei.macro(), EXACT);
    assertEquals(53.0 / 98 * 100, mei.micro(), EXACT);
    assertEquals(53.0 / 98 * 100, mei.macroMicro(), EXACT); // one document
  }

  /**
   * Key A = {0..10} (11 mentions: long), B = {20, 21} (short), C = {30} (singleton); the response
   * splits A into {0..9} (10 mentions: short) and {10} (singleton). Recall counts go by the key
   * entity's stratum, precision counts by the response entity's, and CEAF-e's precision numerator
   * by the stratum of the response entity each key entity is aligned to; the three strata add up to
   * the whole document's counts.
   */
  @Test
  void theStrataOfASplitLongEntity() {
    BookSide key = side(range(0, 11), new int[] {20, 21}, new int[] {30});
    BookSide response = side(range(0, 10), new int[] {10}, new int[] {20, 21}, new int[] {30});
    Strata.Stratum[] strata = Strata.score(key, response);
    Strata.Stratum longOnes = strata[0];
    assertCounts(9, 10, 0, 0, longOnes.counts().muc()); // 11 - 2 parts, of 10 links
    assertCounts(101.0 / 11, 11, 0, 0, longOnes.counts().bcub()); // (10^2 + 1^2) / 11
    assertCounts(20.0 / 21, 1, 0, 0, longOnes.counts().ceafe()); // phi(A, {0..9}) = 20/21
    assertEquals(new Strata.Stratum(longOnes.counts(), 1, 0, 11, 0), longOnes);
    Strata.Stratum shortOnes = strata[1];
    assertCounts(1, 1, 10, 10, shortOnes.counts().muc());
    assertCounts(2, 2, 12, 12, shortOnes.counts().bcub());
    assertCounts(1, 1, 1 + 20.0 / 21, 2, shortOnes.counts().ceafe()); // A's phi counts here
    assertEquals(new Strata.Stratum(shortOnes.counts(), 1, 2, 2, 12), shortOnes);
    Strata.Stratum singletons = strata[2];
    assertCounts(0, 0, 0, 0, singletons.counts().muc());
    assertCounts(1, 1, 2, 2, singletons.counts().bcub());
    assertCounts(1, 1, 1, 2, singletons.counts().ceafe()); // {10} is aligned to nothing
    assertEquals(new Strata.Stratum(singletons.counts(), 1, 2, 1, 2), singletons);

    FamilySum sum = new FamilySum();
    Arrays.stream(strata).forEach(s -> sum.add(s.counts()));
    FamilyCounts full = FamilyCounts.score(key, response);
    for (FamilyCounts.FamilyMetric m : FamilyCounts.FamilyMetric.values()) {
      assertCounts(full.get(m), sum.value().get(m));
    }
  }

  /** One side of a document: entities in list order, each mention one word named by its token. */
  private static BookSide side(int[]... entities) {
    int[] start = new int[entities.length + 1];
    for (int e = 0; e < entities.length; e++) {
      start[e + 1] = start[e] + entities[e].length;
    }
    int[] tokens = Arrays.stream(entities).flatMapToInt(Arrays::stream).toArray();
    return new BookSide(start, tokens, tokens, tokens, 64);
  }

  private static int[] range(int from, int to) {
    return IntStream.range(from, to).toArray();
  }

  /** Each start's windows: one number, two joined by +, or - for none. */
  private static String windows(WindowScheme.Cut cut, int[] starts) {
    StringBuilder out = new StringBuilder();
    int[] w = new int[2];
    for (int s : starts) {
      int n = cut.windowsOf(s, w);
      out.append(out.length() == 0 ? "" : " ")
          .append(n == 0 ? "-" : n == 1 ? "" + w[0] : w[0] + "+" + w[1]);
    }
    return out.toString();
  }

  private static void assertCounts(double rn, double rd, double pn, double pd, MetricCounts c) {
    assertCounts(new MetricCounts(rn, rd, pn, pd), c);
  }

  private static void assertCounts(MetricCounts expected, MetricCounts actual) {
    assertArrayEquals(
        new double[] {
          expected.recallNum(),
          expected.recallDen(),
          expected.precisionNum(),
          expected.precisionDen()
        },
        new double[] {
          actual.recallNum(), actual.recallDen(), actual.precisionNum(), actual.precisionDen()
        },
        EXACT,
        () -> "expected " + expected + ", was " + actual);
  }
}
