package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NumbersTest {
  @Test
  void fullPrecisionWithoutExponent() {
    assertEquals("6", Numbers.full(6.0));
    assertEquals("0", Numbers.full(0.0));
    assertEquals("0.5", Numbers.full(0.5));
    assertEquals("0.6666666666666666", Numbers.full(2.0 / 3));
    assertEquals("2.3333333333333335", Numbers.full(7.0 / 3));
    assertEquals("0.0000001", Numbers.full(1e-7));
    assertEquals(1e-7, Double.parseDouble(Numbers.full(1e-7)));
  }

  @Test
  void percentagesAreTruncatedAsScorerPlPrintsThem() {
    assertEquals("66.66", Numbers.truncatedPercent(2.0 / 3));
    assertEquals("100.00", Numbers.truncatedPercent(1.0));
    assertEquals("0.00", Numbers.truncatedPercent(0.0));
    // scorer.pl prints int(0.57 * 10000) / 100 = 56.99 (perl -e here), as 0.57 * 10000 =
    // 5699.999999999999
    assertEquals("56.99", Numbers.truncatedPercent(0.57));
    assertEquals("58.00", Numbers.truncatedPercent(0.58));
  }

  @Test
  void countsInTables() {
    assertEquals("7", Numbers.count(7));
    assertEquals("2.3333", Numbers.count(7.0 / 3));
    assertEquals("0.5", Numbers.count(0.5));
  }

  @Test
  void theCorefudScorerAndCovalRoundWhereV801Truncates() {
    var v801 = org.corefstats.core.metrics.Semantics.Profile.V801;
    var corefud = org.corefstats.core.metrics.Semantics.Profile.COREFUD;
    var coval = org.corefstats.core.metrics.Semantics.Profile.COVAL;
    assertEquals("66.66", Numbers.percent(2.0 / 3, v801));
    assertEquals("66.67", Numbers.percent(2.0 / 3, corefud));
    assertEquals("66.67", Numbers.percent(2.0 / 3, coval));
    assertEquals("100.00", Numbers.percent(1.0, corefud));
    assertEquals("0.00", Numbers.percent(0.0, corefud));
  }
}
