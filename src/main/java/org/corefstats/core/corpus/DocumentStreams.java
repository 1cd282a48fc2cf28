package org.corefstats.core.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.conllu.ConlluReader;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.jsonl.JsonlinesReader;
import org.corefstats.core.text.Format;

/** Opens the reader of an input's format: the one place where a format becomes a reader. */
public final class DocumentStreams {
  private DocumentStreams() {}

  /**
   * Which annotation of an input is read: a jsonlines file may hold the key ({@code clusters}) and
   * a system's predictions ({@code predicted_clusters}) in one record; the other formats have one.
   */
  public enum Side {
    KEY,
    RESPONSE
  }

  /** Opens a local file ({@code .gz} decompressed). */
  public static DocumentStream open(
      Path file, InputFormats formats, boolean lenient, Side side, Consumer<Problem> problems)
      throws IOException {
    Format format = formats.of(file.getFileName().toString());
    return switch (format) {
      case CONLL ->
          ConllReader.open(file, lenient, problems).parseColumns(formats.parseColumns(side));
      case CONLLU ->
          ConlluReader.open(file, lenient, problems).parseColumns(formats.parseColumns(side));
      case JSONL ->
          JsonlinesReader.open(file, formats.jsonlines(side, lenient), problems)
              .parseColumns(formats.parseColumns(side));
    };
  }

  /**
   * Reads a stream that is already decompressed (a file read by Hadoop's file system, a test);
   * {@code fileName} names it in problems and, unless the format is forced, says its format.
   */
  public static DocumentStream of(
      InputStream in,
      String fileName,
      InputFormats formats,
      boolean lenient,
      Side side,
      Consumer<Problem> problems) {
    Format format = formats.of(fileName);
    return switch (format) {
      case CONLL ->
          new ConllReader(in, fileName, lenient, problems).parseColumns(formats.parseColumns(side));
      case CONLLU ->
          ConlluReader.of(in, fileName, lenient, problems).parseColumns(formats.parseColumns(side));
      case JSONL ->
          JsonlinesReader.of(in, fileName, formats.jsonlines(side, lenient), problems)
              .parseColumns(formats.parseColumns(side));
    };
  }
}
