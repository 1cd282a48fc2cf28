package org.corefstats.core.conll;

/**
 * Reads the coreference annotations of one token line exactly as v8.01 does
 * (docs/explanation/v801.md, "Reading documents"): the field is the last non-empty TAB-separated
 * field (the whole line when it has no TAB); out of it are taken, in this order, every {@code
 * (N+M)} (dropped), every {@code (N)}, every opening {@code (N} and every closing {@code N)}, each
 * time the leftmost, deleted before searching again so that the rest closes up: {@code (1(2)1)}
 * reads as {@code (2)} and {@code (11)}. Ids are runs of ASCII digits. Works on bytes, so any
 * encoding that keeps ASCII (UTF-8, Latin-1) reads the same. Not thread-safe: one instance per
 * reader.
 */
public final class CorefColumn {

  /**
   * Receives the annotations of one line, in v8.01's order. Id bytes are valid only during the
   * call.
   */
  public interface Sink {
    /** A split-antecedent annotation {@code (N+M)}; {@code oneDigitM} when v8.01 also drops it. */
    void splitAntecedent(byte[] text, int from, int to, boolean oneDigitM);

    void single(byte[] id, int from, int to);

    void open(byte[] id, int from, int to);

    void close(byte[] id, int from, int to);
  }

  private byte[] scratch = new byte[64];
  private int length;

  /**
   * The start (inclusive) of the coreference field of {@code line[from, to)}, which ends at {@link
   * #fieldEnd}; the field is the whole line when it has no TAB.
   */
  public static int fieldStart(byte[] line, int from, int to) {
    return fieldStartBefore(line, from, fieldEnd(line, from, to));
  }

  /** {@link #fieldStart}, given the field's end. */
  static int fieldStartBefore(byte[] line, int from, int end) {
    for (int i = end - 1; i >= from; i--) {
      if (line[i] == '\t') {
        return i + 1;
      }
    }
    return from;
  }

  /**
   * The end (exclusive) of the coreference field: trailing empty TAB fields do not count (Perl's
   * split).
   */
  public static int fieldEnd(byte[] line, int from, int to) {
    int end = to;
    while (end > from && line[end - 1] == '\t') {
      end--;
    }
    return end;
  }

  /**
   * Parses the coreference field {@code field[from, to)}, reporting its annotations to {@code
   * sink}.
   */
  public void parse(byte[] field, int from, int to, Sink sink) {
    boolean bracket = false;
    for (int i = from; i < to; i++) {
      byte b = field[i];
      if (b == '(' || b == ')') {
        bracket = true;
        break;
      }
    }
    if (!bracket) {
      return; // "-", "_", "*": the common case
    }
    length = to - from;
    if (scratch.length < length) {
      scratch = new byte[Math.max(length, 2 * scratch.length)];
    }
    System.arraycopy(field, from, scratch, 0, length);

    for (int p; (p = findSplit()) >= 0; ) {
      int end = splitEnd(p);
      int plus = indexOf((byte) '+', p);
      sink.splitAntecedent(scratch, p, end, end - plus == 3);
      delete(p, end);
    }
    for (int p; (p = findSingle()) >= 0; ) {
      int end = digitRunEnd(p + 1);
      sink.single(scratch, p + 1, end);
      delete(p, end + 1);
    }
    for (int p; (p = findOpening()) >= 0; ) {
      int end = digitRunEnd(p + 1);
      sink.open(scratch, p + 1, end);
      delete(p, end);
    }
    for (int p; (p = findClosing()) >= 0; ) {
      int end = digitRunEnd(p);
      sink.close(scratch, p, end);
      delete(p, end + 1);
    }
  }

  /** Leftmost {@code (digits+digits)}. */
  private int findSplit() {
    for (int p = 0; p < length; p++) {
      if (scratch[p] == '(' && splitEnd(p) > 0) {
        return p;
      }
    }
    return -1;
  }

  /** End (exclusive) of a {@code (digits+digits)} starting at p, or -1. */
  private int splitEnd(int p) {
    int n = digitRunEnd(p + 1);
    if (n == p + 1 || n >= length || scratch[n] != '+') {
      return -1;
    }
    int m = digitRunEnd(n + 1);
    if (m == n + 1 || m >= length || scratch[m] != ')') {
      return -1;
    }
    return m + 1;
  }

  /** Leftmost {@code (digits)}. */
  private int findSingle() {
    for (int p = 0; p < length; p++) {
      if (scratch[p] == '(') {
        int end = digitRunEnd(p + 1);
        if (end > p + 1 && end < length && scratch[end] == ')') {
          return p;
        }
      }
    }
    return -1;
  }

  /** Leftmost {@code (digits}. */
  private int findOpening() {
    for (int p = 0; p + 1 < length; p++) {
      if (scratch[p] == '(' && isDigit(scratch[p + 1])) {
        return p;
      }
    }
    return -1;
  }

  /** Leftmost {@code digits)}: the start of the first digit run that a ')' follows. */
  private int findClosing() {
    int p = 0;
    while (p < length) {
      if (isDigit(scratch[p])) {
        int end = digitRunEnd(p);
        if (end < length && scratch[end] == ')') {
          return p;
        }
        p = end;
      } else {
        p++;
      }
    }
    return -1;
  }

  private int digitRunEnd(int p) {
    while (p < length && isDigit(scratch[p])) {
      p++;
    }
    return p;
  }

  private int indexOf(byte b, int from) {
    for (int i = from; i < length; i++) {
      if (scratch[i] == b) {
        return i;
      }
    }
    return -1;
  }

  private void delete(int from, int to) {
    System.arraycopy(scratch, to, scratch, from, length - to);
    length -= to - from;
  }

  private static boolean isDigit(byte b) {
    return b >= '0' && b <= '9';
  }
}
