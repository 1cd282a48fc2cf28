package org.corefstats.core.jsonl;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.conll.LineSource;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.DocumentWords;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * Streams the documents of one jsonlines input (docs/explanation/corefud-and-coval.md section 7),
 * one line, hence one document, at a time: only the current line is held, never the file. Files
 * ending in {@code .gz} are decompressed. Blank lines are skipped; a line that is not a record is
 * reported and skipped, and reading goes on.
 *
 * <p>Each document's tokens are its words, all on the record's line: {@link Document#firstLine()}
 * and every {@link Document#tokenLine} are that line. Its words are compared with the key's (as
 * CoNLL words are) in word space; in subtoken space the record holds only subtokens, so the
 * document has no words and the comparison is skipped.
 *
 * <pre>{@code
 * try (JsonlinesReader reader = JsonlinesReader.open(path, options, problems::add)) {
 *   for (Document d; (d = reader.next()) != null; ) { ... }
 * }
 * }</pre>
 */
public final class JsonlinesReader implements DocumentStream {
  private static final int INITIAL_BUFFER = 1 << 16;

  private final InputStream in;
  private final LineSource lines;
  private final String fileName;
  private final JsonlinesOptions options;
  private final Consumer<Problem> problems;
  private long lineNumber;
  private long records;
  private boolean eof;
  private boolean keepWords;
  private boolean piece;

  private JsonlinesReader(
      InputStream in, String fileName, JsonlinesOptions options, Consumer<Problem> problems) {
    this.in = in;
    this.lines = new LineSource(in);
    this.fileName = fileName;
    this.options = options;
    this.problems = problems;
  }

  /** Opens a file ({@code .gz} decompressed). */
  public static JsonlinesReader open(
      Path file, JsonlinesOptions options, Consumer<Problem> problems) throws IOException {
    InputStream in = Files.newInputStream(file);
    try {
      if (file.getFileName().toString().endsWith(".gz")) {
        in = new GZIPInputStream(in, INITIAL_BUFFER);
      }
      return new JsonlinesReader(in, file.toString(), options, problems);
    } catch (IOException e) {
      in.close();
      throw e;
    }
  }

  /** Wraps a stream that is not a file (tests, Spark records); {@code fileName} names it. */
  public static JsonlinesReader of(
      InputStream in, String fileName, JsonlinesOptions options, Consumer<Problem> problems) {
    return new JsonlinesReader(new BufferedInputStream(in), fileName, options, problems);
  }

  /**
   * Whether each document carries its words and sentences ({@link Document#words()}): a key read
   * for the error analysis. In subtoken space the words are the subtokens joined.
   */
  public JsonlinesReader parseColumns(boolean collect) {
    keepWords = collect;
    return this;
  }

  /**
   * Whether the input is a piece of a file (Spark's splits): a piece without a document is not an
   * empty file.
   */
  public JsonlinesReader inPiece(boolean isPiece) {
    piece = isPiece;
    return this;
  }

  /** The next document, or null at the end of the input. */
  @Override
  public Document next() throws IOException {
    RecordReading r;
    while ((r = nextRecord()) != null) {
      if (r != RecordReading.NONE) {
        return document(r);
      }
    }
    return null;
  }

  /**
   * The next record's reading, {@link RecordReading#NONE} for a line that gives no document, or
   * null at the end.
   */
  RecordReading nextRecord() throws IOException {
    if (eof) {
      return null;
    }
    if (!lines.next()) {
      eof = true;
      if (records == 0 && !piece) {
        problems.accept(
            Problem.of(
                ProblemKind.EMPTY_FILE,
                fileName,
                null,
                0,
                (lineNumber == 0 ? "empty file" : lineNumber + " blank lines")
                    + " without any jsonlines record"));
      }
      return null;
    }
    lineNumber++;
    byte[] buf = lines.buffer();
    int from = lines.start();
    int to = lines.end();
    if (blank(buf, from, to)) {
      return RecordReading.NONE;
    }
    records++;
    JsonRecord record;
    try {
      record = RecordParser.parse(buf, from, to, lineNumber);
    } catch (RecordParser.NotAnObject e) {
      RecordReading.notAnObject(fileName, lineNumber, e.getMessage(), options.lenient(), problems);
      return RecordReading.NONE;
    }
    RecordReading r = RecordReading.read(record, options, fileName, problems);
    return r == null ? RecordReading.NONE : r;
  }

  private Document document(RecordReading r) {
    int[] wordHash = null;
    if (r.words != null) {
      wordHash = new int[r.wordCount];
      for (int w = 0; w < wordHash.length; w++) {
        wordHash[w] = Document.wordHash(r.words[w]);
      }
    }
    int[] tokenLine = new int[r.wordCount]; // every word on the record's line
    Document d =
        Document.read(
            r.name, fileName, r.line, r.wordCount, r.entityIds, r.entities, tokenLine, wordHash);
    if (keepWords) {
      d = d.withWords(DocumentWords.ofWords(r.textWords(), sentences(r)));
    }
    if (r.dependencyHead == null) {
      return d;
    }
    int[] heads = new int[d.mentionCount()];
    for (int m = 0; m < heads.length; m++) {
      heads[m] = r.headOf(d.mentionFirst(m), d.mentionLast(m));
    }
    return d.withHeads(heads);
  }

  /**
   * The 0-based sentence of each word: a new sentence where the record's sentence changes (a word
   * of unknown sentence stays in the one before); one sentence when the record says none.
   */
  private static int[] sentences(RecordReading r) {
    int[] out = new int[r.wordCount];
    if (r.sentenceOfWord == null) {
      return out;
    }
    int current = -1;
    int known = Integer.MIN_VALUE;
    for (int w = 0; w < out.length; w++) {
      int s = r.sentenceOfWord[w];
      if (s >= 0 && s != known) {
        known = s;
        current++;
      }
      out[w] = Math.max(current, 0);
    }
    return out;
  }

  /**
   * Whether the line {@code from..to} holds only spaces, tabs and CRs (a blank line is skipped).
   */
  static boolean blank(byte[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      byte b = buf[i];
      if (b != ' ' && b != '\t' && b != '\r') {
        return false;
      }
    }
    return true;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
