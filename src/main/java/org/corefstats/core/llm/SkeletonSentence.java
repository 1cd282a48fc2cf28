package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One sentence of a skeleton as udapi holds it: its technical root, its regular nodes in ID order
 * and its empty nodes in ID order. Multiword-token lines are not kept.
 */
public final class SkeletonSentence {
  private final TreeNode root;
  private final List<TreeNode> regular = new ArrayList<>();
  private final List<TreeNode> empty = new ArrayList<>();

  SkeletonSentence(int index) {
    root = TreeNode.root(index);
  }

  private SkeletonSentence(TreeNode root) {
    this.root = root;
  }

  /** A copy with new nodes in the same trees, for a run that edits it. */
  SkeletonSentence copy() {
    Map<TreeNode, TreeNode> copies = new IdentityHashMap<>(2 * (regular.size() + empty.size()) + 2);
    copies.put(root, root.unlinkedCopy());
    regular.forEach(n -> copies.put(n, n.unlinkedCopy()));
    empty.forEach(n -> copies.put(n, n.unlinkedCopy()));
    SkeletonSentence copy = new SkeletonSentence(copies.get(root));
    regular.forEach(n -> copy.regular.add(n.copy(copies)));
    empty.forEach(n -> copy.empty.add(n.copy(copies)));
    return copy;
  }

  public TreeNode root() {
    return root;
  }

  public List<TreeNode> regularNodes() {
    return List.copyOf(regular);
  }

  public List<TreeNode> emptyNodes() {
    return List.copyOf(empty);
  }

  /**
   * udapi's {@code nodes_and_empty}: all nodes by ID, stable, regular nodes first on equal values
   * (docs/explanation/llm-outputs.md, terms).
   */
  public List<TreeNode> nodesAndEmpty() {
    List<TreeNode> all = new ArrayList<>(regular);
    all.addAll(empty);
    all.sort(TreeNode::compareOrd);
    return all;
  }

  boolean hasEmptyNodes() {
    return !empty.isEmpty();
  }

  void addRegular(TreeNode node) {
    regular.add(node);
  }

  void addEmpty(TreeNode node) {
    empty.add(node);
  }

  /** Deletes an empty node; the caller has removed the dependencies on it. */
  void removeEmpty(TreeNode node) {
    empty.remove(node);
  }

  /**
   * udapi's {@code create_empty_child("_", after=True)}: a new empty node with DEPS {@code host:_},
   * ID host + 0.1, or the next free .k (docs/explanation/llm-outputs.md 5.3 step 3).
   */
  TreeNode createEmptyChild(TreeNode host) {
    return createEmptyChild(host, "_");
  }

  /** As {@link #createEmptyChild(TreeNode)}, with a FORM. */
  TreeNode createEmptyChild(TreeNode host, String form) {
    int minor = 1;
    while (hasEmpty(host.major(), minor)) {
      minor++;
    }
    TreeNode child = TreeNode.empty(host.sentence(), host.major(), minor, form);
    child.setDeps(List.of(new TreeNode.EnhancedDep(host, "_")));
    empty.add(child);
    empty.sort(TreeNode::compareOrd);
    return child;
  }

  private boolean hasEmpty(int major, int minor) {
    return empty.stream().anyMatch(e -> e.major() == major && e.minor() == minor);
  }
}
