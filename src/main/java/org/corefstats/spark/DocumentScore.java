package org.corefstats.spark;

import org.corefstats.core.metrics.Counts;

/**
 * The counts of one system on one key document.
 *
 * @param missing the system has no such document (scored as an empty response)
 * @param removedRepeats repeated response mentions removed in this document
 */
record DocumentScore(int source, String document, Counts counts, boolean missing, int removedRepeats)
    implements JobRecord {}
