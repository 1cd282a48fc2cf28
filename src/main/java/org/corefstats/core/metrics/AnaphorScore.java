package org.corefstats.core.metrics;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.MentionAlignment;

/**
 * The CorefUD scorer's anaphor-level score (ANAPHORS.md 3; docs/explanation/corefud-and-coval.md
 * 4.3), the one function behind the {@code zero} metric ({@link ZeroAnaphors}) and the anaphor
 * slices ({@code --anaphors}): computed at once for several filters, each filter a bucket of a
 * {@link Buckets} ("slice family", ANAPHORS.md 4.1).
 *
 * <p>Per document, on the sides as the setting prepared them and their {@link MentionAlignment}:
 *
 * <ol>
 *   <li>(3.1) clusters sorted by (first node, last node, node count), stably; F = the first
 *       mentions of the response clusters, by identity;
 *   <li>(3.2) key pass: for each key cluster, Prev = ∅; for each mention m_i, s = kc(m_i) ({@link
 *       MentionAlignment#zeroMetricCounterpart}: identical first, then aligned, in the later
 *       cluster); if i ≥ 1 and m_i is in bucket b: FN when there is no s or s ∈ F, else WL when s's
 *       cluster is not in Prev, else TP; s is covered in b; then s's cluster joins Prev (for every
 *       m_i, in a bucket or not);
 *   <li>(3.3) response pass: each mention of each response cluster (a mention in two clusters
 *       twice) that is not in F, in bucket b and not covered in b is an FP.
 * </ol>
 */
public final class AnaphorScore {
  private AnaphorScore() {}

  /** Where each count is in a bucket's {@code long[4]}. */
  public static final int TP = 0;

  public static final int FP = 1;
  public static final int FN = 2;
  public static final int WL = 3;

  /**
   * A slice family (ANAPHORS.md 4.1): every mention's bucket, the key side's value for key mentions
   * and the response side's for response mentions; the filter of bucket b is "value = b".
   */
  public interface Buckets {
    /** How many buckets. */
    int size();

    /**
     * The bucket of key mention m, or -1 when it is in none; {@code previous} is the mention before
     * it in its sorted key cluster (never -1: first mentions are never asked).
     */
    int keyBucket(int mention, int previous);

    /** As {@link #keyBucket}, for response mention m in its sorted response cluster. */
    int responseBucket(int mention, int previous);
  }

  /** The official filter (1.4): one bucket, the zeros (a head on an empty node), on either side. */
  public static Buckets zeros(Document key, Document response) {
    return new Buckets() {
      @Override
      public int size() {
        return 1;
      }

      @Override
      public int keyBucket(int mention, int previous) {
        return key.isZero(mention) ? 0 : -1;
      }

      @Override
      public int responseBucket(int mention, int previous) {
        return response.isZero(mention) ? 0 : -1;
      }
    };
  }

  /**
   * The counts of one document: {@code [family][bucket]} = {tp, fp, fn, wl} ({@link #TP}...), for
   * each of {@code families}; {@code alignment} aligns {@code response} to {@code key}.
   */
  public static long[][][] count(
      Document key, Document response, MentionAlignment alignment, List<Buckets> families) {
    long[][][] counts = new long[families.size()][][];
    List<Set<Long>> covered = new java.util.ArrayList<>();
    for (int f = 0; f < counts.length; f++) {
      counts[f] = new long[families.get(f).size()][4];
      covered.add(new HashSet<>());
    }
    int[] responseCluster = clusterOfMention(response);
    boolean[] first = firstMentions(response, alignment);
    for (int e = 0; e < key.entityCount(); e++) {
      Set<Integer> previous = new HashSet<>();
      int[] cluster = sortedMentions(key, e);
      for (int i = 0; i < cluster.length; i++) {
        int s = alignment.zeroMetricCounterpart(cluster[i]);
        if (i > 0) {
          int outcome = s < 0 || first[s] ? FN : previous.contains(responseCluster[s]) ? TP : WL;
          for (int f = 0; f < counts.length; f++) {
            int b = families.get(f).keyBucket(cluster[i], cluster[i - 1]);
            if (b >= 0) {
              counts[f][b][outcome]++;
              if (s >= 0) {
                covered.get(f).add(coverKey(s, b, counts[f].length));
              }
            }
          }
        }
        if (s >= 0) {
          previous.add(responseCluster[s]);
        }
      }
    }
    for (int e = 0; e < response.entityCount(); e++) {
      int[] cluster = sortedMentions(response, e);
      for (int i = 0; i < cluster.length; i++) {
        int s = alignment.responseLookup(cluster[i]);
        if (first[s]) {
          continue; // never i = 0: a cluster's first mention is in F
        }
        for (int f = 0; f < counts.length; f++) {
          int b = families.get(f).responseBucket(cluster[i], cluster[i - 1]);
          if (b >= 0 && !covered.get(f).contains(coverKey(s, b, counts[f].length))) {
            counts[f][b][FP]++;
          }
        }
      }
    }
    return counts;
  }

  private static long coverKey(int mention, int bucket, int buckets) {
    return (long) mention * buckets + bucket;
  }

  /** The cluster (entity) of each mention. */
  public static int[] clusterOfMention(Document d) {
    int[] entity = new int[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      Arrays.fill(entity, from, from + d.entitySize(e), e);
    }
    return entity;
  }

  /**
   * F of 3.1 by identity: whether a response mention, given as its identity's lookup ({@link
   * MentionAlignment#responseLookup}), is the first of some sorted response cluster.
   */
  private static boolean[] firstMentions(Document response, MentionAlignment alignment) {
    boolean[] first = new boolean[response.mentionCount()];
    for (int e = 0; e < response.entityCount(); e++) {
      first[alignment.responseLookup(sortedMentions(response, e)[0])] = true;
    }
    return first;
  }

  /**
   * The mentions of cluster e in the order of 3.1: first node, last node, node count, the
   * document's order among equals (a stable sort).
   */
  public static int[] sortedMentions(Document d, int e) {
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
    int[] sorted = new int[mentions.length];
    for (int i = 0; i < sorted.length; i++) {
      sorted[i] = mentions[i] + d.entityStart(e);
    }
    return sorted;
  }
}
