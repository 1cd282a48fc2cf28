package org.corefstats.core.metrics;

import java.io.Serializable;

/** Recall, precision and F1 as fractions in [0, 1]. */
public record Score(double recall, double precision, double f1) implements Serializable {

  public static final Score ZERO = new Score(0, 0, 0);

  /** F1 = 2PR / (P + R), 0 when P + R = 0. */
  public static Score of(double recall, double precision) {
    double sum = recall + precision;
    return new Score(recall, precision, sum == 0 ? 0 : 2 * precision * recall / sum);
  }
}
