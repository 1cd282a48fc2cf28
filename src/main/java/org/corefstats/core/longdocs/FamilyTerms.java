package org.corefstats.core.longdocs;

/**
 * One entity's terms of MUC and B-cubed as BookCoref counts them (LONG-DOCUMENTS.md 1.3), given the
 * other side's {@link EntityMap}; recall walks key entities with the response's map, precision the
 * other way round.
 */
final class FamilyTerms {
  private final int[] stamp;
  private final int[] group;
  private int round;

  FamilyTerms(EntityMap other) {
    stamp = new int[Math.max(other.bound(), 1)];
    group = new int[stamp.length];
  }

  /** MUC numerator: |e| − (mentions the other map lacks) − (distinct other entities reached). */
  long mucNumerator(BookSide side, int e, EntityMap other) {
    round++;
    long n = side.size(e);
    for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
      int o = other.of(side.id()[m]);
      if (o < 0) {
        n--;
      } else if (stamp[o] != round) {
        stamp[o] = round;
        n--;
      }
    }
    return n;
  }

  /** MUC denominator |e| − 1 (−1 for an empty entity). */
  static long mucDenominator(BookSide side, int e) {
    return side.size(e) - 1L;
  }

  /**
   * B-cubed numerator Σ (group size)² / |e|, mentions grouped by the other side's entity (unmapped
   * mentions form no group); the square sum is an integer divided once. 0 for an empty entity.
   */
  double bcubedNumerator(BookSide side, int e, EntityMap other) {
    if (side.size(e) == 0) {
      return 0;
    }
    round++;
    long squares = 0;
    for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
      int o = other.of(side.id()[m]);
      if (o >= 0) {
        if (stamp[o] != round) {
          stamp[o] = round;
          group[o] = 0;
        }
        squares += 2L * group[o] + 1; // (g + 1)² − g²
        group[o]++;
      }
    }
    return (double) squares / side.size(e);
  }
}
