package org.corefstats.significance;

import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * Bootstrap confidence intervals from the sorted replicate values of one statistic (Efron and
 * Tibshirani 1993): percentile (ch. 13) and BCa (ch. 14). Quantiles are the inverse of the
 * empirical distribution: the q-quantile is the smallest value with at least a fraction q of the
 * replicates at or below it, so an exact enumeration (all resamples, each once) gives the exact
 * bootstrap interval.
 */
public final class Intervals {
  private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

  private Intervals() {}

  /** An interval and how it was found. */
  public record Interval(double lower, double upper, String method) {}

  /** The q-quantile (0 < q < 1) of sorted values, as above. */
  static double quantile(double[] sorted, double q) {
    int k =
        (int)
            Math.ceil(
                q * sorted.length - 1e-9 * sorted.length); // guards q * B landing a hair above k
    return sorted[Math.min(sorted.length - 1, Math.max(0, k - 1))];
  }

  public static Interval percentile(double[] sorted, double level) {
    double alpha = (1 - level) / 2;
    return new Interval(quantile(sorted, alpha), quantile(sorted, 1 - alpha), "percentile");
  }

  /**
   * BCa with bias correction z0 from the share of replicates below the estimate (ties count half)
   * and acceleration {@code a} from the jackknife (eq. 14.15). When every replicate lies on one
   * side of the estimate, z0 is infinite and the percentile interval is given instead.
   */
  public static Interval bca(double[] sorted, double estimate, double level, double acceleration) {
    int below = 0;
    int ties = 0;
    for (double v : sorted) {
      if (v < estimate) {
        below++;
      } else if (v == estimate) {
        ties++;
      }
    }
    double share = (below + ties / 2.0) / sorted.length;
    if (share <= 0 || share >= 1 || !Double.isFinite(acceleration)) {
      return new Interval(
          percentile(sorted, level).lower(),
          percentile(sorted, level).upper(),
          "percentile (BCa undefined: every replicate on one side of the estimate)");
    }
    double z0 = NORMAL.inverseCumulativeProbability(share);
    double alpha = (1 - level) / 2;
    double lower = adjusted(z0, acceleration, NORMAL.inverseCumulativeProbability(alpha));
    double upper = adjusted(z0, acceleration, NORMAL.inverseCumulativeProbability(1 - alpha));
    return new Interval(quantile(sorted, lower), quantile(sorted, upper), "BCa");
  }

  /** Eq. 14.10: Phi(z0 + (z0 + z) / (1 - a (z0 + z))). */
  private static double adjusted(double z0, double a, double z) {
    double q = NORMAL.cumulativeProbability(z0 + (z0 + z) / (1 - a * (z0 + z)));
    return Math.min(1 - 1e-12, Math.max(1e-12, q));
  }

  /**
   * The jackknife acceleration (eq. 14.15) from the sums of u, u^2 and u^3 over n documents, u the
   * leave-one-out statistic minus the full one: a = sum (ubar - u_i)^3 / (6 (sum (ubar -
   * u_i)^2)^1.5); 0 when the leave-one-out values do not vary.
   */
  public static double acceleration(long n, double s1, double s2, double s3) {
    double mean = s1 / n;
    double m2 = s2 - n * mean * mean; // sum (u_i - ubar)^2
    double m3 = s3 - 3 * mean * s2 + 2 * n * mean * mean * mean; // sum (u_i - ubar)^3
    if (!(m2 > 0)) {
      return 0;
    }
    return -m3 / (6 * Math.pow(m2, 1.5));
  }

  /**
   * The acceleration of each statistic from compensated jackknife sums ({@link
   * Replicates#jackknifeSums}: six numbers per statistic, each of u, u^2 and u^3 as two halves).
   */
  public static double[] accelerations(long n, double[] sums) {
    double[] a = new double[sums.length / 6];
    for (int i = 0; i < a.length; i++) {
      a[i] =
          acceleration(
              n,
              sums[i * 6] + sums[i * 6 + 1],
              sums[i * 6 + 2] + sums[i * 6 + 3],
              sums[i * 6 + 4] + sums[i * 6 + 5]);
    }
    return a;
  }
}
