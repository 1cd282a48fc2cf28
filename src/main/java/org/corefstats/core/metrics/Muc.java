package org.corefstats.core.metrics;

import org.corefstats.core.match.ContingencyTable;

/**
 * MUC (Vilain et al. 1995; Pradhan et al. 2014 §4.1): R = Σ_k (|k| − |p(k)|) / Σ_k (|k| − 1), P =
 * Σ_r (|r| − |p'(r)|) / Σ_r (|r| − 1). Both numerators equal the correct links Σ_{k,r} max(0, n_kr
 * − 1). As in v8.01, a response mention is credited to the last key entity holding it (this matters
 * only for repeated key mentions), so the numerator uses the credited counts m_kr.
 */
public final class Muc {
  private Muc() {}

  public static MetricCounts count(ContingencyTable t) {
    long correct = 0;
    for (int c = 0; c < t.cellCount(); c++) {
      correct += Math.max(0, t.credited(c) - 1);
    }
    long keyLinks = 0;
    for (int k = 0; k < t.keyEntities(); k++) {
      keyLinks += t.keySize(k) - 1;
    }
    long responseLinks = 0;
    for (int r = 0; r < t.responseEntities(); r++) {
      responseLinks += t.responseSize(r) - 1;
    }
    return new MetricCounts(correct, keyLinks, correct, responseLinks);
  }
}
