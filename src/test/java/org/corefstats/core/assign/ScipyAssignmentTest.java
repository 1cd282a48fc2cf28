package org.corefstats.core.assign;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ScipyAssignment}: optimal totals against brute force on tie-heavy matrices, and the tie
 * rules docs/explanation/corefud-and-coval.md 2.6 states (scipy itself cannot run here; the spec's
 * procedure was validated against it).
 */
class ScipyAssignmentTest {
  private static final double[] VALUES = {0, 1.0 / 3, 0.5, 2.0 / 3, 1};

  @Test
  void reachesTheBruteForceOptimumOnTwentyThousandTieHeavyMatrices() {
    Random random = new Random(20_000);
    for (int t = 0; t < 20_000; t++) {
      int rows = 1 + random.nextInt(6);
      int columns = 1 + random.nextInt(6);
      double[][] score = new double[rows][columns];
      for (double[] row : score) {
        for (int j = 0; j < columns; j++) {
          row[j] = VALUES[random.nextInt(VALUES.length)];
        }
      }
      int[] colOf = ScipyAssignment.maximize(score);
      assertOneToOne(colOf, rows, columns);
      double best = bruteForce(score, 0, new boolean[columns]);
      double total = 0;
      for (int i = 0; i < rows; i++) {
        total += colOf[i] < 0 ? 0 : score[i][colOf[i]];
      }
      assertEquals(best, total, 1e-12, () -> java.util.Arrays.deepToString(score));
    }
  }

  /**
   * Pair for pair against scipy itself: 3,000 tie-heavy matrices (1 to 7 rows and columns, one to
   * three distinct scores each) with the pairs scipy 1.17.1's {@code linear_sum_assignment} chose
   * on their negated scores, as the CorefUD scorer calls it (written by {@code
   * scripts/dev/scipy_pairs.py}; scipy is not needed to run the test).
   */
  @Test
  void choosesScipysPairsOnThreeThousandTieHeavyMatrices() throws java.io.IOException {
    java.util.List<String> lines;
    try (var in = getClass().getResourceAsStream("/assign/scipy-pairs.csv")) {
      lines =
          new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
    }
    int compared = 0;
    int ties = 0;
    for (String line : lines) {
      if (line.startsWith("#") || line.startsWith("rows,")) {
        continue;
      }
      String[] f = line.split(",");
      int rows = Integer.parseInt(f[0]);
      int columns = Integer.parseInt(f[1]);
      String[] cells = f[2].split(";");
      double[][] score = new double[rows][columns];
      for (int i = 0; i < rows; i++) {
        for (int j = 0; j < columns; j++) {
          score[i][j] = VALUES[cells[i].charAt(j) - '0'];
        }
      }
      int[] scipy = new int[rows];
      java.util.Arrays.fill(scipy, -1);
      for (String pair : f[3].split(";")) {
        String[] rc = pair.split(":");
        scipy[Integer.parseInt(rc[0])] = Integer.parseInt(rc[1]);
      }
      int[] ours = ScipyAssignment.maximize(score);
      assertArrayEquals(scipy, ours, line);
      compared++;
      double best = 0;
      for (int i = 0; i < rows; i++) {
        best += ours[i] < 0 ? 0 : score[i][ours[i]];
      }
      if (optimalAssignments(score, 0, new boolean[columns], Math.max(0, rows - columns), 0, best)
          > 1) {
        ties++;
      }
    }
    assertEquals(3000, compared);
    // the matrices do test ties: most have several optimal complete assignments
    assertTrue(ties > 1500, "matrices with several optimal assignments: " + ties);
  }

  /**
   * How many complete one-to-one assignments (min(rows, columns) pairs: {@code skips} rows left
   * out) reach {@code best}.
   */
  private static int optimalAssignments(
      double[][] s, int row, boolean[] used, int skips, double sum, double best) {
    if (row == s.length) {
      return Math.abs(sum - best) < 1e-12 ? 1 : 0;
    }
    int n = skips > 0 ? optimalAssignments(s, row + 1, used, skips - 1, sum, best) : 0;
    for (int j = 0; j < used.length; j++) {
      if (!used[j]) {
        used[j] = true;
        n += optimalAssignments(s, row + 1, used, skips, sum + s[row][j], best);
        used[j] = false;
      }
    }
    return n;
  }

  @Test
  void scipysDocumentedExample() {
    double[][] cost = {{4, 1, 3}, {2, 0, 5}, {3, 2, 2}};
    assertArrayEquals(new int[] {1, 0, 2}, ScipyAssignment.minimize(cost));
  }

  @Test
  void withAllColumnsFreeAndEqualTheLowestColumnWins() {
    assertArrayEquals(new int[] {0}, ScipyAssignment.maximize(new double[][] {{1, 1, 1, 1}}));
    assertArrayEquals(new int[] {0}, ScipyAssignment.maximize(new double[][] {{0.5, 0.5}}));
    assertArrayEquals(
        new int[] {0, 1, 2},
        ScipyAssignment.maximize(new double[][] {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}));
    // more rows than columns: transposed, so the lowest row wins the column
    assertArrayEquals(
        new int[] {0, -1, -1}, ScipyAssignment.maximize(new double[][] {{1}, {1}, {1}}));
  }

  @Test
  void edgeE01TheEarlierSortedResponseOfEqualScoreWins() {
    // key [3,4] head 4 against responses [2,3,4] (column 0) and [3,4,5] (column 1), both 1.0
    assertArrayEquals(new int[] {0}, ScipyAssignment.maximize(new double[][] {{1.0, 1.0}}));
  }

  @Test
  void edgeE02OfTwoEqualSubsetsTheEarlierSortedWins() {
    assertArrayEquals(new int[] {0}, ScipyAssignment.maximize(new double[][] {{0.5, 0.5}}));
  }

  @Test
  void aBetterTotalBeatsTheTieRule() {
    // row 0 prefers column 0 only by the tie rule; row 1 can use nothing else
    assertArrayEquals(new int[] {1, 0}, ScipyAssignment.maximize(new double[][] {{1, 1}, {1, 0}}));
  }

  @Test
  void emptyMatricesGiveNoPairs() {
    assertArrayEquals(new int[0], ScipyAssignment.maximize(new double[0][0]));
    assertArrayEquals(new int[] {-1, -1}, ScipyAssignment.maximize(new double[2][0]));
  }

  private static void assertOneToOne(int[] colOf, int rows, int columns) {
    boolean[] used = new boolean[columns];
    int assigned = 0;
    for (int c : colOf) {
      if (c >= 0) {
        assertTrue(!used[c], "column used twice");
        used[c] = true;
        assigned++;
      }
    }
    assertEquals(Math.min(rows, columns), assigned);
  }

  private static double bruteForce(double[][] s, int row, boolean[] used) {
    if (row == s.length) {
      return 0;
    }
    double best = bruteForce(s, row + 1, used); // row left out (more rows than columns)
    for (int j = 0; j < used.length; j++) {
      if (!used[j]) {
        used[j] = true;
        best = Math.max(best, s[row][j] + bruteForce(s, row + 1, used));
        used[j] = false;
      }
    }
    return best;
  }
}
