package org.corefstats.core.llm;

import java.util.List;

/** text2conllu's empty-node handling without {@code -z} (LLM-OUTPUTS.md 5.3 steps 1 and 3). */
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
        document.sentences().get(node.sentence()).createEmptyChild(node);
        cursor++;
      }
      cursor++;
    }
  }
}
