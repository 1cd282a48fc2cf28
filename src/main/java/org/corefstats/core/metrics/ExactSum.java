package org.corefstats.core.metrics;

import java.io.Serializable;
import java.math.BigInteger;

/**
 * The exact sum of doubles, rounded once (to nearest, ties to even) when read: unlike a running
 * floating sum, it does not depend on the order of the terms, so that a corpus count is the same
 * bits whichever way the documents were read, partitioned or merged. Each term is added as an
 * integer multiple of 2^-1074 (every finite double is one) into 32-bit digits held in longs, whose
 * carries are settled every 2^30 additions (a superaccumulator).
 */
public final class ExactSum implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final long DIGIT = 0xFFFF_FFFFL;

  /** Bits below 2^-1074, and the 53 + 31 bits of the highest shifted term, in 32-bit digits. */
  private static final int DIGITS = (2046 + 84 + 31) / 32 + 1;

  private static final int SETTLE_EVERY = 1 << 30;

  private final long[] digits = new long[DIGITS];
  private long carry; // the digits above the last, signed: the sum is negative when it is
  private int unsettled;

  /** Adds a finite term. */
  public void add(double term) {
    if (term == 0) {
      return;
    }
    if (!Double.isFinite(term)) {
      throw new IllegalArgumentException("not a finite count: " + term);
    }
    long bits = Double.doubleToRawLongBits(term);
    int exponent = (int) ((bits >>> 52) & 0x7ff);
    long mantissa = bits & ((1L << 52) - 1);
    if (exponent == 0) {
      exponent = 1; // subnormal: no implicit bit, the same scale as the smallest normal
    } else {
      mantissa |= 1L << 52;
    }
    int position = exponent - 1; // of the mantissa's lowest bit, counted from 2^-1074
    int digit = position >>> 5;
    int shift = position & 31;
    long low = mantissa << shift;
    long high = shift == 0 ? 0 : mantissa >>> (64 - shift);
    long sign = bits < 0 ? -1 : 1;
    digits[digit] += sign * (low & DIGIT);
    digits[digit + 1] += sign * (low >>> 32);
    digits[digit + 2] += sign * high;
    if (++unsettled == SETTLE_EVERY) {
      settle();
    }
  }

  /** Adds every term of {@code other} (which is left unchanged). */
  public void add(ExactSum other) {
    other.settle();
    settle();
    for (int i = 0; i < DIGITS; i++) {
      digits[i] += other.digits[i];
    }
    carry += other.carry;
    unsettled = 1;
  }

  /** The sum, correctly rounded to a double. */
  public double value() {
    settle();
    BigInteger n = BigInteger.valueOf(carry);
    for (int i = DIGITS - 1; i >= 0; i--) {
      n = n.shiftLeft(32).or(BigInteger.valueOf(digits[i]));
    }
    return scaled(n.abs()) * n.signum();
  }

  /** Every digit back in [0, 2^32), the rest carried up. */
  private void settle() {
    long c = 0;
    for (int i = 0; i < DIGITS; i++) {
      long v = digits[i] + c;
      digits[i] = v & DIGIT;
      c = v >> 32;
    }
    carry += c;
    unsettled = 0;
  }

  /** n x 2^-1074 rounded to the nearest double, ties to even; n >= 0. */
  private static double scaled(BigInteger n) {
    int length = n.bitLength();
    if (length <= 53) {
      return Math.scalb((double) n.longValueExact(), -1074); // exact
    }
    int dropped = length - 54; // keep 53 bits and the rounding bit
    long kept = n.shiftRight(dropped).longValueExact();
    boolean sticky = n.getLowestSetBit() < dropped;
    if ((kept & 1) == 1 && (sticky || (kept & 2) != 0)) {
      kept += 1; // round up (may carry into a 55th bit: still exact as a double below)
    }
    return Math.scalb((double) (kept >>> 1), dropped + 1 - 1074);
  }
}
