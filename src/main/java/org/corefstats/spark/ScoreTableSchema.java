package org.corefstats.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.corefstats.report.ErrorRows;
import org.corefstats.report.RunSettings;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * The Spark side of {@link ScoreTable}: its per-document columns as a schema, and its rows as Spark
 * rows.
 */
final class ScoreTableSchema {
  /** documents.parquet as run writes it. */
  static final StructType DOCUMENTS = of(ScoreTable.DOCUMENT_COLUMNS, false);

  /** documents.csv as it is read back: the same columns, any of them possibly empty. */
  static final StructType DOCUMENTS_CSV = of(ScoreTable.DOCUMENT_COLUMNS, true);

  /**
   * documents.csv of a run of several settings: the same with a {@code setting} column after {@code
   * system} (issue 19).
   */
  static final StructType DOCUMENTS_CSV_WITH_SETTING = withSetting(DOCUMENTS_CSV);

  /**
   * {@link #DOCUMENTS} in Parquet, as Spark SQL converts it: text as UTF-8 strings, numbers as
   * doubles, a column that may be empty optional and the others required.
   */
  static final MessageType DOCUMENTS_PARQUET = parquet(ScoreTable.DOCUMENT_COLUMNS);

  /** documents.parquet of a run that scores several settings (a setting column after system). */
  static final StructType DOCUMENTS_BY_SETTING = of(ScoreTable.DOCUMENT_COLUMNS_BY_SETTING, false);

  /** {@link #DOCUMENTS_BY_SETTING} in Parquet. */
  static final MessageType DOCUMENTS_BY_SETTING_PARQUET =
      parquet(ScoreTable.DOCUMENT_COLUMNS_BY_SETTING);

  /** errors_documents.parquet: system, document and singletons, then the error counts. */
  static final StructType ERRORS = errors();

  /** {@link #ERRORS} in Parquet. */
  static final MessageType ERRORS_PARQUET = errorsParquet();

  /** The text columns of {@link #ERRORS} before its counts. */
  static final int ERROR_KEYS = 3;

  private ScoreTableSchema() {}

  private static StructType errors() {
    List<String> columns = ErrorRows.DOCUMENT_HEADER;
    StructField[] fields = new StructField[columns.size()];
    for (int i = 0; i < fields.length; i++) {
      fields[i] =
          DataTypes.createStructField(
              columns.get(i), i < ERROR_KEYS ? DataTypes.StringType : DataTypes.LongType, false);
    }
    return new StructType(fields);
  }

  private static MessageType errorsParquet() {
    Types.MessageTypeBuilder message = Types.buildMessage();
    List<String> columns = ErrorRows.DOCUMENT_HEADER;
    for (int i = 0; i < columns.size(); i++) {
      message.addField(
          i < ERROR_KEYS
              ? Types.primitive(PrimitiveTypeName.BINARY, Type.Repetition.REQUIRED)
                  .as(LogicalTypeAnnotation.stringType())
                  .named(columns.get(i))
              : Types.primitive(PrimitiveTypeName.INT64, Type.Repetition.REQUIRED)
                  .named(columns.get(i)));
    }
    return message.named("spark_schema");
  }

  /** A row of {@link #DOCUMENTS}. */
  static Row row(String system, String document, ScoreRow row) {
    return RowFactory.create(ScoreTable.values(system, document, row));
  }

  private static MessageType parquet(List<ScoreTable.Column> columns) {
    Types.MessageTypeBuilder message = Types.buildMessage();
    for (ScoreTable.Column c : columns) {
      Type.Repetition repetition =
          c.nullable() ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
      message.addField(
          c.text()
              ? Types.primitive(PrimitiveTypeName.BINARY, repetition)
                  .as(LogicalTypeAnnotation.stringType())
                  .named(c.name())
              : Types.primitive(PrimitiveTypeName.DOUBLE, repetition).named(c.name()));
    }
    return message.named("spark_schema");
  }

  private static StructType withSetting(StructType schema) {
    List<StructField> fields = new ArrayList<>(List.of(schema.fields()));
    fields.add(1, DataTypes.createStructField(RunSettings.COLUMN, DataTypes.StringType, true));
    return new StructType(fields.toArray(StructField[]::new));
  }

  private static StructType of(List<ScoreTable.Column> columns, boolean allNullable) {
    return new StructType(
        columns.stream()
            .map(
                c ->
                    DataTypes.createStructField(
                        c.name(),
                        c.text() ? DataTypes.StringType : DataTypes.DoubleType,
                        allNullable || c.nullable()))
            .toArray(StructField[]::new));
  }
}
