package org.corefstats.core.llm;

import java.util.List;

/**
 * A response mention text2conllu writes: its entity id (the tag id, local to the document), its
 * nodes in order and its head.
 */
public record ResponseMention(String entity, List<NodeRef> nodes, NodeRef head) {
  /**
   * A node as the response file names it: 1-based sentence of the document and its ID, {@code
   * major} or {@code major.minor} ({@code minor} 0 for a word).
   */
  public record NodeRef(int sentence, int major, int minor) {
    static NodeRef of(TreeNode node) {
      return new NodeRef(node.sentence() + 1, node.major(), node.minor());
    }

    /** The ID as written: {@code 7}, {@code 5.1}. */
    public String id() {
      return minor == 0 ? Integer.toString(major) : major + "." + minor;
    }

    @Override
    public String toString() {
      return sentence + ":" + id();
    }
  }

  public ResponseMention {
    nodes = List.copyOf(nodes);
  }
}
