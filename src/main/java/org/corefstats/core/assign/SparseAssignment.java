package org.corefstats.core.assign;

import java.util.Arrays;

/**
 * Maximum-weight (not necessarily perfect) bipartite matching for sparse graphs, as needed for
 * CEAF.
 *
 * <p>Algorithm: successive shortest augmenting paths with dual potentials, i.e. the sparse
 * Hungarian method (Kuhn 1955, Munkres 1957) with Dijkstra-based augmentation in the style of
 * Jonker &amp; Volgenant (1987). Costs are {@code c(i,j) = -w(i,j)}; every left vertex {@code i}
 * gets a private dummy right vertex with cost 0 (assigned to it = unmatched), which turns the
 * problem into a rectangular assignment problem in which every left vertex is assigned. Duals
 * {@code u} (left) and {@code v} (right) keep reduced costs {@code c - u - v >= 0}, and 0 on
 * assigned pairs; free right vertices keep {@code v = 0}, which certifies optimality. A greedy
 * start assigns each left vertex to a free best edge; every remaining left vertex is then inserted
 * by one Dijkstra search that stops at the first free right vertex. Search arrays are reused and
 * reset only where touched. Time O(n (E + n) log n), memory O(n + m + E).
 */
public final class SparseAssignment {

  private final int n; // left vertices
  private final int m; // real right vertices; right vertex m + i is the dummy of left vertex i
  private final int[] start;
  private final int[] right;
  private final double[] weight;
  private final double[] u;
  private final double[] v;
  private final int[] matchRight; // left -> right (0 .. m+n-1), or -1 while unassigned
  private final int[] matchLeft; // right -> left, or -1 if free
  // Dijkstra state, reused across searches
  private final double[] dist; // right vertices; +inf when untouched
  private final int[] pred; // right vertex -> left vertex it was reached from
  private final int[] heapPos; // -1 untouched, -2 finalized, else index in heap
  private final int[] heap;
  private int heapSize;
  private final int[] touched;
  private int touchedCount;
  private final double[] distLeft;
  private final int[] scanned;
  private int scannedCount;

  private SparseAssignment(int n, int m, int[] start, int[] right, double[] weight) {
    this.n = n;
    this.m = m;
    this.start = start;
    this.right = right;
    this.weight = weight;
    int r = m + n;
    u = new double[n];
    v = new double[r];
    matchRight = new int[n];
    matchLeft = new int[r];
    dist = new double[r];
    pred = new int[r];
    heapPos = new int[r];
    heap = new int[r];
    touched = new int[r];
    distLeft = new double[n];
    scanned = new int[n];
    Arrays.fill(matchRight, -1);
    Arrays.fill(matchLeft, -1);
    Arrays.fill(dist, Double.POSITIVE_INFINITY);
    Arrays.fill(heapPos, -1);
  }

  /**
   * Maximum-weight matching (not necessarily perfect) of a bipartite graph given in CSR form.
   * leftCount left vertices, rightCount right vertices; the edges of left vertex i are edgeStart[i]
   * .. edgeStart[i+1]-1, with right endpoints edgeRight[e] and weights edgeWeight[e] >= 0 (finite).
   * Parallel edges may be given (the best counts). Returns an array of length leftCount: the right
   * vertex matched to each left vertex, or -1 if unmatched. Weight-0 edges may or may not be used.
   *
   * @throws IllegalArgumentException on a negative count, malformed CSR arrays, an out-of-range
   *     right endpoint, or a negative, NaN or infinite weight
   */
  public static int[] maximumWeightMatching(
      int leftCount, int rightCount, int[] edgeStart, int[] edgeRight, double[] edgeWeight) {
    validate(leftCount, rightCount, edgeStart, edgeRight, edgeWeight);
    return new SparseAssignment(leftCount, rightCount, edgeStart, edgeRight, edgeWeight).solve();
  }

  /**
   * Convenience: sum of weights of the matched edges (using the best parallel edge).
   *
   * @throws IllegalArgumentException on invalid graph arguments (as above), or if {@code match} has
   *     the wrong length, uses a right vertex twice, or matches a pair that is not an edge
   */
  public static double matchingWeight(
      int leftCount,
      int rightCount,
      int[] edgeStart,
      int[] edgeRight,
      double[] edgeWeight,
      int[] match) {
    validate(leftCount, rightCount, edgeStart, edgeRight, edgeWeight);
    if (match == null || match.length != leftCount) {
      throw new IllegalArgumentException("match must have length leftCount = " + leftCount);
    }
    boolean[] used = new boolean[rightCount];
    double total = 0;
    for (int i = 0; i < leftCount; i++) {
      int j = match[i];
      if (j == -1) {
        continue;
      }
      if (j < 0 || j >= rightCount) {
        throw new IllegalArgumentException("match[" + i + "] = " + j + " is out of range");
      }
      if (used[j]) {
        throw new IllegalArgumentException("right vertex " + j + " is matched twice");
      }
      used[j] = true;
      double best = -1;
      for (int e = edgeStart[i]; e < edgeStart[i + 1]; e++) {
        if (edgeRight[e] == j) {
          best = Math.max(best, edgeWeight[e]);
        }
      }
      if (best < 0) {
        throw new IllegalArgumentException("matched pair (" + i + ", " + j + ") is not an edge");
      }
      total += best;
    }
    return total;
  }

  private static void validate(int n, int m, int[] start, int[] right, double[] weight) {
    if (n < 0 || m < 0) {
      throw new IllegalArgumentException(
          "negative vertex count: leftCount=" + n + ", rightCount=" + m);
    }
    if (start == null || right == null || weight == null) {
      throw new IllegalArgumentException("edgeStart, edgeRight and edgeWeight must not be null");
    }
    if (start.length != n + 1) {
      throw new IllegalArgumentException("edgeStart must have length leftCount + 1 = " + (n + 1));
    }
    if (start[0] < 0) {
      throw new IllegalArgumentException("edgeStart[0] = " + start[0] + " is negative");
    }
    for (int i = 0; i < n; i++) {
      if (start[i + 1] < start[i]) {
        throw new IllegalArgumentException("edgeStart decreases at index " + (i + 1));
      }
    }
    if (start[n] > right.length || start[n] > weight.length) {
      throw new IllegalArgumentException(
          "edgeStart[leftCount] = " + start[n] + " exceeds the edge arrays");
    }
    for (int e = start[0]; e < start[n]; e++) {
      if (right[e] < 0 || right[e] >= m) {
        throw new IllegalArgumentException(
            "edgeRight[" + e + "] = " + right[e] + " is out of range [0, " + m + ")");
      }
      double w = weight[e];
      if (!(w >= 0) || w == Double.POSITIVE_INFINITY) {
        throw new IllegalArgumentException(
            "edgeWeight[" + e + "] = " + w + " is not finite and >= 0");
      }
    }
  }

  private int[] solve() {
    // initial duals (v = 0) and greedy start on tight edges
    for (int i = 0; i < n; i++) {
      double best = 0;
      for (int e = start[i]; e < start[i + 1]; e++) {
        best = Math.max(best, weight[e]);
      }
      u[i] = -best;
      if (best == 0) {
        assign(i, m + i); // nothing to gain: tight dummy
        continue;
      }
      for (int e = start[i]; e < start[i + 1]; e++) {
        if (weight[e] == best && matchLeft[right[e]] < 0) {
          assign(i, right[e]);
          break;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      if (matchRight[i] < 0) {
        augmentFrom(i);
      }
    }
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      result[i] = matchRight[i] < m ? matchRight[i] : -1;
    }
    return result;
  }

  private void assign(int i, int j) {
    matchRight[i] = j;
    matchLeft[j] = i;
  }

  /** One Dijkstra search from the unassigned left vertex s, dual update, and augmentation. */
  private void augmentFrom(int s) {
    scanLeft(s, 0.0);
    int sink;
    while (true) {
      int j = pop(); // never empty: the dummy of s is free
      heapPos[j] = -2;
      if (matchLeft[j] < 0) {
        sink = j;
        break;
      }
      scanLeft(matchLeft[j], dist[j]);
    }
    double d = dist[sink];
    for (int k = 0; k < scannedCount; k++) {
      int i = scanned[k];
      u[i] += d - distLeft[i];
    }
    for (int k = 0; k < touchedCount; k++) {
      int j = touched[k];
      if (heapPos[j] == -2 && j != sink) {
        v[j] -= d - dist[j];
      }
      dist[j] = Double.POSITIVE_INFINITY;
      heapPos[j] = -1;
    }
    touchedCount = 0;
    scannedCount = 0;
    heapSize = 0;
    for (int j = sink; ; ) {
      int i = pred[j];
      int previous = matchRight[i];
      assign(i, j);
      if (i == s) {
        break;
      }
      j = previous;
    }
  }

  private void scanLeft(int i, double di) {
    distLeft[i] = di;
    scanned[scannedCount++] = i;
    double ui = u[i];
    for (int e = start[i]; e < start[i + 1]; e++) {
      int j = right[e];
      relax(j, di + Math.max(0.0, -weight[e] - ui - v[j]), i);
    }
    relax(m + i, di + Math.max(0.0, -ui - v[m + i]), i);
  }

  private void relax(int j, double d, int from) {
    int pos = heapPos[j];
    if (pos == -2 || d >= dist[j]) {
      return;
    }
    if (pos == -1) {
      touched[touchedCount++] = j;
      pos = heapSize++;
    }
    dist[j] = d;
    pred[j] = from;
    siftUp(pos, j);
  }

  private void siftUp(int pos, int j) {
    double d = dist[j];
    while (pos > 0) {
      int parent = (pos - 1) >>> 1;
      int p = heap[parent];
      if (dist[p] <= d) {
        break;
      }
      heap[pos] = p;
      heapPos[p] = pos;
      pos = parent;
    }
    heap[pos] = j;
    heapPos[j] = pos;
  }

  private int pop() {
    int top = heap[0];
    int last = heap[--heapSize];
    if (heapSize > 0) {
      double d = dist[last];
      int pos = 0;
      while (true) {
        int child = 2 * pos + 1;
        if (child >= heapSize) {
          break;
        }
        if (child + 1 < heapSize && dist[heap[child + 1]] < dist[heap[child]]) {
          child++;
        }
        if (dist[heap[child]] >= d) {
          break;
        }
        heap[pos] = heap[child];
        heapPos[heap[pos]] = pos;
        pos = child;
      }
      heap[pos] = last;
      heapPos[last] = pos;
    }
    return top;
  }
}
