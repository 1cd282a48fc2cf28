package org.corefstats.core.conllu;

import java.util.Arrays;

/**
 * One mention of a CoNLL-U document being read ({@link EntityAnnotation}), then read: its entity,
 * sentence, line and nodes, its parts when discontinuous, its head.
 */
final class ConlluMention {
  final String eid;
  final int sentence;
  final int line; // relative to the document's first line
  final int order;
  int[] nodes = new int[4];
  int size;
  int parts; // n of eid[i/n], 0 when contiguous
  int partsSeen;
  String headField; // as written on the opening that applies, null: first node
  long headLine; // line of that opening
  boolean open;
  boolean finished;
  boolean dropped;
  int head = -1;
  String firstTag; // UPOS of its first node, null: none
  String headTag; // UPOS of its head node, null: none

  ConlluMention(String eid, int sentence, int line, int order) {
    this.eid = eid;
    this.sentence = sentence;
    this.line = line;
    this.order = order;
  }

  void add(int position) {
    if (size == nodes.length) {
      nodes = Arrays.copyOf(nodes, 2 * size);
    }
    nodes[size++] = position;
  }

  int first() {
    return nodes[0];
  }

  int last() {
    return nodes[size - 1];
  }

  int[] nodeList() {
    return Arrays.copyOf(nodes, size);
  }
}
