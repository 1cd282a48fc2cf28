package org.corefstats.core.analysis;

import java.io.Serializable;

/**
 * The four counts of the anaphor-level score in one bucket (ANAPHORS.md 3.4) and what is computed
 * from them: p = TP / (TP + FP + WL) and r = TP / (TP + FN + WL), each 0 when TP = 0 (0/0
 * included); F1 = 2pr / (p + r), 0 when p + r = 0. WL counts in both denominators.
 */
public record AnaphorCounts(long tp, long fp, long fn, long wl) implements Serializable {
  public static final AnaphorCounts ZERO = new AnaphorCounts(0, 0, 0, 0);

  /** Counts in the order of {@code org.corefstats.core.metrics.AnaphorScore}'s TP, FP, FN, WL. */
  static AnaphorCounts of(long[] counts) {
    return new AnaphorCounts(counts[0], counts[1], counts[2], counts[3]);
  }

  public long precisionNumerator() {
    return tp;
  }

  public long precisionDenominator() {
    return tp + fp + wl;
  }

  public long recallNumerator() {
    return tp;
  }

  public long recallDenominator() {
    return tp + fn + wl;
  }

  /** The anaphors of the key in the bucket: TP + FN + WL. */
  public long keyAnaphors() {
    return recallDenominator();
  }

  public double precision() {
    return tp == 0 ? 0 : (double) tp / precisionDenominator();
  }

  public double recall() {
    return tp == 0 ? 0 : (double) tp / recallDenominator();
  }

  /** In the reference's order of operations: ((2p)r)/(p+r) (ANAPHORS.md 5). */
  public double f1() {
    double p = precision();
    double r = recall();
    return p + r == 0 ? 0 : 2 * p * r / (p + r);
  }
}
