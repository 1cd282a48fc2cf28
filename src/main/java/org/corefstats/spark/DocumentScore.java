package org.corefstats.spark;

import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.metrics.Counts;

/**
 * The counts of one system on one key document, and its share of the system's tally (missing
 * document, removed repeats).
 *
 * @param at where the scored occurrence was read, when it was scored where it was read (until a
 *     repeated name is settled); null otherwise
 */
record DocumentScore(int source, String document, Counts counts, SystemTally tally, Occurrence at)
    implements JobRecord {
  DocumentScore(int source, String document, Counts counts, SystemTally tally) {
    this(source, document, counts, tally, null);
  }
}
