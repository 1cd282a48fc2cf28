package org.corefstats.core.corpus;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.MentionKeys;

/**
 * The CorefUD scorer's per-document rules on each side before matching
 * (docs/explanation/corefud-and-coval.md 1.5, 2.1 steps 1-2, 3.1), as pure functions of a document
 * of any format: drop repeats inside an entity, then (by default in CorefUD) drop singleton
 * entities.
 */
public final class CorefudRules {
  private CorefudRules() {}

  /**
   * The document without repeats inside an entity: a mention with the same node set as an earlier
   * mention of its entity (exact identity: same span for regular mentions, same node list for
   * irregular ones) is removed, the first occurrence kept. The same mention in two entities stays
   * in both (CorefUD keeps across-entity duplicates).
   */
  public static Document withoutRepeatsInEntities(Document d) {
    return withoutRepeatsInEntities(d, false);
  }

  /**
   * As {@link #withoutRepeatsInEntities(Document)}; with {@code sameHead}, as in head matching, a
   * repeat must also have the same head (1.5: two same-span mentions with different heads both
   * stay). A document without heads compares the node set only (its head rule, the last word, is a
   * function of the node set).
   */
  public static Document withoutRepeatsInEntities(Document d, boolean sameHead) {
    MentionKeys keys = MentionKeys.forDocuments(d, d);
    boolean heads = sameHead && d.hasHeads();
    boolean[] keep = new boolean[d.mentionCount()];
    Set<Long> seen = new HashSet<>();
    Set<List<Long>> seenWithHead = new HashSet<>();
    for (int e = 0; e < d.entityCount(); e++) {
      seen.clear();
      seenWithHead.clear();
      for (int m = d.entityStart(e), end = m + d.entitySize(e); m < end; m++) {
        long key = MentionKeys.key(keys, d, m);
        keep[m] = heads ? seenWithHead.add(List.of(key, (long) d.mentionHead(m))) : seen.add(key);
      }
    }
    return d.keepMentions(keep);
  }

  /**
   * The document without its singleton entities (exactly one mention); apply after {@link
   * #withoutRepeatsInEntities}, as CorefUD does, so that an entity of two copies of one mention is
   * a singleton.
   */
  public static Document withoutSingletons(Document d) {
    boolean[] keep = new boolean[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      boolean several = d.entitySize(e) > 1;
      for (int m = d.entityStart(e), end = m + d.entitySize(e); m < end; m++) {
        keep[m] = several;
      }
    }
    return d.keepMentions(keep);
  }
}
