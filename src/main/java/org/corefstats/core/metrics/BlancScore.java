package org.corefstats.core.metrics;

import java.io.Serializable;

/**
 * BLANC as a reference scorer reports it, for a corpus or for one document, from the six link
 * counts: the halves' R, P and F, and how they combine ({@link Rule}). F is the mean of the halves'
 * F, not the harmonic mean of R and P.
 *
 * @param coreference the coreference-link half (Rc, Pc, Fc), or null when left out
 * @param nonCoreference the non-coreference-link half (Rn, Pn, Fn), or null when left out
 * @param overall the final BLANC recall, precision and F
 */
public record BlancScore(Score coreference, Score nonCoreference, Score overall)
    implements Serializable {

  /** How the two halves of BLANC combine: which half is left out, and what a zero total gives. */
  public enum Rule {
    /**
     * v8.01 (docs/explanation/v801.md, "Corpus scores"): a half is left out when the key has no
     * links of its kind ({@code Rc} or {@code Rn} is v8.01's −1 sentinel); precision of an included
     * half is 0 when the response has no links of its kind. Both halves included: the means; one:
     * that half; neither: all 0. This differs from section 4.1 of Luo et al. 2014 in boundary cases
     * (e.g. one matched mention gives 0 here, 1 there).
     */
    V801,
    /**
     * The UA scorer 2.0 and the CorefUD scorer 1.2 (docs/explanation/corefud-and-coval.md 6.2): a
     * half is left out only when both its key and response totals are 0; an included half with one
     * zero total has R or P = 0; R, P and F are the means over the included halves; none included:
     * all 0. A key of singletons whose response links two of them ({@code edge/E17}) gets 1/3, 1/2,
     * 0.4 here, and 2/3, 1, 0.8 under v8.01.
     */
    UA;

    /** The rule of a profile: UA's for the CorefUD scorer, v8.01's own otherwise. */
    public static Rule of(Semantics.Profile profile) {
      return profile == Semantics.Profile.COREFUD ? UA : V801;
    }
  }

  /** BLANC under v8.01's rule. */
  public static BlancScore of(BlancCounts c) {
    return of(c, Rule.V801);
  }

  /** BLANC under {@code rule}. */
  public static BlancScore of(BlancCounts c, Rule rule) {
    Score coref = included(c.corefKey(), c.corefResponse(), rule) ? c.coreference().score() : null;
    Score nonCoref =
        included(c.nonCorefKey(), c.nonCorefResponse(), rule) ? c.nonCoreference().score() : null;
    Score overall;
    if (coref != null && nonCoref != null) {
      overall =
          new Score(
              (coref.recall() + nonCoref.recall()) / 2,
              (coref.precision() + nonCoref.precision()) / 2,
              (coref.f1() + nonCoref.f1()) / 2);
    } else if (coref != null) {
      overall = coref;
    } else if (nonCoref != null) {
      overall = nonCoref;
    } else {
      overall = Score.ZERO;
    }
    return new BlancScore(coref, nonCoref, overall);
  }

  private static boolean included(long key, long response, Rule rule) {
    return rule == Rule.V801 ? key != 0 : key != 0 || response != 0;
  }
}
