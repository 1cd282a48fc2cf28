package org.corefstats.study.cone;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;
import org.corefstats.study.SystemScores;

/**
 * The validation of CONE as in Lin et al. 2010 (docs/explanation/cone.md 6, items 1-3): for B3,
 * CEAF-m and CEAF-e, the CONE metric (on named mentions) against the full metric and against the
 * NE-CRR metric, for R, P and F1, over systems (corpus scores) or over documents (within each
 * system, Tables 1-4; and pooled over all systems' documents, Figures 2-5). Documents whose key has
 * no named mention (the CONE metric's recall denominator is 0) are left out of the document level.
 */
public final class ConeStudy {
  /** The group of the system level (over all systems) in cone.csv. */
  public static final String ALL = CorrelationStudy.ALL;

  /** The group of the document level over every system's documents. */
  public static final String POOLED = "pooled";

  /** The metric families of the study. */
  public static final List<String> FAMILIES = List.of("bcub", "ceafm", "ceafe");

  /** One comparison: a CONE metric (x) against a standard metric (y). */
  public record Pair(String x, String y) implements Serializable {
    /** "full" or "ne": which standard metric y is. */
    public String kind() {
      return y.startsWith("ne_") ? "ne" : "full";
    }

    /** The family (bcub, ceafm, ceafe). */
    public String family() {
      return x.substring("cone_".length());
    }
  }

  /** Every pair of the study, in table order: against full, then against NE-CRR. */
  public static final List<Pair> PAIRS =
      List.of(
          new Pair("cone_bcub", "bcub"),
          new Pair("cone_ceafm", "ceafm"),
          new Pair("cone_ceafe", "ceafe"),
          new Pair("cone_bcub", "ne_bcub"),
          new Pair("cone_ceafm", "ne_ceafm"),
          new Pair("cone_ceafe", "ne_ceafe"));

  /**
   * One row of cone.csv: a correlation (first = the CONE metric, second = the standard one, group =
   * {@code all}, {@code pooled} or a system name) and how many documents the series left out.
   */
  public record ConeRow(StudyRow row, int leftOut) implements Serializable {}

  /**
   * The study at one level.
   *
   * @param observations systems (system level), or (system, document) pairs scored by CONE
   * @param leftOut (system, document) pairs left out (no named key mention); 0 at the system level
   * @param plots pair (x + "-" + y) to system to {x, y}: the pooled F1 series, for Figures 2-5
   */
  public record Result(
      String level,
      List<Pair> pairs,
      List<ConeRow> rows,
      int observations,
      int leftOut,
      Map<String, Map<String, double[][]>> plots) {}

  private ConeStudy() {}

  /**
   * The pairs whose two metrics are both present.
   *
   * @throws InvalidRequestException when there are none (no CONE metric, or no standard one)
   */
  public static List<Pair> pairsPresent(List<String> present, String input) {
    List<Pair> pairs =
        PAIRS.stream().filter(p -> present.contains(p.x()) && present.contains(p.y())).toList();
    if (pairs.isEmpty()) {
      boolean anyCone = PAIRS.stream().anyMatch(p -> present.contains(p.x()));
      throw new InvalidRequestException(
          input
              + (anyCone
                  ? " has no standard metric to compare CONE with (bcub, ceafm, ceafe or ne_*)"
                  : " has no CONE metrics (cone_bcub, cone_ceafm, cone_ceafe): score with"
                      + " `corefstats run --metrics all,cone` and a key with a named-entity layer")
              + " (metrics: "
              + String.join(", ", present)
              + ")");
    }
    return pairs;
  }

  /** The system level: each pair over the systems' corpus scores. */
  public static Result systems(SystemScores scores, List<CorrelationMethod> methods, String input) {
    List<Pair> pairs = pairsPresent(scores.metrics(), input);
    List<ConeRow> rows = new ArrayList<>();
    for (Pair pair : pairs) {
      for (Measure measure : Measure.values()) {
        List<double[]> points = new ArrayList<>();
        for (SystemScores.Observation o : scores.observations()) {
          Double x = o.values().getOrDefault(pair.x(), Map.of()).get(measure);
          Double y = o.values().getOrDefault(pair.y(), Map.of()).get(measure);
          if (x != null && y != null) {
            points.add(new double[] {x, y});
          }
        }
        if (points.isEmpty()) {
          continue; // e.g. a table of F1 values only
        }
        double[] x = points.stream().mapToDouble(p -> p[0]).toArray();
        double[] y = points.stream().mapToDouble(p -> p[1]).toArray();
        CorrelationStudy.rows(pair.x(), pair.y(), measure, "system", ALL, x, y, methods)
            .forEach(r -> rows.add(new ConeRow(r, 0)));
      }
    }
    rows.sort(rowOrder());
    return new Result("system", pairs, rows, scores.observations().size(), 0, Map.of());
  }

  /**
   * Rows in table order: level, group ({@code all}/{@code pooled} first, then systems by name),
   * pair, measure, method.
   */
  public static Comparator<ConeRow> rowOrder() {
    return Comparator.comparing(
            (ConeRow r) ->
                r.row().group().equals(ALL) || r.row().group().equals(POOLED)
                    ? ""
                    : r.row().group())
        .thenComparingInt(r -> PAIRS.indexOf(new Pair(r.row().first(), r.row().second())))
        .thenComparing(r -> r.row().measure())
        .thenComparing(r -> r.row().method());
  }
}
