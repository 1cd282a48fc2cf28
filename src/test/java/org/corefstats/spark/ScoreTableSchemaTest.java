package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;
import org.junit.jupiter.api.Test;

/** The Spark schema of run's per-document table, as documents.parquet has always had it. */
class ScoreTableSchemaTest {

  @Test
  void documentsParquetKeepsItsColumnsTypesAndNullability() {
    String[] names = {
      "system",
      "document",
      "metric",
      "recall_num",
      "recall_den",
      "precision_num",
      "precision_den",
      "recall",
      "precision",
      "f1"
    };
    boolean[] nullable = {false, false, false, true, true, true, true, true, true, false};
    StructField[] fields = new StructField[names.length];
    StructField[] csvFields = new StructField[names.length];
    for (int i = 0; i < names.length; i++) {
      fields[i] =
          DataTypes.createStructField(
              names[i], i < 3 ? DataTypes.StringType : DataTypes.DoubleType, nullable[i]);
      csvFields[i] =
          DataTypes.createStructField(
              names[i], i < 3 ? DataTypes.StringType : DataTypes.DoubleType, true);
    }
    assertEquals(new StructType(fields), ScoreTableSchema.DOCUMENTS);
    assertEquals(new StructType(csvFields), ScoreTableSchema.DOCUMENTS_CSV);
    assertEquals(
        ScoreTable.DOCUMENT_HEADER, Arrays.asList(ScoreTableSchema.DOCUMENTS.fieldNames()));
  }

  @Test
  void aRowHoldsTheTypedValuesOfItsScoreRow() {
    Counts counts =
        new Counts.Builder()
            .put(Metric.MUC, new MetricCounts(2, 5, 2, 4))
            .put(Metric.BCUB, new MetricCounts(1.5, 3, 1.25, 2))
            .put(Metric.CEAFE, new MetricCounts(1, 2, 1, 3))
            .build();
    ScoreRow muc = ScoreTable.rows(counts).get(0);
    Row row = ScoreTableSchema.row("sys", "doc", muc);
    assertEquals(
        Arrays.asList("sys", "doc", "muc", 2.0, 5.0, 2.0, 4.0, 0.4, 0.5, muc.f1()), values(row));
    ScoreRow conll = ScoreTable.rows(counts).get(3);
    assertEquals(
        Arrays.asList("sys", "doc", "conll", null, null, null, null, null, null, conll.f1()),
        values(ScoreTableSchema.row("sys", "doc", conll)));
  }

  private static List<Object> values(Row row) {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < row.length(); i++) {
      values.add(row.get(i));
    }
    return values;
  }
}
