package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A node of a skeleton tree as udapi holds it for text2conllu (docs/explanation/llm-outputs.md 5,
 * 6): the technical root of a sentence, a regular node or an empty node. Its ID is {@code major}
 * for a regular node ({@code minor} 0) and {@code major.minor} for an empty node; the root is 0.
 * Mutable: the empty-node edits of 5.3 and SingleParent (6.5) change DEPS and add or remove empty
 * nodes.
 */
public final class TreeNode {
  /** One enhanced dependency (a DEPS item): the parent node and the relation. */
  public record EnhancedDep(TreeNode parent, String deprel) {}

  private final int sentence;
  private final int major;
  private final int minor;
  private final boolean root;
  private final String form;
  private TreeNode basicParent;
  private List<EnhancedDep> deps = new ArrayList<>();
  private boolean depsUnderscore;
  private String recreatedFrom;
  private int wordHash; // of the FORM, 0 until asked (never 0 once computed)

  private TreeNode(int sentence, int major, int minor, boolean root, String form) {
    this.sentence = sentence;
    this.major = major;
    this.minor = minor;
    this.root = root;
    this.form = form;
  }

  static TreeNode root(int sentence) {
    return new TreeNode(sentence, 0, 0, true, "<ROOT>");
  }

  static TreeNode regular(int sentence, int id, String form) {
    return new TreeNode(sentence, id, 0, false, form);
  }

  static TreeNode empty(int sentence, int major, int minor, String form) {
    return new TreeNode(sentence, major, minor, false, form);
  }

  /**
   * A new node with this one's ID, FORM and DEPS flags; {@code copies} the new nodes of the
   * sentence by old node, to find the new parents in (all of them, this one's included).
   */
  TreeNode copy(Map<TreeNode, TreeNode> copies) {
    TreeNode copy = copies.get(this);
    copy.basicParent = basicParent == null ? null : copies.get(basicParent);
    copy.deps = new ArrayList<>(deps.size());
    for (EnhancedDep d : deps) {
      copy.deps.add(new EnhancedDep(copies.get(d.parent()), d.deprel()));
    }
    copy.depsUnderscore = depsUnderscore;
    copy.recreatedFrom = recreatedFrom;
    return copy;
  }

  /** A new node with this one's sentence, ID and FORM, and no parents yet. */
  TreeNode unlinkedCopy() {
    TreeNode copy = new TreeNode(sentence, major, minor, root, form);
    copy.wordHash = wordHash;
    return copy;
  }

  /** {@link org.corefstats.core.document.Document#wordHash} of the FORM, computed once. */
  int wordHash() {
    if (wordHash == 0) {
      wordHash = org.corefstats.core.document.Document.wordHash(form);
    }
    return wordHash;
  }

  /** The 0-based sentence of the node within its document. */
  public int sentence() {
    return sentence;
  }

  public int major() {
    return major;
  }

  public int minor() {
    return minor;
  }

  public boolean isRoot() {
    return root;
  }

  public boolean isEmpty() {
    return minor > 0;
  }

  public String form() {
    return form;
  }

  /** The ID as the CoNLL-U writer writes it: {@code 7}, {@code 5.1}. */
  public String id() {
    return minor == 0 ? Integer.toString(major) : major + "." + minor;
  }

  /** The basic (HEAD) parent: the root for HEAD 0, null for the root and for empty nodes. */
  public TreeNode basicParent() {
    return basicParent;
  }

  void setBasicParent(TreeNode parent) {
    basicParent = parent;
  }

  public List<EnhancedDep> deps() {
    return List.copyOf(deps);
  }

  /**
   * Replaces the DEPS. As udapi's {@code node.deps = ...}, this re-serializes them: the node's
   * enhanced parents are read from the list from now on, even when it is empty (6.1).
   */
  void setDeps(List<EnhancedDep> newDeps) {
    deps = new ArrayList<>(newDeps);
    depsUnderscore = false;
  }

  /** DEPS as read: {@code underscore} when the column was the literal {@code _}. */
  void readDeps(List<EnhancedDep> read, boolean underscore) {
    deps = new ArrayList<>(read);
    depsUnderscore = underscore;
  }

  /**
   * The enhanced parents (docs/explanation/llm-outputs.md 6.1, udapi MoveHead's {@code _eparents}):
   * those of DEPS unless the column was read as {@code _}; then the basic parent, if any.
   */
  public List<TreeNode> enhancedParents() {
    if (!depsUnderscore) {
      return deps.stream().map(EnhancedDep::parent).toList();
    }
    return basicParent == null ? List.of() : List.of(basicParent);
  }

  /**
   * The gold ID of the empty node this one re-creates after its parent (5.3 "With -z"), or null.
   */
  public String recreatedFrom() {
    return recreatedFrom;
  }

  void setRecreatedFrom(String goldId) {
    recreatedFrom = goldId;
  }

  /** DEPS as udapi writes them: {@code _} when empty, else {@code parent:deprel} items. */
  String depsColumn() {
    if (depsUnderscore || deps.isEmpty()) {
      return "_";
    }
    StringBuilder column = new StringBuilder();
    for (EnhancedDep d : deps) {
      column.append(column.length() == 0 ? "" : "|").append(d.parent().id()).append(':');
      column.append(d.deprel());
    }
    return column.toString();
  }

  /** Sorts as udapi sorts by ord: major, then the regular node before the empty ones. */
  int compareOrd(TreeNode other) {
    int c = Integer.compare(major, other.major);
    return c != 0 ? c : Integer.compare(minor, other.minor);
  }

  @Override
  public String toString() {
    return (sentence + 1) + ":" + id() + "/" + form;
  }
}
