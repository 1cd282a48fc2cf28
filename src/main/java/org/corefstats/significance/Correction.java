package org.corefstats.significance;

import java.util.Locale;

/** The correction of the p-values of the pairwise tests, over the pairs of each statistic. */
public enum Correction {
  /** Holm-Bonferroni (Holm 1979): {@link MultipleComparisons#holm}. */
  HOLM,
  /** None: each p-value as it is. */
  NONE;

  /** The lower-case name, as options and outputs spell it. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
