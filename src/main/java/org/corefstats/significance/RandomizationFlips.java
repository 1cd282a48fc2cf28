package org.corefstats.significance;

import java.io.Serializable;

/**
 * Which documents swap their two systems' counts in one permutation of a paired approximate
 * randomization test (Noreen 1989): each document independently with probability 1/2, keyed by
 * (seed, permutation, document), or, when all 2^n assignments are no more than the permutations
 * asked for, exactly: permutation k swaps document d when bit d of k is set. One assignment serves
 * every pair of systems (each pair's test sees a uniform assignment; the p-values of pairs are
 * dependent, which Holm's correction allows).
 */
public final class RandomizationFlips implements Serializable {
  private static final long serialVersionUID = 1L;
  private final long seed;
  private final long permutations;
  private final boolean exact;

  private RandomizationFlips(long seed, long permutations, boolean exact) {
    this.seed = seed;
    this.permutations = permutations;
    this.exact = exact;
  }

  /** Exact enumeration when 2^documents <= permutations, else {@code permutations} random ones. */
  public static RandomizationFlips of(long seed, long permutations, long documents) {
    boolean exact = documents < 62 && (1L << documents) <= permutations;
    return new RandomizationFlips(seed, exact ? 1L << documents : permutations, exact);
  }

  public boolean exact() {
    return exact;
  }

  /** How many permutations are drawn (2^n when exact). */
  public long count() {
    return permutations;
  }

  /** Whether document {@code d} swaps in permutation {@code k}. */
  public boolean swapped(long k, long d) {
    if (exact) {
      return ((k >>> d) & 1) != 0;
    }
    // 64 documents per hash: bit (d mod 64) of the hash of (seed, k, d / 64)
    return ((CounterRandom.key(seed ^ 0x5DEECE66DL, k, d >>> 6) >>> (d & 63)) & 1) != 0;
  }
}
