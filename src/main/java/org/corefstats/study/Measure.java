package org.corefstats.study;

import java.util.Locale;

/** Which number of a metric is correlated: recall, precision or F1 (for BLANC, its F). */
public enum Measure {
  R,
  P,
  F1;

  /**
   * The measure a column suffix names ({@code _R}, {@code _P}, {@code _F1}, {@code _F}), or null.
   */
  static Measure ofSuffix(String suffix) {
    return switch (suffix.toUpperCase(Locale.ROOT)) {
      case "R", "RECALL" -> R;
      case "P", "PRECISION" -> P;
      case "F1", "F" -> F1;
      default -> null;
    };
  }
}
