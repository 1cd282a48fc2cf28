package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.document.ParseColumns;

/**
 * The heads of a CoNLL-2012 document's constituents by the Berkeley Coreference Analyser's Collins
 * rules (docs/explanation/error-analysis.md 1.3): each sentence's tree is built from the parse bits
 * (field 6) with every token a leaf labelled by its POS (field 5), and every constituent's head
 * found bottom-up. The tree is built from the parse bits alone, so brackets in words or POS tags
 * cannot break it. A sentence whose bits do not make one well-bracketed tree (a bit without {@code
 * *}, a closing without an opening, a bracket left open) gets no constituents: its mentions take
 * their last token, as with no parse. Linear in the tokens but for hashing.
 */
final class CollinsHeads {

  /** A label's rule: the direction children are scanned in, and the labels looked for in turn. */
  private record Rule(boolean fromRight, List<String> priorities) {}

  /**
   * The analyser's {@code collins_mapping_table} (Collins 1999, with the analyser's directions and
   * its additions NX, X and META): "right" scans the children from the last one and falls back on
   * the last child, "left" from the first one and falls back on the first child.
   */
  private static final Map<String, Rule> TABLE = new HashMap<>();

  static {
    right("ADJP", "NNS QP NN $ ADVP JJ VBN VBG ADJP JJR NP JJS DT FW RBR RBS SBAR RB");
    left("ADVP", "RB RBR RBS FW ADVP TO CD JJR JJ IN NP JJS NN");
    left("CONJP", "CC RB IN");
    left("FRAG", "");
    right("INTJ", "");
    left("LST", "LS :");
    right("NAC", "NN NNS NNP NNPS NP NAC EX $ CD QP PRP VBG JJ JJS JJR ADJP FW");
    left("PP", "IN TO VBG VBN RP FW");
    right("PRN", "");
    left("PRT", "RP");
    right("QP", "$ IN NNS NN JJ RB DT CD NCD QP JJR JJS");
    left("RRC", "VP NP ADVP ADJP PP");
    right("S", "TO IN VP S SBAR ADJP UCP NP");
    right("SBAR", "WHNP WHPP WHADVP WHADJP IN DT S SQ SINV SBAR FRAG");
    right("SBARQ", "SQ S SINV SBARQ FRAG");
    right("SINV", "VBZ VBD VBP VB MD VP S SINV ADJP NP");
    right("SQ", "VBZ VBD VBP VB MD VP SQ");
    left("UCP", "");
    right("VP", "TO VBD VBN MD VBZ VB VBG VBP VP ADJP NN NNS NP");
    right("WHADJP", "CC WRB JJ ADJP");
    left("WHADVP", "CC WRB");
    right("WHNP", "WDT WP WP$ WHADJP WHPP WHNP");
    left("WHPP", "IN TO FW");
    right("NX", "NN NNS NNP NNPS NP NAC EX $ CD QP PRP VBG JJ JJS JJR ADJP FW");
    right("X", "NN NNS NNP NNPS NP NAC EX $ CD QP PRP VBG JJ JJS JJR ADJP FW");
    right("META", "");
  }

  private static void left(String label, String priorities) {
    TABLE.put(
        label, new Rule(false, priorities.isEmpty() ? List.of() : List.of(priorities.split(" "))));
  }

  private static void right(String label, String priorities) {
    TABLE.put(
        label, new Rule(true, priorities.isEmpty() ? List.of() : List.of(priorities.split(" "))));
  }

  /** The NP and NML rule's label sets, in the order they are tried (1.3). */
  private static final Set<String> NP_NOUNS =
      Set.of("NN", "NNP", "NNPS", "NNS", "NX", "POS", "JJR");

  private static final Set<String> NP_PHRASES = Set.of("NP", "NML");
  private static final Set<String> NP_MODIFIERS = Set.of("$", "ADJP", "PRN");
  private static final Set<String> NP_NUMBERS = Set.of("CD");
  private static final Set<String> NP_ADJECTIVES = Set.of("JJ", "JJS", "RB", "QP");

  private final ParseColumns columns;

  /** Head token of each constituent of more than one token, by span (first, last). */
  private final Map<Long, Integer> heads = new HashMap<>();

  private CollinsHeads(ParseColumns columns) {
    this.columns = columns;
  }

  /** The constituents' heads of a document read with its parse columns. */
  static CollinsHeads of(ParseColumns columns) {
    CollinsHeads h = new CollinsHeads(columns);
    int n = columns.tokenCount();
    int start = 0;
    for (int t = 1; t <= n; t++) {
      if (t == n || columns.sentence(t) != columns.sentence(start)) {
        h.sentence(start, t);
        start = t;
      }
    }
    return h;
  }

  /**
   * The head token of the constituent spanning exactly tokens {@code first..last}, or -1 when no
   * constituent has that span (a one-token span is its own head: its token is a leaf).
   */
  int head(int first, int last) {
    if (first == last) {
      return first;
    }
    return heads.getOrDefault(span(first, last), -1);
  }

  private static long span(int first, int last) {
    return ErrorAnalysis.span(first, last);
  }

  /** A constituent being read: its label, first token and children (labels and head tokens). */
  private static final class Open {
    final String label;
    final int first;
    final List<String> childLabels = new ArrayList<>();
    final List<Integer> childHeads = new ArrayList<>();

    Open(String label, int first) {
      this.label = label;
      this.first = first;
    }
  }

  /** Reads the tree of tokens {@code [from, to)}; keeps its heads only if it is well bracketed. */
  private void sentence(int from, int to) {
    Map<Long, Integer> found = new HashMap<>();
    List<Open> stack = new ArrayList<>();
    for (int t = from; t < to; t++) {
      String bit = columns.bit(t);
      int star = bit == null ? -1 : bit.indexOf('*');
      if (star < 0) {
        return;
      }
      for (String label : bit.substring(0, star).split("\\(", -1)) {
        String l = label.strip();
        if (!l.isEmpty()) {
          stack.add(new Open(l, t));
        }
      }
      if (stack.isEmpty()) {
        return;
      }
      Open top = stack.get(stack.size() - 1);
      String pos = columns.pos(t);
      top.childLabels.add(pos == null ? "" : pos);
      top.childHeads.add(t);
      for (int i = star + 1; i < bit.length(); i++) {
        if (bit.charAt(i) != ')') {
          continue;
        }
        if (stack.isEmpty()) {
          return;
        }
        Open closed = stack.remove(stack.size() - 1);
        int head = headOf(closed);
        if (t > closed.first) {
          found.putIfAbsent(span(closed.first, t), head); // the lowest of a unary chain
        }
        if (!stack.isEmpty()) {
          Open parent = stack.get(stack.size() - 1);
          parent.childLabels.add(closed.label);
          parent.childHeads.add(head);
        }
      }
    }
    if (stack.isEmpty()) {
      heads.putAll(found);
    }
  }

  /** The head token of a closed constituent (1.3). */
  private int headOf(Open node) {
    if (node.childHeads.isEmpty()) {
      return node.first; // "(X)" with no child: not in a well-formed bit, kept harmless
    }
    Rule rule = TABLE.get(node.label);
    if (rule == null) {
      return node.label.equals("NP") || node.label.equals("NML")
          ? nounPhraseHead(node)
          : last(node);
    }
    int n = node.childHeads.size();
    for (String wanted : rule.priorities()) {
      for (int k = 0; k < n; k++) {
        int i = rule.fromRight() ? n - 1 - k : k;
        if (wanted.equals(node.childLabels.get(i)) || wanted.equals(headPos(node, i))) {
          return node.childHeads.get(i);
        }
      }
    }
    return rule.fromRight() ? last(node) : node.childHeads.get(0);
  }

  /** Collins' special rule for NP and NML (1.3). */
  private int nounPhraseHead(Open node) {
    if ("POS".equals(headPos(node, node.childHeads.size() - 1))) {
      return last(node);
    }
    int h = search(node, NP_NOUNS, true);
    h = h >= 0 ? h : search(node, NP_PHRASES, false);
    h = h >= 0 ? h : search(node, NP_MODIFIERS, true);
    h = h >= 0 ? h : search(node, NP_NUMBERS, true);
    h = h >= 0 ? h : search(node, NP_ADJECTIVES, true);
    return h >= 0 ? h : last(node);
  }

  /** The head of the first child (from the right or the left) labelled or headed by a label. */
  private int search(Open node, Set<String> labels, boolean fromRight) {
    int n = node.childHeads.size();
    for (int k = 0; k < n; k++) {
      int i = fromRight ? n - 1 - k : k;
      String pos = headPos(node, i);
      if (labels.contains(node.childLabels.get(i)) || (pos != null && labels.contains(pos))) {
        return node.childHeads.get(i);
      }
    }
    return -1;
  }

  private String headPos(Open node, int child) {
    return columns.pos(node.childHeads.get(child));
  }

  private static int last(Open node) {
    return node.childHeads.get(node.childHeads.size() - 1);
  }
}
