package org.corefstats.study.cone;

import java.util.Comparator;
import java.util.List;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.study.Measure;

/**
 * The entity level of CONE's validation (docs/explanation/cone.md 6, item 2; Lin et al. 2010,
 * Figure 1) over the rows of {@code cone_entities.csv}: for each system (and pooled over all
 * systems), over its response entities (precision, measure P) and its key entities (recall, measure
 * R), x = an entity's value on its named part against y = its value on the whole entity, for CEAF-m
 * (φ3 / |e|) and B3 (Σ n² / |e|²). The control (the paper's 0.03) puts the unnamed rest's value as
 * x; an entity whose x part is empty (no unnamed mention, or every mention removed as a repeat) is
 * left out of that pair and counted.
 */
public final class ConeEntityStudy {
  /** The level's name in cone.csv. */
  public static final String LEVEL = "entity";

  /** The families of the entity level: B3 and CEAF-m (the paper's CEAF). */
  public static final List<String> FAMILIES = List.of("bcub", "ceafm");

  /**
   * The pairs of the entity level, in table order: named part vs whole (x {@code cone_F}, y {@code
   * ne_F}) then the control, unnamed rest vs whole (x {@code rest_F}).
   */
  public static final List<ConeStudy.Pair> PAIRS =
      List.of(
          new ConeStudy.Pair("cone_bcub", "ne_bcub"),
          new ConeStudy.Pair("cone_ceafm", "ne_ceafm"),
          new ConeStudy.Pair("rest_bcub", "ne_bcub"),
          new ConeStudy.Pair("rest_ceafm", "ne_ceafm"));

  private ConeEntityStudy() {}

  /** Whether a pair is the control (the unnamed rest as x). */
  public static boolean isControl(ConeStudy.Pair pair) {
    return pair.x().startsWith("rest_");
  }

  /** The measure of a side: precision (response entities) P, recall (key entities) R. */
  public static Measure measure(ConeEntities.Side side) {
    return side == ConeEntities.Side.PRECISION ? Measure.P : Measure.R;
  }

  /**
   * The point (x, y) an entity gives a pair, or null when it is left out (its x part or its whole
   * is empty).
   */
  public static double[] point(ConeEntities.Row row, ConeStudy.Pair pair) {
    ConeEntities.Part x = isControl(pair) ? row.rest() : row.named();
    ConeEntities.Part y = row.whole();
    if (x.size() == 0 || y.size() == 0) {
      return null;
    }
    boolean ceafm = pair.family().equals("ceafm");
    return new double[] {ceafm ? x.ceafm() : x.bcub(), ceafm ? y.ceafm() : y.bcub()};
  }

  /**
   * Rows in table order: group ({@code pooled} first, then systems by name), named before control,
   * family, measure, method.
   */
  public static Comparator<ConeStudy.ConeRow> rowOrder() {
    return Comparator.comparing(
            (ConeStudy.ConeRow r) ->
                r.row().group().equals(ConeStudy.POOLED) ? "" : r.row().group())
        .thenComparingInt(r -> PAIRS.indexOf(new ConeStudy.Pair(r.row().first(), r.row().second())))
        .thenComparing(r -> r.row().measure())
        .thenComparing(r -> r.row().method());
  }
}
