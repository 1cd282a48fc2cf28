package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The sufficient statistics of every computed metric for one document, or for a sum of documents:
 * four counts per metric ({@link MetricCounts}) and seven for BLANC ({@link BlancCounts}, and how
 * many documents combine its halves by the UA rule: the rule travels with the counts, through every
 * sum, resample and Spark column, and so is known where BLANC is computed from corpus sums); a
 * derived metric ({@link Metric#CONLL}) is computed from its inputs' counts. Immutable,
 * serializable, and additive: corpus counts are {@code plus} over documents, in any order
 * (fractional sums differ only by rounding). Laid out as one flat vector, so that a sum, a resample
 * or a Spark column is a plain array operation.
 */
public final class Counts implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final int[] OFFSET = new int[Metric.values().length];

  /** Number of values in {@link #values()}. */
  public static final int WIDTH;

  /** Where BLANC's rule is among its values: after its six link counts. */
  private static final int BLANC_RULE = 6;

  static {
    int offset = 0;
    for (Metric m : Metric.counted()) {
      OFFSET[m.ordinal()] = offset;
      offset += m.width();
    }
    WIDTH = offset;
  }

  private final int mask; // bit m.ordinal() set when counted metric m was computed
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

  /**
   * Where a counted metric's values start in {@link #values()} ({@link Metric#width()} of them).
   */
  public static int offset(Metric metric) {
    if (!metric.hasCounts()) {
      throw new IllegalArgumentException(metric.code() + " has no counts of its own");
    }
    return OFFSET[metric.ordinal()];
  }

  /**
   * Records, in a {@link #values()}-layout vector starting at {@code offset}, that BLANC's halves
   * combine by {@code rule}: as one document scored under it (1 for UA, 0 for v8.01). For counts
   * built from their parts, e.g. read back from a file whose profile is known.
   */
  public static void putBlancRule(BlancScore.Rule rule, double[] values, int offset) {
    values[offset + OFFSET[Metric.BLANC.ordinal()] + BLANC_RULE] =
        rule == BlancScore.Rule.UA ? 1 : 0;
  }

  public Counts plus(Counts other) {
    double[] sum = new double[WIDTH];
    for (int i = 0; i < WIDTH; i++) {
      sum[i] = values[i] + other.values[i];
    }
    return new Counts(mask & other.mask, sum);
  }

  /**
   * Whether these counts give this metric: it was computed, or, when derived, all its inputs were.
   */
  public boolean has(Metric metric) {
    if (!metric.hasCounts()) {
      for (Metric input : metric.inputs()) {
        if (!has(input)) {
          return false;
        }
      }
      return true;
    }
    return (mask & (1 << metric.ordinal())) != 0;
  }

  /** The metrics these counts give ({@link #has}). */
  public Set<Metric> metrics() {
    EnumSet<Metric> set = EnumSet.noneOf(Metric.class);
    for (Metric m : Metric.values()) {
      if (has(m)) {
        set.add(m);
      }
    }
    return set;
  }

  /** The four counts of a counted metric other than BLANC. */
  public MetricCounts get(Metric metric) {
    if (metric == Metric.BLANC) {
      throw new IllegalArgumentException("BLANC has seven counts: use blanc()");
    }
    if (!metric.hasCounts()) {
      throw new IllegalArgumentException(metric.code() + " has no counts of its own: use score()");
    }
    require(metric);
    int o = OFFSET[metric.ordinal()];
    return new MetricCounts(values[o], values[o + 1], values[o + 2], values[o + 3]);
  }

  public BlancCounts blanc() {
    require(Metric.BLANC);
    int o = OFFSET[Metric.BLANC.ordinal()];
    return new BlancCounts(
        (long) values[o],
        (long) values[o + 1],
        (long) values[o + 2],
        (long) values[o + 3],
        (long) values[o + 4],
        (long) values[o + 5]);
  }

  /**
   * How BLANC's halves combine in these counts: the UA rule when any document summed was scored
   * under it (a corpus is scored under one profile; a sum of no documents is all zeros, which both
   * rules score 0).
   */
  public BlancScore.Rule blancRule() {
    require(Metric.BLANC);
    return values[OFFSET[Metric.BLANC.ordinal()] + BLANC_RULE] > 0
        ? BlancScore.Rule.UA
        : BlancScore.Rule.V801;
  }

  /** BLANC's halves and overall score under the rule of these counts ({@link #blancRule()}). */
  public BlancScore blancScore() {
    return BlancScore.of(blanc(), blancRule());
  }

  /**
   * Recall, precision and F1 of a metric as the outputs report them: BLANC's by its corpus rules
   * ({@link #blancScore()}); a derived metric's F1 is the mean of its inputs' F1 (the CoNLL score),
   * and its recall and precision are NaN.
   */
  public Score score(Metric metric) {
    if (!metric.hasCounts()) {
      require(metric);
      List<Metric> inputs = metric.inputs();
      double sum = score(inputs.get(0)).f1();
      for (int i = 1; i < inputs.size(); i++) {
        sum += score(inputs.get(i)).f1();
      }
      return new Score(Double.NaN, Double.NaN, sum / inputs.size());
    }
    return metric == Metric.BLANC ? blancScore().overall() : get(metric).score();
  }

  /**
   * A copy of the flat vector (layout: counted metrics in {@link Metric} order, {@link
   * Metric#width()} values).
   */
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
      if (m.hasCounts()) {
        mask |= 1 << m.ordinal();
      }
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
      if (!metric.hasCounts()) {
        throw new IllegalArgumentException(metric.code() + " has no counts of its own");
      }
      int o = OFFSET[metric.ordinal()];
      values[o] = c.recallNum();
      values[o + 1] = c.recallDen();
      values[o + 2] = c.precisionNum();
      values[o + 3] = c.precisionDen();
      mask |= 1 << metric.ordinal();
      return this;
    }

    /** BLANC's counts, its halves to be combined by v8.01's rule. */
    public Builder blanc(BlancCounts c) {
      return blanc(c, BlancScore.Rule.V801);
    }

    /** BLANC's counts, its halves to be combined by {@code rule}. */
    public Builder blanc(BlancCounts c, BlancScore.Rule rule) {
      int o = OFFSET[Metric.BLANC.ordinal()];
      values[o] = c.corefCorrect();
      values[o + 1] = c.corefKey();
      values[o + 2] = c.corefResponse();
      values[o + 3] = c.nonCorefCorrect();
      values[o + 4] = c.nonCorefKey();
      values[o + 5] = c.nonCorefResponse();
      putBlancRule(rule, values, 0);
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
