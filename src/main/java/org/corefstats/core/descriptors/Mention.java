package org.corefstats.core.descriptors;

import java.util.ArrayList;
import java.util.List;

/**
 * A mention as udapi builds it (DESCRIPTORS.md §3.4-3.5): its nodes (empty nodes included) with
 * their document positions (§4), its head node, and for a discontinuous mention its parts.
 */
final class Mention {
  final String eid;
  final List<UdapiNode> nodes = new ArrayList<>(4);

  /** The document position of each node (§4). */
  private int[] positions = new int[4];

  /** The sentence of its first node. */
  UdapiSentence firstSentence;

  private int words;
  UdapiNode head;
  int headPosition;
  int openParts;
  boolean complete;
  boolean dropped;

  Mention(String eid) {
    this.eid = eid;
  }

  int first() {
    return positions[0];
  }

  int last() {
    return positions[nodes.size() - 1];
  }

  /** The position of its {@code k}-th node. */
  int position(int k) {
    return positions[k];
  }

  int words() {
    return words;
  }

  boolean hasEmptyNode() {
    return words() < nodes.size();
  }

  /** §6.19: the nodes are not one run of the sentence's nodes (positions count empty nodes). */
  boolean hasGap() {
    for (int k = 1; k < nodes.size(); k++) {
      if (positions[k] != positions[k - 1] + 1) {
        return true;
      }
    }
    return false;
  }

  /**
   * §6.20: more than one top node. A word is a top node when its basic HEAD is not a node of the
   * mention (0, the root, is outside); an empty node when none of its DEPS heads is.
   */
  boolean nontreelet() {
    if (nodes.size() == 1) {
      return false;
    }
    java.util.Set<String> ids = new java.util.HashSet<>();
    for (UdapiNode node : nodes) {
      ids.add(node.id());
    }
    int tops = 0;
    for (UdapiNode node : nodes) {
      if (isTop(node, ids) && ++tops > 1) {
        return true;
      }
    }
    return false;
  }

  private static boolean isTop(UdapiNode node, java.util.Set<String> ids) {
    if (!node.empty()) {
      return !ids.contains(node.head());
    }
    if (node.deps().equals("_")) {
      return true;
    }
    for (String item : node.deps().split("\\|")) {
      int colon = item.indexOf(':');
      if (ids.contains(colon < 0 ? item : item.substring(0, colon))) {
        return false;
      }
    }
    return true;
  }

  /** Appends the nodes {@code from..to} of {@code sentence} (a part, §3.4), in node order. */
  void addNodes(UdapiSentence sentence, int sentenceIndex, int firstPosition, int from, int to) {
    if (nodes.isEmpty()) {
      firstSentence = sentence;
    }
    for (int k = from; k <= to; k++) {
      UdapiNode node = sentence.nodes().get(k);
      if (nodes.size() == positions.length) {
        positions = java.util.Arrays.copyOf(positions, positions.length * 2);
      }
      positions[nodes.size()] = firstPosition + k;
      nodes.add(node);
      words += node.empty() ? 0 : 1;
    }
  }
}
