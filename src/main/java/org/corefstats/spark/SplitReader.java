package org.corefstats.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.LineRecordReader;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.conll.DocumentAssembler;
import org.corefstats.core.conllu.ConlluReader;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.DocumentStreams.Side;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.text.Format;

/**
 * Reads the splits of one task into documents, on an executor. Records are cut at {@code "\n#begin
 * document"} by Hadoop's {@link LineRecordReader}: a split skips its partial first record and reads
 * past its end to finish its last, so every document is read whole, once, whatever the split
 * boundaries (a header with blanks after '#' is not a cut point, so its document stays inside the
 * record before it: still whole). The cut swallows the newline and {@code #begin document} of each
 * header, which are given back here. Lines are numbered from the split's first record; the split's
 * line count lets the driver make them absolute. A split that is a whole file is streamed by our
 * own reader instead, with lines counted from the file's start.
 *
 * <p>A file that cannot be read becomes an {@code unreadable_input} problem of its sources instead
 * of failing the job, so that one broken system never stops the others.
 */
final class SplitReader implements FlatMapFunction<List<InputPlan.Split>, JobRecord> {
  private static final long serialVersionUID = 1L;
  static final byte[] DELIMITER = "\n#begin document".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] HEADER = "#begin document".getBytes(StandardCharsets.US_ASCII);

  /** CoNLL-U pieces are cut at {@code # newdoc}, whose text after the newline is given back. */
  static final byte[] NEWDOC = "\n# newdoc".getBytes(StandardCharsets.US_ASCII);

  private static final byte[] NEWDOC_LINE = "# newdoc".getBytes(StandardCharsets.US_ASCII);

  private final Broadcast<HadoopConf> hadoopConf;
  private final boolean lenient;
  private final InputFormats formats;

  SplitReader(Broadcast<HadoopConf> hadoopConf, boolean lenient, InputFormats formats) {
    this.hadoopConf = hadoopConf;
    this.lenient = lenient;
    this.formats = formats;
  }

  @Override
  public Iterator<JobRecord> call(List<InputPlan.Split> splits) {
    List<JobRecord> out = new ArrayList<>();
    readAll(splits, out::add);
    return out.iterator();
  }

  /** Reads the splits of one task, passing each record on as soon as it is read. */
  void readAll(List<InputPlan.Split> splits, Consumer<JobRecord> out) {
    Configuration conf = hadoopConf.value().get();
    CompressionCodecFactory codecs =
        new CompressionCodecFactory(conf); // loads codec classes: once per task
    for (InputPlan.Split split : splits) {
      if (split.whole()) {
        readWholeFile(conf, codecs, split, out);
      } else if (formats.of(split.path()) == Format.JSONL) {
        readLines(conf, split, out);
      } else if (formats.of(split.path()) == Format.CONLLU) {
        readConlluPiece(conf, split, out);
      } else {
        read(conf, split, out);
      }
    }
  }

  private void read(Configuration conf, InputPlan.Split split, Consumer<JobRecord> records) {
    DocumentAssembler assembler =
        new DocumentAssembler(
            split.display(),
            lenient,
            problem -> addProblem(records, split, problem),
            document -> {
              for (int source : split.sources()) {
                records.accept(new SourcedDocument(source, split.file(), split.start(), document));
              }
            });
    assembler.parseColumns(words(split));
    long line = 1; // of the current record's first line, counted from the split's first record
    try (LineRecordReader reader = new LineRecordReader(DELIMITER)) {
      reader.initialize(
          new FileSplit(new Path(split.path()), split.start(), split.length(), (String[]) null),
          new TaskAttemptContextImpl(conf, new TaskAttemptID()));
      boolean afterDelimiter =
          split.start() > 0; // only a file's very first record has no header cut off
      while (reader.nextKeyValue()) {
        Text record = reader.getCurrentValue();
        line = feed(assembler, record.getBytes(), record.getLength(), afterDelimiter, line);
        afterDelimiter = true;
      }
      assembler.end(line - 1);
    } catch (IOException | RuntimeException e) {
      assembler.end(line - 1);
      addProblem(
          records,
          split,
          Problem.of(
              ProblemKind.UNREADABLE_INPUT,
              split.display(),
              null,
              0,
              "cannot read "
                  + (split.start() > 0 ? "bytes from " + split.start() + " of " : "")
                  + "the file: "
                  + e));
    }
    records.accept(new SplitLines(split.file(), split.start(), line - 1));
  }

  /**
   * A whole file is streamed by the reader of its format: lines counted from the file's start, no
   * record cutting. A jsonlines file that is both the key and a system's output is read once for
   * each side (its {@code clusters} and its {@code predicted_clusters}).
   */
  private void readWholeFile(
      Configuration conf,
      CompressionCodecFactory codecs,
      InputPlan.Split split,
      Consumer<JobRecord> records) {
    Format format = formats.of(split.path());
    int[] keySources = Arrays.stream(split.sources()).filter(s -> s == InputPlan.KEY).toArray();
    int[] systemSources = Arrays.stream(split.sources()).filter(s -> s != InputPlan.KEY).toArray();
    if (format == Format.JSONL && keySources.length > 0 && systemSources.length > 0) {
      readWholeFile(conf, codecs, split.withSources(keySources), Side.KEY, records);
      readWholeFile(conf, codecs, split.withSources(systemSources), Side.RESPONSE, records);
    } else {
      readWholeFile(conf, codecs, split, keySources.length > 0 ? Side.KEY : Side.RESPONSE, records);
    }
  }

  private void readWholeFile(
      Configuration conf,
      CompressionCodecFactory codecs,
      InputPlan.Split split,
      Side side,
      Consumer<JobRecord> records) {
    Path path = new Path(split.path());
    try {
      // the local file system's checksummed view looks for a .crc file at every open: read the
      // plain one
      FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
      CompressionCodec codec = codecs.getCodec(path);
      InputStream in = fs.open(path);
      if (codec != null) {
        in = codec.createInputStream(in);
      }
      try (DocumentStream reader =
          DocumentStreams.of(
              in, split.display(), formats, lenient, side, p -> addProblem(records, split, p))) {
        for (Document d; (d = reader.next()) != null; ) {
          for (int source : split.sources()) {
            records.accept(new SourcedDocument(source, split.file(), 0, d));
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      addProblem(
          records,
          split,
          Problem.of(
              ProblemKind.UNREADABLE_INPUT,
              split.display(),
              null,
              0,
              "cannot read the file: " + e));
    }
    // a whole file needs no line count: its lines are numbered from its start
  }

  /**
   * A piece of a jsonlines file: one document per line, so Hadoop's line reader cuts it (a piece
   * skips its partial first line and reads past its end to finish its last) and the lines are
   * streamed to the jsonlines reader, numbered from the piece's first line as {@link #read} numbers
   * them. A file that is both the key and a system's output is read once for each side.
   */
  private void readLines(Configuration conf, InputPlan.Split split, Consumer<JobRecord> records) {
    int[] keySources = Arrays.stream(split.sources()).filter(s -> s == InputPlan.KEY).toArray();
    int[] systemSources = Arrays.stream(split.sources()).filter(s -> s != InputPlan.KEY).toArray();
    long lines = 0;
    if (keySources.length > 0) {
      lines = readLines(conf, split.withSources(keySources), Side.KEY, records);
    }
    if (systemSources.length > 0) {
      lines = readLines(conf, split.withSources(systemSources), Side.RESPONSE, records);
    }
    records.accept(new SplitLines(split.file(), split.start(), lines));
  }

  /** Reads the piece for one side; returns its line count. */
  private long readLines(
      Configuration conf, InputPlan.Split split, Side side, Consumer<JobRecord> records) {
    try (LineRecordReader lines = new LineRecordReader();
        RecordStream stream = new RecordStream(lines, new byte[0], false)) {
      lines.initialize(
          new FileSplit(new Path(split.path()), split.start(), split.length(), (String[]) null),
          new TaskAttemptContextImpl(conf, new TaskAttemptID()));
      try (DocumentStream reader =
          DocumentStreams.of(
              stream,
              split.display(),
              formats,
              lenient,
              side,
              p -> addProblem(records, split, p))) {
        passDocuments(reader, split, records);
      }
      return stream.newlines;
    } catch (IOException | RuntimeException e) {
      unreadable(records, split, e);
      return 0;
    }
  }

  /**
   * Whether a piece's documents are read with their words (the key's when the error analysis or
   * coval's options need them): as {@link DocumentStreams} reads a whole file, for either side the
   * piece is of.
   */
  private boolean words(InputPlan.Split split) {
    boolean key = split.isOfKey() && formats.parseColumns(Side.KEY);
    boolean response =
        Arrays.stream(split.sources()).anyMatch(s -> s != InputPlan.KEY)
            && formats.parseColumns(Side.RESPONSE);
    return key || response;
  }

  /**
   * A piece of a CoNLL-U file, cut at {@code # newdoc} as CoNLL-2012 at {@code #begin document}
   * (the cut's {@code # newdoc} given back), streamed to the CoNLL-U reader. A piece that starts in
   * the middle of the file gets the {@code # global.Entity} the file declares at its start.
   * Entities are per document in CoNLL-U scoring (MODES-AND-FORMATS.md 1.5), so a piece scores as
   * the whole file; only the file-wide checks of {@code SplitAnte=} and {@code Bridge=} (warnings)
   * see one piece at a time.
   */
  private void readConlluPiece(
      Configuration conf, InputPlan.Split split, Consumer<JobRecord> records) {
    long lines = 0;
    try (LineRecordReader reader = new LineRecordReader(NEWDOC)) {
      String header = split.start() > 0 ? entityHeader(conf, split) : null;
      reader.initialize(
          new FileSplit(new Path(split.path()), split.start(), split.length(), (String[]) null),
          new TaskAttemptContextImpl(conf, new TaskAttemptID()));
      RecordStream stream = new RecordStream(reader, NEWDOC_LINE, split.start() > 0);
      try (ConlluReader conllu =
          ConlluReader.of(stream, split.display(), lenient, p -> addProblem(records, split, p))
              .withEntityHeader(header)
              .parseColumns(words(split))) {
        passDocuments(conllu, split, records);
      }
      lines = stream.newlines;
    } catch (IOException | RuntimeException e) {
      unreadable(records, split, e);
    }
    records.accept(new SplitLines(split.file(), split.start(), lines));
  }

  /**
   * The {@code # global.Entity} value a CoNLL-U file declares before its first sentence (it comes
   * after the first {@code # newdoc}), or null.
   */
  private static String entityHeader(Configuration conf, InputPlan.Split split) throws IOException {
    Path path = new Path(split.path());
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(fs.open(path), StandardCharsets.UTF_8))) {
      for (String line; (line = in.readLine()) != null; ) {
        String value = ConlluReader.entityHeader(line);
        if (value != null) {
          return value;
        }
        if (!line.isBlank() && !line.startsWith("#")) {
          return null; // a word line: no header before the first sentence
        }
      }
    }
    return null;
  }

  /**
   * The records of a piece as one stream: each record ended by the newline of the delimiter that
   * ended it, and every record after a cut preceded by the delimiter's text the cut swallowed (none
   * for lines). Counts the newlines, which are the piece's lines (the last record of a file gets
   * one more, which nothing after it counts from).
   */
  private static final class RecordStream extends InputStream {
    private final LineRecordReader reader;
    private final byte[] restored;
    private boolean restoreNext;
    private byte[] current = new byte[0];
    private int length;
    private int at = 1; // past the (empty) record before the first
    long newlines;

    /**
     * @param restored the delimiter's text after its newline, put back before each record after a
     *     cut
     * @param firstAfterCut whether the first record follows a cut (a piece that does not start the
     *     file)
     */
    RecordStream(LineRecordReader reader, byte[] restored, boolean firstAfterCut) {
      this.reader = reader;
      this.restored = restored;
      this.restoreNext = firstAfterCut;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (at > length) { // the current record and its newline are used up
        if (!reader.nextKeyValue()) {
          return -1;
        }
        Text record = reader.getCurrentValue();
        if (restoreNext && restored.length > 0) {
          current = new byte[restored.length + record.getLength()];
          System.arraycopy(restored, 0, current, 0, restored.length);
          System.arraycopy(record.getBytes(), 0, current, restored.length, record.getLength());
          length = current.length;
        } else {
          current = record.getBytes();
          length = record.getLength();
        }
        restoreNext = true;
        at = 0;
        for (int i = 0; i < length; i++) {
          if (current[i] == '\n') {
            newlines++;
          }
        }
      }
      if (at == length) {
        b[off] = '\n';
        at++;
        newlines++;
        return 1;
      }
      int n = Math.min(len, length - at);
      System.arraycopy(current, at, b, off, n);
      at += n;
      return n;
    }
  }

  /**
   * Feeds one record's lines to the assembler; returns the line number after the record. A record
   * of n newlines spans n + 1 lines, the last ended by the delimiter's newline (an empty last
   * segment is a blank line; at the end of a file it is ignored and nothing follows it).
   */
  private static long feed(
      DocumentAssembler assembler, byte[] bytes, int length, boolean afterDelimiter, long line) {
    int start = 0;
    boolean first = true;
    while (start <= length) {
      int end = start;
      while (end < length && bytes[end] != '\n') {
        end++;
      }
      if (first && afterDelimiter) {
        byte[] header = new byte[HEADER.length + end - start];
        System.arraycopy(HEADER, 0, header, 0, HEADER.length);
        System.arraycopy(bytes, start, header, HEADER.length, end - start);
        assembler.line(header, 0, header.length, line);
      } else {
        assembler.line(bytes, start, end, line);
      }
      first = false;
      line++;
      start = end + 1;
    }
    return line; // the delimiter's newline ends the record's last line
  }

  /** Every document of a piece, for each of its sources, lines counted from the piece. */
  private static void passDocuments(
      DocumentStream reader, InputPlan.Split split, Consumer<JobRecord> records)
      throws IOException {
    for (Document d; (d = reader.next()) != null; ) {
      for (int source : split.sources()) {
        records.accept(new SourcedDocument(source, split.file(), split.start(), d));
      }
    }
  }

  /** A piece that could not be read: a problem of its sources, not a failed job. */
  private static void unreadable(Consumer<JobRecord> records, InputPlan.Split split, Exception e) {
    addProblem(
        records,
        split,
        Problem.of(
            ProblemKind.UNREADABLE_INPUT,
            split.display(),
            null,
            0,
            "cannot read bytes from " + split.start() + " of the file: " + e));
  }

  private static void addProblem(
      Consumer<JobRecord> records, InputPlan.Split split, Problem problem) {
    for (int source : split.sources()) {
      records.accept(new SourcedProblem(source, split.file(), split.start(), problem));
    }
  }
}
