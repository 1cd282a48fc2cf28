package org.corefstats.core.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;

/**
 * What one input format supplies, in its own package ({@code core/conll}, {@code core/conllu},
 * {@code core/jsonl}): its name and file-name rule, a reader of its documents, where a file may be
 * cut into pieces, and its text format for {@code convert}. The formats are listed once, in {@code
 * core/text/Format}, through which everything that depends on a file's format dispatches ({@code
 * DocumentStreams}, {@code TextFormats}, {@code Conversion}, Spark's {@code SplitReader}).
 * Implementations are stateless.
 */
public interface DocumentFormat {

  /** The name on the command line ({@code --format}) and the suffix a converted file gets. */
  String name();

  /**
   * The endings of the file names that say this format, lower case and {@code .gz} aside ({@code
   * .conll}, {@code _conll}).
   */
  List<String> suffixes();

  /** Whether a file's name, lower case with its {@code .gz} taken off, says this format. */
  default boolean names(String lowerCaseName) {
    return suffixes().stream().anyMatch(lowerCaseName::endsWith);
  }

  /** Opens a local file ({@code .gz} decompressed). */
  DocumentStream open(Path file, ReadOptions options, Consumer<Problem> problems)
      throws IOException;

  /**
   * Reads a stream that is already decompressed (a file read by Hadoop's file system, a piece of a
   * file, a test); {@code fileName} names it in problems.
   */
  DocumentStream read(
      InputStream in, String fileName, ReadOptions options, Consumer<Problem> problems);

  /**
   * Whether one file may hold the key and a system's output at once (jsonlines: {@code clusters}
   * and {@code predicted_clusters}): such a file, given as both, is read once for each side.
   */
  default boolean holdsBothSides() {
    return false;
  }

  /** Where a file may be cut into pieces read on their own. */
  SplitRule splitRule();

  /**
   * What a piece that does not start its file needs from the file's start (CoNLL-U: the {@code #
   * global.Entity} value), read from the file's first lines and passed on in {@link
   * ReadOptions#fileStart}; null when nothing.
   */
  default String fileStart(BufferedReader start) throws IOException {
    return null;
  }

  /** A new reader and writer of documents with their words, for {@code convert}. */
  TextFormat text();
}
