package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * The CRAC LLM track's default pipeline ({@code text}: clean, then text2conllu;
 * docs/explanation/llm-outputs.md 1), and its {@code json} pipeline (json2conllu), in one call: an
 * LLM's marked-up text and the gold CoNLL-U (which is also the skeleton) give the response CoNLL-U
 * the CorefUD scorer would read, with what each stage saw.
 */
public final class LlmPipeline {
  private LlmPipeline() {}

  /**
   * The pipeline's outcome.
   *
   * @param cleaned clean's result per document it paired (output lines and gold documents paired by
   *     position, the shorter list wins: 4.1)
   * @param documents text2conllu's result per skeleton document
   * @param drift how far the output drifted from each skeleton document's text
   * @param skeleton the skeleton's documents as text2conllu left them (with their new empty nodes)
   * @param skeletonLines the skeleton's lines, {@code skeletonLength} characters in all
   * @param goldEmptyNodes whether the key's empty nodes were kept ({@code -z}, {@code -g})
   */
  public record Outcome(
      List<Clean.Cleaned> cleaned,
      List<Text2ConlluDocument> documents,
      List<TextDrift> drift,
      List<SkeletonDocument> skeleton,
      List<String> skeletonLines,
      int skeletonLength,
      boolean goldEmptyNodes) {

    /** The response CoNLL-U, as text2conllu writes it. */
    public String response() {
      return response(ResponseConllu.Columns.ALL);
    }

    /** The response CoNLL-U with {@code columns}. */
    public String response(ResponseConllu.Columns columns) {
      return ResponseConllu.write(
          skeletonLength, skeletonLines, skeleton, documents, goldEmptyNodes, columns);
    }
  }

  /** Runs clean and text2conllu on {@code output} against {@code goldConllu}, its own skeleton. */
  public static Outcome run(String goldConllu, String output) {
    return run(goldConllu, goldConllu, output);
  }

  /**
   * Runs clean on {@code output} against {@code goldConllu}, then text2conllu over {@code
   * skeletonConllu} (the gold or a copy with other trees or without coreference).
   */
  public static Outcome run(String goldConllu, String skeletonConllu, String output) {
    return run(goldConllu, skeletonConllu, output, false);
  }

  /**
   * As {@link #run(String, String, String)}, or, with {@code goldEmptyNodes}, the {@code text-z}
   * variant: clean {@code -z} and text2conllu {@code -z}, the gold empty nodes kept (4.8, 5.3).
   */
  public static Outcome run(
      String goldConllu, String skeletonConllu, String output, boolean goldEmptyNodes) {
    List<CleanGold.Document> gold = ParsedKeys.gold(goldConllu, goldEmptyNodes);
    List<String> lines = LlmText.documentLines(output);
    List<Clean.Cleaned> cleaned = new ArrayList<>();
    List<String> cleanedLines = new ArrayList<>();
    for (int k = 0; k < Math.min(gold.size(), lines.size()); k++) {
      Clean.Cleaned c = Clean.clean(lines.get(k), gold.get(k), goldEmptyNodes);
      cleaned.add(c);
      cleanedLines.add(c.line() != null ? c.line() : String.join(" ", flatten(c.sentences())));
    }
    List<SkeletonDocument> skeleton =
        goldEmptyNodes
            ? ParsedKeys.skeleton(skeletonConllu)
            : ParsedKeys.skeletonWithoutZeros(
                skeletonConllu, k -> k < cleanedLines.size() && cleanedLines.get(k).contains("##"));
    List<Text2ConlluDocument> documents =
        goldEmptyNodes
            ? Text2Conllu.convertWithGoldEmptyNodes(skeleton, cleanedLines)
            : Text2Conllu.convert(skeleton, cleanedLines);
    List<TextDrift> drift = new ArrayList<>();
    for (int k = 0; k < documents.size(); k++) {
      drift.add(
          k < cleaned.size()
              ? TextDrift.of(cleaned.get(k).diagnostics(), documents.get(k))
              : TextDrift.ofBuilt(
                  documents.get(k), skeleton.get(k).regularNodes().size(), 0, true));
    }
    return new Outcome(
        cleaned,
        documents,
        drift,
        skeleton,
        ParsedKeys.lines(skeletonConllu),
        skeletonConllu.length(),
        goldEmptyNodes);
  }

  /**
   * json2conllu ({@code json} pipeline, docs/explanation/llm-outputs.md 3.2) of {@code json} over
   * {@code skeletonConllu}; there is no clean stage, so {@link Outcome#cleaned()} is empty. {@code
   * goldConllu} is the scorer's key and is not read: the JSON is paired with the skeleton alone.
   */
  public static Outcome runJson(String goldConllu, String skeletonConllu, String json) {
    return runJson(goldConllu, skeletonConllu, json, false);
  }

  /**
   * As {@link #runJson(String, String, String)}, or, with {@code goldEmptyNodes}, the {@code
   * json-g} variant: the gold empty nodes re-created after their parents (5.3 "With -z").
   */
  public static Outcome runJson(
      String goldConllu, String skeletonConllu, String json, boolean goldEmptyNodes) {
    List<SkeletonDocument> skeleton = ParsedKeys.skeleton(skeletonConllu);
    List<Text2ConlluDocument> documents =
        goldEmptyNodes
            ? Json2Conllu.convertWithGoldEmptyNodes(skeleton, json)
            : Json2Conllu.convert(skeleton, json);
    List<TextDrift> drift = new ArrayList<>();
    for (int k = 0; k < documents.size(); k++) {
      Text2ConlluDocument d = documents.get(k);
      long emptySlices =
          d.problems().stream()
              .filter(p -> p.kind() == Text2ConlluProblem.Kind.EMPTY_SLICE)
              .count();
      drift.add(
          TextDrift.ofBuilt(
              d,
              skeleton.get(k).regularNodes().size(),
              d.mentions().size() + (int) emptySlices,
              d.noOutput()));
    }
    return new Outcome(
        List.of(),
        documents,
        drift,
        skeleton,
        ParsedKeys.lines(skeletonConllu),
        skeletonConllu.length(),
        goldEmptyNodes);
  }

  private static List<String> flatten(List<List<String>> sentences) {
    List<String> all = new ArrayList<>();
    sentences.forEach(all::addAll);
    return all;
  }
}
