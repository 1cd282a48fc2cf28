package org.corefstats.significance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Quantiles, BCa, Holm's adjustment and the ranking groups. */
class IntervalsAndRankingTest {
  @Test
  void quantilesInvertTheEmpiricalDistribution() {
    double[] v = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    assertEquals(1, Intervals.quantile(v, 0.1));
    assertEquals(2, Intervals.quantile(v, 0.11));
    assertEquals(5, Intervals.quantile(v, 0.5));
    assertEquals(10, Intervals.quantile(v, 0.999));
    double[] thousand = new double[1000];
    for (int i = 0; i < 1000; i++) {
      thousand[i] = i;
    }
    Intervals.Interval i = Intervals.percentile(thousand, 0.95);
    assertEquals(24, i.lower(), "the 25th of 1000: 2.5% at or below it");
    assertEquals(974, i.upper());
  }

  @Test
  void bcaWithoutBiasOrAccelerationIsThePercentileInterval() {
    Random random = new Random(1);
    double[] v = new double[20_001];
    for (int k = 0; k < v.length; k++) {
      v[k] = random.nextGaussian();
    }
    Arrays.sort(v);
    double median = v[10_000];
    Intervals.Interval p = Intervals.percentile(v, 0.95);
    Intervals.Interval b = Intervals.bca(v, median, 0.95, 0);
    assertEquals(p.lower(), b.lower(), 1e-3);
    assertEquals(p.upper(), b.upper(), 1e-3);
    assertEquals("BCa", b.method());
    // an estimate above most replicates moves both ends up
    Intervals.Interval shifted = Intervals.bca(v, 0.5, 0.95, 0);
    assertTrue(shifted.lower() > p.lower() && shifted.upper() > p.upper());
    assertTrue(
        Intervals.bca(v, 100, 0.95, 0).method().startsWith("percentile"), "all replicates below");
  }

  @Test
  void accelerationFromPowerSumsEqualsTheDirectFormula() {
    double[] u = {0.01, -0.02, 0.005, 0.03, -0.001, 0.002};
    double mean = Arrays.stream(u).average().orElseThrow();
    double num = 0;
    double den = 0;
    double s1 = 0;
    double s2 = 0;
    double s3 = 0;
    for (double x : u) {
      num += Math.pow(mean - x, 3);
      den += Math.pow(mean - x, 2);
      s1 += x;
      s2 += x * x;
      s3 += x * x * x;
    }
    assertEquals(
        num / (6 * Math.pow(den, 1.5)), Intervals.acceleration(u.length, s1, s2, s3), 1e-12);
    assertEquals(0, Intervals.acceleration(3, 0, 0, 0));
  }

  @Test
  void holmAdjustsInOrderAndStaysMonotone() {
    assertArrayEquals(
        new double[] {0.03, 0.06, 0.06, 0.02},
        MultipleComparisons.holm(new double[] {0.01, 0.04, 0.03, 0.005}),
        1e-12);
    assertArrayEquals(
        new double[] {1, 1}, MultipleComparisons.holm(new double[] {0.6, 0.9}), 1e-12);
  }

  @Test
  void rankingGroupsRunsOfIndistinguishableSystems() {
    // scores: A 0.9, B 0.85, C 0.8, D 0.5; significant: A-C, A-D, B-D, C-D
    double[] scores = {0.9, 0.85, 0.8, 0.5};
    boolean[][] sig = new boolean[4][4];
    for (int[] p : new int[][] {{0, 2}, {0, 3}, {1, 3}, {2, 3}}) {
      sig[p[0]][p[1]] = true;
      sig[p[1]][p[0]] = true;
    }
    List<Ranking.Entry> r = Ranking.rank(scores, sig);
    assertEquals(List.of(0, 1, 2, 3), r.stream().map(Ranking.Entry::system).toList());
    assertEquals(List.of("a", "ab", "b", "c"), r.stream().map(Ranking.Entry::groups).toList());
    assertEquals(
        List.of("1-2", "1-3", "2-3", "4-4"),
        r.stream().map(e -> e.bestRank() + "-" + e.worstRank()).toList());
    assertEquals("aa", Ranking.letter(26));
  }
}
