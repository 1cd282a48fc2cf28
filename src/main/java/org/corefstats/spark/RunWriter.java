package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.Partitioner;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.report.CsvRecords;
import org.corefstats.report.ProblemTable;
import org.corefstats.report.RunFiles;
import scala.Tuple2;

/**
 * Writes the outputs that stay distributed, from the executors: the per-document tables of the
 * documents no scoring task wrote ({@link #rest}), and the single-file {@code problems.csv} and
 * {@code document_groups.csv}, sorted, with the same CSV formatting as {@code score --csv}. Large
 * outputs are written by several tasks, each a range of systems.
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

  /**
   * The per-document tables' parts of the documents scored where no task held their whole system (a
   * system cut into several tasks, a key document a system lacks, every document of a run that
   * groups by name): moved to the task of their system's range, sorted there by system then
   * document name, and written by that task as a scoring task writes its own ({@link TableParts});
   * where each system's rows are.
   */
  List<JobRecord> rest(JavaRDD<DocumentScore> scores, TableOutputs outputs) {
    return inTasks(scores)
        .mapToPair(d -> new Tuple2<>(new SystemDocument(d.source(), d.document()), d.result()))
        .repartitionAndSortWithinPartitions(
            new SystemRanges(tasks, sourceNames.size() - 1), new SystemDocument.Order())
        .mapPartitions(
            documents -> {
              TableParts parts =
                  new TableParts(
                      outputs, String.format(Locale.ROOT, "r%05d", TaskContext.getPartitionId()));
              List<DocumentResult> ofSystem = new ArrayList<>();
              int source = -1;
              while (documents.hasNext()) {
                Tuple2<SystemDocument, DocumentResult> d = documents.next();
                if (d._1().source() != source && !ofSystem.isEmpty()) {
                  parts.system(source, ofSystem);
                  ofSystem.clear();
                }
                source = d._1().source();
                ofSystem.add(d._2());
              }
              if (!ofSystem.isEmpty()) {
                parts.system(source, ofSystem);
              }
              return parts.finish().iterator();
            })
        .collect();
  }

  /**
   * The scores' partitions, as many read by one task as {@link #tasks} tasks make: merged without a
   * shuffle, nothing computed again.
   */
  private <T> JavaRDD<T> inTasks(JavaRDD<T> rdd) {
    return tasks < rdd.getNumPartitions() ? rdd.coalesce(tasks) : rdd;
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
