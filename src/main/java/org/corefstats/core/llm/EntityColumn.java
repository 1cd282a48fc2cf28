package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code Entity=} values text2conllu writes in one document's MISC column (LLM-OUTPUTS.md 5.5):
 * at a node, the mentions starting there (longer first; a one-node mention closes at once), then
 * those ending there (shorter first), ties in mention order. A mention's head is its 1-based index
 * among its nodes.
 */
final class EntityColumn {
  private final List<Map<String, StringBuilder>> bySentence = new ArrayList<>();

  private EntityColumn() {}

  static EntityColumn of(Text2ConlluDocument document) {
    EntityColumn column = new EntityColumn();
    // one stable sort of all mentions orders each node's opens (and then its closes) as a sort of
    // that node's mentions alone would
    List<ResponseMention> mentions = new ArrayList<>(document.mentions());
    mentions.sort(Comparator.comparingInt((ResponseMention m) -> -m.nodes().size()));
    for (ResponseMention m : mentions) {
      column
          .value(m.nodes().get(0))
          .append('(')
          .append(m.entity())
          .append("--")
          .append(m.nodes().indexOf(m.head()) + 1)
          .append(m.nodes().size() == 1 ? ")" : "");
    }
    mentions = new ArrayList<>(document.mentions());
    mentions.sort(Comparator.comparingInt((ResponseMention m) -> m.nodes().size()));
    for (ResponseMention m : mentions) {
      if (m.nodes().size() > 1) {
        column.value(m.nodes().get(m.nodes().size() - 1)).append(m.entity()).append(')');
      }
    }
    return column;
  }

  private StringBuilder value(ResponseMention.NodeRef node) {
    while (bySentence.size() < node.sentence()) {
      bySentence.add(new HashMap<>());
    }
    return bySentence
        .get(node.sentence() - 1)
        .computeIfAbsent(node.id(), k -> new StringBuilder("Entity="));
  }

  /** The MISC of node {@code id} of the 1-based {@code sentence}: its value, or {@code _}. */
  String misc(int sentence, String id) {
    StringBuilder value =
        sentence <= bySentence.size() ? bySentence.get(sentence - 1).get(id) : null;
    return value == null ? "_" : value.toString();
  }
}
