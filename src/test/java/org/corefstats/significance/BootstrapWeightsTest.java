package org.corefstats.significance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.junit.jupiter.api.Test;

/**
 * Multinomial weights by binary splitting: n draws in all, the same for any range, the right
 * distribution.
 */
class BootstrapWeightsTest {
  @Test
  void everyReplicateDrawsNTimesAndAnyRangeSeesTheSameWeights() {
    for (int n : new int[] {1, 2, 5, 33, 100, 1000}) {
      for (long r = 0; r < 20; r++) {
        int[] all = new int[n];
        BootstrapWeights.weights(7, r, n, 0, n, all);
        assertEquals(n, Arrays.stream(all).sum(), "n=" + n + " replicate " + r);
        for (int cut : new int[] {0, 1, n / 3, n / 2, n - 1, n}) {
          int[] left = new int[cut];
          int[] right = new int[n - cut];
          BootstrapWeights.weights(7, r, n, 0, cut, left);
          BootstrapWeights.weights(7, r, n, cut, n, right);
          int[] joined = new int[n];
          System.arraycopy(left, 0, joined, 0, cut);
          System.arraycopy(right, 0, joined, cut, n - cut);
          assertArrayEquals(all, joined, "n=" + n + " cut at " + cut);
        }
      }
    }
  }

  /**
   * For n = 4 every weight vector's frequency over 100,000 replicates is within 5 standard errors
   * of its probability under the n^n equally likely draw sequences (counted by enumeration), and
   * the chi-square statistic is below its 99.9% point for 34 degrees of freedom.
   */
  @Test
  void weightVectorsFollowTheExactEnumerationOfAllSequences() {
    int n = 4;
    Map<String, Integer> exact = new HashMap<>();
    int sequences = (int) Math.pow(n, n);
    for (int code = 0; code < sequences; code++) {
      int[] w = new int[n];
      for (int c = code, k = 0; k < n; k++, c /= n) {
        w[c % n]++;
      }
      exact.merge(Arrays.toString(w), 1, Integer::sum);
    }
    assertEquals(35, exact.size(), "C(7, 4) weight vectors");
    int replicates = 100_000;
    Map<String, Integer> seen = new HashMap<>();
    int[] w = new int[n];
    for (long r = 0; r < replicates; r++) {
      BootstrapWeights.weights(11, r, n, 0, n, w);
      seen.merge(Arrays.toString(w), 1, Integer::sum);
    }
    assertEquals(exact.keySet(), seen.keySet());
    double chi2 = 0;
    for (Map.Entry<String, Integer> e : exact.entrySet()) {
      double p = (double) e.getValue() / sequences;
      double expected = p * replicates;
      double observed = seen.get(e.getKey());
      assertTrue(
          Math.abs(observed - expected) < 5 * Math.sqrt(expected * (1 - p)),
          e.getKey() + ": " + observed + " vs " + expected);
      chi2 += (observed - expected) * (observed - expected) / expected;
    }
    double limit = ChiSquaredDistribution.of(34).inverseCumulativeProbability(0.999);
    assertTrue(chi2 < limit, "chi-square " + chi2 + " above " + limit);
  }

  @Test
  void largeCorporaUseBinomialDrawsAndStayExactInTotal() {
    int n = 200_000;
    int[] part = new int[1000];
    long sum = 0;
    for (int lo = 0; lo < n; lo += 1000) {
      BootstrapWeights.weights(3, 0, n, lo, lo + 1000, part);
      sum += Arrays.stream(part).sum();
    }
    assertEquals(n, sum);
  }
}
