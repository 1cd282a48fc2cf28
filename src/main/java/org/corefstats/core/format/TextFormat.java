package org.corefstats.core.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;

/**
 * Reading and writing one format's documents with their words, for {@code corefstats convert}.
 * Scoring does not go through here: each format's reader builds {@link
 * org.corefstats.core.document.Document}s directly.
 */
public interface TextFormat {
  /**
   * Every document of one input, with its problems (file, document, line) sent to {@code problems};
   * a broken mention is dropped as scoring drops it.
   */
  List<TextDocument> read(InputStream in, String fileName, Consumer<Problem> problems)
      throws IOException;

  /**
   * Writes the documents; what the format cannot hold is added to each document's notes by the
   * returned list (one entry per document, in order), so that the converter can report it.
   */
  List<List<String>> write(List<TextDocument> documents, OutputStream out) throws IOException;
}
