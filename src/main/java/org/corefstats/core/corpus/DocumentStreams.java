package org.corefstats.core.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;

/**
 * Opens the reader of an input's format ({@link org.corefstats.core.text.Format}'s {@link
 * org.corefstats.core.format.DocumentFormat}) with the options of {@link InputFormats}: the one
 * place where an input becomes a reader, for {@code score}, {@code run} and {@code perturb}.
 */
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
    if (side == Side.RESPONSE && formats.llm() != null) {
      try (InputStream in = InputFiles.open(file)) {
        return formats
            .llm()
            .read(in, file.toString(), formats.readOptions(side, lenient), problems);
      }
    }
    return formats
        .of(file.getFileName().toString())
        .implementation()
        .open(file, formats.readOptions(side, lenient), problems);
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
    if (side == Side.RESPONSE && formats.llm() != null) {
      return formats.llm().read(in, fileName, formats.readOptions(side, lenient), problems);
    }
    return formats
        .of(fileName)
        .implementation()
        .read(in, fileName, formats.readOptions(side, lenient), problems);
  }
}
