package org.corefstats.core.corpus;

import java.util.List;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.metrics.Counts;

/**
 * One key document scored against a response: its counts and the problems found while scoring, in
 * the order they were found.
 *
 * @param missing the response lacks the document (it was scored as an empty response)
 * @param removedRepeats repeated response mentions removed, as v8.01 removes them
 * @param cone what CONE saw in the document (CONE.md 3.3, 5.5), or null without CONE metrics
 */
public record DocumentOutcome(
    String name,
    Counts counts,
    boolean missing,
    int removedRepeats,
    List<Problem> problems,
    ConeTally cone) {
  public DocumentOutcome {
    problems = List.copyOf(problems);
  }

  /**
   * Whether a problem found while scoring belongs to the key rather than to the response (a
   * repeated key mention): the same for every response, so a run reports it once.
   */
  public static boolean isKeyProblem(Problem p) {
    return p.kind() == ProblemKind.REPEATED_KEY_MENTION
        || p.kind() == ProblemKind.CONE_NO_NE_COLUMN
        || p.kind() == ProblemKind.CONE_NE_BRACKET;
  }
}
