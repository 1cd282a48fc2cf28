package org.corefstats.significance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code significance} finds: an interval for every system and statistic, a p-value for every
 * tested pair and F1 statistic, and a ranking per F1 statistic.
 */
public record SignificanceResult(
    List<String> systems,
    List<Statistic> statistics,
    long documents,
    double level,
    double alpha,
    long seed,
    int bootstrap,
    boolean bca,
    List<IntervalRow> intervals,
    long permutations,
    boolean exactPermutations,
    boolean holm,
    boolean baselineOnly,
    List<PairRow> pairs,
    Map<Statistic, List<Ranking.Entry>> rankings,
    Map<String, Long> timingsMillis) {

  /**
   * @param method percentile or BCa (or why BCa fell back)
   */
  public record IntervalRow(
      String system,
      Statistic statistic,
      double estimate,
      double lower,
      double upper,
      String method) {}

  /**
   * @param difference scoreA - scoreB; {@code adjusted}: Holm's (or p itself without correction)
   */
  public record PairRow(
      Statistic statistic,
      String systemA,
      String systemB,
      double scoreA,
      double scoreB,
      double difference,
      double p,
      double adjusted,
      boolean significant) {}

  /** Gathers the parts as the job computes them. */
  public static final class Builder {
    private final List<String> systems;
    private final List<Statistic> statistics;
    private final long documents;
    private final double[] estimates;
    private final double level;
    private final double alpha;
    private final long seed;
    private int bootstrap;
    private List<IntervalRow> intervals = List.of();
    private long permutations;
    private boolean exact;
    private boolean holm;
    private boolean baselineOnly;
    private List<PairRow> pairs = List.of();
    private final Map<Statistic, List<Ranking.Entry>> rankings = new LinkedHashMap<>();
    private Map<String, Long> timings = Map.of();

    /**
     * @param estimates each system's statistics on the whole corpus: {@code [s * T + t]}
     */
    public Builder(
        List<String> systems,
        List<Statistic> statistics,
        long documents,
        double[] estimates,
        double level,
        double alpha,
        long seed) {
      this.systems = List.copyOf(systems);
      this.statistics = List.copyOf(statistics);
      this.documents = documents;
      this.estimates = estimates.clone();
      this.level = level;
      this.alpha = alpha;
      this.seed = seed;
    }

    /**
     * @param replicates {@code [(r * S + s) * T + t]}
     * @param acceleration BCa's per {@code [s * T + t]}, or null for percentile intervals
     */
    public Builder bootstrap(int count, double[] replicates, double[] acceleration) {
      bootstrap = count;
      int t = statistics.size();
      int s = systems.size();
      List<IntervalRow> rows = new ArrayList<>();
      double[] values = new double[count];
      for (int i = 0; i < s; i++) {
        for (int k = 0; k < t; k++) {
          for (int r = 0; r < count; r++) {
            values[r] = replicates[(r * s + i) * t + k];
          }
          double[] sorted = values.clone();
          Arrays.sort(sorted);
          double estimate = estimates[i * t + k];
          Intervals.Interval interval =
              acceleration == null
                  ? Intervals.percentile(sorted, level)
                  : Intervals.bca(sorted, estimate, level, acceleration[i * t + k]);
          rows.add(
              new IntervalRow(
                  systems.get(i),
                  statistics.get(k),
                  estimate,
                  interval.lower(),
                  interval.upper(),
                  interval.method()));
        }
      }
      intervals = List.copyOf(rows);
      return this;
    }

    /**
     * @param pairIndices (a, b) system indices per pair
     * @param observed {@code [p * T' + t]} over {@code tests}
     * @param exceedances permuted differences at least as large, same layout
     */
    public Builder randomization(
        List<Statistic> tests,
        int[][] pairIndices,
        double[] observed,
        long[] exceedances,
        long count,
        boolean exactTest,
        boolean holmCorrection,
        boolean againstBaseline) {
      permutations = count;
      exact = exactTest;
      holm = holmCorrection;
      int tt = tests.size();
      int np = pairIndices.length;
      baselineOnly = againstBaseline;
      List<PairRow> rows = new ArrayList<>();
      for (int k = 0; k < tt; k++) {
        Statistic st = tests.get(k);
        int column = statistics.indexOf(st);
        double[] p = new double[np];
        for (int i = 0; i < np; i++) {
          long c = exceedances[i * tt + k];
          // exact: the share of all 2^n assignments; sampled: (c + 1) / (P + 1), the observed one
          // counted
          p[i] = exactTest ? (double) c / count : (c + 1.0) / (count + 1.0);
        }
        double[] adjusted = holmCorrection ? MultipleComparisons.holm(p) : p;
        boolean[][] significant = new boolean[systems.size()][systems.size()];
        for (int i = 0; i < np; i++) {
          int a = pairIndices[i][0];
          int b = pairIndices[i][1];
          boolean sig = adjusted[i] < alpha;
          significant[a][b] = sig;
          significant[b][a] = sig;
          double sa = estimates[a * statistics.size() + column];
          double sb = estimates[b * statistics.size() + column];
          rows.add(
              new PairRow(
                  st,
                  systems.get(a),
                  systems.get(b),
                  sa,
                  sb,
                  observed[i * tt + k],
                  p[i],
                  adjusted[i],
                  sig));
        }
        if (!baselineOnly) {
          double[] scores = new double[systems.size()];
          for (int i = 0; i < scores.length; i++) {
            scores[i] = estimates[i * statistics.size() + column];
          }
          rankings.put(st, Ranking.rank(scores, significant));
        }
      }
      pairs = List.copyOf(rows);
      return this;
    }

    public Builder timings(Map<String, Long> t) {
      timings = Collections.unmodifiableMap(new LinkedHashMap<>(t));
      return this;
    }

    public SignificanceResult build(boolean bca) {
      return new SignificanceResult(
          systems,
          statistics,
          documents,
          level,
          alpha,
          seed,
          bootstrap,
          bca,
          intervals,
          permutations,
          exact,
          holm,
          baselineOnly,
          pairs,
          Collections.unmodifiableMap(new LinkedHashMap<>(rankings)),
          timings);
    }
  }
}
