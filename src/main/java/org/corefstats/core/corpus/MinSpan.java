package org.corefstats.core.corpus;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.corefstats.core.corpus.CovalTree.Node;

/**
 * coval's minimum span of a mention (MINA on CoNLL parse bits,
 * docs/explanation/corefud-and-coval.md 5.4), step for step as coval computes it: valid tags from
 * the root, the root itself or its valid terminal children, else one breadth-first search per
 * top-level phrase (one minimum span per conjunct), else a search from the root whose valid tags
 * are fixed by the first NP-like or VP node, else every word with its position <b>within the
 * mention</b> (row 16). An item is (terminal text, position); the result is a set of items.
 */
final class MinSpan {
  private static final List<String> NP_TAGS = List.of("NP", "NM", "QP", "NX");
  private static final List<String> VP_TAGS = List.of("VP");

  /** One item: a terminal's text and its creation position. */
  record Item(String text, int position) implements Comparable<Item> {
    @Override
    public int compareTo(Item o) {
      int c = text.compareTo(o.text);
      return c != 0 ? c : Integer.compare(position, o.position);
    }

    @Override
    public String toString() {
      return "(" + text + ", " + position + ")";
    }
  }

  private MinSpan() {}

  /**
   * The minimum span of the mention whose tree is {@code root} and whose words are {@code words};
   * empty when the tree is null (coval then keeps the boundaries).
   */
  static Set<Item> of(Node root, List<String> words) {
    Set<Item> spans = new TreeSet<>();
    if (root == null) {
      return spans;
    }
    List<String> valid = validTags(root);
    List<Node> phrases = topLevelPhrases(root, valid, spans);
    if (!spans.isEmpty()) {
      return spans;
    }
    if (!phrases.isEmpty()) {
      for (Node phrase : phrases) {
        search(phrase, valid, spans, false);
      }
    } else {
      search(root, null, spans, true);
    }
    if (spans.isEmpty()) {
      List<String> ws = words;
      if (ws.isEmpty() || ws.get(0).isEmpty()) { // a file without words: the terminals' words
        List<String> terminals = new ArrayList<>();
        root.terminals(terminals);
        ws = new ArrayList<>();
        for (String t : terminals) {
          ws.addAll(List.of(t.split(" ")));
        }
      }
      for (int i = 0; i < ws.size(); i++) {
        spans.add(new Item(ws.get(i), i)); // row 16: the position within the mention
      }
    }
    return spans;
  }

  /** Step 1: the valid tags, from the root's tag or its children's (null for a lone leaf). */
  static List<String> validTags(Node root) {
    String p = root.prefix();
    if (p.equals("VP")) {
      return VP_TAGS;
    }
    if (p.equals("NP") || p.equals("NM")) {
      return NP_TAGS;
    }
    if (root.children.isEmpty()) {
      return null;
    }
    boolean np = false;
    boolean vp = false;
    for (Node child : root.children) {
      String c = child.prefix();
      np |= c.equals("NP") || c.equals("NM");
      vp |= c.equals("VP");
    }
    return np ? NP_TAGS : vp ? VP_TAGS : NP_TAGS;
  }

  /**
   * Step 3: the root as a valid terminal, else its valid terminal children (into {@code spans}),
   * else its non-terminal children whose tag starts with a valid tag.
   */
  private static List<Node> topLevelPhrases(Node root, List<String> valid, Set<Item> spans) {
    List<Node> phrases = new ArrayList<>();
    if (root.terminal && isValidTerminal(root.tag, root.pos)) {
      spans.add(new Item(root.tag, root.index));
    } else if (!root.children.isEmpty()) {
      for (Node node : root.children) {
        if (node.terminal && isValidTerminal(node.tag, node.pos)) {
          spans.add(new Item(node.tag, node.index));
        }
      }
      if (spans.isEmpty()) {
        for (Node node : root.children) {
          if (!node.children.isEmpty() && valid.contains(node.prefix())) {
            phrases.add(node);
          }
        }
      }
    }
    return phrases;
  }

  /**
   * Steps 4 and 5: breadth-first from {@code start} (depth 0); the shallowest valid terminals found
   * go into {@code spans} (shared by every phrase, as coval shares it). With {@code fixTags} the
   * valid tags are unknown at first and fixed by the first NP-like or VP node dequeued.
   */
  private static void search(Node start, List<String> valid, Set<Item> spans, boolean fixTags) {
    double shortest = Double.POSITIVE_INFINITY;
    ArrayDeque<Node> queue = new ArrayDeque<>();
    ArrayDeque<Integer> depths = new ArrayDeque<>();
    queue.add(start);
    depths.add(0);
    List<String> accepted = valid;
    while (!queue.isEmpty()) {
      Node node = queue.poll();
      int depth = depths.poll();
      if (fixTags && accepted == null) {
        String p = node.prefix();
        if (p.equals("NP") || p.equals("NM")) {
          accepted = NP_TAGS;
        } else if (p.equals("VP")) {
          accepted = VP_TAGS;
        }
      }
      if (node.terminal && depth <= shortest) {
        if (isValidTerminal(node.tag, node.pos)) {
          spans.add(new Item(node.tag, node.index));
          shortest = Math.min(shortest, depth);
        }
      } else if ((spans.isEmpty() || depth < shortest)
          && !node.children.isEmpty()
          && (depth == 0 || accepted == null || accepted.contains(node.prefix()))) {
        boolean expandTerminals = accepted != null && accepted.contains(node.prefix());
        for (Node child : node.children) {
          if (!child.terminal || expandTerminals) {
            queue.add(child);
            depths.add(depth + 1);
          }
        }
      }
    }
  }

  /**
   * Step 2: one word with a letter or a digit, or {@code %}; not {@code -LRB-}/{@code -RRB-}; POS
   * not CC, DT or IN. Several words: valid if one of them is, with its own POS.
   */
  static boolean isValidTerminal(String tag, List<String> pos) {
    String[] words = tag.trim().split("\\s+");
    if (words.length == 1) {
      boolean content =
          tag.codePoints().anyMatch(c -> Character.isLetter(c) || Character.isDigit(c))
              || tag.equals("%");
      String p = pos == null || pos.isEmpty() ? null : pos.get(0);
      return content
          && !tag.equals("-LRB-")
          && !tag.equals("-RRB-")
          && !"CC".equals(p)
          && !"DT".equals(p)
          && !"IN".equals(p);
    }
    for (int i = 0; i < words.length; i++) {
      if (isValidTerminal(
          words[i],
          pos != null && i < pos.size() ? Collections.singletonList(pos.get(i)) : List.of())) {
        return true;
      }
    }
    return false;
  }
}
