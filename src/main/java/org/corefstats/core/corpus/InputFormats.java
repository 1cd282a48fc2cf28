package org.corefstats.core.corpus;

import java.io.IOException;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.corefstats.core.conll.ConllReading;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.format.ReadOptions;
import org.corefstats.core.jsonl.JsonlinesOptions;
import org.corefstats.core.llm.LlmInput;
import org.corefstats.core.text.Format;

/**
 * How input files are read: each in the format its name says, or all in one format ({@code
 * --format}); a file whose name says none (given by itself) is CoNLL-2012, as it always was. For
 * jsonlines, the span convention and index space ({@code --span-end}, {@code --space}; detected per
 * record when not given).
 *
 * @param forced the format of every input, or null to go by the names
 * @param parseColumns whether a key is read with its words: a CoNLL-2012 key with its words, POS,
 *     parse bits and sentences (coval's options, CONE and the error analysis need them), a CoNLL-U
 *     key with the forms, UPOS and sentences of its nodes and a jsonlines key with its words and
 *     sentences (the error analysis)
 * @param responseParseColumns whether a CoNLL-2012 response is too (CONE with the response's NE
 *     column, or approx-only with an NE file as the key: the response's words)
 * @param conllReading whose reading of the coreference cells CoNLL-2012 inputs get: v8.01's, or
 *     coval's under the coval profile
 * @param llm responses an LLM wrote ({@code --format llm-text}), read against the key's CoNLL-U
 *     text; null otherwise
 */
public record InputFormats(
    Format forced,
    JsonlinesOptions.SpanEnd spanEnd,
    JsonlinesOptions.Space space,
    boolean parseColumns,
    boolean responseParseColumns,
    ConllReading conllReading,
    LlmInput llm)
    implements Serializable {
  public static final InputFormats BY_NAME = new InputFormats(null);

  public InputFormats {
    Objects.requireNonNull(spanEnd);
    Objects.requireNonNull(space);
    Objects.requireNonNull(conllReading);
  }

  /** Every jsonlines convention detected per record. */
  public InputFormats(Format forced) {
    this(forced, JsonlinesOptions.SpanEnd.AUTO, JsonlinesOptions.Space.AUTO);
  }

  /** The response without its parse columns. */
  public InputFormats(
      Format forced,
      JsonlinesOptions.SpanEnd spanEnd,
      JsonlinesOptions.Space space,
      boolean parseColumns) {
    this(forced, spanEnd, space, parseColumns, false, ConllReading.V801, null);
  }

  /** Without the parse columns. */
  public InputFormats(
      Format forced, JsonlinesOptions.SpanEnd spanEnd, JsonlinesOptions.Space space) {
    this(forced, spanEnd, space, false);
  }

  /** These formats, a key read with its words (parse columns in CoNLL-2012) or not. */
  public InputFormats withParseColumns(boolean collect) {
    return new InputFormats(
        forced, spanEnd, space, collect, responseParseColumns, conllReading, llm);
  }

  /** These formats, a CoNLL-2012 response read with its parse columns or not. */
  public InputFormats withResponseParseColumns(boolean collect) {
    return new InputFormats(forced, spanEnd, space, parseColumns, collect, conllReading, llm);
  }

  /** These formats, CoNLL-2012 cells read as {@code reading} says. */
  public InputFormats withConllReading(ConllReading reading) {
    return new InputFormats(
        forced, spanEnd, space, parseColumns, responseParseColumns, reading, llm);
  }

  /** These formats, the responses read as an LLM's output against the key ({@code null}: not). */
  public InputFormats withLlm(LlmInput input) {
    return new InputFormats(
        forced, spanEnd, space, parseColumns, responseParseColumns, conllReading, input);
  }

  /** Reads the text of an input file by its path. */
  @FunctionalInterface
  public interface TextReader {
    String read(String path) throws IOException;
  }

  /**
   * These formats with the key's CoNLL-U text that LLM responses are read against ({@code
   * keyFiles}, read by {@code reader}); as they are when the responses are not an LLM's or the text
   * is there already.
   *
   * @throws InvalidRequestException when a key file is not CoNLL-U (the key is the skeleton)
   */
  public InputFormats withLlmKey(List<String> keyFiles, TextReader reader) throws IOException {
    if (llm == null || !llm.skeletons().isEmpty()) {
      return this;
    }
    Map<String, String> skeletons = new LinkedHashMap<>();
    for (String path : keyFiles) {
      String name = path.substring(path.lastIndexOf('/') + 1);
      if (of(name) != Format.CONLLU) {
        throw new InvalidRequestException(
            "--format "
                + llm.kind().code()
                + " reads the responses against a CoNLL-U key (the track's gold, which is also the"
                + " skeleton): "
                + path
                + " is not *.conllu");
      }
      skeletons.put(name, reader.read(path));
    }
    return withLlm(llm.withSkeletons(skeletons));
  }

  /** Whether an input of this side is read with its words. */
  public boolean parseColumns(DocumentStreams.Side side) {
    return side == DocumentStreams.Side.KEY ? parseColumns : responseParseColumns;
  }

  /** The format a file is read in. */
  public Format of(String fileName) {
    if (forced != null) {
      return forced;
    }
    Format named = Format.ofFileName(fileName);
    return named == null ? Format.CONLL : named;
  }

  /**
   * The format a response's documents come in: CoNLL-U for an LLM's output (after the pipeline).
   */
  public Format ofResponse(String fileName) {
    return llm != null ? Format.CONLLU : of(fileName);
  }

  /**
   * How an input of one side is read: with its words or not, and, for jsonlines, the side's
   * clusters and the conventions given.
   */
  public ReadOptions readOptions(DocumentStreams.Side side, boolean lenient) {
    return ReadOptions.of(lenient, parseColumns(side))
        .with(jsonlines(side, lenient))
        .with(conllReading);
  }

  /** How a jsonlines input is read for one side. */
  JsonlinesOptions jsonlines(DocumentStreams.Side side, boolean lenient) {
    return JsonlinesOptions.auto(
            side == DocumentStreams.Side.KEY
                ? JsonlinesOptions.Side.KEY
                : JsonlinesOptions.Side.RESPONSE)
        .withSpanEnd(spanEnd)
        .withSpace(space)
        .withLenient(lenient);
  }
}
