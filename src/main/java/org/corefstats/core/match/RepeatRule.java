package org.corefstats.core.match;

/**
 * What a {@link ContingencyTable} does with a mention that occurs more than once on one side of a
 * document (the same identity twice, in one entity or in two).
 */
public enum RepeatRule {
  /**
   * scorer.pl v8.01 (docs/explanation/v801.md, "Matching key and response"): a repeated key span is
   * one identity kept at every place; walking the response in entity order, a later copy of a
   * key-matching span is removed; a repeated span that matches no key span is kept at every place.
   */
  V801,
  /**
   * The CorefUD scorer 1.2 (docs/explanation/corefud-and-coval.md 1.5 and 2.7), after its
   * within-entity rule: the same mention in two entities, on either side, stays in both and counts
   * in both entities' sizes; the mention→entity lookup of its side maps it to the later entity (in
   * entity order). MUC, B3, LEA and BLANC go through the lookups, CEAF's φ counts membership.
   */
  LATER_ENTITY_WINS,
  /**
   * coval 87071a6 (docs/explanation/corefud-and-coval.md 10.3-10.4): entities are lists that keep
   * every copy, and a mention is looked up in the last entity of the other side holding it. Counted
   * as {@link #LATER_ENTITY_WINS} (which keeps copies too); reported as coval's: a copy within one
   * entity as well as a mention in two.
   */
  COVAL;

  /** Whether the metrics count through the mention→entity lookups (not v8.01's removal). */
  public boolean looksUp() {
    return this != V801;
  }
}
