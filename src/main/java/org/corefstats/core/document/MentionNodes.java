package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The exact node lists of a document's irregular mentions (CoNLL-U: an empty node inside,
 * discontinuous, or a zero): mention m's nodes are {@code nodes[start[m] .. start[m+1]-1]}, none
 * for a regular mention (its nodes are the words from its first to its last position). Documents
 * whose mentions are all regular (CoNLL-2012, jsonlines) have none of these. Immutable.
 */
final class MentionNodes implements Serializable {
  private static final long serialVersionUID = 1L;

  private final int[] start;
  private final int[] nodes;

  private MentionNodes(int[] start, int[] nodes) {
    this.start = start;
    this.nodes = nodes;
  }

  /**
   * The node lists of mentions 0, 1, ... (null or empty: a regular mention), copied; null when no
   * mention has one.
   */
  static MentionNodes of(int[][] lists) {
    int total = 0;
    for (int[] n : lists) {
      total += n == null ? 0 : n.length;
    }
    if (total == 0) {
      return null;
    }
    int[] start = new int[lists.length + 1];
    int[] flat = new int[total];
    for (int m = 0; m < lists.length; m++) {
      int n = lists[m] == null ? 0 : lists[m].length;
      if (n > 0) {
        System.arraycopy(lists[m], 0, flat, start[m], n);
      }
      start[m + 1] = start[m] + n;
    }
    return new MentionNodes(start, flat);
  }

  /**
   * {@link #of} for a reader's lists, each of which must start at its mention's first position and
   * end at its last.
   */
  static MentionNodes fitting(int[][] lists, int[] first, int[] last) {
    MentionNodes result = of(lists);
    if (result != null) {
      for (int m = 0; m < lists.length; m++) {
        int[] n = lists[m];
        if (n != null && (n.length == 0 || n[0] != first[m] || n[n.length - 1] != last[m])) {
          throw new IllegalArgumentException("nodes of mention " + m + " do not fit its span");
        }
      }
    }
    return result;
  }

  boolean isRegular(int mention) {
    return start[mention] == start[mention + 1];
  }

  /** The mention's node list (allocates); empty for a regular mention. */
  int[] nodes(int mention) {
    return Arrays.copyOfRange(nodes, start[mention], start[mention + 1]);
  }
}
