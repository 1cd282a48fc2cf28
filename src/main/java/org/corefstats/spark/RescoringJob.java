package org.corefstats.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
import org.corefstats.report.FileEvaluations;
import org.corefstats.report.ProblemTallies;
import org.corefstats.report.RunDecisions;
import org.corefstats.report.RunResult;
import org.corefstats.report.ScoreTable;

/**
 * Rescores every system against the key in one Spark job: each input is read once (documents parsed
 * where they are read), each key document is scored against the same document of every system, and
 * per-document counts are summed per system. A key small enough is broadcast and each system
 * document scored where it is read ({@link BroadcastScoring}); a larger key meets the systems by
 * grouping documents by name ({@link ShuffleScoring}); both give the same outputs. Nothing the size
 * of the corpus reaches the driver: only small counts per split, per-system sums and problem
 * tallies. Per-document counts and problems are written by the executors.
 */
public final class RescoringJob {
  private final SparkSession spark;
  private final RunInputs inputs;
  private final Evaluation evaluation;
  private final Execution execution;
  private final int writerTasks;

  public RescoringJob(
      SparkSession spark, RunInputs inputs, Evaluation evaluation, Execution execution) {
    this(spark, inputs, evaluation, execution, 0);
  }

  /**
   * @param writerTasks how many tasks write each per-document output, 0 to choose by size
   */
  RescoringJob(
      SparkSession spark,
      RunInputs inputs,
      Evaluation evaluation,
      Execution execution,
      int writerTasks) {
    this.spark = Objects.requireNonNull(spark);
    this.inputs = Objects.requireNonNull(inputs);
    this.evaluation = Objects.requireNonNull(evaluation);
    this.execution = Objects.requireNonNull(execution);
    this.writerTasks = writerTasks;
  }

  /**
   * Runs the job, writing the per-document tables (documents.csv and documents.parquet, each
   * analysis's) and problems.csv into {@code outDir}.
   */
  public RunResult run(String outDir) throws IOException {
    Map<String, Long> timings = new LinkedHashMap<>();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Broadcast<HadoopConf> hadoopConf = jsc.broadcast(new HadoopConf(jsc.hadoopConfiguration()));
    FileSteps fileSteps = null;
    try {
      InputPlan plan = timed(timings, "plan", () -> plan(jsc));
      HadoopFiles files = new HadoopFiles(jsc.hadoopConfiguration());
      // LLM outputs are read against the key's text: read here, shipped with the formats
      InputFormats formats = inputs.formats().withLlmKey(plan.keyFiles(), files::text);
      Format keyFormat = plan.keyFormat(formats);
      FileSteps.check(evaluation, keyFormat, formats);
      EvaluationRequest setup = evaluation.resolve(keyFormat);
      Semantics semantics = setup.primary();
      ReadAs readAs = plan.readAs(formats, semantics);
      List<String> settingNames = evaluation.settingNames(semantics);
      // a key that is a side input's documents is on the driver: always broadcast
      boolean broadcast =
          plan.keyTextBytes() <= execution.keyBroadcastBytes() || setup.keySide().isKey();
      fileSteps = FileSteps.start(jsc, hadoopConf, plan, evaluation);
      long t = System.nanoTime();
      SystemScoring scoring =
          broadcast
              ? new BroadcastScoring(jsc, hadoopConf, setup, evaluation.tolerance(), formats)
              : new ShuffleScoring(jsc, hadoopConf, setup, evaluation.tolerance(), formats);
      TableOutputs outputs =
          new TableOutputs(
              hadoopConf,
              outDir,
              plan.sources.stream().map(InputPlan.Source::name).toList(),
              settingNames,
              setup,
              spark.sparkContext());
      Scored scored = scoring.score(plan, outputs, timings);
      spark.sparkContext().setJobDescription("tally problems");
      ProblemTallies tallied = timed(timings, "tally", () -> tally(scored.problems()));
      timings.put(
          "score",
          millisSince(t) - timings.getOrDefault("read", 0L) - timings.getOrDefault("readKey", 0L));
      long decideStart = System.nanoTime();
      RunDecisions decisions =
          RunDecisions.of(
              plan,
              InputPlan::display,
              scored.sums(),
              tallied,
              setup,
              evaluation.maxRepeatedMentions());
      // with the problems the verdicts added, so that the summary and run.json count what
      // problems.csv lists
      decisions.problems().forEach(p -> tallied.add(p.source(), p.problem()));
      FileSteps.Finished perFile =
          decisions.keyReason() == null
              ? fileSteps.finish(plan, decisions.scoredSources(), timings)
              : new FileSteps.Finished(FileEvaluations.NONE, List.of());
      perFile.problems().forEach(p -> tallied.add(p.source(), p.problem()));
      List<RunResult.ProblemTally> tallies =
          tallied.sorted(plan.sources.stream().map(InputPlan.Source::name).toList());
      timings.put("decide", millisSince(decideStart));
      write(
          jsc, scored, decisions, perFile.problems(), plan, settingNames, setup, outputs, timings);
      scored.release().run();
      long keyDocuments =
          scored.sums().values().stream().mapToLong(sum -> sum.tally().documents()).max().orElse(0);
      return new RunResult(
          decisions.systems(),
          decisions.keyReason() != null,
          decisions.keyReason(),
          tallies,
          plan.filesPerSource[InputPlan.KEY],
          keyDocuments,
          plan.fileCount,
          plan.totalBytes,
          plan.groups.size(),
          plan.splitCount(),
          plan.maxSplitBytes,
          plan.keyTextBytes(),
          broadcast,
          readAs,
          timings,
          settingNames,
          setup.settings(),
          evaluation.grouping(),
          RunResult.groupDocuments(scored.sums().values()),
          tallied.count(InputPlan.KEY, ProblemKind.UNGROUPED_DOCUMENT),
          setup,
          perFile.evaluations());
    } finally {
      if (fileSteps != null) {
        fileSteps.await(); // their jobs use hadoopConf; the run does not end before them
      }
      hadoopConf.destroy();
    }
  }

  /** 1. What is read, listed on the driver: the sources, their files and the splits of the work. */
  private InputPlan plan(JavaSparkContext jsc) throws IOException {
    return InputPlan.build(
        jsc.hadoopConfiguration(),
        inputs.key(),
        inputs.systemsDir(),
        inputs.namedSystems(),
        execution.maxSplitBytes(),
        jsc.defaultParallelism(),
        inputs.formats().llm() == null ? null : inputs.formats().llm().kind().suffix());
  }

  /**
   * 5. Per-document scores of the scored systems (none when the key is refused) and every problem:
   * the rows the scoring tasks wrote of the systems they held whole, those of the rest written now,
   * all published in system order.
   */
  private void write(
      JavaSparkContext jsc,
      Scored scored,
      RunDecisions decisions,
      List<SourcedProblem> besideProblems,
      InputPlan plan,
      List<String> settings,
      EvaluationRequest setup,
      TableOutputs outputs,
      Map<String, Long> timings)
      throws IOException {
    Set<Integer> kept = decisions.keyReason() == null ? decisions.scoredSources() : Set.of();
    long documentScores = 0;
    for (int s : kept) {
      SystemAccumulator sum = scored.sums().get(s);
      documentScores += sum == null ? 0 : sum.tally().documents();
    }
    long rows =
        documentScores * settings.size() * ScoreTable.rows(Counts.zero(setup.metrics())).size();
    RunWriter writer =
        new RunWriter(
            spark, outputs.outDir, plan.sources, settings, outputs.conf, rows, writerTasks);
    TablePublisher tables = new TablePublisher(outputs);
    if (decisions.keyReason() == null) {
      List<JobRecord> parts = new ArrayList<>(scored.tableParts());
      if (scored.restToWrite()) {
        long t = System.nanoTime();
        spark.sparkContext().setJobDescription("write the per-document rows of the other systems");
        parts.addAll(
            writer.rest(scored.documentScores().filter(d -> kept.contains(d.source())), outputs));
        timings.put("writeRest", millisSince(t));
      }
      long t = System.nanoTime();
      tables.publish(parts, kept);
      timings.put("publishTables", millisSince(t));
    } else {
      tables.discard();
    }
    if (setup.grouping() != null && decisions.keyReason() == null) {
      long g = System.nanoTime();
      spark.sparkContext().setJobDescription("write the groups of key documents");
      if (scored.documentGroups() != null) { // the key's documents were on the driver
        writer.documentGroups(scored.documentGroups());
      } else {
        writer.documentGroups(scored.documentScores());
      }
      timings.put("writeDocumentGroups", millisSince(g));
    }
    long t = System.nanoTime();
    spark.sparkContext().setJobDescription("write problems");
    List<SourcedProblem> more = new ArrayList<>(SourcedProblem.of(decisions.problems()));
    more.addAll(besideProblems);
    writer.problems(
        more.isEmpty() ? scored.problems() : scored.problems().union(jsc.parallelize(more, 1)));
    timings.put("writeProblems", millisSince(t));
  }

  /** Problems per (source, kind, severity) with the first one, summed per partition. */
  private static ProblemTallies tally(JavaRDD<SourcedProblem> problems) {
    // few distinct keys (sources x kinds): merged on the driver, no shuffle
    return problems.aggregate(
        new ProblemTallies(), (t, p) -> t.add(p.source(), p.problem()), ProblemTallies::add);
  }

  /** A step's result, its time recorded under {@code name}. */
  private static <T> T timed(Map<String, Long> timings, String name, Step<T> step)
      throws IOException {
    long start = System.nanoTime();
    T result = step.run();
    timings.put(name, millisSince(start));
    return result;
  }

  private interface Step<T> {
    T run() throws IOException;
  }

  static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
