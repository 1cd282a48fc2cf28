package org.corefstats.significance;

import java.util.Locale;

/** How a bootstrap confidence interval is read off the replicates (Efron and Tibshirani 1993). */
public enum IntervalMethod {
  /** The quantiles of the replicates (chapter 13). */
  PERCENTILE,
  /**
   * Bias-corrected and accelerated, the acceleration from a jackknife over documents (chapter 14).
   */
  BCA;

  /** The lower-case name, as options and outputs spell it. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
