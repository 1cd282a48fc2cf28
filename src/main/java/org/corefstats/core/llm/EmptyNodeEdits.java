package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * text2conllu's empty-node handling without {@code -z} (docs/explanation/llm-outputs.md 5.3 steps 1
 * and 3), and json2conllu's with {@code -g} (5.3 "With -z").
 */
final class EmptyNodeEdits {
  private EmptyNodeEdits() {}

  /**
   * Step 1: deletes every gold empty node. Each node of its sentence with non-empty DEPS gets them
   * re-serialized without the dependencies on it (6.1: a node whose DEPS are now empty has no
   * enhanced parent at all).
   */
  static void deleteGoldEmptyNodes(SkeletonDocument document) {
    for (SkeletonSentence sentence : document.sentences()) {
      for (TreeNode gone : sentence.emptyNodes()) {
        for (TreeNode node : sentence.nodesAndEmpty()) {
          if (!node.deps().isEmpty()) {
            node.setDeps(node.deps().stream().filter(d -> d.parent() != gone).toList());
          }
        }
        sentence.removeEmpty(gone);
      }
    }
  }

  /**
   * Step 3: each {@code ##…} word right after the word of regular node i becomes a new empty child
   * of node i, in node i's sentence, even when the next word starts the next sentence. Word 0 is
   * taken as regular.
   */
  static void createEmptyNodesForHashWords(SkeletonDocument document, List<String> words) {
    int cursor = 1;
    for (TreeNode node : document.regularNodes()) {
      while (cursor < words.size() && words.get(cursor).startsWith("##")) {
        document.sentence(node.sentence()).createEmptyChild(node);
        cursor++;
      }
      cursor++;
    }
  }

  /**
   * With {@code -g}: each gold empty node whose integer part differs from its first enhanced
   * parent's ID is re-created as a new empty child right after that parent, with its FORM and its
   * DEPS; other empty nodes' dependencies on it are redirected to the new node, regular nodes' ones
   * are dropped (9 item 7), and it is deleted. An empty node without DEPS, where the reference
   * crashes, stays in place (8.7).
   *
   * @return the empty nodes left in place for want of DEPS
   */
  static List<TreeNode> recreateGoldEmptyNodesAfterParents(SkeletonDocument document) {
    List<TreeNode> withoutDeps = new ArrayList<>();
    for (SkeletonSentence sentence : document.sentences()) {
      for (TreeNode gold : sentence.emptyNodes()) {
        if (gold.deps().isEmpty()) {
          withoutDeps.add(gold);
          continue;
        }
        TreeNode parent = gold.deps().get(0).parent();
        if (!parent.isEmpty() && parent.major() == gold.major()) {
          continue; // already right after its parent (the root's ID is 0)
        }
        TreeNode moved = sentence.createEmptyChild(parent, gold.form());
        moved.setDeps(gold.deps());
        moved.setRecreatedFrom(gold.id());
        for (TreeNode other : sentence.emptyNodes()) {
          if (other != gold && other.deps().stream().anyMatch(d -> d.parent() == gold)) {
            other.setDeps(
                other.deps().stream()
                    .map(d -> d.parent() == gold ? new TreeNode.EnhancedDep(moved, d.deprel()) : d)
                    .toList());
          }
        }
        for (TreeNode node : sentence.nodesAndEmpty()) {
          if (!node.deps().isEmpty()) {
            node.setDeps(node.deps().stream().filter(d -> d.parent() != gold).toList());
          }
        }
        sentence.removeEmpty(gold);
      }
    }
    return withoutDeps;
  }
}
