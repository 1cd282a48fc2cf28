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
    int blankFields = 0;
    boolean inBlankField = false;
    for (int i = from; i < to; i++) {
      byte b = buf[i];
      if (b == '\t') {
        tabs++;
      } else if (b == '#') {
        hash = true;
      } else if (b == 0) {
        nul = true;
      }
      boolean white = b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == 0x0B;
      if (!white) {
        blank = false;
        if (!inBlankField) {
          blankFields++;
          inBlankField = true;
        }
      } else {
        inBlankField = false;
      }
    }
    fields = tabs > 0 ? tabs + 1 : blankFields;
    int end = to > from && buf[to - 1] == '\r' ? to - 1 : to; // CRLF and LF files have the same words
    wordHash = tabs > 0 ? tabWord(buf, from, end) : blankWord(buf, from, end);
  }

  /** Hash of the 4th TAB-separated field. */
  private static int tabWord(byte[] buf, int from, int to) {
    int field = 0;
    int start = from;
    for (int i = from; i <= to; i++) {
      if (i == to || buf[i] == '\t') {
        if (field == 3) {
          return hash(buf, start, i);
        }
        field++;
        start = i + 1;
      }
    }
    return 0;
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
