package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
import org.corefstats.report.DocumentTable;
import org.corefstats.report.DocumentTables;
import org.corefstats.report.RunResult;
import org.corefstats.report.ScoreTable;
import scala.Tuple2;

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
   * Runs the job, writing documents.parquet, documents.csv and problems.csv into {@code outDir}.
   */
  public RunResult run(String outDir) throws IOException {
    Map<String, Long> timings = new LinkedHashMap<>();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Broadcast<HadoopConf> hadoopConf = jsc.broadcast(new HadoopConf(jsc.hadoopConfiguration()));
    try {
      InputPlan plan = timed(timings, "plan", () -> plan(jsc));
      EvaluationRequest setup = evaluation.resolve(keyFormat(plan));
      Semantics semantics = setup.primary();
      ReadAs readAs = readAs(plan, semantics);
      List<String> settingNames = evaluation.settingNames(semantics);
      // a key that is a side input's documents is on the driver: always broadcast
      boolean broadcast =
          plan.keyTextBytes() <= execution.keyBroadcastBytes() || setup.keySide().isKey();
      long t = System.nanoTime();
      Scored scored =
          broadcast
              ? new BroadcastScoring(
                      jsc, hadoopConf, setup, evaluation.tolerance(), inputs.formats())
                  .score(plan, timings)
              : new ShuffleScoring(jsc, hadoopConf, setup, evaluation.tolerance(), inputs.formats())
                  .score(plan, timings);
      spark.sparkContext().setJobDescription("tally problems");
      List<RunResult.ProblemTally> tallies =
          timed(timings, "tally", () -> tally(scored.problems(), plan));
      timings.put(
          "score",
          millisSince(t) - timings.getOrDefault("read", 0L) - timings.getOrDefault("readKey", 0L));
      long decideStart = System.nanoTime();
      Decisions decisions = decide(plan, scored.sums(), tallies, setup);
      tallies = withDecided(tallies, decisions.problems(), plan); // as problems.csv lists them
      timings.put("decide", millisSince(decideStart));
      write(jsc, scored, decisions, plan, settingNames, setup, hadoopConf, outDir, timings);
      scored.release().run();
      long keyDocuments =
          scored.sums().values().stream().mapToLong(sum -> sum.tally().documents()).max().orElse(0);
      Map<String, Long> groupDocuments = groupDocuments(scored.sums());
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
          groupDocuments,
          tallies.stream()
              .filter(
                  tally ->
                      tally.source().equals(InputPlan.KEY_NAME)
                          && tally.kind() == ProblemKind.UNGROUPED_DOCUMENT)
              .mapToLong(RunResult.ProblemTally::count)
              .sum(),
          setup);
    } finally {
      hadoopConf.destroy();
    }
  }

  /**
   * Documents per group: every system is scored on every key document (missing ones as empty
   * responses), so any system's group tallies count them; sorted by group name.
   */
  private static Map<String, Long> groupDocuments(Map<Integer, SystemAccumulator> sums) {
    Map<String, Long> documents = new java.util.TreeMap<>();
    for (SystemAccumulator sum : sums.values()) {
      sum.groups().forEach((g, part) -> documents.merge(g, part.tally().documents(), Math::max));
    }
    return documents;
  }

  /** The format of the key's first file (CoNLL-2012 when it has none). */
  private Format keyFormat(InputPlan plan) {
    for (InputPlan.Split split : plan.splits()) {
      if (split.isOfKey()) {
        return inputs.formats().of(split.path());
      }
    }
    return Format.CONLL;
  }

  /**
   * The formats of the key's and the systems' files, and the primary setting's semantics (resolved
   * by the format of the key's first file).
   */
  private ReadAs readAs(InputPlan plan, Semantics primary) {
    Set<Format> key = EnumSet.noneOf(Format.class);
    Set<Format> systems = EnumSet.noneOf(Format.class);
    for (InputPlan.Split split : plan.splits()) {
      Format format = inputs.formats().of(split.path());
      if (split.isOfKey()) {
        key.add(format);
      }
      if (Arrays.stream(split.sources()).anyMatch(s -> s != InputPlan.KEY)) {
        systems.add(format);
      }
    }
    return new ReadAs(key, systems, primary);
  }

  /** 1. What is read, listed on the driver: the sources, their files and the splits of the work. */
  private InputPlan plan(JavaSparkContext jsc) throws IOException {
    return InputPlan.build(
        jsc.hadoopConfiguration(),
        inputs.key(),
        inputs.systemsDir(),
        inputs.namedSystems(),
        execution.maxSplitBytes(),
        jsc.defaultParallelism());
  }

  /**
   * The verdicts: each system's result, the problems they add, and the key's first error (no scores
   * at all).
   */
  private record Decisions(
      List<RunResult.SystemResult> systems, List<SourcedProblem> problems, Problem keyReason) {
    Set<Integer> scoredSources() {
      Set<Integer> scored = new HashSet<>();
      for (int i = 0; i < systems.size(); i++) {
        if (!systems.get(i).leftOut()) {
          scored.add(i + 1);
        }
      }
      return scored;
    }
  }

  /**
   * 4. The verdict on each system by the {@link CorpusRules}: a refused system is left out, and why
   * is recorded.
   */
  private Decisions decide(
      InputPlan plan,
      Map<Integer, SystemAccumulator> sums,
      List<RunResult.ProblemTally> tallies,
      EvaluationRequest setup) {
    int settings = setup.settings().size();
    List<RunResult.SystemResult> systems = new ArrayList<>();
    List<SourcedProblem> problems = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      InputPlan.Source source = plan.sources.get(s);
      String root = InputPlan.display(source.root());
      SystemAccumulator sum = sums.getOrDefault(s, SystemAccumulator.zero(setup));
      SystemTally primary = sum.tally();
      Verdict verdict =
          CorpusRules.verdict(
              root,
              new SystemTally(
                  primary.documents(),
                  primary.missing(),
                  sum.all().mostRemovedRepeats(),
                  primary.firstDocument()),
              firstError(tallies, source.name()),
              firstExtraDocument(tallies, source.name()),
              evaluation.maxRepeatedMentions());
      for (Problem finding : verdict.findings()) {
        problems.add(new SourcedProblem(s, finding));
      }
      if (!verdict.scored()) {
        problems.add(
            new SourcedProblem(s, CorpusRules.leftOut(source.name(), root, verdict.reason())));
      }
      SystemTally tally = sum.tally();
      List<Counts> settingCounts = new ArrayList<>();
      Map<String, RunResult.GroupResult> groups = new java.util.TreeMap<>();
      if (verdict.scored()) {
        for (int i = 0; i < settings; i++) {
          settingCounts.add(sum.all().counts(i, setup.metrics()));
        }
        for (Map.Entry<String, SystemAccumulator.Sums> e : sum.groups().entrySet()) {
          List<Counts> counts = new ArrayList<>();
          for (int i = 0; i < settings; i++) {
            counts.add(e.getValue().counts(i, setup.metrics()));
          }
          SystemTally t = e.getValue().tally();
          groups.put(e.getKey(), new RunResult.GroupResult(t.documents(), t.missing(), counts));
          int system = s;
          CorpusRules.emptyGroup(root, e.getKey(), t)
              .ifPresent(p -> problems.add(new SourcedProblem(system, p)));
        }
      }
      systems.add(
          new RunResult.SystemResult(
              source.name(),
              root,
              plan.filesPerSource[s],
              verdict.scored() ? sum.counts() : null,
              tally.documents(),
              tally.missing(),
              tally.removedRepeats(),
              !verdict.scored(),
              verdict.reason(),
              settingCounts,
              groups,
              sum.all()));
    }
    return new Decisions(systems, problems, firstError(tallies, InputPlan.KEY_NAME));
  }

  /**
   * 5. Per-document scores of the scored systems (none when the key is refused) and every problem.
   */
  private void write(
      JavaSparkContext jsc,
      Scored scored,
      Decisions decisions,
      InputPlan plan,
      List<String> settings,
      EvaluationRequest setup,
      Broadcast<HadoopConf> hadoopConf,
      String outDir,
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
        new RunWriter(spark, outDir, plan.sources, settings, hadoopConf, rows, writerTasks);
    if (decisions.keyReason() == null) {
      spark.sparkContext().setJobDescription("write per-document scores");
      writer.documents(
          scored.documentScores().filter(d -> kept.contains(d.source())), setup, timings);
      for (DocumentTable<?> table : DocumentTables.of(setup)) {
        if (table == DocumentTables.DOCUMENTS) {
          continue; // written above, with its Parquet copy
        }
        long t = System.nanoTime();
        spark.sparkContext().setJobDescription("write " + table.file());
        JavaRDD<DocumentScore> keptScores =
            scored.documentScores().filter(d -> kept.contains(d.source()));
        if (DocumentTables.isErrorCounts(table)) {
          writer.errors(keptScores, setup); // with errors_documents.parquet, in one job
        } else {
          writer.table(keptScores, table, setup);
        }
        timings.merge("write:" + table.file(), millisSince(t), Long::sum);
      }
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
    writer.problems(
        decisions.problems().isEmpty()
            ? scored.problems()
            : scored.problems().union(jsc.parallelize(decisions.problems(), 1)));
    timings.put("writeProblems", millisSince(t));
  }

  private static Problem firstError(List<RunResult.ProblemTally> tallies, String source) {
    return tallies.stream()
        .filter(t -> t.source().equals(source) && t.severity() == Severity.ERROR)
        .map(RunResult.ProblemTally::first)
        .findFirst()
        .orElse(null);
  }

  /** The first document of a system that the key lacks (its first extra-document note), or null. */
  private static String firstExtraDocument(List<RunResult.ProblemTally> tallies, String source) {
    return tallies.stream()
        .filter(t -> t.source().equals(source) && t.kind() == ProblemKind.EXTRA_DOCUMENT)
        .map(RunResult.ProblemTally::first)
        .reduce(RunWriter::earlier)
        .map(Problem::document)
        .orElse(null);
  }

  /** Problems per (source, kind, severity) with the first one, ordered by source then kind. */
  private static List<RunResult.ProblemTally> tally(
      JavaRDD<SourcedProblem> problems, InputPlan plan) {
    List<String> names = plan.sources.stream().map(InputPlan.Source::name).toList();
    // few distinct keys (sources x kinds): summed per partition and merged on the driver, no
    // shuffle
    HashMap<TallyKey, Tuple2<Long, Problem>> tallied =
        problems.aggregate(
            new HashMap<>(),
            (map, p) -> {
              map.merge(
                  new TallyKey(p.source(), p.problem().kind(), p.problem().severity()),
                  new Tuple2<>(1L, p.problem()),
                  RescoringJob::addTally);
              return map;
            },
            (a, b) -> {
              b.forEach((k, v) -> a.merge(k, v, RescoringJob::addTally));
              return a;
            });
    return sortedTallies(tallied, names);
  }

  private static List<RunResult.ProblemTally> sortedTallies(
      Map<TallyKey, Tuple2<Long, Problem>> tallied, List<String> names) {
    List<TallyKey> keys = new ArrayList<>(tallied.keySet());
    keys.sort(
        (a, b) ->
            a.source() != b.source()
                ? Integer.compare(a.source(), b.source())
                : a.kind() != b.kind()
                    ? a.kind().compareTo(b.kind())
                    : a.severity().compareTo(b.severity()));
    List<RunResult.ProblemTally> out = new ArrayList<>();
    for (TallyKey k : keys) {
      Tuple2<Long, Problem> v = tallied.get(k);
      out.add(
          new RunResult.ProblemTally(
              InputPlan.sourceName(names, k.source()), k.kind(), k.severity(), v._1(), v._2()));
    }
    return out;
  }

  /**
   * The tallies with the problems the verdicts added (findings, systems left out, empty groups), so
   * that the summary and run.json count what problems.csv lists.
   */
  private static List<RunResult.ProblemTally> withDecided(
      List<RunResult.ProblemTally> tallies, List<SourcedProblem> decided, InputPlan plan) {
    if (decided.isEmpty()) {
      return tallies;
    }
    List<String> names = plan.sources.stream().map(InputPlan.Source::name).toList();
    Map<TallyKey, Tuple2<Long, Problem>> merged = new HashMap<>();
    for (RunResult.ProblemTally t : tallies) {
      merged.put(
          new TallyKey(sourceIndex(names, t.source()), t.kind(), t.severity()),
          new Tuple2<>(t.count(), t.first()));
    }
    for (SourcedProblem p : decided) {
      merged.merge(
          new TallyKey(p.source(), p.problem().kind(), p.problem().severity()),
          new Tuple2<>(1L, p.problem()),
          RescoringJob::addTally);
    }
    return sortedTallies(merged, names);
  }

  private static int sourceIndex(List<String> names, String source) {
    return source.isEmpty() ? InputPlan.NO_SOURCE : names.indexOf(source);
  }

  private static Tuple2<Long, Problem> addTally(Tuple2<Long, Problem> a, Tuple2<Long, Problem> b) {
    return new Tuple2<>(a._1() + b._1(), RunWriter.earlier(a._2(), b._2()));
  }

  record TallyKey(int source, ProblemKind kind, Severity severity) implements Serializable {}

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

  /** Per-system sums of per-document scores, reduced on the executors. */
  static Map<Integer, SystemAccumulator> sums(
      JavaRDD<DocumentScore> documentScores, EvaluationRequest evaluation) {
    return documentScores
        .mapToPair(d -> new Tuple2<>(d.source(), d.result()))
        .aggregateByKey(
            SystemAccumulator.zero(evaluation), SystemAccumulator::add, SystemAccumulator::add)
        .collectAsMap();
  }

  static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
