package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code Entity=} values text2conllu writes in one document's MISC column
 * (docs/explanation/llm-outputs.md 5.5), chunk for chunk as udapi's {@code store_coref_to_misc}
 * writes them. The mentions are taken in udapi's mention order (by first node; on one first node
 * the longer first, then the one ending first, then by entity id). A mention of several nodes adds
 * its opening {@code (e1--2} after what its first node holds and its closing {@code e1)} before
 * what its last node holds, so on every node the closings come before the openings (a mention of
 * one entity ending where another starts is {@code e4)(e3--3}, never {@code (e3--3e4)}, which a
 * reader takes for one chunk) and the longer of two mentions opening there opens first. A one-node
 * mention {@code (e1--1)} goes after the node's openings, or before its closings where it has no
 * opening. A mention's head is its 1-based index among its nodes.
 */
final class EntityColumn {
  private static final Comparator<ResponseMention.NodeRef> NODE_ORDER =
      Comparator.comparingInt(ResponseMention.NodeRef::sentence)
          .thenComparingInt(ResponseMention.NodeRef::major)
          .thenComparingInt(ResponseMention.NodeRef::minor);

  /** udapi's {@code CorefMention.__lt__}. */
  private static final Comparator<ResponseMention> MENTION_ORDER =
      Comparator.comparing((ResponseMention m) -> m.nodes().get(0), NODE_ORDER)
          .thenComparing(m -> -m.nodes().size())
          .thenComparing(m -> m.nodes().get(m.nodes().size() - 1), NODE_ORDER)
          .thenComparing(ResponseMention::entity);

  private final List<StringBuilder[]> regular = new ArrayList<>(); // by sentence, then node ID
  private final Map<String, StringBuilder> empty = new HashMap<>(); // by "sentence:ID"

  private EntityColumn() {}

  static EntityColumn of(Text2ConlluDocument document) {
    EntityColumn column = new EntityColumn();
    List<ResponseMention> mentions = new ArrayList<>(document.mentions());
    mentions.sort(MENTION_ORDER);
    for (ResponseMention m : mentions) {
      List<ResponseMention.NodeRef> nodes = m.nodes();
      String opening = "(" + m.entity() + "--" + (nodes.indexOf(m.head()) + 1);
      StringBuilder first = column.value(nodes.get(0));
      if (nodes.size() > 1) {
        first.append(opening);
        column.value(nodes.get(nodes.size() - 1)).insert(0, m.entity() + ")");
      } else if (first.isEmpty() || first.charAt(first.length() - 1) != ')' || hasOpening(first)) {
        first.append(opening).append(')'); // after the openings
      } else {
        first.insert(0, opening + ")"); // before the closings
      }
    }
    return column;
  }

  /** Whether a value has an opening chunk: {@code (} not followed by its own {@code )}. */
  private static boolean hasOpening(CharSequence value) {
    for (int i = 0; i < value.length(); i++) {
      if (value.charAt(i) != '(') {
        continue;
      }
      int j = i + 1;
      while (j < value.length() && value.charAt(j) != '(' && value.charAt(j) != ')') {
        j++;
      }
      if (j == value.length() || value.charAt(j) == '(') {
        return true;
      }
    }
    return false;
  }

  private StringBuilder value(ResponseMention.NodeRef node) {
    String id = node.id();
    if (id.indexOf('.') >= 0) {
      return empty.computeIfAbsent(node.toString(), k -> new StringBuilder());
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
      values[major] = new StringBuilder();
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
    return value == null ? "_" : "Entity=" + value;
  }

  /** The MISC of node {@code id} of the 1-based {@code sentence}: its value, or {@code _}. */
  String misc(int sentence, String id) {
    if (isCanonicalNumber(id)) {
      return misc(sentence, Integer.parseInt(id));
    }
    StringBuilder value = empty.get(sentence + ":" + id);
    return value == null ? "_" : "Entity=" + value;
  }
}
