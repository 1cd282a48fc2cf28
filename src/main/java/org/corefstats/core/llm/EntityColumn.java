package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code Entity=} values text2conllu writes in one document's MISC column
 * (docs/explanation/llm-outputs.md 5.5): at a node, the mentions starting there (longer first; a
 * one-node mention closes at once), then those ending there (shorter first), ties in mention order.
 * A mention's head is its 1-based index among its nodes.
 */
final class EntityColumn {
  private final List<StringBuilder[]> regular = new ArrayList<>(); // by sentence, then node ID
  private final Map<String, StringBuilder> empty = new HashMap<>(); // by "sentence:ID"

  private EntityColumn() {}

  static EntityColumn of(Text2ConlluDocument document) {
    EntityColumn column = new EntityColumn();
    // mentions by length, in mention order: each node's opens (and then its closes) come out as
    // the stable sort of that node's mentions would give them
    List<List<ResponseMention>> byLength = new ArrayList<>();
    for (ResponseMention m : document.mentions()) {
      while (byLength.size() <= m.nodes().size()) {
        byLength.add(new ArrayList<>());
      }
      byLength.get(m.nodes().size()).add(m);
    }
    for (int length = byLength.size() - 1; length > 0; length--) {
      for (ResponseMention m : byLength.get(length)) {
        column
            .value(m.nodes().get(0))
            .append('(')
            .append(m.entity())
            .append("--")
            .append(m.nodes().indexOf(m.head()) + 1)
            .append(length == 1 ? ")" : "");
      }
    }
    for (int length = 2; length < byLength.size(); length++) {
      for (ResponseMention m : byLength.get(length)) {
        column.value(m.nodes().get(length - 1)).append(m.entity()).append(')');
      }
    }
    return column;
  }

  private StringBuilder value(ResponseMention.NodeRef node) {
    String id = node.id();
    if (id.indexOf('.') >= 0) {
      return empty.computeIfAbsent(node.toString(), k -> new StringBuilder("Entity="));
    }
    int major = Integer.parseInt(id);
    while (regular.size() < node.sentence()) {
      regular.add(new StringBuilder[0]);
    }
    StringBuilder[] values = regular.get(node.sentence() - 1);
    if (major >= values.length) {
      values = Arrays.copyOf(values, Math.max(major + 1, 2 * values.length));
      regular.set(node.sentence() - 1, values);
    }
    if (values[major] == null) {
      values[major] = new StringBuilder("Entity=");
    }
    return values[major];
  }

  /**
   * Whether {@code id} is a number as mentions name regular nodes ({@link TreeNode#id}): a file's
   * {@code 01} or {@code +1} names no mention's node.
   */
  private static boolean isCanonicalNumber(String id) {
    if (id.isEmpty() || id.length() > 9 || (id.charAt(0) == '0' && id.length() > 1)) {
      return false;
    }
    for (int k = 0; k < id.length(); k++) {
      if (id.charAt(k) < '0' || id.charAt(k) > '9') {
        return false;
      }
    }
    return true;
  }

  /** The MISC of regular node {@code major} of the 1-based {@code sentence}: its value, or _. */
  String misc(int sentence, int major) {
    StringBuilder[] values = sentence <= regular.size() ? regular.get(sentence - 1) : null;
    StringBuilder value = values != null && major < values.length ? values[major] : null;
    return value == null ? "_" : value.toString();
  }

  /** The MISC of node {@code id} of the 1-based {@code sentence}: its value, or {@code _}. */
  String misc(int sentence, String id) {
    if (isCanonicalNumber(id)) {
      return misc(sentence, Integer.parseInt(id));
    }
    StringBuilder value = empty.get(sentence + ":" + id);
    return value == null ? "_" : value.toString();
  }
}
