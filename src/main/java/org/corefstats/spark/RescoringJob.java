package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.conll.Severity;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ScoreTable;
import scala.Tuple2;

/**
 * Rescores every system against the key in one Spark job: each input is read once (documents parsed
 * where they are read), documents are grouped by name so that each key document is scored against
 * every system where it lands, and per-document counts are summed per system. Nothing the size of
 * the corpus reaches the driver: only one count per split, per-system sums and problem tallies.
 * Per-document counts and problems are written by the executors.
 */
public final class RescoringJob {
  /** Groups problems that belong to no document (no document name contains a newline). */
  static final String NO_DOCUMENT = "\n";

  /**
   * @param systemsDir directory of systems (children), or null
   * @param namedSystems further systems, name to path
   * @param maxRepeatedMentions leave out a system with more removed repeated mentions, or -1
   * @param maxSplitBytes largest piece of one file per task, 0 for automatic
   */
  public record Options(
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      Set<Metric> metrics,
      Tolerance tolerance,
      int maxRepeatedMentions,
      long maxSplitBytes) {
    public Options {
      namedSystems =
          Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
      metrics = Set.copyOf(metrics);
    }
  }

  /** The result of one system. {@code counts} is null when the system was left out. */
  public record SystemResult(
      String name,
      String root,
      int files,
      Counts counts,
      long documents,
      long missing,
      long removedRepeats,
      boolean leftOut,
      Problem reason) {}

  /** Problems of one source and kind: how many, and the first (by file and line). */
  public record ProblemTally(
      String source, ProblemKind kind, Severity severity, long count, Problem first) {}

  public record Result(
      List<SystemResult> systems,
      boolean keyRefused,
      Problem keyReason,
      List<ProblemTally> problems,
      int keyFiles,
      long keyDocuments,
      int inputFiles,
      long inputBytes,
      int tasks,
      int splits,
      long maxSplitBytes,
      Map<String, Long> timingsMillis) {
    public boolean anyLeftOut() {
      return systems.stream().anyMatch(SystemResult::leftOut);
    }
  }

  private final SparkSession spark;
  private final Options options;
  private final int writerTasks;

  public RescoringJob(SparkSession spark, Options options) {
    this(spark, options, 0);
  }

  /**
   * @param writerTasks how many tasks write each per-document output, 0 to choose by size
   */
  RescoringJob(SparkSession spark, Options options, int writerTasks) {
    this.spark = spark;
    this.options = options;
    this.writerTasks = writerTasks;
  }

  /**
   * Runs the job, writing documents.parquet, documents.csv and problems.csv into {@code outDir}.
   */
  public Result run(String outDir) throws IOException {
    Map<String, Long> timings = new LinkedHashMap<>();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Broadcast<HadoopConf> hadoopConf = jsc.broadcast(new HadoopConf(jsc.hadoopConfiguration()));
    try {
      InputPlan plan = timed(timings, "plan", () -> plan(jsc));
      Parsed parsed = timed(timings, "read", () -> read(jsc, plan, hadoopConf));
      long t = System.nanoTime();
      Scored scored = score(jsc, plan, parsed);
      List<ProblemTally> tallies = tally(scored.problems(), plan);
      timings.put("score", millisSince(t));
      Decisions decisions = decide(plan, scored.sums(), tallies);
      write(jsc, scored, decisions, plan, hadoopConf, outDir, timings);
      parsed.unpersist();
      scored.records().unpersist(false);
      long keyDocuments =
          scored.sums().values().stream().mapToLong(sum -> sum.tally().documents()).max().orElse(0);
      return new Result(
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
          timings);
    } finally {
      hadoopConf.destroy();
    }
  }

  /** 1. What is read, listed on the driver: the sources, their files and the splits of the work. */
  private InputPlan plan(JavaSparkContext jsc) throws IOException {
    return InputPlan.build(
        jsc.hadoopConfiguration(),
        options.key(),
        options.systemsDir(),
        options.namedSystems(),
        options.maxSplitBytes(),
        jsc.defaultParallelism());
  }

  /** The parsed records and, when files were read in pieces, the line bases of the pieces. */
  private record Parsed(JavaRDD<JobRecord> records, Broadcast<LineBases> bases) {
    void unpersist() {
      records.unpersist(false); // a no-op when it was not cached
      bases.destroy();
    }
  }

  /** 2. Every input read once; documents are parsed where they are read. */
  private Parsed read(JavaSparkContext jsc, InputPlan plan, Broadcast<HadoopConf> hadoopConf) {
    spark.sparkContext().setJobDescription("read, parse and score " + plan.fileCount + " files");
    JavaRDD<JobRecord> parsed =
        jsc.parallelize(plan.groups, Math.max(1, plan.groups.size()))
            .flatMap(new SplitReader(hadoopConf, options.tolerance().dropsBrokenMentions()));
    // Lines of later pieces of a split file count from the piece's start: their bases need every
    // piece's line count first, so the parsed pieces are kept (serialized) for a small first job.
    // Whole files need none: then reading runs within the scoring job, and nothing is cached.
    LineBases bases = LineBases.of(List.of());
    if (plan.splitsFiles()) {
      parsed = parsed.persist(StorageLevel.MEMORY_AND_DISK_SER());
      bases =
          LineBases.of(
              parsed.filter(r -> r instanceof SplitLines).map(r -> (SplitLines) r).collect());
    }
    return new Parsed(parsed, jsc.broadcast(bases));
  }

  /**
   * What scoring left on the executors (per-document scores and problems, kept serialized) and the
   * per-system sums that reached the driver.
   */
  private record Scored(
      JavaRDD<JobRecord> records, JavaRDD<SourcedProblem> problems, Map<Integer, SystemSums> sums) {
    JavaRDD<DocumentScore> documentScores() {
      return records.filter(r -> r instanceof DocumentScore).map(r -> (DocumentScore) r);
    }
  }

  /**
   * 3. Documents grouped by name, each key document scored against every system where it lands;
   * problems found while reading travel with their document (or together, for those outside any
   * document) and are judged by the run's tolerance.
   */
  private Scored score(JavaSparkContext jsc, InputPlan plan, Parsed parsed) {
    // one scoring partition per ~20 MB of input (its parsed documents are a fraction of that)
    int partitions =
        (int) Math.max(jsc.defaultParallelism(), Math.min(20_000, plan.totalBytes / (20L << 20)));
    JavaPairRDD<String, byte[]> byDocument =
        parsed
            .records()
            .filter(r -> !(r instanceof SplitLines))
            .mapPartitionsToPair(new ByDocument(parsed.bases()));
    spark.sparkContext().setJobDescription("score documents");
    JavaRDD<JobRecord> scored =
        byDocument
            .groupByKey(partitions)
            .flatMap(new DocumentGroupScorer(plan.sources.size(), options.metrics()))
            .persist(StorageLevel.MEMORY_AND_DISK_SER());
    Tolerance tolerance = options.tolerance();
    JavaRDD<SourcedProblem> problems =
        scored
            .filter(r -> r instanceof SourcedProblem)
            .map(r -> (SourcedProblem) r)
            .union(jsc.parallelize(plan.problems, 1))
            .map(p -> new SourcedProblem(p.source(), tolerance.judge(p.problem())));
    Map<Integer, SystemSums> sums =
        new HashMap<>(
            scored
                .filter(r -> r instanceof DocumentScore)
                .mapToPair(
                    r ->
                        new Tuple2<>(
                            ((DocumentScore) r).source(), SystemSums.of((DocumentScore) r)))
                .reduceByKey(SystemSums::plus)
                .collectAsMap());
    return new Scored(scored, problems, sums);
  }

  /**
   * The verdicts: each system's result, the problems they add, and the key's first error (no scores
   * at all).
   */
  private record Decisions(
      List<SystemResult> systems, List<SourcedProblem> problems, Problem keyReason) {
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
      InputPlan plan, Map<Integer, SystemSums> sums, List<ProblemTally> tallies) {
    List<SystemResult> systems = new ArrayList<>();
    List<SourcedProblem> problems = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      InputPlan.Source source = plan.sources.get(s);
      String root = InputPlan.display(source.root());
      SystemSums sum = sums.getOrDefault(s, SystemSums.EMPTY);
      Verdict verdict =
          CorpusRules.verdict(
              root,
              sum.tally(),
              firstError(tallies, source.name()),
              firstExtraDocument(tallies, source.name()),
              options.maxRepeatedMentions());
      for (Problem finding : verdict.findings()) {
        problems.add(new SourcedProblem(s, finding));
      }
      if (!verdict.scored()) {
        problems.add(
            new SourcedProblem(s, CorpusRules.leftOut(source.name(), root, verdict.reason())));
      }
      SystemTally tally = sum.tally();
      systems.add(
          new SystemResult(
              source.name(),
              root,
              plan.filesPerSource[s],
              verdict.scored() ? sum.counts(options.metrics()) : null,
              tally.documents(),
              tally.missing(),
              tally.removedRepeats(),
              !verdict.scored(),
              verdict.reason()));
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
      Broadcast<HadoopConf> hadoopConf,
      String outDir,
      Map<String, Long> timings)
      throws IOException {
    Set<Integer> kept = decisions.keyReason() == null ? decisions.scoredSources() : Set.of();
    long documentScores = 0;
    for (int s : kept) {
      documentScores += scored.sums().getOrDefault(s, SystemSums.EMPTY).tally().documents();
    }
    long rows = documentScores * ScoreTable.rows(Counts.zero(options.metrics())).size();
    RunWriter writer = new RunWriter(spark, outDir, plan.sources, hadoopConf, rows, writerTasks);
    if (decisions.keyReason() == null) {
      spark.sparkContext().setJobDescription("write per-document scores");
      writer.documents(scored.documentScores().filter(d -> kept.contains(d.source())), timings);
    }
    long t = System.nanoTime();
    spark.sparkContext().setJobDescription("write problems");
    writer.problems(
        decisions.problems().isEmpty()
            ? scored.problems()
            : scored.problems().union(jsc.parallelize(decisions.problems(), 1)));
    timings.put("writeProblems", millisSince(t));
  }

  private static Problem firstError(List<ProblemTally> tallies, String source) {
    return tallies.stream()
        .filter(t -> t.source().equals(source) && t.severity() == Severity.ERROR)
        .map(ProblemTally::first)
        .findFirst()
        .orElse(null);
  }

  /** The first document of a system that the key lacks (its first extra-document note), or null. */
  private static String firstExtraDocument(List<ProblemTally> tallies, String source) {
    return tallies.stream()
        .filter(t -> t.source().equals(source) && t.kind() == ProblemKind.EXTRA_DOCUMENT)
        .map(ProblemTally::first)
        .reduce(RunWriter::earlier)
        .map(Problem::document)
        .orElse(null);
  }

  /** Problems per (source, kind, severity) with the first one, ordered by source then kind. */
  private static List<ProblemTally> tally(JavaRDD<SourcedProblem> problems, InputPlan plan) {
    List<String> names = plan.sources.stream().map(InputPlan.Source::name).toList();
    Map<TallyKey, Tuple2<Long, Problem>> tallied =
        problems
            .mapToPair(
                p ->
                    new Tuple2<>(
                        new TallyKey(p.source(), p.problem().kind(), p.problem().severity()),
                        new Tuple2<>(1L, p.problem())))
            .reduceByKey((a, b) -> new Tuple2<>(a._1() + b._1(), RunWriter.earlier(a._2(), b._2())))
            .collectAsMap();
    List<TallyKey> keys = new ArrayList<>(tallied.keySet());
    keys.sort(
        (a, b) ->
            a.source() != b.source()
                ? Integer.compare(a.source(), b.source())
                : a.kind() != b.kind()
                    ? a.kind().compareTo(b.kind())
                    : a.severity().compareTo(b.severity()));
    List<ProblemTally> out = new ArrayList<>();
    for (TallyKey k : keys) {
      Tuple2<Long, Problem> v = tallied.get(k);
      out.add(
          new ProblemTally(
              InputPlan.sourceName(names, k.source()), k.kind(), k.severity(), v._1(), v._2()));
    }
    return out;
  }

  /**
   * Keys each record by its document name (with absolute lines), as bytes: see {@link RecordBytes}.
   */
  static final class ByDocument
      implements PairFlatMapFunction<Iterator<JobRecord>, String, byte[]> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<LineBases> bases;

    ByDocument(Broadcast<LineBases> bases) {
      this.bases = bases;
    }

    @Override
    public Iterator<Tuple2<String, byte[]>> call(Iterator<JobRecord> records) {
      RecordBytes bytes = RecordBytes.forTask();
      LineBases lineBases = bases.value();
      return new Iterator<>() { // one record at a time: none held
        @Override
        public boolean hasNext() {
          return records.hasNext();
        }

        @Override
        public Tuple2<String, byte[]> next() {
          JobRecord r = records.next();
          if (r instanceof SourcedDocument d) {
            SourcedDocument absolute = lineBases.absolute(d);
            return new Tuple2<>(absolute.document().name(), bytes.write(absolute));
          }
          SourcedProblem p = lineBases.absolute((SourcedProblem) r);
          return new Tuple2<>(
              p.problem().document() == null ? NO_DOCUMENT : p.problem().document(),
              bytes.write(p));
        }
      };
    }
  }

  record TallyKey(int source, ProblemKind kind, Severity severity) implements Serializable {}

  /** Per-system sums, reduced on the executors. */
  record SystemSums(Counts counts, SystemTally tally) implements Serializable {
    static final SystemSums EMPTY = new SystemSums(null, SystemTally.EMPTY);

    static SystemSums of(DocumentScore d) {
      return new SystemSums(d.counts(), d.tally());
    }

    SystemSums plus(SystemSums o) {
      return new SystemSums(counts.plus(o.counts), tally.plus(o.tally));
    }

    Counts counts(Set<Metric> metrics) {
      return counts == null ? Counts.zero(metrics) : counts;
    }
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

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
