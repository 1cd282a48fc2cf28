package org.corefstats.core.corpus;

import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;

/**
 * How strictly inputs are judged: what a broken mention does, and which problems refuse an input.
 */
public enum Tolerance {
  /**
   * Broken mentions (unmatched brackets, a missing {@code #end document}) are dropped with a
   * warning.
   */
  LENIENT,
  /**
   * v8.01's judgement: broken mentions are errors that refuse the input, other problems are
   * warnings or notes.
   */
  DEFAULT,
  /** Every problem, even a warning, is an error. */
  STRICT;

  /** Whether the reader drops broken mentions instead of refusing them. */
  public boolean dropsBrokenMentions() {
    return this == LENIENT;
  }

  /**
   * The problem as this tolerance judges it: under {@link #STRICT} every problem of an input
   * becomes an error, except a note that a file was ignored (it belongs to no input).
   */
  public Problem judge(Problem problem) {
    return this == STRICT
            && problem.severity() != Severity.ERROR
            && problem.kind() != ProblemKind.IGNORED_FILE
        ? problem.withSeverity(Severity.ERROR)
        : problem;
  }
}
