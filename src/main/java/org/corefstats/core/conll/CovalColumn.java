package org.corefstats.core.conll;

import java.util.Arrays;

/**
 * Reads the coreference cell of one token line as coval 87071a6 reads it (docs/explanation/
 * profiles.md, "coval's reading"), which differs from v8.01's {@link CorefColumn}: the cell is the
 * last blank-separated field, read left to right with a digit buffer and an "opened" flag. A digit
 * is appended to the buffer, {@code (} empties it and sets "opened", {@code )} completes a one-word
 * mention (opened) or ends a mention (not opened) of the buffer's entity, {@code |} starts a
 * mention when opened, and a cell that ends opened starts one; any other character is ignored, so
 * {@code (12+3)} is one mention of entity 123 and {@code (1(3} starts only entity 3. The
 * annotations are reported one-word mentions first, then starts, then ends, each in cell order. Ids
 * are the buffer's digits without leading zeros (coval compares them as integers). Not thread-safe:
 * one instance per reader.
 */
final class CovalColumn {

  /** What coval does not say in its counts: a start it loses, a cell it stops on. */
  interface Quirks {
    /** A start of entity {@code id} lost because a {@code (} followed it in the same cell. */
    void lostStart(String id);

    /** A {@code |} where coval stops (crashes or exits); corefstats drops the buffer there. */
    void stop(String message);
  }

  private static final int SINGLE = 0;
  private static final int START = 1;
  private static final int END = 2;

  private byte[] ids = new byte[64];
  private int[] from = new int[8];
  private int[] to = new int[8];
  private int[] kind = new int[8];
  private int count;
  private int idLength;

  /** The start (inclusive) of the last blank-separated field of {@code line[from, to)}. */
  static int cellStart(byte[] line, int from, int to) {
    int end = cellEnd(line, from, to);
    int i = end;
    while (i > from && !isBlank(line[i - 1])) {
      i--;
    }
    return i;
  }

  /** The end (exclusive) of the last blank-separated field (trailing blanks, {@code \r} too). */
  static int cellEnd(byte[] line, int from, int to) {
    int end = to;
    while (end > from && isBlank(line[end - 1])) {
      end--;
    }
    return end;
  }

  /** Parses the cell {@code cell[from, to)}, reporting its annotations to {@code sink}. */
  void parse(byte[] cell, int cellFrom, int cellTo, CorefColumn.Sink sink, Quirks quirks) {
    boolean bracket = false;
    for (int i = cellFrom; i < cellTo && !bracket; i++) {
      bracket = cell[i] == '(' || cell[i] == ')' || cell[i] == '|';
    }
    if (!bracket) {
      return;
    }
    count = 0;
    idLength = 0;
    int bufferFrom = 0; // the buffer is ids[bufferFrom, idLength)
    boolean opened = false;
    for (int i = cellFrom; i < cellTo; i++) {
      byte b = cell[i];
      if (b >= '0' && b <= '9') {
        if (idLength == ids.length) {
          ids = Arrays.copyOf(ids, 2 * idLength);
        }
        ids[idLength++] = b;
      } else if (b == '(') {
        if (opened && idLength > bufferFrom) {
          quirks.lostStart(id(bufferFrom, idLength));
        }
        idLength = bufferFrom;
        opened = true;
      } else if (b == ')') {
        if (idLength > bufferFrom) {
          add(opened ? SINGLE : END, bufferFrom, idLength);
          bufferFrom = idLength;
        }
        opened = false;
      } else if (b == '|') {
        if (opened && idLength > bufferFrom) {
          add(START, bufferFrom, idLength);
          bufferFrom = idLength;
        } else if (opened) {
          quirks.stop("'(|' in the cell: coval crashes on a start without an entity number");
        } else if (idLength > bufferFrom) {
          quirks.stop(
              "'"
                  + id(bufferFrom, idLength)
                  + "|' in the cell: coval stops with an error on a number before '|' outside a"
                  + " bracket; the number is ignored");
          idLength = bufferFrom;
        }
        opened = false;
      }
    }
    if (opened && idLength > bufferFrom) {
      add(START, bufferFrom, idLength);
    }
    for (int k = SINGLE; k <= END; k++) {
      for (int a = 0; a < count; a++) {
        if (kind[a] == k) {
          emit(k, a, sink);
        }
      }
    }
  }

  private void emit(int k, int a, CorefColumn.Sink sink) {
    int f = from[a];
    int t = to[a];
    while (t - f > 1 && ids[f] == '0') {
      f++; // coval's ids are integers: 007 is 7
    }
    switch (k) {
      case SINGLE -> sink.single(ids, f, t);
      case START -> sink.open(ids, f, t);
      default -> sink.close(ids, f, t);
    }
  }

  private void add(int k, int f, int t) {
    if (count == kind.length) {
      kind = Arrays.copyOf(kind, 2 * count);
      from = Arrays.copyOf(from, 2 * count);
      to = Arrays.copyOf(to, 2 * count);
    }
    kind[count] = k;
    from[count] = f;
    to[count++] = t;
  }

  private String id(int f, int t) {
    return new String(ids, f, t - f, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  private static boolean isBlank(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == 0x0b || b == 0x0c;
  }
}
