package org.corefstats.core.emptynodes;

import java.util.List;
import java.util.function.Function;

/**
 * What an empty node is compared by, for one key: its tuple (§6). The two WO keys differ (§6.3):
 * 2024's has no head, 2026's has one.
 */
public enum EmptyNodeKey {
  WO_2024("WO", n -> List.of(n.sentence(), n.wordOrder())),
  ARC("ARC", n -> List.of(n.sentence(), n.head())),
  DEP("DEP", n -> List.of(n.sentence(), n.head(), n.deprel())),
  WO_DEP("WO_DEP", n -> List.of(n.sentence(), n.wordOrder(), n.head(), n.deprel())),
  WO_2026("WO", n -> List.of(n.sentence(), n.head(), n.wordOrder())),
  DEP_WO("DEP_WO", n -> List.of(n.sentence(), n.head(), n.deprel(), n.wordOrder())),
  FORM("FORM", n -> List.of(n.sentence(), n.head(), n.form())),
  LEMMA("LEMMA", n -> List.of(n.sentence(), n.head(), n.lemma())),
  UPOS("UPOS", n -> List.of(n.sentence(), n.head(), n.upos())),
  XPOS("XPOS", n -> List.of(n.sentence(), n.head(), n.xpos())),
  FEATS("FEATS", n -> List.of(n.sentence(), n.head(), n.feats())),
  ALL(
      "ALL",
      n ->
          List.of(
              n.sentence(),
              n.head(),
              n.deprel(),
              n.wordOrder(),
              n.form(),
              n.lemma(),
              n.upos(),
              n.xpos(),
              n.feats()));

  private final String label;
  private final Function<EmptyNode, List<Object>> tuple;

  EmptyNodeKey(String label, Function<EmptyNode, List<Object>> tuple) {
    this.label = label;
    this.tuple = tuple;
  }

  /** The name the script prints ({@code WO} for both WO keys). */
  public String label() {
    return label;
  }

  /** The node's tuple for this key; equal tuples match (§6.4). */
  public List<Object> tuple(EmptyNode node) {
    return tuple.apply(node);
  }

  /**
   * Whether two nodes of the same sentence have equal tuples: {@link #tuple}'s equality without
   * building the tuples.
   */
  boolean same(EmptyNode a, EmptyNode b) {
    boolean head = this == WO_2024 || a.head().equals(b.head());
    return head
        && switch (this) {
          case ARC -> true;
          case WO_2024, WO_2026 -> a.wordOrder().equals(b.wordOrder());
          case DEP -> a.deprel().equals(b.deprel());
          case WO_DEP, DEP_WO ->
              a.deprel().equals(b.deprel()) && a.wordOrder().equals(b.wordOrder());
          case FORM -> a.form().equals(b.form());
          case LEMMA -> a.lemma().equals(b.lemma());
          case UPOS -> a.upos().equals(b.upos());
          case XPOS -> a.xpos().equals(b.xpos());
          case FEATS -> a.feats().equals(b.feats());
          case ALL ->
              a.deprel().equals(b.deprel())
                  && a.wordOrder().equals(b.wordOrder())
                  && a.form().equals(b.form())
                  && a.lemma().equals(b.lemma())
                  && a.upos().equals(b.upos())
                  && a.xpos().equals(b.xpos())
                  && a.feats().equals(b.feats());
        };
  }
}
