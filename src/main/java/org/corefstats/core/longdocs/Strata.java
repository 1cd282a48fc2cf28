package org.corefstats.core.longdocs;

import java.io.Serializable;
import java.util.List;
import org.corefstats.core.metrics.MetricCounts;

/**
 * Entity-size strata (LONG-DOCUMENTS.md 6): long (11 mentions or more), short (2-10), singleton;
 * each side's entities placed by their own size after repeated spans are removed and empty entities
 * dropped. A stratum's recall sums the key entities' terms of section 1 over its key entities, its
 * precision the response entities' terms over its response entities, both with the mention maps of
 * all entities; CEAF-e takes the document's one assignment and credits each pair to the stratum of
 * its key entity (recall) and of its response entity (precision). The three strata thus decompose
 * each full-document count.
 */
public final class Strata {
  public static final List<String> NAMES = List.of("long", "short", "singleton");

  /** The thresholds as the tables name the setting. */
  public static final String SETTING = "long>=11,short=2..10";

  private Strata() {}

  /** A stratum's counts and its entities and mentions on each side. */
  public record Stratum(
      FamilyCounts counts, long keyEntities, long sysEntities, long keyMentions, long sysMentions)
      implements Serializable {}

  public static int of(int size) {
    return size >= 11 ? 0 : size >= 2 ? 1 : 2;
  }

  public static Stratum[] score(BookSide key, BookSide response) {
    BookSide k = key.distinct(new int[key.entityCount()]);
    BookSide r = response.distinct(new int[response.entityCount()]);
    EntityMap keyMap = new EntityMap(k);
    EntityMap responseMap = new EntityMap(r);
    FamilyTerms recall = new FamilyTerms(responseMap);
    FamilyTerms precision = new FamilyTerms(keyMap);
    CeafAlignment a = CeafAlignment.of(k, r);
    double[][] c = new double[3][12];
    for (int e = 0; e < k.entityCount(); e++) {
      double[] s = c[of(k.size(e))];
      s[0] += recall.mucNumerator(k, e, responseMap);
      s[1] += FamilyTerms.mucDenominator(k, e);
      s[4] += recall.bcubedNumerator(k, e, responseMap);
      s[5] += k.size(e);
      s[8] += a.phi(e);
      s[9]++;
      if (a.column(e) >= 0) {
        c[of(r.size(a.column(e)))][10] += a.phi(e);
      }
    }
    for (int e = 0; e < r.entityCount(); e++) {
      double[] s = c[of(r.size(e))];
      s[2] += precision.mucNumerator(r, e, keyMap);
      s[3] += FamilyTerms.mucDenominator(r, e);
      s[6] += precision.bcubedNumerator(r, e, keyMap);
      s[7] += r.size(e);
      s[11]++;
    }
    Stratum[] out = new Stratum[3];
    for (int x = 0; x < 3; x++) {
      double[] s = c[x];
      out[x] =
          new Stratum(
              new FamilyCounts(
                  new MetricCounts(s[0], s[1], s[2], s[3]),
                  new MetricCounts(s[4], s[5], s[6], s[7]),
                  new MetricCounts(s[8], s[9], s[10], s[11])),
              (long) s[9],
              (long) s[11],
              (long) s[5],
              (long) s[7]);
    }
    return out;
  }
}
