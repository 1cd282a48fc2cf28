package org.corefstats.core.emptynodes;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * One key's counts (§7) and the scores the script computes from them (§8), printed as it prints
 * them (§9).
 */
public record KeyScore(EmptyNodeKey key, long tp, long fp, long fn) {
  public KeyScore {
    if (tp < 0 || fp < 0 || fn < 0) {
      throw new IllegalArgumentException("negative count: " + tp + "/" + fp + "/" + fn);
    }
  }

  /** tp / (tp + fp); 0 when the system has no empty node (§8.1, §8.2: not 1). */
  public double precision() {
    return ratio(tp, tp + fp);
  }

  /** tp / (tp + fn); 0 when gold has no empty node. */
  public double recall() {
    return ratio(tp, tp + fn);
  }

  /** 2tp / (2tp + fp + fn), from the counts, not from p and r (§8.1). */
  public double f1() {
    return ratio(2 * tp, 2 * tp + fp + fn);
  }

  /** {@code KEY: f1=F%, p=P%, r=R%} (§9.1). */
  public String printed() {
    return key.label()
        + ": f1="
        + percent(f1())
        + "%, p="
        + percent(precision())
        + "%, r="
        + percent(recall())
        + "%";
  }

  private static double ratio(long numerator, long denominator) {
    return denominator == 0 ? 0.0 : (double) numerator / denominator;
  }

  /**
   * Python's {@code '%.2f' % (100 * value)}: multiplied after the division, in double arithmetic,
   * and the double's exact binary value rounded half to even (§9.3): 1/32 prints 3.12, 23/160
   * prints 14.37. Not {@code String.format}, which rounds half up and follows the locale.
   */
  public static String percent(double value) {
    return new BigDecimal(100.0 * value).setScale(2, RoundingMode.HALF_EVEN).toPlainString();
  }
}
