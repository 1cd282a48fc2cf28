package org.corefstats.significance;

import java.io.Serializable;
import java.util.List;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.report.ScoreTable;

/**
 * One document's counts while they are gathered: every system's vector and which rows were seen.
 */
public final class GatheredCounts implements Serializable {
  private static final long serialVersionUID = 1L;
  private final double[] values;
  private final int[]
      seen; // per system: bit k set when count row k (of ScoreTable.COUNT_ROWS) was read
  private String duplicate; // "system/metric" read twice, if any

  public GatheredCounts(int systems) {
    values = new double[systems * Counts.WIDTH];
    seen = new int[systems];
  }

  /** Every system's counts side by side. */
  public double[] values() {
    return values;
  }

  /** Adds row {@code row} of {@link ScoreTable#COUNT_ROWS} of system {@code system}. */
  public GatheredCounts add(int system, int row, double[] v, BlancScore.Rule blancRule) {
    int bit = 1 << row;
    if ((seen[system] & bit) != 0 && duplicate == null) {
      duplicate = system + "/" + row;
    }
    seen[system] |= bit;
    ScoreTable.putCounts(row, v, blancRule, values, system * Counts.WIDTH);
    return this;
  }

  public GatheredCounts merge(GatheredCounts other) {
    for (int s = 0; s < seen.length; s++) {
      if ((seen[s] & other.seen[s]) != 0 && duplicate == null) {
        duplicate = s + "/" + Integer.numberOfTrailingZeros(seen[s] & other.seen[s]);
      }
      seen[s] |= other.seen[s];
    }
    if (duplicate == null) {
      duplicate = other.duplicate;
    }
    for (int i = 0; i < values.length; i++) {
      values[i] += other.values[i]; // each value is set by one side only (or it is a duplicate)
    }
    return this;
  }

  /** What is wrong with document {@code document}'s counts, or null. */
  public String problem(String document, List<String> systems, int expectedRows) {
    if (duplicate != null) {
      String[] at = duplicate.split("/");
      return "document "
          + document
          + ": system "
          + systems.get(Integer.parseInt(at[0]))
          + " has two "
          + ScoreTable.COUNT_ROWS.get(Integer.parseInt(at[1]))
          + " rows";
    }
    for (int i = 0; i < systems.size(); i++) {
      int missing = expectedRows & ~seen[i];
      if (missing != 0) {
        return "document "
            + document
            + ": system "
            + systems.get(i)
            + " has no "
            + ScoreTable.COUNT_ROWS.get(Integer.numberOfTrailingZeros(missing))
            + " row (paired tests need every"
            + " system's counts for every document; a system left out of a run has none)";
      }
    }
    for (int i = 0; i < values.length; i++) {
      double v = values[i];
      if (!(v >= 0) || Double.isInfinite(v)) {
        return "document "
            + document
            + ": system "
            + systems.get(i / Counts.WIDTH)
            + " has a count that is"
            + " negative, missing or not finite";
      }
    }
    return null;
  }

  /** The largest value of each count over the systems. */
  public double[] columnMax() {
    double[] max = new double[Counts.WIDTH];
    for (int i = 0; i < values.length; i++) {
      max[i % Counts.WIDTH] = Math.max(max[i % Counts.WIDTH], values[i]);
    }
    return max;
  }

  /** The larger of each pair of values. */
  public static double[] max(double[] a, double[] b) {
    double[] m = new double[a.length];
    for (int i = 0; i < m.length; i++) {
      m[i] = Math.max(a[i], b[i]);
    }
    return m;
  }
}
