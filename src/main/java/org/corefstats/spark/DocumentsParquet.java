package org.corefstats.spark;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopStreams;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.apache.spark.SparkContext;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.VersionUtils;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * Writes documents.parquet from the executors with the Parquet library itself, one file per
 * partition: the Parquet schema and footer that Spark SQL writes (its schema of the columns, {@link
 * ScoreTableSchema#DOCUMENTS}), so that Spark and any Parquet reader get the same typed rows,
 * without converting every row to Spark SQL's rows first. A retried task rewrites its file.
 */
final class DocumentsParquet implements VoidFunction<Iterator<DocumentScore>> {
  private static final long serialVersionUID = 1L;

  /** The footer entries by which Spark reads back its own schema (nullability included). */
  static final String SPARK_VERSION_KEY = "org.apache.spark.version";

  static final String SPARK_SCHEMA_KEY = "org.apache.spark.sql.parquet.row.metadata";

  /** Spark SQL's setting of the codec (snappy unless set), honoured as Spark SQL would. */
  static final String CODEC_SETTING = "spark.sql.parquet.compression.codec";

  /**
   * Numbers are written plain, without a dictionary: fractions rarely repeat, and a dictionary
   * (kept for the counts by Spark SQL's writer) costs more time than it saves bytes (writing takes
   * about a third less time; files are about as large).
   */
  private static final List<String> PLAIN_COLUMNS =
      ScoreTable.DOCUMENT_COLUMNS.stream()
          .filter(c -> !c.text())
          .map(ScoreTable.Column::name)
          .toList();

  private final Broadcast<HadoopConf> conf;
  private final String dir;
  private final List<String> systems;
  private final List<String> settings; // null: one setting, no setting column
  private final String codec;
  private final Map<String, String> footer;

  /**
   * @param systems source names by source index
   * @param settings the settings' names when there are several (a setting column), else null
   */
  DocumentsParquet(
      Broadcast<HadoopConf> conf,
      String dir,
      List<String> systems,
      List<String> settings,
      SparkContext spark) {
    this.conf = conf;
    this.dir = dir;
    this.systems = systems;
    this.settings = settings;
    String codec = spark.getConf().get(CODEC_SETTING, "snappy").toLowerCase(Locale.ROOT);
    this.codec = codec.equals("none") ? "uncompressed" : codec;
    this.footer =
        Map.of(
            SPARK_VERSION_KEY,
            VersionUtils.shortVersion(spark.version()),
            SPARK_SCHEMA_KEY,
            (settings == null ? ScoreTableSchema.DOCUMENTS : ScoreTableSchema.DOCUMENTS_BY_SETTING)
                .json());
  }

  /**
   * Writes the partition's rows as {@code part-NNNNN.<codec>.parquet}; an empty partition writes
   * nothing, except the first, so that an empty table still has its schema.
   */
  @Override
  public void call(Iterator<DocumentScore> scores) throws IOException {
    int part = TaskContext.getPartitionId();
    if (!scores.hasNext() && part > 0) {
      return;
    }
    CompressionCodecName codecName = CompressionCodecName.fromConf(codec);
    Path path =
        new Path(
            dir, String.format(Locale.ROOT, "part-%05d%s.parquet", part, codecName.getExtension()));
    Configuration hadoop = conf.value().get();
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(hadoop));
    Builder builder =
        new Builder(
                new FileOutput(fs, path),
                footer,
                settings == null
                    ? ScoreTableSchema.DOCUMENTS_PARQUET
                    : ScoreTableSchema.DOCUMENTS_BY_SETTING_PARQUET)
            .withConf(hadoop)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withCompressionCodec(codecName);
    for (String column : PLAIN_COLUMNS) {
      builder = builder.withDictionaryEncoding(column, false);
    }
    try (ParquetWriter<Object[]> writer = builder.build()) {
      while (scores.hasNext()) {
        DocumentScore d = scores.next();
        String system = systems.get(d.source());
        for (int i = 0; i < d.settings(); i++) {
          String setting = settings == null ? null : settings.get(i);
          for (ScoreRow r : ScoreTable.rows(d.counts()[i])) {
            writer.write(ScoreTable.values(system, setting, d.document(), r));
          }
        }
      }
    }
  }

  static final class Builder extends ParquetWriter.Builder<Object[], Builder> {
    private final Map<String, String> footer;
    private final MessageType schema;

    Builder(OutputFile file, Map<String, String> footer, MessageType schema) {
      super(file);
      this.footer = footer;
      this.schema = schema;
    }

    @Override
    protected Builder self() {
      return this;
    }

    @Override
    protected WriteSupport<Object[]> getWriteSupport(Configuration conf) {
      return new RowWriteSupport(footer, schema);
    }
  }

  /**
   * Writes the typed values of a row ({@link ScoreTable#values}) as Spark SQL writes a row: a null
   * leaves its (optional) column out.
   */
  static final class RowWriteSupport extends WriteSupport<Object[]> {
    private final MessageType schema;
    private final Map<String, String> footer;
    private RecordConsumer out;

    RowWriteSupport(Map<String, String> footer, MessageType schema) {
      this.footer = footer;
      this.schema = schema;
    }

    @Override
    public WriteContext init(Configuration configuration) {
      return new WriteContext(schema, footer);
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
      out = recordConsumer;
    }

    @Override
    public void write(Object[] values) {
      out.startMessage();
      for (int i = 0; i < values.length; i++) {
        Object value = values[i];
        Type column = schema.getType(i);
        if (value == null) {
          if (column.isRepetition(Type.Repetition.REQUIRED)) {
            throw new IllegalArgumentException("no value for required column " + column.getName());
          }
          continue;
        }
        out.startField(column.getName(), i);
        if (value instanceof String s) {
          out.addBinary(Binary.fromString(s));
        } else if (value instanceof Long l) {
          out.addLong(l);
        } else {
          out.addDouble((Double) value);
        }
        out.endField(column.getName(), i);
      }
      out.endMessage();
    }
  }

  /** A file of a Hadoop file system (without the local file system's checksum files). */
  record FileOutput(FileSystem fs, Path path) implements OutputFile {
    @Override
    public PositionOutputStream create(long blockSizeHint) throws IOException {
      return HadoopStreams.wrap(fs.create(path, false));
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) throws IOException {
      return HadoopStreams.wrap(fs.create(path, true));
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }

    @Override
    public String getPath() {
      return path.toString();
    }
  }
}
