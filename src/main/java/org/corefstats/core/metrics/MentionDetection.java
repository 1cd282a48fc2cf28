package org.corefstats.core.metrics;

import org.corefstats.core.match.ContingencyTable;

/**
 * Mention detection with strict boundary match (v8.01's "Identification of Mentions"): R = exact
 * matches / distinct key spans, P = exact matches / distinct response spans.
 */
public final class MentionDetection {
  private MentionDetection() {}

  public static MetricCounts count(ContingencyTable t) {
    return new MetricCounts(
        t.matchedMentions(), t.keyMentions(), t.matchedMentions(), t.responseMentions());
  }
}
