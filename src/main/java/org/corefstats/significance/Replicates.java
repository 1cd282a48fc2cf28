package org.corefstats.significance;

import java.util.List;
import org.corefstats.core.metrics.Counts;

/**
 * The arithmetic of resampling, on one contiguous range of documents (a Spark partition, or a whole
 * corpus in tests). A document is one long vector: the fixed-point counts of every system side by
 * side ({@code systems * Counts.WIDTH} values). A block of replicates is one long vector too,
 * replicate after replicate; blocks of different ranges are added element-wise.
 */
public final class Replicates {
  private Replicates() {}

  /**
   * Sums of bootstrap replicates {@code r0 .. r1 - 1} over documents {@code lo ..} of {@code n}.
   */
  public static long[] bootstrapSums(
      long seed, int n, int lo, List<long[]> documents, int width, long r0, long r1) {
    int count = documents.size();
    long[] sums = new long[Math.toIntExact((r1 - r0) * width)];
    int[] weights = new int[count];
    for (long r = r0; r < r1; r++) {
      BootstrapWeights.weights(seed, r, n, lo, lo + count, weights);
      int base = (int) (r - r0) * width;
      for (int i = 0; i < count; i++) {
        int w = weights[i];
        if (w != 0) {
          long[] doc = documents.get(i);
          for (int j = 0; j < width; j++) {
            sums[base + j] += w * doc[j];
          }
        }
      }
    }
    return sums;
  }

  /**
   * For permutations {@code k0 .. k1 - 1}: the sums, per system, of the documents that swap. With
   * T_s the total of system s and F_s its swapped sum, a pair (a, b) becomes a' = T_a - F_a + F_b
   * and b' = T_b - F_b + F_a, so one vector per permutation serves every pair.
   */
  public static long[] swappedSums(
      RandomizationFlips flips, int lo, List<long[]> documents, int width, long k0, long k1) {
    long[] sums = new long[Math.toIntExact((k1 - k0) * width)];
    for (long k = k0; k < k1; k++) {
      int base = (int) (k - k0) * width;
      for (int i = 0; i < documents.size(); i++) {
        if (flips.swapped(k, lo + i)) {
          long[] doc = documents.get(i);
          for (int j = 0; j < width; j++) {
            sums[base + j] += doc[j];
          }
        }
      }
    }
    return sums;
  }

  /** Adds {@code from} into {@code into}; returns {@code into}. */
  public static long[] add(long[] into, long[] from) {
    for (int i = 0; i < into.length; i++) {
      into[i] += from[i];
    }
    return into;
  }

  /**
   * The statistics of every replicate and system of a block: {@code [(r * systems + s) * T + t]}.
   */
  public static double[] statistics(
      long[] sums, int systems, FixedPoint fixed, List<Statistic> statistics) {
    int width = systems * Counts.WIDTH;
    int replicates = sums.length / width;
    int t = statistics.size();
    double[] out = new double[replicates * systems * t];
    for (int r = 0; r < replicates; r++) {
      for (int s = 0; s < systems; s++) {
        Counts c = fixed.counts(sums, r * width + s * Counts.WIDTH);
        System.arraycopy(Statistic.values(statistics, c), 0, out, (r * systems + s) * t, t);
      }
    }
    return out;
  }

  /**
   * Statistic differences a - b of each pair, for totals with these swapped sums (null: none
   * swapped).
   */
  static double[] pairDifferences(
      long[] totals,
      long[] swapped,
      int offset,
      int[][] pairs,
      FixedPoint fixed,
      List<Statistic> tests) {
    int t = tests.size();
    double[] out = new double[pairs.length * t];
    long[] a = new long[Counts.WIDTH];
    long[] b = new long[Counts.WIDTH];
    for (int p = 0; p < pairs.length; p++) {
      int sa = pairs[p][0] * Counts.WIDTH;
      int sb = pairs[p][1] * Counts.WIDTH;
      for (int c = 0; c < Counts.WIDTH; c++) {
        long fa = swapped == null ? 0 : swapped[offset + sa + c];
        long fb = swapped == null ? 0 : swapped[offset + sb + c];
        a[c] = totals[sa + c] - fa + fb;
        b[c] = totals[sb + c] - fb + fa;
      }
      double[] va = Statistic.values(tests, fixed.counts(a, 0));
      double[] vb = Statistic.values(tests, fixed.counts(b, 0));
      for (int i = 0; i < t; i++) {
        out[p * t + i] = va[i] - vb[i];
      }
    }
    return out;
  }

  /** The observed differences a - b of each pair and test statistic: {@code [p * T + t]}. */
  public static double[] observedDifferences(
      long[] totals, int[][] pairs, FixedPoint fixed, List<Statistic> tests) {
    return pairDifferences(totals, null, 0, pairs, fixed, tests);
  }

  /**
   * For a block of permutations: per pair and test statistic, how many permuted differences are at
   * least as far from zero as the observed one (two-sided).
   */
  public static long[] exceedances(
      long[] swapped,
      long[] totals,
      int systems,
      int[][] pairs,
      FixedPoint fixed,
      List<Statistic> tests,
      double[] observed) {
    int width = systems * Counts.WIDTH;
    int permutations = swapped.length / width;
    long[] counts = new long[observed.length];
    for (int k = 0; k < permutations; k++) {
      double[] d = pairDifferences(totals, swapped, k * width, pairs, fixed, tests);
      for (int i = 0; i < d.length; i++) {
        if (Math.abs(d[i]) >= Math.abs(observed[i])) {
          counts[i]++;
        }
      }
    }
    return counts;
  }

  /**
   * Jackknife sums for the BCa acceleration, over documents of one range: per system and statistic,
   * with u = (statistic without the document) - (statistic of the corpus), the sums of u, u^2 and
   * u^3, each as a compensated pair (sum, error) at {@code [((s * T + t) * 3 + k) * 2]}. The pairs
   * carry about twice double precision, so that the rounded totals do not depend on how documents
   * were split among partitions; differences from the full statistic are small, so their power sums
   * lose little to cancellation.
   */
  public static double[] jackknifeSums(
      long[] totals,
      List<long[]> documents,
      int systems,
      FixedPoint fixed,
      List<Statistic> statistics,
      double[] full) {
    int t = statistics.size();
    double[] sums = new double[systems * t * 3 * 2];
    long[] without = new long[Counts.WIDTH];
    for (long[] doc : documents) {
      for (int s = 0; s < systems; s++) {
        for (int c = 0; c < Counts.WIDTH; c++) {
          without[c] = totals[s * Counts.WIDTH + c] - doc[s * Counts.WIDTH + c];
        }
        double[] v = Statistic.values(statistics, fixed.counts(without, 0));
        for (int i = 0; i < t; i++) {
          double u = v[i] - full[s * t + i];
          int at = (s * t + i) * 6;
          addCompensated(sums, at, u);
          addCompensated(sums, at + 2, u * u);
          addCompensated(sums, at + 4, u * u * u);
        }
      }
    }
    return sums;
  }

  /** Adds the compensated pairs of {@code from} into {@code into}; returns {@code into}. */
  public static double[] addCompensated(double[] into, double[] from) {
    for (int i = 0; i < into.length; i += 2) {
      addCompensated(into, i, from[i]);
      addCompensated(into, i, from[i + 1]);
    }
    return into;
  }

  /** Neumaier's compensated step: pair (sum, error) at {@code at} plus x. */
  private static void addCompensated(double[] pair, int at, double x) {
    double sum = pair[at];
    double t = sum + x;
    pair[at + 1] += Math.abs(sum) >= Math.abs(x) ? (sum - t) + x : (x - t) + sum;
    pair[at] = t;
  }
}
