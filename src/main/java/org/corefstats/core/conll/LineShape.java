package org.corefstats.core.conll;

import org.corefstats.core.document.WordHash;

/**
 * What one pass over a line finds: whether it is blank, holds a '#' or a NUL byte, how many fields
 * it has (TAB-separated, trailing empty fields included; blank-separated when it has no TAB), and a
 * hash of its word (the 4th field, CoNLL-2011/2012's word column; 0 when the line has fewer fields)
 * and where that word is. Reused for every line of a reader.
 */
final class LineShape {
  boolean blank;
  boolean hash;
  boolean nul;
  int fields;
  int wordHash;

  /** The word (4th field) is {@code buf[wordFrom, wordTo)}; empty when the line has no word. */
  int wordFrom;

  int wordTo;

  private static final long ONES = Swar.ONES;
  private static final long HIGH = Swar.HIGH;
  private static final long LOW7 = Swar.LOW7;
  private static final long HASHES = Swar.repeated('#');
  private static final long TABS = Swar.repeated('\t');

  /** Positions of the first TABs of the line (the word is between the 3rd and the 4th). */
  private final int[] tabAt = new int[4];

  /** Eight bytes at a time ({@link Swar}): this runs over every byte of every input. */
  void scan(byte[] buf, int from, int to) {
    int tabs = 0;
    long hashes = 0;
    long nuls = 0;
    long printable = 0;
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = Swar.word(buf, i);
      hashes |= Swar.zeroBytes(w ^ HASHES);
      nuls |= Swar.zeroBytes(w);
      printable |= ((w & LOW7) + ONES * (0x7F - ' ')) | w; // high bit: byte > ' ' (or >= 0x80)
      long tabFlags = Swar.zeroBytes(w ^ TABS);
      if (tabFlags != 0) {
        long t = tabFlags;
        // the positions of only the first TABs, which find the word; then the count
        for (int k = tabs; t != 0 && k < tabAt.length; t &= t - 1) {
          tabAt[k++] = i + Swar.lowestByte(t);
        }
        tabs += Swar.count(tabFlags);
      }
    }
    for (; i < to; i++) {
      int b = buf[i] & 0xFF;
      if (b == '\t') {
        if (tabs < tabAt.length) {
          tabAt[tabs] = i;
        }
        tabs++;
      }
      hashes |= b == '#' ? HIGH : 0;
      nuls |= b == 0 ? HIGH : 0;
      printable |= b > ' ' ? HIGH : 0;
    }
    hash = hashes != 0;
    nul = nuls != 0;
    // no byte above ' ': blank unless a control character other than white space is there (rare)
    blank = !nul && (printable & HIGH) == 0 && ConllLines.isBlank(buf, from, to);
    int end =
        to > from && buf[to - 1] == '\r' ? to - 1 : to; // CRLF and LF files have the same words
    if (tabs > 0) {
      fields = tabs + 1;
      // the 4th field runs from after the 3rd TAB to the 4th TAB (or the end of the line)
      if (tabs < 3) {
        noWord(from);
      } else {
        wordFrom = tabAt[2] + 1;
        wordTo = tabs == 3 ? end : Math.min(tabAt[3], end);
        wordHash = hash(buf, wordFrom, wordTo);
      }
    } else { // blank-separated, as the reference test suite's keys: a second pass, rare
      fields = blankFields(buf, from, to);
      blankWord(buf, from, end);
    }
  }

  private void noWord(int at) {
    wordHash = 0;
    wordFrom = at;
    wordTo = at;
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

  /** The 4th blank-separated field and its hash. */
  private void blankWord(byte[] buf, int from, int to) {
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
        wordFrom = start;
        wordTo = i;
        wordHash = hash(buf, start, i);
        return;
      }
    }
    noWord(from);
  }

  static int hash(byte[] buf, int from, int to) {
    return WordHash.of(buf, from, to);
  }
}
