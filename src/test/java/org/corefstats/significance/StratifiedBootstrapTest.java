package org.corefstats.significance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.MacroAverage;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.corefstats.study.Measure;
import org.junit.jupiter.api.Test;

/**
 * The macro average over groups of documents: a stratified bootstrap (each group resampled within
 * itself, keeping its size), macro statistics as the mean of the groups', and the randomization
 * test on the macro.
 */
class StratifiedBootstrapTest {
  private static final List<Statistic> ALL = Statistic.of(Metric.all());
  private static final List<Statistic> F1 =
      ALL.stream().filter(s -> s.measure() == Measure.F1).toList();
  private static final Strata STRATA = Strata.ofSizes(List.of(3L, 5L, 1L, 4L));

  /** One value per document, 1: a replicate's sums are the weights of each group. */
  private static List<long[]> ones(int n) {
    List<long[]> docs = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      docs.add(new long[] {1});
    }
    return docs;
  }

  @Test
  void everyReplicateKeepsTheSizeOfEveryGroup() {
    int n = STRATA.documents();
    long[] sums = Replicates.bootstrapSums(7, STRATA, 0, ones(n), 1, 0, 200);
    for (int r = 0; r < 200; r++) {
      for (int g = 0; g < STRATA.groups(); g++) {
        assertEquals(STRATA.size(g), sums[r * STRATA.groups() + g], "replicate " + r);
      }
    }
  }

  @Test
  void documentsAreDrawnFromTheirOwnGroupOnly() {
    // document d carries a 1 in its group's column only: a draw from another group would show
    int n = STRATA.documents();
    int g = STRATA.groups();
    List<long[]> docs = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      long[] v = new long[g];
      v[STRATA.groupOf(d)] = 1;
      docs.add(v);
    }
    long[] sums = Replicates.bootstrapSums(3, STRATA, 0, docs, g, 0, 50);
    for (int r = 0; r < 50; r++) {
      for (int in = 0; in < g; in++) {
        for (int col = 0; col < g; col++) {
          assertEquals(in == col ? STRATA.size(in) : 0, sums[(r * g + in) * g + col]);
        }
      }
    }
  }

  @Test
  void rangesOfAnyCutGiveTheSameReplicates() {
    TinyCorpus corpus = new TinyCorpus(STRATA.documents(), 2, 11);
    FixedPoint fixed = corpus.fixedPoint();
    List<long[]> docs = corpus.quantized(fixed);
    int width = 2 * Counts.WIDTH;
    long[] whole = Replicates.bootstrapSums(5, STRATA, 0, docs, width, 0, 30);
    for (int cut : new int[] {1, 3, 4, 8, 12}) {
      long[] parts =
          Replicates.add(
              Replicates.bootstrapSums(5, STRATA, 0, docs.subList(0, cut), width, 0, 30),
              Replicates.bootstrapSums(
                  5, STRATA, cut, docs.subList(cut, docs.size()), width, 0, 30));
      assertArrayEquals(whole, parts, "cut at " + cut);
    }
  }

  @Test
  void oneGroupIsThePlainBootstrapDrawForDraw() {
    TinyCorpus corpus = new TinyCorpus(9, 2, 12);
    FixedPoint fixed = corpus.fixedPoint();
    List<long[]> docs = corpus.quantized(fixed);
    int width = 2 * Counts.WIDTH;
    assertArrayEquals(
        Replicates.bootstrapSums(5, 9, 0, docs, width, 0, 20),
        Replicates.bootstrapSums(5, Strata.whole(9), 0, docs, width, 0, 20));
  }

  @Test
  void aMacroReplicateIsTheMeanOfItsGroupsStatistics() {
    TinyCorpus corpus = new TinyCorpus(STRATA.documents(), 2, 13);
    FixedPoint fixed = corpus.fixedPoint();
    int width = 2 * Counts.WIDTH;
    int g = STRATA.groups();
    long[] sums = Replicates.bootstrapSums(9, STRATA, 0, corpus.quantized(fixed), width, 0, 10);
    double[] macro = Replicates.statistics(sums, 2, g, fixed, ALL);
    for (int r = 0; r < 10; r++) {
      for (int s = 0; s < 2; s++) {
        List<Counts> groups = new ArrayList<>();
        for (int k = 0; k < g; k++) {
          groups.add(fixed.counts(sums, (r * g + k) * width + s * Counts.WIDTH));
        }
        MacroAverage expected = MacroAverage.of(groups, Metric.all());
        for (int t = 0; t < ALL.size(); t++) {
          Statistic st = ALL.get(t);
          Score score = expected.score(st.metric());
          double want =
              switch (st.measure()) {
                case R -> score.recall();
                case P -> score.precision();
                case F1 -> score.f1();
              };
          assertEquals(want, macro[(r * 2 + s) * ALL.size() + t], 1e-12, st.label());
        }
      }
    }
  }

  @Test
  void theMacroOfTheTotalsIsMacroAverageOfTheGroupsCounts() {
    TinyCorpus corpus = new TinyCorpus(STRATA.documents(), 1, 14);
    FixedPoint fixed = corpus.fixedPoint();
    List<long[]> docs = corpus.quantized(fixed);
    long[] totals = new long[STRATA.groups() * Counts.WIDTH];
    List<Counts> groups = new ArrayList<>();
    for (int k = 0; k < STRATA.groups(); k++) {
      Counts sum = Counts.zero(Metric.all());
      for (int d = STRATA.start(k); d < STRATA.start(k) + STRATA.size(k); d++) {
        sum = sum.plus(corpus.counts[d][0]);
        for (int c = 0; c < Counts.WIDTH; c++) {
          totals[k * Counts.WIDTH + c] += docs.get(d)[c];
        }
      }
      groups.add(sum);
    }
    double[] macro = Replicates.macro(F1, fixed, totals, 0, Counts.WIDTH, STRATA.groups());
    MacroAverage expected = MacroAverage.of(groups, Metric.all());
    for (int t = 0; t < F1.size(); t++) {
      assertEquals(expected.score(F1.get(t).metric()).f1(), macro[t], 1e-12, F1.get(t).label());
    }
  }

  @Test
  void identicalSystemsHavePOneOnTheMacro() {
    TinyCorpus corpus = new TinyCorpus(STRATA.documents(), 3, 15).withCopy(2, 0);
    FixedPoint fixed = corpus.fixedPoint();
    List<long[]> docs = corpus.quantized(fixed);
    int width = 3 * Counts.WIDTH;
    int g = STRATA.groups();
    long[] totals = new long[g * width];
    for (int d = 0; d < docs.size(); d++) {
      for (int j = 0; j < width; j++) {
        totals[STRATA.groupOf(d) * width + j] += docs.get(d)[j];
      }
    }
    int[][] pairs = {{0, 2}, {0, 1}};
    double[] observed = Replicates.observedDifferences(totals, pairs, g, fixed, F1);
    RandomizationFlips flips = RandomizationFlips.of(1, 300, docs.size());
    long[] exceed =
        Replicates.exceedances(
            Replicates.swappedSums(flips, STRATA, 0, docs, width, 0, flips.count()),
            totals,
            3,
            g,
            pairs,
            fixed,
            F1,
            observed);
    for (int t = 0; t < F1.size(); t++) {
      assertEquals(0.0, observed[t]);
      assertEquals(flips.count(), exceed[t], "every swap as far as the observed 0");
    }
    assertTrue(
        Arrays.stream(exceed, F1.size(), 2 * F1.size()).anyMatch(e -> e < flips.count()),
        "a different system is distinguished on some statistic");
    assertNotEquals(0.0, observed[F1.size()]);
  }
}
