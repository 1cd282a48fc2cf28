package org.corefstats.study.cone;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.DocumentSeries;
import org.corefstats.study.Measure;
import org.corefstats.study.StudyRow;

/**
 * The series of the CONE study below the system level, wherever they are gathered: at the document
 * level a pair, a measure and a group (pooled or one system) over (system, document) points; at the
 * entity level a measure (side) and a group over entities, every pair at once. Points are sorted by
 * id before they are correlated, so results never depend on their arrival; the system level's code
 * then correlates them ({@link CorrelationStudy#rows}).
 */
public final class ConeSeries {
  private ConeSeries() {}

  /** One (system, document) of a document series; left out when the key has no named mention. */
  public record Point(String system, String document, double x, double y, boolean leftOut)
      implements Serializable {}

  /** A document series: the pair, the measure and the group (pooled or a system). */
  public record Key(String x, String y, Measure measure, String group) implements Serializable {}

  /** What one series yields: rows, and for the pooled F1 series its points by system. */
  public record Outcome(List<ConeStudy.ConeRow> rows, String plot, Map<String, double[][]> bySystem)
      implements Serializable {}

  /**
   * One entity of an entity series: its (x, y) for each pair of {@link ConeEntityStudy#PAIRS} in
   * turn, NaN where it is left out of a pair.
   */
  public record EntityPoint(String system, String document, int entity, double[] xy)
      implements Serializable {
    /** The point an entity row gives every pair of the entity level. */
    public static EntityPoint of(String system, String document, ConeEntities.Row row) {
      List<ConeStudy.Pair> pairs = ConeEntityStudy.PAIRS;
      double[] xy = new double[2 * pairs.size()];
      for (int i = 0; i < pairs.size(); i++) {
        double[] p = ConeEntityStudy.point(row, pairs.get(i));
        xy[2 * i] = p == null ? Double.NaN : p[0];
        xy[2 * i + 1] = p == null ? Double.NaN : p[1];
      }
      return new EntityPoint(system, document, row.entity(), xy);
    }
  }

  /** An entity series: the measure (side) and the group (pooled or a system). */
  public record EntityKey(Measure measure, String group) implements Serializable {}

  /** What one entity series yields: rows, for a pooled series each pair's points by system. */
  public record EntityOutcome(
      List<ConeStudy.ConeRow> rows, Map<String, Map<String, double[][]>> plots, int entities)
      implements Serializable {}

  /**
   * The correlations of one document series, left-out points and points without both values
   * dropped; the pooled F1 series also gives its points by system (a deterministic sample beyond
   * {@link DocumentSeries#MAX_PLOT_POINTS}).
   */
  public static Outcome outcome(Key key, Iterable<Point> points, List<CorrelationMethod> methods) {
    List<Point> kept = new ArrayList<>();
    int leftOut = 0;
    for (Point p : points) {
      if (p.leftOut()) {
        leftOut++;
      } else if (!Double.isNaN(p.x()) && !Double.isNaN(p.y())) {
        kept.add(p);
      }
    }
    kept.sort(Comparator.comparing(Point::system).thenComparing(Point::document));
    double[] x = kept.stream().mapToDouble(Point::x).toArray();
    double[] y = kept.stream().mapToDouble(Point::y).toArray();
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    for (StudyRow row :
        CorrelationStudy.rows(
            key.x(), key.y(), key.measure(), "document", key.group(), x, y, methods)) {
      rows.add(new ConeStudy.ConeRow(row, leftOut));
    }
    if (!key.group().equals(ConeStudy.POOLED) || key.measure() != Measure.F1) {
      return new Outcome(rows, null, null);
    }
    Map<String, double[][]> bySystem =
        DocumentSeries.sampleBySystem(
            kept.size(), i -> kept.get(i).system(), i -> kept.get(i).x(), i -> kept.get(i).y());
    return new Outcome(rows, key.x() + "-" + key.y(), bySystem);
  }

  /** The document level from its series' outcomes, in any order. */
  public static ConeStudy.Result documents(
      List<ConeStudy.Pair> pairs, List<Outcome> outcomes, int observations, int leftOut) {
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new LinkedHashMap<>();
    for (Outcome o : outcomes) {
      rows.addAll(o.rows());
      if (o.plot() != null) {
        plots.put(o.plot(), o.bySystem());
      }
    }
    rows.sort(ConeStudy.rowOrder());
    return new ConeStudy.Result("document", pairs, rows, observations, leftOut, plots);
  }

  /**
   * The correlations of one entity series for every pair, left-out entities dropped (and counted);
   * a pooled series also gives the points of each pair by system for the plots (a deterministic
   * sample beyond {@link DocumentSeries#MAX_PLOT_POINTS}), under the key {@code X-MEASURE}.
   */
  public static EntityOutcome entityOutcome(
      EntityKey key, Iterable<EntityPoint> points, List<CorrelationMethod> methods) {
    List<EntityPoint> all = new ArrayList<>();
    points.forEach(all::add);
    all.sort(
        Comparator.comparing(EntityPoint::system)
            .thenComparing(EntityPoint::document)
            .thenComparingInt(EntityPoint::entity));
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new TreeMap<>();
    List<ConeStudy.Pair> pairs = ConeEntityStudy.PAIRS;
    for (int i = 0; i < pairs.size(); i++) {
      ConeStudy.Pair pair = pairs.get(i);
      int at = 2 * i;
      List<EntityPoint> kept = all.stream().filter(p -> !Double.isNaN(p.xy()[at])).toList();
      int leftOut = all.size() - kept.size();
      double[] x = kept.stream().mapToDouble(p -> p.xy()[at]).toArray();
      double[] y = kept.stream().mapToDouble(p -> p.xy()[at + 1]).toArray();
      for (StudyRow row :
          CorrelationStudy.rows(
              pair.x(),
              pair.y(),
              key.measure(),
              ConeEntityStudy.LEVEL,
              key.group(),
              x,
              y,
              methods)) {
        rows.add(new ConeStudy.ConeRow(row, leftOut));
      }
      if (key.group().equals(ConeStudy.POOLED)) {
        plots.put(
            pair.x() + "-" + key.measure(),
            DocumentSeries.sampleBySystem(
                kept.size(), k -> kept.get(k).system(), k -> x[k], k -> y[k]));
      }
    }
    return new EntityOutcome(rows, plots, all.size());
  }

  /**
   * The entity level from its series' outcomes, in any order: the pooled series (P, R) count every
   * entity once, and the control pair the entities left out.
   */
  public static ConeStudy.Result entities(List<EntityOutcome> outcomes) {
    List<ConeStudy.ConeRow> rows = new ArrayList<>();
    Map<String, Map<String, double[][]>> plots = new TreeMap<>();
    int observations = 0;
    int leftOut = 0;
    for (EntityOutcome o : outcomes) {
      rows.addAll(o.rows());
      plots.putAll(o.plots());
    }
    for (EntityOutcome o : outcomes) {
      if (o.rows().get(0).row().group().equals(ConeStudy.POOLED)) {
        observations += o.entities();
        leftOut +=
            o.rows().stream()
                .filter(r -> r.row().first().equals("rest_bcub"))
                .findFirst()
                .map(ConeStudy.ConeRow::leftOut)
                .orElse(0);
      }
    }
    rows.sort(ConeEntityStudy.rowOrder());
    return new ConeStudy.Result(
        ConeEntityStudy.LEVEL, ConeEntityStudy.PAIRS, rows, observations, leftOut, plots);
  }
}
