package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * json2conllu ({@code json} pipeline, docs/explanation/llm-outputs.md 3.2): puts the entities of an
 * LLM's JSON output on the skeleton's trees and finds their heads as udapi does, giving the same
 * results as {@link Text2Conllu}. Where the reference crashes, it reports a {@link
 * Text2ConlluProblem} and goes on (section 8).
 *
 * <pre>{@code
 * List<SkeletonDocument> skeleton = SkeletonReader.read(goldConlluText);
 * List<Text2ConlluDocument> docs = Json2Conllu.convert(skeleton, jsonText);
 * }</pre>
 */
public final class Json2Conllu {
  private Json2Conllu() {}

  /**
   * Converts each skeleton document with the JSON object at its position (1). The documents are
   * changed (SingleParent, the empty nodes of 5.3): read them afresh for another run. One result
   * per skeleton document: a document without an object is an empty response (8.2), extra objects
   * are ignored; invalid JSON or a wrong type in a paired object makes every document an empty
   * response (8.10).
   */
  public static List<Text2ConlluDocument> convert(List<SkeletonDocument> skeleton, String json) {
    return convert(skeleton, json, false);
  }

  /**
   * As {@link #convert(List, String)} with {@code -g} ({@code json-g}): the gold empty nodes are
   * re-created after their parents instead of being replaced by the {@code ##} tokens (5.3 "With
   * -z").
   */
  public static List<Text2ConlluDocument> convertWithGoldEmptyNodes(
      List<SkeletonDocument> skeleton, String json) {
    return convert(skeleton, json, true);
  }

  private static List<Text2ConlluDocument> convert(
      List<SkeletonDocument> skeleton, String json, boolean goldEmptyNodes) {
    LlmJsonOutput output = LlmJsonOutput.read(json);
    String invalid = output.error();
    for (int k = 0;
        invalid == null && k < Math.min(skeleton.size(), output.objects().size());
        k++) {
      invalid = output.objects().get(k).error();
    }
    List<Text2ConlluDocument> results = new ArrayList<>();
    for (int k = 0; k < skeleton.size(); k++) {
      SkeletonDocument document = skeleton.get(k);
      if (invalid != null) {
        results.add(
            Text2ConlluDocument.missing(
                k,
                document.name(),
                new Text2ConlluProblem(
                    Text2ConlluProblem.Kind.INVALID_JSON, k, invalid + ": an empty response")));
        continue;
      }
      Text2ConlluProblem count = countProblem(k, skeleton.size(), output.objects().size());
      if (k >= output.objects().size()) {
        results.add(Text2ConlluDocument.missing(k, document.name(), count));
        continue;
      }
      Text2ConlluDocument result =
          convert(k, document, output.objects().get(k).document(), goldEmptyNodes);
      if (count != null) {
        result = result.withProblemFirst(count);
      }
      results.add(result);
    }
    return results;
  }

  private static Text2ConlluProblem countProblem(int k, int documents, int objects) {
    if (documents == objects) {
      return null;
    }
    return new Text2ConlluProblem(
        Text2ConlluProblem.Kind.JSON_DOCUMENT_COUNT_MISMATCH,
        k,
        objects
            + " JSON objects for "
            + documents
            + " skeleton documents"
            + (k >= objects ? "; no object for this document: an empty response" : ""));
  }

  /** One document with its object (3.2, 5.3, 5.5). */
  static Text2ConlluDocument convert(
      int index, SkeletonDocument document, LlmJsonOutput.Document object, boolean goldEmptyNodes) {
    SingleParent.apply(document); // 5.1, 6.5
    List<String> tokens = object.tokens();
    List<Text2ConlluProblem> problems = new ArrayList<>();
    if (goldEmptyNodes) {
      problems.addAll(Text2Conllu.recreateGoldEmptyNodes(index, document));
    } else {
      EmptyNodeEdits.deleteGoldEmptyNodes(document);
      EmptyNodeEdits.createEmptyNodesForHashWords(document, tokens);
    }
    List<TreeNode> nodes = document.nodesAndEmpty();
    if (nodes.size() != tokens.size()) { // 8.9
      return Text2ConlluDocument.empty(
          index,
          document.name(),
          new Text2ConlluProblem(
              Text2ConlluProblem.Kind.TOKEN_COUNT_MISMATCH,
              index,
              tokens.size() + " tokens for " + nodes.size() + " nodes: an empty response"));
    }
    int formMismatches = 0;
    for (int i = 0; i < nodes.size(); i++) {
      if (!nodes.get(i).form().equals(Text2Conllu.wordOf(tokens.get(i)))) {
        formMismatches++;
      }
    }
    List<ResponseMention> mentions = new ArrayList<>();
    for (int i = 0; i < object.entities().size(); i++) {
      String entity = "e" + (i + 1);
      for (LlmJsonOutput.Pair pair : object.entities().get(i)) {
        PythonSlice slice = PythonSlice.ofPair(nodes.size(), pair.start(), pair.end());
        if (slice.isEmpty()) {
          problems.add(
              new Text2ConlluProblem(
                  Text2ConlluProblem.Kind.EMPTY_SLICE,
                  index,
                  "entity "
                      + entity
                      + ": ["
                      + pair.start()
                      + ", "
                      + pair.end()
                      + "] takes no node of "
                      + nodes.size()
                      + "; mention dropped"));
          continue;
        }
        ResponseMention mention =
            Text2Conllu.mention(entity, nodes.subList(slice.from(), slice.to()), index, problems);
        if (mention != null) {
          mentions.add(mention);
        }
      }
    }
    return new Text2ConlluDocument(index, document.name(), mentions, formMismatches, 0, problems);
  }
}
