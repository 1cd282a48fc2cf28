package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The track's alignment of an output's tokens to the gold words (docs/explanation/llm-outputs.md
 * 4.3 and 4.4): the reference fills a full edit-distance table, where {@code ##} tokens are deleted
 * for free, and walks it back from the end with fixed tie rules. The same table cells are computed
 * here only in a band around the diagonal, widened until the band holds the answer, so the work is
 * proportional to the document's length times the number of edits rather than to its square.
 *
 * <p>Why the band gives the reference's walk. With e(i) the non-{@code ##} tokens among the first i
 * and x = j - e(i), a path from the start to cell (i, j) costs at least |x| (a {@code ##} row moves
 * down for free, any other step off the diagonal costs 1), and a path from it to the end at least
 * |x + drift|, drift = e(m) - n. Every cell of a path that costs D in all lies where |x| + |x +
 * drift| <= D. So with the band |x| + |x + drift| <= w and D <= w: the cells of every optimal path
 * are in the band, their values computed from the band alone are exact, and any other cell is
 * computed at no less than its true value. The walk visits only cells of optimal paths, and each of
 * its comparisons (is a neighbour worth one less?) gives the same answer on the band as on the full
 * table. An end worth more than w means D > w: the band is widened to the end's value (a path's
 * cost, so no less than D) when that is at most 8 w, else doubled; the work is proportional to the
 * document's length times D.
 */
public final class WordAlignment {
  private static final int FAR = Integer.MAX_VALUE / 4;
  private static final int LOOKAHEAD = 4;

  /**
   * The walk's result.
   *
   * @param tokens what clean emits, in order: output tokens kept with their tags, gold words
   *     without tags
   * @param fromOutputZero for each emitted token, whether it is an output {@code ##} token kept for
   *     free (not a gold word)
   * @param trailingInserts the key words inserted after the output's last word (a generation cut
   *     off, or an empty output: all of them); part of {@code insert}
   * @param droppedLeading output tokens left when the walk reached the first gold word (never
   *     counted by the reference)
   */
  public record Result(
      List<String> tokens,
      List<Boolean> fromOutputZero,
      int insert,
      int delete,
      int replace,
      int droppedLeading,
      int trailingInserts) {}

  private WordAlignment() {}

  /**
   * Aligns {@code output} tokens to the {@code gold} words; {@code zeros}: clean's {@code -z}
   * ({@code ##} tokens are then ordinary words).
   */
  public static Result align(String[] output, List<String> gold, boolean zeros) {
    return align(output, gold(gold), zeros);
  }

  /**
   * Gold words as numbers: a word's index of first occurrence ({@code g[1..n]}); an output word no
   * gold word equals gets -1, which equals no gold word.
   */
  public record Gold(List<String> words, int[] g, Map<String, Integer> ids) {}

  /** The gold words numbered, once for every output aligned to them. */
  public static Gold gold(List<String> words) {
    Map<String, Integer> ids = new HashMap<>();
    int[] g = new int[words.size() + 1];
    for (int j = 1; j <= words.size(); j++) {
      g[j] = ids.computeIfAbsent(words.get(j - 1), k -> ids.size());
    }
    return new Gold(words, g, Map.copyOf(ids));
  }

  /** {@link #align(String[], List, boolean)} against gold words already numbered. */
  public static Result align(String[] output, Gold numbered, boolean zeros) {
    List<String> gold = numbered.words();
    Map<String, Integer> ids = numbered.ids();
    int[] g = numbered.g();
    int m = output.length;
    int n = gold.size();
    int[] s = new int[m + 1];
    boolean[] free = new boolean[m + 1];
    int[] effective = new int[m + 1]; // e(i): tokens among the first i that are not free
    for (int i = 1; i <= m; i++) {
      String word = word(output[i - 1]);
      s[i] = ids.getOrDefault(word, -1);
      free[i] = !zeros && word.startsWith("##");
      effective[i] = effective[i - 1] + (free[i] ? 0 : 1);
    }
    int drift = effective[m] - n;
    int w = Math.abs(drift) + 32;
    // a path's cost bounds D: a band that wide holds the answer at the first fill, unless the
    // quick path strays far from the best one
    int quick = quickPathCost(s, g, free);
    if (quick > w && quick <= 16 * w) {
      w = quick;
    }
    while (true) {
      Band band = new Band(m, n, effective, drift, w);
      band.fill(s, g, free);
      int end = band.get(m, n);
      if (end <= w) {
        return walk(band, output, s, gold, g, free);
      }
      // the end and the quick path are costs of real paths, so a band that wide holds the answer;
      // past 8 w (far above D) the band only doubles
      int bound = Math.min(end, quick);
      w = bound <= 8 * w ? Math.max(bound, w + 1) : 2 * w;
    }
  }

  /**
   * The cost of a quick path through the table, no less than D: equal words step together, {@code
   * ##} tokens go for free, and at two different words the nearest equal pair within {@link
   * #LOOKAHEAD} words is reached by deletions or insertions, or else the words are replaced.
   */
  static int quickPathCost(int[] s, int[] g, boolean[] free) {
    int m = s.length - 1;
    int n = g.length - 1;
    int i = 1;
    int j = 1;
    int cost = 0;
    while (i <= m && j <= n) {
      if (free[i]) {
        i++;
      } else if (s[i] == g[j]) {
        i++;
        j++;
      } else {
        int insert = 0;
        int delete = 0;
        for (int d = 1; d <= LOOKAHEAD && insert + delete == 0; d++) {
          if (j + d <= n && s[i] == g[j + d]) {
            insert = d;
          } else if (i + d <= m && s[i + d] == g[j]) {
            delete = d; // a ## token among them counted as a deletion: still a bound
          }
        }
        if (insert + delete == 0) {
          i++;
          j++;
          cost++;
        }
        i += delete;
        j += insert;
        cost += insert + delete;
      }
    }
    for (; i <= m; i++) {
      cost += free[i] ? 0 : 1;
    }
    return cost + (n + 1 - j);
  }

  /** The word of a token: the text before its first {@code |}. */
  static String word(String token) {
    int bar = token.indexOf('|');
    return bar < 0 ? token : token.substring(0, bar);
  }

  /**
   * The gold words after the last exact match that the output has no words left for: a generation
   * cut off (all gold words for an output without a match). {@code free[1..m]}: the output's {@code
   * ##} tokens, which stand for no gold word; the match is output word {@code lastI} (1-based, 0:
   * none) on gold word {@code lastJ}.
   */
  static int trailingInserts(boolean[] free, int m, int n, int lastI, int lastJ) {
    int outputAfter = 0;
    for (int i = lastI + 1; i <= m; i++) {
      outputAfter += free[i] ? 0 : 1;
    }
    return Math.max(0, (n - lastJ) - outputAfter);
  }

  private static Result walk(
      Band dp, String[] output, int[] words, List<String> gold, int[] g, boolean[] free) {
    List<String> emitted = new ArrayList<>();
    List<Boolean> zero = new ArrayList<>();
    int insert = 0;
    int delete = 0;
    int replace = 0;
    int lastMatchI = 0; // the last output word equal to its gold word, and that gold word
    int lastMatchJ = 0;
    int i = words.length - 1;
    int j = g.length - 1;
    while (i > 0 && j > 0) {
      int here = dp.get(i, j);
      if (free[i]) {
        emitted.add(output[i - 1]);
        zero.add(true);
        i--;
      } else if (words[i] == g[j]) {
        emitted.add(output[i - 1]);
        zero.add(false);
        if (lastMatchJ == 0) {
          lastMatchI = i;
          lastMatchJ = j;
        }
        i--;
        j--;
      } else if (here == dp.get(i - 1, j - 1) + 1) {
        emitted.add(gold.get(j - 1));
        zero.add(false);
        replace++;
        i--;
        j--;
      } else if (here == dp.get(i - 1, j) + 1) {
        delete++;
        i--;
      } else {
        emitted.add(gold.get(j - 1));
        zero.add(false);
        insert++;
        j--;
      }
    }
    int droppedLeading = i;
    while (j > 0) {
      emitted.add(gold.get(j - 1));
      zero.add(false);
      insert++;
      j--;
    }
    int trailing = trailingInserts(free, words.length - 1, g.length - 1, lastMatchI, lastMatchJ);
    Collections.reverse(emitted);
    Collections.reverse(zero);
    return new Result(emitted, zero, insert, delete, replace, droppedLeading, trailing);
  }

  /**
   * The table's cells (i, j) whose paths from the start and to the end cost at least |x| and |x +
   * drift| with x = j - e(i) (each step off the diagonal costs 1), restricted to |x| + |x + drift|
   * <= w; any other cell reads as far away.
   */
  private static final class Band {
    private final int[] cells;
    private final int[] start; // row i's cells begin at cells[start[i]]
    private final int[] low; // and hold columns low[i] .. low[i] + width(i) - 1

    Band(int m, int n, int[] effective, int drift, int w) {
      start = new int[m + 2];
      low = new int[m + 1];
      int xLow = Math.floorDiv(-w - drift + 1, 2);
      int xHigh = Math.floorDiv(w - drift, 2);
      for (int i = 0; i <= m; i++) {
        int lo = Math.max(0, effective[i] + xLow);
        int hi = Math.min(n, effective[i] + xHigh);
        low[i] = lo;
        start[i + 1] = start[i] + Math.max(0, hi - lo + 1);
      }
      cells = new int[start[m + 1]];
    }

    int get(int i, int j) {
      int k = j - low[i];
      return k >= 0 && k < start[i + 1] - start[i] ? cells[start[i] + k] : FAR;
    }

    // docs/explanation/llm-outputs.md 4.3, cell by cell
    void fill(int[] s, int[] g, boolean[] free) {
      for (int k = 0; k < start[1]; k++) {
        cells[k] = low[0] + k;
      }
      for (int i = 1; i < low.length; i++) {
        int at = start[i];
        int width = start[i + 1] - at;
        int up = start[i - 1];
        int upWidth = at - up;
        int shift = low[i] - low[i - 1]; // 0 or 1: column low[i] + k is cell k + shift above
        int k = 0;
        if (width > 0 && low[i] == 0) {
          cells[at] = i; // column 0
          k = 1;
        }
        if (free[i]) {
          for (; k < width; k++) {
            int ku = k + shift;
            cells[at + k] = ku < upWidth ? cells[up + ku] : FAR;
          }
          continue;
        }
        int word = s[i];
        int j0 = low[i];
        for (; k < width; k++) {
          int ku = k + shift;
          int diagonal = ku >= 1 && ku <= upWidth ? cells[up + ku - 1] : FAR;
          int v;
          if (word == g[j0 + k]) {
            v = diagonal;
          } else {
            int above = ku < upWidth ? cells[up + ku] : FAR;
            int left = k > 0 ? cells[at + k - 1] : FAR;
            v = 1 + Math.min(above, Math.min(left, diagonal));
          }
          cells[at + k] = Math.min(v, FAR);
        }
      }
    }
  }
}
