package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * What text2conllu makes of one skeleton document and its cleaned line
 * (docs/explanation/llm-outputs.md 5): the response mentions, the warnings it logs (10: {@code
 * form_mismatches}, {@code unopened_closes}) and the problems where the reference would crash.
 *
 * @param index the 0-based position of the document in the skeleton
 * @param name the skeleton's {@code newdoc id}
 * @param mentions the response mentions (empty for an empty response)
 * @param formMismatches nodes whose cleaned word differs from the FORM (5.3 step 4)
 * @param unopenedCloses closes with no open of their id (5.4)
 * @param problems the failures of section 8 met in this document
 * @param noOutput the output had nothing for this document (no line or object, or JSON that does
 *     not parse): an empty response
 */
public record Text2ConlluDocument(
    int index,
    String name,
    List<ResponseMention> mentions,
    int formMismatches,
    int unopenedCloses,
    List<Text2ConlluProblem> problems,
    boolean noOutput) {
  public Text2ConlluDocument {
    mentions = List.copyOf(mentions);
    problems = List.copyOf(problems);
  }

  Text2ConlluDocument(
      int index,
      String name,
      List<ResponseMention> mentions,
      int formMismatches,
      int unopenedCloses,
      List<Text2ConlluProblem> problems) {
    this(index, name, mentions, formMismatches, unopenedCloses, problems, false);
  }

  /** An empty response for an output document that could not be used. */
  static Text2ConlluDocument empty(int index, String name, Text2ConlluProblem problem) {
    return new Text2ConlluDocument(index, name, List.of(), 0, 0, List.of(problem), false);
  }

  /** An empty response for a document the output has nothing for. */
  static Text2ConlluDocument missing(int index, String name, Text2ConlluProblem problem) {
    return new Text2ConlluDocument(index, name, List.of(), 0, 0, List.of(problem), true);
  }

  /** This result with {@code problem} before its own (a file-wide problem, reported first). */
  Text2ConlluDocument withProblemFirst(Text2ConlluProblem problem) {
    List<Text2ConlluProblem> all = new ArrayList<>(problems.size() + 1);
    all.add(problem);
    all.addAll(problems);
    return new Text2ConlluDocument(
        index, name, mentions, formMismatches, unopenedCloses, all, noOutput);
  }
}
