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
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.LineRecordReader;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.DocumentStreams.Side;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.format.DocumentFormat;
import org.corefstats.core.format.ReadOptions;
import org.corefstats.core.format.RecordStream;
import org.corefstats.core.format.SplitRule;

/**
 * Reads the splits of one task into documents, on an executor, each by the {@link DocumentFormat}
 * of its file. A split that is a whole file is streamed by the format's reader, with lines counted
 * from the file's start. A piece of a larger file is cut by its format's {@link SplitRule} with
 * Hadoop's {@link LineRecordReader}: a piece skips its partial first record and reads past its end
 * to finish its last, so every document is read whole, once, whatever the split boundaries. The cut
 * swallows the newline and marker of each record, which are given back before the records are
 * streamed to the format's reader, with what a piece needs from its file's start ({@link
 * DocumentFormat#fileStart}). Lines are numbered from the piece's first record; the piece's line
 * count lets the driver make them absolute.
 *
 * <p>A file that cannot be read becomes an {@code unreadable_input} problem of its sources instead
 * of failing the job, so that one broken system never stops the others.
 */
final class SplitReader implements FlatMapFunction<List<InputPlan.Split>, JobRecord> {
  private static final long serialVersionUID = 1L;

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
      DocumentFormat format = formats.of(split.path()).implementation();
      if (split.whole()) {
        readWholeFile(conf, codecs, split, format, out);
      } else {
        readPiece(conf, split, format, out);
      }
    }
  }

  /**
   * A whole file is streamed by the reader of its format: lines counted from the file's start, no
   * record cutting. A file that holds both sides ({@link DocumentFormat#holdsBothSides}: jsonlines'
   * {@code clusters} and {@code predicted_clusters}) and is both the key and a system's output is
   * read once for each side.
   */
  private void readWholeFile(
      Configuration conf,
      CompressionCodecFactory codecs,
      InputPlan.Split split,
      DocumentFormat format,
      Consumer<JobRecord> records) {
    bySide(
        split, format, (part, side, bothSides) -> readWholeFile(conf, codecs, part, side, records));
  }

  /** How a split is read, for the sources of one side. */
  private interface SideRead {
    long read(InputPlan.Split part, Side side, boolean bothSides);
  }

  /**
   * Reads a split for the side of its sources, or once for each side when its format holds both and
   * it is both the key and a system's output; the lines of the last read.
   */
  private static long bySide(InputPlan.Split split, DocumentFormat format, SideRead read) {
    int[] keySources = Arrays.stream(split.sources()).filter(s -> s == InputPlan.KEY).toArray();
    int[] systemSources = Arrays.stream(split.sources()).filter(s -> s != InputPlan.KEY).toArray();
    if (format.holdsBothSides() && keySources.length > 0 && systemSources.length > 0) {
      read.read(split.withSources(keySources), Side.KEY, true);
      return read.read(split.withSources(systemSources), Side.RESPONSE, true);
    }
    return read.read(split, keySources.length > 0 ? Side.KEY : Side.RESPONSE, false);
  }

  private long readWholeFile(
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
        passDocuments(reader, split, records);
      }
    } catch (IOException | RuntimeException e) {
      unreadable(records, split, e);
    }
    return 0; // a whole file needs no line count: its lines are numbered from its start
  }

  /**
   * A piece of a file: one read, or, for a file that holds both sides and is both the key and a
   * system's output, one for each side; the piece's line count follows its documents.
   */
  private void readPiece(
      Configuration conf,
      InputPlan.Split split,
      DocumentFormat format,
      Consumer<JobRecord> records) {
    long lines =
        bySide(
            split,
            format,
            (part, side, bothSides) -> {
              ReadOptions options = formats.readOptions(side, lenient);
              return readPiece(
                  conf,
                  part,
                  format,
                  bothSides ? options : options.withWords(words(part)),
                  records);
            });
    records.accept(new SplitLines(split.file(), split.start(), lines));
  }

  /**
   * Reads a piece with these options: its records cut by the format's {@link SplitRule}, each after
   * a cut given back its marker, streamed to the format's reader; returns the piece's line count
   * (as far as it was read).
   */
  private long readPiece(
      Configuration conf,
      InputPlan.Split split,
      DocumentFormat format,
      ReadOptions options,
      Consumer<JobRecord> records) {
    SplitRule rule = format.splitRule();
    RecordStream stream = null;
    try (LineRecordReader reader = new LineRecordReader(rule.delimiter())) {
      String start = split.start() > 0 ? fileStart(conf, split, format) : null;
      reader.initialize(
          new FileSplit(new Path(split.path()), split.start(), split.length(), (String[]) null),
          new TaskAttemptContextImpl(conf, new TaskAttemptID()));
      stream =
          new RecordStream(
              new RecordStream.Records() {
                @Override
                public boolean next() throws IOException {
                  return reader.nextKeyValue();
                }

                @Override
                public byte[] bytes() {
                  return reader.getCurrentValue().getBytes();
                }

                @Override
                public int length() {
                  return reader.getCurrentValue().getLength();
                }
              },
              rule.restored(),
              split.start() > 0);
      try (DocumentStream documents =
          format.read(
              stream,
              split.display(),
              options.forPiece(start),
              p -> addProblem(records, split, p))) {
        passDocuments(documents, split, records);
      }
    } catch (IOException | RuntimeException e) {
      unreadable(records, split, e);
    }
    return stream == null ? 0 : stream.newlines();
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

  /** What a piece from the middle of a file needs from the file's start, read by its format. */
  private static String fileStart(Configuration conf, InputPlan.Split split, DocumentFormat format)
      throws IOException {
    Path path = new Path(split.path());
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(fs.open(path), StandardCharsets.UTF_8))) {
      return format.fileStart(in);
    }
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
            "cannot read "
                + (split.start() > 0 ? "bytes from " + split.start() + " of " : "")
                + "the file: "
                + e));
  }

  private static void addProblem(
      Consumer<JobRecord> records, InputPlan.Split split, Problem problem) {
    for (int source : split.sources()) {
      records.accept(new SourcedProblem(source, split.file(), split.start(), problem));
    }
  }
}
