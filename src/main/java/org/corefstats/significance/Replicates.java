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
    return bootstrapSums(seed, Strata.whole(n), lo, documents, width, r0, r1);
  }

  /**
   * Sums of stratified bootstrap replicates {@code r0 .. r1 - 1} over documents {@code lo ..}: each
   * group's documents drawn within the group, as many times as it has documents, its sums apart
   * ({@code strata.groups() * width} values per replicate, group after group).
   */
  public static long[] bootstrapSums(
      long seed, Strata strata, int lo, List<long[]> documents, int width, long r0, long r1) {
    int count = documents.size();
    int stride = strata.groups() * width;
    long[] sums = new long[Math.toIntExact((r1 - r0) * stride)];
    int[] weights = new int[count];
    int hi = lo + count;
    for (int g = count == 0 ? strata.groups() : strata.groupOf(lo);
        g < strata.groups() && strata.start(g) < hi;
        g++) {
      int from = Math.max(lo, strata.start(g));
      int to = Math.min(hi, strata.start(g) + strata.size(g));
      if (from >= to) {
        continue;
      }
      long seedOfGroup = strata.seedOf(seed, g);
      for (long r = r0; r < r1; r++) {
        BootstrapWeights.weights(
            seedOfGroup, r, strata.size(g), from - strata.start(g), to - strata.start(g), weights);
        int base = (int) (r - r0) * stride + g * width;
        for (int i = 0; i < to - from; i++) {
          int w = weights[i];
          if (w != 0) {
            long[] doc = documents.get(from - lo + i);
            for (int j = 0; j < width; j++) {
              sums[base + j] += w * doc[j];
            }
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
    return swappedSums(flips, Strata.whole(lo + documents.size()), lo, documents, width, k0, k1);
  }

  /** The same, each group's swapped sums apart ({@code strata.groups() * width} values each). */
  public static long[] swappedSums(
      RandomizationFlips flips,
      Strata strata,
      int lo,
      List<long[]> documents,
      int width,
      long k0,
      long k1) {
    int stride = strata.groups() * width;
    long[] sums = new long[Math.toIntExact((k1 - k0) * stride)];
    int[] offsets = new int[documents.size()];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = strata.groupOf(lo + i) * width;
    }
    for (long k = k0; k < k1; k++) {
      int base = (int) (k - k0) * stride;
      for (int i = 0; i < documents.size(); i++) {
        if (flips.swapped(k, lo + i)) {
          long[] doc = documents.get(i);
          int at = base + offsets[i];
          for (int j = 0; j < width; j++) {
            sums[at + j] += doc[j];
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
    return statistics(sums, systems, 1, fixed, statistics);
  }

  /**
   * The same for sums kept per group ({@code groups} blocks of {@code systems * WIDTH} per
   * replicate): each statistic the macro average over groups.
   */
  public static double[] statistics(
      long[] sums, int systems, int groups, FixedPoint fixed, List<Statistic> statistics) {
    int width = systems * Counts.WIDTH;
    int stride = groups * width;
    int replicates = sums.length / stride;
    int t = statistics.size();
    double[] out = new double[replicates * systems * t];
    for (int r = 0; r < replicates; r++) {
      for (int s = 0; s < systems; s++) {
        System.arraycopy(
            macro(statistics, fixed, sums, r * stride + s * Counts.WIDTH, width, groups),
            0,
            out,
            (r * systems + s) * t,
            t);
      }
    }
    return out;
  }

  /**
   * The macro average over groups of each statistic: the mean of the statistics of each group's
   * counts, at {@code offset + g * width} for group g (one group: its statistics, bit for bit). As
   * {@link org.corefstats.core.metrics.MacroAverage}: the mean of R, of P, of F1 and of CoNLL.
   */
  public static double[] macro(
      List<Statistic> statistics,
      FixedPoint fixed,
      long[] sums,
      int offset,
      int width,
      int groups) {
    double[] mean = new double[statistics.size()];
    for (int g = 0; g < groups; g++) {
      double[] v = Statistic.values(statistics, fixed.counts(sums, offset + g * width));
      for (int i = 0; i < mean.length; i++) {
        mean[i] += v[i];
      }
    }
    for (int i = 0; i < mean.length; i++) {
      mean[i] /= groups;
    }
    return mean;
  }

  /**
   * Statistic differences a - b of each pair (macro averages over {@code groups} groups), for
   * totals with these swapped sums (null: none swapped).
   */
  static double[] pairDifferences(
      long[] totals,
      long[] swapped,
      int offset,
      int[][] pairs,
      int groups,
      FixedPoint fixed,
      List<Statistic> tests) {
    int t = tests.size();
    int width = totals.length / groups;
    double[] out = new double[pairs.length * t];
    long[] a = new long[groups * Counts.WIDTH];
    long[] b = new long[groups * Counts.WIDTH];
    for (int p = 0; p < pairs.length; p++) {
      for (int g = 0; g < groups; g++) {
        int sa = g * width + pairs[p][0] * Counts.WIDTH;
        int sb = g * width + pairs[p][1] * Counts.WIDTH;
        for (int c = 0; c < Counts.WIDTH; c++) {
          long fa = swapped == null ? 0 : swapped[offset + sa + c];
          long fb = swapped == null ? 0 : swapped[offset + sb + c];
          a[g * Counts.WIDTH + c] = totals[sa + c] - fa + fb;
          b[g * Counts.WIDTH + c] = totals[sb + c] - fb + fa;
        }
      }
      double[] va = macro(tests, fixed, a, 0, Counts.WIDTH, groups);
      double[] vb = macro(tests, fixed, b, 0, Counts.WIDTH, groups);
      for (int i = 0; i < t; i++) {
        out[p * t + i] = va[i] - vb[i];
      }
    }
    return out;
  }

  /** The observed differences a - b of each pair and test statistic: {@code [p * T + t]}. */
  public static double[] observedDifferences(
      long[] totals, int[][] pairs, FixedPoint fixed, List<Statistic> tests) {
    return observedDifferences(totals, pairs, 1, fixed, tests);
  }

  /** The same for totals kept per group, on the macro averages. */
  public static double[] observedDifferences(
      long[] totals, int[][] pairs, int groups, FixedPoint fixed, List<Statistic> tests) {
    return pairDifferences(totals, null, 0, pairs, groups, fixed, tests);
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
    return exceedances(swapped, totals, systems, 1, pairs, fixed, tests, observed);
  }

  /** The same for sums kept per group, on the macro averages. */
  public static long[] exceedances(
      long[] swapped,
      long[] totals,
      int systems,
      int groups,
      int[][] pairs,
      FixedPoint fixed,
      List<Statistic> tests,
      double[] observed) {
    int stride = groups * systems * Counts.WIDTH;
    int permutations = swapped.length / stride;
    long[] counts = new long[observed.length];
    for (int k = 0; k < permutations; k++) {
      double[] d = pairDifferences(totals, swapped, k * stride, pairs, groups, fixed, tests);
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
    return jackknifeSums(
        totals, Strata.whole(documents.size()), 0, documents, systems, fixed, statistics, full);
  }

  /**
   * The same for totals kept per group and documents {@code lo ..} of {@code strata}: a document
   * left out changes its group's statistics, and the macro average by their change over the number
   * of groups.
   */
  public static double[] jackknifeSums(
      long[] totals,
      Strata strata,
      int lo,
      List<long[]> documents,
      int systems,
      FixedPoint fixed,
      List<Statistic> statistics,
      double[] full) {
    int t = statistics.size();
    int groups = strata.groups();
    int width = systems * Counts.WIDTH;
    double[][] ofGroup = new double[groups * systems][]; // [g * systems + s]
    for (int g = 0; g < groups; g++) {
      for (int s = 0; s < systems; s++) {
        ofGroup[g * systems + s] =
            Statistic.values(statistics, fixed.counts(totals, g * width + s * Counts.WIDTH));
      }
    }
    double[] sums = new double[systems * t * 3 * 2];
    long[] without = new long[Counts.WIDTH];
    for (int d = 0; d < documents.size(); d++) {
      long[] doc = documents.get(d);
      int group = strata.groupOf(lo + d);
      for (int s = 0; s < systems; s++) {
        for (int c = 0; c < Counts.WIDTH; c++) {
          without[c] = totals[group * width + s * Counts.WIDTH + c] - doc[s * Counts.WIDTH + c];
        }
        double[] left = Statistic.values(statistics, fixed.counts(without, 0));
        for (int i = 0; i < t; i++) {
          double macro = 0;
          for (int g = 0; g < groups; g++) {
            macro += g == group ? left[i] : ofGroup[g * systems + s][i];
          }
          double u = macro / groups - full[s * t + i];
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
