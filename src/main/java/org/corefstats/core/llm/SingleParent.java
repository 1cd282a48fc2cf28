package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * udapi's {@code corefud.SingleParent}, run on the skeleton before everything else
 * (docs/explanation/llm-outputs.md 6.5): an empty node with more than one enhanced parent keeps
 * only the dependencies to one of them.
 */
public final class SingleParent {
  private SingleParent() {}

  public static void apply(SkeletonDocument document) {
    for (SkeletonSentence sentence : document.sentences()) {
      for (TreeNode empty : sentence.emptyNodes()) {
        apply(empty);
      }
    }
  }

  static void apply(TreeNode empty) {
    List<TreeNode.EnhancedDep> deps = empty.deps();
    if (deps.size() <= 1) {
      return;
    }
    List<TreeNode> regularParents =
        new ArrayList<>(
            deps.stream().map(TreeNode.EnhancedDep::parent).filter(p -> !p.isEmpty()).toList());
    if (regularParents.isEmpty()) {
      empty.setDeps(List.of());
      return;
    }
    TreeNode top = MinimalTreelet.top(regularParents);
    TreeNode kept = top;
    if (!regularParents.contains(top)) {
      // The shallowest regular parent; the stable sort leaves ties in DEPS order.
      regularParents.sort(Comparator.comparingInt(SingleParent::depth));
      kept = regularParents.get(0);
    }
    TreeNode parent = kept;
    empty.setDeps(deps.stream().filter(d -> d.parent() == parent).toList());
  }

  /** udapi's depth: the number of basic ancestors up to the root (the root's children: 1). */
  static int depth(TreeNode node) {
    int depth = 0;
    for (TreeNode p = node.basicParent(); p != null; p = p.basicParent()) {
      depth++;
    }
    return depth;
  }
}
