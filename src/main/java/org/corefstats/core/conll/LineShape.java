package org.corefstats.core.conll;

/**
 * What one pass over a line finds: whether it is blank, holds a '#' or a NUL byte, how many
 * fields it has (TAB-separated, trailing empty fields included; blank-separated when it has no
 * TAB), and a hash of its word (the 4th field, CoNLL-2011/2012's word column; 0 when the line
 * has fewer fields). Reused for every line of a reader.
 */
final class LineShape {
  boolean blank;
  boolean hash;
  boolean nul;
  int fields;
  int wordHash;

  void scan(byte[] buf, int from, int to) {
    blank = true;
    hash = false;
    nul = false;
    int tabs = 0;
    int wordStart = -1;
    int wordEnd = to;
    for (int i = from; i < to; i++) {
      int b = buf[i] & 0xFF;
      if (b > ' ') { // printable ASCII, or a byte of a multi-byte UTF-8 character: the common case
        blank = false;
        if (b == '#') {
          hash = true;
        }
      } else if (b == '\t') {
        tabs++;
        if (tabs == 3) {
          wordStart = i + 1;
        } else if (tabs == 4) {
          wordEnd = i;
        }
      } else if (b == 0) {
        nul = true;
        blank = false;
      } else if (b != ' ' && b != '\r' && b != '\f' && b != 0x0B) {
        blank = false; // another control character
      }
    }
    int end = to > from && buf[to - 1] == '\r' ? to - 1 : to; // CRLF and LF files have the same words
    if (tabs > 0) {
      fields = tabs + 1;
      wordHash = wordStart < 0 ? 0 : hash(buf, wordStart, Math.min(wordEnd, end));
    } else { // blank-separated, as the reference test suite's keys: a second pass, rare
      fields = blankFields(buf, from, to);
      wordHash = blankWord(buf, from, end);
    }
  }

  private static int blankFields(byte[] buf, int from, int to) {
    int fields = 0;
    boolean inField = false;
    for (int i = from; i < to; i++) {
      byte b = buf[i];
      boolean white = b == ' ' || b == '\r' || b == '\f' || b == 0x0B;
      if (!white && !inField) {
        fields++;
      }
      inField = !white;
    }
    return fields;
  }

  /** Hash of the 4th blank-separated field. */
  private static int blankWord(byte[] buf, int from, int to) {
    int field = -1;
    int i = from;
    while (i < to) {
      while (i < to && (buf[i] == ' ' || buf[i] == '\r')) {
        i++;
      }
      if (i == to) {
        break;
      }
      int start = i;
      while (i < to && buf[i] != ' ' && buf[i] != '\r') {
        i++;
      }
      if (++field == 3) {
        return hash(buf, start, i);
      }
    }
    return 0;
  }

  /** FNV-1a over the bytes (never 0, which means "no word"). */
  private static int hash(byte[] buf, int from, int to) {
    int h = 0x811C9DC5;
    for (int i = from; i < to; i++) {
      h = (h ^ (buf[i] & 0xFF)) * 0x01000193;
    }
    return h == 0 ? 1 : h;
  }
}
