package org.corefstats.significance;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.BinomialDistribution;

/**
 * The weights of one bootstrap replicate: how many times each of n documents is drawn in n draws
 * with replacement (multinomial with equal probabilities), for any contiguous range of documents
 * without drawing the others. The n draws are split down a fixed binary tree over the document
 * indices, each node sending a binomial share of its draws to its left half (with probability the
 * half's share of documents); a node's split is keyed by (seed, replicate, node), so every range
 * sees the same replicate whatever the partitioning. A range costs its length plus the depth of the
 * tree (log2 n) per replicate.
 */
public final class BootstrapWeights {
  /** Below this many draws a binomial is drawn as that many coin tosses. */
  private static final int DIRECT_TRIALS = 32;

  private BootstrapWeights() {}

  /**
   * Fills {@code out[0 .. hi - lo)} with the weights of documents {@code lo .. hi - 1} of {@code n}
   * in replicate {@code replicate}.
   */
  public static void weights(long seed, long replicate, int n, int lo, int hi, int[] out) {
    if (lo < 0 || hi > n || lo > hi) {
      throw new IllegalArgumentException("range [" + lo + ", " + hi + ") outside [0, " + n + ")");
    }
    Arrays.fill(out, 0, hi - lo, 0);
    if (lo < hi) {
      split(seed, replicate, 0, n, n, lo, hi, out);
    }
  }

  private static void split(
      long seed, long replicate, int nodeLo, int nodeHi, int draws, int lo, int hi, int[] out) {
    if (draws == 0) {
      return;
    }
    if (nodeHi - nodeLo == 1) {
      out[nodeLo - lo] = draws;
      return;
    }
    int mid = (nodeLo + nodeHi) >>> 1;
    double p = (double) (mid - nodeLo) / (nodeHi - nodeLo);
    int left =
        binomial(new CounterRandom(seed, replicate, ((long) nodeLo << 32) | nodeHi), draws, p);
    if (lo < mid) {
      split(seed, replicate, nodeLo, mid, left, lo, hi, out);
    }
    if (hi > mid) {
      split(seed, replicate, mid, nodeHi, draws - left, lo, hi, out);
    }
  }

  static int binomial(CounterRandom random, int trials, double p) {
    if (trials <= DIRECT_TRIALS) {
      int successes = 0;
      for (int i = 0; i < trials; i++) {
        if (random.nextDouble() < p) {
          successes++;
        }
      }
      return successes;
    }
    return BinomialDistribution.of(trials, p).createSampler(random).sample();
  }
}
