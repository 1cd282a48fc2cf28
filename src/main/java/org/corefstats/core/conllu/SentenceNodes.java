package org.corefstats.core.conllu;

import java.util.Arrays;

/** The nodes of the sentence being read, in position order, with their CoNLL-U IDs. */
final class SentenceNodes {
  private int[] positions = new int[64];
  private String[] ids = new String[64];
  private int count;

  void add(int position, String id) {
    if (count == positions.length) {
      positions = Arrays.copyOf(positions, 2 * count);
      ids = Arrays.copyOf(ids, 2 * count);
    }
    positions[count] = position;
    ids[count++] = id;
  }

  void clear() {
    count = 0;
  }

  int count() {
    return count;
  }

  int position(int index) {
    return positions[index];
  }

  String id(int index) {
    return ids[index];
  }

  /** The index of the node at {@code position}, or a negative number as binary search gives it. */
  int indexOf(int position) {
    return Arrays.binarySearch(positions, 0, count, position);
  }
}
