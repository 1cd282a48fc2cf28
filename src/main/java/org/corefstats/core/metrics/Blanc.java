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
 *
 * <p>The CorefUD scorer (docs/explanation/corefud-and-coval.md 6.2, 2.7) keeps a mention in two
 * entities in both, and counts the correct links from the key side through the response's lookup
 * (the later entity): with n_kr the mentions of k looked up in r, the formulas above hold with |k|
 * and |r| counting every copy, m_k = Σ_k |k|, m_r = Σ_r |r|, c = Σ n_kr, a_k = Σ_r n_kr and b_r =
 * Σ_k n_kr.
 */
public final class Blanc {
  private Blanc() {}

  public static BlancCounts count(ContingencyTable t) {
    if (t.rule().looksUp()) {
      return laterEntityWins(t);
    }
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

  /** The CorefUD scorer's counts: the plain formulas over sizes with copies and the lookups. */
  private static BlancCounts laterEntityWins(ContingencyTable t) {
    long keyCoref = 0;
    for (int k = 0; k < t.keyEntities(); k++) {
      keyCoref += pairs(t.keySize(k));
    }
    long responseCoref = 0;
    for (int r = 0; r < t.responseEntities(); r++) {
      responseCoref += pairs(t.responseSize(r));
    }
    long[] keyLookedUp = new long[t.keyEntities()]; // a_k
    long[] responseLookedUp = new long[t.responseEntities()]; // b_r
    long lookedUp = 0; // c
    long corefCorrect = 0; // Σ C(n_kr, 2)
    for (int c = 0; c < t.cellCount(); c++) {
      int n = t.keyLookup(c);
      keyLookedUp[t.cellKey(c)] += n;
      responseLookedUp[t.cellResponse(c)] += n;
      lookedUp += n;
      corefCorrect += pairs(n);
    }
    long nonCorefCorrect = pairs(lookedUp) + corefCorrect;
    for (long a : keyLookedUp) {
      nonCorefCorrect -= pairs(a);
    }
    for (long b : responseLookedUp) {
      nonCorefCorrect -= pairs(b);
    }
    return new BlancCounts(
        corefCorrect,
        keyCoref,
        responseCoref,
        nonCorefCorrect,
        pairs(t.keySizeTotal()) - keyCoref,
        pairs(t.responseSizeTotal()) - responseCoref);
  }

  /** C(n, 2). */
  static long pairs(long n) {
    return n * (n - 1) / 2;
  }
}
