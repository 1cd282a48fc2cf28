package org.corefstats.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.stats.CorrelationResult;
import org.corefstats.stats.Correlations;

/**
 * A metric-correlation study (as section 5.2 of Luo et al. 2014): the pivot metric against every
 * other metric, for recall, precision and F1 where available, by each method, over all observations
 * and within each group; and every pair of metrics (F1) for the matrix.
 */
public final class CorrelationStudy {
  public static final String ALL = "all";

  /**
   * @param pivot the metric correlated with all others (Table 3: blanc)
   * @param metrics the metrics to study (the pivot included or not), or empty for all present
   */
  public record Options(String pivot, List<CorrelationMethod> methods, List<String> metrics) {
    public Options {
      methods = List.copyOf(methods);
      metrics = List.copyOf(metrics);
    }
  }

  /** The study of one level: rows against the pivot, rows of the matrix, and the series to plot. */
  public record Result(
      String level,
      String pivot,
      List<String> metrics,
      List<StudyRow> pivotRows,
      List<StudyRow> matrixRows,
      Map<String, double[][]> plots,
      int observations) {}

  private CorrelationStudy() {}

  /** The study over systems. */
  public static Result systems(SystemScores scores, Options options) {
    return over(scores, options, "system");
  }

  /**
   * The study over (system, group) points: each observation one system's scores on one group of
   * documents (groups.csv, {@link SystemScores#readGroups}).
   */
  public static Result groups(SystemScores scores, Options options) {
    return over(scores, options, "group");
  }

  private static Result over(SystemScores scores, Options options, String level) {
    List<String> metrics = chooseMetrics(scores.metrics(), options);
    String pivot = options.pivot();
    Map<String, List<SystemScores.Observation>> groups = groups(scores);
    List<StudyRow> pivotRows = new ArrayList<>();
    for (String metric : metrics) {
      if (metric.equals(pivot)) {
        continue;
      }
      for (Measure measure : Measure.values()) {
        for (var group : groups.entrySet()) {
          double[][] xy = pairs(group.getValue(), pivot, metric, measure);
          if (xy != null) {
            pivotRows.addAll(
                rows(
                    pivot,
                    metric,
                    measure,
                    level,
                    group.getKey(),
                    xy[0],
                    xy[1],
                    options.methods()));
          }
        }
      }
    }
    List<StudyRow> matrixRows = new ArrayList<>();
    List<SystemScores.Observation> all = groups.get(ALL);
    for (int a = 0; a < metrics.size(); a++) {
      for (int b = a + 1; b < metrics.size(); b++) {
        double[][] xy = pairs(all, metrics.get(a), metrics.get(b), Measure.F1);
        if (xy != null) {
          matrixRows.addAll(
              rows(
                  metrics.get(a),
                  metrics.get(b),
                  Measure.F1,
                  level,
                  ALL,
                  xy[0],
                  xy[1],
                  options.methods()));
        }
      }
    }
    Map<String, double[][]> plots = new LinkedHashMap<>();
    for (String metric : metrics) {
      double[][] xy = metric.equals(pivot) ? null : pairs(all, pivot, metric, Measure.F1);
      if (xy != null) {
        plots.put(metric, xy);
      }
    }
    return new Result(level, pivot, metrics, pivotRows, matrixRows, plots, all.size());
  }

  /**
   * The usual order of metrics: MD, MUC, B3, CEAF-m, CEAF-e, BLANC, LEA, CoNLL, then others by
   * name.
   */
  public static Comparator<String> metricOrder() {
    return MetricNames.COMPARATOR;
  }

  /** Rows in table order: by the metrics' order, measure, group (all first), method. */
  public static Comparator<StudyRow> rowOrder(List<String> metrics) {
    return Comparator.comparingInt((StudyRow r) -> metrics.indexOf(r.first()))
        .thenComparingInt(r -> metrics.indexOf(r.second()))
        .thenComparing(StudyRow::measure)
        .thenComparing(r -> r.group().equals(ALL) ? "" : r.group())
        .thenComparing(StudyRow::method);
  }

  /** The correlations of two series by every method (x is the first metric, y the second). */
  public static List<StudyRow> rows(
      String first,
      String second,
      Measure measure,
      String level,
      String group,
      double[] x,
      double[] y,
      List<CorrelationMethod> methods) {
    List<StudyRow> rows = new ArrayList<>(methods.size());
    for (CorrelationMethod method : methods) {
      CorrelationResult result = Correlations.compute(method, x, y);
      if (!result.defined()
          && result.reason() != null) { // say which series: x is the first metric, y the second
        String reason =
            result
                .reason()
                .replaceFirst("^x ", first + " " + measure + " ")
                .replaceFirst("^y ", second + " " + measure + " ");
        result = CorrelationResult.undefined(method, result.n(), reason);
      }
      rows.add(new StudyRow(first, second, measure, method, level, group, result));
    }
    return rows;
  }

  /**
   * The metrics to study, in the usual order; the pivot must be among those present.
   *
   * @throws InvalidRequestException when the pivot or a metric asked for is not in the scores
   */
  public static List<String> chooseMetrics(List<String> present, Options options) {
    if (!present.contains(options.pivot())) {
      throw new InvalidRequestException(
          "pivot metric '"
              + options.pivot()
              + "' is not in the scores (metrics: "
              + String.join(", ", present)
              + ")");
    }
    if (options.metrics().isEmpty()) {
      return present;
    }
    Set<String> chosen = new LinkedHashSet<>();
    chosen.add(options.pivot());
    for (String m : options.metrics()) {
      String metric = MetricNames.canonical(m);
      if (!present.contains(metric)) {
        throw new InvalidRequestException(
            "metric '"
                + m
                + "' is not in the scores (metrics: "
                + String.join(", ", present)
                + ")");
      }
      chosen.add(metric);
    }
    return present.stream().filter(chosen::contains).toList();
  }

  /** "all", then one group per value of each grouping column ("language=english"). */
  private static Map<String, List<SystemScores.Observation>> groups(SystemScores scores) {
    Map<String, List<SystemScores.Observation>> groups = new LinkedHashMap<>();
    groups.put(ALL, scores.observations());
    for (String column : scores.groupColumns()) {
      for (SystemScores.Observation o : scores.observations()) {
        groups
            .computeIfAbsent(column + "=" + o.groups().get(column), g -> new ArrayList<>())
            .add(o);
      }
    }
    return groups;
  }

  /**
   * (x, y) = (first metric, second metric) over the observations having both; null when the measure
   * is absent.
   */
  private static double[][] pairs(
      List<SystemScores.Observation> observations, String first, String second, Measure measure) {
    List<double[]> pairs = new ArrayList<>();
    boolean anyFirst = false;
    boolean anySecond = false;
    for (SystemScores.Observation o : observations) {
      Double x = o.values().getOrDefault(first, Map.of()).get(measure);
      Double y = o.values().getOrDefault(second, Map.of()).get(measure);
      anyFirst |= x != null;
      anySecond |= y != null;
      if (x != null && y != null) {
        pairs.add(new double[] {x, y});
      }
    }
    if (!anyFirst || !anySecond) {
      return null; // e.g. no recall in a table of F1 values
    }
    double[][] xy = new double[2][pairs.size()];
    for (int i = 0; i < pairs.size(); i++) {
      xy[0][i] = pairs.get(i)[0];
      xy[1][i] = pairs.get(i)[1];
    }
    return xy;
  }
}
