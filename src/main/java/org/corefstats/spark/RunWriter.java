package org.corefstats.spark;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.conll.Problem;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * Writes the outputs that stay distributed: {@code documents.parquet} (typed, by the executors) and
 * the single-file {@code documents.csv} and {@code problems.csv}, sorted, by one executor task
 * each, with the same CSV formatting as {@code score --csv}.
 */
final class RunWriter {
  static final List<String> PROBLEM_COLUMNS =
      List.of("system", "document", "file", "line", "kind", "message", "severity");
  private static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

  private final SparkSession spark;
  private final String outDir;
  private final List<String> sourceNames;
  private final Broadcast<HadoopConf> hadoopConf;

  RunWriter(
      SparkSession spark,
      String outDir,
      List<InputPlan.Source> sources,
      Broadcast<HadoopConf> hadoopConf) {
    this.spark = spark;
    this.outDir = outDir;
    this.sourceNames = sources.stream().map(InputPlan.Source::name).toList();
    this.hadoopConf = hadoopConf;
  }

  /** documents.parquet and documents.csv: one row per system, document and metric. */
  void documents(JavaRDD<DocumentScore> scores, Map<String, Long> timings) throws IOException {
    long t0 = System.nanoTime();
    List<String> names = sourceNames;
    JavaRDD<Row> typed =
        scores.flatMap(
            d -> {
              List<Row> rows = new ArrayList<>();
              for (ScoreRow r : ScoreTable.rows(d.counts())) {
                rows.add(ScoreTableSchema.row(names.get(d.source()), d.document(), r));
              }
              return rows.iterator();
            });
    spark
        .createDataFrame(typed, ScoreTableSchema.DOCUMENTS)
        .write()
        .mode(SaveMode.ErrorIfExists)
        .parquet(outDir + "/documents.parquet");
    long t1 = System.nanoTime();
    timings.put("writeParquet", (t1 - t0) / 1_000_000);

    JavaRDD<DocumentScore> sorted =
        scores.sortBy(
            d -> String.format(Locale.ROOT, "%06d", d.source()) + '\u0000' + d.document(), true, 1);
    sorted.foreachPartition(
        new CsvFile<>(
            hadoopConf,
            outDir + "/documents.csv",
            ScoreTable.DOCUMENT_HEADER,
            (d, csv) -> {
              for (ScoreRow r : ScoreTable.rows(d.counts())) {
                csv.printRecord(ScoreTable.cells(r, names.get(d.source()), d.document()));
              }
            }));
    timings.put("writeDocumentsCsv", (System.nanoTime() - t1) / 1_000_000);
  }

  /** problems.csv: every problem, ordered by source (key first), file and line. */
  void problems(JavaRDD<SourcedProblem> problems) {
    List<String> names = sourceNames;
    problems
        .sortBy(
            p ->
                String.format(
                    Locale.ROOT,
                    "%06d\u0000%s\u0000%015d\u0000%s",
                    p.source(),
                    p.problem().file() == null ? "" : p.problem().file(),
                    p.problem().line(),
                    p.problem().kind()),
            true,
            1)
        .foreachPartition(
            new CsvFile<>(
                hadoopConf,
                outDir + "/problems.csv",
                PROBLEM_COLUMNS,
                (p, csv) -> {
                  Problem q = p.problem();
                  csv.printRecord(
                      InputPlan.sourceName(names, p.source()),
                      q.document(),
                      q.file(),
                      q.line() > 0 ? Long.toString(q.line()) : "",
                      q.kind().code(),
                      q.message(),
                      q.severity().label());
                }));
  }

  /**
   * Writes one partition (the only one) as a CSV file with a header; a retried task rewrites it.
   */
  private static final class CsvFile<T> implements VoidFunction<Iterator<T>> {
    private static final long serialVersionUID = 1L;

    interface RowWriter<T> extends Serializable {
      void write(T item, CSVPrinter csv) throws IOException;
    }

    private final Broadcast<HadoopConf> conf;
    private final String file;
    private final List<String> header;
    private final RowWriter<T> rows;

    CsvFile(Broadcast<HadoopConf> conf, String file, List<String> header, RowWriter<T> rows) {
      this.conf = conf;
      this.file = file;
      this.header = header;
      this.rows = rows;
    }

    @Override
    public void call(Iterator<T> items) throws IOException {
      Path path = new Path(file);
      FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf.value().get()));
      try (CSVPrinter csv =
          new CSVPrinter(
              new OutputStreamWriter(fs.create(path, true), StandardCharsets.UTF_8), CSV)) {
        csv.printRecord(header);
        while (items.hasNext()) {
          rows.write(items.next(), csv);
        }
      }
    }
  }

  /** The problem found first (by file, then line); for tallies. */
  static Problem earlier(Problem a, Problem b) {
    return Problem.READING_ORDER.compare(a, b) <= 0 ? a : b;
  }
}
