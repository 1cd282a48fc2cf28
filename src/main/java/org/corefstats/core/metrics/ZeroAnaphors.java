package org.corefstats.core.metrics;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.MentionAlignment;

/**
 * The CorefUD scorer's anaphor-decomposable score for zero mentions ({@code zero},
 * docs/explanation/corefud-and-coval.md 4.3): each key zero that is not the first mention of its
 * entity is an anaphor, resolved when its counterpart's response entity already holds a counterpart
 * of an earlier mention of the key entity.
 *
 * <p>Per key entity, mentions in the order of 2.5 (first node, last node, node count), with Prev
 * the response entities reached so far; the counterpart s of key mention m is the identical
 * response mention if there is one, else the aligned one ({@link
 * MentionAlignment#zeroMetricCounterpart}: identical first, finding 2 of section 8); then, for a
 * zero m that is not the entity's first mention: no s, or s the first mention of its response
 * entity: FN; s's entity not in Prev: WL; else TP; s is covered. Every response zero that is not
 * the first of its entity and not covered is an FP. Recall = TP / (TP + FN + WL), precision = TP /
 * (TP + FP + WL), counts summed over documents (the four counts of {@link MetricCounts}).
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
    int[] responseEntity = entityOfMention(response);
    int[] responseFirst = firstMentions(response);
    boolean[] covered = new boolean[response.mentionCount()];
    long tp = 0;
    long fn = 0;
    long wrongLinks = 0;
    for (int e = 0; e < key.entityCount(); e++) {
      Set<Integer> previous = new HashSet<>();
      Integer[] mentions = sortedMentions(key, e);
      for (int i = 0; i < mentions.length; i++) {
        int m = mentions[i];
        int s = alignment.zeroMetricCounterpart(m);
        if (i > 0 && key.isZero(m)) {
          if (s < 0 || responseFirst[responseEntity[s]] == s) {
            fn++;
          } else if (!previous.contains(responseEntity[s])) {
            wrongLinks++;
          } else {
            tp++;
          }
          if (s >= 0) {
            covered[s] = true;
          }
        }
        if (s >= 0) {
          previous.add(responseEntity[s]);
        }
      }
    }
    long fp = 0;
    for (int r = 0; r < response.mentionCount(); r++) {
      if (response.isZero(r)
          && responseFirst[responseEntity[r]] != r
          && !covered[alignment.responseLookup(r)]) {
        fp++;
      }
    }
    return new MetricCounts(tp, tp + fn + wrongLinks, tp, tp + fp + wrongLinks);
  }

  private static int[] entityOfMention(Document d) {
    int[] entity = new int[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      Arrays.fill(entity, from, from + d.entitySize(e), e);
    }
    return entity;
  }

  /** The first mention of each entity in the order of 2.5. */
  private static int[] firstMentions(Document d) {
    int[] first = new int[d.entityCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      first[e] = sortedMentions(d, e)[0];
    }
    return first;
  }

  /** The mentions of entity e in the order of 2.5: first node, last node, node count. */
  private static Integer[] sortedMentions(Document d, int e) {
    Integer[] mentions = new Integer[d.entitySize(e)];
    int[][] nodes = new int[mentions.length][];
    for (int i = 0; i < mentions.length; i++) {
      mentions[i] = i;
      nodes[i] = d.mentionNodes(d.entityStart(e) + i);
    }
    Arrays.sort(
        mentions,
        Comparator.<Integer>comparingInt(i -> nodes[i][0])
            .thenComparingInt(i -> nodes[i][nodes[i].length - 1])
            .thenComparingInt(i -> nodes[i].length));
    for (int i = 0; i < mentions.length; i++) {
      mentions[i] += d.entityStart(e);
    }
    return mentions;
  }
}
