package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The sentences of a CoNLL-U document, as the number of syntactic words of each, and the node
 * positions they own: sentence s with W words before it owns the slots W + s (its word 0, where
 * empty nodes 0.j sit) to W + s + its words ({@link Document#NODE_SLOT}). Immutable.
 */
final class Sentences implements Serializable {
  private static final long serialVersionUID = 1L;

  private final int[] words;

  /** For {@link #ofNode}: the first slot after each sentence, built when first asked. */
  private transient int[] slotEnd;

  private Sentences(int[] words) {
    this.words = words;
  }

  /** The sentences of these sizes (copied); null for null. */
  static Sentences of(int[] words) {
    return words == null ? null : new Sentences(words.clone());
  }

  int count() {
    return words.length;
  }

  /** Syntactic words of sentence s (0-based). */
  int words(int sentence) {
    return words[sentence];
  }

  /** A node position as {@code s2:5} or {@code s2:4.1}: 1-based sentence and the CoNLL-U ID. */
  String label(int position) {
    int slot = position / Document.NODE_SLOT;
    int e = position % Document.NODE_SLOT;
    int base = 0; // slot of sentence s's word 0
    int s = 0;
    while (s < words.length - 1 && slot > base + words[s]) {
      base += words[s] + 1;
      s++;
    }
    String id = Integer.toString(slot - base);
    if (e > 0) {
      id += e % 10 == 0 ? "." + e / 10 : "." + (e < 10 ? "0" : "") + e;
    }
    return "s" + (s + 1) + ":" + id;
  }

  /** The sentence (0-based) that owns a node position. */
  int ofNode(int position) {
    if (slotEnd == null) {
      int[] end = new int[words.length];
      int before = 0;
      for (int s = 0; s < end.length; s++) {
        before += words[s] + 1;
        end[s] = before;
      }
      slotEnd = end;
    }
    int s = Arrays.binarySearch(slotEnd, position / Document.NODE_SLOT + 1);
    return Math.min(s >= 0 ? s : -s - 1, words.length - 1);
  }
}
