package org.corefstats.spark;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.Statistic;

/**
 * What is compared: the systems (by name), the metrics whose counts the input has, the statistics
 * reported, and which count rows every (system, document) must have (bit k: row k of {@link
 * ScoreTable#COUNT_ROWS}).
 */
record SignificanceDesign(
    List<String> systems, Set<Metric> metrics, List<Statistic> statistics, int expectedRows) {
  /** The values of one document: every system's counts side by side. */
  int width() {
    return systems.size() * Counts.WIDTH;
  }

  /**
   * 1. The design, checked against the request: a baseline among the systems, metrics the input
   * has.
   */
  static SignificanceDesign of(Dataset<Row> counts, SignificanceJob.Options options) {
    List<String> systems =
        counts.select("system").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .sorted()
            .toList();
    List<String> presentRows =
        counts.select("metric").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .toList();
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
}
