package org.corefstats.core.conll;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.ParseColumns;

/**
 * Collects the {@link ParseColumns} of one CoNLL document's token lines at a time, in the reading
 * pass.
 */
public final class ParseColumnsCollector {
  private final List<String> words = new ArrayList<>();
  private final List<String> pos = new ArrayList<>();
  private final List<String> bits = new ArrayList<>();
  private final List<String> ne = new ArrayList<>();
  private final List<Integer> starts = new ArrayList<>();
  private boolean newSentence = true;
  private boolean firstReal;

  /** A token line {@code buf[from, to)}. */
  public void token(byte[] buf, int from, int to) {
    // fields as coval splits them (runs of blanks), found on the bytes (a blank byte is never
    // part of a multi-byte UTF-8 character) and decoded only when kept: the key's every line
    // passes here when coval's options or CONE need the columns
    int[] start = new int[11];
    int[] end = new int[11];
    int count = 0;
    boolean tab = false;
    for (int i = from; i < to; ) {
      while (i < to && isBlank(buf[i])) {
        tab |= buf[i] == '\t';
        i++;
      }
      if (i == to) {
        break;
      }
      int s = i;
      while (i < to && !isBlank(buf[i])) {
        i++;
      }
      if (count < start.length) {
        start[count] = s;
        end[count] = i;
      }
      count++;
    }
    if (words.isEmpty()) {
      firstReal = count > 6 && ParseColumns.isRealParse(field(buf, start[5], end[5]));
    }
    if (newSentence) {
      starts.add(words.size());
      newSentence = false;
    }
    // coval: the word only when the line has more than four fields
    words.add(count > 4 ? field(buf, start[3], end[3]) : "");
    pos.add(count > 4 ? field(buf, start[4], end[4]) : null);
    bits.add(count > 5 ? field(buf, start[5], end[5]) : null);
    ne.add(tab ? tabField11(buf, from, to) : count >= 12 ? field(buf, start[10], end[10]) : null);
  }

  /** A field's text; the frequent placeholders without a new string. */
  private static String field(byte[] buf, int from, int to) {
    if (to - from == 1) {
      switch (buf[from]) {
        case '*':
          return "*";
        case '-':
          return "-";
        case '_':
          return "_";
        default:
          break;
      }
    }
    return new String(buf, from, to - from, StandardCharsets.UTF_8);
  }

  /** \s of a regular expression: space, TAB, line feed, vertical tab, form feed, return. */
  private static boolean isBlank(byte c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * Field 11 of a TAB-separated line (docs/explanation/cone.md 2), when it has at least 12 fields.
   */
  private static String tabField11(byte[] buf, int from, int to) {
    int field = 0;
    int start = from;
    for (int i = from; i < to; i++) {
      if (buf[i] == '\t') {
        if (field == 10) {
          int s = start;
          int e = i;
          while (s < e && isBlank(buf[s])) {
            s++;
          }
          while (e > s && isBlank(buf[e - 1])) {
            e--;
          }
          return field(buf, s, e);
        }
        field++;
        start = i + 1;
      }
    }
    return null;
  }

  public void blank() {
    newSentence = true;
  }

  /** The columns of the document just read; the collector is ready for the next one. */
  public ParseColumns finish() {
    int[] sentenceStart = starts.stream().mapToInt(Integer::intValue).toArray();
    if (sentenceStart.length == 0) {
      sentenceStart = new int[] {0};
    }
    ParseColumns columns =
        ParseColumns.collected(
            words.toArray(new String[0]),
            pos.toArray(new String[0]),
            bits.toArray(new String[0]),
            sentenceStart,
            firstReal,
            ne.toArray(new String[0]));
    words.clear();
    pos.clear();
    bits.clear();
    ne.clear();
    starts.clear();
    newSentence = true;
    firstReal = false;
    return columns;
  }
}
