package org.corefstats.core.emptynodes;

/**
 * Strict UTF-8, as Python's {@code utf-8} codec decodes (docs/explanation/empty-nodes.md 1.1): no
 * overlong form, no surrogate, nothing above U+10FFFF, no sequence cut short.
 */
final class Utf8 {
  private Utf8() {}

  /** The offset of the first byte of the first sequence that is not UTF-8, or -1. */
  static int firstInvalid(byte[] b, int from, int to) {
    int i = from;
    while (i < to) {
      int c = b[i] & 0xFF;
      if (c < 0x80) {
        i++;
        continue;
      }
      int more;
      int low = 0x80;
      int high = 0xBF; // the second byte's range; every later one is 0x80..0xBF
      if (c >= 0xC2 && c <= 0xDF) {
        more = 1;
      } else if (c == 0xE0) {
        more = 2;
        low = 0xA0; // else overlong
      } else if (c == 0xED) {
        more = 2;
        high = 0x9F; // else a surrogate
      } else if (c >= 0xE1 && c <= 0xEF) {
        more = 2;
      } else if (c == 0xF0) {
        more = 3;
        low = 0x90; // else overlong
      } else if (c == 0xF4) {
        more = 3;
        high = 0x8F; // else above U+10FFFF
      } else if (c >= 0xF1 && c <= 0xF3) {
        more = 3;
      } else {
        return i;
      }
      if (i + more >= to) {
        return i; // cut short by the end of the line
      }
      int second = b[i + 1] & 0xFF;
      if (second < low || second > high) {
        return i;
      }
      for (int k = 2; k <= more; k++) {
        int next = b[i + k] & 0xFF;
        if (next < 0x80 || next > 0xBF) {
          return i;
        }
      }
      i += more + 1;
    }
    return -1;
  }
}
