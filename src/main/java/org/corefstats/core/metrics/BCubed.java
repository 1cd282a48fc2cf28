package org.corefstats.core.metrics;

import org.corefstats.core.match.ContingencyTable;

/**
 * B-cubed (Bagga and Baldwin 1998; Pradhan et al. 2014 §4.2), with no mention manipulation: R = Σ_k
 * Σ_r n_kr² / |k| / Σ_k |k|, P = Σ_k Σ_r n_kr² / |r| / Σ_r |r|. v8.01 sums over response mentions,
 * crediting each to the last key entity holding it, so one factor n_kr is the credited count m_kr
 * (equal to n_kr without repeated key mentions).
 */
public final class BCubed {
  private BCubed() {}

  public static MetricCounts count(ContingencyTable t) {
    if (t.rule().looksUp()) {
      return laterEntityWins(t);
    }
    double recall = 0;
    double precision = 0;
    for (int c = 0; c < t.cellCount(); c++) {
      double weight = (double) t.credited(c) * t.overlap(c);
      recall += weight / t.keySize(t.cellKey(c));
      precision += weight / t.responseSize(t.cellResponse(c));
    }
    return new MetricCounts(recall, t.keySizeTotal(), precision, t.responseSizeTotal());
  }

  /**
   * The CorefUD scorer (docs/explanation/corefud-and-coval.md 2.7): R = Σ_k Σ_r n(k,r)² / |k| / Σ_k
   * |k| with n(k,r) the mentions of k that the response's lookup places in r; P the same with the
   * key's lookup.
   */
  private static MetricCounts laterEntityWins(ContingencyTable t) {
    double recall = 0;
    double precision = 0;
    for (int c = 0; c < t.cellCount(); c++) {
      double n = t.keyLookup(c);
      double m = t.responseLookup(c);
      recall += n * n / t.keySize(t.cellKey(c));
      precision += m * m / t.responseSize(t.cellResponse(c));
    }
    return new MetricCounts(recall, t.keySizeTotal(), precision, t.responseSizeTotal());
  }
}
