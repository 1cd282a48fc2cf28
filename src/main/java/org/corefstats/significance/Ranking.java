package org.corefstats.significance;

import java.util.ArrayList;
import java.util.List;

/**
 * Systems ranked by one statistic, with what the tests allow to be said about the order: each
 * system's rank range (1 + how many are significantly better, to the number of systems minus how
 * many are significantly worse) and groups, the maximal runs of consecutive systems (by score)
 * among which no difference is significant, lettered a, b, ... as under-lines in a table of means:
 * two systems that share a letter are not distinguished by the tests.
 */
public final class Ranking {
  private Ranking() {}

  /** One ranked system. */
  public record Entry(int system, double score, int bestRank, int worstRank, String groups) {}

  /**
   * @param scores each system's score (higher is better)
   * @param significant significant[i][j]: the difference between systems i and j is significant
   *     (symmetric)
   */
  public static List<Entry> rank(double[] scores, boolean[][] significant) {
    int n = scores.length;
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(
        (a, b) ->
            scores[a] != scores[b] ? Double.compare(scores[b], scores[a]) : Integer.compare(a, b));
    StringBuilder[] letters = new StringBuilder[n];
    for (int i = 0; i < n; i++) {
      letters[i] = new StringBuilder();
    }
    int lastEnd = -1;
    int group = 0;
    for (int start = 0; start < n; start++) {
      int end = start;
      while (end + 1 < n && noneSignificant(order, significant, start, end + 1)) {
        end++;
      }
      if (end > lastEnd) { // not inside the previous run
        for (int k = start; k <= end; k++) {
          letters[order.get(k)].append(letter(group));
        }
        group++;
        lastEnd = end;
      }
    }
    List<Entry> entries = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      int i = order.get(k);
      int better = 0;
      int worse = 0;
      for (int j = 0; j < n; j++) {
        if (j != i && significant[i][j]) {
          if (scores[j] > scores[i]) {
            better++;
          } else if (scores[j] < scores[i]) {
            worse++;
          }
        }
      }
      entries.add(new Entry(i, scores[i], better + 1, n - worse, letters[i].toString()));
    }
    return entries;
  }

  /** Whether no pair among ranked positions start..end (end the new one) differs significantly. */
  private static boolean noneSignificant(
      List<Integer> order, boolean[][] significant, int start, int end) {
    int j = order.get(end);
    for (int k = start; k < end; k++) {
      if (significant[order.get(k)][j]) {
        return false;
      }
    }
    return true;
  }

  /** a .. z, then aa, ab, ... */
  static String letter(int group) {
    String s = "";
    int g = group;
    do {
      s = (char) ('a' + g % 26) + s;
      g = g / 26 - 1;
    } while (g >= 0);
    return s;
  }
}
