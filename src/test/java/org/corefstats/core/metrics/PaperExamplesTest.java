package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.corefstats.core.Docs;
import org.corefstats.report.Numbers;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the papers (Pradhan et al. 2014, Luo et al. 2014, Moosavi and Strube
 * 2016), as exact counts.
 */
class PaperExamplesTest {
  private static final double EXACT = 1e-15;
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());

  private static Counts score(String key, String response) {
    List<Object> ignored = new ArrayList<>();
    return ALL.score(Docs.letters(key), Docs.letters(response), ignored::add);
  }

  /** Pradhan et al. 2014, section 4: K = {a,b,c},{d,e,f,g}; R = {a,b},{c,d},{f,g,h,i}. */
  @Test
  void pradhan2014Section4() {
    Counts c = score("abc defg", "ab cd fghi");
    assertEquals(new MetricCounts(2, 5, 2, 5), c.get(Metric.MUC)); // R = P = .40
    assertEquals(0.40, c.get(Metric.MUC).score().f1(), EXACT);

    MetricCounts b3 = c.get(Metric.BCUB); // R = 1/7 (4/3 + 1/3 + 1/4 + 4/4) = 35/12/7, P = 4/8
    assertEquals(35.0 / 12, b3.recallNum(), EXACT);
    assertEquals(7, b3.recallDen());
    assertEquals(4, b3.precisionNum(), EXACT);
    assertEquals(8, b3.precisionDen());
    assertEquals("0.42", twoDecimals(b3.score().recall()));
    // The paper prints F1 0.46, computed from the rounded .42 and .50; exactly it is 5/11 ≈ 0.4545.
    assertEquals(5.0 / 11, b3.score().f1(), EXACT);

    assertEquals(new MetricCounts(4, 7, 4, 8), c.get(Metric.CEAFM)); // R ≈ .57, P = .50
    assertEquals("0.53", twoDecimals(c.get(Metric.CEAFM).score().f1()));

    MetricCounts ceafe = c.get(Metric.CEAFE); // φ4(K1,R1) + φ4(K2,R3) = 4/5 + 4/8
    assertEquals(1.3, ceafe.recallNum(), EXACT);
    assertEquals(0.65, ceafe.score().recall(), EXACT);
    assertEquals(1.3 / 3, ceafe.score().precision(), EXACT);
    assertEquals("0.52", twoDecimals(ceafe.score().f1()));

    // BLANC: |Ck| = 9, |Nk| = 12, |Cr| = 8, |Nr| = 20, |Ck ∩ Cr| = 2, |Nk ∩ Nr| = 8
    assertEquals(new BlancCounts(2, 9, 8, 8, 12, 20), c.blanc());
    BlancScore blanc = c.blanc().score();
    assertEquals(4.0 / 17, blanc.coreference().f1(), EXACT); // Fc ≈ .23
    assertEquals(0.5, blanc.nonCoreference().f1(), EXACT); // Fn = .50
    assertEquals(25.0 / 68, blanc.overall().f1(), EXACT); // (Fc + Fn)/2 ≈ .36 (printed truncated)
    assertEquals("36.76", Numbers.truncatedPercent(blanc.overall().f1()));
  }

  /** Luo et al. 2014, section 4.2, example 1: K = {abc},{d}; R = {bc},{de}: BLANC = 17/35. */
  @Test
  void luo2014Example1() {
    BlancCounts b = score("abc d", "bc de").blanc();
    assertEquals(new BlancCounts(1, 3, 2, 2, 3, 4), b); // Rc 1/3, Pc 1/2, Rn 2/3, Pn 2/4
    assertEquals(2.0 / 5, b.score().coreference().f1(), EXACT);
    assertEquals(4.0 / 7, b.score().nonCoreference().f1(), EXACT);
    assertEquals(17.0 / 35, b.score().overall().f1(), EXACT);
  }

  /** Example 2: K = {a}; R = {b}: no links at all, BLANC = 0. */
  @Test
  void luo2014Example2() {
    BlancScore s = score("a", "b").blanc().score();
    assertNull(s.coreference());
    assertNull(s.nonCoreference());
    assertEquals(Score.ZERO, s.overall());
  }

  /** Example 3: K = {a}{b}{c}; R = {a}{b}{d}: no coreference links, BLANC = Fn = 1/3. */
  @Test
  void luo2014Example3() {
    BlancCounts b = score("a b c", "a b d").blanc();
    assertEquals(new BlancCounts(0, 0, 0, 1, 3, 3), b);
    assertNull(b.score().coreference());
    assertEquals(1.0 / 3, b.score().overall().recall(), EXACT);
    assertEquals(1.0 / 3, b.score().overall().precision(), EXACT);
    assertEquals(1.0 / 3, b.score().overall().f1(), EXACT);
  }

  /** Example 4: K = {abc}; R = {bc}: no non-coreference links, BLANC = Fc = 1/2. */
  @Test
  void luo2014Example4() {
    BlancCounts b = score("abc", "bc").blanc();
    assertEquals(new BlancCounts(1, 3, 1, 0, 0, 0), b);
    assertNull(b.score().nonCoreference());
    assertEquals(1.0 / 3, b.score().overall().recall(), EXACT);
    assertEquals(1.0, b.score().overall().precision(), EXACT);
    assertEquals(0.5, b.score().overall().f1(), EXACT);
  }

  /** Moosavi and Strube 2016, section 5: LEA on Pradhan et al.'s example, R ≈ .24, P ≈ .33. */
  @Test
  void moosavi2016Section5() {
    MetricCounts lea = score("abc defg", "ab cd fghi").get(Metric.LEA);
    assertEquals(3 * (1.0 / 3) + 4 * (1.0 / 6), lea.recallNum(), EXACT);
    assertEquals(7, lea.recallDen());
    assertEquals(2 * 1.0 + 2 * 0.0 + 4 * (1.0 / 6), lea.precisionNum(), EXACT);
    assertEquals(8, lea.precisionDen());
    assertEquals("0.24", twoDecimals(lea.score().recall()));
    assertEquals("0.33", twoDecimals(lea.score().precision()));
  }

  /**
   * One document's BLANC applies v8.01's corpus rules to that document's counts, not the boundary
   * cases of Luo et al. 2014 §4.1 (docs/explanation/v801.md): one matched mention has no links at
   * all and scores 0 here (§4.1 case 1 would give 1); a key with only coreference links and a
   * response splitting it in two (TC-F-1: {abcd} against {ab}{cd}) scores Fc = 0.5 here, 0.25 by
   * §4.1.
   */
  @Test
  void perDocumentBlancFollowsV801NotSection41() {
    assertEquals(Score.ZERO, score("a", "a").blanc().score().overall());
    BlancCounts f1 = score("abcd", "ab cd").blanc(); // key C 6, N 0; response C 2, N 4
    assertEquals(new BlancCounts(2, 6, 2, 0, 0, 4), f1);
    assertNull(f1.score().nonCoreference(), "no key non-coreference link: that half is absent");
    assertEquals(
        0.5, f1.score().overall().f1(), EXACT); // Fc = 2·2/(6+2); §4.1 would average in Fn = 0
  }

  /** The CoNLL score of the example is the mean of MUC, B3 and CEAF-e F1. */
  @Test
  void conllAverage() {
    Counts c = score("abc defg", "ab cd fghi");
    double expected =
        (c.get(Metric.MUC).score().f1()
                + c.get(Metric.BCUB).score().f1()
                + c.get(Metric.CEAFE).score().f1())
            / 3;
    assertEquals(expected, c.score(Metric.CONLL).f1(), 0);
  }

  private static String twoDecimals(double x) {
    return String.format(Locale.ROOT, "%.2f", x);
  }
}
