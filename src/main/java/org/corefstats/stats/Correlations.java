package org.corefstats.stats;

import java.util.Objects;
import java.util.function.IntBinaryOperator;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Pearson, Spearman and Kendall correlation between two series, with two-sided p-values (and a 95%
 * interval for Pearson), as used to compare evaluation metrics over systems (Luo et al. 2014, Table
 * 3).
 *
 * <p>Input rules, the same for every method: series of different lengths are a programming error
 * ({@link IllegalArgumentException}); pairs where either value is NaN are dropped first and {@code
 * n} counts the rest; fewer than 3 pairs, an infinite value or a constant series give an
 * {@linkplain CorrelationResult#undefined undefined} result with a reason, never an exception.
 */
public final class Correlations {
  /** Φ⁻¹(0.975), the normal quantile of a two-sided 95% interval. */
  static final double Z_975 = 1.959963984540054;

  /** Kendall's p-value is exact (no ties) up to this many pairs, else the normal approximation. */
  static final int KENDALL_EXACT_MAX_N = 50;

  private Correlations() {}

  /** The correlation of {@code method}. */
  public static CorrelationResult compute(CorrelationMethod method, double[] x, double[] y) {
    return switch (Objects.requireNonNull(method, "method")) {
      case PEARSON -> pearson(x, y);
      case SPEARMAN -> spearman(x, y);
      case KENDALL -> kendall(x, y);
    };
  }

  /** Pearson's r, its t-test p-value and its 95% Fisher z interval (n ≥ 4). */
  public static CorrelationResult pearson(double[] x, double[] y) {
    Pairs pairs = Pairs.clean(CorrelationMethod.PEARSON, x, y);
    if (pairs.problem() != null) {
      return pairs.problem();
    }
    int n = pairs.n();
    double r = pearsonR(pairs.x(), pairs.y());
    if (Double.isNaN(r)) {
      return CorrelationResult.undefined(
          CorrelationMethod.PEARSON, n, "r could not be computed (rounding)");
    }
    double low = Double.NaN;
    double high = Double.NaN;
    if (Math.abs(r) == 1) {
      low = r;
      high = r;
    } else if (n >= 4) {
      // Fisher (1915, 1921): z = atanh(r) is approximately normal with standard error 1/sqrt(n−3);
      // the interval tanh(z ± Φ⁻¹(0.975)·se) (e.g.
      // scipy.stats.pearsonr(...).confidence_interval()).
      // atanh(r) = ½·(ln(1+r) − ln(1−r)), with log1p for accuracy near 0.
      double z = 0.5 * (Math.log1p(r) - Math.log1p(-r));
      double halfWidth = Z_975 / Math.sqrt(n - 3.0);
      low = Math.tanh(z - halfWidth);
      high = Math.tanh(z + halfWidth);
    }
    return new CorrelationResult(CorrelationMethod.PEARSON, n, r, tTestP(r, n), low, high, null);
  }

  /**
   * Spearman's rho (Pearson's r of the average ranks) and its t-approximation p-value; no interval.
   */
  public static CorrelationResult spearman(double[] x, double[] y) {
    Pairs pairs = Pairs.clean(CorrelationMethod.SPEARMAN, x, y);
    if (pairs.problem() != null) {
      return pairs.problem();
    }
    int n = pairs.n();
    // Spearman (1904): rho is Pearson's r of the ranks; tied values share the mean of the ranks
    // they span, so the
    // shortcut 1 − 6Σd²/(n(n²−1)) (valid without ties only) is not used.
    double rho = pearsonR(averageRanks(pairs.x()), averageRanks(pairs.y()));
    if (Double.isNaN(rho)) {
      return CorrelationResult.undefined(
          CorrelationMethod.SPEARMAN, n, "rho could not be computed (rounding)");
    }
    // p-value: the same t statistic with n−2 degrees of freedom, as scipy.stats.spearmanr does
    // (Kendall & Stuart, The Advanced Theory of Statistics, vol. 2, §31.19).
    return new CorrelationResult(
        CorrelationMethod.SPEARMAN, n, rho, tTestP(rho, n), Double.NaN, Double.NaN, null);
  }

  /**
   * Kendall's tau-b in O(n log n), with an exact p-value (no ties and n ≤ {@value
   * #KENDALL_EXACT_MAX_N}) or else the normal approximation with the tie-corrected variance.
   */
  public static CorrelationResult kendall(double[] x, double[] y) {
    Pairs pairs = Pairs.clean(CorrelationMethod.KENDALL, x, y);
    if (pairs.problem() != null) {
      return pairs.problem();
    }
    int n = pairs.n();
    KendallCounts c = KendallCounts.of(pairs.x(), pairs.y());
    // Kendall (1945), tau-b = (nc − nd) / sqrt((n0 − n1)(n0 − n2)); n0 − n1 > 0 and n0 − n2 > 0
    // since neither series
    // is constant. The product is formed in doubles, as it may exceed a long (one rounding; and
    // |tau| = 1 stays exact).
    double tau =
        clamp(c.s() / Math.sqrt((double) (c.n0() - c.x().pairs()) * (c.n0() - c.y().pairs())));
    double p;
    if (c.x().pairs() == 0 && c.y().pairs() == 0 && n <= KENDALL_EXACT_MAX_N) {
      p = kendallExactP(n, c.discordant());
    } else {
      p = kendallAsymptoticP(n, c.s(), c.x(), c.y());
    }
    return new CorrelationResult(
        CorrelationMethod.KENDALL, n, tau, p, Double.NaN, Double.NaN, null);
  }

  /**
   * The 1-based ranks of {@code values}, tied values sharing the mean of the ranks they span (1,
   * 2.5, 2.5, 4 ...). NaN values get a NaN rank and the others are ranked among themselves; −0.0
   * and 0.0 are tied.
   */
  public static double[] averageRanks(double[] values) {
    double[] ranks = new double[values.length];
    int[] kept = new int[values.length];
    int m = 0;
    for (int i = 0; i < values.length; i++) {
      if (Double.isNaN(values[i])) {
        ranks[i] = Double.NaN;
      } else {
        kept[m++] = i;
      }
    }
    int[] order = order(m, (a, b) -> compare(values[kept[a]], values[kept[b]]));
    // A run of t equal values at sorted positions start..end−1 (0-based) spans ranks start+1 ..
    // end, whose mean is
    // (start + 1 + end) / 2 ("fractional ranking", Kendall 1970, Rank Correlation Methods, §3.2).
    for (int start = 0; start < m; ) {
      int end = start + 1;
      while (end < m && values[kept[order[end]]] == values[kept[order[start]]]) {
        end++;
      }
      double rank = (start + 1 + (double) end) / 2;
      for (int k = start; k < end; k++) {
        ranks[kept[order[k]]] = rank;
      }
      start = end;
    }
    return ranks;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Pearson's r and its t-test

  /**
   * Pearson's r = Σ(x−x̄)(y−ȳ) / sqrt(Σ(x−x̄)²·Σ(y−ȳ)²) (Pearson 1896), computed in two passes,
   * means then centred sums: the one-pass form Σxy − n·x̄ȳ cancels catastrophically when the means
   * are large next to the spread (Chan, Golub &amp; LeVeque 1983, "Algorithms for computing the
   * sample variance: analysis and recommendations"). Each series is first scaled by a power of two
   * (exact, and r is scale invariant) so that no square overflows or underflows. Neither series may
   * be constant.
   */
  static double pearsonR(double[] x, double[] y) {
    double sx = powerOfTwoScale(x);
    double sy = powerOfTwoScale(y);
    double mx = mean(x, sx);
    double my = mean(y, sy);
    double sxx = 0;
    double syy = 0;
    double sxy = 0;
    for (int i = 0; i < x.length; i++) {
      double dx = x[i] * sx - mx;
      double dy = y[i] * sy - my;
      sxx += dx * dx;
      syy += dy * dy;
      sxy += dx * dy;
    }
    return clamp(sxy / Math.sqrt(sxx * syy));
  }

  /**
   * Two-sided p-value of H0: no correlation, by Student's t: t = r·sqrt((n−2)/(1−r²)) has n−2
   * degrees of freedom (Fisher 1915; e.g. Sheskin, Handbook of Parametric and Nonparametric
   * Statistical Procedures, Test 28a); p = 2·P(T ≥ |t|), and 0 when |r| = 1. 1 − r² is computed as
   * (1 − |r|)(1 + |r|) to keep its digits near |r| = 1.
   */
  static double tTestP(double r, int n) {
    double absR = Math.abs(r);
    if (absR == 1) {
      return 0;
    }
    double t = absR * Math.sqrt((n - 2.0) / ((1 - absR) * (1 + absR)));
    return Math.min(1, 2 * TDistribution.of(n - 2.0).survivalProbability(t));
  }

  /**
   * 2^−e with e the exponent of the largest |value| (1 when all are 0), so the scaled values are
   * below 2.
   */
  private static double powerOfTwoScale(double[] values) {
    double max = 0;
    for (double v : values) {
      max = Math.max(max, Math.abs(v));
    }
    return max == 0 ? 1 : Math.scalb(1.0, -Math.getExponent(max));
  }

  /**
   * The mean of the scaled values, with the correction term of the corrected two-pass algorithm
   * (Chan, Golub &amp; LeVeque 1983): x̄ + Σ(x − x̄)/n, which removes most of the rounding error of
   * the first sum.
   */
  private static double mean(double[] values, double scale) {
    double sum = 0;
    for (double v : values) {
      sum += v * scale;
    }
    double mean = sum / values.length;
    double correction = 0;
    for (double v : values) {
      correction += v * scale - mean;
    }
    return mean + correction / values.length;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Kendall's tau-b

  /**
   * Counts of tied values of one series: pairs tied, and the sums over tie groups of size t the
   * variance needs.
   */
  record Ties(long pairs, double sumT1, double sumT2, double sumT25) {
    /**
     * Σt(t−1)/2, Σt(t−1), Σt(t−1)(t−2), Σt(t−1)(2t+5) over the runs of equal values of a sorted
     * array.
     */
    static Ties ofSorted(double[] sorted) {
      long pairs = 0;
      double sumT1 = 0;
      double sumT2 = 0;
      double sumT25 = 0;
      for (int start = 0; start < sorted.length; ) {
        int end = start + 1;
        while (end < sorted.length && sorted[end] == sorted[start]) {
          end++;
        }
        long t = end - start;
        double td = t;
        pairs += t * (t - 1) / 2;
        sumT1 += td * (td - 1);
        sumT2 += td * (td - 1) * (td - 2);
        sumT25 += td * (td - 1) * (2 * td + 5);
        start = end;
      }
      return new Ties(pairs, sumT1, sumT2, sumT25);
    }
  }

  /**
   * The pair counts of Kendall's tau by Knight's O(n log n) algorithm (Knight 1966, "A computer
   * method for calculating Kendall's tau with ungrouped data", JASA 61): sort the pairs by x then
   * y; count the pairs tied in x (n1) and tied in both (n3) along that order; merge-sort the y
   * values, counting swaps: each swap is one discordant pair (nd), pairs tied in x or y never being
   * swapped; count the pairs tied in y (n2) along the sorted y. Then nc − nd = n0 − n1 − n2 + n3 −
   * 2·nd with n0 = n(n−1)/2.
   */
  record KendallCounts(long n0, long s, long discordant, Ties x, Ties y) {
    static KendallCounts of(double[] x, double[] y) {
      int n = x.length;
      int[] order =
          order(
              n,
              (i, j) -> {
                int c = compare(x[i], x[j]);
                return c != 0 ? c : compare(y[i], y[j]);
              });
      double[] xs = new double[n];
      double[] ys = new double[n];
      for (int k = 0; k < n; k++) {
        xs[k] = x[order[k]];
        ys[k] = y[order[k]];
      }
      Ties tiesX = Ties.ofSorted(xs);
      long tiedBoth = 0;
      for (int start = 0; start < n; ) {
        int end = start + 1;
        while (end < n && xs[end] == xs[start] && ys[end] == ys[start]) {
          end++;
        }
        long t = end - start;
        tiedBoth += t * (t - 1) / 2;
        start = end;
      }
      long discordant = sortCountingSwaps(ys);
      Ties tiesY = Ties.ofSorted(ys);
      long n0 = (long) n * (n - 1) / 2;
      long s = n0 - tiesX.pairs() - tiesY.pairs() + tiedBoth - 2 * discordant;
      return new KendallCounts(n0, s, discordant, tiesX, tiesY);
    }
  }

  /**
   * Exact two-sided p-value without ties. Under H0 every ranking of y is equally likely, so the
   * number of discordant pairs K is the number of inversions of a uniformly random permutation of
   * n. Inserting the m-th item into a permutation of m−1 adds 0..m−1 inversions, each with
   * probability 1/m, giving the recurrence on probabilities P_m(k) = (1/m)·Σ_{j=0}^{min(k, m−1)}
   * P_{m−1}(k−j), P_1(0) = 1 (Kendall 1970, ch. 5; Knuth, TAOCP vol. 3, §5.1.1), which stays within
   * doubles where counts (up to n!) would not. K is symmetric about n0/2, so p = min(1, 2·min(P(K ≤
   * d), P(K ≥ d))) = min(1, 2·P(K ≤ min(d, n0 − d))), as scipy.stats.kendalltau(method='exact').
   * Only P(k) for k ≤ c is needed, as the recurrence never looks at larger k.
   */
  static double kendallExactP(int n, long discordant) {
    long n0 = (long) n * (n - 1) / 2;
    int c = (int) Math.min(discordant, n0 - discordant);
    double[] prob = new double[c + 1];
    double[] next = new double[c + 1];
    prob[0] = 1;
    for (int m = 2; m <= n; m++) {
      for (int k = 0; k <= c; k++) {
        double sum = 0;
        for (int j = 0; j <= Math.min(k, m - 1); j++) {
          sum += prob[k - j];
        }
        next[k] = sum / m;
      }
      double[] swap = prob;
      prob = next;
      next = swap;
    }
    double tail = 0;
    for (int k = 0; k <= c; k++) {
      tail += prob[k];
    }
    return Math.min(1, 2 * tail);
  }

  /**
   * Two-sided p-value by the normal approximation of S = nc − nd with its variance under H0
   * corrected for ties (Kendall 1970, Rank Correlation Methods, ch. 4;
   * scipy.stats.kendalltau(method='asymptotic')): var = (v0 − vt − vu)/18 + v1/(2n(n−1)) +
   * v2/(9n(n−1)(n−2)), with v0 = n(n−1)(2n+5), vt = Σt(t−1)(2t+5) over the tie groups of x, vu
   * likewise for y, v1 = Σt(t−1)·Σu(u−1), v2 = Σt(t−1)(t−2)·Σu(u−1)(u−2); z = S/sqrt(var), p =
   * 2·P(Z ≥ |z|). Computed in doubles: v0 exceeds a long from about n = 2·10⁶.
   */
  static double kendallAsymptoticP(int n, long s, Ties x, Ties y) {
    double nd = n;
    double v0 = nd * (nd - 1) * (2 * nd + 5);
    double v1 = x.sumT1() * y.sumT1();
    double v2 = x.sumT2() * y.sumT2();
    double var =
        (v0 - x.sumT25() - y.sumT25()) / 18
            + v1 / (2 * nd * (nd - 1))
            + v2 / (9 * nd * (nd - 1) * (nd - 2));
    if (!(var > 0)) {
      return Double.NaN; // not reached when neither series is constant
    }
    double z = Math.abs(s) / Math.sqrt(var);
    return Math.min(1, 2 * NormalDistribution.of(0, 1).survivalProbability(z));
  }

  /**
   * Sorts {@code values} ascending by a bottom-up merge sort and returns the number of swaps
   * (inversions).
   */
  static long sortCountingSwaps(double[] values) {
    int n = values.length;
    double[] src = values;
    double[] dst = new double[n];
    long swaps = 0;
    for (long width = 1; width < n; width *= 2) {
      for (long lo = 0; lo < n; lo += 2 * width) {
        int mid = (int) Math.min(lo + width, n);
        int hi = (int) Math.min(lo + 2 * width, n);
        int i = (int) lo;
        int j = mid;
        int k = (int) lo;
        while (i < mid && j < hi) {
          if (src[j] < src[i]) {
            swaps += mid - i; // src[j] jumps over every remaining left element: one inversion each
            dst[k++] = src[j++];
          } else {
            dst[k++] = src[i++]; // equal values keep their order: ties are not inversions
          }
        }
        System.arraycopy(src, i, dst, k, mid - i);
        System.arraycopy(src, j, dst, k + mid - i, hi - j);
      }
      double[] swap = src;
      src = dst;
      dst = swap;
    }
    if (src != values) {
      System.arraycopy(src, 0, values, 0, n);
    }
    return swaps;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Shared helpers

  /**
   * The indices 0..n−1 in the order of {@code cmp}, by a stable bottom-up merge sort (no boxing).
   */
  static int[] order(int n, IntBinaryOperator cmp) {
    int[] src = new int[n];
    for (int i = 0; i < n; i++) {
      src[i] = i;
    }
    int[] dst = new int[n];
    for (long width = 1; width < n; width *= 2) {
      for (long lo = 0; lo < n; lo += 2 * width) {
        int mid = (int) Math.min(lo + width, n);
        int hi = (int) Math.min(lo + 2 * width, n);
        int i = (int) lo;
        int j = mid;
        int k = (int) lo;
        while (i < mid && j < hi) {
          dst[k++] = cmp.applyAsInt(src[j], src[i]) < 0 ? src[j++] : src[i++];
        }
        System.arraycopy(src, i, dst, k, mid - i);
        System.arraycopy(src, j, dst, k + mid - i, hi - j);
      }
      int[] swap = src;
      src = dst;
      dst = swap;
    }
    return src;
  }

  /**
   * Numeric order of two non-NaN values, −0.0 and 0.0 being equal (unlike {@link Double#compare}).
   */
  private static int compare(double a, double b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** r clamped to [−1, 1] against rounding (NaN stays NaN). */
  private static double clamp(double r) {
    return r > 1 ? 1 : r < -1 ? -1 : r;
  }

  /** The usable pairs of two series, or the undefined result explaining why there are none. */
  private record Pairs(double[] x, double[] y, CorrelationResult problem) {
    int n() {
      return x.length;
    }

    static Pairs clean(CorrelationMethod method, double[] x, double[] y) {
      Objects.requireNonNull(x, "x");
      Objects.requireNonNull(y, "y");
      if (x.length != y.length) {
        throw new IllegalArgumentException(
            "The two series differ in length: x has " + x.length + " values, y has " + y.length);
      }
      int n = 0;
      for (int i = 0; i < x.length; i++) {
        if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
          n++;
        }
      }
      double[] cx = new double[n];
      double[] cy = new double[n];
      String infinite = null;
      int k = 0;
      for (int i = 0; i < x.length; i++) {
        if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
          cx[k] = x[i];
          cy[k] = y[i];
          k++;
          if (infinite == null && (Double.isInfinite(x[i]) || Double.isInfinite(y[i]))) {
            infinite =
                Double.isInfinite(x[i])
                    ? "x has an infinite value (" + x[i] + " at index " + i + ")"
                    : "y has an infinite value (" + y[i] + " at index " + i + ")";
          }
        }
      }
      String reason = null;
      if (n < 3) {
        int dropped = x.length - n;
        reason =
            "only "
                + n
                + (n == 1 ? " pair" : " pairs")
                + " (3 or more needed"
                + (dropped > 0
                    ? "; " + dropped + (dropped == 1 ? " pair" : " pairs") + " with a NaN dropped)"
                    : ")");
      } else if (infinite != null) {
        reason = infinite;
      } else if (isConstant(cx)) {
        reason = "x is constant (every value is " + format(cx[0]) + ")";
      } else if (isConstant(cy)) {
        reason = "y is constant (every value is " + format(cy[0]) + ")";
      }
      return new Pairs(
          cx, cy, reason == null ? null : CorrelationResult.undefined(method, n, reason));
    }

    private static boolean isConstant(double[] values) {
      for (double v : values) {
        if (v != values[0]) {
          return false;
        }
      }
      return true;
    }

    private static String format(double v) {
      return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
  }
}
