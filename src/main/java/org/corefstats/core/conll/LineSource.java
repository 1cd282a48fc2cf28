package org.corefstats.core.conll;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines at {@code \n} without copying them: after {@link #next()} the
 * line is {@code buffer()[start(), end())}, without its {@code \n} (a {@code \r} before it is
 * kept). The buffer grows to hold the longest line; its contents change on the next call.
 */
public final class LineSource {
  private static final long NEWLINES = Swar.repeated('\n');

  private final InputStream in;
  private byte[] buffer = new byte[1 << 16];
  private int start;
  private int limit;
  private int lineStart;
  private int lineEnd;
  private boolean newline;
  private boolean eof;

  public LineSource(InputStream in) {
    this.in = in;
  }

  /** Advances to the next line; false at the end of the stream. */
  public boolean next() throws IOException {
    int scanned = start;
    while (true) {
      int i = scanned;
      for (; i + 8 <= limit; i += 8) {
        long newlines = Swar.zeroBytes(Swar.word(buffer, i) ^ NEWLINES);
        if (newlines != 0) {
          int at = i + Swar.lowestByte(newlines);
          set(at, true, at + 1);
          return true;
        }
      }
      for (; i < limit; i++) {
        if (buffer[i] == '\n') {
          set(i, true, i + 1);
          return true;
        }
      }
      scanned = limit - start; // relative to start, which fill() moves to 0
      if (eof || !fill()) {
        if (start == limit) {
          return false;
        }
        set(limit, false, limit); // last line without \n
        return true;
      }
    }
  }

  public byte[] buffer() {
    return buffer;
  }

  public int start() {
    return lineStart;
  }

  /** End of the line, exclusive, before its {@code \n}. */
  public int end() {
    return lineEnd;
  }

  /** Whether the line ended with {@code \n} (only the last line of a stream may not). */
  public boolean newline() {
    return newline;
  }

  private void set(int end, boolean withNewline, int next) {
    lineStart = start;
    lineEnd = end;
    newline = withNewline;
    start = next;
  }

  /**
   * Moves the unread bytes to the front, grows the buffer when a line fills it, reads more; false
   * at EOF.
   */
  private boolean fill() throws IOException {
    System.arraycopy(buffer, start, buffer, 0, limit - start);
    limit -= start;
    start = 0;
    if (limit == buffer.length) {
      buffer = Arrays.copyOf(buffer, 2 * buffer.length);
    }
    int n = in.read(buffer, limit, buffer.length - limit);
    if (n < 0) {
      eof = true;
      return false;
    }
    limit += n;
    return true;
  }
}
