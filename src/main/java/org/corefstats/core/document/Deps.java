package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The enhanced dependencies (DEPS) of a zero mention's head, an empty node, as the CorefUD scorer
 * compares them (docs/explanation/corefud-and-coval.md 2.3 zero-dependent, 4.2): pairs (parent,
 * relation), parents as node positions ({@code slot * 128 + e}, as {@link Document}'s), the root as
 * 0.
 *
 * @param parents the parent of each pair
 * @param relations the relation of each pair (everything after the first ':', subtypes included)
 */
public record Deps(int[] parents, String[] relations) implements Serializable {
  /** No DEPS ({@code _}). */
  public static final Deps NONE = new Deps(new int[0], new String[0]);

  public Deps {
    if (parents.length != relations.length) {
      throw new IllegalArgumentException("one relation per parent");
    }
    parents = parents.clone();
    relations = relations.clone();
  }

  public boolean isEmpty() {
    return parents.length == 0;
  }

  /**
   * The weight of pairing zeros with these DEPS (4.2), for zeros of one sentence: 10·F(D, D') +
   * F(Dp, Dp'), F the harmonic mean of |A∩B|/|A| and |A∩B|/|B| (0 when they share nothing). Empty
   * DEPS on either side give 0 where the CorefUD scorer divides by zero (finding 1, section 8).
   */
  public double weight(Deps other) {
    Set<String> pairs = new HashSet<>();
    Set<String> otherPairs = new HashSet<>();
    Set<Integer> heads = new HashSet<>();
    Set<Integer> otherHeads = new HashSet<>();
    for (int i = 0; i < parents.length; i++) {
      pairs.add(parents[i] + ":" + relations[i]);
      heads.add(parents[i]);
    }
    for (int i = 0; i < other.parents.length; i++) {
      otherPairs.add(other.parents[i] + ":" + other.relations[i]);
      otherHeads.add(other.parents[i]);
    }
    return 10 * f(pairs, otherPairs) + f(heads, otherHeads);
  }

  private static <T> double f(Set<T> a, Set<T> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return 0;
    }
    Set<T> common = new HashSet<>(a);
    common.retainAll(b);
    if (common.isEmpty()) {
      return 0;
    }
    double p = (double) common.size() / a.size();
    double r = (double) common.size() / b.size();
    return 2 * p * r / (p + r);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deps d
        && Arrays.equals(d.parents, parents)
        && Arrays.equals(d.relations, relations);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(parents) + Arrays.hashCode(relations);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < parents.length; i++) {
      b.append(i == 0 ? "" : "|").append(parents[i]).append(':').append(relations[i]);
    }
    return b.length() == 0 ? "_" : b.toString();
  }
}
