package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * One corrected response of the error costs (docs/explanation/error-analysis.md 1.4 {@code
 * .corrected.<category>} and {@code _prog}, 5.7): the original response after span correction plus
 * the operations of {@code category} alone, or of every category up to and including it in the
 * paper's order ({@code cumulative}). {@link ErrorCategory#SPAN_ERROR} is one step only, span
 * correction alone, which is also the first cumulative step and the start of every other: it is
 * reported as {@code cumulative}, the first link of the chain whose differences add up to the whole
 * gain.
 */
public record CostStep(ErrorCategory category, boolean cumulative) {
  /** Every step in the order {@link ErrorAnalysis#corrections} returns them. */
  public static final List<CostStep> ALL = all();

  /** The first step: span correction alone, the base of every {@code alone} step. */
  public static final CostStep SPANS = new CostStep(ErrorCategory.SPAN_ERROR, true);

  public CostStep {
    if (category == ErrorCategory.SPAN_ERROR && !cumulative) {
      throw new IllegalArgumentException("span correction is one step, the first cumulative one");
    }
  }

  /** {@code alone} or {@code cumulative}, as the cost table's {@code order} column says. */
  public String code() {
    return cumulative ? "cumulative" : "alone";
  }

  private static List<CostStep> all() {
    List<CostStep> steps = new ArrayList<>();
    steps.add(new CostStep(ErrorCategory.SPAN_ERROR, true));
    for (ErrorCategory c : ErrorCategory.values()) {
      if (c != ErrorCategory.SPAN_ERROR) {
        steps.add(new CostStep(c, false));
        steps.add(new CostStep(c, true));
      }
    }
    return List.copyOf(steps);
  }
}
