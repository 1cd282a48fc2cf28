package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * One document of a skeleton as udapi splits them (at every {@code # newdoc},
 * docs/explanation/llm-outputs.md 5.1): its name (the {@code newdoc id}, empty for a bare {@code #
 * newdoc} or none) and its sentences.
 */
public final class SkeletonDocument {
  private final String name;
  private final List<SkeletonSentence> sentences = new ArrayList<>();

  SkeletonDocument(String name) {
    this.name = name;
  }

  /** A copy with new sentences and nodes, for a run that edits it. */
  SkeletonDocument copy() {
    SkeletonDocument copy = new SkeletonDocument(name);
    sentences.forEach(s -> copy.add(s.copy()));
    return copy;
  }

  boolean hasEmptyNodes() {
    return sentences.stream().anyMatch(SkeletonSentence::hasEmptyNodes);
  }

  public String name() {
    return name;
  }

  public List<SkeletonSentence> sentences() {
    return List.copyOf(sentences);
  }

  /** Sentence {@code k} (0-based), without copying the list of them. */
  SkeletonSentence sentence(int k) {
    return sentences.get(k);
  }

  void add(SkeletonSentence sentence) {
    sentences.add(sentence);
  }

  /** udapi's {@code doc.nodes}: the regular nodes of all sentences in order. */
  public List<TreeNode> regularNodes() {
    List<TreeNode> all = new ArrayList<>();
    sentences.forEach(s -> all.addAll(s.regularNodes()));
    return all;
  }

  /** udapi's {@code doc.nodes_and_empty}: each sentence's nodes and empty nodes, by ID. */
  public List<TreeNode> nodesAndEmpty() {
    List<TreeNode> all = new ArrayList<>();
    sentences.forEach(s -> all.addAll(s.nodesAndEmpty()));
    return all;
  }
}
