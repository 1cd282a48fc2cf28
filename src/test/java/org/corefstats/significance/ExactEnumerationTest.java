package org.corefstats.significance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.study.Measure;
import org.junit.jupiter.api.Test;

/**
 * The resampling arithmetic against brute force on tiny corpora: the randomization test against all
 * 2^n swaps computed from the counts directly, the bootstrap against all n^n resamples.
 */
class ExactEnumerationTest {
  private static final List<Statistic> ALL = Statistic.of(Metric.all());
  private static final List<Statistic> F1 =
      ALL.stream().filter(s -> s.measure() == Measure.F1).toList();

  @Test
  void exactRandomizationEqualsAllSwapsComputedDirectly() {
    for (int n : new int[] {1, 3, 6}) {
      TinyCorpus corpus = new TinyCorpus(n, 3, 100 + n);
      FixedPoint fixed = corpus.fixedPoint();
      List<long[]> docs = corpus.quantized(fixed);
      long[] totals = TinyCorpus.total(docs);
      int[][] pairs = {{0, 1}, {0, 2}, {1, 2}};
      double[] observed = Replicates.observedDifferences(totals, pairs, fixed, F1);
      RandomizationFlips flips = RandomizationFlips.of(5, 1L << n, n);
      assertTrue(flips.exact());
      long[] counts =
          Replicates.exceedances(
              Replicates.swappedSums(flips, 0, docs, 3 * Counts.WIDTH, 0, flips.count()),
              totals,
              3,
              pairs,
              fixed,
              F1,
              observed);

      long[] brute = new long[pairs.length * F1.size()];
      for (int mask = 0; mask < 1 << n; mask++) {
        for (int p = 0; p < pairs.length; p++) {
          Counts a = Counts.zero(Metric.all());
          Counts b = Counts.zero(Metric.all());
          for (int d = 0; d < n; d++) {
            boolean swap = (mask >>> d & 1) == 1;
            a = a.plus(corpus.counts[d][swap ? pairs[p][1] : pairs[p][0]]);
            b = b.plus(corpus.counts[d][swap ? pairs[p][0] : pairs[p][1]]);
          }
          double[] va = Statistic.values(F1, a);
          double[] vb = Statistic.values(F1, b);
          for (int t = 0; t < F1.size(); t++) {
            if (Math.abs(va[t] - vb[t]) >= Math.abs(observed[p * F1.size() + t])) {
              brute[p * F1.size() + t]++;
            }
          }
        }
      }
      assertArrayEquals(brute, counts, "n=" + n);
    }
  }

  @Test
  void aSystemComparedWithItsCopyHasPOne() {
    TinyCorpus corpus = new TinyCorpus(8, 2, 9).withCopy(1, 0);
    FixedPoint fixed = corpus.fixedPoint();
    List<long[]> docs = corpus.quantized(fixed);
    long[] totals = TinyCorpus.total(docs);
    int[][] pairs = {{0, 1}};
    double[] observed = Replicates.observedDifferences(totals, pairs, fixed, F1);
    for (long permutations : new long[] {256, 1000}) { // exact, then sampled
      RandomizationFlips flips = RandomizationFlips.of(5, permutations, 8);
      long[] c =
          Replicates.exceedances(
              Replicates.swappedSums(flips, 0, docs, 2 * Counts.WIDTH, 0, flips.count()),
              totals,
              2,
              pairs,
              fixed,
              F1,
              observed);
      for (long x : c) {
        assertEquals(flips.count(), x, "every swap ties with the observed difference of 0");
      }
    }
  }

  /**
   * For n <= 5 the bootstrap distribution of each F1 is enumerated over all n^n resamples; the
   * sampled bootstrap's distribution function (60,000 replicates) stays within 0.01 of it
   * everywhere (the DKW bound at 99.9% is 0.0080), and so do the interval end points' levels.
   */
  @Test
  void bootstrapMatchesAllNToTheNResamples() {
    for (int n : new int[] {2, 4, 5}) {
      TinyCorpus corpus = new TinyCorpus(n, 2, 40 + n);
      FixedPoint fixed = corpus.fixedPoint();
      List<long[]> docs = corpus.quantized(fixed);
      int sequences = (int) Math.pow(n, n);
      int t = ALL.size();
      double[][] exact = new double[2 * t][sequences];
      for (int code = 0; code < sequences; code++) {
        int[] w = new int[n];
        for (int c = code, k = 0; k < n; k++, c /= n) {
          w[c % n]++;
        }
        for (int s = 0; s < 2; s++) {
          double[] v = Statistic.values(ALL, corpus.weighted(s, w));
          for (int k = 0; k < t; k++) {
            exact[s * t + k][code] = v[k];
          }
        }
      }
      int b = 60_000;
      double[] stats =
          Replicates.statistics(
              Replicates.bootstrapSums(17, n, 0, docs, 2 * Counts.WIDTH, 0, b), 2, fixed, ALL);
      for (int s = 0; s < 2; s++) {
        for (int k = 0; k < t; k++) {
          double[] sampled = new double[b];
          for (int r = 0; r < b; r++) {
            sampled[r] = stats[(r * 2 + s) * t + k];
          }
          Arrays.sort(sampled);
          double[] all = exact[s * t + k].clone();
          Arrays.sort(all);
          String what = "n=" + n + " system " + s + " " + ALL.get(k).label();
          for (double v : distinct(all)) {
            assertEquals(cdf(all, v), cdf(sampled, v), 0.01, what + " at " + v);
          }
          Intervals.Interval e = Intervals.percentile(all, 0.9);
          Intervals.Interval m = Intervals.percentile(sampled, 0.9);
          assertEquals(cdf(all, e.lower()), cdf(all, m.lower()), 0.03, what + " lower end");
          assertEquals(cdf(all, e.upper()), cdf(all, m.upper()), 0.03, what + " upper end");
        }
      }
    }
  }

  @Test
  void identicalDocumentsGiveZeroWidthIntervals() {
    TinyCorpus corpus = new TinyCorpus(1, 1, 3);
    Counts one = corpus.counts[0][0];
    TinyCorpus same = new TinyCorpus(6, 1, 3);
    for (Counts[] doc : same.counts) {
      doc[0] = one;
    }
    FixedPoint fixed = same.fixedPoint();
    double[] stats =
        Replicates.statistics(
            Replicates.bootstrapSums(1, 6, 0, same.quantized(fixed), Counts.WIDTH, 0, 500),
            1,
            fixed,
            ALL);
    double[] full = Statistic.values(ALL, one);
    for (int k = 0; k < ALL.size(); k++) {
      for (int r = 0; r < 500; r++) {
        assertEquals(full[k], stats[r * ALL.size() + k], 1e-15, ALL.get(k).label());
      }
    }
  }

  private static double cdf(double[] sorted, double v) {
    int k = 0;
    while (k < sorted.length && sorted[k] <= v) {
      k++;
    }
    return (double) k / sorted.length;
  }

  private static List<Double> distinct(double[] sorted) {
    List<Double> out = new ArrayList<>();
    for (double v : sorted) {
      if (out.isEmpty() || out.get(out.size() - 1) != v) {
        out.add(v);
      }
    }
    return out;
  }
}
