package org.corefstats.core.document;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A document's entities and their mentions, as {@link Document} describes them: entity ids, each
 * entity's mentions (contiguous, in order), each mention's first and last position and, where the
 * format gives them, its exact node list, head, line and zero DEPS. Immutable: arrays are never
 * changed after construction.
 */
final class Mentions implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String[] entityIds;

  /** Mentions of entity e are {@code entityStart[e] .. entityStart[e+1]-1}. */
  private final int[] entityStart;

  private final int[] first;
  private final int[] last;

  /** Node lists of the irregular mentions; null when every mention is regular. */
  private final MentionNodes nodes;

  /** Head position of each mention, or null when the format gives none (CoNLL-2012). */
  private final int[] heads;

  /** Line of each mention's first node, counted from the document's first line; null: none. */
  private final int[] lines;

  /**
   * The DEPS of each zero mention's head ({@link Deps#NONE} when its DEPS is {@code _}), null for
   * other mentions; null when the document has no zero (or they were not read).
   */
  private final Deps[] zeroDeps;

  /**
   * The UPOS of each mention's head word as written (null entries: none), or null when the format
   * gives none (only CoNLL-U does).
   */
  private final String[] headTags;

  /**
   * The etype of each entity (null entries: absent), or null when the format gives none (only
   * CoNLL-U does).
   */
  private final String[] entityTypes;

  @SuppressWarnings("java:S107") // the one constructor every factory goes through
  private Mentions(
      String[] entityIds,
      int[] entityStart,
      int[] first,
      int[] last,
      MentionNodes nodes,
      int[] heads,
      int[] lines,
      Deps[] zeroDeps,
      String[] headTags,
      String[] entityTypes) {
    this.entityIds = entityIds;
    this.entityStart = entityStart;
    this.first = first;
    this.last = last;
    this.nodes = nodes;
    this.heads = heads;
    this.lines = lines;
    this.zeroDeps = zeroDeps;
    this.headTags = headTags;
    this.entityTypes = entityTypes;
  }

  /** Regular mentions without heads or lines; arrays are kept, not copied. */
  static Mentions of(String[] entityIds, int[] entityStart, int[] first, int[] last) {
    return new Mentions(entityIds, entityStart, first, last, null, null, null, null, null, null);
  }

  /**
   * Entities given as lists of {first, last} token pairs, with the ids of {@code ids} (null: 0, 1,
   * ... in order); empty entities and their ids are dropped.
   */
  static Mentions of(List<String> ids, List<List<int[]>> entities) {
    List<String> kept = new ArrayList<>();
    int mentions = entities.stream().mapToInt(List::size).sum();
    int[] start = new int[entities.size() + 1];
    int[] first = new int[mentions];
    int[] last = new int[mentions];
    int m = 0;
    int e = 0;
    for (int i = 0; i < entities.size(); i++) {
      List<int[]> entity = entities.get(i);
      if (entity.isEmpty()) {
        continue;
      }
      start[e] = m;
      for (int[] mention : entity) {
        if (mention[0] < 0 || mention[1] < mention[0]) {
          throw new IllegalArgumentException("bad mention " + Arrays.toString(mention));
        }
        first[m] = mention[0];
        last[m] = mention[1];
        m++;
      }
      kept.add(ids == null ? Integer.toString(kept.size()) : ids.get(i));
      e++;
    }
    start[e] = m;
    return of(kept.toArray(new String[0]), Arrays.copyOf(start, e + 1), first, last);
  }

  /** A reader's mentions with node lists, heads and lines ({@link Document#ofNodes}), copied. */
  static Mentions ofNodes(
      String[] entityIds,
      int[] entityStart,
      int[] first,
      int[] last,
      int[][] irregularNodes,
      int[] heads,
      int[] lines) {
    int mentions = first.length;
    if (last.length != mentions
        || entityStart.length != entityIds.length + 1
        || entityStart[entityIds.length] != mentions
        || (irregularNodes != null && irregularNodes.length != mentions)
        || (heads != null && heads.length != mentions)
        || (lines != null && lines.length != mentions)) {
      throw new IllegalArgumentException("inconsistent mention arrays");
    }
    return new Mentions(
        entityIds.clone(),
        entityStart.clone(),
        first.clone(),
        last.clone(),
        irregularNodes == null ? null : MentionNodes.fitting(irregularNodes, first, last),
        heads == null ? null : heads.clone(),
        lines == null ? null : lines.clone(),
        null,
        null,
        null);
  }

  /** Only the mentions {@code keep[m]}; entities left without mentions disappear. */
  Mentions keep(boolean[] keep, int kept) {
    int[] keptFirst = new int[kept];
    int[] keptLast = new int[kept];
    int[][] keptNodes = nodes == null ? null : new int[kept][];
    int[] keptHeads = heads == null ? null : new int[kept];
    int[] keptLines = lines == null ? null : new int[kept];
    Deps[] keptDeps = zeroDeps == null ? null : new Deps[kept];
    String[] keptTags = headTags == null ? null : new String[kept];
    List<String> ids = new ArrayList<>();
    List<String> types = new ArrayList<>();
    int[] entityFrom = new int[entityCount() + 1];
    int m2 = 0;
    for (int e = 0; e < entityCount(); e++) {
      int before = m2;
      for (int m = entityStart[e]; m < entityStart[e + 1]; m++) {
        if (!keep[m]) {
          continue;
        }
        keptFirst[m2] = first[m];
        keptLast[m2] = last[m];
        if (keptNodes != null && !nodes.isRegular(m)) {
          keptNodes[m2] = nodes.nodes(m);
        }
        if (keptHeads != null) {
          keptHeads[m2] = heads[m];
        }
        if (keptLines != null) {
          keptLines[m2] = lines[m];
        }
        if (keptDeps != null) {
          keptDeps[m2] = zeroDeps[m];
        }
        if (keptTags != null) {
          keptTags[m2] = headTags[m];
        }
        m2++;
      }
      // an entity left without mentions goes; one that had none (coval's reading) stays
      if (m2 > before || entityStart[e] == entityStart[e + 1]) {
        entityFrom[ids.size()] = before;
        ids.add(entityIds[e]);
        types.add(entityTypes == null ? null : entityTypes[e]);
      }
    }
    entityFrom[ids.size()] = m2;
    return new Mentions(
        ids.toArray(new String[0]),
        Arrays.copyOf(entityFrom, ids.size() + 1),
        keptFirst,
        keptLast,
        keptNodes == null ? null : MentionNodes.of(keptNodes),
        keptHeads,
        keptLines,
        keptDeps,
        keptTags,
        entityTypes == null ? null : types.toArray(new String[0]));
  }

  /**
   * The entities {@code ids} ({@code entityFrom} as {@link #entityStart}) of mentions taken from
   * these and {@code other}'s, as {@link Document#withMentionsOf} says.
   */
  Mentions withMentionsOf(Mentions other, String[] ids, int[] entityFrom, int[] own, int[] taken) {
    int count = own.length;
    if (taken.length != count
        || entityFrom.length != ids.length + 1
        || entityFrom[ids.length] != count) {
      throw new IllegalArgumentException("inconsistent mention arrays");
    }
    int[] newFirst = new int[count];
    int[] newLast = new int[count];
    int[][] irregular = new int[count][];
    int[] newHeads = heads == null ? null : new int[count];
    int[] newLines = lines == null ? null : new int[count];
    Deps[] deps = zeroDeps == null && other.zeroDeps == null ? null : new Deps[count];
    for (int i = 0; i < count; i++) {
      Mentions from = taken[i] >= 0 ? other : this;
      int m = taken[i] >= 0 ? taken[i] : own[i];
      if (m < 0) {
        throw new IllegalArgumentException("mention " + i + " has no source");
      }
      newFirst[i] = from.first[m];
      newLast[i] = from.last[m];
      irregular[i] = from.isRegular(m) ? null : from.nodes.nodes(m);
      if (newHeads != null) {
        newHeads[i] = from.heads != null ? from.heads[m] : from.last[m];
      }
      if (newLines != null) {
        newLines[i] = own[i] >= 0 ? lines[own[i]] : other.lines != null ? other.lines[taken[i]] : 0;
      }
      if (deps != null && from.zeroDeps != null) {
        deps[i] = from.zeroDeps[m];
      }
    }
    return new Mentions(
        ids.clone(),
        entityFrom.clone(),
        newFirst,
        newLast,
        MentionNodes.of(irregular),
        newHeads,
        newLines,
        deps,
        null,
        null);
  }

  /**
   * The same entities with mention m the one-position mention {@code identity[m]} on line {@code
   * lines[m]} (null: none), without node lists, heads, head tags or zero DEPS.
   */
  Mentions withIdentities(int[] identity, int[] identityLines) {
    return new Mentions(
        entityIds,
        entityStart,
        identity.clone(),
        identity.clone(),
        null,
        null,
        identityLines,
        null,
        null,
        entityTypes);
  }

  /** These mentions with a head each, a position inside the mention (copied). */
  Mentions withHeads(int[] newHeads) {
    if (newHeads.length != mentionCount()) {
      throw new IllegalArgumentException("one head per mention");
    }
    for (int m = 0; m < newHeads.length; m++) {
      if (newHeads[m] < first[m] || newHeads[m] > last[m]) {
        throw new IllegalArgumentException("head " + newHeads[m] + " outside mention " + m);
      }
    }
    return new Mentions(
        entityIds,
        entityStart,
        first,
        last,
        nodes,
        newHeads.clone(),
        lines,
        zeroDeps,
        null,
        entityTypes);
  }

  /** These mentions with the DEPS of their zeros' heads (copied; null: none). */
  Mentions withZeroDeps(Deps[] deps) {
    if (deps != null && deps.length != mentionCount()) {
      throw new IllegalArgumentException("one DEPS entry per mention");
    }
    return new Mentions(
        entityIds,
        entityStart,
        first,
        last,
        nodes,
        heads,
        lines,
        deps == null ? null : deps.clone(),
        headTags,
        entityTypes);
  }

  /**
   * These mentions with the UPOS of each head word and the etype of each entity (copied; null: the
   * format gives none).
   */
  Mentions withAnnotation(String[] tags, String[] types) {
    if ((tags != null && tags.length != mentionCount())
        || (types != null && types.length != entityCount())) {
      throw new IllegalArgumentException("one tag per mention and one type per entity");
    }
    return new Mentions(
        entityIds,
        entityStart,
        first,
        last,
        nodes,
        heads,
        lines,
        zeroDeps,
        tags == null ? null : tags.clone(),
        types == null ? null : types.clone());
  }

  int entityCount() {
    return entityIds.length;
  }

  int mentionCount() {
    return first.length;
  }

  String entityId(int entity) {
    return entityIds[entity];
  }

  int entitySize(int entity) {
    return entityStart[entity + 1] - entityStart[entity];
  }

  int entityStart(int entity) {
    return entityStart[entity];
  }

  int first(int mention) {
    return first[mention];
  }

  int last(int mention) {
    return last[mention];
  }

  boolean hasIrregular() {
    return nodes != null;
  }

  boolean isRegular(int mention) {
    return nodes == null || nodes.isRegular(mention);
  }

  /** The node list of an irregular mention (allocates). */
  int[] irregularNodes(int mention) {
    return nodes.nodes(mention);
  }

  boolean hasHeads() {
    return heads != null;
  }

  int head(int mention) {
    return heads[mention];
  }

  boolean hasLines() {
    return lines != null;
  }

  /** The mention's line counted from the document's first line. */
  int line(int mention) {
    return lines[mention];
  }

  /** The DEPS recorded for the mention, or null (none recorded, or no zero). */
  Deps zeroDeps(int mention) {
    return zeroDeps == null ? null : zeroDeps[mention];
  }

  boolean hasHeadTags() {
    return headTags != null;
  }

  /** The UPOS of the mention's head word, or null. */
  String headTag(int mention) {
    return headTags == null ? null : headTags[mention];
  }

  boolean hasEntityTypes() {
    return entityTypes != null;
  }

  /** The etype of the entity, or null when absent. */
  String entityType(int entity) {
    return entityTypes == null ? null : entityTypes[entity];
  }
}
