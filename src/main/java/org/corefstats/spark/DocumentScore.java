package org.corefstats.spark;

import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.metrics.Counts;

/**
 * One system's {@link DocumentResult} on one key document, as the job moves it: which system, and
 * where the scored occurrence was read.
 *
 * @param at where the scored occurrence was read, when it was scored where it was read (until a
 *     repeated name is settled); null otherwise
 */
record DocumentScore(int source, DocumentResult result, Occurrence at) implements JobRecord {

  /** This score of another source, at no place (a missing document's, scored once for all). */
  DocumentScore of(int otherSource) {
    return new DocumentScore(otherSource, result, null);
  }

  String document() {
    return result.name();
  }

  String group() {
    return result.group();
  }

  Counts[] counts() {
    return result.counts();
  }

  SystemTally[] tallies() {
    return result.tallies();
  }

  /** How many settings. */
  int settings() {
    return result.settings();
  }
}
