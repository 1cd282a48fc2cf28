package org.corefstats.significance;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * A random stream fixed by a key (seed, replicate, position...): SplitMix64 started from a hash of
 * the key. Every draw of a resampling is keyed by what it decides, never by where or in which order
 * it is computed, so that any partitioning of the documents gives the same replicates.
 */
final class CounterRandom implements UniformRandomProvider {
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;
  private long state;

  CounterRandom(long seed, long a, long b) {
    state = key(seed, a, b);
  }

  /** A well-mixed 64-bit hash of three numbers. */
  static long key(long seed, long a, long b) {
    long h = mix(seed + GOLDEN);
    h = mix(h ^ (a + GOLDEN));
    return mix(h ^ (b + 2 * GOLDEN));
  }

  @Override
  public long nextLong() {
    state += GOLDEN;
    return mix(state);
  }

  /** The SplitMix64 finalizer (Steele, Lea and Flood 2014). */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
