package org.corefstats.core.match;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * One side (key or response) of a document after mention identities are assigned: entities as runs
 * of identity numbers. Usually every identity occurs once; v8.01 keeps a repeated key span, and a
 * repeated response span that matches no key span, in every place it occurs, so an identity may
 * occur several times, in one entity or in several. This class derives what the link-based metrics
 * need in that general case without enumerating pairs (docs/explanation/v801.md, "Per-document
 * counts", BLANC): per entity its size with copies, its distinct identities and those it holds
 * exclusively; identities present in two places of one entity (self coreference links), identities
 * in several entities (self non-coreference links), and pairs of identities that share more than
 * one entity.
 */
final class Partition {
  final int entityCount;

  /** Identities of entity e are {@code ids[start[e] .. start[e+1]-1]}. */
  final int[] start;

  final int[] ids;

  /** Number of distinct entities that hold each identity (0: not on this side). */
  final int[] entitiesOf;

  /** The last entity (in entity order) that holds each identity, or -1. */
  final int[] lastEntityOf;

  /** Distinct identities per entity. */
  final int[] distinct;

  /** Identities per entity that occur in no other entity. */
  final int[] exclusive;

  /** Identities occurring twice within one entity: each gives the coreference link (x, x). */
  final long selfCorefLinks;

  /** Identities occurring in two or more entities: each gives the non-coreference link (x, x). */
  final long multiEntityIds;

  /**
   * Σ (t − 1) over pairs of distinct identities that share t ≥ 2 entities (a link counted once, not
   * t times).
   */
  final long pairOvercount;

  /**
   * Number of shared entities for each pair of multi-entity identities (key: lower id << 32 |
   * higher id).
   */
  final Map<Long, Integer> sharedEntities;

  /** True when every identity occurs exactly once: all the above corrections are 0. */
  final boolean simple;

  /**
   * Occurrences of identity x: {@code occEntity/occCount[occStart[x] .. occStart[x+1]-1]}, null
   * when simple.
   */
  final int[] occStart;

  final int[] occEntity;
  final int[] occCount;

  Partition(int entityCount, int[] start, int[] ids, int idCount) {
    this.entityCount = entityCount;
    this.start = start;
    this.ids = ids;
    entitiesOf = new int[idCount];
    lastEntityOf = new int[idCount];
    Arrays.fill(lastEntityOf, -1);
    distinct = new int[entityCount];
    exclusive = new int[entityCount];
    boolean[] selfLinked = null;
    long self = 0;
    for (int e = 0; e < entityCount; e++) {
      for (int i = start[e]; i < start[e + 1]; i++) {
        int x = ids[i];
        if (lastEntityOf[x] == e) {
          if (selfLinked == null) {
            selfLinked = new boolean[idCount];
          }
          if (!selfLinked[x]) {
            selfLinked[x] = true;
            self++;
          }
        } else {
          entitiesOf[x]++;
          lastEntityOf[x] = e;
          distinct[e]++;
        }
      }
    }
    selfCorefLinks = self;
    long multi = 0;
    for (int x = 0; x < idCount; x++) {
      if (entitiesOf[x] > 1) {
        multi++;
      }
    }
    multiEntityIds = multi;
    simple = self == 0 && multi == 0;
    if (simple) {
      System.arraycopy(distinct, 0, exclusive, 0, entityCount);
      sharedEntities = Map.of();
      pairOvercount = 0;
      occStart = null;
      occEntity = null;
      occCount = null;
      return;
    }
    // General case: walk again, counting each identity once per entity.
    occStart = new int[idCount + 1];
    for (int x = 0; x < idCount; x++) {
      occStart[x + 1] = occStart[x] + entitiesOf[x];
    }
    occEntity = new int[occStart[idCount]];
    occCount = new int[occStart[idCount]];
    int[] filled = new int[idCount];
    int[] seenIn = new int[idCount];
    Arrays.fill(seenIn, -1);
    sharedEntities = new HashMap<>();
    int[] multiInEntity = new int[16];
    for (int e = 0; e < entityCount; e++) {
      int multiCount = 0;
      for (int i = start[e]; i < start[e + 1]; i++) {
        int x = ids[i];
        if (seenIn[x] == e) {
          occCount[occStart[x] + filled[x] - 1]++;
          continue;
        }
        seenIn[x] = e;
        occEntity[occStart[x] + filled[x]] = e;
        occCount[occStart[x] + filled[x]] = 1;
        filled[x]++;
        if (entitiesOf[x] == 1) {
          exclusive[e]++;
        } else {
          if (multiCount == multiInEntity.length) {
            multiInEntity = Arrays.copyOf(multiInEntity, 2 * multiCount);
          }
          multiInEntity[multiCount++] = x;
        }
      }
      for (int a = 0; a < multiCount; a++) {
        for (int b = a + 1; b < multiCount; b++) {
          sharedEntities.merge(pairKey(multiInEntity[a], multiInEntity[b]), 1, Integer::sum);
        }
      }
    }
    long overcount = 0;
    for (int t : sharedEntities.values()) {
      overcount += t - 1;
    }
    pairOvercount = overcount;
  }

  static long pairKey(int x, int y) {
    return x < y ? ((long) x << 32) | y : ((long) y << 32) | x;
  }

  int size(int entity) {
    return start[entity + 1] - start[entity];
  }
}
