package org.corefstats.core.evaluation;

import java.io.Serializable;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.metrics.Counts;

/**
 * One key document evaluated against one response: its counts and its share of the system's tally
 * (missing document, removed repeats) under each setting, and each analysis's result, in the
 * request's orders. What {@link SystemAccumulator} sums; the problems found travel beside it
 * ({@link PairEvaluation}).
 *
 * @param group the key document's group ({@link EvaluationRequest#group}), or null
 * @param analyses by analysis, the request's order; an entry is null when its analysis had nothing
 */
public record DocumentResult(
    String name, String group, Counts[] counts, SystemTally[] tallies, Object[] analyses)
    implements Serializable {

  /** The primary setting's counts. */
  public Counts primaryCounts() {
    return counts[0];
  }

  /** The primary setting's tally. */
  public SystemTally primaryTally() {
    return tallies[0];
  }

  /** Whether the response lacks the document (scored as an empty response). */
  public boolean missing() {
    return tallies[0].missing() > 0;
  }

  /** How many settings. */
  public int settings() {
    return counts.length;
  }

  /** The result of {@code analysis} on this document, or null (not asked for, or nothing). */
  @SuppressWarnings("unchecked")
  public <R> R result(EvaluationRequest request, Analysis<R, ?> analysis) {
    int i = analysis == null ? -1 : request.indexOf(analysis);
    return i < 0 ? null : (R) analyses[i];
  }
}
