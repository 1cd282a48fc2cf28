package org.corefstats.core.emptynodes;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.conll.LineSource;

/**
 * A file's lines as the scripts see them (docs/explanation/empty-nodes.md 1.1-1.2; EMPTY-NODES.md
 * §2), streamed from its bytes: one leading BOM dropped, strict UTF-8, CR LF and a lone CR each one
 * line end, nothing else (U+2028, NEL and the like stay inside a line). A line is handed over as
 * bytes; only the lines a reader needs are decoded.
 */
final class ScriptText {
  private ScriptText() {}

  /** Receives each line, without its line end, and its 1-based number after §2.2. */
  interface LineSink {
    void line(byte[] buf, int from, int to, long number);
  }

  /** Bytes that are not UTF-8 (§2.1): the script stops with UnicodeDecodeError. */
  static final class NotUtf8 extends Exception {
    private static final long serialVersionUID = 1L;
    final long line;
    final int badByte;

    NotUtf8(long line, int badByte) {
      super("'utf-8' codec can't decode byte " + String.format("0x%02x", badByte));
      this.line = line;
      this.badByte = badByte;
    }
  }

  /**
   * Streams {@code in}'s lines to {@code sink}; stops at the first byte that is not UTF-8 (the
   * lines before it already given). The empty line Python adds after a final line end is not given:
   * it changes nothing (§3.4).
   */
  static void read(InputStream in, LineSink sink) throws IOException, NotUtf8 {
    LineSource lines = new LineSource(in);
    long number = 0;
    boolean first = true;
    while (lines.next()) {
      byte[] b = lines.buffer();
      int from = lines.start();
      int to = lines.end();
      if (first) {
        first = false;
        if (to - from >= 3
            && (b[from] & 0xFF) == 0xEF
            && (b[from + 1] & 0xFF) == 0xBB
            && (b[from + 2] & 0xFF) == 0xBF) {
          from += 3;
        }
      }
      // the CR of a CR LF belongs to the LF; every other CR ends a line of its own (§2.2)
      int end = lines.newline() && to > from && b[to - 1] == '\r' ? to - 1 : to;
      if (plainAscii(b, from, end)) { // almost every line: one pass of eight bytes at a time
        sink.line(b, from, end, ++number);
        continue;
      }
      int bad = Utf8.firstInvalid(b, from, to);
      if (bad >= 0) {
        throw new NotUtf8(number + 1 + loneCrs(b, from, bad), b[bad] & 0xFF);
      }
      int start = from;
      for (int i = from; i < end; i++) {
        if (b[i] == '\r') {
          sink.line(b, start, i, ++number);
          start = i + 1;
        }
      }
      sink.line(b, start, end, ++number);
    }
  }

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH = 0x8080808080808080L;
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
  private static final long CRS = 0x0D0D0D0D0D0D0D0DL;

  /** Whether {@code b[from, to)} holds only ASCII bytes and no CR: then it is one valid line. */
  static boolean plainAscii(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = (long) LONGS.get(b, i);
      long x = w ^ CRS; // a CR is a zero byte of x
      long crs = ~(((x & LOW7) + LOW7) | x | LOW7);
      if (((w & HIGH) | crs) != 0) {
        return false;
      }
    }
    for (; i < to; i++) {
      if (b[i] < 0 || b[i] == '\r') {
        return false;
      }
    }
    return true;
  }

  private static int loneCrs(byte[] b, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      if (b[i] == '\r') {
        n++;
      }
    }
    return n;
  }

  /** The lines of a whole file as strings (tests, small inputs), with Python's final empty line. */
  static List<String> lines(byte[] bytes) throws NotUtf8 {
    List<String> lines = new ArrayList<>();
    try {
      read(
          new ByteArrayInputStream(bytes),
          (b, from, to, number) ->
              lines.add(new String(b, from, to - from, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new AssertionError("reading bytes in memory", e);
    }
    boolean endsWithLineEnd =
        bytes.length > 0 && (bytes[bytes.length - 1] == '\n' || bytes[bytes.length - 1] == '\r');
    if (endsWithLineEnd || bytes.length == 0) {
      lines.add(""); // §2.4
    }
    return lines;
  }
}
