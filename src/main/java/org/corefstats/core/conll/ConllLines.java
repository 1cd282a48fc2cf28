package org.corefstats.core.conll;

import java.nio.charset.StandardCharsets;

/**
 * What a line of a CoNLL file is, as v8.01 sees it (docs/explanation/v801.md, "Reading documents"),
 * on byte slices {@code buf[from, to)} without the {@code \n}: a document header, a document end, a
 * blank line, or else (inside a document) a token.
 */
public final class ConllLines {
  private static final byte[] BEGIN = "begin document".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] END = "end document".getBytes(StandardCharsets.US_ASCII);

  private ConllLines() {}

  /**
   * Start of the name in a {@code #begin document NAME} line ({@code #}, optional blanks), or -1.
   */
  public static int headerNameStart(byte[] buf, int from, int to) {
    int p = afterHashAndBlanks(buf, from, to);
    if (p < 0 || !startsWith(buf, p, to, BEGIN)) {
      return -1;
    }
    p += BEGIN.length;
    return p < to && buf[p] == ' ' ? p + 1 : -1;
  }

  /**
   * The document key of a header line: the rest of the line after {@code begin document }, minus a
   * trailing CR.
   */
  public static String headerName(byte[] buf, int from, int to) {
    int start = headerNameStart(buf, from, to);
    if (start < 0) {
      return null;
    }
    int end = to > start && buf[to - 1] == '\r' ? to - 1 : to;
    return new String(buf, start, end - start, StandardCharsets.UTF_8);
  }

  /** The document key read byte for byte (Latin-1), for names that are not valid UTF-8. */
  public static String headerNameLatin1(byte[] buf, int from, int to) {
    int start = headerNameStart(buf, from, to);
    int end = to > start && buf[to - 1] == '\r' ? to - 1 : to;
    return new String(buf, start, end - start, StandardCharsets.ISO_8859_1);
  }

  /**
   * A header, with a name or without one ({@code #begin document} and blanks only: v8.01 would
   * silently skip that document, we report it).
   */
  public static boolean isHeader(byte[] buf, int from, int to) {
    if (headerNameStart(buf, from, to) >= 0) {
      return true;
    }
    int p = afterHashAndBlanks(buf, from, to);
    return p >= 0 && startsWith(buf, p, to, BEGIN) && isBlank(buf, p + BEGIN.length, to);
  }

  /** A line that contains {@code #end document} (blanks allowed after the {@code #}). */
  public static boolean isEnd(byte[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] == '#') {
        int p = i + 1;
        while (p < to && (buf[p] == ' ' || buf[p] == '\t')) {
          p++;
        }
        if (startsWith(buf, p, to, END)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Only white space (space, TAB, CR, FF, VT): not a token. */
  public static boolean isBlank(byte[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      byte b = buf[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\f' && b != 0x0B) {
        return false;
      }
    }
    return true;
  }

  private static int afterHashAndBlanks(byte[] buf, int from, int to) {
    if (from >= to || buf[from] != '#') {
      return -1;
    }
    int p = from + 1;
    while (p < to && (buf[p] == ' ' || buf[p] == '\t')) {
      p++;
    }
    return p;
  }

  private static boolean startsWith(byte[] buf, int p, int to, byte[] prefix) {
    if (to - p < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (buf[p + i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
