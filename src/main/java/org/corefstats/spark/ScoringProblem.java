package org.corefstats.spark;

import org.corefstats.core.document.Problem;

/**
 * A problem found while scoring one occurrence of a document: it counts only if the occurrence does
 * (see {@link Occurrence}).
 */
record ScoringProblem(Occurrence at, Problem problem) implements JobRecord {
  SourcedProblem sourced() {
    return new SourcedProblem(at.source(), at.file(), at.splitStart(), problem);
  }
}
