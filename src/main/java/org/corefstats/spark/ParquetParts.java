package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
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
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.VersionUtils;

/**
 * The files of a Parquet directory written from the executors with the Parquet library itself, with
 * the schema and footer Spark SQL writes ({@code sparkSchema}), so that Spark and any Parquet
 * reader get the same typed rows without converting every row to Spark SQL's rows first. A row is
 * its typed values in column order (text, long or double; a null leaves its optional column out). A
 * retried task rewrites its file.
 */
final class ParquetParts implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The footer entries by which Spark reads back its own schema (nullability included). */
  static final String SPARK_VERSION_KEY = "org.apache.spark.version";

  static final String SPARK_SCHEMA_KEY = "org.apache.spark.sql.parquet.row.metadata";

  /** Spark SQL's setting of the codec (snappy unless set), honoured as Spark SQL would. */
  static final String CODEC_SETTING = "spark.sql.parquet.compression.codec";

  /** The Parquet schema, where a task needs it (its class is not serializable). */
  interface Schema extends Serializable {
    MessageType get();
  }

  private final Broadcast<HadoopConf> conf;
  private final String codec;
  private final Map<String, String> footer;
  private final Schema schema;
  private final String[] plainColumns;

  /**
   * @param plainColumns columns written without a dictionary
   */
  ParquetParts(
      Broadcast<HadoopConf> conf,
      SparkContext spark,
      StructType sparkSchema,
      Schema schema,
      String... plainColumns) {
    this.conf = conf;
    String codec = spark.getConf().get(CODEC_SETTING, "snappy").toLowerCase(Locale.ROOT);
    this.codec = codec.equals("none") ? "uncompressed" : codec;
    this.footer =
        Map.of(
            SPARK_VERSION_KEY,
            VersionUtils.shortVersion(spark.version()),
            SPARK_SCHEMA_KEY,
            sparkSchema.json());
    this.schema = schema;
    this.plainColumns = plainColumns;
  }

  /**
   * {@code name} with the codec's extension and {@code .parquet}: {@code
   * part-00000.snappy.parquet}.
   */
  String fileName(String name) {
    return name + CompressionCodecName.fromConf(codec).getExtension() + ".parquet";
  }

  /** A writer of one file of rows at {@code path} (replaced if it exists). */
  ParquetWriter<Object[]> open(Path path) throws IOException {
    Configuration hadoop = conf.value().get();
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(hadoop));
    Builder builder =
        new Builder(new FileOutput(fs, path), footer, schema.get())
            .withConf(hadoop)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withCompressionCodec(CompressionCodecName.fromConf(codec));
    for (String column : plainColumns) {
      builder = builder.withDictionaryEncoding(column, false);
    }
    return builder.build();
  }

  /** The schema of the files. */
  MessageType schema() {
    return schema.get();
  }

  private static final class Builder extends ParquetWriter.Builder<Object[], Builder> {
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

  /** Writes the typed values of a row as Spark SQL writes a row. */
  private static final class RowWriteSupport extends WriteSupport<Object[]> {
    private static final int DISTINCT_KEPT = 1 << 14;

    private final MessageType schema;
    private final Map<String, String> footer;
    private RecordConsumer out;

    /**
     * Each text column's values as Parquet binaries, encoded once: a system's and a document's name
     * and a metric's code come back on many rows (dropped when a column has seen many distinct).
     */
    private final List<Map<String, Binary>> binaries = new ArrayList<>();

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
          out.addBinary(binary(i, s));
        } else if (value instanceof Long l) {
          out.addLong(l);
        } else {
          out.addDouble((Double) value);
        }
        out.endField(column.getName(), i);
      }
      out.endMessage();
    }

    private Binary binary(int column, String value) {
      while (binaries.size() <= column) {
        binaries.add(new HashMap<>());
      }
      Map<String, Binary> known = binaries.get(column);
      Binary b = known.get(value);
      if (b == null) {
        if (known.size() == DISTINCT_KEPT) {
          known.clear();
        }
        b = Binary.fromString(value);
        known.put(value, b);
      }
      return b;
    }
  }

  /** A file of a Hadoop file system (without the local file system's checksum files). */
  private record FileOutput(FileSystem fs, Path path) implements OutputFile {
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
