package org.corefstats.core.longdocs;

import java.io.Serializable;
import org.corefstats.core.metrics.ExactSum;
import org.corefstats.core.metrics.MetricCounts;

/**
 * {@link FamilyCounts} summed over scoring documents exactly (LONG-DOCUMENTS.md 1.5: micro sums),
 * in any order, with documents taken out again.
 */
public final class FamilySum implements Serializable {
  private static final long serialVersionUID = 1L;
  private final ExactSum[] sums = new ExactSum[12];

  public FamilySum() {
    for (int i = 0; i < sums.length; i++) {
      sums[i] = new ExactSum();
    }
  }

  public void add(FamilyCounts c) {
    add(c, 1);
  }

  public void remove(FamilyCounts c) {
    add(c, -1);
  }

  public void add(FamilySum other) {
    for (int i = 0; i < sums.length; i++) {
      sums[i].add(other.sums[i]);
    }
  }

  private void add(FamilyCounts c, int sign) {
    int i = 0;
    for (MetricCounts m : new MetricCounts[] {c.muc(), c.bcub(), c.ceafe()}) {
      sums[i++].add(sign * m.recallNum());
      sums[i++].add(sign * m.recallDen());
      sums[i++].add(sign * m.precisionNum());
      sums[i++].add(sign * m.precisionDen());
    }
  }

  public FamilyCounts value() {
    MetricCounts[] m = new MetricCounts[3];
    for (int j = 0; j < 3; j++) {
      m[j] =
          new MetricCounts(
              sums[4 * j].value(),
              sums[4 * j + 1].value(),
              sums[4 * j + 2].value(),
              sums[4 * j + 3].value());
    }
    return new FamilyCounts(m[0], m[1], m[2]);
  }
}
