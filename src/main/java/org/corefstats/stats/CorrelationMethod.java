package org.corefstats.stats;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The correlation coefficients {@link Correlations} computes, each with a lower-case code for
 * options and files.
 */
public enum CorrelationMethod {
  /** Pearson's product-moment r, with a t-test p-value and a Fisher z interval. */
  PEARSON,
  /** Spearman's rho: Pearson's r of the average ranks. */
  SPEARMAN,
  /** Kendall's tau-b. */
  KENDALL;

  /** The lower-case code: {@code pearson}, {@code spearman} or {@code kendall}. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The method with this code (case-insensitive, surrounding blanks ignored).
   *
   * @throws IllegalArgumentException naming the known codes when the code is unknown
   */
  public static CorrelationMethod fromCode(String code) {
    if (code != null) {
      String wanted = code.strip();
      for (CorrelationMethod method : values()) {
        if (method.code().equalsIgnoreCase(wanted)) {
          return method;
        }
      }
    }
    throw new IllegalArgumentException(
        "Unknown correlation method '"
            + code
            + "': expected one of "
            + Arrays.stream(values())
                .map(CorrelationMethod::code)
                .collect(Collectors.joining(", ")));
  }
}
