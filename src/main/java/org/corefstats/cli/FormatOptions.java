package org.corefstats.cli;

import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.jsonl.JsonlinesOptions;
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
              + " named otherwise is CoNLL-2012)")
  private Format format;

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

  /** The formats to read in, without the parse columns the options of scoring may add. */
  InputFormats formats() {
    return new InputFormats(
        format,
        spanEnd == null ? JsonlinesOptions.SpanEnd.AUTO : spanEnd,
        space == null ? JsonlinesOptions.Space.AUTO : space);
  }

  static final class FormatConverter implements ITypeConverter<Format> {
    @Override
    public Format convert(String value) {
      return Format.fromCode(value);
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
