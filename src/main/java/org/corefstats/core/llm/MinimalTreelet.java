package org.corefstats.core.llm;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The top of the minimal treelet of some nodes, by udapi's {@code find_minimal_common_treelet} step
 * by step (docs/explanation/llm-outputs.md 6.3). Not always the lowest common ancestor: in a forest
 * (several nodes on HEAD 0) the result depends on the order of the nodes. Marks are keyed by ID
 * value, as udapi keys them by ord.
 */
public final class MinimalTreelet {
  /** The mark of a node surely in the treelet (udapi's {@code 1}). */
  private static final Object IN = new Object();

  private MinimalTreelet() {}

  /**
   * The treelet top of {@code nodes} over basic parents, or null when {@code nodes} is empty (where
   * udapi raises IndexError, 8.12).
   */
  public static TreeNode top(List<TreeNode> nodes) {
    if (nodes.isEmpty()) {
      return null;
    }
    ArrayDeque<TreeNode> queue = new ArrayDeque<>(nodes);
    // Values are IN or the node we climbed from ("came from x").
    Map<Long, Object> mark = new HashMap<>();
    nodes.forEach(n -> mark.put(key(n), IN));
    TreeNode highest = null;
    while (queue.size() > 1) {
      TreeNode node = queue.removeFirst();
      TreeNode parent = node.basicParent();
      if (parent == null) {
        highest = node;
      } else if (mark.containsKey(key(parent))) {
        mark.put(key(parent), IN);
      } else {
        mark.put(key(parent), node);
        queue.addLast(parent);
      }
    }
    TreeNode candidate = highest != null ? highest : queue.getFirst();
    Object cameFrom = mark.get(key(candidate));
    while (cameFrom instanceof TreeNode child) {
      candidate = child;
      cameFrom = mark.get(key(candidate));
    }
    return candidate;
  }

  private static long key(TreeNode node) {
    return ((long) node.major() << 32) | node.minor();
  }
}
