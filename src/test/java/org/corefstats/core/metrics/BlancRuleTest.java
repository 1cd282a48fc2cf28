package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.corefstats.core.Docs;
import org.junit.jupiter.api.Test;

/** How BLANC's halves combine under each profile (docs/explanation/corefud-and-coval.md 6.2). */
class BlancRuleTest {
  private static final double EXACT = 1e-15;
  private static final Semantics COREFUD_KEEP =
      Semantics.of(Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP);

  private static Counts score(Semantics semantics, String key, String response) {
    List<Object> ignored = new ArrayList<>();
    return new DocumentScorer(Set.of(Metric.BLANC), semantics)
        .score(Docs.letters(key), Docs.letters(response), ignored::add);
  }

  /** {@code edge/E17}: a key of three singletons, a response that links two of them. */
  @Test
  void edgeE17HalvesTheNonCoreferenceHalfUnderCorefudAndNotUnderV801() {
    Counts ua = score(COREFUD_KEEP, "a b c", "ab c");
    Counts v801 = score(Semantics.V801, "a b c", "ab c");
    BlancCounts links = new BlancCounts(0, 0, 1, 2, 3, 2);
    assertEquals(links, ua.blanc(), "the link counts do not depend on the rule");
    assertEquals(links, v801.blanc());

    assertEquals(BlancScore.Rule.UA, ua.blancRule());
    Score s = ua.score(Metric.BLANC);
    assertEquals(1.0 / 3, s.recall(), EXACT);
    assertEquals(0.5, s.precision(), EXACT);
    assertEquals(0.4, s.f1(), EXACT);
    assertEquals(Score.ZERO, ua.blancScore().coreference(), "included, key total 0: R = P = 0");

    assertEquals(BlancScore.Rule.V801, v801.blancRule());
    Score v = v801.score(Metric.BLANC);
    assertEquals(2.0 / 3, v.recall(), EXACT);
    assertEquals(1.0, v.precision(), EXACT);
    assertEquals(0.8, v.f1(), EXACT);
    assertNull(v801.blancScore().coreference(), "v8.01 leaves out a half without key links");
  }

  @Test
  void theRuleSurvivesSummingDocumentsAsCountsAndAsExactSums() {
    Counts e17 = score(COREFUD_KEEP, "a b c", "ab c");
    Counts other = score(COREFUD_KEEP, "a b", "a b");
    Counts plus = e17.plus(other).plus(Counts.zero(Set.of(Metric.BLANC)));
    Counts summed =
        new CountsSum(Set.of(Metric.BLANC))
            .add(e17)
            .add(other)
            .add(Counts.zero(Set.of(Metric.BLANC)))
            .counts();
    for (Counts c : List.of(plus, summed)) {
      assertEquals(BlancScore.Rule.UA, c.blancRule());
      // corpus: coref half key 0, response 1: R = P = 0; non-coref half 3/4, 3/3
      assertEquals(new BlancCounts(0, 0, 1, 3, 4, 3), c.blanc());
      assertEquals((0 + 0.75) / 2, c.score(Metric.BLANC).recall(), EXACT);
      assertEquals((0 + 1.0) / 2, c.score(Metric.BLANC).precision(), EXACT);
    }
  }

  @Test
  void aHalfIsLeftOutUnderUaOnlyWhenBothItsTotalsAreZero() {
    assertEquals(Score.ZERO, BlancScore.of(BlancCounts.ZERO, BlancScore.Rule.UA).overall());
    // key links both kinds, response none: both halves included, all 0
    BlancScore none = BlancScore.of(new BlancCounts(0, 1, 0, 0, 2, 0), BlancScore.Rule.UA);
    assertEquals(Score.ZERO, none.overall());
    // only the non-coreference half has totals: it alone
    BlancScore non = BlancScore.of(new BlancCounts(0, 0, 0, 1, 2, 1), BlancScore.Rule.UA);
    assertNull(non.coreference());
    assertEquals(0.5, non.overall().recall(), EXACT);
    assertEquals(1.0, non.overall().precision(), EXACT);
  }
}
