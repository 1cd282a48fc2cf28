package org.corefstats.spark;

import java.util.Arrays;

/**
 * Which key documents one system's documents covered, as bit sets over the key's document indices:
 * those seen, those seen more than once (repeated names: all but the last occurrence are dropped)
 * and how many documents the key lacks. Summed over the tasks that read the system.
 */
record Coverage(int source, long[] seen, long[] repeated, long extras) implements JobRecord {
  boolean seen(int keyDocument) {
    return (seen[keyDocument >>> 6] & (1L << keyDocument)) != 0;
  }

  boolean repeated(int keyDocument) {
    return (repeated[keyDocument >>> 6] & (1L << keyDocument)) != 0;
  }

  /** How many key documents were seen. */
  long covered() {
    return Arrays.stream(seen).map(Long::bitCount).sum();
  }

  boolean anyRepeated() {
    return Arrays.stream(repeated).anyMatch(w -> w != 0);
  }

  Coverage plus(Coverage o) {
    long[] s = new long[seen.length];
    long[] r = new long[seen.length];
    for (int i = 0; i < s.length; i++) {
      s[i] = seen[i] | o.seen[i];
      r[i] = repeated[i] | o.repeated[i] | (seen[i] & o.seen[i]);
    }
    return new Coverage(source, s, r, extras + o.extras);
  }

  /** The coverage of one system within one task, as its documents are read. */
  static final class Builder {
    private final int source;
    private final long[] seen;
    private final long[] repeated;
    private long extras;

    private final int keyDocumentCount;

    Builder(int source, int keyDocuments) {
      this.source = source;
      this.keyDocumentCount = keyDocuments;
      int words = (keyDocuments + 63) >>> 6;
      seen = new long[words];
      repeated = new long[words];
    }

    void see(int keyDocument) {
      long bit = 1L << keyDocument;
      int word = keyDocument >>> 6;
      repeated[word] |= seen[word] & bit;
      seen[word] |= bit;
    }

    void seeExtra() {
      extras++;
    }

    /**
     * The system settled by the task that held it whole: every key document counts once (a repeated
     * name by its last occurrence, a lacking one as an empty response), so the driver has nothing
     * left to settle.
     */
    void settled() {
      Arrays.fill(repeated, 0);
      Arrays.fill(seen, -1L);
      int keyDocuments = keyDocumentCount;
      if ((keyDocuments & 63) != 0) {
        seen[seen.length - 1] = (1L << keyDocuments) - 1; // no bit past the last key document
      }
    }

    Coverage build() {
      return new Coverage(source, seen, repeated, extras);
    }
  }
}
