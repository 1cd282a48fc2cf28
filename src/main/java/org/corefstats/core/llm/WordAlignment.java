package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The track's alignment of an output's tokens to the gold words (LLM-OUTPUTS.md 4.3 and 4.4): the
 * reference fills a full edit-distance table, where {@code ##} tokens are deleted for free, and
 * walks it back from the end with fixed tie rules. The same table cells are computed here only in a
 * band around the diagonal, widened until the band holds the answer, so the work is proportional to
 * the document's length times the number of edits rather than to its square.
 *
 * <p>Why the band gives the reference's walk: a path to cell (i, j) costs at least |e(i) - j|, with
 * e(i) the non-{@code ##} tokens among the first i (a {@code ##} row moves down for free, any other
 * step off the diagonal costs 1). So every cell whose true value is at most w lies in the band
 * |e(i) - j| <= w, and its value computed from the band alone is exact; a cell outside, or worth
 * more than w, is computed as more than w. When the end cell is worth D <= w, the walk visits only
 * cells worth at most D, and each of its comparisons gives the same answer on the band as on the
 * full table.
 */
public final class WordAlignment {
  private static final int FAR = Integer.MAX_VALUE / 4;

  /**
   * The walk's result.
   *
   * @param tokens what clean emits, in order: output tokens kept with their tags, gold words
   *     without tags
   * @param fromOutputZero for each emitted token, whether it is an output {@code ##} token kept for
   *     free (not a gold word)
   * @param droppedLeading output tokens left when the walk reached the first gold word (never
   *     counted by the reference)
   */
  public record Result(
      List<String> tokens,
      List<Boolean> fromOutputZero,
      int insert,
      int delete,
      int replace,
      int droppedLeading) {}

  private WordAlignment() {}

  /**
   * Aligns {@code output} tokens to the {@code gold} words; {@code zeros}: clean's {@code -z}
   * ({@code ##} tokens are then ordinary words).
   */
  public static Result align(String[] output, List<String> gold, boolean zeros) {
    int m = output.length;
    int n = gold.size();
    String[] words = new String[m + 1];
    boolean[] free = new boolean[m + 1];
    int[] effective = new int[m + 1]; // e(i): tokens among the first i that are not free
    for (int i = 1; i <= m; i++) {
      words[i] = word(output[i - 1]);
      free[i] = !zeros && words[i].startsWith("##");
      effective[i] = effective[i - 1] + (free[i] ? 0 : 1);
    }
    String[] g = new String[n + 1];
    for (int j = 1; j <= n; j++) {
      g[j] = gold.get(j - 1);
    }
    int w = Math.max(16, Math.abs(effective[m] - n) + 16);
    while (true) {
      Band band = new Band(m, n, effective, w);
      band.fill(words, g, free);
      int end = band.get(m, n);
      if (end <= w) {
        return walk(band, output, words, g, free);
      }
      w = Math.min(end, 2 * w);
    }
  }

  /** The word of a token: the text before its first {@code |}. */
  static String word(String token) {
    int bar = token.indexOf('|');
    return bar < 0 ? token : token.substring(0, bar);
  }

  private static Result walk(Band dp, String[] output, String[] words, String[] g, boolean[] free) {
    List<String> emitted = new ArrayList<>();
    List<Boolean> zero = new ArrayList<>();
    int insert = 0;
    int delete = 0;
    int replace = 0;
    int i = words.length - 1;
    int j = g.length - 1;
    while (i > 0 && j > 0) {
      int here = dp.get(i, j);
      if (free[i]) {
        emitted.add(output[i - 1]);
        zero.add(true);
        i--;
      } else if (words[i].equals(g[j])) {
        emitted.add(output[i - 1]);
        zero.add(false);
        i--;
        j--;
      } else if (here == dp.get(i - 1, j - 1) + 1) {
        emitted.add(g[j]);
        zero.add(false);
        replace++;
        i--;
        j--;
      } else if (here == dp.get(i - 1, j) + 1) {
        delete++;
        i--;
      } else {
        emitted.add(g[j]);
        zero.add(false);
        insert++;
        j--;
      }
    }
    int droppedLeading = i;
    while (j > 0) {
      emitted.add(g[j]);
      zero.add(false);
      insert++;
      j--;
    }
    Collections.reverse(emitted);
    Collections.reverse(zero);
    return new Result(emitted, zero, insert, delete, replace, droppedLeading);
  }

  /** The table's cells with |e(i) - j| <= w; any other cell reads as far away. */
  private static final class Band {
    private final int[][] rows;
    private final int[] low;

    Band(int m, int n, int[] effective, int w) {
      rows = new int[m + 1][];
      low = new int[m + 1];
      for (int i = 0; i <= m; i++) {
        int lo = Math.max(0, effective[i] - w);
        int hi = Math.min(n, effective[i] + w);
        low[i] = lo;
        rows[i] = new int[Math.max(0, hi - lo + 1)];
      }
    }

    int get(int i, int j) {
      int k = j - low[i];
      return k >= 0 && k < rows[i].length ? rows[i][k] : FAR;
    }

    // LLM-OUTPUTS.md 4.3, cell by cell
    void fill(String[] words, String[] g, boolean[] free) {
      for (int k = 0; k < rows[0].length; k++) {
        rows[0][k] = low[0] + k;
      }
      for (int i = 1; i < rows.length; i++) {
        int[] row = rows[i];
        for (int k = 0; k < row.length; k++) {
          int j = low[i] + k;
          int v;
          if (j == 0) {
            v = i;
          } else if (free[i]) {
            v = get(i - 1, j);
          } else if (words[i].equals(g[j])) {
            v = get(i - 1, j - 1);
          } else {
            int left = k > 0 ? row[k - 1] : FAR;
            v = 1 + Math.min(get(i - 1, j), Math.min(left, get(i - 1, j - 1)));
          }
          row[k] = Math.min(v, FAR);
        }
      }
    }
  }
}
