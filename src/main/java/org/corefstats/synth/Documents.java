package org.corefstats.synth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.document.Document;

/**
 * Reading order of a {@link Document}, and comparison of two documents' annotations.
 *
 * <p>v8.01 (and our reader) orders entities by the first appearance of their id and the mentions of
 * an entity by completion. Within one token line it takes all {@code (N)} first, then all openings,
 * then all closings, and a closing pairs with the most recent opening of its id. So a document read
 * back from a file is always in <em>reading order</em>:
 *
 * <ul>
 *   <li>mentions of an entity by (last token ascending, first token descending): one-token mentions
 *       complete before the closings of their token, and closings of one id on one token pop the
 *       innermost opening first;
 *   <li>entities by (first token of their first mention, 0 if that mention is one token long else
 *       1): on a token all {@code (N)} come before all openings; ties keep their order, which the
 *       writer reproduces by listing annotations of a token in entity order.
 * </ul>
 *
 * {@link ConllWriter} writes only documents already in reading order, so that what it writes reads
 * back identical, ids included; {@link #canonical} puts any document in that order.
 */
public final class Documents {
  private Documents() {}

  /** Sort key of a mention within its entity: last ascending, then first descending. */
  static long completionKey(int first, int last) {
    return ((long) last << 32) | (0xFFFF_FFFFL - first);
  }

  /**
   * Sort key of an entity: first token of its first appearance, then 0 for {@code (N)}, 1 for
   * {@code (N}.
   */
  static long appearanceKey(Document d, int entity) {
    int minFirst = Integer.MAX_VALUE;
    boolean single = false;
    for (int m = d.entityStart(entity); m < d.entityStart(entity) + d.entitySize(entity); m++) {
      int first = d.mentionFirst(m);
      if (first < minFirst) {
        minFirst = first;
        single = d.mentionLast(m) == first;
      } else if (first == minFirst && d.mentionLast(m) == first) {
        single = true;
      }
    }
    return ((long) minFirst << 1) | (single ? 0 : 1);
  }

  /**
   * The document as a reader would read it back from {@link ConllWriter}'s output: entities and
   * mentions in reading order. Returns {@code d} itself when it is already in that order; otherwise
   * a new document whose ids are renumbered 0, 1, ... in the new entity order.
   */
  public static Document canonical(Document d) {
    if (readingOrderProblem(d) == null) {
      return d;
    }
    List<List<int[]>> entities = new ArrayList<>(d.entities());
    for (List<int[]> entity : entities) {
      entity.sort((a, b) -> Long.compare(completionKey(a[0], a[1]), completionKey(b[0], b[1])));
    }
    long[] keys = new long[d.entityCount()];
    Integer[] order = new Integer[d.entityCount()];
    for (int e = 0; e < keys.length; e++) {
      keys[e] = appearanceKey(d, e);
      order[e] = e;
    }
    Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b])); // stable: ties keep their order
    List<List<int[]>> sorted = new ArrayList<>(entities.size());
    for (Integer e : order) {
      sorted.add(entities.get(e));
    }
    return Document.of(d.name(), d.tokenCount(), sorted);
  }

  /** Why {@code d} is not in reading order (entity order or mention order), or null when it is. */
  static String readingOrderProblem(Document d) {
    long previous = Long.MIN_VALUE;
    for (int e = 0; e < d.entityCount(); e++) {
      long key = appearanceKey(d, e);
      if (key < previous) {
        return "entity "
            + e
            + " (id "
            + d.entityId(e)
            + ") first appears at token "
            + (key >> 1)
            + ", before the entity listed ahead of it; the reader orders entities by first appearance";
      }
      previous = key;
      for (int m = d.entityStart(e) + 1; m < d.entityStart(e) + d.entitySize(e); m++) {
        if (completionKey(d.mentionFirst(m), d.mentionLast(m))
            < completionKey(d.mentionFirst(m - 1), d.mentionLast(m - 1))) {
          return "entity "
              + e
              + " (id "
              + d.entityId(e)
              + "): mention "
              + span(d, m)
              + " completes before "
              + span(d, m - 1)
              + " listed ahead of it; the reader orders mentions by completion";
        }
      }
    }
    return null;
  }

  /** True when both have the same token count, ids, entity order and mentions in the same order. */
  public static boolean sameAnnotations(Document a, Document b) {
    return firstDifference(a, b) == null;
  }

  /** A description of the first difference in annotations (names are not compared), or null. */
  public static String firstDifference(Document a, Document b) {
    if (a.tokenCount() != b.tokenCount()) {
      return "token counts " + a.tokenCount() + " and " + b.tokenCount();
    }
    for (int e = 0; e < Math.min(a.entityCount(), b.entityCount()); e++) {
      if (!a.entityId(e).equals(b.entityId(e)) || a.entitySize(e) != b.entitySize(e)) {
        return "entity "
            + e
            + ": id "
            + a.entityId(e)
            + " with "
            + a.entitySize(e)
            + " mentions, and id "
            + b.entityId(e)
            + " with "
            + b.entitySize(e);
      }
      for (int i = 0; i < a.entitySize(e); i++) {
        int ma = a.entityStart(e) + i;
        int mb = b.entityStart(e) + i;
        if (a.mentionFirst(ma) != b.mentionFirst(mb) || a.mentionLast(ma) != b.mentionLast(mb)) {
          return "entity "
              + e
              + " (id "
              + a.entityId(e)
              + "), mention "
              + i
              + ": "
              + span(a, ma)
              + " and "
              + span(b, mb);
        }
      }
    }
    if (a.entityCount() != b.entityCount()) {
      return "entity counts " + a.entityCount() + " and " + b.entityCount();
    }
    return null;
  }

  static String span(Document d, int mention) {
    return d.mentionFirst(mention) + "-" + d.mentionLast(mention);
  }
}
