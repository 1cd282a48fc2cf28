package org.corefstats.core.metrics;

import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.MentionAlignment;

/**
 * The CorefUD scorer's anaphor-decomposable score for zero mentions ({@code zero},
 * docs/explanation/corefud-and-coval.md 4.3): the {@link AnaphorScore} with the official filter,
 * "is a zero" ({@link AnaphorScore#zeros}). Each key zero that is not the first mention of its
 * entity is an anaphor, resolved when its counterpart's response entity already holds a counterpart
 * of an earlier mention of the key entity. Recall = TP / (TP + FN + WL), precision = TP / (TP + FP
 * + WL), counts summed over documents (the four counts of {@link MetricCounts}).
 */
public final class ZeroAnaphors {
  private ZeroAnaphors() {}

  /** Documents without zero mentions on either side: nothing to count. */
  public static final MetricCounts NONE = new MetricCounts(0, 0, 0, 0);

  /**
   * The counts of a document: {@code alignment} aligns {@code response} to {@code key} (the
   * documents after {@code CorpusRules.prepared}, before any rewriting).
   */
  public static MetricCounts count(Document key, Document response, MentionAlignment alignment) {
    long[] c =
        AnaphorScore.count(key, response, alignment, List.of(AnaphorScore.zeros(key, response)))[0][
            0];
    long tp = c[AnaphorScore.TP];
    long wrongLinks = c[AnaphorScore.WL];
    return new MetricCounts(
        tp, tp + c[AnaphorScore.FN] + wrongLinks, tp, tp + c[AnaphorScore.FP] + wrongLinks);
  }
}
