package org.corefstats.significance;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ScoreTable;

/**
 * What is compared: the systems (by name), the metrics whose counts the input has, the statistics
 * reported, and which count rows every (system, document) must have (bit k: row k of {@link
 * ScoreTable#COUNT_ROWS}).
 */
public record SignificanceDesign(
    List<String> systems, Set<Metric> metrics, List<Statistic> statistics, int expectedRows)
    implements Serializable {
  /** The values of one document: every system's counts side by side. */
  public int width() {
    return systems.size() * Counts.WIDTH;
  }

  /**
   * The design, checked against the request: a baseline among the systems, metrics the input has.
   *
   * @param systems the input's systems, by name
   * @param presentRows the count rows the input has (muc, bcub, ...)
   */
  public static SignificanceDesign of(
      List<String> systems, List<String> presentRows, ResamplingOptions options) {
    if (systems.isEmpty()) {
      throw new RefusedInputException(
          "no per-document counts (rows with a system, a document and a metric such"
              + " as muc) in the input");
    }
    if (options.baseline() != null && !systems.contains(options.baseline())) {
      throw new InvalidRequestException(
          "the baseline system "
              + options.baseline()
              + " is not among the systems of"
              + " the input ("
              + String.join(", ", systems)
              + ")");
    }
    Set<Metric> metrics = ScoreTable.metricsOf(presentRows);
    if (metrics.isEmpty()) {
      throw new RefusedInputException(
          "the input has no count rows (" + ScoreTable.countRowsText() + ")");
    }
    Set<Metric> available = Metric.withDerived(metrics);
    Set<Metric> chosen = EnumSet.noneOf(Metric.class);
    chosen.addAll(available);
    if (options.metrics() != null) {
      chosen.clear();
      for (Metric m : options.metrics()) {
        if (!available.contains(m)) {
          throw new InvalidRequestException(
              m.hasCounts()
                  ? "the input has no counts of "
                      + m.code()
                      + " (it has: "
                      + String.join(", ", metrics.stream().map(Metric::code).toList())
                      + ")"
                  : m.code()
                      + " needs "
                      + Metric.spelled(m.inputs())
                      + " counts, which the input lacks");
        }
        chosen.add(m);
        chosen.addAll(m.inputs()); // computed from, even when not reported
      }
    }
    int expectedRows = 0;
    for (int k = 0; k < ScoreTable.COUNT_ROWS.size(); k++) {
      if (presentRows.contains(ScoreTable.COUNT_ROWS.get(k))) {
        expectedRows |= 1 << k;
      }
    }
    return new SignificanceDesign(
        systems, metrics, reported(chosen, options.metrics()), expectedRows);
  }

  /**
   * The statistics reported: R, P, F1 of the chosen counted metrics, F1 of the derived ones (those
   * asked for only).
   */
  private static List<Statistic> reported(Set<Metric> chosen, Set<Metric> asked) {
    Set<Metric> shown = EnumSet.noneOf(Metric.class);
    for (Metric m : chosen) {
      if (asked == null || asked.contains(m)) {
        shown.add(m);
      }
    }
    return Statistic.of(shown);
  }

  /**
   * Every statistic of every system on the whole corpus (the macro average over its groups), system
   * after system, from the corpus's totals.
   */
  public double[] estimates(FixedPoint fixed, long[] totals, int groups) {
    double[] estimates = new double[systems.size() * statistics.size()];
    for (int i = 0; i < systems.size(); i++) {
      System.arraycopy(
          Replicates.macro(statistics, fixed, totals, i * Counts.WIDTH, width(), groups),
          0,
          estimates,
          i * statistics.size(),
          statistics.size());
    }
    return estimates;
  }

  /** The pairs tested: every pair (i < j), or (other, baseline) for each other system. */
  public int[][] pairs(String baseline) {
    List<int[]> pairs = new ArrayList<>();
    if (baseline != null) {
      int b = systems.indexOf(baseline);
      for (int i = 0; i < systems.size(); i++) {
        if (i != b) {
          pairs.add(new int[] {i, b});
        }
      }
    } else {
      for (int i = 0; i < systems.size(); i++) {
        for (int j = i + 1; j < systems.size(); j++) {
          pairs.add(new int[] {i, j});
        }
      }
    }
    return pairs.toArray(new int[0][]);
  }

  /**
   * How many replicates one block holds: at most {@code total}, and their sums ({@code width} longs
   * per group) at most {@code blockLongs}.
   */
  public int blockSize(long total, int groups, int blockLongs) {
    return Math.max(1, (int) Math.min(total, blockLongs / (width() * groups)));
  }
}
