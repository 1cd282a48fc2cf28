package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The metric type: codes, names and spellings in one place, and the CoNLL average as a derived
 * metric.
 */
class MetricTest {

  @Test
  void everyMetricHasItsCodeDisplayNameAndWidth() {
    assertEquals(
        List.of(
            "mentions",
            "muc",
            "bcub",
            "ceafm",
            "ceafe",
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
        List.of(Metric.values()).stream().map(Metric::code).toList());
    assertEquals(
        List.of(
            "MD",
            "MUC",
            "B3",
            "CEAF-m",
            "CEAF-e",
            "BLANC",
            "LEA",
            "MOR",
            "Zero",
            "CONE MD",
            "CONE B3",
            "CONE CEAF-m",
            "CONE CEAF-e",
            "NE B3",
            "NE CEAF-m",
            "NE CEAF-e",
            "CONE-approx B3",
            "CONE-approx CEAF-m",
            "CONE-approx CEAF-e",
            "CoNLL"),
        List.of(Metric.values()).stream().map(Metric::display).toList());
    assertEquals(
        List.of(4, 4, 4, 4, 4, 7, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0),
        List.of(Metric.values()).stream().map(Metric::width).toList());
    assertEquals(List.of(Metric.MUC, Metric.BCUB, Metric.CEAFE), Metric.CONLL.inputs());
    assertFalse(Metric.CONLL.hasCounts());
    assertEquals(EnumSet.range(Metric.MENTIONS, Metric.CONE_APPROX_CEAFE), Metric.counted());
    // all: every metric but the CONE group, which needs an NE layer and is asked for as cone
    assertEquals(EnumSet.range(Metric.CONE_MENTIONS, Metric.CONE_APPROX_CEAFE), Metric.cone());
    EnumSet<Metric> all = EnumSet.allOf(Metric.class);
    all.removeAll(Metric.cone());
    assertEquals(all, Metric.all());
  }

  @Test
  void theCountsLayoutIsUnchangedByTheDerivedMetric() {
    assertEquals(79, Counts.WIDTH);
    assertEquals(
        List.of(0, 4, 8, 12, 16, 20, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 67, 71, 75),
        Metric.counted().stream().map(Counts::offset).toList());
    assertThrows(IllegalArgumentException.class, () -> Counts.offset(Metric.CONLL));
  }

  @Test
  void theCommandLineParsesCodesOnlyAndListsTheKnownOnes() {
    assertEquals(Metric.CONLL, Metric.fromCode(" conll "));
    assertEquals(Metric.CEAFE, Metric.fromCode("CEAFE"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Metric.fromCode("ceaf"));
    assertEquals(
        "unknown metric 'ceaf' (known: mentions, muc, bcub, ceafm, ceafe, blanc, lea, mor, zero,"
            + " cone_mentions, cone_bcub, cone_ceafm, cone_ceafe, ne_bcub, ne_ceafm, ne_ceafe,"
            + " cone_approx_bcub, cone_approx_ceafm, cone_approx_ceafe, conll, all, cone)",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Metric.fromCode("B3"));
    assertEquals(Optional.of(Metric.LEA), Metric.ofCode("lea"));
    assertEquals(Optional.empty(), Metric.ofCode("LEA"));
  }

  @Test
  void publishedSpellingsNameTheirMetric() {
    Map<String, Metric> spellings =
        Map.ofEntries(
            Map.entry("MD", Metric.MENTIONS),
            Map.entry("Mention detection", Metric.MENTIONS),
            Map.entry("mention", Metric.MENTIONS),
            Map.entry("B3", Metric.BCUB),
            Map.entry("B-cubed", Metric.BCUB),
            Map.entry("b³", Metric.BCUB),
            Map.entry("CEAF-m", Metric.CEAFM),
            Map.entry("ceaf_mention", Metric.CEAFM),
            Map.entry("CEAF", Metric.CEAFE),
            Map.entry("CEAF-e", Metric.CEAFE),
            Map.entry("CEAF entity", Metric.CEAFE),
            Map.entry("MUC", Metric.MUC),
            Map.entry("BLANC", Metric.BLANC),
            Map.entry("LEA", Metric.LEA),
            Map.entry("CoNLL", Metric.CONLL),
            Map.entry("conll_avg", Metric.CONLL),
            Map.entry("CoNLL average", Metric.CONLL),
            Map.entry("CoNLL F1", Metric.CONLL),
            Map.entry("Avg", Metric.CONLL));
    spellings.forEach(
        (name, metric) -> assertEquals(Optional.of(metric), Metric.named(name), name));
    for (Metric m : Metric.values()) {
      assertEquals(Optional.of(m), Metric.named(m.display()), m.display());
      assertEquals(Optional.of(m), Metric.named(m.code()), m.code());
    }
    assertEquals(Optional.empty(), Metric.named("zero-f1"));
    assertEquals("zerof1", Metric.normalized(" Zero-F1 "));
  }

  @Test
  void aDerivedMetricIsThereWhenAllItsInputsAre() {
    assertEquals(
        EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFE, Metric.CONLL),
        Metric.withDerived(List.of(Metric.MUC, Metric.BCUB, Metric.CEAFE)));
    assertEquals(
        EnumSet.of(Metric.MUC, Metric.BCUB), Metric.withDerived(List.of(Metric.MUC, Metric.BCUB)));
    assertEquals("muc, bcub and ceafe", Metric.spelled(Metric.CONLL.inputs()));
    assertEquals("lea", Metric.spelled(List.of(Metric.LEA)));

    Counts c =
        new Counts.Builder()
            .put(Metric.MUC, new MetricCounts(2, 5, 2, 5))
            .put(Metric.BCUB, new MetricCounts(1, 4, 1, 2))
            .put(Metric.CEAFE, new MetricCounts(3, 3, 3, 4))
            .build();
    assertTrue(c.has(Metric.CONLL));
    assertEquals(EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFE, Metric.CONLL), c.metrics());
    Score conll = c.score(Metric.CONLL);
    double mean =
        (c.get(Metric.MUC).score().f1()
                + c.get(Metric.BCUB).score().f1()
                + c.get(Metric.CEAFE).score().f1())
            / 3;
    assertEquals(mean, conll.f1(), 0);
    assertTrue(Double.isNaN(conll.recall()) && Double.isNaN(conll.precision()), conll.toString());
    assertFalse(new Counts.Builder().put(Metric.MUC, MetricCounts.ZERO).build().has(Metric.CONLL));
    assertThrows(IllegalArgumentException.class, () -> c.get(Metric.CONLL));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Counts.Builder().put(Metric.CONLL, MetricCounts.ZERO));
    assertEquals(
        Counts.zero(Metric.counted()),
        Counts.zero(EnumSet.allOf(Metric.class)),
        "a derived metric adds no counts");
  }
}
