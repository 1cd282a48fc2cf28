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
    if (t.rule().looksUp()) {
      return laterEntityWins(t);
    }
    long correct = 0;
    for (int c = 0; c < t.cellCount(); c++) {
      correct += Math.max(0, t.credited(c) - 1);
    }
    return new MetricCounts(correct, keyLinks(t), correct, responseLinks(t));
  }

  /**
   * The CorefUD scorer (docs/explanation/corefud-and-coval.md 2.7): R = Σ_k (|k| − #{E_S(m) : m ∈ k
   * matched} − #{m ∈ k unmatched}) / Σ_k (|k| − 1) = Σ_{k,r} max(0, n(k,r) − 1) / Σ_k (|k| − 1),
   * n(k,r) the mentions of k looked up in r; precision the same with the key's lookup. A mention in
   * two entities counts in both sizes, so the numerators differ when one side has such a mention.
   */
  private static MetricCounts laterEntityWins(ContingencyTable t) {
    long recall = 0;
    long precision = 0;
    for (int c = 0; c < t.cellCount(); c++) {
      recall += Math.max(0, t.keyLookup(c) - 1);
      precision += Math.max(0, t.responseLookup(c) - 1);
    }
    return new MetricCounts(recall, keyLinks(t), precision, responseLinks(t));
  }

  private static long keyLinks(ContingencyTable t) {
    long links = 0;
    for (int k = 0; k < t.keyEntities(); k++) {
      links += t.keySize(k) - 1;
    }
    return links;
  }

  private static long responseLinks(ContingencyTable t) {
    long links = 0;
    for (int r = 0; r < t.responseEntities(); r++) {
      links += t.responseSize(r) - 1;
    }
    return links;
  }
}
