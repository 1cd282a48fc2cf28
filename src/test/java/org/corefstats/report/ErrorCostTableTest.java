package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.CostStep;
import org.corefstats.core.analysis.ErrorCategory;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.junit.jupiter.api.Test;

/** The error cost table from summed counts computed by hand. */
class ErrorCostTableTest {
  private static final CostStep CONFLATED_ALONE =
      new CostStep(ErrorCategory.CONFLATED_ENTITIES, false);
  private static final CostStep MISSING_MENTION_CUMULATIVE =
      new CostStep(ErrorCategory.MISSING_MENTION, true);

  /** MUC, B3 and CEAF-e as recall num/den, precision num/den. */
  private static Counts counts(double[] muc, double[] bcub, double[] ceafe) {
    return new Counts.Builder()
        .put(Metric.MUC, new MetricCounts(muc[0], muc[1], muc[2], muc[3]))
        .put(Metric.BCUB, new MetricCounts(bcub[0], bcub[1], bcub[2], bcub[3]))
        .put(Metric.CEAFE, new MetricCounts(ceafe[0], ceafe[1], ceafe[2], ceafe[3]))
        .build();
  }

  // before: MUC R 3/5 P 3/4 (F1 2/3), B3 6/10 6/10 (0.6), CEAF-e 1/2 1/2 (0.5)
  private static final Counts BEFORE =
      counts(new double[] {3, 5, 3, 4}, new double[] {6, 10, 6, 10}, new double[] {1, 2, 1, 2});

  // conflated fixed: MUC R 3/5 P 3/3 (0.75), B3 8/10 10/10 (8/9), CEAF-e 1/2 1/1 (2/3)
  private static final Counts CONFLATED =
      counts(new double[] {3, 5, 3, 3}, new double[] {8, 10, 10, 10}, new double[] {1, 2, 1, 1});

  private static final Counts PERFECT =
      counts(new double[] {5, 5, 4, 4}, new double[] {10, 10, 10, 10}, new double[] {2, 2, 2, 2});

  @Test
  void eachStepHasARowPerMetricAndTheConllAverageWithTheDifferenceOfF1() {
    Map<CostStep, Counts> after = new LinkedHashMap<>();
    after.put(MISSING_MENTION_CUMULATIVE, PERFECT);
    after.put(CONFLATED_ALONE, CONFLATED);
    List<ErrorCostTable.Row> rows = ErrorCostTable.rows(BEFORE, after);
    assertEquals(8, rows.size());
    double conllBefore = (2.0 / 3 + 0.6 + 0.5) / 3;
    double conllConflated = (0.75 + 8.0 / 9 + 2.0 / 3) / 3;
    Object[][] expected = {
      {ErrorCategory.CONFLATED_ENTITIES, "alone", "muc", 2.0 / 3, 0.75},
      {ErrorCategory.CONFLATED_ENTITIES, "alone", "bcub", 0.6, 8.0 / 9},
      {ErrorCategory.CONFLATED_ENTITIES, "alone", "ceafe", 0.5, 2.0 / 3},
      {ErrorCategory.CONFLATED_ENTITIES, "alone", "conll", conllBefore, conllConflated},
      {ErrorCategory.MISSING_MENTION, "cumulative", "muc", 2.0 / 3, 1.0},
      {ErrorCategory.MISSING_MENTION, "cumulative", "bcub", 0.6, 1.0},
      {ErrorCategory.MISSING_MENTION, "cumulative", "ceafe", 0.5, 1.0},
      {ErrorCategory.MISSING_MENTION, "cumulative", "conll", conllBefore, 1.0},
    };
    for (int i = 0; i < expected.length; i++) {
      ErrorCostTable.Row r = rows.get(i);
      assertEquals(expected[i][0], r.category(), "row " + i);
      assertEquals(expected[i][1], r.order(), "row " + i);
      assertEquals(expected[i][2], r.metric(), "row " + i);
      assertEquals((double) expected[i][3], r.f1Before(), 1e-12, "row " + i);
      assertEquals((double) expected[i][4], r.f1After(), 1e-12, "row " + i);
      assertEquals(
          (double) expected[i][4] - (double) expected[i][3], r.difference(), 1e-12, "row " + i);
    }
  }

  @Test
  void theCsvHasTheSpecsHeaderAndOneLinePerSystemAndRow() throws IOException {
    Map<String, List<ErrorCostTable.Row>> bySystem = new LinkedHashMap<>();
    bySystem.put("sysA", ErrorCostTable.rows(BEFORE, Map.of(CONFLATED_ALONE, CONFLATED)));
    bySystem.put("sysB", ErrorCostTable.rows(BEFORE, Map.of(CONFLATED_ALONE, BEFORE)));
    StringWriter out = new StringWriter();
    ErrorCostTable.write(out, bySystem);
    List<String> lines = out.toString().lines().toList();
    assertEquals(1 + 4 + 4, lines.size());
    assertEquals("system,category,order,metric,f1_before,f1_after,difference", lines.get(0));
    // the F1 that scores.csv reports for the same counts, written as it writes numbers
    double before = BEFORE.score(Metric.MUC).f1();
    double after = CONFLATED.score(Metric.MUC).f1();
    assertEquals(
        String.join(
            ",",
            "sysA,conflated_entities,alone,muc",
            Numbers.full(before),
            Numbers.full(after),
            Numbers.full(after - before)),
        lines.get(1));
    assertEquals("sysB,conflated_entities,alone,ceafe,0.5,0.5,0", lines.get(7));
  }

  /**
   * Alone steps are compared with span correction, cumulative ones with the step before: the
   * cumulative differences add up to the whole gain.
   */
  @Test
  void cumulativeStepsChainAndAloneStepsStartFromSpanCorrection() {
    Map<CostStep, Counts> after = new LinkedHashMap<>();
    after.put(CostStep.SPANS, CONFLATED);
    after.put(CONFLATED_ALONE, PERFECT);
    after.put(new CostStep(ErrorCategory.CONFLATED_ENTITIES, true), PERFECT);
    after.put(MISSING_MENTION_CUMULATIVE, PERFECT);
    List<ErrorCostTable.Row> rows = ErrorCostTable.rows(BEFORE, after);
    assertEquals(16, rows.size());
    ErrorCostTable.Row span = rows.get(0);
    assertEquals("cumulative", span.order());
    assertEquals(2.0 / 3, span.f1Before(), 1e-12); // MUC of the original
    assertEquals(0.75, span.f1After(), 1e-12);
    ErrorCostTable.Row alone = rows.get(4);
    assertEquals("alone", alone.order());
    assertEquals(0.75, alone.f1Before(), 1e-12); // after span correction
    ErrorCostTable.Row missing = rows.get(12);
    assertEquals(ErrorCategory.MISSING_MENTION, missing.category());
    assertEquals(1.0, missing.f1Before(), 1e-12); // the conflated cumulative step's
    double total = 0;
    for (ErrorCostTable.Row r : rows) {
      if (r.order().equals("cumulative") && r.metric().equals("muc")) {
        total += r.difference();
      }
    }
    assertEquals(1.0 - 2.0 / 3, total, 1e-12);
  }

  @Test
  void aStepWhoseCountsLackAMetricOfTheOriginalIsRefused() {
    Counts mucOnly = new Counts.Builder().put(Metric.MUC, new MetricCounts(1, 1, 1, 1)).build();
    assertThrows(
        IllegalArgumentException.class,
        () -> ErrorCostTable.rows(BEFORE, Map.of(CONFLATED_ALONE, mucOnly)));
  }
}
