package org.corefstats.core.descriptors;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The Python format specifications of the block's columns (DESCRIPTORS.md §9.1), with Python's
 * rounding: half to even on the exact binary value of the double (§9.2), never {@code %.1f}.
 */
public enum ColumnFormat {
  /** {@code 6,}: integer, width 6, thousands separators. */
  INT_6_SEP(6, true, -1),
  /** {@code 7,}. */
  INT_7_SEP(7, true, -1),
  /** {@code 9,}. */
  INT_9_SEP(9, true, -1),
  /** {@code 6}: integer, width 6, no separator. */
  INT_6(6, false, -1),
  /** {@code 7,.0f}: real rounded to an integer, width 7, separators. */
  REAL_7_SEP_0(7, true, 0),
  /** {@code 6.0f}: real rounded to an integer, width 6, no separator. */
  REAL_6_0(6, false, 0),
  /** {@code 5.1f}: real with one decimal, width 5. */
  REAL_5_1(5, false, 1);

  private final int width;
  private final boolean separators;
  private final int decimals;

  ColumnFormat(int width, boolean separators, int decimals) {
    this.width = width;
    this.separators = separators;
    this.decimals = decimals;
  }

  public boolean real() {
    return decimals >= 0;
  }

  /** The fixed-width field of {@code value} (a long for integer formats, a double for reals). */
  String field(Number value) {
    String digits =
        real()
            ? new BigDecimal(value.doubleValue())
                .setScale(decimals, RoundingMode.HALF_EVEN)
                .toPlainString()
            : Long.toString(value.longValue());
    String text = separators ? grouped(digits) : digits;
    return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
  }

  /** {@code digits} with a comma every three digits of the integer part, sign kept. */
  private static String grouped(String digits) {
    int start = digits.startsWith("-") ? 1 : 0;
    int dot = digits.indexOf('.');
    int end = dot < 0 ? digits.length() : dot;
    StringBuilder s = new StringBuilder(digits.substring(0, start));
    for (int i = start; i < end; i++) {
      if (i > start && (end - i) % 3 == 0) {
        s.append(',');
      }
      s.append(digits.charAt(i));
    }
    return s.append(digits.substring(end)).toString();
  }
}
