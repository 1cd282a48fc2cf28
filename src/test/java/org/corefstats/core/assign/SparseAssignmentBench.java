package org.corefstats.core.assign;

import java.util.Arrays;
import java.util.Random;

/**
 * Timing of {@link SparseAssignment} on random sparse CEAF-e-like instances (not a unit test).
 *
 * <p>Run: {@code mvn -B -q test-compile && java -cp target/classes:target/test-classes
 * org.corefstats.core.assign.SparseAssignmentBench}
 */
public final class SparseAssignmentBench {

  private SparseAssignmentBench() {}

  /**
   * n x n instance with ~3.3 uniformly random edges per left vertex; weight 2*c/(a+b) as in CEAF-e
   * (phi4), or 1 for every edge when {@code unit} (maximum cardinality: many ties, long augmenting
   * paths).
   */
  static Object[] instance(int n, long seed, boolean unit) {
    Random rnd = new Random(seed);
    int[] keySize = new int[n];
    int[] responseSize = new int[n];
    for (int i = 0; i < n; i++) {
      keySize[i] = entitySize(rnd);
      responseSize[i] = entitySize(rnd);
    }
    int[] start = new int[n + 1];
    int[] degree = new int[n];
    for (int i = 0; i < n; i++) {
      degree[i] = 1 + rnd.nextInt(4) + (rnd.nextInt(10) < 4 ? 1 + rnd.nextInt(3) : 0); // mean 3.3
      start[i + 1] = start[i] + degree[i];
    }
    int[] right = new int[start[n]];
    double[] weight = new double[start[n]];
    for (int i = 0; i < n; i++) {
      for (int e = start[i]; e < start[i + 1]; e++) {
        int j = rnd.nextInt(n);
        int a = keySize[i];
        int b = responseSize[j];
        int common = 1 + rnd.nextInt(Math.min(a, b));
        right[e] = j;
        weight[e] = unit ? 1.0 : 2.0 * common / (a + b);
      }
    }
    return new Object[] {start, right, weight};
  }

  private static int entitySize(Random rnd) {
    int s = 1;
    while (s < 20 && rnd.nextInt(3) > 0) {
      s++;
    }
    return s;
  }

  public static void main(String[] args) {
    System.out.printf(
        "%-7s %8s %8s %10s %10s %10s %10s %12s%n",
        "weights", "left", "right", "edges", "median ms", "min ms", "matched", "weight");
    for (boolean unit : new boolean[] {false, true}) {
      for (int n : new int[] {1_000, 3_000, 10_000}) {
        time(n, unit, 3, 5);
      }
    }
  }

  private static void time(int n, boolean unit, int warmup, int rounds) {
    Object[] inst = instance(n, n, unit);
    int[] start = (int[]) inst[0];
    int[] right = (int[]) inst[1];
    double[] weight = (double[]) inst[2];
    int[] match = null;
    for (int k = 0; k < warmup; k++) {
      match = SparseAssignment.maximumWeightMatching(n, n, start, right, weight);
    }
    double[] ms = new double[rounds];
    for (int k = 0; k < rounds; k++) {
      long t0 = System.nanoTime();
      match = SparseAssignment.maximumWeightMatching(n, n, start, right, weight);
      ms[k] = (System.nanoTime() - t0) / 1e6;
    }
    Arrays.sort(ms);
    int matched = (int) Arrays.stream(match).filter(j -> j >= 0).count();
    double total = SparseAssignment.matchingWeight(n, n, start, right, weight, match);
    System.out.printf(
        "%-7s %8d %8d %10d %10.2f %10.2f %10d %12.3f%n",
        unit ? "unit" : "phi4", n, n, start[n], ms[rounds / 2], ms[0], matched, total);
  }
}
