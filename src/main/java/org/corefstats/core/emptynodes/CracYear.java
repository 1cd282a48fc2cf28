package org.corefstats.core.emptynodes;

import java.util.List;

/**
 * The two official evaluations of predicted empty nodes (docs: EMPTY-NODES.md): the same reading
 * and counting, different keys (§6) and columns read (§5.3, §12).
 */
public enum CracYear {
  /** {@code crac2024_zero_nodes_eval.py}: columns 1 and 9, keys of §6.1. */
  CRAC2024(
      "crac2024",
      "crac2024_zero_nodes_eval.py",
      List.of(EmptyNodeKey.WO_2024, EmptyNodeKey.ARC, EmptyNodeKey.DEP, EmptyNodeKey.WO_DEP)),
  /** {@code crac2026_empty_nodes_eval.py}: columns 1-6 and 9, keys of §6.2. */
  CRAC2026(
      "crac2026",
      "crac2026_empty_nodes_eval.py",
      List.of(
          EmptyNodeKey.ARC,
          EmptyNodeKey.DEP,
          EmptyNodeKey.WO_2026,
          EmptyNodeKey.DEP_WO,
          EmptyNodeKey.FORM,
          EmptyNodeKey.LEMMA,
          EmptyNodeKey.UPOS,
          EmptyNodeKey.XPOS,
          EmptyNodeKey.FEATS,
          EmptyNodeKey.ALL));

  private final String code;
  private final String script;
  private final List<EmptyNodeKey> keys;

  CracYear(String code, String script, List<EmptyNodeKey> keys) {
    this.code = code;
    this.script = script;
    this.keys = keys;
  }

  /** {@code crac2024} or {@code crac2026}, as in the CSV's evaluation column. */
  public String code() {
    return code;
  }

  /** The official script's file name, for messages. */
  public String script() {
    return script;
  }

  /** The keys in the order the script prints them (§9.2). */
  public List<EmptyNodeKey> keys() {
    return keys;
  }

  /** Whether the script unpacks columns 2-6 (FORM..FEATS) of every empty node (§5.3). */
  boolean readsWordColumns() {
    return this == CRAC2026;
  }
}
