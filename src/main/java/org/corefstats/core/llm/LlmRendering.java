package org.corefstats.core.llm;

import java.util.function.Consumer;
import org.corefstats.core.document.Problem;
import org.corefstats.core.text.Conversion;

/**
 * A CoNLL-U key written as the LLM track's input ({@code convert --to llm-text|llm-json}): the
 * markup of {@link Conllu2Text} or the JSON of {@link Conllu2Json}, in files named {@code .txt} or
 * {@code .json}.
 */
public final class LlmRendering {
  private LlmRendering() {}

  /** The extension (without its dot) of a file of {@code kind}. */
  public static String extension(LlmInput.Kind kind) {
    return kind == LlmInput.Kind.JSON ? "json" : "txt";
  }

  /** The rendering of one CoNLL-U file as {@code kind}; problems go to {@code problems}. */
  public static Conversion.Renderer renderer(
      LlmInput.Kind kind, Conllu2Text.Options options, Consumer<Problem> problems) {
    return (conllu, fileName) -> {
      int documents = SkeletonReader.read(conllu).size();
      String text =
          kind == LlmInput.Kind.JSON
              ? Conllu2Json.render(conllu, fileName, options, problems)
              : Conllu2Text.render(conllu, fileName, options, problems);
      return new Conversion.Rendered(text, documents);
    };
  }
}
