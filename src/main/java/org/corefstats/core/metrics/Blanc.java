package org.corefstats.core.metrics;

import org.corefstats.core.match.ContingencyTable;

/**
 * BLANC's link counts (Luo et al. 2014, eqs. 16-19) from the contingency table, never by
 * enumerating pairs. With m_k key mentions, m_r response mentions, c common mentions, n_kr common
 * mentions of k and r, a_k = |k ∩ response mentions|, b_r = |r ∩ key mentions|:
 *
 * <pre>
 *   |Ck| = Σ_k C(|k|, 2)            |Nk| = C(m_k, 2) − |Ck|         (likewise Cr, Nr)
 *   |Ck ∩ Cr| = Σ_kr C(n_kr, 2)
 *   |Nk ∩ Nr| = C(c, 2) − Σ_k C(a_k, 2) − Σ_r C(b_r, 2) + Σ_kr C(n_kr, 2)
 * </pre>
 *
 * v8.01 builds its link sets over mention identities, and a repeated identity (a repeated key span,
 * or a repeated response span that matches no key span) changes them: an identity twice in one
 * entity adds the link (x, x) to C, an identity in several entities adds (x, x) to N and is
 * non-coreferent with every other mention, and two identities sharing t entities form one link, not
 * t. The general forms below use distinct identities d_e per entity, those held by no other entity
 * (s_e), and the table's correction terms; they reduce to the above without repeats.
 */
public final class Blanc {
  private Blanc() {}

  public static BlancCounts count(ContingencyTable t) {
    long keyCoref = -t.keyPairOvercount() + t.keySelfCorefLinks();
    long keyExclusivePairs = 0;
    for (int k = 0; k < t.keyEntities(); k++) {
      keyCoref += pairs(t.keyDistinct(k));
      keyExclusivePairs += pairs(t.keyExclusive(k));
    }
    long keyNonCoref = pairs(t.keyMentions()) - keyExclusivePairs + t.keyMultiEntityIds();

    long responseCoref = -t.responsePairOvercount() + t.responseSelfCorefLinks();
    long responseExclusivePairs = 0;
    long matchedPairs = 0; // Σ_r C(b_r, 2)
    for (int r = 0; r < t.responseEntities(); r++) {
      responseCoref += pairs(t.responseDistinct(r));
      responseExclusivePairs += pairs(t.responseExclusive(r));
      matchedPairs += pairs(t.responseMatched(r));
    }
    long responseNonCoref =
        pairs(t.responseMentions()) - responseExclusivePairs + t.responseMultiEntityIds();

    // Correct links: only common mentions (each occurs once in the response) can form them.
    long corefCorrect = -t.sharedPairOvercount();
    long exclusiveCellPairs = 0;
    long[] keyExclusiveCommon =
        new long[t.keyEntities()]; // a_k restricted to mentions only k holds
    for (int c = 0; c < t.cellCount(); c++) {
      corefCorrect += pairs(t.overlap(c));
      exclusiveCellPairs += pairs(t.exclusiveOverlap(c));
      keyExclusiveCommon[t.cellKey(c)] += t.exclusiveOverlap(c);
    }
    long keyCommonPairs = 0;
    for (long a : keyExclusiveCommon) {
      keyCommonPairs += pairs(a);
    }
    long nonCorefCorrect =
        pairs(t.matchedMentions()) - matchedPairs - keyCommonPairs + exclusiveCellPairs;
    return new BlancCounts(
        corefCorrect, keyCoref, responseCoref, nonCorefCorrect, keyNonCoref, responseNonCoref);
  }

  /** C(n, 2). */
  static long pairs(long n) {
    return n * (n - 1) / 2;
  }
}
