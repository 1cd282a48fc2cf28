package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.report.CsvRecords;
import org.corefstats.report.DocumentTable;
import org.corefstats.report.DocumentTables;
import org.corefstats.report.ProblemTable;
import org.corefstats.report.RunFiles;
import scala.Tuple2;

/**
 * Writes the outputs that stay distributed, from the executors: {@code documents.parquet} (typed)
 * and the single-file {@code documents.csv} and {@code problems.csv}, sorted, with the same CSV
 * formatting as {@code score --csv}. Large outputs are written by several tasks: parquet files of
 * about {@link #ROWS_PER_TASK} rows, and documents.csv in parts by ranges of systems, joined in
 * order into the one file by the driver. A small output is one file written by one task.
 */
final class RunWriter {
  /** Rows per parquet file and per part of documents.csv (about 35 MB and 125 MB). */
  static final long ROWS_PER_TASK = 1L << 20;

  /**
   * Below this many rows per task, another task costs more than it saves (100,000 rows take about
   * half a second of one core to write): a small output is written by one task, a larger one by at
   * least one task per core.
   */
  static final long MIN_ROWS_PER_TASK = 100_000;

  private final SparkSession spark;
  private final String outDir;
  private final List<String> sourceNames;
  private final List<String> settings; // null: one setting, no setting column
  private final Broadcast<HadoopConf> hadoopConf;
  private final int tasks;

  /**
   * @param rows the rows of documents.csv (and documents.parquet)
   * @param tasks the number of tasks that write each output (parquet files, parts of
   *     documents.csv), 0 to choose by {@code rows}
   * @param settings the names of the run's settings: with several, the per-document outputs get a
   *     setting column
   */
  RunWriter(
      SparkSession spark,
      String outDir,
      List<InputPlan.Source> sources,
      List<String> settings,
      Broadcast<HadoopConf> hadoopConf,
      long rows,
      int tasks) {
    this.spark = spark;
    this.outDir = outDir;
    this.sourceNames = sources.stream().map(InputPlan.Source::name).toList();
    this.settings = settings.size() > 1 ? List.copyOf(settings) : null;
    this.hadoopConf = hadoopConf;
    this.tasks = tasks > 0 ? tasks : tasks(rows, spark.sparkContext().defaultParallelism());
  }

  /**
   * How many tasks write {@code rows} rows: one per {@link #ROWS_PER_TASK}, and at least one per
   * core as long as each gets {@link #MIN_ROWS_PER_TASK}.
   */
  static int tasks(long rows, int cores) {
    long bySize = (rows + ROWS_PER_TASK - 1) / ROWS_PER_TASK;
    long byCores = Math.min(cores, rows / MIN_ROWS_PER_TASK);
    return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.max(bySize, byCores)));
  }

  /** documents.parquet and documents.csv: one row per system, document and metric. */
  void documents(
      JavaRDD<DocumentScore> scores, EvaluationRequest evaluation, Map<String, Long> timings)
      throws IOException {
    long t0 = System.nanoTime();
    String dir = parquetDirectory("documents.parquet");
    inTasks(scores)
        .foreachPartition(
            new DocumentsParquet(hadoopConf, dir, sourceNames, settings, spark.sparkContext()));
    finished(dir);
    long t1 = System.nanoTime();
    timings.put("writeParquet", (t1 - t0) / 1_000_000);
    // sorted by system index then document name: the parts hold consecutive systems (no sampling)
    table(scores, DocumentTables.DOCUMENTS, evaluation);
    timings.put("writeDocumentsCsv", (System.nanoTime() - t1) / 1_000_000);
  }

  /**
   * The scores' partitions, as many read by one task as {@link #tasks} tasks make: merged without a
   * shuffle, nothing computed again.
   */
  private <T> JavaRDD<T> inTasks(JavaRDD<T> rdd) {
    return tasks < rdd.getNumPartitions() ? rdd.coalesce(tasks) : rdd;
  }

  /** A new directory of parquet files, one per task. */
  private String parquetDirectory(String name) throws IOException {
    String dir = outDir + "/" + name;
    fileSystem(dir).mkdirs(new Path(dir));
    return dir;
  }

  /** Marks a written directory finished, as Spark SQL does. */
  private void finished(String dir) throws IOException {
    fileSystem(dir).create(new Path(dir, "_SUCCESS"), true).close();
  }

  /**
   * A per-document table ({@link DocumentTable}): each document's payload moved to the task of its
   * system's range, sorted there by system index then document name, and formatted as the table
   * says; the parts joined in order.
   */
  <P> void table(
      JavaRDD<DocumentScore> scores, DocumentTable<P> table, EvaluationRequest evaluation)
      throws IOException {
    List<String> settingNames = settings == null ? List.of("") : settings;
    String file = outDir + "/" + table.file();
    sorted(scores, table, evaluation).foreachPartition(csvParts(file, table, settingNames));
    joinParts(file);
  }

  /** Each document's payload by system then document name, in the ranges of {@link #tasks}. */
  private <P> JavaPairRDD<SystemDocument, P> sorted(
      JavaRDD<DocumentScore> scores, DocumentTable<P> table, EvaluationRequest evaluation) {
    return inTasks(scores)
        .mapToPair(
            d ->
                new Tuple2<>(
                    new SystemDocument(d.source(), d.document()),
                    table.payload(d.result(), evaluation)))
        .filter(d -> d._2() != null)
        .repartitionAndSortWithinPartitions(
            new SystemRanges(tasks, sourceNames.size() - 1), new SystemDocument.Order());
  }

  private <P> CsvParts<Tuple2<SystemDocument, P>> csvParts(
      String file, DocumentTable<P> table, List<String> settingNames) {
    List<String> names = sourceNames;
    return new CsvParts<>(
        hadoopConf,
        file,
        tasks,
        table.header(settingNames),
        (d, out) ->
            table.records(
                out, names.get(d._1().source()), d._1().document(), settingNames, d._2()));
  }

  private void joinParts(String file) throws IOException {
    if (tasks > 1) {
      CsvParts.join(fileSystem(file), file, tasks);
    }
  }

  /**
   * errors_documents.csv and errors_documents.parquet (docs/explanation/error-analysis.md 5.5):
   * each document's error counts, one row per system and document, sorted as documents.csv ({@link
   * ErrorsParquet}).
   */
  void errors(JavaRDD<DocumentScore> scores, EvaluationRequest evaluation) throws IOException {
    String singletons = evaluation.analysis(ErrorsAnalysis.class).request().singletonsCode();
    DocumentTable<DocumentErrors> table = DocumentTables.errorCounts(singletons);
    String file = outDir + "/" + table.file();
    String dir = parquetDirectory("errors_documents.parquet");
    CsvParts<Tuple2<SystemDocument, DocumentErrors>> csv = csvParts(file, table, List.of());
    ErrorsParquet parquet =
        new ErrorsParquet(hadoopConf, dir, sourceNames, singletons, spark.sparkContext());
    // both files from one job: a partition's rows (one per document) are few
    sorted(scores, table, evaluation)
        .foreachPartition(
            rows -> {
              List<Tuple2<SystemDocument, DocumentErrors>> held = new java.util.ArrayList<>();
              rows.forEachRemaining(held::add);
              csv.call(held.iterator());
              parquet.call(held.iterator());
            });
    joinParts(file);
    finished(dir);
  }

  /**
   * document_groups.csv: each key document in a group with its group, by document name (from the
   * scores of one system: every system is scored on every key document). One part.
   */
  void documentGroups(JavaRDD<DocumentScore> scores) {
    inTasks(scores)
        .filter(d -> d.source() == 1 && d.group() != null)
        .map(d -> new String[] {d.document(), d.group()})
        .sortBy(row -> row[0], true, 1)
        .foreachPartition(documentGroupsCsv());
  }

  /** document_groups.csv from rows the driver has (document, group), by document name. */
  void documentGroups(List<String[]> rows) throws IOException {
    documentGroupsCsv().call(rows.iterator());
  }

  private CsvParts<String[]> documentGroupsCsv() {
    return new CsvParts<>(
        hadoopConf,
        outDir + "/" + RunFiles.DOCUMENT_GROUPS,
        1,
        RunFiles.DOCUMENT_GROUPS_COLUMNS,
        (row, out) -> CsvRecords.record(out, Arrays.asList(row)));
  }

  /**
   * problems.csv: every problem, ordered by source (key first), file, line, kind, then document and
   * message (so that rows do not depend on the order problems were found in); one part (problems
   * are few), but its tasks read the scores' partitions as the other outputs' do.
   */
  void problems(JavaRDD<SourcedProblem> problems) {
    List<String> names = sourceNames;
    inTasks(problems)
        .sortBy(p -> ProblemTable.sortKey(p.source(), p.problem()), true, 1)
        .foreachPartition(
            new CsvParts<SourcedProblem>(
                hadoopConf,
                outDir + "/" + ProblemTable.FILE,
                1,
                ProblemTable.COLUMNS,
                (p, out) ->
                    CsvRecords.record(
                        out,
                        ProblemTable.cells(InputPlan.sourceName(names, p.source()), p.problem()))));
  }

  private FileSystem fileSystem(String file) throws IOException {
    return RunOutput.withoutChecksums(
        new Path(file).getFileSystem(spark.sparkContext().hadoopConfiguration()));
  }

  /** The key of a row of documents.csv: system index, then document name. */
  record SystemDocument(int source, String document) implements Serializable {
    /** documents.csv's order. */
    static final class Order implements Comparator<SystemDocument>, Serializable {
      private static final long serialVersionUID = 1L;

      @Override
      public int compare(SystemDocument a, SystemDocument b) {
        return a.source != b.source
            ? Integer.compare(a.source, b.source)
            : a.document.compareTo(b.document);
      }
    }
  }

  /**
   * Systems (source indexes 1 to {@code systems}) in consecutive ranges of about equal size, one
   * per partition, in order: partitions sorted within are sorted one after the other.
   */
  static final class SystemRanges extends Partitioner {
    private static final long serialVersionUID = 1L;
    private final int partitions;
    private final int systems;

    SystemRanges(int partitions, int systems) {
      this.partitions = partitions;
      this.systems = Math.max(1, systems);
    }

    @Override
    public int numPartitions() {
      return partitions;
    }

    @Override
    public int getPartition(Object key) {
      return (int) ((long) (((SystemDocument) key).source() - 1) * partitions / systems);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof SystemRanges r && r.partitions == partitions && r.systems == systems;
    }

    @Override
    public int hashCode() {
      return 31 * partitions + systems;
    }
  }
}
