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
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.apache.spark.SparkContext;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.VersionUtils;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.report.ErrorRows;
import scala.Tuple2;

/**
 * Writes errors_documents.parquet from the executors, one file per partition, as {@link
 * DocumentsParquet} writes documents.parquet: the Parquet schema and footer Spark SQL would write
 * for its columns ({@link ErrorRows#DOCUMENT_HEADER}: three strings, then the counts as longs), so
 * that Spark and any Parquet reader read typed rows, without Spark SQL's start-up (seconds for a
 * table this small).
 */
final class ErrorsParquet
    implements VoidFunction<Iterator<Tuple2<RunWriter.SystemDocument, DocumentErrors>>> {
  private static final long serialVersionUID = 1L;

  private static final int KEYS = 3; // system, document, singletons

  private final Broadcast<HadoopConf> conf;
  private final String dir;
  private final List<String> systems;
  private final String singletons;
  private final String codec;
  private final Map<String, String> footer;

  ErrorsParquet(
      Broadcast<HadoopConf> conf,
      String dir,
      List<String> systems,
      String singletons,
      SparkContext spark) {
    this.conf = conf;
    this.dir = dir;
    this.systems = systems;
    this.singletons = singletons;
    String codec =
        spark.getConf().get(DocumentsParquet.CODEC_SETTING, "snappy").toLowerCase(Locale.ROOT);
    this.codec = codec.equals("none") ? "uncompressed" : codec;
    this.footer =
        Map.of(
            DocumentsParquet.SPARK_VERSION_KEY,
            VersionUtils.shortVersion(spark.version()),
            DocumentsParquet.SPARK_SCHEMA_KEY,
            sparkSchema().json());
  }

  static StructType sparkSchema() {
    List<String> columns = ErrorRows.DOCUMENT_HEADER;
    StructField[] fields = new StructField[columns.size()];
    for (int i = 0; i < fields.length; i++) {
      fields[i] =
          DataTypes.createStructField(
              columns.get(i), i < KEYS ? DataTypes.StringType : DataTypes.LongType, false);
    }
    return new StructType(fields);
  }

  private static MessageType parquetSchema() {
    Types.MessageTypeBuilder message = Types.buildMessage();
    List<String> columns = ErrorRows.DOCUMENT_HEADER;
    for (int i = 0; i < columns.size(); i++) {
      message.addField(
          i < KEYS
              ? Types.primitive(PrimitiveTypeName.BINARY, Type.Repetition.REQUIRED)
                  .as(LogicalTypeAnnotation.stringType())
                  .named(columns.get(i))
              : Types.primitive(PrimitiveTypeName.INT64, Type.Repetition.REQUIRED)
                  .named(columns.get(i)));
    }
    return message.named("spark_schema");
  }

  /**
   * Writes the partition's rows as {@code part-NNNNN.<codec>.parquet}; an empty partition writes
   * nothing, except the first, so that an empty table still has its schema.
   */
  @Override
  public void call(Iterator<Tuple2<RunWriter.SystemDocument, DocumentErrors>> rows)
      throws IOException {
    int part = TaskContext.getPartitionId();
    if (!rows.hasNext() && part > 0) {
      return;
    }
    CompressionCodecName codecName = CompressionCodecName.fromConf(codec);
    Path path =
        new Path(
            dir, String.format(Locale.ROOT, "part-%05d%s.parquet", part, codecName.getExtension()));
    Configuration hadoop = conf.value().get();
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(hadoop));
    DocumentsParquet.Builder builder =
        new DocumentsParquet.Builder(
                new DocumentsParquet.FileOutput(fs, path), footer, parquetSchema())
            .withConf(hadoop)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withCompressionCodec(codecName);
    try (ParquetWriter<Object[]> writer = builder.build()) {
      while (rows.hasNext()) {
        Tuple2<RunWriter.SystemDocument, DocumentErrors> row = rows.next();
        long[] counts = row._2().values();
        Object[] values = new Object[KEYS + counts.length];
        values[0] = systems.get(row._1().source());
        values[1] = row._1().document();
        values[2] = singletons;
        for (int i = 0; i < counts.length; i++) {
          values[KEYS + i] = counts[i];
        }
        writer.write(values);
      }
    }
  }
}
