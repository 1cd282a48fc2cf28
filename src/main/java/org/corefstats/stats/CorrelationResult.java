package org.corefstats.stats;

import java.io.Serializable;
import java.util.Objects;

/**
 * One correlation between two series.
 *
 * @param method the coefficient computed
 * @param n the number of pairs used (pairs where either value is NaN are dropped first)
 * @param r the coefficient in [-1, 1]; NaN when undefined
 * @param pValue the two-sided p-value of the null hypothesis of no association; NaN when undefined
 * @param ciLow lower end of the 95% confidence interval of r; NaN when not computed (only Pearson
 *     with n >= 4)
 * @param ciHigh upper end of the 95% confidence interval of r; NaN when not computed
 * @param reason why the coefficient is undefined (for people to read); null when defined
 */
public record CorrelationResult(
    CorrelationMethod method,
    int n,
    double r,
    double pValue,
    double ciLow,
    double ciHigh,
    String reason)
    implements Serializable {

  public CorrelationResult {
    Objects.requireNonNull(method, "method");
    if (Double.isNaN(r) && reason == null) {
      throw new IllegalArgumentException("An undefined correlation needs a reason");
    }
  }

  /** An undefined result: r, p-value and interval are NaN. */
  public static CorrelationResult undefined(CorrelationMethod method, int n, String reason) {
    return new CorrelationResult(
        method,
        n,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Objects.requireNonNull(reason, "reason"));
  }

  /** Whether r was computed (it is not NaN). */
  public boolean defined() {
    return !Double.isNaN(r);
  }
}
