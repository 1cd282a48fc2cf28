package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The words of a document read from CoNLL-U or jsonlines, at the positions its mentions use, with
 * their sentences and, for CoNLL-U, their UPOS: what the error analysis reads of such a key
 * (docs/explanation/error-analysis.md 5.2). CoNLL-U positions are node positions ({@link
 * Document#NODE_SLOT}): words and empty nodes, in order; jsonlines positions are word indices.
 * Collected only when a reader is asked for it. Immutable.
 */
public final class DocumentWords implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The position of each entry, ascending; null: entry i is position i. */
  private final int[] positions;

  private final String[] words;

  /** UPOS of each entry, or null when the format has none. */
  private final String[] tags;

  private final int[] sentence;

  private DocumentWords(int[] positions, String[] words, String[] tags, int[] sentence) {
    if (words.length != sentence.length
        || (positions != null && positions.length != words.length)
        || (tags != null && tags.length != words.length)) {
      throw new IllegalArgumentException("one position, word, tag and sentence per entry");
    }
    for (int i = 1; positions != null && i < positions.length; i++) {
      if (positions[i] <= positions[i - 1]) {
        throw new IllegalArgumentException("positions must ascend");
      }
    }
    this.positions = positions;
    this.words = words;
    this.tags = tags;
    this.sentence = sentence;
  }

  /** CoNLL-U nodes: ascending node positions, their forms, UPOS and 0-based sentences. */
  public static DocumentWords ofNodes(
      int[] positions, String[] forms, String[] upos, int[] sentence) {
    return new DocumentWords(positions.clone(), forms.clone(), upos.clone(), sentence.clone());
  }

  /** Words at positions 0, 1, ... with their 0-based sentences (jsonlines). */
  public static DocumentWords ofWords(String[] words, int[] sentence) {
    return new DocumentWords(null, words.clone(), null, sentence.clone());
  }

  /** The number of entries. */
  public int size() {
    return words.length;
  }

  /** The entry at a position, or -1 when no word or node is there. */
  public int indexOf(int position) {
    if (positions == null) {
      return position >= 0 && position < words.length ? position : -1;
    }
    int i = Arrays.binarySearch(positions, position);
    return i >= 0 ? i : -1;
  }

  /** The position of entry i. */
  public int position(int i) {
    return positions == null ? i : positions[i];
  }

  public String word(int i) {
    return words[i];
  }

  /** The UPOS of entry i, or null when the format has none. */
  public String tag(int i) {
    return tags == null ? null : tags[i];
  }

  public boolean hasTags() {
    return tags != null;
  }

  /** The 0-based sentence of entry i. */
  public int sentence(int i) {
    return sentence[i];
  }
}
