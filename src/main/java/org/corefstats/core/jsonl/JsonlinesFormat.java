package org.corefstats.core.jsonl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.format.DocumentFormat;
import org.corefstats.core.format.ReadOptions;
import org.corefstats.core.format.SplitRule;
import org.corefstats.core.format.TextFormat;

/**
 * jsonlines of neural systems: {@code *.jsonl}, {@code *.jsonlines}, read by {@link
 * JsonlinesReader} with the {@link JsonlinesOptions} among the read options (every convention
 * detected per record, the key's {@code clusters}, when none are given); one document per line, so
 * cut at line ends. A record may hold the key and a system's predictions at once.
 */
public final class JsonlinesFormat implements DocumentFormat {
  private static final List<String> SUFFIXES = List.of(".jsonl", ".jsonlines");

  @Override
  public String name() {
    return "jsonl";
  }

  @Override
  public List<String> suffixes() {
    return SUFFIXES;
  }

  @Override
  public DocumentStream open(Path file, ReadOptions options, Consumer<Problem> problems)
      throws IOException {
    return JsonlinesReader.open(file, jsonlines(options), problems)
        .parseColumns(options.words())
        .inPiece(options.piece());
  }

  @Override
  public DocumentStream read(
      InputStream in, String fileName, ReadOptions options, Consumer<Problem> problems) {
    return JsonlinesReader.of(in, fileName, jsonlines(options), problems)
        .parseColumns(options.words())
        .inPiece(options.piece());
  }

  private static JsonlinesOptions jsonlines(ReadOptions options) {
    return options
        .setting(JsonlinesOptions.class)
        .orElseGet(() -> JsonlinesOptions.auto(JsonlinesOptions.Side.KEY))
        .withLenient(options.lenient());
  }

  @Override
  public boolean holdsBothSides() {
    return true;
  }

  @Override
  public SplitRule splitRule() {
    return SplitRule.LINES;
  }

  @Override
  public TextFormat text() {
    return new JsonlinesText();
  }
}
