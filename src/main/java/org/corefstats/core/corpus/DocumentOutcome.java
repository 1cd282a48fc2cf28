package org.corefstats.core.corpus;

import java.util.List;
import org.corefstats.core.cone.NeSource;
import org.corefstats.core.document.Problem;
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
   * repeated key mention, and what CONE finds in its NE layer unless that layer is the response's
   * own or the key is an NE file scored over each response's tokens): the same for every response,
   * so a run reports it once.
   */
  public static boolean isKeyProblem(Problem p, Semantics semantics) {
    return isKeyProblem(p, semantics.cone().ne());
  }

  /** {@link #isKeyProblem(Problem, Semantics)} with CONE's NE layer the key's column 11. */
  public static boolean isKeyProblem(Problem p) {
    return isKeyProblem(p, NeSource.KEY);
  }

  private static boolean isKeyProblem(Problem p, NeSource ne) {
    return switch (p.kind()) {
      case REPEATED_KEY_MENTION -> true;
      case CONE_NO_NE_COLUMN, CONE_NE_BRACKET -> ne.kind() != NeSource.Kind.RESPONSE;
      case CONE_NE_SPAN, CONE_NE_NO_DOCUMENT -> !ne.asKey();
      default -> false;
    };
  }
}
