package org.corefstats.report;

import java.math.BigDecimal;
import java.util.Locale;
import org.corefstats.core.metrics.Semantics;

/**
 * How numbers are written: full doubles in machine-readable output, v8.01's truncated percentages
 * for people.
 */
public final class Numbers {
  private Numbers() {}

  /**
   * The shortest text that reads back as the same double, without exponent: integers as {@code 6},
   * fractions as {@code 0.6666666666666666}.
   */
  public static String full(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return Double.toString(value);
    }
    if (value == Math.rint(value) && Math.abs(value) < 0x1p53) {
      return Long.toString((long) value);
    }
    String s = Double.toString(value);
    return s.indexOf('E') < 0 ? s : new BigDecimal(s).stripTrailingZeros().toPlainString();
  }

  /**
   * A fraction as a percentage truncated (not rounded) to two decimals, exactly as v8.01 prints it
   * ({@code int($x * 10000) / 100}): 2/3 gives {@code 66.66}.
   */
  public static String truncatedPercent(double fraction) {
    double truncated =
        (fraction < 0 ? Math.ceil(fraction * 10000) : Math.floor(fraction * 10000)) / 100;
    return String.format(Locale.ROOT, "%.2f", truncated);
  }

  /**
   * A fraction as a percentage with two decimals, as the reference of the profile prints it:
   * truncated by v8.01 ({@link #truncatedPercent}), rounded ({@code %.2f}) by the CorefUD scorer
   * and coval (docs/explanation/corefud-and-coval.md 6.1, 6.3).
   */
  public static String percent(double fraction, Semantics.Profile profile) {
    return profile == Semantics.Profile.V801
        ? truncatedPercent(fraction)
        : String.format(Locale.ROOT, "%.2f", fraction * 100);
  }

  /** How {@link #percent} writes percentages under the profile, for a table's caption. */
  public static String percentRule(Semantics.Profile profile) {
    return switch (profile) {
      case V801 -> "truncated to two decimals as scorer.pl prints them";
      case COREFUD -> "rounded to two decimals as the CorefUD scorer prints them";
      case COVAL -> "rounded to two decimals as coval prints them";
    };
  }

  /** A count for a table: integers exactly, fractions with up to four decimals. */
  public static String count(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 0x1p53) {
      return Long.toString((long) value);
    }
    String s = String.format(Locale.ROOT, "%.4f", value);
    return s.replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
