package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The sufficient statistics of every computed metric for one document, or for a sum of
 * documents: four counts per metric ({@link MetricCounts}) and six for BLANC ({@link BlancCounts}).
 * Immutable, serializable, and additive: corpus counts are {@code plus} over documents, in any
 * order (fractional sums differ only by rounding). Laid out as one flat vector, so that a sum,
 * a resample or a Spark column is a plain array operation.
 */
public final class Counts implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final int BLANC_WIDTH = 6;
  private static final int[] OFFSET = new int[Metric.values().length];
  /** Number of values in {@link #values()}. */
  public static final int WIDTH;

  static {
    int offset = 0;
    for (Metric m : Metric.values()) {
      OFFSET[m.ordinal()] = offset;
      offset += m == Metric.BLANC ? BLANC_WIDTH : 4;
    }
    WIDTH = offset;
  }

  private final int mask; // bit m.ordinal() set when metric m was computed
  private final double[] values;

  private Counts(int mask, double[] values) {
    this.mask = mask;
    this.values = values;
  }

  /** All-zero counts for these metrics: the identity of {@link #plus}. */
  public static Counts zero(Set<Metric> metrics) {
    return new Counts(maskOf(metrics), new double[WIDTH]);
  }

  /** Counts from {@link #values()}-layout numbers (e.g. read back from a file or a Spark row). */
  public static Counts of(Set<Metric> metrics, double[] values) {
    if (values.length != WIDTH) {
      throw new IllegalArgumentException("expected " + WIDTH + " values, got " + values.length);
    }
    return new Counts(maskOf(metrics), values.clone());
  }

  /** Where a metric's counts start in {@link #values()} (4 values, 6 for BLANC). */
  public static int offset(Metric metric) {
    return OFFSET[metric.ordinal()];
  }

  public Counts plus(Counts other) {
    double[] sum = new double[WIDTH];
    for (int i = 0; i < WIDTH; i++) {
      sum[i] = values[i] + other.values[i];
    }
    return new Counts(mask & other.mask, sum);
  }

  public boolean has(Metric metric) {
    return (mask & (1 << metric.ordinal())) != 0;
  }

  public Set<Metric> metrics() {
    EnumSet<Metric> set = EnumSet.noneOf(Metric.class);
    for (Metric m : Metric.values()) {
      if (has(m)) {
        set.add(m);
      }
    }
    return set;
  }

  /** The four counts of a metric other than BLANC. */
  public MetricCounts get(Metric metric) {
    if (metric == Metric.BLANC) {
      throw new IllegalArgumentException("BLANC has six counts: use blanc()");
    }
    require(metric);
    int o = OFFSET[metric.ordinal()];
    return new MetricCounts(values[o], values[o + 1], values[o + 2], values[o + 3]);
  }

  public BlancCounts blanc() {
    require(Metric.BLANC);
    int o = OFFSET[Metric.BLANC.ordinal()];
    return new BlancCounts((long) values[o], (long) values[o + 1], (long) values[o + 2], (long) values[o + 3],
        (long) values[o + 4], (long) values[o + 5]);
  }

  /** The CoNLL score: the mean of the MUC, B3 and CEAF-e F1 values of these counts. */
  public double conll() {
    return (get(Metric.MUC).score().f1() + get(Metric.BCUB).score().f1() + get(Metric.CEAFE).score().f1()) / 3;
  }

  public boolean hasConll() {
    return has(Metric.MUC) && has(Metric.BCUB) && has(Metric.CEAFE);
  }

  /** A copy of the flat vector (layout: metrics in {@link Metric} order, 4 values each, 6 for BLANC). */
  public double[] values() {
    return values.clone();
  }

  private void require(Metric metric) {
    if (!has(metric)) {
      throw new IllegalStateException(metric.code() + " was not computed");
    }
  }

  private static int maskOf(Set<Metric> metrics) {
    int mask = 0;
    for (Metric m : metrics) {
      mask |= 1 << m.ordinal();
    }
    return mask;
  }

  /** Builds the counts of one document. */
  public static final class Builder {
    private final double[] values = new double[WIDTH];
    private int mask;

    public Builder put(Metric metric, MetricCounts c) {
      if (metric == Metric.BLANC) {
        throw new IllegalArgumentException("use blanc()");
      }
      int o = OFFSET[metric.ordinal()];
      values[o] = c.recallNum();
      values[o + 1] = c.recallDen();
      values[o + 2] = c.precisionNum();
      values[o + 3] = c.precisionDen();
      mask |= 1 << metric.ordinal();
      return this;
    }

    public Builder blanc(BlancCounts c) {
      int o = OFFSET[Metric.BLANC.ordinal()];
      values[o] = c.corefCorrect();
      values[o + 1] = c.corefKey();
      values[o + 2] = c.corefResponse();
      values[o + 3] = c.nonCorefCorrect();
      values[o + 4] = c.nonCorefKey();
      values[o + 5] = c.nonCorefResponse();
      mask |= 1 << Metric.BLANC.ordinal();
      return this;
    }

    public Counts build() {
      return new Counts(mask, values.clone());
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Counts c && c.mask == mask && Arrays.equals(c.values, values);
  }

  @Override
  public int hashCode() {
    return 31 * mask + Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return "Counts" + metrics() + Arrays.toString(values);
  }
}
