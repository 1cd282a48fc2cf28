package org.corefstats.significance;

import java.io.Serializable;
import java.util.Set;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;

/**
 * Per-document counts as fixed-point longs, one binary scale per count column, chosen so that any
 * weighted sum a resampling forms (at most n times the column's largest value) fits in 62 bits.
 * Sums of longs are exact, so replicates do not depend on the order in which partitions add them up
 * (floating-point sums would, in their last bits). Integral counts (MUC, mentions, BLANC) stay
 * exact; fractional ones (B3, CEAF, LEA) are rounded at about 2^-40 of the corpus total.
 */
public final class FixedPoint implements Serializable {
  private static final long serialVersionUID = 1L;
  private final int[] shifts; // per column of Counts.values()
  private final Set<Metric> metrics;

  private FixedPoint(int[] shifts, Set<Metric> metrics) {
    this.shifts = shifts;
    this.metrics = Set.copyOf(metrics);
  }

  /**
   * @param columnMax the largest value of each count column over every document and system
   * @param documents n: the largest weight a document gets in a resampling
   */
  public static FixedPoint of(double[] columnMax, long documents, Set<Metric> metrics) {
    if (columnMax.length != Counts.WIDTH) {
      throw new IllegalArgumentException("expected " + Counts.WIDTH + " columns");
    }
    int[] shifts = new int[columnMax.length];
    for (int c = 0; c < shifts.length; c++) {
      double bound =
          columnMax[c] * Math.max(1, documents) + Math.max(1, documents); // + rounding of each term
      if (!(columnMax[c] >= 0) || Double.isInfinite(bound)) {
        throw new IllegalArgumentException(
            "count column " + c + " has a negative or non-finite value");
      }
      // bound < 2^(e + 1), so bound * 2^(61 - e) < 2^62
      shifts[c] = 61 - Math.getExponent(bound);
    }
    return new FixedPoint(shifts, metrics);
  }

  /**
   * Quantizes the counts of several systems laid side by side ({@code Counts.WIDTH} values each).
   */
  public long[] quantize(double[] values) {
    long[] q = new long[values.length];
    for (int i = 0; i < values.length; i++) {
      q[i] = Math.round(Math.scalb(values[i], shifts[i % Counts.WIDTH]));
    }
    return q;
  }

  /** The counts of system {@code system} in a sum of quantized vectors. */
  public Counts counts(long[] sums, int offset) {
    double[] v = new double[Counts.WIDTH];
    for (int c = 0; c < v.length; c++) {
      v[c] = Math.scalb((double) sums[offset + c], -shifts[c]);
    }
    return Counts.of(metrics, v);
  }

  public Set<Metric> metrics() {
    return metrics;
  }
}
