package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.match.ContingencyTable;
import org.corefstats.core.match.RepeatRule;
import org.junit.jupiter.api.Test;

/**
 * The same mention in two entities, on the key side and on the response side, under the CorefUD
 * scorer's rule (docs/explanation/corefud-and-coval.md 1.5 and 2.7: kept in both entities and in
 * both sizes, looked up in the later entity; CEAF's φ counts membership) and under v8.01's
 * (unchanged: the later response copy removed).
 *
 * <pre>
 *   mentions a = [0], b = [2], c = [4], d = [6], e = [8]
 *   key       K0 = {a, b, c}   K1 = {c, d}        c in both: E_K(c) = K1
 *   response  R0 = {a, b, e}   R1 = {a, c, d}     a in both: E_S(a) = R1; e matches nothing
 *
 *   E_S: a → R1, b → R0, c → R1, d → R1          E_K: a → K0, b → K0, c → K1, d → K1
 *   n(k,r) = #{m ∈ k : E_S(m) = r}:     (K0,R0) 1, (K0,R1) 2, (K1,R1) 2
 *   #{s ∈ r : E_K(s) = k}:              (K0,R0) 2, (K0,R1) 1, (K1,R1) 2
 *   φ(k,r) = #{m ∈ k : m ∈ r}:          (K0,R0) 2 (a, b), (K0,R1) 2 (a, c), (K1,R1) 2
 *   sizes |K0| 3, |K1| 2 (Σ 5); |R0| 3, |R1| 3 (Σ 6)
 * </pre>
 */
class AcrossEntityDuplicateTest {
  private static final Set<Metric> METRICS =
      EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.LEA, Metric.BLANC);

  private static int[] m(int token) {
    return new int[] {token, token};
  }

  private static final Document KEY =
      Document.of("d", 10, List.of(List.of(m(0), m(2), m(4)), List.of(m(4), m(6))));
  private static final Document RESPONSE =
      Document.of("d", 10, List.of(List.of(m(0), m(2), m(8)), List.of(m(0), m(4), m(6))));

  private static void assertCounts(
      MetricCounts c,
      double recallNum,
      double recallDen,
      double precisionNum,
      double precisionDen) {
    assertEquals(recallNum, c.recallNum(), 1e-12, "recall numerator");
    assertEquals(recallDen, c.recallDen(), 1e-12, "recall denominator");
    assertEquals(precisionNum, c.precisionNum(), 1e-12, "precision numerator");
    assertEquals(precisionDen, c.precisionDen(), 1e-12, "precision denominator");
  }

  @Test
  void corefudKeepsBothCopiesAndLooksUpTheLaterEntity() {
    for (Semantics.Matching matching : Semantics.Matching.values()) {
      List<Problem> problems = new ArrayList<>();
      Counts counts =
          new DocumentScorer(
                  METRICS,
                  Semantics.of(Semantics.Profile.COREFUD, matching, Semantics.Singletons.KEEP))
              .score(KEY, RESPONSE, problems::add);
      String mode = "matching " + matching;

      // MUC: R = Σ_k (|k| − #E_S reached − #unmatched) = K0 (3 − 2 − 0) + K1 (2 − 1 − 0) = 2,
      // over Σ (|k| − 1) = 2 + 1; P = R0 (3 − 1 − 1, e unmatched) + R1 (3 − 2 − 0) = 2, over 2 + 2.
      assertCounts(counts.get(Metric.MUC), 2, 3, 2, 4);
      // B3: R = Σ n²/|k| = 1/3 + 4/3 + 4/2 = 11/3 over 5; P = 4/3 + 1/3 + 4/3 = 3 over 6.
      assertCounts(counts.get(Metric.BCUB), 11.0 / 3, 5, 3, 6);
      // CEAF-m: φ 2 everywhere; the best one-to-one total is K0–R0 + K1–R1 = 4, over 5 and 6.
      assertCounts(counts.get(Metric.CEAFM), 4, 5, 4, 6);
      // CEAF-e: 2φ/(|k|+|r|): K0–R0 4/6, K0–R1 4/6, K1–R1 4/5; best 2/3 + 4/5 = 22/15, over 2, 2.
      assertCounts(counts.get(Metric.CEAFE), 22.0 / 15, 2, 22.0 / 15, 2);
      // LEA: R = K0 3·C(2,2)/3 [(a,c) in R1] + K1 2·1/1 [(c,d)] = 3 over 5;
      //      P = R0 3·1/3 [(a,b) in K0] + R1 3·1/3 [(c,d) in K1] = 2 over 6.
      assertCounts(counts.get(Metric.LEA), 3, 5, 2, 6);
      // BLANC: coreference links key 3 + 1, response 3 + 3, correct (a,c) and (c,d) = 2;
      // non-coreference: key C(5,2) − 4 = 6, response C(6,2) − 6 = 9, correct: of the key pairs
      // across K0 × K1, (b,c) and (b,d) have counterparts in different response entities = 2.
      BlancCounts b = counts.blanc();
      assertEquals(
          List.of(2L, 4L, 6L, 2L, 6L, 9L),
          List.of(
              b.corefCorrect(),
              b.corefKey(),
              b.corefResponse(),
              b.nonCorefCorrect(),
              b.nonCorefKey(),
              b.nonCorefResponse()),
          mode);

      // Each extra entity of a mention is reported once, with its side's document and line.
      assertEquals(
          List.of(ProblemKind.REPEATED_KEY_MENTION, ProblemKind.RESPONSE_MENTION_IN_TWO_ENTITIES),
          problems.stream().map(Problem::kind).toList(),
          mode);
    }
  }

  @Test
  void theCorefudTableHoldsTheLookupsAndMembership() {
    ContingencyTable t =
        ContingencyTable.build(KEY, RESPONSE, p -> {}, RepeatRule.LATER_ENTITY_WINS);
    assertEquals(0, t.removedRepeats());
    assertEquals(5, t.keySizeTotal());
    assertEquals(6, t.responseSizeTotal());
    List<String> cells = new ArrayList<>();
    for (int c = 0; c < t.cellCount(); c++) {
      cells.add(
          "K"
              + t.cellKey(c)
              + "R"
              + t.cellResponse(c)
              + " "
              + t.keyLookup(c)
              + " "
              + t.responseLookup(c)
              + " "
              + t.members(c));
    }
    cells.sort(null);
    assertEquals(List.of("K0R0 1 2 2", "K0R1 2 1 2", "K1R1 2 2 2"), cells);
  }

  /**
   * A quirk reproduced: the CorefUD scorer counts BLANC's correct links over the key's entities, a
   * key mention in two entities in both, so they can outnumber the response's links. Key K0 = K1 =
   * {a, b} (both mentions in both entities), response {a, b}: correct coreference links 2 (one in
   * each key entity), response links 1, precision 2.
   */
  @Test
  void blancPrecisionCanExceedOneWithAKeyMentionInTwoEntities() {
    Document key = Document.of("d", 10, List.of(List.of(m(0), m(2)), List.of(m(0), m(2))));
    Document response = Document.of("d", 10, List.of(List.of(m(0), m(2))));
    Counts counts =
        new DocumentScorer(
                METRICS,
                Semantics.of(
                    Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP))
            .score(key, response, p -> {});
    BlancCounts b = counts.blanc();
    assertEquals(List.of(2L, 2L, 1L), List.of(b.corefCorrect(), b.corefKey(), b.corefResponse()));
    assertEquals(2.0, b.coreference().score().precision(), 1e-12);
  }

  /**
   * v8.01 is unchanged: R1's copy of a is removed; the key's c credited to K1. coval keeps both
   * copies and looks them up in the later entity, as CorefUD does
   * (docs/explanation/corefud-and-coval.md 10.3).
   */
  @Test
  void v801RemovesTheLaterResponseCopy() {
    List<Problem> problems = new ArrayList<>();
    Counts counts = new DocumentScorer(METRICS).score(KEY, RESPONSE, problems::add);
    // response as v8.01 scores it: R0 = {a, b, e}, R1 = {c, d}; Σ|r| = 5
    assertCounts(counts.get(Metric.MUC), 2, 3, 2, 3);
    assertCounts(counts.get(Metric.BCUB), 4.0 / 3 + 2, 5, 4.0 / 3 + 2, 5);
    assertEquals(
        List.of(ProblemKind.REPEATED_KEY_MENTION, ProblemKind.REPEATED_RESPONSE_MENTION),
        problems.stream().map(Problem::kind).toList());
    ContingencyTable t = ContingencyTable.build(KEY, RESPONSE, p -> {});
    assertEquals(RepeatRule.V801, t.rule());
    assertEquals(1, t.removedRepeats());
    assertEquals(
        ContingencyTable.build(KEY, RESPONSE, p -> {}, RepeatRule.V801).responseSizeTotal(),
        t.responseSizeTotal());
    assertEquals(RepeatRule.V801, Semantics.of(Semantics.Profile.V801, null, null).repeatRule());
    assertEquals(RepeatRule.COVAL, Semantics.of(Semantics.Profile.COVAL, null, null).repeatRule());
  }
}
