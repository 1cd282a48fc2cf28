package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.EnumSet;
import java.util.Set;

/**
 * The sum of documents' {@link Counts}, exact until read ({@link ExactSum} per value): a corpus's
 * counts do not depend on the order its documents were summed in (by {@code score} in reading
 * order, by a Spark job in whatever order its tasks end). Mutable; the metrics of the sum are those
 * computed for every document summed, as for {@link Counts#plus}.
 */
public final class CountsSum implements Serializable {
  private static final long serialVersionUID = 1L;

  private final Set<Metric> metrics;
  private final ExactSum[] values = new ExactSum[Counts.WIDTH]; // null: nothing but zeros added
  private boolean empty = true;

  /** An empty sum of counts of these metrics. */
  public CountsSum(Set<Metric> metrics) {
    this.metrics = EnumSet.noneOf(Metric.class);
    this.metrics.addAll(metrics);
  }

  public CountsSum add(Counts counts) {
    metrics.retainAll(counts.metrics());
    double[] v = counts.values();
    for (int i = 0; i < v.length; i++) {
      if (v[i] != 0) {
        value(i).add(v[i]);
      }
    }
    empty = false;
    return this;
  }

  /** Takes counts added before out again (exactly). */
  public CountsSum subtract(Counts counts) {
    double[] v = counts.values();
    for (int i = 0; i < v.length; i++) {
      if (v[i] != 0) {
        value(i).add(-v[i]);
      }
    }
    return this;
  }

  /** Adds everything summed in {@code other} (left unchanged). */
  public CountsSum add(CountsSum other) {
    if (!other.empty) {
      metrics.retainAll(other.metrics);
      for (int i = 0; i < values.length; i++) {
        if (other.values[i] != null) {
          value(i).add(other.values[i]);
        }
      }
      empty = false;
    }
    return this;
  }

  /** The counts of the sum, each value rounded once. */
  public Counts counts() {
    double[] v = new double[Counts.WIDTH];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? 0 : values[i].value();
    }
    return Counts.of(metrics, v);
  }

  private ExactSum value(int i) {
    if (values[i] == null) {
      values[i] = new ExactSum();
    }
    return values[i];
  }
}
