package org.corefstats.core.metrics;

import java.io.Serializable;

/**
 * BLANC's link counts (Luo et al. 2014, eqs. 16-17): coreference links |Ck ∩ Cr|, |Ck|, |Cr| and
 * non-coreference links |Nk ∩ Nr|, |Nk|, |Nr|. v8.01 reports eight numbers: the correct count
 * appears once for recall and once for precision.
 */
public record BlancCounts(
    long corefCorrect,
    long corefKey,
    long corefResponse,
    long nonCorefCorrect,
    long nonCorefKey,
    long nonCorefResponse)
    implements Serializable {

  public static final BlancCounts ZERO = new BlancCounts(0, 0, 0, 0, 0, 0);

  public BlancCounts plus(BlancCounts o) {
    return new BlancCounts(
        corefCorrect + o.corefCorrect,
        corefKey + o.corefKey,
        corefResponse + o.corefResponse,
        nonCorefCorrect + o.nonCorefCorrect,
        nonCorefKey + o.nonCorefKey,
        nonCorefResponse + o.nonCorefResponse);
  }

  /** The coreference half as four counts: correct/key, correct/response. */
  public MetricCounts coreference() {
    return new MetricCounts(corefCorrect, corefKey, corefCorrect, corefResponse);
  }

  /** The non-coreference half as four counts. */
  public MetricCounts nonCoreference() {
    return new MetricCounts(nonCorefCorrect, nonCorefKey, nonCorefCorrect, nonCorefResponse);
  }

  /** The final BLANC under v8.01's rules (see {@link BlancScore#of}). */
  public BlancScore score() {
    return BlancScore.of(this);
  }

  /** The final BLANC under {@code rule}. */
  public BlancScore score(BlancScore.Rule rule) {
    return BlancScore.of(this, rule);
  }
}
