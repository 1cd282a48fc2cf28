package org.corefstats.core.analysis;

import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.MentionAlignment;
import org.corefstats.core.metrics.AnaphorScore;

/**
 * One document pair as the anaphor slices see it under one setting: both sides as the setting
 * prepared them, their alignment, and the facts a bucket is decided by (ANAPHORS.md 1, 4), each
 * read from the side the mention comes from (1.5).
 *
 * @param etypes the etype buckets of the key document (4.4): the names of its entities' etypes,
 *     sorted, {@code (none)} for an absent or empty one, singletons included
 */
record SlicedPair(
    Document key,
    Document response,
    MentionAlignment alignment,
    List<String> etypes,
    int[] keyCluster) {

  /** The bucket of an absent or empty etype (4.4). */
  static final String NO_TYPE = "(none)";

  /** The bucket of a response mention without a key counterpart (4.4, 4.6). */
  static final String UNALIGNED = "unaligned";

  SlicedPair(Document key, Document response, MentionAlignment alignment, List<String> etypes) {
    this(key, response, alignment, etypes, AnaphorScore.clusterOfMention(key));
  }

  /** An etype as its bucket names it. */
  static String typeBucket(String etype) {
    return etype == null || etype.isEmpty() ? NO_TYPE : etype;
  }

  /** The etype bucket of key mention m: its key entity's. */
  String keyType(int m) {
    return typeBucket(key.entityType(keyCluster[m]));
  }

  /** The size of key mention m's cluster: its mentions in this document after repeats (4.6). */
  int keySize(int m) {
    return key.entitySize(keyCluster[m]);
  }

  /** sc(r) of 2.4: the key counterpart of response mention r, or -1. */
  int counterpart(int r) {
    return alignment.responseCounterpart(r);
  }

  /**
   * Length in words (4.3): the syntactic words of the mention's nodes (CoNLL-U: no empty node;
   * other formats: every token).
   */
  static int words(Document d, int m) {
    int[] nodes = d.mentionNodes(m);
    if (!d.hasSentences()) {
      return nodes.length;
    }
    int words = 0;
    for (int n : nodes) {
      if (n % Document.NODE_SLOT == 0) {
        words++;
      }
    }
    return words;
  }

  /**
   * Distance in sentences (4.5) from the mention before m in its sorted cluster to m: the
   * difference of the sentences of their first nodes.
   */
  static int distance(Document d, int m, int previous) {
    return d.sentenceOfNode(d.mentionFirst(m)) - d.sentenceOfNode(d.mentionFirst(previous));
  }

  /** Whether the mentions of {@code d} have the UPOS of their heads (none to ask: yes). */
  static boolean hasTags(Document d) {
    return d.mentionCount() == 0 || d.hasHeadTags();
  }

  /** Whether the mentions of {@code d} have sentences (none to ask: yes). */
  static boolean hasSentences(Document d) {
    return d.mentionCount() == 0 || d.hasSentences();
  }
}
