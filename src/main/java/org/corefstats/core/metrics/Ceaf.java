package org.corefstats.core.metrics;

import java.util.Arrays;
import org.corefstats.core.assign.OverlapGroups;
import org.corefstats.core.assign.SparseAssignment;
import org.corefstats.core.match.ContingencyTable;

/**
 * CEAF (Luo 2005; Pradhan et al. 2014 §4.3): the one-to-one alignment g of key to response entities
 * maximising Σ φ(k, g(k)); R = that maximum / Σ_k φ(k, k), P = maximum / Σ_r φ(r, r). Pairs without
 * a common mention have φ = 0 and add nothing, so the alignment is solved separately on each
 * connected group of overlapping entities: trivially when a group has one key or one response
 * entity, otherwise with {@link SparseAssignment}.
 */
public final class Ceaf {
  private Ceaf() {}

  /** CEAF-m: φ3(k, r) = |k ∩ r|; denominators Σ|k| and Σ|r|. */
  public static MetricCounts mentionBased(ContingencyTable t) {
    double aligned = alignedSimilarity(t, false);
    return new MetricCounts(aligned, t.keySizeTotal(), aligned, t.responseSizeTotal());
  }

  /**
   * CEAF-e: φ4(k, r) = 2|k ∩ r| / (|k| + |r|); denominators the numbers of key and response
   * entities.
   */
  public static MetricCounts entityBased(ContingencyTable t) {
    double aligned = alignedSimilarity(t, true);
    return new MetricCounts(aligned, t.keyEntities(), aligned, t.responseEntities());
  }

  /**
   * φ of a cell. |k ∩ r| counts k's copies of r's mentions, as v8.01 does; for the CorefUD scorer
   * the mentions of k that are members of r (2.7), so a mention in two entities counts in both.
   */
  private static double phi(ContingencyTable t, int cell, boolean entityBased) {
    int common = t.rule().looksUp() ? t.members(cell) : t.keyCopies(cell);
    if (!entityBased) {
      return common;
    }
    return 2.0 * common / (t.keySize(t.cellKey(cell)) + t.responseSize(t.cellResponse(cell)));
  }

  /** max Σ φ over one-to-one alignments, solved per connected component of the overlap graph. */
  static double alignedSimilarity(ContingencyTable t, boolean entityBased) {
    return align(t, entityBased, null);
  }

  /**
   * The optimal alignment itself (the one whose Σ φ {@link #mentionBased} or {@link #entityBased}
   * reports): for each key entity, the cell of the response entity aligned with it, or -1 when none
   * is (no common mention, or another key entity took every candidate).
   */
  public static int[] alignedCells(ContingencyTable t, boolean entityBased) {
    int[] cells = new int[t.keyEntities()];
    Arrays.fill(cells, -1);
    align(t, entityBased, cells);
    return cells;
  }

  /** φ of a cell under CEAF-m: |k ∩ r| as {@link #mentionBased} counts it. */
  public static int mentionPhi(ContingencyTable t, int cell) {
    return (int) phi(t, cell, false);
  }

  /**
   * max Σ φ over one-to-one alignments; when {@code alignedCell} is not null, the cell chosen for
   * each key entity is written to it (entries of unaligned key entities are left as they are).
   */
  private static double align(ContingencyTable t, boolean entityBased, int[] alignedCell) {
    int keys = t.keyEntities();
    OverlapGroups groups =
        OverlapGroups.of(keys, t.responseEntities(), t.cellCount(), t::cellKey, t::cellResponse);
    int[] local = new int[keys + t.responseEntities()]; // an entity's index inside its group
    double total = 0;
    for (int g = 0; g < groups.groupCount(); g++) {
      total +=
          solveComponent(
              t, groups, groups.from(g), groups.to(g), keys, local, entityBased, alignedCell);
    }
    return total;
  }

  private static double solveComponent(
      ContingencyTable t,
      OverlapGroups groups,
      int from,
      int to,
      int keys,
      int[] local,
      boolean entityBased,
      int[] alignedCell) {
    if (to - from == 1) {
      if (alignedCell != null) {
        alignedCell[t.cellKey(groups.cell(from))] = groups.cell(from);
      }
      return phi(t, groups.cell(from), entityBased);
    }
    int keyCount = 0;
    int responseCount = 0;
    for (int i = from; i < to; i++) {
      int c = groups.cell(i);
      local[t.cellKey(c)] = -1;
      local[keys + t.cellResponse(c)] = -1;
    }
    for (int i = from; i < to; i++) {
      int c = groups.cell(i);
      if (local[t.cellKey(c)] < 0) {
        local[t.cellKey(c)] = keyCount++;
      }
      if (local[keys + t.cellResponse(c)] < 0) {
        local[keys + t.cellResponse(c)] = responseCount++;
      }
    }
    if (keyCount == 1 || responseCount == 1) { // a star: the best single pair
      double best = 0;
      int bestCell = -1;
      for (int i = from; i < to; i++) {
        double phi = phi(t, groups.cell(i), entityBased);
        if (bestCell < 0 || phi > best) {
          bestCell = groups.cell(i);
        }
        best = Math.max(best, phi);
      }
      if (alignedCell != null) {
        alignedCell[t.cellKey(bestCell)] = bestCell;
      }
      return best;
    }
    // CSR by local key index.
    int edges = to - from;
    int[] start = new int[keyCount + 1];
    for (int i = from; i < to; i++) {
      start[local[t.cellKey(groups.cell(i))] + 1]++;
    }
    for (int k = 0; k < keyCount; k++) {
      start[k + 1] += start[k];
    }
    int[] fill = start.clone();
    int[] right = new int[edges];
    double[] weight = new double[edges];
    int[] cellOfEdge = new int[edges];
    for (int i = from; i < to; i++) {
      int c = groups.cell(i);
      int e = fill[local[t.cellKey(c)]]++;
      right[e] = local[keys + t.cellResponse(c)];
      weight[e] = phi(t, c, entityBased);
      cellOfEdge[e] = c;
    }
    int[] match =
        SparseAssignment.maximumWeightMatching(keyCount, responseCount, start, right, weight);
    double sum = 0;
    for (int k = 0; k < keyCount; k++) {
      if (match[k] >= 0) {
        double best = 0; // the matched pair's φ (cells are unique per pair)
        for (int e = start[k]; e < start[k + 1]; e++) {
          if (right[e] == match[k]) {
            best = Math.max(best, weight[e]);
            if (alignedCell != null) {
              alignedCell[t.cellKey(cellOfEdge[e])] = cellOfEdge[e];
            }
          }
        }
        sum += best;
      }
    }
    return sum;
  }
}
