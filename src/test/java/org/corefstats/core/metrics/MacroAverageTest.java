package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The macro average: means of the groups' R, P and F1, and of their CoNLL scores. */
class MacroAverageTest {
  private static final Set<Metric> METRICS = EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFE);

  /** Counts with (recall num, recall den, precision num, precision den) per metric. */
  private static Counts counts(double[] muc, double[] bcub, double[] ceafe) {
    double[] values = new double[Counts.WIDTH];
    System.arraycopy(muc, 0, values, Counts.offset(Metric.MUC), 4);
    System.arraycopy(bcub, 0, values, Counts.offset(Metric.BCUB), 4);
    System.arraycopy(ceafe, 0, values, Counts.offset(Metric.CEAFE), 4);
    return Counts.of(METRICS, values);
  }

  @Test
  void meansOfTheGroupsScoresNotScoresOfTheirSums() {
    Counts a =
        counts(new double[] {1, 2, 1, 4}, new double[] {3, 4, 3, 4}, new double[] {1, 1, 1, 2});
    Counts b =
        counts(new double[] {9, 10, 9, 9}, new double[] {1, 4, 1, 2}, new double[] {0, 3, 0, 1});
    MacroAverage macro = MacroAverage.of(List.of(a, b), Metric.withDerived(METRICS));
    assertEquals(2, macro.groups());
    Score muc = macro.score(Metric.MUC);
    assertEquals((0.5 + 0.9) / 2, muc.recall(), 1e-15);
    assertEquals((0.25 + 1.0) / 2, muc.precision(), 1e-15);
    double f1a = 2 * 0.5 * 0.25 / 0.75;
    double f1b = 2 * 0.9 * 1.0 / 1.9;
    assertEquals((f1a + f1b) / 2, muc.f1(), 1e-15);
    double conllA = a.score(Metric.CONLL).f1();
    double conllB = b.score(Metric.CONLL).f1();
    assertEquals((conllA + conllB) / 2, macro.score(Metric.CONLL).f1(), 1e-15);
    assertEquals(0, b.score(Metric.CEAFE).f1(), "a group with F1 0 counts as 0");
  }

  @Test
  void oneGroupIsItsOwnScoreAndNoGroupIsRefused() {
    Counts a =
        counts(new double[] {1, 2, 1, 4}, new double[] {3, 4, 3, 4}, new double[] {1, 1, 1, 2});
    MacroAverage one = MacroAverage.of(List.of(a), Metric.withDerived(METRICS));
    for (Metric m : Metric.withDerived(METRICS)) {
      assertEquals(a.score(m).f1(), one.score(m).f1(), 0, m.code());
    }
    assertThrows(IllegalArgumentException.class, () -> MacroAverage.of(List.of(), METRICS));
  }
}
