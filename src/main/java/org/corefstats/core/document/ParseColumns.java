package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The columns coval reads besides the coreference column (docs/explanation/corefud-and-coval.md
 * 5.1): each token's word (field 4), POS (field 5) and parse bit (field 6), split on white space as
 * coval splits a line, and the sentence of each token (sentences end at blank lines; several blank
 * lines are one boundary); and the named-entity column CONE reads (docs/explanation/cone.md 2:
 * field 11, split on TAB, or on runs of blanks when the line has no TAB, present only on lines of
 * at least 12 fields). Collected only when asked for (the CoNLL reader's parseColumns), in the
 * reading pass. Immutable.
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
   * The columns as a reader collected them: one entry per token, {@code sentenceStart} the first
   * token of each sentence, {@code real} whether the parse bits are a real parse, {@code ne} field
   * 11 of each token line (null where the line has fewer than 12 fields).
   */
  public static ParseColumns collected(
      String[] words, String[] pos, String[] bits, int[] sentenceStart, boolean real, String[] ne) {
    int n = words.length;
    int[] sentence = new int[n];
    for (int s = 0; s < sentenceStart.length; s++) {
      int end = s + 1 < sentenceStart.length ? sentenceStart[s + 1] : n;
      Arrays.fill(sentence, sentenceStart[s], end, s);
    }
    return new ParseColumns(words, pos, bits, sentence, sentenceStart, real, ne);
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
   * coval's test for a parse, made strict (docs/explanation/corefud-and-coval.md 5.1 and section 8
   * row 14): a sixth field that is neither {@code -} nor the {@code _} placeholder.
   */
  public static boolean isRealParse(String bit) {
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

  /**
   * The named-entity cell of a token (docs/explanation/cone.md 3.2), or null when its line has no
   * field 11.
   */
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
}
