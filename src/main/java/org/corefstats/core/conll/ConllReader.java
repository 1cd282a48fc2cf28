package org.corefstats.core.conll;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * Streams the documents of one CoNLL input, one at a time: only the current document's annotations
 * are held, never the file. Lines end at {@code \n}; a {@code \r} before it is kept (see {@link
 * DocumentAssembler}). Files ending in {@code .gz} are decompressed.
 *
 * <pre>{@code
 * try (ConllReader reader = ConllReader.open(path, false, problems::add)) {
 *   for (Document d; (d = reader.next()) != null; ) { ... }
 * }
 * }</pre>
 */
public final class ConllReader implements DocumentStream {
  private static final int INITIAL_BUFFER = 1 << 16;

  private final InputStream in;
  private final DocumentAssembler assembler;
  private final ArrayDeque<Document> ready = new ArrayDeque<>(2);
  private final LineSource lines;
  private final String fileName;
  private final Consumer<Problem> problems;
  private long lineNumber;
  private long documents;
  private boolean eof;
  private boolean piece;

  public ConllReader(InputStream in, String fileName, boolean lenient, Consumer<Problem> problems) {
    this.in = in;
    this.lines = new LineSource(in);
    this.fileName = fileName;
    this.problems = problems;
    this.assembler =
        new DocumentAssembler(
            fileName,
            lenient,
            problems,
            d -> {
              documents++;
              ready.add(d);
            });
  }

  /** Opens a file; {@code lenient} drops broken mentions with a warning instead of an error. */
  public static ConllReader open(Path file, boolean lenient, Consumer<Problem> problems)
      throws IOException {
    InputStream in = Files.newInputStream(file);
    try {
      if (file.getFileName().toString().endsWith(".gz")) {
        in = new GZIPInputStream(in, INITIAL_BUFFER);
      }
      return new ConllReader(in, file.toString(), lenient, problems);
    } catch (IOException e) {
      in.close();
      throw e;
    }
  }

  /**
   * Sends the token and blank lines of every document to {@code lines} as they are read, each
   * document's before {@link #next} returns it.
   */
  ConllReader tokenLines(DocumentAssembler.TokenLines lines) {
    assembler.lineSink(lines);
    return this;
  }

  /**
   * Reads coval's columns too (words, POS, parse bits, sentences: {@link Document#parse()}), in the
   * same pass; scoring without coval's options does not ask for them.
   */
  public ConllReader parseColumns(boolean collect) {
    assembler.parseColumns(collect);
    return this;
  }

  /** Reads the coreference cells as coval does ({@link DocumentAssembler#covalReading}). */
  public ConllReader covalReading(boolean coval) {
    assembler.covalReading(coval);
    return this;
  }

  /**
   * Whether the input is a piece of a file (Spark's splits): a piece without a document is not an
   * empty file.
   */
  public ConllReader inPiece(boolean isPiece) {
    piece = isPiece;
    return this;
  }

  @Override
  public Document next() throws IOException {
    while (ready.isEmpty() && !eof) {
      readLine();
    }
    return ready.poll();
  }

  private void readLine() throws IOException {
    if (lines.next()) {
      assembler.line(lines.buffer(), lines.start(), lines.end(), ++lineNumber);
    } else {
      assembler.end(lineNumber);
      eof = true;
      if (documents == 0 && !piece) {
        problems.accept(
            Problem.of(
                ProblemKind.EMPTY_FILE,
                fileName,
                null,
                0,
                (lineNumber == 0 ? "empty file" : lineNumber + " lines")
                    + " without any '#begin document' line"));
      }
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** Wraps a stream that is not a file (tests, Spark records). */
  public static ConllReader of(
      InputStream in, String name, boolean lenient, Consumer<Problem> problems) {
    return new ConllReader(new BufferedInputStream(in), name, lenient, problems);
  }
}
