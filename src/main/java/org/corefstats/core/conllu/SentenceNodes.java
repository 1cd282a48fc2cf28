package org.corefstats.core.conllu;

import java.util.Arrays;

/**
 * The nodes of the sentence being read, in position order, with their CoNLL-U IDs and where their
 * UPOS is in their line (cut out only for a mention's head).
 */
final class SentenceNodes {
  private int[] positions = new int[64];
  private String[] ids = new String[64];
  private String[] lines = new String[64];
  private int[] tagStart = new int[64];
  private int[] tagEnd = new int[64];
  private int count;

  void add(int position, String id) {
    add(position, id, null, 0, 0);
  }

  /** A node whose UPOS is {@code line} from {@code start} to {@code end} (null line: none). */
  void add(int position, String id, String line, int start, int end) {
    if (count == positions.length) {
      positions = Arrays.copyOf(positions, 2 * count);
      ids = Arrays.copyOf(ids, 2 * count);
      lines = Arrays.copyOf(lines, 2 * count);
      tagStart = Arrays.copyOf(tagStart, 2 * count);
      tagEnd = Arrays.copyOf(tagEnd, 2 * count);
    }
    positions[count] = position;
    lines[count] = line;
    tagStart[count] = start;
    tagEnd[count] = end;
    ids[count++] = id;
  }

  /** The UPOS of node {@code index} as written, or null when its line has no UPOS column. */
  String tag(int index) {
    return lines[index] == null ? null : lines[index].substring(tagStart[index], tagEnd[index]);
  }

  void clear() {
    Arrays.fill(lines, 0, count, null);
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
