package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.corefstats.core.Docs;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * The score table: its columns and rows as the outputs have them, and the way back from rows to
 * counts.
 */
class ScoreTableTest {
  private static final List<Metric> COUNTED = List.copyOf(Metric.counted());

  @Test
  void theColumnsAndRowsAreThoseOfTheOutputs() {
    assertEquals(
        List.of(
            "metric",
            "recall_num",
            "recall_den",
            "precision_num",
            "precision_den",
            "recall",
            "precision",
            "f1"),
        ScoreTable.COLUMNS);
    assertEquals(
        List.of(
            "system",
            "document",
            "metric",
            "recall_num",
            "recall_den",
            "precision_num",
            "precision_den",
            "recall",
            "precision",
            "f1"),
        ScoreTable.DOCUMENT_HEADER);
    assertEquals(ScoreTable.DOCUMENT_HEADER, ScoreTable.header("system", "document"));
    assertEquals(
        List.of(
            "mentions",
            "muc",
            "bcub",
            "ceafm",
            "ceafe",
            "blanc_coref",
            "blanc_noncoref",
            "lea",
            "mor",
            "zero",
            "cone_mentions",
            "cone_bcub",
            "cone_ceafm",
            "cone_ceafe",
            "ne_bcub",
            "ne_ceafm",
            "ne_ceafe",
            "cone_approx_bcub",
            "cone_approx_ceafm",
            "cone_approx_ceafe"),
        ScoreTable.COUNT_ROWS);
    assertEquals(
        List.of(
            "mentions",
            "muc",
            "bcub",
            "ceafm",
            "ceafe",
            "blanc_coref",
            "blanc_noncoref",
            "blanc",
            "lea",
            "mor",
            "zero",
            "cone_mentions",
            "cone_bcub",
            "cone_ceafm",
            "cone_ceafe",
            "ne_bcub",
            "ne_ceafm",
            "ne_ceafe",
            "cone_approx_bcub",
            "cone_approx_ceafm",
            "cone_approx_ceafe",
            "conll"),
        ScoreTable.rows(randomCounts(new Random(1), EnumSet.allOf(Metric.class))).stream()
            .map(ScoreRow::metric)
            .toList());
    assertEquals(
        "mentions, muc, bcub, ceafm, ceafe, blanc_coref and blanc_noncoref, lea, mor, zero,"
            + " cone_mentions, cone_bcub, cone_ceafm, cone_ceafe, ne_bcub, ne_ceafm, ne_ceafe,"
            + " cone_approx_bcub, cone_approx_ceafm, cone_approx_ceafe",
        ScoreTable.countRowsText());
    assertTrue(
        ScoreTable.isPart("blanc_coref")
            && !ScoreTable.isPart("blanc")
            && !ScoreTable.isPart("conll"));
    assertTrue(ScoreTable.carriesCounts("blanc_noncoref") && !ScoreTable.carriesCounts("blanc"));
  }

  @Test
  void countsOfEverySetOfMetricsComeBackFromTheirRowsBitForBit() {
    Random random = new Random(7);
    for (int subset = 0; subset < 1 << COUNTED.size(); subset++) {
      Set<Metric> metrics = EnumSet.noneOf(Metric.class);
      for (int i = 0; i < COUNTED.size(); i++) {
        if ((subset & 1 << i) != 0) {
          metrics.add(COUNTED.get(i));
        }
      }
      for (int draw = 0; draw < 20; draw++) {
        Counts counts = randomCounts(random, metrics);
        Counts back = ScoreTable.counts(ScoreTable.rows(counts), ruleOf(counts));
        assertEquals(counts, back, metrics + " draw " + draw);
        assertArrayEquals(bits(counts.values()), bits(back.values()), metrics + " draw " + draw);
        assertEquals(Metric.withDerived(metrics), back.metrics());
      }
    }
  }

  @Test
  void countsOfScoredDocumentsAndTheirSumComeBackFromTheirRows() {
    Random random = new Random(11);
    for (Set<Metric> metrics :
        List.of(
            Metric.all(),
            EnumSet.of(Metric.MENTIONS, Metric.MUC, Metric.BCUB, Metric.CEAFE),
            EnumSet.of(Metric.BLANC, Metric.LEA, Metric.CEAFM))) {
      DocumentScorer scorer = new DocumentScorer(metrics);
      Counts corpus = Counts.zero(metrics);
      for (int d = 0; d < 200; d++) {
        Document key =
            Docs.randomPartition(random, 1 + random.nextInt(30), 1 + random.nextInt(8), 80);
        Document response =
            Docs.perturb(random, key, 0.8, random.nextInt(5), 1 + random.nextInt(8));
        Counts counts = scorer.score(key, response, p -> {});
        assertEquals(
            counts, ScoreTable.counts(ScoreTable.rows(counts), ruleOf(counts)), "document " + d);
        corpus = corpus.plus(counts);
      }
      Counts back = ScoreTable.counts(ScoreTable.rows(corpus), ruleOf(corpus));
      assertEquals(corpus, back, metrics.toString());
      assertArrayEquals(bits(corpus.values()), bits(back.values()), metrics.toString());
    }
  }

  @Test
  void blancHalvesFillBlancsSixCountsTakingTheCorrectCountFromTheRecallSide() {
    double[] values = new double[Counts.WIDTH];
    int coref = ScoreTable.COUNT_ROWS.indexOf("blanc_coref");
    int nonCoref = ScoreTable.COUNT_ROWS.indexOf("blanc_noncoref");
    ScoreTable.putCounts(coref, new double[] {2, 9, 99, 8}, BlancScore.Rule.V801, values, 0);
    ScoreTable.putCounts(nonCoref, new double[] {8, 12, 98, 20}, BlancScore.Rule.V801, values, 0);
    assertEquals(new BlancCounts(2, 9, 8, 8, 12, 20), Counts.of(Metric.counted(), values).blanc());

    double[] twoSystems = new double[2 * Counts.WIDTH];
    ScoreTable.putCounts(
        ScoreTable.COUNT_ROWS.indexOf("lea"),
        new double[] {1.5, 2, 0.25, 3},
        BlancScore.Rule.UA,
        twoSystems,
        Counts.WIDTH);
    int lea = Counts.WIDTH + Counts.offset(Metric.LEA);
    assertArrayEquals(new double[] {1.5, 2, 0.25, 3}, Arrays.copyOfRange(twoSystems, lea, lea + 4));
  }

  /**
   * {@code edge/E17} with singletons kept (docs/explanation/corefud-and-coval.md 6.2): the rows of
   * a document scored under the CorefUD profile, and of a sum of such documents (scores.csv), give
   * back its BLANC only with the UA rule; v8.01's gives other numbers from the same rows.
   */
  @Test
  void countsReadBackCarryTheBlancRuleTheyAreGiven() {
    Semantics corefud =
        Semantics.of(
            Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP);
    DocumentScorer scorer = new DocumentScorer(EnumSet.of(Metric.MUC, Metric.BLANC), corefud);
    Counts e17 = scorer.score(Docs.letters("a b c"), Docs.letters("ab c"), p -> {});
    Counts corpus = e17.plus(scorer.score(Docs.letters("a b"), Docs.letters("a b"), p -> {}));
    for (Counts written : List.of(e17, corpus)) {
      List<ScoreRow> rows = ScoreTable.rows(written);
      Counts ua = ScoreTable.counts(rows, BlancScore.Rule.UA);
      assertEquals(BlancScore.Rule.UA, ua.blancRule());
      assertEquals(written.blanc(), ua.blanc());
      assertEquals(written.blancScore(), ua.blancScore());
      assertEquals(ScoreTable.rows(written), ScoreTable.rows(ua), "the same rows written again");
      Counts v801 = ScoreTable.counts(rows, BlancScore.Rule.V801);
      assertEquals(BlancScore.Rule.V801, v801.blancRule());
      assertNotEquals(written.score(Metric.BLANC), v801.score(Metric.BLANC));
    }
    Score s = ScoreTable.counts(ScoreTable.rows(e17), BlancScore.Rule.UA).score(Metric.BLANC);
    assertEquals(1.0 / 3, s.recall(), 1e-15);
    assertEquals(0.5, s.precision(), 1e-15);
    assertEquals(0.4, s.f1(), 1e-15);
    assertEquals(
        0.8,
        ScoreTable.counts(ScoreTable.rows(e17), BlancScore.Rule.V801).score(Metric.BLANC).f1(),
        1e-15);

    // the rule is recorded once per system and document, however many BLANC rows arrive apart
    double[] values = new double[Counts.WIDTH];
    for (String row : List.of("blanc_coref", "blanc_noncoref")) {
      double[] part = new double[Counts.WIDTH];
      ScoreTable.putCounts(
          ScoreTable.COUNT_ROWS.indexOf(row),
          new double[] {1, 2, 1, 3},
          BlancScore.Rule.UA,
          part,
          0);
      for (int i = 0; i < values.length; i++) {
        values[i] += part[i];
      }
    }
    Counts summed = Counts.of(EnumSet.of(Metric.BLANC), values);
    assertEquals(
        summed,
        new Counts.Builder().blanc(new BlancCounts(1, 2, 3, 1, 2, 3), BlancScore.Rule.UA).build());
  }

  @Test
  void aMetricIsReadBackOnlyWhenAllItsCountRowsAreThere() {
    assertEquals(
        EnumSet.of(Metric.MUC, Metric.BLANC),
        ScoreTable.metricsOf(List.of("muc", "blanc_coref", "blanc_noncoref", "blanc", "conll")));
    assertEquals(EnumSet.of(Metric.MUC), ScoreTable.metricsOf(List.of("muc", "blanc_coref")));
    assertEquals(
        EnumSet.noneOf(Metric.class), ScoreTable.metricsOf(List.of("blanc", "conll", "nope")));
  }

  @Test
  void cellsAndTypedValuesFollowTheColumns() {
    Counts counts = randomCounts(new Random(3), Metric.all());
    for (ScoreRow row : ScoreTable.rows(counts)) {
      List<String> cells = ScoreTable.cells(row, "sys", "doc");
      assertEquals(ScoreTable.DOCUMENT_HEADER.size(), cells.size());
      Object[] values = ScoreTable.values("sys", "doc", row);
      assertEquals(ScoreTable.DOCUMENT_COLUMNS.size(), values.length);
      for (int c = 0; c < values.length; c++) {
        ScoreTable.Column column = ScoreTable.DOCUMENT_COLUMNS.get(c);
        if (values[c] == null) {
          assertTrue(column.nullable(), column.name() + " of " + row.metric());
          assertEquals("", cells.get(c), column.name() + " of " + row.metric());
        } else if (column.text()) {
          assertEquals(cells.get(c), values[c]);
        } else {
          assertEquals(
              Numbers.full((Double) assertInstanceOf(Double.class, values[c])), cells.get(c));
        }
      }
    }
    List<ScoreRow> all = ScoreTable.rows(counts);
    ScoreRow conll = all.get(all.size() - 1);
    assertEquals(
        List.of("conll", "", "", "", "", "", "", Numbers.full(conll.f1())),
        ScoreTable.cells(conll));
    assertNull(conll.recallNum());
    assertNotNull(ScoreTable.values("s", "d", conll)[9]);
    assertFalse(ScoreTable.carriesCounts("conll"));
  }

  /**
   * Counts of these metrics with random values: fractional where a metric's counts can be, integral
   * for BLANC.
   */
  private static Counts randomCounts(Random random, Set<Metric> metrics) {
    Counts.Builder b = new Counts.Builder();
    for (Metric m : metrics) {
      if (m == Metric.BLANC) {
        long ck = random.nextInt(50);
        long nk = random.nextInt(500);
        b.blanc(
            new BlancCounts(
                random.nextInt((int) ck + 1),
                ck,
                random.nextInt(50),
                random.nextInt((int) nk + 1),
                nk,
                random.nextInt(500)),
            random.nextBoolean() ? BlancScore.Rule.UA : BlancScore.Rule.V801);
      } else if (m.hasCounts()) {
        b.put(
            m,
            new MetricCounts(
                random.nextDouble() * 40,
                random.nextInt(41),
                random.nextDouble() * 40,
                random.nextInt(41)));
      }
    }
    return b.build();
  }

  /** The BLANC rule the counts were made with (v8.01's when they have no BLANC). */
  private static BlancScore.Rule ruleOf(Counts counts) {
    return counts.has(Metric.BLANC) ? counts.blancRule() : BlancScore.Rule.V801;
  }

  private static long[] bits(double[] values) {
    long[] bits = new long[values.length];
    for (int i = 0; i < values.length; i++) {
      bits[i] = Double.doubleToRawLongBits(values[i]);
    }
    return bits;
  }
}
