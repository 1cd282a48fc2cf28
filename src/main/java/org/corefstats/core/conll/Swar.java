package org.corefstats.core.conll;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes at a time (SWAR: bit tricks on a long), for the loops that run over every byte of
 * every input ({@link LineSource}, {@link LineShape}): about twice as fast as byte by byte, with
 * either JIT compiler.
 */
final class Swar {
  private Swar() {}

  static final long ONES = 0x0101010101010101L;
  static final long HIGH = 0x8080808080808080L;
  static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** The eight bytes at {@code buf[i]}, the first in the lowest byte. */
  static long word(byte[] buf, int i) {
    return (long) LONGS.get(buf, i);
  }

  /** {@code b} in every byte. */
  static long repeated(char b) {
    return ONES * b;
  }

  /** 0x80 in each byte of x that is zero, 0 elsewhere (exact: no false positives). */
  static long zeroBytes(long x) {
    return ~(((x & LOW7) + LOW7) | x | LOW7);
  }

  /**
   * Index (0 to 7) of the lowest byte flagged 0x80 in {@code flags} (not 0): its flag moved to bit
   * 0 of its byte, times a constant whose byte 7 - k is k, leaves k in the top byte. Not {@link
   * Long#numberOfTrailingZeros}, which the C1 compiler the launcher uses calls instead of inlining
   * (that call was a sixth of the reader's time).
   */
  static int lowestByte(long flags) {
    return (int) ((((flags & -flags) >>> 7) * 0x0001020304050607L) >>> 56);
  }

  /**
   * How many bytes {@code flags} flags with 0x80: the flags moved to bit 0 of their bytes, summed.
   */
  static int count(long flags) {
    return (int) (((flags >>> 7) * ONES) >>> 56);
  }
}
