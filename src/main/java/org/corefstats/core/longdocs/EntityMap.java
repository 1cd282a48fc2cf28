package org.corefstats.core.longdocs;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The mention-to-entity map of one side (LONG-DOCUMENTS.md 1.2): entities walked in list order, a
 * mention in two entities belongs to the later; an entity is known by its content, so two entities
 * listing the same mentions are one (both map to the first of them).
 */
final class EntityMap {
  private final int[] entityOf;

  EntityMap(BookSide side) {
    entityOf = new int[side.idCount()];
    Arrays.fill(entityOf, -1);
    Map<Content, Integer> byContent = new HashMap<>();
    for (int e = 0; e < side.entityCount(); e++) {
      Content c = new Content(Arrays.copyOfRange(side.id(), side.start()[e], side.start()[e + 1]));
      int canonical = byContent.computeIfAbsent(c, x -> byContent.size());
      for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
        entityOf[side.id()[m]] = canonical;
      }
    }
  }

  /** The entity (by content) holding a mention identity, or -1. */
  int of(int id) {
    return entityOf[id];
  }

  /** Entities distinct by content: {@link #of} is below this. */
  int bound() {
    return entityOf.length;
  }

  private record Content(int[] ids) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Content c && Arrays.equals(ids, c.ids);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(ids);
    }
  }
}
