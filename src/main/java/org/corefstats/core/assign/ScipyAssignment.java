package org.corefstats.core.assign;

import java.util.Arrays;

/**
 * The dense rectangular assignment solver of scipy's {@code linear_sum_assignment} (Crouse 2016,
 * "On implementing 2D rectangular assignment algorithms", shortest augmenting paths), step for step
 * as docs/explanation/corefud-and-coval.md 2.6 describes it, so that among assignments of equal
 * total it picks the one scipy picks: the peer scorers (CorefUD, UA) decide head and partial
 * matching with it, and a different choice between equal totals changes which entity a response
 * mention lands in ({@code edge/E01}, {@code edge/E02}).
 *
 * <p>What makes the choice the same as scipy's, and must not be "improved": the matrix is
 * transposed when it has more rows than columns; each search scans the columns from a list that
 * starts in descending index order and loses its chosen column by swap-remove (the last element
 * moves into its slot); a column becomes the best when its path cost is lower, or equal and the
 * column is free; reduced costs are {@code minVal + C[i][j] - u[i] - v[j]} in that order of IEEE
 * double operations. With all columns free and equal scores, the lowest column index wins.
 *
 * <p>{@link #minimize} takes a cost matrix; {@link #maximize} a score matrix, negated to costs
 * first, as the peers call scipy ({@code maximize=True} negates too). Every row (or every column,
 * when there are more rows) is assigned: callers that want only positive scores drop the others.
 * O(n² m) for n = min(rows, columns), m = max; meant for the small groups of overlapping mentions.
 */
public final class ScipyAssignment {
  private ScipyAssignment() {}

  /**
   * The assignment of maximum total score: for each row, its column, or -1 (only when there are
   * more rows than columns). Scores must be finite.
   */
  public static int[] maximize(double[][] score) {
    double[][] cost = new double[score.length][];
    for (int i = 0; i < score.length; i++) {
      cost[i] = new double[score[i].length];
      for (int j = 0; j < cost[i].length; j++) {
        cost[i][j] = -score[i][j];
      }
    }
    return minimize(cost);
  }

  /**
   * The assignment of minimum total cost: for each row, its column, or -1 (only when there are more
   * rows than columns). Costs must be finite; rows must have the same length.
   */
  public static int[] minimize(double[][] cost) {
    int rows = cost.length;
    int columns = rows == 0 ? 0 : cost[0].length;
    for (double[] row : cost) {
      if (row.length != columns) {
        throw new IllegalArgumentException("rows of different lengths");
      }
      for (double c : row) {
        if (!Double.isFinite(c)) {
          throw new IllegalArgumentException("cost not finite: " + c);
        }
      }
    }
    int[] colOfRow = new int[rows];
    Arrays.fill(colOfRow, -1);
    if (rows == 0 || columns == 0) {
      return colOfRow;
    }
    if (rows <= columns) {
      return solve(cost, rows, columns);
    }
    double[][] transposed = new double[columns][rows];
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < columns; j++) {
        transposed[j][i] = cost[i][j];
      }
    }
    int[] rowOfColumn = solve(transposed, columns, rows);
    for (int j = 0; j < columns; j++) {
      colOfRow[rowOfColumn[j]] = j;
    }
    return colOfRow;
  }

  /** nr <= nc: every row gets a column. */
  private static int[] solve(double[][] c, int nr, int nc) {
    double[] u = new double[nr];
    double[] v = new double[nc];
    double[] spc = new double[nc];
    int[] path = new int[nc];
    int[] colOf = new int[nr];
    int[] rowOf = new int[nc];
    boolean[] visitedRow = new boolean[nr];
    boolean[] visitedColumn = new boolean[nc];
    int[] remaining = new int[nc];
    Arrays.fill(colOf, -1);
    Arrays.fill(rowOf, -1);
    for (int cur = 0; cur < nr; cur++) {
      // 1-2: a shortest augmenting path from row cur to a free column
      Arrays.fill(spc, Double.POSITIVE_INFINITY);
      Arrays.fill(path, -1);
      Arrays.fill(visitedRow, false);
      Arrays.fill(visitedColumn, false);
      for (int it = 0; it < nc; it++) {
        remaining[it] = nc - it - 1;
      }
      int left = nc;
      double minVal = 0;
      int i = cur;
      int sink = -1;
      while (sink == -1) {
        visitedRow[i] = true;
        int index = -1;
        double lowest = Double.POSITIVE_INFINITY;
        for (int it = 0; it < left; it++) {
          int j = remaining[it];
          double r = minVal + c[i][j] - u[i] - v[j];
          if (r < spc[j]) {
            path[j] = i;
            spc[j] = r;
          }
          if (spc[j] < lowest || (spc[j] == lowest && rowOf[j] == -1)) {
            lowest = spc[j];
            index = it;
          }
        }
        minVal = lowest;
        int j = remaining[index];
        if (rowOf[j] == -1) {
          sink = j;
        } else {
          i = rowOf[j];
        }
        visitedColumn[j] = true;
        remaining[index] = remaining[--left];
      }
      // 4: potentials
      u[cur] += minVal;
      for (int r = 0; r < nr; r++) {
        if (visitedRow[r] && r != cur) {
          u[r] += minVal - spc[colOf[r]];
        }
      }
      for (int j = 0; j < nc; j++) {
        if (visitedColumn[j]) {
          v[j] -= minVal - spc[j];
        }
      }
      // 5: augment along the path back to cur
      int j = sink;
      while (true) {
        int r = path[j];
        rowOf[j] = r;
        int previous = colOf[r];
        colOf[r] = j;
        j = previous;
        if (r == cur) {
          break;
        }
      }
    }
    return colOf;
  }
}
