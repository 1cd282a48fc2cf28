package org.corefstats.core.assign;

import java.util.function.IntUnaryOperator;

/**
 * The connected groups of a bipartite overlap graph: rows and columns (entities of two sides) are
 * joined by cells (pairs that share something). CEAF's alignment is solved per group, since pairs
 * of different groups weigh 0 ({@code core/metrics/Ceaf}, {@code core/longdocs/CeafAlignment}).
 * Union-find over rows 0..R-1 and columns R..R+C-1, then a counting sort of the cells by their
 * group's root: groups come in the order of their roots, cells inside a group in cell order. Time
 * and memory linear in rows, columns and cells.
 */
public final class OverlapGroups {
  private final int[] groupStart;
  private final int[] order;

  private OverlapGroups(int[] groupStart, int[] order) {
    this.groupStart = groupStart;
    this.order = order;
  }

  /**
   * The groups of {@code cells} cells, cell c joining row {@code rowOf(c)} (0 ≤ it &lt; rows) and
   * column {@code columnOf(c)} (0 ≤ it &lt; columns).
   */
  public static OverlapGroups of(
      int rows, int columns, int cells, IntUnaryOperator rowOf, IntUnaryOperator columnOf) {
    int[] parent = new int[rows + columns];
    for (int i = 0; i < parent.length; i++) {
      parent[i] = i;
    }
    for (int c = 0; c < cells; c++) {
      union(parent, rowOf.applyAsInt(c), rows + columnOf.applyAsInt(c));
    }
    int[] root = new int[cells];
    int[] count = new int[parent.length + 1];
    for (int c = 0; c < cells; c++) {
      root[c] = find(parent, rowOf.applyAsInt(c));
      count[root[c] + 1]++;
    }
    int groups = 0;
    for (int i = 0; i < parent.length; i++) {
      if (count[i + 1] > 0) {
        groups++;
      }
      count[i + 1] += count[i];
    }
    int[] order = new int[cells];
    int[] fill = count.clone();
    for (int c = 0; c < cells; c++) {
      order[fill[root[c]]++] = c;
    }
    int[] groupStart = new int[groups + 1];
    int g = 0;
    for (int i = 0; i < parent.length; i++) {
      if (count[i + 1] > count[i]) {
        groupStart[g++] = count[i];
      }
    }
    groupStart[groups] = cells;
    return new OverlapGroups(groupStart, order);
  }

  /** Number of groups (of at least one cell). */
  public int groupCount() {
    return groupStart.length - 1;
  }

  /** Position in {@link #cell} of group g's first cell. */
  public int from(int g) {
    return groupStart[g];
  }

  /** Position in {@link #cell} after group g's last cell. */
  public int to(int g) {
    return groupStart[g + 1];
  }

  /** The cells, group after group: the cell at position i. */
  public int cell(int i) {
    return order[i];
  }

  private static int find(int[] parent, int x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  private static void union(int[] parent, int a, int b) {
    int ra = find(parent, a);
    int rb = find(parent, b);
    if (ra != rb) {
      parent[ra] = rb;
    }
  }
}
