package org.corefstats.spark;

import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.metrics.Counts;

/**
 * The counts of one system on one key document, and its share of the system's tally (missing
 * document, removed repeats).
 */
record DocumentScore(int source, String document, Counts counts, SystemTally tally)
    implements JobRecord {}
