package org.corefstats.core.metrics;

import java.io.Serializable;

/**
 * The four sufficient statistics of a recall/precision metric; corpus counts are their sums over
 * documents (micro-averaging, as v8.01). Numerators of B3, CEAF and LEA are fractional.
 */
public record MetricCounts(
    double recallNum, double recallDen, double precisionNum, double precisionDen)
    implements Serializable {

  public static final MetricCounts ZERO = new MetricCounts(0, 0, 0, 0);

  public MetricCounts plus(MetricCounts o) {
    return new MetricCounts(
        recallNum + o.recallNum,
        recallDen + o.recallDen,
        precisionNum + o.precisionNum,
        precisionDen + o.precisionDen);
  }

  /**
   * R = num/den, P likewise (0 for a zero denominator), F1 their harmonic mean (0 when P + R = 0).
   */
  public Score score() {
    return Score.of(ratio(recallNum, recallDen), ratio(precisionNum, precisionDen));
  }

  static double ratio(double num, double den) {
    return den == 0 ? 0 : num / den;
  }
}
