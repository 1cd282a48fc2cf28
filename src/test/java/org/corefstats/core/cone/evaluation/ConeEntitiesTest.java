package org.corefstats.core.cone.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.cone.evaluation.ConeEntities.Part;
import org.corefstats.core.cone.evaluation.ConeEntities.Row;
import org.corefstats.core.cone.evaluation.ConeEntities.Side;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.junit.jupiter.api.Test;

/**
 * CONE's entity level on a hand-built document, every value computed by hand below.
 *
 * <p>Ten tokens, one-token mentions; the key's NE column names tokens 0, 1, 2, 3 and 9 (N).
 *
 * <pre>
 * key (G^NE = the key):  K0 = {0N, 1N, 4, 5}   K1 = {2N, 6}   K2 = {3N}            (K2: no rest)
 * response (O^NE):       R0 = {0N, 4, 5, 6}    R1 = {1N, 2N}  R2 = {3N, 7}  R3 = {9N}
 *                        (R1: no rest; R3 shares nothing with the key: unaligned everywhere)
 *
 * whole  cells: K0R0 {0,4,5} 3, K0R1 {1} 1, K1R0 {6} 1, K1R1 {2} 1, K2R2 {3} 1
 *        optimal: K0-R0 3 + K1-R1 1 + K2-R2 1 = 5 (the other way, K0-R1 + K1-R0, gives 2 + 1)
 *        B3 Σn²: K0 9+1 = 10, K1 1+1 = 2, K2 1; R0 9+1 = 10, R1 1+1 = 2, R2 1, R3 0
 * named  G^NM: K0 {0,1} K1 {2} K2 {3}; O^NM: R0 {0} R1 {1,2} R2 {3} R3 {9}
 *        cells: K0R0 1, K0R1 1, K1R1 1, K2R2 1
 *        optimal: K0-R0 1 + K1-R1 1 + K2-R2 1 = 3 (K0-R1 would leave K1 alone: 2)
 *        B3 Σn²: K0 1+1 = 2, K1 1, K2 1; R0 1, R1 1+1 = 2, R2 1, R3 0
 * rest   K0 {4,5} K1 {6}; R0 {4,5,6} R2 {7}
 *        cells: K0R0 2, K1R0 1; one response entity: the best pair K0-R0 = 2, and K1 is left
 *        unaligned although it shares a mention with R0; R2's rest shares nothing
 *        B3 Σn²: K0 4, K1 1; R0 4+1 = 5, R2 0
 * </pre>
 */
class ConeEntitiesTest {
  private static final int TOKENS = 10;

  private static Document doc(int[]... entities) {
    List<List<int[]>> list = new ArrayList<>();
    for (int[] e : entities) {
      List<int[]> mentions = new ArrayList<>();
      for (int t : e) {
        mentions.add(new int[] {t, t});
      }
      list.add(mentions);
    }
    String[] words = new String[TOKENS];
    String[] none = new String[TOKENS];
    String[] ne = new String[TOKENS];
    for (int t = 0; t < TOKENS; t++) {
      words[t] = "w" + t;
      none[t] = "-";
      ne[t] = t <= 3 || t == 9 ? "(PER)" : "*";
    }
    return Document.of("d", TOKENS, list)
        .withParse(ParseColumns.of(words, none, none, new int[] {0}).withNamedEntities(ne));
  }

  private static final Document KEY = doc(new int[] {0, 1, 4, 5}, new int[] {2, 6}, new int[] {3});
  private static final Document RESPONSE =
      doc(new int[] {0, 4, 5, 6}, new int[] {1, 2}, new int[] {3, 7}, new int[] {9});

  private static final DocumentScorer SCORER = new DocumentScorer(Metric.cone());

  private static NamedPartitions partitions(Document key, Document response) {
    List<Problem> problems = new ArrayList<>();
    NamedPartitions p = (NamedPartitions) SCORER.match(key, response, problems::add).views();
    assertEquals(List.of(), problems);
    return p;
  }

  private static Part part(int size, int phi, long b3) {
    return new Part(size, phi, b3);
  }

  @Test
  void perEntityValuesOfTheHandBuiltDocument() {
    ConeEntities entities = ConeEntities.of(partitions(KEY, RESPONSE));
    List<Row> expected =
        List.of(
            new Row(Side.PRECISION, 0, "0", part(4, 3, 10), part(1, 1, 1), part(3, 2, 5)),
            new Row(Side.PRECISION, 1, "1", part(2, 1, 2), part(2, 1, 2), Part.NONE),
            new Row(Side.PRECISION, 2, "2", part(2, 1, 1), part(1, 1, 1), part(1, 0, 0)),
            new Row(Side.PRECISION, 3, "3", part(1, 0, 0), part(1, 0, 0), Part.NONE),
            new Row(Side.RECALL, 0, "0", part(4, 3, 10), part(2, 1, 2), part(2, 2, 4)),
            new Row(Side.RECALL, 1, "1", part(2, 1, 2), part(1, 1, 1), part(1, 0, 1)),
            new Row(Side.RECALL, 2, "2", part(1, 1, 1), part(1, 1, 1), Part.NONE));
    assertEquals(expected, entities.rows());
    // the values: R0's CEAF-m precision 3/4 (whole), 1/1 (named), 2/3 (rest); B3 10/16, 1, 5/9
    Row r0 = entities.rows().get(0);
    assertEquals(0.75, r0.whole().ceafm());
    assertEquals(1.0, r0.named().ceafm());
    assertEquals(2.0 / 3, r0.rest().ceafm(), 1e-15);
    assertEquals(10.0 / 16, r0.whole().bcub());
    assertEquals(5.0 / 9, r0.rest().bcub(), 1e-15);
    assertTrue(Double.isNaN(entities.rows().get(1).rest().ceafm())); // no rest: no value
  }

  @Test
  void perEntitySumsAreTheDocumentsCounts() {
    NamedPartitions p = partitions(KEY, RESPONSE);
    ConeEntities entities = ConeEntities.of(p);
    Counts counts = SCORER.score(KEY, RESPONSE, x -> {});
    assertSums(entities, counts);
    // by hand: whole CEAF-m 5 / 7 key, 5 / 9 response mentions; B3 recall Σ b3/|k| = 10/4 + 2/2 +
    // 1/1 = 4.5, precision 10/4 + 2/2 + 1/2 + 0 = 4
    assertEquals(new MetricCounts(5, 7, 5, 9), counts.get(Metric.NE_CEAFM));
    assertEquals(new MetricCounts(4.5, 7, 4, 9), counts.get(Metric.NE_BCUB));
    assertEquals(new MetricCounts(3, 4, 3, 5), counts.get(Metric.CONE_CEAFM));
  }

  /**
   * A response entity all of whose mentions v8.01 removes as repeats is in no table: its parts are
   * empty, and the entities after it keep their own values (the table's indexes move down).
   *
   * <pre>
   * key:      K0 = {0N, 4}   K1 = {2N, 5}
   * response: R0 = {0N, 4}   R1 = {0N} (a later copy of 0: removed)   R2 = {2N, 6}
   * whole: K0-R0 {0,4} 2, K1-R2 {2} 1; B3 Σn²: K0 4, K1 1, R0 4, R2 1
   * named: K0-R0 {0} 1, K1-R2 {2} 1
   * rest:  K0 {4} K1 {5}; R0 {4} R2 {6}: K0-R0 1, K1 and R2 unaligned (nothing shared)
   * </pre>
   */
  @Test
  void anEntityRemovedAsRepeatsHasEmptyParts() {
    Document key = doc(new int[] {0, 4}, new int[] {2, 5});
    Document response = doc(new int[] {0, 4}, new int[] {0}, new int[] {2, 6});
    List<Problem> problems = new ArrayList<>();
    NamedPartitions p = (NamedPartitions) SCORER.match(key, response, problems::add).views();
    assertEquals(1, problems.size(), "the repeat, reported once by the full table");
    List<Row> expected =
        List.of(
            new Row(Side.PRECISION, 0, "0", part(2, 2, 4), part(1, 1, 1), part(1, 1, 1)),
            new Row(Side.PRECISION, 1, "1", Part.NONE, Part.NONE, Part.NONE),
            new Row(Side.PRECISION, 2, "2", part(2, 1, 1), part(1, 1, 1), part(1, 0, 0)),
            new Row(Side.RECALL, 0, "0", part(2, 2, 4), part(1, 1, 1), part(1, 1, 1)),
            new Row(Side.RECALL, 1, "1", part(2, 1, 1), part(1, 1, 1), part(1, 0, 0)));
    ConeEntities entities = ConeEntities.of(p);
    assertEquals(expected, entities.rows());
    assertSums(entities, SCORER.score(key, response, x -> {}));
  }

  @Test
  void aMissingResponseLeavesKeyEntitiesWithNothing() {
    ConeEntities entities = ConeEntities.of(partitions(KEY, Document.empty("d")));
    assertEquals(3, entities.rows().size());
    for (Row r : entities.rows()) {
      assertEquals(Side.RECALL, r.side());
      assertEquals(0, r.whole().phi());
      assertEquals(0, r.named().b3());
    }
    assertEquals(new Part(4, 0, 0), entities.rows().get(0).whole());
  }

  /**
   * Σ φ over the key entities (and over the response entities) is the CEAF-m numerator of the same
   * partitions, Σ b3 / |e| the B3 recall (precision) numerator, and Σ |e| the denominators: whole
   * part against ne_*, named part against cone_*.
   */
  static void assertSums(ConeEntities entities, Counts counts) {
    for (boolean named : new boolean[] {false, true}) {
      MetricCounts ceafm = counts.get(named ? Metric.CONE_CEAFM : Metric.NE_CEAFM);
      MetricCounts bcub = counts.get(named ? Metric.CONE_BCUB : Metric.NE_BCUB);
      double[] phi = new double[2];
      double[] size = new double[2];
      double[] b3 = new double[2];
      for (Row r : entities.rows()) {
        Part part = named ? r.named() : r.whole();
        int s = r.side().ordinal();
        phi[s] += part.phi();
        size[s] += part.size();
        b3[s] += part.size() == 0 ? 0 : (double) part.b3() / part.size();
      }
      String what = (named ? "named" : "whole") + " " + Arrays.toString(phi);
      assertEquals(ceafm.precisionNum(), phi[0], what);
      assertEquals(ceafm.recallNum(), phi[1], what);
      assertEquals(ceafm.precisionDen(), size[0], what);
      assertEquals(ceafm.recallDen(), size[1], what);
      assertEquals(bcub.precisionNum(), b3[0], 1e-9, what);
      assertEquals(bcub.recallNum(), b3[1], 1e-9, what);
    }
  }
}
