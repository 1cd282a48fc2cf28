package org.corefstats.core.descriptors;

import java.util.List;

/**
 * A sentence (udapi "tree", DESCRIPTORS.md §2): its nodes in the order of §3.1, its newdoc value
 * (§2.5) and the {@code # global.Entity} value in force after its comments.
 *
 * @param nodes words and empty nodes, ordered by ID (a placeholder word of §2.4 left out)
 * @param newdoc whether a {@code # newdoc} line starts it
 * @param newdocId the id of that line, or null (none, or {@code # newdoc} without id)
 * @param conllDocument the name a {@code # conll_document} line among its comments gives
 *     (corefstats' own writer, {@link org.corefstats.core.conllu.DocumentComments}), or null
 * @param entityHeader the last {@code # global.Entity} value of the file up to its comments
 *     included, or null
 * @param newdocDocument the index of the {@code # newdoc} document it belongs to in the file (0
 *     before the first), to notice entities udapi merges across them (§3.6)
 * @param line the 1-based line it starts on
 */
record UdapiSentence(
    List<UdapiNode> nodes,
    boolean newdoc,
    String newdocId,
    String conllDocument,
    String entityHeader,
    int newdocDocument,
    long line) {

  UdapiSentence {
    nodes = List.copyOf(nodes);
  }

  int words() {
    int words = 0;
    for (UdapiNode node : nodes) {
      if (!node.empty()) {
        words++;
      }
    }
    return words;
  }

  int emptyNodes() {
    return nodes.size() - words();
  }
}
