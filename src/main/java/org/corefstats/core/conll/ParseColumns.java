package org.corefstats.core.conll;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The columns coval reads besides the coreference column (MODES-AND-FORMATS.md 5.1): each token's
 * word (field 4), POS (field 5) and parse bit (field 6), split on white space as coval splits a
 * line, and the sentence of each token (sentences end at blank lines; several blank lines are one
 * boundary); and the named-entity column CONE reads (CONE.md 2: field 11, split on TAB, or on runs
 * of blanks when the line has no TAB, present only on lines of at least 12 fields). Collected only
 * when asked for ({@link ConllReader#parseColumns}), in the reading pass. Immutable.
 */
public final class ParseColumns implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String[] words;
  private final String[] pos;
  private final String[] bits;
  private final int[] sentence;
  private final int[] sentenceStart;
  private final boolean real;

  /** Field 11 of each token line, null where the line has fewer than 12 fields. */
  private final String[] ne;

  private ParseColumns(
      String[] words,
      String[] pos,
      String[] bits,
      int[] sentence,
      int[] sentenceStart,
      boolean real,
      String[] ne) {
    this.words = words;
    this.pos = pos;
    this.bits = bits;
    this.sentence = sentence;
    this.sentenceStart = sentenceStart;
    this.real = real;
    this.ne = ne;
  }

  /**
   * Columns given directly, for tests: one array entry per token, {@code sentenceStart} the first
   * token of each sentence (starting with 0).
   */
  public static ParseColumns of(String[] words, String[] pos, String[] bits, int[] sentenceStart) {
    int n = words.length;
    if (pos.length != n || bits.length != n || sentenceStart.length == 0 || sentenceStart[0] != 0) {
      throw new IllegalArgumentException("one word, POS and parse bit per token");
    }
    int[] sentence = new int[n];
    for (int s = 0; s < sentenceStart.length; s++) {
      int end = s + 1 < sentenceStart.length ? sentenceStart[s + 1] : n;
      Arrays.fill(sentence, sentenceStart[s], end, s);
    }
    return new ParseColumns(
        words.clone(),
        pos.clone(),
        bits.clone(),
        sentence,
        sentenceStart.clone(),
        n > 0 && isRealParse(bits[0]),
        new String[n]);
  }

  /** These columns with the named-entity column {@code ne} (one cell per token, null: none). */
  public ParseColumns withNamedEntities(String[] ne) {
    if (ne.length != words.length) {
      throw new IllegalArgumentException("one NE cell per token");
    }
    return new ParseColumns(words, pos, bits, sentence, sentenceStart, real, ne.clone());
  }

  /**
   * coval's test for a parse, made strict (MODES-AND-FORMATS.md 5.1 and section 8 row 14): a sixth
   * field that is neither {@code -} nor the {@code _} placeholder.
   */
  static boolean isRealParse(String bit) {
    return bit != null && !bit.equals("-") && !bit.equals("_");
  }

  /**
   * Whether the document's first token line has a real parse bit: more than six fields and a sixth
   * field other than {@code -} (coval's test) or {@code _} (a placeholder coval takes for a parse).
   */
  public boolean hasRealParse() {
    return real;
  }

  public int tokenCount() {
    return words.length;
  }

  /** The word of a token (field 4), empty when its line has no more than four fields. */
  public String word(int token) {
    return words[token];
  }

  /** The POS of a token (field 5), or null when its line has fewer fields. */
  public String pos(int token) {
    return pos[token];
  }

  /** The parse bit of a token (field 6), or null when its line has fewer fields. */
  public String bit(int token) {
    return bits[token];
  }

  /** The named-entity cell of a token (CONE.md 3.2), or null when its line has no field 11. */
  public String neCell(int token) {
    return ne[token];
  }

  /** Whether some token line has a field 11 (an NE column). */
  public boolean hasNamedEntityColumn() {
    for (String cell : ne) {
      if (cell != null) {
        return true;
      }
    }
    return false;
  }

  /** The words of every token (field 4), a copy. */
  public String[] words() {
    return words.clone();
  }

  /** The 0-based sentence of a token. */
  public int sentence(int token) {
    return sentence[token];
  }

  /** The first token of a sentence. */
  public int sentenceStart(int sentence) {
    return sentenceStart[sentence];
  }

  /** Collects the columns of one document's token lines at a time. */
  static final class Collector {
    private final List<String> words = new ArrayList<>();
    private final List<String> pos = new ArrayList<>();
    private final List<String> bits = new ArrayList<>();
    private final List<String> ne = new ArrayList<>();
    private final List<Integer> starts = new ArrayList<>();
    private boolean newSentence = true;
    private boolean firstReal;

    /** A token line {@code buf[from, to)}. */
    void token(byte[] buf, int from, int to) {
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
        firstReal = count > 6 && isRealParse(field(buf, start[5], end[5]));
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

    /** Field 11 of a TAB-separated line (CONE.md 2), when it has at least 12 fields. */
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

    void blank() {
      newSentence = true;
    }

    /** The columns of the document just read; the collector is ready for the next one. */
    ParseColumns finish() {
      int n = words.size();
      int[] sentenceStart = starts.stream().mapToInt(Integer::intValue).toArray();
      if (sentenceStart.length == 0) {
        sentenceStart = new int[] {0};
      }
      int[] sentence = new int[n];
      for (int s = 0; s < sentenceStart.length; s++) {
        int end = s + 1 < sentenceStart.length ? sentenceStart[s + 1] : n;
        Arrays.fill(sentence, sentenceStart[s], end, s);
      }
      ParseColumns columns =
          new ParseColumns(
              words.toArray(new String[0]),
              pos.toArray(new String[0]),
              bits.toArray(new String[0]),
              sentence,
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
}
