package org.corefstats.core.corpus;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.ParseColumns;

/**
 * The subtree coval builds for a mention from the parse bits of its lines only
 * (docs/explanation/corefud-and-coval.md 5.2), node for node as coval builds it, quirks included: a
 * run of words with no bracket between them is one terminal, created at the next bracket or at the
 * end of the span (its position is the line where it is created); a run ended by {@code (} is kept
 * only if one of its words is all letters or all digits; brackets closed beyond the span stay open;
 * a terminal created while no bracket is open is itself pushed as an open node (later nodes become
 * its children); several trees get a new root tagged {@code NP}.
 */
final class CovalTree {
  /**
   * A node: a tag (the letters of a bracket's label, or the words of a terminal joined by blanks),
   * the POS of a terminal's words, its position in the sentence, and its children.
   */
  static final class Node {
    final String tag;
    final List<String> pos;
    final int index;
    final boolean terminal;
    final List<Node> children = new ArrayList<>(2);

    Node(String tag, List<String> pos, int index, boolean terminal) {
      this.tag = tag;
      this.pos = pos;
      this.index = index;
      this.terminal = terminal;
    }

    /** The first two characters of the tag, as coval tests tags. */
    String prefix() {
      return tag.length() <= 2 ? tag : tag.substring(0, 2);
    }

    /** The words of the terminals under this node, in order. */
    void terminals(List<String> out) {
      if (terminal) {
        out.add(tag);
      } else {
        for (Node child : children) {
          child.terminals(out);
        }
      }
    }

    @Override
    public String toString() {
      return children.isEmpty() ? tag : tag + children;
    }
  }

  private CovalTree() {}

  /**
   * The tree of the tokens {@code first..last} (token ordinals; {@code start} the position of
   * {@code first} in its sentence), or null when their parse bits hold no node.
   */
  static Node of(ParseColumns parse, int first, int last, int start) {
    List<Node> open = new ArrayList<>();
    List<Node> roots = new ArrayList<>();
    StringBuilder tagName = new StringBuilder();
    List<String> words = new ArrayList<>();
    List<String> pos = new ArrayList<>();
    boolean tagStarted = false;
    Node root = null;
    for (int t = first; t <= last; t++) {
      int at = start + t - first;
      String bit = parse.bit(t);
      int[] chars = bit == null ? new int[0] : bit.codePoints().toArray();
      for (int j = 0; j < chars.length; j++) {
        int c = chars[j];
        if (c == '(') {
          if (tagStarted) {
            Node node = new Node(tagName.toString(), null, at, false);
            attach(open, node);
            open.add(node);
            tagName.setLength(0);
          }
          if (!words.isEmpty()) {
            // runs of punctuation only are left out
            if (words.stream().anyMatch(w -> allLetters(w) || allDigits(w))) {
              attachOrOpen(open, new Node(String.join(" ", words), pos, at, true));
            }
            words = new ArrayList<>();
            pos = new ArrayList<>();
          }
          tagStarted = true;
        } else if (c == '*') {
          words.add(parse.word(t));
          pos.add(parse.pos(t));
          Node node = new Node(tagName.toString(), null, at, false);
          if (tagStarted) {
            attach(open, node);
            open.add(node);
            tagName.setLength(0);
            tagStarted = false;
          } else if (tagName.length() > 0) {
            roots.add(node);
          }
        } else if (c == ')') {
          if (!words.isEmpty()) {
            attachOrOpen(open, new Node(String.join(" ", words), pos, at, true));
            words = new ArrayList<>();
            pos = new ArrayList<>();
          }
          if (!open.isEmpty()) {
            root = open.remove(open.size() - 1);
            if (open.isEmpty()) {
              roots.add(root);
            }
          }
          tagStarted = false;
        } else if (Character.isLetter(c)) {
          tagName.appendCodePoint(c);
        }
        if (t == last && j == chars.length - 1 && !words.isEmpty()) {
          attachOrOpen(open, new Node(String.join(" ", words), pos, at, true));
          words = new ArrayList<>();
          pos = new ArrayList<>();
        }
      }
    }
    while (!open.isEmpty()) {
      root = open.remove(open.size() - 1);
      if (open.isEmpty()) {
        roots.add(root);
      }
    }
    if (roots.size() > 1) {
      Node top = new Node("NP", null, start, false);
      top.children.addAll(roots);
      return top;
    }
    return root;
  }

  private static void attach(List<Node> open, Node node) {
    if (!open.isEmpty()) {
      open.get(open.size() - 1).children.add(node);
    }
  }

  /** A terminal goes under the innermost open node, or is itself opened when none is. */
  private static void attachOrOpen(List<Node> open, Node terminal) {
    if (open.isEmpty()) {
      open.add(terminal);
    } else {
      attach(open, terminal);
    }
  }

  /** Python's {@code str.isalpha}: non-empty, letters only. */
  static boolean allLetters(String w) {
    return !w.isEmpty() && w.codePoints().allMatch(Character::isLetter);
  }

  /** Python's {@code str.isdigit}, as far as Java's digits go: non-empty, digits only. */
  static boolean allDigits(String w) {
    return !w.isEmpty() && w.codePoints().allMatch(Character::isDigit);
  }
}
