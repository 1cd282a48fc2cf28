package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * udapi's {@code corefud.MoveHead} for one mention (docs/explanation/llm-outputs.md 6.2), with the
 * enhanced parents of 6.1 and the literal treelet procedure of 6.3.
 */
public final class MoveHead {
  /**
   * The head MoveHead chooses.
   *
   * @param head the new head
   * @param noRegularCandidate the reference crashes here (8.12: the head candidates are empty nodes
   *     with only empty parents); {@code head} is then the current head, kept
   */
  public record Outcome(TreeNode head, boolean noRegularCandidate) {}

  private MoveHead() {}

  /** Whether a node is one of {@code words}: by a scan for a short mention (the most of them). */
  private static Predicate<TreeNode> inMention(List<TreeNode> words) {
    if (words.size() <= 8) {
      return words::contains; // TreeNode is compared by identity
    }
    Set<TreeNode> set = Collections.newSetFromMap(new IdentityHashMap<>());
    set.addAll(words);
    return set::contains;
  }

  /**
   * The head of a mention over {@code words} (in ID order) whose head is now {@code currentHead}.
   * Mentions of one node keep their head.
   */
  public static Outcome find(List<TreeNode> words, TreeNode currentHead) {
    if (words.size() < 2) {
      return new Outcome(currentHead, false);
    }
    Predicate<TreeNode> mention = inMention(words);
    // 6.2 step 1: empty nodes have no basic parent, so they always qualify.
    List<TreeNode> basicHeads =
        words.stream()
            .filter(w -> w.basicParent() == null || !mention.test(w.basicParent()))
            .toList();
    if (basicHeads.size() == 1) {
      return new Outcome(basicHeads.get(0), false);
    }
    // Step 2.
    List<TreeNode> candidates =
        basicHeads.stream().filter(w -> w.enhancedParents().stream().noneMatch(mention)).toList();
    if (candidates.isEmpty()) {
      candidates =
          basicHeads.stream().filter(w -> !w.enhancedParents().stream().allMatch(mention)).toList();
      if (candidates.isEmpty()) {
        return new Outcome(currentHead, false);
      }
    }
    if (candidates.size() == 1) {
      return new Outcome(candidates.get(0), false);
    }
    // Step 3: the empty candidates are replaced by their first regular enhanced parent.
    List<TreeNode> regular =
        new ArrayList<>(candidates.stream().filter(w -> !w.isEmpty()).toList());
    List<TreeNode> empty = candidates.stream().filter(TreeNode::isEmpty).toList();
    for (TreeNode node : empty) {
      node.deps().stream()
          .map(TreeNode.EnhancedDep::parent)
          .filter(p -> !p.isEmpty())
          .findFirst()
          .filter(p -> !regular.contains(p))
          .ifPresent(regular::add);
    }
    if (!empty.isEmpty()) {
      regular.sort(TreeNode::compareOrd);
    }
    // Step 4.
    TreeNode top = MinimalTreelet.top(regular);
    if (top == null) {
      return new Outcome(currentHead, true);
    }
    if (candidates.contains(top)) {
      return new Outcome(top, false);
    }
    // Steps 5 and 6.
    if (candidates.contains(currentHead)) {
      return new Outcome(currentHead, false);
    }
    return new Outcome(candidates.get(0), false);
  }
}
