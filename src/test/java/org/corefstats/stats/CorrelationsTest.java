package org.corefstats.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.linear.BlockRealMatrix;
import org.apache.commons.math3.stat.correlation.KendallsCorrelation;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;

/**
 * Textbook definitions on small hand-computed cases (ties included), commons-math3 as an oracle on
 * random data, degenerate input, a large Kendall series, and Table 3 of Luo et al. (2014).
 *
 * <p>Independent p-value checks: Student's t CDF in closed form for 1, 2 and 3 degrees of freedom
 * (e.g. Abramowitz &amp; Stegun 26.7.3–26.7.4) and commons-math3's {@link TDistribution}; Kendall's
 * exact p by enumerating all n! permutations; Kendall's asymptotic p from an O(n²) implementation
 * and commons-math3's {@link NormalDistribution}.
 */
class CorrelationsTest {
  private static final double EXACT = 1e-15;
  private static final double CLOSE = 1e-12;

  // =================================================================================================================
  // Pearson, by hand

  /**
   * Ties in y. x = 1 2 3 4 5, y = 2 4 5 4 5. x̄ = 3, ȳ = 4; dx = −2 −1 0 1 2, dy = −2 0 1 0 1. Sxy
   * = 4+0+0+0+2 = 6, Sxx = 10, Syy = 4+0+1+0+1 = 6; r = 6/√60 = √0.6 = 0.7745966692414834. t =
   * r·√((n−2)/(1−r²)) = √0.6·√(3/0.4) = √4.5 = 2.1213203435596424, 3 df; closed form for 3 df: p =
   * 1 − (2/π)[atan(t/√3) + (t/√3)/(1+t²/3)] = 1 − (2/π)(0.8860771 + 1.2247449/2.5) =
   * 0.1240270626575546. Fisher: z = atanh(√0.6) = ½ln(1.7745967/0.2254033) = 1.0317184, se = 1/√2,
   * half-width 1.959964/√2 = 1.3859038, tanh(−0.3541854) = −0.3400820351875105, tanh(2.4176222) =
   * 0.9842357551507267.
   */
  @Test
  void pearsonTiesInY() {
    CorrelationResult res = Correlations.pearson(d(1, 2, 3, 4, 5), d(2, 4, 5, 4, 5));
    assertDefined(res, CorrelationMethod.PEARSON, 5);
    assertEquals(Math.sqrt(0.6), res.r(), EXACT);
    double t = Math.sqrt(4.5);
    assertEquals(0.1240270626575546, res.pValue(), CLOSE);
    assertEquals(tTwoSidedClosedForm(t, 3), res.pValue(), CLOSE);
    assertEquals(tTwoSidedCommonsMath(t, 3), res.pValue(), CLOSE);
    assertEquals(-0.3400820351875105, res.ciLow(), CLOSE);
    assertEquals(0.9842357551507267, res.ciHigh(), CLOSE);
  }

  /**
   * Perfect negative: y = 12 − 2x; dy = −2·dx, so Sxy = −2·Sxx = −20, Syy = 4·Sxx = 40, r =
   * −20/√(10·40) = −1; p = 0 (t infinite); interval [−1, −1].
   */
  @Test
  void pearsonPerfectNegative() {
    CorrelationResult res = Correlations.pearson(d(1, 2, 3, 4, 5), d(10, 8, 6, 4, 2));
    assertEquals(-1, res.r());
    assertEquals(0, res.pValue());
    assertEquals(-1, res.ciLow());
    assertEquals(-1, res.ciHigh());
    CorrelationResult positive = Correlations.pearson(d(1, 2, 3, 4, 5), d(3, 5, 7, 9, 11));
    assertEquals(1, positive.r());
    assertEquals(0, positive.pValue());
  }

  /**
   * Zero correlation, ties in y. x = 1 2 3 4 5, y = 2 1 0 1 2 (a V): dx = −2 −1 0 1 2, Sxy = Σdx·y
   * = −4 −1 +0 +1 +4 = 0, r = 0, t = 0, p = 1; interval ±tanh(1.959964/√2) = ±tanh(1.3859038) =
   * ±0.8822664.
   */
  @Test
  void pearsonZero() {
    CorrelationResult res = Correlations.pearson(d(1, 2, 3, 4, 5), d(2, 1, 0, 1, 2));
    assertEquals(0, res.r(), EXACT);
    assertEquals(1, res.pValue(), CLOSE);
    assertEquals(-0.8822664257168621, res.ciLow(), CLOSE);
    assertEquals(0.8822664257168621, res.ciHigh(), CLOSE);
  }

  /**
   * n = 4 (2 df). x = 1 2 3 4, y = 1 3 2 4: x̄ = ȳ = 2.5, dx = −1.5 −0.5 0.5 1.5, dy = −1.5 0.5
   * −0.5 1.5; Sxy = 2.25 − 0.25 − 0.25 + 2.25 = 4, Sxx = Syy = 5, r = 0.8. t² = 0.64·2/0.36 = 32/9;
   * closed form for 2 df: p = 1 − t/√(2+t²) = 1 − √(32/9)/√(50/9) = 1 − √0.64 = 0.2. Fisher: z =
   * atanh(0.8) = ½ln 9 = ln 3 = 1.0986123, se = 1 → tanh(−0.8613517) = −0.6969534, tanh(3.0585763)
   * = 0.9956003.
   */
  @Test
  void pearsonFourPoints() {
    CorrelationResult res = Correlations.pearson(d(1, 2, 3, 4), d(1, 3, 2, 4));
    assertEquals(0.8, res.r(), EXACT);
    assertEquals(0.2, res.pValue(), CLOSE);
    assertEquals(tTwoSidedClosedForm(Math.sqrt(32.0 / 9), 2), res.pValue(), CLOSE);
    assertEquals(tTwoSidedCommonsMath(Math.sqrt(32.0 / 9), 2), res.pValue(), CLOSE);
    assertEquals(-0.6969534452993225, res.ciLow(), CLOSE);
    assertEquals(0.9956002504665856, res.ciHigh(), CLOSE);
  }

  /**
   * n = 3 (1 df, no interval). x = 1 2 3, y = 1 3 2: dx = −1 0 1, dy = −1 1 0; Sxy = 1, Sxx = Syy =
   * 2, r = 0.5. t = 0.5·√(1/0.75) = 1/√3; Cauchy (1 df): p = 1 − (2/π)·atan(1/√3) = 1 − (2/π)(π/6)
   * = 2/3.
   */
  @Test
  void pearsonThreePoints() {
    CorrelationResult res = Correlations.pearson(d(1, 2, 3), d(1, 3, 2));
    assertEquals(0.5, res.r(), EXACT);
    assertEquals(2.0 / 3, res.pValue(), CLOSE);
    assertEquals(tTwoSidedClosedForm(1 / Math.sqrt(3), 1), res.pValue(), CLOSE);
    assertTrue(Double.isNaN(res.ciLow()) && Double.isNaN(res.ciHigh()), "no interval below n = 4");
  }

  /**
   * Two passes keep the digits the one-pass Σxy − n·x̄ȳ loses: the case above shifted by 10⁹ (exact
   * in doubles) still gives √0.6; scaled by 10²⁰⁰ and 10⁻²⁰⁰ (squares would overflow / underflow)
   * too.
   */
  @Test
  void pearsonIsNumericallyCareful() {
    double[] x = d(1, 2, 3, 4, 5);
    double[] y = d(2, 4, 5, 4, 5);
    double[] xs = new double[5];
    double[] ys = new double[5];
    double[] xb = new double[5];
    double[] yt = new double[5];
    for (int i = 0; i < 5; i++) {
      xs[i] = x[i] + 1e9;
      ys[i] = y[i] + 1e9;
      xb[i] = x[i] * 1e200;
      yt[i] = y[i] * 1e-200;
    }
    assertEquals(Math.sqrt(0.6), Correlations.pearson(xs, ys).r(), EXACT);
    assertEquals(Math.sqrt(0.6), Correlations.pearson(xb, yt).r(), EXACT);
    assertEquals(Math.sqrt(0.6), Correlations.pearson(yt, xb).r(), EXACT);
  }

  // =================================================================================================================
  // Spearman, by hand

  /**
   * Ties in both. x = 10 20 20 30 40 → ranks 1 2.5 2.5 4 5; y = 3 1 4 4 5 → ranks 2 1 3.5 3.5 5.
   * Mean rank 3: dx = −2 −0.5 −0.5 1 2, dy = −1 −2 0.5 0.5 2; Sxy = 2 + 1 − 0.25 + 0.5 + 4 = 7.25,
   * Sxx = Syy = 9.5; rho = 7.25/9.5 = 29/38 = 0.7631578947368421. 1 − rho² = 603/1444, t =
   * (29/38)·√(3·1444/603) = 29·√(3/603) = 2.0455022859899350, 3 df: p = 0.1333391195318063 (closed
   * form as in pearsonTiesInY).
   */
  @Test
  void spearmanTiesInBoth() {
    double[] x = d(10, 20, 20, 30, 40);
    double[] y = d(3, 1, 4, 4, 5);
    assertArrayEquals(d(1, 2.5, 2.5, 4, 5), Correlations.averageRanks(x));
    assertArrayEquals(d(2, 1, 3.5, 3.5, 5), Correlations.averageRanks(y));
    CorrelationResult res = Correlations.spearman(x, y);
    assertDefined(res, CorrelationMethod.SPEARMAN, 5);
    assertEquals(29.0 / 38, res.r(), EXACT);
    double t = 29 * Math.sqrt(3.0 / 603);
    assertEquals(0.1333391195318063, res.pValue(), CLOSE);
    assertEquals(tTwoSidedClosedForm(t, 3), res.pValue(), CLOSE);
    assertEquals(tTwoSidedCommonsMath(t, 3), res.pValue(), CLOSE);
    assertTrue(Double.isNaN(res.ciLow()) && Double.isNaN(res.ciHigh()), "Spearman has no interval");
  }

  /**
   * Perfect monotone but not linear: y = x² has the ranks of x, rho = 1, p = 0 (Pearson r is only
   * 0.98); y = 1/x reverses them, rho = −1.
   */
  @Test
  void spearmanPerfectMonotone() {
    double[] x = d(1, 2, 3, 4, 5);
    CorrelationResult up = Correlations.spearman(x, d(1, 4, 9, 16, 25));
    assertEquals(1, up.r());
    assertEquals(0, up.pValue());
    assertTrue(Correlations.pearson(x, d(1, 4, 9, 16, 25)).r() < 0.99);
    CorrelationResult down = Correlations.spearman(x, d(1, 1 / 2.0, 1 / 3.0, 1 / 4.0, 1 / 5.0));
    assertEquals(-1, down.r());
    assertEquals(0, down.pValue());
  }

  /**
   * Zero. x = 1..5 (ranks 1..5, d = −2 −1 0 1 2), y = 20 50 30 10 40 → ranks 2 5 3 1 4 (dy = −1 2 0
   * −2 1); Σdx·dy = 2 − 2 + 0 − 2 + 2 = 0, rho = 0, p = 1.
   */
  @Test
  void spearmanZero() {
    CorrelationResult res = Correlations.spearman(d(1, 2, 3, 4, 5), d(20, 50, 30, 10, 40));
    assertEquals(0, res.r(), EXACT);
    assertEquals(1, res.pValue(), CLOSE);
  }

  /**
   * Ties in x only (and, swapped, in y only). x = 1 1 2 3 → ranks 1.5 1.5 3 4; y = 1 2 3 4. Mean
   * 2.5: dx = −1 −1 0.5 1.5, dy = −1.5 −0.5 0.5 1.5; Sxy = 1.5 + 0.5 + 0.25 + 2.25 = 4.5, Sxx =
   * 4.5, Syy = 5; rho = 4.5/√22.5 = √0.9 = 0.9486832980505138. t = √0.9·√(2/0.1) = √18, 2 df: p = 1
   * − √18/√20 = 1 − √0.9 = 0.0513167019494862.
   */
  @Test
  void spearmanTiesInOneSeries() {
    for (CorrelationResult res :
        List.of(
            Correlations.spearman(d(1, 1, 2, 3), d(1, 2, 3, 4)),
            Correlations.spearman(d(1, 2, 3, 4), d(1, 1, 2, 3)))) {
      assertEquals(Math.sqrt(0.9), res.r(), EXACT);
      assertEquals(1 - Math.sqrt(0.9), res.pValue(), CLOSE);
      assertEquals(tTwoSidedClosedForm(Math.sqrt(18), 2), res.pValue(), CLOSE);
    }
  }

  @Test
  void averageRanks() {
    assertArrayEquals(d(1, 2.5, 2.5, 4), Correlations.averageRanks(d(10, 20, 20, 30)));
    assertArrayEquals(
        d(4, 2, 2, 2), Correlations.averageRanks(d(9, 1, 1, 1))); // ranks 1..3 share 2
    assertArrayEquals(d(2, Double.NaN, 1), Correlations.averageRanks(d(5, Double.NaN, 4)));
    assertArrayEquals(d(1.5, 1.5, 3), Correlations.averageRanks(d(-0.0, 0.0, 1)));
    assertArrayEquals(new double[0], Correlations.averageRanks(new double[0]));
  }

  // =================================================================================================================
  // Kendall, by hand

  /**
   * No ties, exact p. x = 1..5, y = 3 1 2 5 4. Pairs of y (i &lt; j): (3,1)D (3,2)D (3,5)C (3,4)C
   * (1,2)C (1,5)C (1,4)C (2,5)C (2,4)C (5,4)D: nc = 7, nd = 3, tau = 4/10 = 0.4. Inversions of
   * permutations of 5 (Mahonian numbers): 1 4 9 15 20 22 20 15 9 4 1 (sum 120); P(K ≤ 3) =
   * (1+4+9+15)/120 = 29/120, p = 2·29/120 = 29/60.
   */
  @Test
  void kendallNoTiesExact() {
    double[] x = d(1, 2, 3, 4, 5);
    double[] y = d(3, 1, 2, 5, 4);
    CorrelationResult res = Correlations.kendall(x, y);
    assertDefined(res, CorrelationMethod.KENDALL, 5);
    assertEquals(0.4, res.r(), EXACT);
    assertEquals(29.0 / 60, res.pValue(), CLOSE);
    assertEquals(exactPByEnumeration(5, 3), res.pValue(), CLOSE);
  }

  /**
   * Perfect negative, n = 6: all 15 pairs discordant, tau = −1; only the reversed permutation has
   * 15 inversions (and only the identity 0): p = 2·(1/720) = 1/360. Perfect positive n = 5: tau =
   * 1, p = 2/120.
   */
  @Test
  void kendallPerfect() {
    CorrelationResult down = Correlations.kendall(d(1, 2, 3, 4, 5, 6), d(6, 5, 4, 3, 2, 1));
    assertEquals(-1, down.r());
    assertEquals(1.0 / 360, down.pValue(), CLOSE);
    assertEquals(exactPByEnumeration(6, 15), down.pValue(), CLOSE);
    CorrelationResult up = Correlations.kendall(d(1, 2, 3, 4, 5), d(2, 4, 6, 8, 10));
    assertEquals(1, up.r());
    assertEquals(1.0 / 60, up.pValue(), CLOSE);
  }

  /**
   * Zero, n = 4. y = 2 4 1 3: (2,4)C (2,1)D (2,3)C (4,1)D (4,3)D (1,3)C → nc = nd = 3, tau = 0.
   * Mahonian(4): 1 3 5 6 5 3 1 (sum 24); P(K ≤ 3) = 15/24, p = min(1, 30/24) = 1.
   */
  @Test
  void kendallZero() {
    CorrelationResult res = Correlations.kendall(d(1, 2, 3, 4), d(2, 4, 1, 3));
    assertEquals(0, res.r(), EXACT);
    assertEquals(1, res.pValue(), CLOSE);
    assertEquals(exactPByEnumeration(4, 3), res.pValue(), CLOSE);
  }

  /**
   * Ties in both, asymptotic p. x = 1 2 2 3 4 4, y = 1 3 2 2 5 4 (points 0..5). Pairs: (0,j) C for
   * all 5; (1,2) tied in x; (1,3) D (x up, y 3→2); (1,4) (1,5) C; (2,3) tied in y; (2,4) (2,5) C;
   * (3,4) (3,5) C; (4,5) tied in x. nc = 11, nd = 1, n1 = 2, n2 = 1, n0 = 15; tau-b = 10/√(13·14) =
   * 10/√182 = 0.7412493166611012. Variance: v0 = 6·5·17 = 510; x tie groups {2,2}: vt = 2·(2·1·9) =
   * 36; y groups {2}: vu = 18; v1 = (2+2)·2 = 8 → 8/(2·6·5) = 0.1333; v2 = 0. var = (510−36−18)/18
   * + 0.1333 = 25.4667, z = 10/√25.4667 = 1.9815907, p = 2·(1 − Φ(1.9815907)) =
   * 0.04752507261618647.
   */
  @Test
  void kendallTiesInBoth() {
    double[] x = d(1, 2, 2, 3, 4, 4);
    double[] y = d(1, 3, 2, 2, 5, 4);
    CorrelationResult res = Correlations.kendall(x, y);
    assertEquals(10 / Math.sqrt(182), res.r(), EXACT);
    assertEquals(0.04752507261618647, res.pValue(), CLOSE);
    assertEquals(twoSidedNormal(10 / Math.sqrt(456.0 / 18 + 8.0 / 60)), res.pValue(), CLOSE);
    assertEquals(kendallQuadratic(x, y)[1], res.pValue(), CLOSE);
  }

  /**
   * Triple ties in both (v2 ≠ 0). x = 1 1 1 2 2 3, y = 1 2 2 2 3 3. Pairs: tied in x (0,1) (0,2)
   * (1,2) (3,4); tied in y (1,2) (1,3) (2,3) (4,5); concordant (0,3) (0,4) (0,5) (1,4) (1,5) (2,4)
   * (2,5) (3,5) = 8; nd = 0. n1 = 3 + 1 = 4, n2 = 3 + 1 = 4, tau-b = 8/√(11·11) = 8/11. Groups: x
   * {3,2,1}, y {1,3,2}: vt = vu = 3·2·11 + 2·1·9 = 84; v1 = (6+2)·(6+2) = 64 → 64/60; v2 = 6·6 = 36
   * → 36/(9·6·5·4) = 36/1080. var = (510 − 168)/18 + 1.0667 + 0.0333 = 19 + 1.1 = 20.1, z = 8/√20.1
   * = 1.7843989, p = 0.07435886206781979.
   */
  @Test
  void kendallTripleTies() {
    double[] x = d(1, 1, 1, 2, 2, 3);
    double[] y = d(1, 2, 2, 2, 3, 3);
    CorrelationResult res = Correlations.kendall(x, y);
    assertEquals(8.0 / 11, res.r(), EXACT);
    assertEquals(0.07435886206781979, res.pValue(), CLOSE);
    assertEquals(twoSidedNormal(8 / Math.sqrt(20.1)), res.pValue(), CLOSE);
    assertEquals(kendallQuadratic(x, y)[1], res.pValue(), CLOSE);
  }

  /**
   * Ties in x only. x = 1 1 2 3, y = 1 2 3 4: (0,1) tied in x, the other 5 pairs concordant; n1 =
   * 1, n2 = 0; tau-b = 5/√(5·6) = 0.9128709291752769. v0 = 4·3·13 = 156, vt = 18, v1 = v2 = 0; var
   * = 138/18 = 23/3, z = 5/√(23/3) = 1.8057878, p = 0.0709514924273056.
   */
  @Test
  void kendallTiesInX() {
    CorrelationResult res = Correlations.kendall(d(1, 1, 2, 3), d(1, 2, 3, 4));
    assertEquals(5 / Math.sqrt(30), res.r(), EXACT);
    assertEquals(0.0709514924273056, res.pValue(), CLOSE);
    assertEquals(twoSidedNormal(5 / Math.sqrt(23.0 / 3)), res.pValue(), CLOSE);
  }

  /**
   * Perfect positive with ties: x = y = 1 1 2 2 3. n0 = 10, n1 = n2 = n3 = 2, the other 8 pairs
   * concordant: tau-b = 8/√(8·8) = 1. v0 = 5·4·15 = 300, vt = vu = 2·18 = 36, v1 = 4·4 = 16 → 16/40
   * = 0.4, v2 = 0; var = 228/18 + 0.4 = 13.0667, z = 8/√13.0667 = 2.2131333, p =
   * 0.02688845410374579.
   */
  @Test
  void kendallPerfectWithTies() {
    CorrelationResult res = Correlations.kendall(d(1, 1, 2, 2, 3), d(1, 1, 2, 2, 3));
    assertEquals(1, res.r(), EXACT);
    assertEquals(0.02688845410374579, res.pValue(), CLOSE);
    assertEquals(twoSidedNormal(8 / Math.sqrt(228.0 / 18 + 0.4)), res.pValue(), CLOSE);
  }

  /**
   * The exact distribution against exact integer (Mahonian) counts for every n ≤ 50 and several d.
   */
  @Test
  void kendallExactDistributionMatchesIntegerCounts() {
    for (int n = 3; n <= Correlations.KENDALL_EXACT_MAX_N; n++) {
      BigInteger[] counts = mahonian(n);
      BigInteger total = BigInteger.ONE;
      for (int m = 2; m <= n; m++) {
        total = total.multiply(BigInteger.valueOf(m));
      }
      int n0 = n * (n - 1) / 2;
      for (int d : new int[] {0, 1, n0 / 4, n0 / 3, n0 / 2, n0 - 2, n0}) {
        BigInteger low = BigInteger.ZERO;
        BigInteger high = BigInteger.ZERO;
        for (int k = 0; k <= n0; k++) {
          low = k <= d ? low.add(counts[k]) : low;
          high = k >= d ? high.add(counts[k]) : high;
        }
        double expected =
            Math.min(
                1,
                new BigDecimal(low.min(high).shiftLeft(1))
                    .divide(new BigDecimal(total), MathContext.DECIMAL64)
                    .doubleValue());
        double actual = Correlations.kendallExactP(n, d);
        assertEquals(expected, actual, Math.max(1e-300, expected * 1e-12), "n=" + n + " d=" + d);
      }
    }
    // n = 3: counts 1 2 2 1 of 6; d = 0: p = 2·1/6; d = 1: 2·min(3/6, 5/6) = 1
    assertEquals(1.0 / 3, Correlations.kendallExactP(3, 0), EXACT);
    assertEquals(1, Correlations.kendallExactP(3, 1), EXACT);
  }

  /** Exact p against brute-force enumeration of all n! permutations, n ≤ 7, every d. */
  @Test
  void kendallExactMatchesEnumeration() {
    for (int n = 3; n <= 7; n++) {
      for (int d = 0; d <= n * (n - 1) / 2; d++) {
        assertEquals(
            exactPByEnumeration(n, d),
            Correlations.kendallExactP(n, d),
            CLOSE,
            "n=" + n + " d=" + d);
      }
    }
  }

  // =================================================================================================================
  // Oracles on random data

  @Test
  void pearsonAndSpearmanAgreeWithCommonsMath() {
    int checked = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      for (int n : new int[] {3, 4, 5, 7, 10, 30, 53, 100, 300}) {
        for (boolean ties : new boolean[] {false, true}) {
          double[][] xy = randomPairs(random, n, ties);
          double[] x = xy[0];
          double[] y = xy[1];
          if (constant(x) || constant(y)) {
            assertFalse(Correlations.pearson(x, y).defined());
            continue;
          }
          double[][] columns = new double[n][];
          for (int i = 0; i < n; i++) {
            columns[i] = new double[] {x[i], y[i]};
          }
          PearsonsCorrelation oracle = new PearsonsCorrelation(new BlockRealMatrix(columns));
          CorrelationResult pearson = Correlations.pearson(x, y);
          String what = "seed=" + seed + " n=" + n + " ties=" + ties;
          assertEquals(new PearsonsCorrelation().correlation(x, y), pearson.r(), CLOSE, what);
          assertEquals(
              oracle.getCorrelationPValues().getEntry(0, 1), pearson.pValue(), CLOSE, what);
          CorrelationResult spearman = Correlations.spearman(x, y);
          assertEquals(new SpearmansCorrelation().correlation(x, y), spearman.r(), CLOSE, what);
          assertEquals(
              tTwoSidedCommonsMath(tOf(spearman.r(), n), n - 2), spearman.pValue(), CLOSE, what);
          checked++;
        }
      }
    }
    assertTrue(checked > 300, "too few non-degenerate samples: " + checked);
  }

  @Test
  void kendallAgreesWithCommonsMathAndQuadraticDefinition() {
    int checked = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      for (int n : new int[] {3, 4, 5, 7, 10, 30, 53, 100, 300}) {
        for (boolean ties : new boolean[] {false, true}) {
          double[][] xy = randomPairs(random, n, ties);
          double[] x = xy[0];
          double[] y = xy[1];
          if (constant(x) || constant(y)) {
            assertFalse(Correlations.kendall(x, y).defined());
            continue;
          }
          String what = "seed=" + seed + " n=" + n + " ties=" + ties;
          CorrelationResult res = Correlations.kendall(x, y);
          assertEquals(new KendallsCorrelation().correlation(x, y), res.r(), CLOSE, what);
          double[] quadratic = kendallQuadratic(x, y);
          assertEquals(quadratic[0], res.r(), CLOSE, what);
          boolean exact =
              quadratic[3] == 0 && quadratic[4] == 0 && n <= Correlations.KENDALL_EXACT_MAX_N;
          if (exact) {
            assertEquals(
                Correlations.kendallExactP(n, (long) quadratic[2]), res.pValue(), EXACT, what);
          } else {
            assertEquals(quadratic[1], res.pValue(), CLOSE, what);
          }
          checked++;
        }
      }
    }
    assertTrue(checked > 300, "too few non-degenerate samples: " + checked);
  }

  // =================================================================================================================
  // Degenerate input

  @Test
  void degenerateInputIsUndefinedWithAReason() {
    for (CorrelationMethod method : CorrelationMethod.values()) {
      assertUndefined(
          Correlations.compute(method, new double[0], new double[0]), method, 0, "only 0 pairs");
      assertUndefined(
          Correlations.compute(method, d(1), d(2)), method, 1, "only 1 pair (3 or more needed)");
      assertUndefined(
          Correlations.compute(method, d(1, 2), d(2, 1)),
          method,
          2,
          "only 2 pairs (3 or more needed)");
      assertUndefined(
          Correlations.compute(method, d(1, 2, Double.NaN, 4), d(2, 1, 3, Double.NaN)),
          method,
          2,
          "only 2 pairs (3 or more needed; 2 pairs with a NaN dropped)");
      assertUndefined(
          Correlations.compute(method, d(51.5, 51.5, 51.5, 51.5), d(1, 2, 3, 4)),
          method,
          4,
          "x is constant (every value is 51.5)");
      assertUndefined(
          Correlations.compute(method, d(1, 2, 3, 4), d(7, 7, 7, 7)),
          method,
          4,
          "y is constant (every value is 7)");
      assertUndefined(
          Correlations.compute(method, d(0.0, -0.0, 0.0), d(1, 2, 3)),
          method,
          3,
          "x is constant (every value is 0)");
      // all tied once the NaN pair is dropped
      assertUndefined(
          Correlations.compute(method, d(3, 3, 9, 3), d(1, 2, Double.NaN, 4)),
          method,
          3,
          "x is constant (every value is 3)");
      assertUndefined(
          Correlations.compute(method, d(1, Double.POSITIVE_INFINITY, 3, 4), d(1, 2, 3, 4)),
          method,
          4,
          "x has an infinite value (Infinity at index 1)");
      assertUndefined(
          Correlations.compute(method, d(1, 2, 3, 4), d(1, 2, 3, Double.NEGATIVE_INFINITY)),
          method,
          4,
          "y has an infinite value (-Infinity at index 3)");
      // an infinite value in a dropped pair is harmless
      CorrelationResult dropped =
          Correlations.compute(
              method, d(1, Double.POSITIVE_INFINITY, 2, 3, 4, 5), d(3, Double.NaN, 1, 2, 5, 4));
      CorrelationResult clean = Correlations.compute(method, d(1, 2, 3, 4, 5), d(3, 1, 2, 5, 4));
      assertEquals(clean, dropped);
      assertEquals(5, dropped.n());
      assertThrows(
          IllegalArgumentException.class, () -> Correlations.compute(method, d(1, 2, 3), d(1, 2)));
    }
  }

  @Test
  void methodCodesAndResults() throws Exception {
    assertEquals("pearson", CorrelationMethod.PEARSON.code());
    assertEquals("spearman", CorrelationMethod.SPEARMAN.code());
    assertEquals("kendall", CorrelationMethod.KENDALL.code());
    for (CorrelationMethod method : CorrelationMethod.values()) {
      assertEquals(method, CorrelationMethod.fromCode(method.code()));
    }
    assertEquals(CorrelationMethod.KENDALL, CorrelationMethod.fromCode(" Kendall "));
    IllegalArgumentException unknown =
        assertThrows(IllegalArgumentException.class, () -> CorrelationMethod.fromCode("tau"));
    assertTrue(unknown.getMessage().contains("pearson, spearman, kendall"), unknown.getMessage());

    CorrelationResult undefined = CorrelationResult.undefined(CorrelationMethod.SPEARMAN, 2, "why");
    assertFalse(undefined.defined());
    assertTrue(Double.isNaN(undefined.pValue()) && Double.isNaN(undefined.ciLow()));
    CorrelationResult defined = Correlations.pearson(d(1, 2, 3, 4), d(1, 3, 2, 4));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(defined);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(defined, in.readObject());
    }
  }

  // =================================================================================================================
  // Large input

  /**
   * O(n log n) against the O(n²) definition on 2,000 points with heavy ties (5 and 7 distinct
   * values).
   */
  @Test
  void kendallFastMatchesQuadraticWithHeavyTies() {
    Random random = new Random(2014);
    int n = 2000;
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = random.nextInt(5);
      y[i] = Math.floor((x[i] + random.nextInt(4)) / 1.3);
    }
    CorrelationResult res = Correlations.kendall(x, y);
    double[] quadratic = kendallQuadratic(x, y);
    assertEquals(quadratic[0], res.r(), CLOSE);
    assertEquals(quadratic[1], res.pValue(), CLOSE);
    assertEquals(new KendallsCorrelation().correlation(x, y), res.r(), CLOSE);
  }

  /**
   * A million points (with ties): finishes, and agrees with the distribution-free sanity bounds.
   */
  @Test
  void kendallOnAMillionPoints() {
    Random random = new Random(53);
    int n = 1_000_000;
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = random.nextGaussian();
      y[i] = Math.rint(10 * (x[i] + random.nextGaussian())); // ties in y
    }
    CorrelationResult res = Correlations.kendall(x, y);
    assertEquals(n, res.n());
    // x and x + noise of equal variance: Pearson 1/√2, Kendall tau-a = (2/π)·asin(1/√2) = 0.5 for
    // continuous data
    assertEquals(0.5, res.r(), 0.01);
    assertEquals(0, res.pValue());
    CorrelationResult independent = Correlations.kendall(x, shuffled(y, new Random(7)));
    assertEquals(0, independent.r(), 0.005);
    assertTrue(independent.pValue() > 0 && independent.pValue() <= 1);
  }

  // =================================================================================================================
  // Published value: Luo et al. (2014), Table 3

  /**
   * Pearson r of BLANC with MUC, B³, CEAFm, CEAFe over the 53 CoNLL-2011/2012 systems: 0.935 0.966
   * 0.966 0.919.
   */
  @Test
  @NeedsSharedData
  void luoEtAl2014Table3() throws Exception {
    Path csv = SharedData.root().resolve("data").resolve("conll2011_2012_official_f1.csv");
    assertTrue(Files.isRegularFile(csv), "Table 3 data missing: " + csv.toAbsolutePath());
    List<CSVRecord> rows = Csv.read(csv);
    assertEquals(53, rows.size(), "systems in " + csv);
    double[] blanc = column(rows, "BLANC");
    Map<String, Double> published =
        Map.of("MUC", 0.935, "B3", 0.966, "CEAFm", 0.966, "CEAFe", 0.919);
    for (Map.Entry<String, Double> entry : published.entrySet()) {
      CorrelationResult res = Correlations.pearson(blanc, column(rows, entry.getKey()));
      assertEquals(53, res.n());
      assertEquals(
          entry.getValue(), Math.round(res.r() * 1000) / 1000.0, 0, "BLANC vs " + entry.getKey());
      assertTrue(res.pValue() < 1e-20, "BLANC vs " + entry.getKey() + ": p = " + res.pValue());
    }
  }

  // =================================================================================================================
  // Independent references

  /**
   * Two-sided Student p in closed form: 1 df (Cauchy), 2 df and 3 df (Abramowitz &amp; Stegun
   * 26.7.3).
   */
  private static double tTwoSidedClosedForm(double t, int df) {
    double a = Math.abs(t);
    return switch (df) {
      case 1 -> 1 - 2 / Math.PI * Math.atan(a);
      case 2 -> 1 - a / Math.sqrt(2 + a * a);
      case 3 ->
          1 - 2 / Math.PI * (Math.atan(a / Math.sqrt(3)) + a / Math.sqrt(3) / (1 + a * a / 3));
      default -> throw new IllegalArgumentException("df " + df);
    };
  }

  private static double tTwoSidedCommonsMath(double t, int df) {
    return 2 * new TDistribution(df).cumulativeProbability(-Math.abs(t));
  }

  private static double tOf(double r, int n) {
    return r * Math.sqrt((n - 2) / (1 - r * r));
  }

  private static double twoSidedNormal(double z) {
    return 2 * new NormalDistribution(0, 1).cumulativeProbability(-Math.abs(z));
  }

  /**
   * p = min(1, 2·min(P(K ≤ d), P(K ≥ d))) with K the inversions of a permutation of n, by
   * enumerating all n!.
   */
  private static double exactPByEnumeration(int n, int d) {
    long[] atMostAtLeast = new long[2];
    long[] total = new long[1];
    permute(new int[n], new boolean[n], 0, d, atMostAtLeast, total);
    return Math.min(1, 2.0 * Math.min(atMostAtLeast[0], atMostAtLeast[1]) / total[0]);
  }

  private static void permute(
      int[] perm, boolean[] used, int pos, int d, long[] counts, long[] total) {
    if (pos == perm.length) {
      int inversions = 0;
      for (int i = 0; i < perm.length; i++) {
        for (int j = i + 1; j < perm.length; j++) {
          inversions += perm[i] > perm[j] ? 1 : 0;
        }
      }
      counts[0] += inversions <= d ? 1 : 0;
      counts[1] += inversions >= d ? 1 : 0;
      total[0]++;
      return;
    }
    for (int v = 0; v < perm.length; v++) {
      if (!used[v]) {
        used[v] = true;
        perm[pos] = v;
        permute(perm, used, pos + 1, d, counts, total);
        used[v] = false;
      }
    }
  }

  /** Number of permutations of n with k inversions, k = 0..n(n−1)/2, as exact integers. */
  private static BigInteger[] mahonian(int n) {
    BigInteger[] counts = {BigInteger.ONE};
    for (int m = 2; m <= n; m++) {
      BigInteger[] next = new BigInteger[counts.length + m - 1];
      Arrays.fill(next, BigInteger.ZERO);
      for (int k = 0; k < counts.length; k++) {
        for (int j = 0; j < m; j++) {
          next[k + j] = next[k + j].add(counts[k]);
        }
      }
      counts = next;
    }
    return counts;
  }

  /**
   * Kendall by the definitions, in O(n²): {tau-b, asymptotic p, nd, n1, n2}. Every pair is
   * classified; tie groups are counted with a map; the variance formula is written out again
   * (Kendall 1970).
   */
  private static double[] kendallQuadratic(double[] x, double[] y) {
    int n = x.length;
    long nc = 0;
    long nd = 0;
    long tiedX = 0;
    long tiedY = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        double product = Math.signum(x[i] - x[j]) * Math.signum(y[i] - y[j]);
        if (x[i] == x[j]) {
          tiedX++;
        }
        if (y[i] == y[j]) {
          tiedY++;
        }
        if (product > 0) {
          nc++;
        } else if (product < 0) {
          nd++;
        }
      }
    }
    long n0 = (long) n * (n - 1) / 2;
    double tau = (nc - nd) / Math.sqrt((double) (n0 - tiedX) * (n0 - tiedY));
    double[] gx = tieGroupSums(x);
    double[] gy = tieGroupSums(y);
    double v0 = (double) n * (n - 1) * (2.0 * n + 5);
    double var =
        (v0 - gx[2] - gy[2]) / 18
            + gx[0] * gy[0] / (2.0 * n * (n - 1))
            + gx[1] * gy[1] / (9.0 * n * (n - 1) * (n - 2));
    return new double[] {tau, twoSidedNormal((nc - nd) / Math.sqrt(var)), nd, tiedX, tiedY};
  }

  /** {Σt(t−1), Σt(t−1)(t−2), Σt(t−1)(2t+5)} over groups of equal values. */
  private static double[] tieGroupSums(double[] values) {
    Map<Double, Integer> sizes = new HashMap<>();
    for (double v : values) {
      sizes.merge(v == 0 ? 0.0 : v, 1, Integer::sum);
    }
    double[] sums = new double[3];
    for (int size : sizes.values()) {
      double t = size;
      sums[0] += t * (t - 1);
      sums[1] += t * (t - 1) * (t - 2);
      sums[2] += t * (t - 1) * (2 * t + 5);
    }
    return sums;
  }

  // =================================================================================================================
  // Helpers

  private static double[] d(double... values) {
    return values;
  }

  private static void assertDefined(CorrelationResult res, CorrelationMethod method, int n) {
    assertTrue(res.defined(), () -> "undefined: " + res.reason());
    assertEquals(method, res.method());
    assertEquals(n, res.n());
    assertNull(res.reason());
  }

  private static void assertUndefined(
      CorrelationResult res, CorrelationMethod method, int n, String reason) {
    assertEquals(method, res.method());
    assertFalse(res.defined());
    assertEquals(n, res.n());
    assertTrue(Double.isNaN(res.r()) && Double.isNaN(res.pValue()));
    assertTrue(Double.isNaN(res.ciLow()) && Double.isNaN(res.ciHigh()));
    assertTrue(
        res.reason() != null && res.reason().startsWith(reason),
        () -> res.reason() + " vs " + reason);
  }

  /** Correlated pairs (y = x + noise); with ties, both rounded onto a few values. */
  private static double[][] randomPairs(Random random, int n, boolean ties) {
    double[] x = new double[n];
    double[] y = new double[n];
    double slope = random.nextDouble() * 2 - 1;
    for (int i = 0; i < n; i++) {
      x[i] = random.nextGaussian() * 10 + 50;
      y[i] = slope * x[i] + random.nextGaussian() * 5;
      if (ties) {
        // + 0.0 turns −0.0 into 0.0: commons-math3 ranks −0.0 below 0.0 (Double.compareTo), we tie
        // them
        x[i] = Math.rint(x[i] / 5) + 0.0;
        y[i] = Math.rint(y[i] / 4) + 0.0;
      }
    }
    return new double[][] {x, y};
  }

  private static boolean constant(double[] values) {
    for (double v : values) {
      if (v != values[0]) {
        return false;
      }
    }
    return true;
  }

  private static double[] shuffled(double[] values, Random random) {
    double[] copy = values.clone();
    for (int i = copy.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      double t = copy[i];
      copy[i] = copy[j];
      copy[j] = t;
    }
    return copy;
  }

  private static double[] column(List<CSVRecord> rows, String name) {
    return rows.stream().mapToDouble(row -> Double.parseDouble(row.get(name))).toArray();
  }
}
