package org.corefstats.core.evaluation;

import java.util.List;
import org.corefstats.core.document.Problem;

/**
 * What evaluating one document pair gives: the result to sum, and the problems found, in the order
 * they were found (the primary setting's as found, then those only another setting finds, once).
 */
public record PairEvaluation(DocumentResult result, List<Problem> problems) {
  public PairEvaluation {
    problems = List.copyOf(problems);
  }
}
