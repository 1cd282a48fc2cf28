package org.corefstats.core.metrics;

import java.util.function.IntUnaryOperator;
import org.corefstats.core.match.ContingencyTable;

/**
 * LEA (Moosavi and Strube 2016, §4): R = Σ_k |k| · Σ_r link(k ∩ r) / link(k) / Σ_k |k| with link(e)
 * = |e|(|e| − 1)/2; precision swaps the roles. A singleton entity {m} has one self-link, resolved
 * when m is a singleton on the other side too.
 */
public final class Lea {
  private Lea() {}

  public static MetricCounts count(ContingencyTable t) {
    // Σ_r link(k ∩ r) per key entity and Σ_k link(k ∩ r) per response entity, from the cells.
    double[] keyResolved = new double[t.keyEntities()];
    double[] responseResolved = new double[t.responseEntities()];
    for (int c = 0; c < t.cellCount(); c++) {
      int k = t.cellKey(c);
      int r = t.cellResponse(c);
      int n = t.overlap(c);
      if (n == 1 && t.keySize(k) == 1 && t.responseSize(r) == 1) { // a resolved self-link
        keyResolved[k] += 1;
        responseResolved[r] += 1;
      } else {
        keyResolved[k] += links(n);
        responseResolved[r] += links(n);
      }
    }
    return new MetricCounts(
        importanceWeighted(keyResolved, t::keySize),
        t.keySizeTotal(),
        importanceWeighted(responseResolved, t::responseSize),
        t.responseSizeTotal());
  }

  /** Σ_e |e| · resolved(e) / link(e), with link(e) = 1 for a singleton (its self-link). */
  private static double importanceWeighted(double[] resolved, IntUnaryOperator size) {
    double sum = 0;
    for (int e = 0; e < resolved.length; e++) {
      int n = size.applyAsInt(e);
      sum += n * resolved[e] / Math.max(1, links(n));
    }
    return sum;
  }

  private static long links(long n) {
    return n * (n - 1) / 2;
  }
}
