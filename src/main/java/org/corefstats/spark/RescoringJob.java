package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
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
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.conll.Severity;
import org.corefstats.core.corpus.ConeTally;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
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
  /**
   * @param systemsDir directory of systems (children), or null
   * @param namedSystems further systems, name to path
   * @param maxRepeatedMentions leave out a system with more removed repeated mentions, or -1
   * @param maxSplitBytes largest piece of one file per task, 0 for automatic
   * @param keyBroadcastBytes broadcast a key of at most this many bytes of text (see {@link
   *     BroadcastScoring}); a larger one meets the systems by a shuffle ({@link ShuffleScoring})
   * @param coneEntities also write cone_entities.csv, CONE's entity level (needs a CONE metric)
   */
  public record Options(
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      Set<Metric> metrics,
      Tolerance tolerance,
      int maxRepeatedMentions,
      long maxSplitBytes,
      long keyBroadcastBytes,
      InputFormats formats,
      Semantics.Choice semantics,
      boolean coneEntities) {
    public Options {
      namedSystems =
          Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
      metrics = Set.copyOf(metrics);
      Objects.requireNonNull(formats);
      Objects.requireNonNull(semantics);
      if (coneEntities && metrics.stream().noneMatch(Metric::isCone)) {
        throw new InvalidRequestException(
            "CONE's entity rows need the CONE metrics among those scored (the cone group)");
      }
    }

    /** CoNLL-2012 inputs (formats by name) with v8.01's semantics. */
    public Options(
        String key,
        String systemsDir,
        Map<String, String> namedSystems,
        Set<Metric> metrics,
        Tolerance tolerance,
        int maxRepeatedMentions,
        long maxSplitBytes,
        long keyBroadcastBytes) {
      this(
          key,
          systemsDir,
          namedSystems,
          metrics,
          tolerance,
          maxRepeatedMentions,
          maxSplitBytes,
          keyBroadcastBytes,
          InputFormats.BY_NAME,
          new Semantics.Choice(Semantics.Profile.V801, null, null),
          false);
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
      Problem reason,
      ConeTally cone) {}

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
      long keyTextBytes,
      boolean keyBroadcast,
      ReadAs readAs,
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
      ReadAs readAs = readAs(plan);
      Semantics semantics = readAs.semantics();
      // approx-only with an NE file as the key: its documents are on the driver, always broadcast
      boolean broadcast =
          plan.keyTextBytes() <= options.keyBroadcastBytes() || semantics.cone().ne().asKey();
      long t = System.nanoTime();
      Scored scored =
          broadcast
              ? new BroadcastScoring(
                      jsc,
                      hadoopConf,
                      options.metrics(),
                      options.tolerance(),
                      options.formats(),
                      semantics,
                      options.coneEntities())
                  .score(plan, timings)
              : new ShuffleScoring(
                      jsc,
                      hadoopConf,
                      options.metrics(),
                      options.tolerance(),
                      options.formats(),
                      semantics,
                      options.coneEntities())
                  .score(plan, timings);
      spark.sparkContext().setJobDescription("tally problems");
      List<ProblemTally> tallies = timed(timings, "tally", () -> tally(scored.problems(), plan));
      timings.put(
          "score",
          millisSince(t) - timings.getOrDefault("read", 0L) - timings.getOrDefault("readKey", 0L));
      Decisions decisions = decide(plan, scored.sums(), tallies);
      write(jsc, scored, decisions, plan, hadoopConf, outDir, timings);
      scored.release().run();
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
          plan.keyTextBytes(),
          broadcast,
          readAs,
          timings);
    } finally {
      hadoopConf.destroy();
    }
  }

  /**
   * The formats of the key's and the systems' files, and the semantics asked for, resolved by the
   * format of the key's first file.
   */
  private ReadAs readAs(InputPlan plan) {
    Set<Format> key = EnumSet.noneOf(Format.class);
    Set<Format> systems = EnumSet.noneOf(Format.class);
    Format first = null;
    for (InputPlan.Split split : plan.splits()) {
      Format format = options.formats().of(split.path());
      if (split.isOfKey()) {
        key.add(format);
        first = first == null ? format : first;
      }
      if (Arrays.stream(split.sources()).anyMatch(s -> s != InputPlan.KEY)) {
        systems.add(format);
      }
    }
    return new ReadAs(
        key, systems, options.semantics().resolve(first == null ? Format.CONLL : first));
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
              verdict.reason(),
              verdict.scored() ? tally.cone() : null));
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
      if (options.coneEntities()) {
        long t = System.nanoTime();
        spark.sparkContext().setJobDescription("write CONE entity rows");
        writer.coneEntities(scored.documentScores().filter(d -> kept.contains(d.source())));
        timings.put("writeConeEntities", millisSince(t));
      }
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

  private static Tuple2<Long, Problem> addTally(Tuple2<Long, Problem> a, Tuple2<Long, Problem> b) {
    return new Tuple2<>(a._1() + b._1(), RunWriter.earlier(a._2(), b._2()));
  }

  record TallyKey(int source, ProblemKind kind, Severity severity) implements Serializable {}

  /**
   * Per-system sums, reduced on the executors; exact until read, so that they do not depend on the
   * order the documents were summed in.
   */
  static final class SystemSums implements Serializable {
    private static final long serialVersionUID = 1L;
    static final SystemSums EMPTY = new SystemSums(null, SystemTally.EMPTY);

    private final CountsSum counts; // null when no document was summed
    private SystemTally tally;

    private SystemSums(CountsSum counts, SystemTally tally) {
      this.counts = counts;
      this.tally = tally;
    }

    /** An empty sum, to add to. */
    static SystemSums zero(Set<Metric> metrics) {
      return new SystemSums(new CountsSum(metrics), SystemTally.EMPTY);
    }

    SystemSums add(DocumentScore d) {
      counts.add(d.counts());
      tally = tally.plus(d.tally());
      return this;
    }

    SystemSums add(SystemSums o) {
      counts.add(o.counts);
      tally = tally.plus(o.tally);
      return this;
    }

    /** Takes a document added before out again (exactly: the sums are exact). */
    SystemSums remove(DocumentScore d) {
      counts.subtract(d.counts());
      SystemTally t = d.tally();
      tally =
          new SystemTally(
              tally.documents() - t.documents(),
              tally.missing() - t.missing(),
              tally.removedRepeats() - t.removedRepeats(),
              tally.firstDocument(), // the name stays: another occurrence of it is kept
              ConeTally.minus(tally.cone(), t.cone()));
      return this;
    }

    SystemTally tally() {
      return tally;
    }

    Counts counts(Set<Metric> metrics) {
      return counts == null || tally.documents() == 0 ? Counts.zero(metrics) : counts.counts();
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

  /** Per-system sums of per-document scores, reduced on the executors. */
  static Map<Integer, SystemSums> sums(JavaRDD<DocumentScore> documentScores, Set<Metric> metrics) {
    return documentScores
        .mapToPair(d -> new Tuple2<>(d.source(), d))
        .aggregateByKey(SystemSums.zero(metrics), SystemSums::add, SystemSums::add)
        .collectAsMap();
  }

  static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
