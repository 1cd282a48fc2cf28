package org.corefstats.core.longdocs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.assign.OverlapGroups;
import org.corefstats.core.assign.ScipyAssignment;

/**
 * CEAF-e's one-to-one alignment of row entities to column entities (LONG-DOCUMENTS.md 1.4): φ4(k,
 * r) = 2·(mentions of k, as listed, that occur in r) / (|k| + |r|), one division of two integers;
 * the assignment maximises Σ φ4. Pairs without a common mention weigh 0, so the assignment is
 * solved on each connected group of overlapping entities ({@link OverlapGroups}), rows and columns
 * in list order, by scipy's procedure ({@link ScipyAssignment}), whose tie rule sections 5.2 and
 * 6.2 rely on: among equal free columns the lowest wins. Cost: linear in mentions and overlapping
 * pairs, plus each group's dense assignment.
 */
final class CeafAlignment {
  private final int[] columnOfRow;
  private final double[] phiOfRow;
  private final int[] common;

  private CeafAlignment(int[] columnOfRow, double[] phiOfRow, int[] common) {
    this.columnOfRow = columnOfRow;
    this.phiOfRow = phiOfRow;
    this.common = common;
  }

  /** The column aligned with row k, or -1 (none, or only a pair of weight 0). */
  int column(int k) {
    return columnOfRow[k];
  }

  /** φ4 of row k and its column (0 when none). */
  double phi(int k) {
    return phiOfRow[k];
  }

  /** Listed mentions of row k that occur in its column (0 when none). */
  int common(int k) {
    return common[k];
  }

  static CeafAlignment of(BookSide rows, BookSide columns) {
    int[][] holders = holders(columns);
    int keys = rows.entityCount();
    // the overlapping pairs, row by row, columns in order of first meeting
    List<int[]> cells = new ArrayList<>();
    int[] count = new int[columns.entityCount()];
    int[] touched = new int[columns.entityCount()];
    for (int k = 0; k < keys; k++) {
      int n = 0;
      for (int m = rows.start()[k]; m < rows.start()[k + 1]; m++) {
        for (int r : holders[rows.id()[m]]) {
          if (count[r]++ == 0) {
            touched[n++] = r;
          }
        }
      }
      for (int i = 0; i < n; i++) {
        int r = touched[i];
        cells.add(new int[] {k, r, count[r]});
        count[r] = 0;
      }
    }
    return solve(rows, columns, cells);
  }

  private static CeafAlignment solve(BookSide rows, BookSide columns, List<int[]> cells) {
    int keys = rows.entityCount();
    OverlapGroups groups =
        OverlapGroups.of(
            keys, columns.entityCount(), cells.size(), c -> cells.get(c)[0], c -> cells.get(c)[1]);
    int[] columnOfRow = new int[keys];
    Arrays.fill(columnOfRow, -1);
    double[] phiOfRow = new double[keys];
    int[] commonOfRow = new int[keys];
    int[] local = new int[keys + columns.entityCount()];
    for (int g = 0; g < groups.groupCount(); g++) {
      List<int[]> group = new ArrayList<>(groups.to(g) - groups.from(g));
      for (int i = groups.from(g); i < groups.to(g); i++) {
        group.add(cells.get(groups.cell(i)));
      }
      int[] rowIds = group.stream().mapToInt(c -> c[0]).distinct().sorted().toArray();
      int[] colIds = group.stream().mapToInt(c -> c[1]).distinct().sorted().toArray();
      for (int i = 0; i < rowIds.length; i++) {
        local[rowIds[i]] = i;
      }
      for (int j = 0; j < colIds.length; j++) {
        local[keys + colIds[j]] = j;
      }
      double[][] phi = new double[rowIds.length][colIds.length];
      int[][] shared = new int[rowIds.length][colIds.length];
      for (int[] c : group) {
        int i = local[c[0]];
        int j = local[keys + c[1]];
        shared[i][j] = c[2];
        phi[i][j] = (double) (2 * c[2]) / (rows.size(c[0]) + columns.size(c[1]));
      }
      int[] assigned = ScipyAssignment.maximize(phi);
      for (int i = 0; i < rowIds.length; i++) {
        int j = assigned[i];
        if (j >= 0 && phi[i][j] > 0) {
          columnOfRow[rowIds[i]] = colIds[j];
          phiOfRow[rowIds[i]] = phi[i][j];
          commonOfRow[rowIds[i]] = shared[i][j];
        }
      }
    }
    return new CeafAlignment(columnOfRow, phiOfRow, commonOfRow);
  }

  /** For each mention identity, the column entities holding it, each once, in list order. */
  private static int[][] holders(BookSide side) {
    int[] counts = new int[side.idCount()];
    int[] last = new int[side.idCount()];
    Arrays.fill(last, -1);
    for (int e = 0; e < side.entityCount(); e++) {
      for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
        if (last[side.id()[m]] != e) {
          last[side.id()[m]] = e;
          counts[side.id()[m]]++;
        }
      }
    }
    int[][] holders = new int[side.idCount()][];
    for (int x = 0; x < holders.length; x++) {
      holders[x] = new int[counts[x]];
      counts[x] = 0;
    }
    Arrays.fill(last, -1);
    for (int e = 0; e < side.entityCount(); e++) {
      for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
        int x = side.id()[m];
        if (last[x] != e) {
          last[x] = e;
          holders[x][counts[x]++] = e;
        }
      }
    }
    return holders;
  }
}
