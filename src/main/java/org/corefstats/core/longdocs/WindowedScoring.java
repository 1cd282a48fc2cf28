package org.corefstats.core.longdocs;

import java.util.Arrays;

/**
 * Windowed scoring (LONG-DOCUMENTS.md 2.3-2.4 and 3.1-3.2): each window is a scoring document of
 * section 1, holding on each side the fragments of the entities (in list order, mentions in listed
 * order, empty fragments dropped) whose mentions start in it. One pass over each side's mentions
 * places them (a mention is in at most two windows), so a book costs linear time, not a rescoring
 * of copies of the document; identities are renumbered per window so each window's arrays are its
 * own size.
 */
public final class WindowedScoring {
  private WindowedScoring() {}

  /** Each window's counts, in window order (empty windows give {@link FamilyCounts#ZERO}). */
  public static FamilyCounts[] score(BookSide key, BookSide response, WindowScheme.Cut cut) {
    int windows = cut.count();
    Placed k = place(key, cut, windows);
    Placed r = place(response, cut, windows);
    int[] localId = new int[key.idCount()];
    int[] stamp = new int[key.idCount()];
    Arrays.fill(stamp, -1);
    FamilyCounts[] out = new FamilyCounts[windows];
    for (int w = 0; w < windows; w++) {
      if (k.empty(w) && r.empty(w)) {
        out[w] = FamilyCounts.ZERO;
        continue;
      }
      int[] ids = {0};
      BookSide kw = k.window(w, key, localId, stamp, ids);
      BookSide rw = r.window(w, response, localId, stamp, ids);
      out[w] = FamilyCounts.score(kw.withIdCount(ids[0]), rw.withIdCount(ids[0]));
    }
    return out;
  }

  /** The largest start of a listed mention of either side, or -1. */
  public static int lastStart(BookSide key, BookSide response) {
    int last = -1;
    for (int s : key.first()) {
      last = Math.max(last, s);
    }
    for (int s : response.first()) {
      last = Math.max(last, s);
    }
    return last;
  }

  /**
   * One side's (window, listed mention) places, sorted by window with list order kept (a counting
   * sort).
   */
  private record Placed(int[] windowStart, int[] mention, int[] entity) {
    boolean empty(int w) {
      return windowStart[w] == windowStart[w + 1];
    }

    /** Window w's fragments, identities numbered on from {@code ids[0]} for the window. */
    BookSide window(int w, BookSide side, int[] localId, int[] stamp, int[] ids) {
      int from = windowStart[w];
      int to = windowStart[w + 1];
      int n = to - from;
      int[] start = new int[n + 1];
      int[] id = new int[n];
      int[] first = new int[n];
      int[] last = new int[n];
      int entities = 0;
      for (int i = from; i < to; i++) {
        if (i == from || entity[i] != entity[i - 1]) {
          start[entities++] = i - from;
        }
        int m = mention[i];
        int x = side.id()[m];
        if (stamp[x] != w) {
          stamp[x] = w;
          localId[x] = ids[0]++;
        }
        id[i - from] = localId[x];
        first[i - from] = side.first()[m];
        last[i - from] = side.last()[m];
      }
      start[entities] = n;
      return new BookSide(Arrays.copyOf(start, entities + 1), id, first, last, 0);
    }
  }

  private static Placed place(BookSide side, WindowScheme.Cut cut, int windows) {
    int[] buffer = new int[2];
    int[] counts = new int[windows + 1];
    int places = 0;
    for (int m = 0; m < side.id().length; m++) {
      int n = cut.windowsOf(side.first()[m], buffer);
      for (int i = 0; i < n; i++) {
        counts[buffer[i] + 1]++;
      }
      places += n;
    }
    for (int w = 0; w < windows; w++) {
      counts[w + 1] += counts[w];
    }
    int[] fill = Arrays.copyOf(counts, windows);
    int[] mention = new int[places];
    int[] entity = new int[places];
    for (int e = 0; e < side.entityCount(); e++) {
      for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
        int n = cut.windowsOf(side.first()[m], buffer);
        for (int i = 0; i < n; i++) {
          int at = fill[buffer[i]]++;
          mention[at] = m;
          entity[at] = e;
        }
      }
    }
    return new Placed(counts, mention, entity);
  }
}
