package org.corefstats.core.corpus;

import java.util.List;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Semantics;

/**
 * One key document scored against a response: its counts and the problems found while scoring, in
 * the order they were found.
 *
 * @param missing the response lacks the document (it was scored as an empty response)
 * @param removedRepeats repeated response mentions removed, as v8.01 removes them
 */
public record DocumentOutcome(
    String name, Counts counts, boolean missing, int removedRepeats, List<Problem> problems) {
  public DocumentOutcome {
    problems = List.copyOf(problems);
  }

  /**
   * Whether a problem found while scoring belongs to the key rather than to the response (a
   * repeated key mention, and what the input read beside the key finds there: {@link
   * org.corefstats.core.document.KeySideInput#isKeyProblem}): the same for every response, so a run
   * reports it once.
   */
  public static boolean isKeyProblem(Problem p, Semantics semantics) {
    return p.kind() == ProblemKind.REPEATED_KEY_MENTION || semantics.keySide().isKeyProblem(p);
  }

  /** {@link #isKeyProblem(Problem, Semantics)} under the default semantics. */
  public static boolean isKeyProblem(Problem p) {
    return isKeyProblem(p, Semantics.V801);
  }
}
