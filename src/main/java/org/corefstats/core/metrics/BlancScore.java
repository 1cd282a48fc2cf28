package org.corefstats.core.metrics;

import java.io.Serializable;

/**
 * BLANC as v8.01 reports it, for a corpus or for one document (SEMANTICS.md, "Corpus scores"). A
 * half is absent when the key has no links of its kind ({@code Rc} or {@code Rn} is v8.01's −1
 * sentinel); precision of a present half is 0 when the response has no links of its kind. Both
 * halves present: R, P and F are the means of the halves' R, P and F (F is not the harmonic mean of
 * R and P); one half present: BLANC is that half; neither: all 0. This differs from section 4.1 of
 * Luo et al. 2014 in boundary cases (e.g. one matched mention gives 0 here, 1 there).
 *
 * @param coreference the coreference-link half (Rc, Pc, Fc), or null when absent
 * @param nonCoreference the non-coreference-link half (Rn, Pn, Fn), or null when absent
 * @param overall the final BLANC recall, precision and F
 */
public record BlancScore(Score coreference, Score nonCoreference, Score overall)
    implements Serializable {

  public static BlancScore of(BlancCounts c) {
    Score coref = c.corefKey() == 0 ? null : c.coreference().score();
    Score nonCoref = c.nonCorefKey() == 0 ? null : c.nonCoreference().score();
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
}
