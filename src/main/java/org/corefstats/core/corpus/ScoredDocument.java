package org.corefstats.core.corpus;

import org.corefstats.core.metrics.Counts;

/**
 * The counts of one key document.
 *
 * @param missing true when the response lacks the document (scored as an empty response)
 */
public record ScoredDocument(String name, Counts counts, boolean missing) {}
