package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.conllu.ConlluBuilder;
import org.corefstats.core.document.Document;

/**
 * The response documents of the track's default pipelines built directly from what text2conllu and
 * json2conllu made ({@link ConlluBuilder}), without writing the response CoNLL-U ({@link
 * ResponseConllu}) and reading it back: the same documents, a third of the work. Where the written
 * text could read back as something else, or the text is needed, {@link #of} gives null and the
 * caller writes and reads the text: the {@code -z}/{@code -g} variants (their DEPS come from the
 * key), a document without {@code # newdoc id}, an empty node that is not {@code k.1} to {@code
 * k.99} after a word, mentions that are not every node from their first to their last, and mentions
 * of one entity that cross.
 */
final class ResponseDocuments {
  private ResponseDocuments() {}

  /** The documents of {@code outcome}, each at the line of the output it comes from; or null. */
  static List<Document> of(LlmPipeline.Outcome outcome, String fileName) {
    if (outcome.goldEmptyNodes() || outcome.documents().isEmpty()) {
      return null;
    }
    List<Document> documents = new ArrayList<>(outcome.documents().size());
    for (int k = 0; k < outcome.documents().size(); k++) {
      Document d = document(outcome.skeleton().get(k), outcome.documents().get(k), fileName, k);
      if (d == null) {
        return null;
      }
      documents.add(d);
    }
    return documents;
  }

  private static Document document(
      SkeletonDocument skeleton, Text2ConlluDocument built, String fileName, int index) {
    if (skeleton.name().isEmpty()) {
      return null;
    }
    ConlluBuilder builder = new ConlluBuilder(skeleton.name(), fileName, index + 1L);
    List<SkeletonSentence> sentences = skeleton.sentences();
    int[][] words = new int[sentences.size()][]; // each sentence's word positions, by word
    List<Map<Integer, Integer>> empty = new ArrayList<>(); // its empty nodes' by key (null: none)
    List<int[]> order = new ArrayList<>(); // all its positions in file order (null: words only)
    for (int s = 0; s < sentences.size(); s++) {
      SkeletonSentence sentence = sentences.get(s);
      List<TreeNode> regular = sentence.regularNodes();
      words[s] = new int[regular.size()];
      List<TreeNode> emptyNodes = new ArrayList<>(sentence.emptyNodes());
      emptyNodes.sort(Comparator.comparingInt(TreeNode::major).thenComparingInt(TreeNode::minor));
      Map<Integer, Integer> byId = emptyNodes.isEmpty() ? null : new HashMap<>();
      int[] inOrder = emptyNodes.isEmpty() ? null : new int[regular.size() + emptyNodes.size()];
      int placed = 0;
      int at = 0;
      for (int w = 0; w < regular.size(); w++) {
        TreeNode word = regular.get(w);
        if (word.major() != w + 1) {
          return null; // IDs the reader would renumber: text decides
        }
        words[s][w] = builder.wordHashed(word.wordHash());
        if (inOrder == null) {
          continue;
        }
        inOrder[at++] = words[s][w];
        for (; placed < emptyNodes.size() && emptyNodes.get(placed).major() == word.major(); ) {
          TreeNode node = emptyNodes.get(placed++);
          Integer position = emptyNode(builder, node);
          if (position == null
              || byId.put(key(node.major(), node.minor()), position) != null
              || position <= inOrder[at - 1]) {
            return null;
          }
          inOrder[at++] = position;
        }
      }
      if (placed < emptyNodes.size()) {
        return null; // an empty node before the first word: text decides
      }
      builder.endSentence();
      empty.add(byId);
      order.add(inOrder);
    }
    Map<String, List<int[]>> spans = new HashMap<>();
    for (ResponseMention m : built.mentions()) {
      int s = m.nodes().get(0).sentence() - 1;
      if (s < 0 || s >= words.length) {
        return null;
      }
      int[] nodes = new int[m.nodes().size()];
      for (int i = 0; i < nodes.length; i++) {
        ResponseMention.NodeRef ref = m.nodes().get(i);
        int p = ref.sentence() - 1 == s ? position(words[s], empty.get(s), ref) : -1;
        if (p < 0) {
          return null;
        }
        nodes[i] = p;
      }
      int head = position(words[s], empty.get(s), m.head());
      if (head < 0 || !isRun(words[s], order.get(s), nodes)) {
        return null;
      }
      List<int[]> ofEntity = spans.get(m.entity());
      if (ofEntity == null) {
        ofEntity = new ArrayList<>(2);
        spans.put(m.entity(), ofEntity);
      }
      ofEntity.add(new int[] {nodes[0], nodes[nodes.length - 1]});
      builder.mention(m.entity(), nodes, head);
    }
    for (List<int[]> ofEntity : spans.values()) {
      if (ofEntity.size() > 1 && ConlluBuilder.crossing(ofEntity)) {
        return null;
      }
    }
    return builder.build();
  }

  /** The position of a node of a sentence, or -1. */
  private static int position(
      int[] words, Map<Integer, Integer> empty, ResponseMention.NodeRef node) {
    if (node.minor() != 0) {
      Integer p = empty == null ? null : empty.get(key(node.major(), node.minor()));
      return p == null ? -1 : p;
    }
    int k = node.major();
    return k >= 1 && k <= words.length ? words[k - 1] : -1;
  }

  private static int key(int major, int minor) {
    return major * 1000 + minor;
  }

  /**
   * Whether {@code nodes} are every node of the sentence from the first to the last, in order:
   * consecutive words, or a run of {@code order} when the sentence has empty nodes.
   */
  private static boolean isRun(int[] words, int[] order, int[] nodes) {
    int[] all = order == null ? words : order;
    int at = Arrays.binarySearch(all, nodes[0]);
    if (at < 0 || at + nodes.length > all.length) {
      return false;
    }
    for (int i = 0; i < nodes.length; i++) {
      if (all[at + i] != nodes[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The empty node's position as the CoNLL-U reader reads its ID ({@code k.j}: {@code j} of one
   * digit is tens, of two digits as it is), with its one enhanced parent, its word, relation {@code
   * _} (as text2conllu writes it); null for an ID the reader would not take.
   */
  private static Integer emptyNode(ConlluBuilder builder, TreeNode node) {
    String id = node.id();
    int dot = id.indexOf('.');
    String j = dot < 0 ? "" : id.substring(dot + 1);
    if (j.isEmpty() || j.length() > 2 || !j.chars().allMatch(Character::isDigit)) {
      return null;
    }
    int e = j.length() == 1 ? 10 * (j.charAt(0) - '0') : Integer.parseInt(j);
    return e == 0 ? null : builder.emptyNode(node.major(), e, node.major(), "_");
  }
}
