package org.corefstats.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.jsonl.JsonlinesOptions;
import org.corefstats.core.llm.LlmInput;
import org.corefstats.core.llm.evaluation.TextDriftAnalysis;
import org.corefstats.core.text.Format;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * How inputs are read, for the commands that read them: each input in the format its name says
 * unless {@code --format}; jsonlines' spans as {@code --span-end} and {@code --space} say, else as
 * each record shows. What else is read with the words (parse columns) the other option groups add
 * ({@link ProfileOptions#formats}, {@link AnalysisOptions#formats}).
 */
final class FormatOptions {
  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = FormatConverter.class,
      description =
          "conll, conllu or jsonl: the format of every input (default: each file's, from its name:"
              + " *.conll and *_conll, *.conllu, *.jsonl and *.jsonlines, optionally .gz; a file"
              + " named otherwise is CoNLL-2012); llm-text or llm-json: the responses are what an LLM"
              + " wrote in the CRAC LLM track's markup or JSON, read against the CoNLL-U key as the"
              + " track's pipeline reads them (score and run)")
  private String format;

  @Option(
      names = "--span-end",
      paramLabel = "inclusive|exclusive",
      converter = SpanEndConverter.class,
      description =
          "jsonlines: whether a span's end index is its last word (e2e-coref) or one past it"
              + " (wl-coref); default: detected per record")
  private JsonlinesOptions.SpanEnd spanEnd;

  @Option(
      names = "--space",
      paramLabel = "word|subtoken",
      converter = SpaceConverter.class,
      description =
          "jsonlines: spans over words, or over subtokens mapped to words by subtoken_map;"
              + " default: detected per record")
  private JsonlinesOptions.Space space;

  @Option(
      names = "--llm-empty-nodes",
      paramLabel = "output|key",
      converter = LlmEmptyNodesConverter.class,
      description =
          "llm-*: empty nodes from the LLM's ## words or the key's; output (the default): the"
              + " LLM's ## words; key: the key's, kept in the text and re-created after their"
              + " parents (the track's clean -z and text2conllu -z, or json2conllu -g, bugs"
              + " included)")
  private LlmEmptyNodes llmEmptyNodes;

  /** Where an LLM response's empty nodes come from ({@code --llm-empty-nodes}). */
  enum LlmEmptyNodes {
    OUTPUT,
    KEY
  }

  /** The LLM format the responses are in ({@code --format llm-text|llm-json}), or null. */
  LlmInput.Kind llm() {
    for (LlmInput.Kind kind : LlmInput.Kind.values()) {
      if (kind.code().equals(format)) {
        return kind;
      }
    }
    return null;
  }

  /**
   * {@code formats} with the responses read as an LLM's output against {@code keyFiles} when {@code
   * --format llm-text} (the key must be CoNLL-U: it is the skeleton); as they are otherwise.
   */
  InputFormats withLlm(InputFormats formats, List<Path> keyFiles) throws IOException {
    return formats.withLlmKey(
        keyFiles.stream().map(Path::toString).toList(),
        path -> {
          try (InputStream in = InputFiles.open(Path.of(path))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
          }
        });
  }

  /**
   * {@code first} and the analyses the format implies: an LLM format's text drift ({@link
   * TextDriftAnalysis}).
   */
  java.util.List<org.corefstats.core.evaluation.Analysis<?, ?>> analyses(
      java.util.List<org.corefstats.core.evaluation.Analysis<?, ?>> first) {
    if (llm() == null) {
      return first;
    }
    java.util.List<org.corefstats.core.evaluation.Analysis<?, ?>> all =
        new java.util.ArrayList<>(first);
    all.add(new TextDriftAnalysis());
    return all;
  }

  /** Refuses {@code --format llm-text|llm-json} where it does not apply. */
  void refuseLlm(String command) {
    refuseLlmEmptyNodesWithoutLlm();
    if (llm() != null) {
      throw new InvalidRequestException(
          command + " does not read --format " + format + ": it generates its own CoNLL files");
    }
  }

  /**
   * The formats to read in, without the parse columns the options of scoring may add; with {@code
   * --format llm-text|llm-json}, the responses as an LLM's output, whose key text is read where the
   * key is ({@link #withLlm} for score; a run's job on its driver).
   */
  InputFormats formats() {
    refuseLlmEmptyNodesWithoutLlm();
    InputFormats formats =
        new InputFormats(
            format == null || llm() != null ? null : Format.fromCode(format),
            spanEnd == null ? JsonlinesOptions.SpanEnd.AUTO : spanEnd,
            space == null ? JsonlinesOptions.Space.AUTO : space);
    return llm() == null
        ? formats
        : formats.withLlm(new LlmInput(llm(), Map.of(), llmEmptyNodes == LlmEmptyNodes.KEY));
  }

  private void refuseLlmEmptyNodesWithoutLlm() {
    if (llmEmptyNodes == LlmEmptyNodes.KEY && llm() == null) {
      throw new InvalidRequestException(
          "--llm-empty-nodes key applies only to --format llm-text or llm-json");
    }
  }

  /** A format's code, or an LLM format's. */
  static final class FormatConverter implements ITypeConverter<String> {
    @Override
    public String convert(String value) {
      for (LlmInput.Kind kind : LlmInput.Kind.values()) {
        if (kind.code().equalsIgnoreCase(value.strip())) {
          return kind.code();
        }
      }
      try {
        return Format.fromCode(value).code();
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            e.getMessage() + ", or llm-text or llm-json for the responses");
      }
    }
  }

  static final class LlmEmptyNodesConverter extends EnumCodes<LlmEmptyNodes> {
    LlmEmptyNodesConverter() {
      super(LlmEmptyNodes.OUTPUT, LlmEmptyNodes.KEY);
    }
  }

  static final class SpanEndConverter extends EnumCodes<JsonlinesOptions.SpanEnd> {
    SpanEndConverter() {
      super(JsonlinesOptions.SpanEnd.INCLUSIVE, JsonlinesOptions.SpanEnd.EXCLUSIVE);
    }
  }

  static final class SpaceConverter extends EnumCodes<JsonlinesOptions.Space> {
    SpaceConverter() {
      super(JsonlinesOptions.Space.WORD, JsonlinesOptions.Space.SUBTOKEN);
    }
  }
}
