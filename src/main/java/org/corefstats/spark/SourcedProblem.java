package org.corefstats.spark;

import java.util.List;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.document.Problem;

/**
 * A problem of one source (key or system). Problems found while reading carry their split ({@code
 * file}, {@code splitStart}) until their line is made absolute; others have file -1.
 */
record SourcedProblem(int source, int file, long splitStart, Problem problem) implements JobRecord {
  SourcedProblem(int source, Problem problem) {
    this(source, -1, 0, problem);
  }

  static List<SourcedProblem> of(List<ReadPlan.Noted> noted) {
    return noted.stream().map(n -> new SourcedProblem(n.source(), n.problem())).toList();
  }
}
