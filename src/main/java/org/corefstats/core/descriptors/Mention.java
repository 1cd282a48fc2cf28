package org.corefstats.core.descriptors;

import java.util.ArrayList;
import java.util.List;

/**
 * A mention as udapi builds it (DESCRIPTORS.md §3.4-3.5): its nodes (empty nodes included) with
 * their document positions (§4), its head node, and for a discontinuous mention its parts.
 */
final class Mention {
  final String eid;
  final List<UdapiNode> nodes = new ArrayList<>();
  final List<Integer> positions = new ArrayList<>();
  final List<Integer> sentenceIndexes = new ArrayList<>();
  final List<UdapiSentence> sentences = new ArrayList<>();
  UdapiNode head;
  int headPosition;
  int openParts;
  boolean complete;
  boolean dropped;

  Mention(String eid) {
    this.eid = eid;
  }

  int first() {
    return positions.get(0);
  }

  int last() {
    return positions.get(positions.size() - 1);
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

  boolean hasEmptyNode() {
    return words() < nodes.size();
  }

  /** §6.19: the nodes are not one run of the sentence's nodes (positions count empty nodes). */
  boolean hasGap() {
    for (int k = 1; k < positions.size(); k++) {
      if (positions.get(k) != positions.get(k - 1) + 1) {
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
    for (int k = from; k <= to; k++) {
      nodes.add(sentence.nodes().get(k));
      positions.add(firstPosition + k);
      sentenceIndexes.add(sentenceIndex);
      sentences.add(sentence);
    }
  }
}
