package org.corefstats.significance;

import java.util.Arrays;
import java.util.Comparator;

/** Family-wise error control for a family of p-values. */
public final class MultipleComparisons {
  private MultipleComparisons() {}

  /**
   * Holm-Bonferroni (Holm 1979) adjusted p-values: with p sorted ascending, the i-th (from 0)
   * becomes max over j <= i of min(1, (m - j) p_(j)). Rejecting adjusted p < alpha controls the
   * family-wise error rate at alpha under any dependence between the tests.
   */
  public static double[] holm(double[] p) {
    int m = p.length;
    Integer[] order = new Integer[m];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
    double[] adjusted = new double[m];
    double running = 0;
    for (int j = 0; j < m; j++) {
      running = Math.max(running, Math.min(1, (m - j) * p[order[j]]));
      adjusted[order[j]] = running;
    }
    return adjusted;
  }
}
