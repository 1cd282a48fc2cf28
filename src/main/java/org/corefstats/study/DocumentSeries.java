package org.corefstats.study;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import org.corefstats.stats.CorrelationMethod;

/**
 * The correlation study over (system, document) pairs, one series at a time: a series (a metric and
 * measure against another, over all pairs or within one system) is gathered wherever it is
 * computed, and its points sorted by id, so that results never depend on their arrival; the same
 * code as the system-level study then correlates them.
 */
public final class DocumentSeries {
  /** Points kept for a scatter plot (a deterministic sample beyond that). */
  public static final int MAX_PLOT_POINTS = 20_000;

  private DocumentSeries() {}

  /** Series key: the two metrics, the measure and the group. */
  public record Key(String first, String second, Measure measure, String group)
      implements Serializable {}

  /**
   * One (system, document) pair's two values; the id orders the points so that results never depend
   * on arrival.
   */
  public record Point(String id, double x, double y) implements Serializable {
    public Point(String system, String document, double x, double y) {
      this(system + "\u0000" + document, x, y);
    }
  }

  /**
   * What one series yields: its correlations, and points for a plot (pivot series of group all,
   * F1).
   */
  public record Outcome(List<StudyRow> rows, String plotMetric, double[] pivot, double[] metric)
      implements Serializable {}

  /** The pivot series of one pair over all pairs and within its system. */
  public static List<Key> pivotKeys(String pivot, String metric, Measure measure, String system) {
    return List.of(
        new Key(pivot, metric, measure, CorrelationStudy.ALL),
        new Key(pivot, metric, measure, "system=" + system));
  }

  /**
   * Correlations of one series; with {@code plottable}, the pivot series of group all and F1 also
   * gives plot points.
   */
  public static Outcome outcome(
      Key key, Iterable<Point> points, List<CorrelationMethod> methods, boolean plottable) {
    List<Point> sorted = new ArrayList<>();
    points.forEach(sorted::add);
    sorted.sort((a, b) -> a.id().compareTo(b.id()));
    double[] x = new double[sorted.size()];
    double[] y = new double[sorted.size()];
    for (int i = 0; i < x.length; i++) {
      x[i] = sorted.get(i).x();
      y[i] = sorted.get(i).y();
    }
    List<StudyRow> rows =
        CorrelationStudy.rows(
            key.first(), key.second(), key.measure(), "document", key.group(), x, y, methods);
    if (!plottable || !key.group().equals(CorrelationStudy.ALL) || key.measure() != Measure.F1) {
      return new Outcome(rows, null, null, null);
    }
    int step = step(x.length);
    int kept = (x.length + step - 1) / step;
    double[] px = new double[kept];
    double[] py = new double[kept];
    for (int i = 0, j = 0; i < x.length; i += step, j++) {
      px[j] = x[i];
      py[j] = y[i];
    }
    return new Outcome(rows, key.second(), px, py);
  }

  /**
   * The study of the document level from its series' outcomes: rows in the study's order, plots in
   * the metrics' order.
   */
  public static CorrelationStudy.Result result(
      String pivot,
      List<String> metrics,
      List<Outcome> pivotSeries,
      List<Outcome> matrixSeries,
      long observations) {
    List<StudyRow> pivotRows = new ArrayList<>();
    Map<String, double[][]> plots = new LinkedHashMap<>();
    for (Outcome o : pivotSeries) {
      pivotRows.addAll(o.rows());
      if (o.plotMetric() != null) {
        plots.put(o.plotMetric(), new double[][] {o.pivot(), o.metric()});
      }
    }
    List<StudyRow> matrixRows = new ArrayList<>();
    matrixSeries.forEach(o -> matrixRows.addAll(o.rows()));
    pivotRows.sort(CorrelationStudy.rowOrder(metrics));
    matrixRows.sort(CorrelationStudy.rowOrder(metrics));
    Map<String, double[][]> orderedPlots = new LinkedHashMap<>();
    metrics.stream().filter(plots::containsKey).forEach(m -> orderedPlots.put(m, plots.get(m)));
    return new CorrelationStudy.Result(
        "document", pivot, metrics, pivotRows, matrixRows, orderedPlots, (int) observations);
  }

  /**
   * At most about {@link #MAX_PLOT_POINTS} of {@code n} points (every k-th, in their order),
   * grouped by system in name order: each system's {x, y} arrays for a scatter plot.
   */
  public static Map<String, double[][]> sampleBySystem(
      int n, IntFunction<String> system, IntToDoubleFunction x, IntToDoubleFunction y) {
    int step = step(n);
    Map<String, List<double[]>> sampled = new TreeMap<>();
    for (int i = 0; i < n; i += step) {
      sampled
          .computeIfAbsent(system.apply(i), s -> new ArrayList<>())
          .add(new double[] {x.applyAsDouble(i), y.applyAsDouble(i)});
    }
    Map<String, double[][]> bySystem = new LinkedHashMap<>();
    sampled.forEach(
        (name, list) ->
            bySystem.put(
                name,
                new double[][] {
                  list.stream().mapToDouble(p -> p[0]).toArray(),
                  list.stream().mapToDouble(p -> p[1]).toArray()
                }));
    return bySystem;
  }

  /** Every how many points one is kept for a plot. */
  private static int step(int n) {
    return Math.max(1, (n + MAX_PLOT_POINTS - 1) / MAX_PLOT_POINTS);
  }
}
