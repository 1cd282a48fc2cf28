package org.corefstats.core.metrics;

import java.util.function.IntUnaryOperator;
import org.corefstats.core.match.ContingencyTable;

/**
 * LEA (Moosavi and Strube 2016, §4): R = Σ_k |k| · Σ_r link(k ∩ r) / link(k) / Σ_k |k| with link(e)
 * = |e|(|e| − 1)/2; precision swaps the roles. A singleton entity {m} has one self-link, resolved
 * when m is a singleton on the other side too. For the CorefUD scorer
 * (docs/explanation/corefud-and-coval.md 2.7, as coval with the lookups) the links of k resolved in
 * r are those among the mentions of k that the response's lookup places in r (a mention in two
 * entities: the later), and likewise for precision with the key's lookup.
 */
public final class Lea {
  private Lea() {}

  public static MetricCounts count(ContingencyTable t) {
    // Σ_r link(k ∩ r) per key entity and Σ_k link(k ∩ r) per response entity, from the cells.
    double[] keyResolved = new double[t.keyEntities()];
    double[] responseResolved = new double[t.responseEntities()];
    boolean lookups = t.rule().looksUp();
    for (int c = 0; c < t.cellCount(); c++) {
      int k = t.cellKey(c);
      int r = t.cellResponse(c);
      boolean singletons = t.keySize(k) == 1 && t.responseSize(r) == 1;
      keyResolved[k] += resolved(lookups ? t.keyLookup(c) : t.overlap(c), singletons);
      responseResolved[r] += resolved(lookups ? t.responseLookup(c) : t.overlap(c), singletons);
    }
    return new MetricCounts(
        importanceWeighted(keyResolved, t::keySize),
        t.keySizeTotal(),
        importanceWeighted(responseResolved, t::responseSize),
        t.responseSizeTotal());
  }

  /** Links of k ∩ r resolved: a common mention of two singletons resolves their self-link. */
  private static long resolved(int common, boolean singletons) {
    return common == 1 && singletons ? 1 : links(common);
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
