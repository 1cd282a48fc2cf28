package org.corefstats.core.assign;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class SparseAssignmentTest {

  // ---------------------------------------------------------------- instance helpers

  /** A bipartite graph in CSR form. */
  record Graph(int left, int right, int[] start, int[] to, double[] w) {
    int[] solve() {
      return SparseAssignment.maximumWeightMatching(left, right, start, to, w);
    }

    /** Best parallel weight of (i, j), or -1 when absent. */
    double[][] bestMatrix() {
      double[][] b = new double[left][right];
      for (double[] row : b) {
        Arrays.fill(row, -1);
      }
      for (int i = 0; i < left; i++) {
        for (int e = start[i]; e < start[i + 1]; e++) {
          b[i][to[e]] = Math.max(b[i][to[e]], w[e]);
        }
      }
      return b;
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(left + "x" + right + " {");
      for (int i = 0; i < left; i++) {
        sb.append(' ').append(i).append(':');
        for (int e = start[i]; e < start[i + 1]; e++) {
          sb.append(' ').append(to[e]).append('=').append(w[e]);
        }
        sb.append(';');
      }
      return sb.append(" }").toString();
    }
  }

  /** Builds a graph from per-left edge lists {right, weight}. */
  static Graph graph(int left, int right, double[][]... edges) {
    List<double[]> flat = new ArrayList<>();
    int[] start = new int[left + 1];
    for (int i = 0; i < left; i++) {
      if (i < edges.length) {
        Collections.addAll(flat, edges[i]);
      }
      start[i + 1] = flat.size();
    }
    int[] to = new int[flat.size()];
    double[] w = new double[flat.size()];
    for (int e = 0; e < flat.size(); e++) {
      to[e] = (int) flat.get(e)[0];
      w[e] = flat.get(e)[1];
    }
    return new Graph(left, right, start, to, w);
  }

  static double[] e(int j, double w) {
    return new double[] {j, w};
  }

  static double[][] row(double[]... es) {
    return es;
  }

  /**
   * Random graph: each pair present with probability density; sometimes parallel edges; shuffled.
   */
  static Graph random(
      Random rnd, int left, int right, double density, boolean integer, int maxInt) {
    List<List<double[]>> rows = new ArrayList<>();
    for (int i = 0; i < left; i++) {
      List<double[]> r = new ArrayList<>();
      for (int j = 0; j < right; j++) {
        if (rnd.nextDouble() < density) {
          int copies = rnd.nextInt(8) == 0 ? 2 + rnd.nextInt(2) : 1;
          for (int c = 0; c < copies; c++) {
            double w =
                integer
                    ? rnd.nextInt(maxInt + 1)
                    : (rnd.nextInt(10) == 0 ? 0.0 : rnd.nextDouble() * 10);
            r.add(e(j, w));
          }
        }
      }
      Collections.shuffle(r, rnd);
      rows.add(r);
    }
    return graph(
        left, right, rows.stream().map(r -> r.toArray(new double[0][])).toArray(double[][][]::new));
  }

  /** Checks validity independently of the solver and returns the weight (best parallel edges). */
  static double checkValid(Graph g, int[] match, String context) {
    assertEquals(g.left, match.length, "length; " + context);
    double[][] best = g.bestMatrix();
    boolean[] used = new boolean[g.right];
    double total = 0;
    for (int i = 0; i < g.left; i++) {
      int j = match[i];
      if (j == -1) {
        continue;
      }
      assertTrue(j >= 0 && j < g.right, "right out of range at " + i + "; " + context);
      assertTrue(!used[j], "right vertex " + j + " used twice; " + context);
      used[j] = true;
      assertTrue(best[i][j] >= 0, "(" + i + "," + j + ") is not an edge; " + context);
      total += best[i][j];
    }
    double viaApi = SparseAssignment.matchingWeight(g.left, g.right, g.start, g.to, g.w, match);
    assertEquals(total, viaApi, 1e-9 * Math.max(1, total), "matchingWeight disagrees; " + context);
    return total;
  }

  /** Brute force over all partial matchings. */
  static double bruteForce(Graph g) {
    return bruteForce(g.bestMatrix(), 0, new boolean[g.right]);
  }

  private static double bruteForce(double[][] best, int i, boolean[] used) {
    if (i == best.length) {
      return 0;
    }
    double result = bruteForce(best, i + 1, used); // i unmatched
    for (int j = 0; j < used.length; j++) {
      if (!used[j] && best[i][j] >= 0) {
        used[j] = true;
        result = Math.max(result, best[i][j] + bruteForce(best, i + 1, used));
        used[j] = false;
      }
    }
    return result;
  }

  /**
   * Independent dense O(n^3) Hungarian (e-maxx style) on the completed square matrix; absent = 0.
   */
  static double denseHungarian(Graph g) {
    int n = Math.max(g.left, g.right);
    double[][] best = g.bestMatrix();
    double[][] a = new double[n + 1][n + 1]; // 1-based cost = -weight
    for (int i = 0; i < g.left; i++) {
      for (int j = 0; j < g.right; j++) {
        a[i + 1][j + 1] = -Math.max(0, best[i][j]);
      }
    }
    double[] u = new double[n + 1];
    double[] v = new double[n + 1];
    int[] p = new int[n + 1];
    int[] way = new int[n + 1];
    for (int i = 1; i <= n; i++) {
      p[0] = i;
      int j0 = 0;
      double[] minv = new double[n + 1];
      Arrays.fill(minv, Double.POSITIVE_INFINITY);
      boolean[] usedCol = new boolean[n + 1];
      do {
        usedCol[j0] = true;
        int i0 = p[j0];
        int j1 = 0;
        double delta = Double.POSITIVE_INFINITY;
        for (int j = 1; j <= n; j++) {
          if (!usedCol[j]) {
            double cur = a[i0][j] - u[i0] - v[j];
            if (cur < minv[j]) {
              minv[j] = cur;
              way[j] = j0;
            }
            if (minv[j] < delta) {
              delta = minv[j];
              j1 = j;
            }
          }
        }
        for (int j = 0; j <= n; j++) {
          if (usedCol[j]) {
            u[p[j]] += delta;
            v[j] -= delta;
          } else {
            minv[j] -= delta;
          }
        }
        j0 = j1;
      } while (p[j0] != 0);
      do {
        int j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
      } while (j0 != 0);
    }
    double total = 0;
    for (int j = 1; j <= n; j++) {
      total -= a[p[j]][j];
    }
    return total;
  }

  /** Greedy matching: edges by decreasing weight. */
  static double greedy(Graph g) {
    Integer[] order = new Integer[g.to.length];
    int[] owner = new int[g.to.length];
    for (int i = 0; i < g.left; i++) {
      for (int e = g.start[i]; e < g.start[i + 1]; e++) {
        owner[e] = i;
      }
    }
    for (int e = 0; e < order.length; e++) {
      order[e] = e;
    }
    Arrays.sort(order, (x, y) -> Double.compare(g.w[y], g.w[x]));
    boolean[] l = new boolean[g.left];
    boolean[] r = new boolean[g.right];
    double total = 0;
    for (int e : order) {
      if (!l[owner[e]] && !r[g.to[e]]) {
        l[owner[e]] = true;
        r[g.to[e]] = true;
        total += g.w[e];
      }
    }
    return total;
  }

  // ---------------------------------------------------------------- brute force

  @Test
  void matchesBruteForceOnSmallIntegerInstancesWithTies() {
    runBruteForce(20240601L, 4000, true);
  }

  @Test
  void matchesBruteForceOnSmallRealInstances() {
    runBruteForce(77L, 3000, false);
  }

  private static void runBruteForce(long baseSeed, int count, boolean integer) {
    for (int k = 0; k < count; k++) {
      long seed = baseSeed * 1_000_003L + k;
      Random rnd = new Random(seed);
      int left = rnd.nextInt(8);
      int right = rnd.nextInt(8);
      double density = rnd.nextDouble();
      int maxInt = 1 + rnd.nextInt(4);
      Graph g = random(rnd, left, right, density, integer, maxInt);
      String context = "seed=" + seed + " instance=" + g;
      int[] match;
      try {
        match = g.solve();
      } catch (RuntimeException ex) {
        throw new AssertionError("solver threw; " + context, ex);
      }
      double got = checkValid(g, match, context);
      double expected = bruteForce(g);
      if (integer) {
        assertEquals(expected, got, 0.0, "weight; " + context);
      } else {
        assertEquals(expected, got, 1e-9 * Math.max(1, expected), "weight; " + context);
      }
    }
  }

  // ---------------------------------------------------------------- edge cases

  @Test
  void zeroLeft() {
    Graph g = graph(0, 5);
    assertArrayEquals(new int[0], g.solve());
    assertEquals(0.0, SparseAssignment.matchingWeight(0, 5, g.start, g.to, g.w, new int[0]));
  }

  @Test
  void zeroRight() {
    Graph g = graph(3, 0);
    assertArrayEquals(new int[] {-1, -1, -1}, g.solve());
  }

  @Test
  void noEdges() {
    Graph g = graph(4, 4);
    assertArrayEquals(new int[] {-1, -1, -1, -1}, g.solve());
  }

  @Test
  void allWeightsZero() {
    Graph g = graph(3, 3, row(e(0, 0), e(1, 0)), row(e(1, 0), e(2, 0)), row(e(0, 0)));
    assertEquals(0.0, checkValid(g, g.solve(), "all zero"));
  }

  @Test
  void oneLeftManyRights() {
    Graph g = graph(1, 6, row(e(0, 1), e(3, 5), e(5, 2), e(4, 5)));
    int[] match = g.solve();
    assertEquals(5.0, checkValid(g, match, "one left"));
    assertTrue(match[0] == 3 || match[0] == 4);
  }

  @Test
  void manyLeftsOneRight() {
    Graph g = graph(5, 1, row(e(0, 1)), row(e(0, 4)), row(), row(e(0, 7)), row(e(0, 3)));
    int[] match = g.solve();
    assertArrayEquals(new int[] {-1, -1, -1, 0, -1}, match);
    assertEquals(7.0, checkValid(g, match, "one right"));
  }

  @Test
  void parallelEdgesUseTheBest() {
    Graph g = graph(2, 2, row(e(0, 1), e(0, 9), e(0, 2), e(1, 3)), row(e(0, 5), e(0, 8)));
    int[] match = g.solve();
    assertArrayEquals(new int[] {1, 0}, match); // 3 + 8 (best parallel edge of left 1) beats 9
    assertEquals(11.0, checkValid(g, match, "parallel"));
    assertEquals(9.0, SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {0, -1}));
    assertEquals(11.0, SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {1, 0}));
  }

  @Test
  void greedyIsNotOptimal() {
    // greedy takes (0,0)=3 and stops; optimum is (0,1)+(1,0) = 2+2
    Graph g = graph(2, 2, row(e(0, 3), e(1, 2)), row(e(0, 2)));
    int[] match = g.solve();
    assertArrayEquals(new int[] {1, 0}, match);
    assertEquals(4.0, checkValid(g, match, "greedy trap"));
  }

  @Test
  void disconnectedComponents() {
    // component A: lefts 0,1 x rights 0,1; component B: lefts 2,3 x rights 2,3; isolated left 4,
    // right 4
    Graph g =
        graph(
            5, 5, row(e(0, 3), e(1, 2)), row(e(0, 2)), row(e(3, 1)), row(e(2, 4), e(3, 4)), row());
    int[] match = g.solve();
    assertEquals(4.0 + 5.0, checkValid(g, match, "components"));
    assertEquals(-1, match[4]);
  }

  @Test
  void rectangularLeftMuchLargerThanRight() {
    Random rnd = new Random(5);
    Graph g = random(rnd, 60, 4, 0.5, true, 3);
    assertEquals(denseHungarian(g), checkValid(g, g.solve(), "60x4"), 0.0);
  }

  @Test
  void rectangularRightMuchLargerThanLeft() {
    Random rnd = new Random(6);
    Graph g = random(rnd, 4, 60, 0.5, false, 0);
    assertEquals(denseHungarian(g), checkValid(g, g.solve(), "4x60"), 1e-9);
  }

  @Test
  void identityLikePermutation() {
    int n = 500;
    int[] perm = new int[n];
    for (int i = 0; i < n; i++) {
      perm[i] = (i * 7 + 3) % n; // 7 is coprime to 500
    }
    double[][][] rows = new double[n][][];
    for (int i = 0; i < n; i++) {
      rows[i] = row(e(perm[i], 1.0), e((perm[i] + 1) % n, 0.5)); // off-permutation edges are worse
    }
    Graph g = graph(n, n, rows);
    assertArrayEquals(perm, g.solve());
  }

  @Test
  void longAugmentingChain() {
    // left i: right i (weight 1), right i+1 (weight 2); the last left closes the cycle to right 0
    int n = 300;
    double[][][] rows = new double[n][][];
    for (int i = 0; i < n; i++) {
      rows[i] = i + 1 < n ? row(e(i, 1), e(i + 1, 2)) : row(e(i, 1), e(0, 1));
    }
    Graph g = graph(n, n, rows);
    assertEquals(denseHungarian(g), checkValid(g, g.solve(), "chain"), 1e-9);
  }

  // ---------------------------------------------------------------- validation

  @Test
  void rejectsInvalidArguments() {
    int[] s = {0, 1};
    int[] r = {0};
    double[] w = {1};
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(-1, 1, new int[] {0}, r, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, -1, s, r, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, null, r, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, s, null, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, s, r, null));
    assertInvalid(
        () -> SparseAssignment.maximumWeightMatching(1, 1, new int[] {0}, r, w)); // wrong length
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, new int[] {-1, 0}, r, w));
    assertInvalid(
        () ->
            SparseAssignment.maximumWeightMatching(2, 1, new int[] {0, 1, 0}, r, w)); // decreasing
    assertInvalid(
        () -> SparseAssignment.maximumWeightMatching(1, 1, new int[] {0, 2}, r, w)); // past the end
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, s, new int[] {1}, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, s, new int[] {-1}, w));
    assertInvalid(() -> SparseAssignment.maximumWeightMatching(1, 1, s, r, new double[] {-0.5}));
    assertInvalid(
        () -> SparseAssignment.maximumWeightMatching(1, 1, s, r, new double[] {Double.NaN}));
    assertInvalid(
        () ->
            SparseAssignment.maximumWeightMatching(
                1, 1, s, r, new double[] {Double.POSITIVE_INFINITY}));
    assertInvalid(
        () -> SparseAssignment.maximumWeightMatching(1, 0, s, r, w)); // right vertex in empty side
    // matchingWeight: bad match arrays
    Graph g = graph(2, 2, row(e(0, 1)), row(e(1, 1)));
    assertInvalid(() -> SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, null));
    assertInvalid(() -> SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {0}));
    assertInvalid(
        () -> SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {2, -1}));
    assertInvalid(
        () -> SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {-2, -1}));
    assertInvalid(
        () ->
            SparseAssignment.matchingWeight(
                2, 2, g.start, g.to, g.w, new int[] {1, -1})); // not an edge
    assertInvalid(
        () -> SparseAssignment.matchingWeight(2, 2, g.start, g.to, g.w, new int[] {0, 0})); // twice
    assertInvalid(
        () ->
            SparseAssignment.matchingWeight(
                2, 2, g.start, g.to, new double[] {1, Double.NaN}, new int[] {0, 1}));
  }

  @Test
  void acceptsOffsetCsrAndLongerArrays() {
    // edges of left 0 are 1..1, of left 1 are 2..2 (index 0 and 3 are unused)
    int[] match =
        SparseAssignment.maximumWeightMatching(
            2, 2, new int[] {1, 2, 3}, new int[] {9, 1, 0, 9}, new double[] {-1, 2, 3, Double.NaN});
    assertArrayEquals(new int[] {1, 0}, match);
  }

  private static void assertInvalid(Executable call) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, call);
    assertTrue(ex.getMessage() != null && !ex.getMessage().isEmpty());
  }

  // ---------------------------------------------------------------- larger instances

  @Test
  void largeSparseInstanceIsValidAndBeatsGreedy() {
    Random rnd = new Random(3000);
    int n = 3000;
    int edges = 10_000;
    List<List<double[]>> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      rows.add(new ArrayList<>());
    }
    for (int k = 0; k < edges; k++) {
      int i = rnd.nextInt(n);
      int a = 1 + rnd.nextInt(5);
      int b = 1 + rnd.nextInt(5);
      int common = 1 + rnd.nextInt(Math.min(a, b));
      rows.get(i).add(e(rnd.nextInt(n), 2.0 * common / (a + b)));
    }
    Graph g =
        graph(n, n, rows.stream().map(r -> r.toArray(new double[0][])).toArray(double[][][]::new));
    double got = checkValid(g, g.solve(), "3000x3000");
    assertTrue(got >= greedy(g) - 1e-9, "optimum " + got + " below greedy " + greedy(g));
  }

  @Test
  void denseInstancesMatchDenseHungarian() {
    Object[][] cases = {
      {200, 200, 0.6, false}, {200, 200, 0.3, true}, {150, 220, 0.5, false}, {220, 150, 0.5, true}
    };
    long seed = 42;
    for (Object[] c : cases) {
      Random rnd = new Random(seed);
      Graph g = random(rnd, (int) c[0], (int) c[1], (double) c[2], (boolean) c[3], 5);
      String context = "seed=" + seed + " " + g.left + "x" + g.right;
      double got = checkValid(g, g.solve(), context);
      double expected = denseHungarian(g);
      assertEquals(expected, got, 1e-9 * Math.max(1, expected), context);
      seed++;
    }
  }

  @Test
  void repeatedCallsAreIndependent() {
    Random rnd = new Random(9);
    Graph g = random(rnd, 30, 30, 0.2, true, 2);
    int[] first = g.solve();
    for (int k = 0; k < 3; k++) {
      assertArrayEquals(first, g.solve());
    }
  }

  @Test
  void failsLoudlyOnUnexpectedSolverState() {
    // sanity guard for the test helper itself: a wrong matching must be detected
    Graph g = graph(2, 2, row(e(0, 1)), row(e(1, 1)));
    try {
      checkValid(g, new int[] {1, -1}, "bad");
    } catch (AssertionError | IllegalArgumentException expected) {
      return;
    }
    fail("invalid matching was not detected");
  }
}
