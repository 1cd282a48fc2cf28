package org.corefstats.core.format;

import java.io.IOException;
import java.io.InputStream;

/**
 * The records of a piece of a file, cut at a {@link SplitRule}'s delimiter, as one stream again:
 * each record ended by the newline of the delimiter that ended it, and every record after a cut
 * preceded by the delimiter's text the cut swallowed (none for lines). Counts the newlines, which
 * are the piece's lines (the last record of a file gets one more, which nothing after it counts
 * from).
 */
public final class RecordStream extends InputStream {
  /** The records of a piece, one at a time (run: Hadoop's record reader). */
  public interface Records {
    /** Moves to the next record; false when there is none. */
    boolean next() throws IOException;

    /** The current record's bytes, of which the first {@link #length} count. */
    byte[] bytes();

    int length();
  }

  private final Records records;
  private final byte[] restored;
  private boolean restoreNext;
  private byte[] current = new byte[0];
  private int length;
  private int at = 1; // past the (empty) record before the first
  private long newlines;

  /**
   * @param restored the delimiter's text after its newline, put back before each record after a cut
   * @param firstAfterCut whether the first record follows a cut (a piece that does not start the
   *     file)
   */
  public RecordStream(Records records, byte[] restored, boolean firstAfterCut) {
    this.records = records;
    this.restored = restored;
    this.restoreNext = firstAfterCut;
  }

  /** The newlines read so far: the piece's lines once it is read. */
  public long newlines() {
    return newlines;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (at > length) { // the current record and its newline are used up
      if (!records.next()) {
        return -1;
      }
      byte[] record = records.bytes();
      int recordLength = records.length();
      if (restoreNext && restored.length > 0) {
        current = new byte[restored.length + recordLength];
        System.arraycopy(restored, 0, current, 0, restored.length);
        System.arraycopy(record, 0, current, restored.length, recordLength);
        length = current.length;
      } else {
        current = record;
        length = recordLength;
      }
      restoreNext = true;
      at = 0;
      for (int i = 0; i < length; i++) {
        if (current[i] == '\n') {
          newlines++;
        }
      }
    }
    if (at == length) {
      b[off] = '\n';
      at++;
      newlines++;
      return 1;
    }
    int n = Math.min(len, length - at);
    System.arraycopy(current, at, b, off, n);
    at += n;
    return n;
  }
}
