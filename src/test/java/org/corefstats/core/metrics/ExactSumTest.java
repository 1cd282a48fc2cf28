package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ExactSumTest {
  /** The exact sum of the terms rounded once to a double: BigDecimal is exact for doubles. */
  private static double reference(List<Double> terms) {
    BigDecimal sum = BigDecimal.ZERO;
    for (double t : terms) {
      sum = sum.add(new BigDecimal(t));
    }
    // 17 significant digits are not enough to round once; 1,100 are (every double is exact in it)
    return sum.round(new MathContext(1100)).doubleValue();
  }

  private static double exact(List<Double> terms) {
    ExactSum s = new ExactSum();
    terms.forEach(s::add);
    return s.value();
  }

  @Test
  void theSumIsTheExactSumRoundedOnceWhateverTheOrder() {
    Random random = new Random(5);
    for (int trial = 0; trial < 200; trial++) {
      List<Double> terms = new ArrayList<>();
      int n = 1 + random.nextInt(300);
      for (int i = 0; i < n; i++) {
        // counts as documents give them: ratios of small integers, and a few huge or tiny ones
        double t =
            switch (random.nextInt(4)) {
              case 0 -> random.nextInt(200) / (double) (1 + random.nextInt(160));
              case 1 -> 2.0 * random.nextInt(50) / (1 + random.nextInt(90));
              case 2 -> random.nextDouble() * Math.pow(2, random.nextInt(120) - 60);
              default -> random.nextInt(1000);
            };
        terms.add(random.nextBoolean() || trial < 100 ? t : -t);
      }
      double expected = reference(terms);
      assertEquals(expected, exact(terms), "trial " + trial);
      Collections.shuffle(terms, random);
      assertEquals(expected, exact(terms), "trial " + trial + ", shuffled");
    }
  }

  @Test
  void aFloatingSumDependsOnTheOrderWhereTheExactSumDoesNot() {
    List<Double> terms = List.of(1e16, 1.0, -1e16, 1.0);
    double running = 0;
    for (double t : terms) {
      running += t;
    }
    assertEquals(1.0, running); // 1e16 + 1 rounds back to 1e16
    assertEquals(2.0, exact(terms));
  }

  @Test
  void sumsMergeAndSubtractExactly() {
    ExactSum a = new ExactSum();
    ExactSum b = new ExactSum();
    for (int i = 1; i <= 1000; i++) {
      a.add(1.0 / i);
      b.add(1.0 / (i + 1000));
    }
    ExactSum both = new ExactSum();
    both.add(a);
    both.add(b);
    List<Double> all = new ArrayList<>();
    for (int i = 1; i <= 2000; i++) {
      all.add(1.0 / i);
    }
    assertEquals(reference(all), both.value());
    for (int i = 1001; i <= 2000; i++) {
      both.add(-1.0 / i);
    }
    assertEquals(a.value(), both.value());
    assertEquals(0.0, new ExactSum().value());
    ExactSum tiny = new ExactSum();
    tiny.add(Double.MIN_VALUE);
    tiny.add(Double.MIN_VALUE);
    assertEquals(2 * Double.MIN_VALUE, tiny.value());
  }

  @Test
  void aNonFiniteTermIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ExactSum().add(Double.NaN));
  }
}
