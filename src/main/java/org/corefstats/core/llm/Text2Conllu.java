package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * text2conllu of the default pipeline ({@code text}; docs/explanation/llm-outputs.md 5), or with
 * {@code -z}: puts the mentions of cleaned lines on the skeleton's trees and finds their heads as
 * udapi does. Where the reference crashes, it reports a {@link Text2ConlluProblem} and goes on
 * (section 8).
 *
 * <pre>{@code
 * List<Text2ConlluDocument> docs =
 *     Text2Conllu.convert(goldConlluText, Text2Conllu.splitLines(cleanedText));
 * }</pre>
 */
public final class Text2Conllu {
  private Text2Conllu() {}

  /** Reads the skeleton and converts: line k goes with skeleton document k (5.2). */
  public static List<Text2ConlluDocument> convert(
      String skeletonConllu, List<String> cleanedLines) {
    return convert(SkeletonReader.read(skeletonConllu), cleanedLines);
  }

  /**
   * Converts each skeleton document with its line. The documents are changed (SingleParent, the
   * empty nodes of 5.3): read them afresh for another run. One result per skeleton document; a
   * document without a line is an empty response with a problem (8.2), extra lines are ignored.
   */
  public static List<Text2ConlluDocument> convert(
      List<SkeletonDocument> skeleton, List<String> cleanedLines) {
    return convert(skeleton, cleanedLines, false);
  }

  /**
   * As {@link #convert(List, List)} with {@code -z} ({@code text-z}, 5.3 "With -z"): the gold empty
   * nodes are re-created after their first enhanced parents and the words (from {@code clean -z})
   * go to the nodes in ID order, with the reference's shift of tags (9 item 7).
   */
  public static List<Text2ConlluDocument> convertWithGoldEmptyNodes(
      List<SkeletonDocument> skeleton, List<String> cleanedLines) {
    return convert(skeleton, cleanedLines, true);
  }

  private static List<Text2ConlluDocument> convert(
      List<SkeletonDocument> skeleton, List<String> cleanedLines, boolean goldEmptyNodes) {
    List<Text2ConlluDocument> results = new ArrayList<>();
    boolean countsDiffer = skeleton.size() != cleanedLines.size();
    for (int k = 0; k < skeleton.size(); k++) {
      SkeletonDocument document = skeleton.get(k);
      if (k >= cleanedLines.size()) {
        results.add(
            Text2ConlluDocument.missing(
                k, document.name(), countProblem(k, skeleton, cleanedLines)));
        continue;
      }
      Text2ConlluDocument result = convert(k, document, cleanedLines.get(k), goldEmptyNodes);
      if (countsDiffer) {
        result = result.withProblemFirst(countProblem(k, skeleton, cleanedLines));
      }
      results.add(result);
    }
    return results;
  }

  private static Text2ConlluProblem countProblem(
      int k, List<SkeletonDocument> skeleton, List<String> lines) {
    return new Text2ConlluProblem(
        Text2ConlluProblem.Kind.DOCUMENT_COUNT_MISMATCH,
        k,
        lines.size()
            + " cleaned lines for "
            + skeleton.size()
            + " skeleton documents"
            + (k >= lines.size() ? "; no line for this document: an empty response" : ""));
  }

  /** One document with its cleaned line (5.1 to 5.5). */
  static Text2ConlluDocument convert(
      int index, SkeletonDocument document, String line, boolean goldEmptyNodes) {
    SingleParent.apply(document); // 5.1, 6.5
    List<String> words = Arrays.asList(line.split(" ", -1)); // 5.3 step 2: single spaces only
    List<Text2ConlluProblem> problems = new ArrayList<>();
    if (goldEmptyNodes) {
      problems.addAll(recreateGoldEmptyNodes(index, document));
    } else {
      EmptyNodeEdits.deleteGoldEmptyNodes(document);
      EmptyNodeEdits.createEmptyNodesForHashWords(document, words);
    }
    List<TreeNode> nodes = document.nodesAndEmpty();
    if (nodes.size() != words.size()) { // 5.3 step 5
      List<Text2ConlluProblem> all = new ArrayList<>(problems);
      all.add(
          new Text2ConlluProblem(
              Text2ConlluProblem.Kind.WORD_COUNT_MISMATCH,
              index,
              words.size() + " words for " + nodes.size() + " nodes: an empty response"));
      return new Text2ConlluDocument(index, document.name(), List.of(), 0, 0, all);
    }
    int formMismatches = 0;
    for (int i = 0; i < nodes.size(); i++) { // 5.3 step 4
      if (!isWordOf(nodes.get(i).form(), words.get(i))) {
        formMismatches++;
      }
    }
    MentionTags tags = MentionTags.read(words);
    List<ResponseMention> mentions = new ArrayList<>();
    for (MentionTags.Span span : tags.spans()) {
      List<TreeNode> mentionNodes = nodes.subList(span.first(), span.last() + 1);
      ResponseMention mention = mention(span.entity(), mentionNodes, index, problems);
      if (mention != null) {
        mentions.add(mention);
      }
    }
    return new Text2ConlluDocument(
        index, document.name(), mentions, formMismatches, tags.unopenedCloses(), problems);
  }

  /**
   * 5.3 "With -z": the gold empty nodes re-created after their parents; one problem per empty node
   * without DEPS, where the reference crashes and which stays in place (8.7).
   */
  static List<Text2ConlluProblem> recreateGoldEmptyNodes(int index, SkeletonDocument document) {
    List<Text2ConlluProblem> problems = new ArrayList<>();
    for (TreeNode node : EmptyNodeEdits.recreateGoldEmptyNodesAfterParents(document)) {
      problems.add(
          new Text2ConlluProblem(
              Text2ConlluProblem.Kind.EMPTY_NODE_WITHOUT_DEPS,
              index,
              "gold empty node " + node + " has no DEPS; left in place"));
    }
    return problems;
  }

  /** The mention with its head (5.5: first the first node, then MoveHead), or null if dropped. */
  static ResponseMention mention(
      String entity, List<TreeNode> nodes, int index, List<Text2ConlluProblem> problems) {
    List<ResponseMention.NodeRef> refs = nodes.stream().map(ResponseMention.NodeRef::of).toList();
    if (nodes.get(0).sentence() != nodes.get(nodes.size() - 1).sentence()) {
      problems.add(
          new Text2ConlluProblem(
              Text2ConlluProblem.Kind.CROSS_SENTENCE_MENTION,
              index,
              where(entity, refs) + " dropped"));
      return null;
    }
    MoveHead.Outcome head = MoveHead.find(nodes, nodes.get(0));
    if (head.noRegularCandidate()) {
      problems.add(
          new Text2ConlluProblem(
              Text2ConlluProblem.Kind.NO_REGULAR_HEAD_CANDIDATE,
              index,
              where(entity, refs)
                  + ": its head candidates are empty nodes with only empty parents; head kept"
                  + " on the first node"));
    }
    return new ResponseMention(entity, refs, ResponseMention.NodeRef.of(head.head()));
  }

  private static String where(String entity, List<ResponseMention.NodeRef> refs) {
    return "mention " + entity + " over " + refs;
  }

  /** The word of a cleaned token: the text before its first {@code |}. */
  static String wordOf(String token) {
    int bar = token.indexOf('|');
    return bar < 0 ? token : token.substring(0, bar);
  }

  /** Whether {@code form} is {@link #wordOf} {@code token}, without cutting the token. */
  private static boolean isWordOf(String form, String token) {
    int n = form.length();
    return token.startsWith(form)
        && (token.length() == n || token.charAt(n) == '|')
        && form.indexOf('|') < 0;
  }

  /**
   * The lines of a cleaned file as Python's {@code str.splitlines()} cuts them (5.2): at {@code
   * \n}, {@code \r\n}, {@code \r}, VT, FF, FS, GS, RS, NEL, LS and PS; no empty last line after a
   * final line end.
   */
  public static List<String> splitLines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (isLineBreak(c)) {
        lines.add(text.substring(start, i));
        i += c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n' ? 2 : 1;
        start = i;
      } else {
        i++;
      }
    }
    if (start < text.length()) {
      lines.add(text.substring(start));
    }
    return lines;
  }

  private static boolean isLineBreak(char c) {
    return c == '\n'
        || c == '\r'
        || c == 0x0B
        || c == 0x0C
        || (c >= 0x1C && c <= 0x1E)
        || c == 0x85
        || c == 0x2028
        || c == 0x2029;
  }
}
