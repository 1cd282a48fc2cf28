package org.corefstats.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
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
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import scala.Tuple2;

/**
 * Rescores every system against the key in one Spark job: each input is read once (documents
 * parsed where they are read), documents are grouped by name so that each key document is scored
 * against every system where it lands, and per-document counts are summed per system. Nothing
 * the size of the corpus reaches the driver: only one count per split, per-system sums and
 * problem tallies. Per-document counts and problems are written by the executors.
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
  public record Options(String key, String systemsDir, Map<String, String> namedSystems, Set<Metric> metrics,
      Tolerance tolerance, int maxRepeatedMentions, long maxSplitBytes) {
    public Options {
      namedSystems = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
      metrics = Set.copyOf(metrics);
    }
  }

  /** The result of one system. {@code counts} is null when the system was left out. */
  public record SystemResult(String name, String root, int files, Counts counts, long documents, long missing,
      long removedRepeats, boolean leftOut, Problem reason) {}

  /** Problems of one source and kind: how many, and the first (by file and line). */
  public record ProblemTally(String source, ProblemKind kind, Severity severity, long count, Problem first) {}

  public record Result(List<SystemResult> systems, boolean keyRefused, Problem keyReason, List<ProblemTally> problems,
      int keyFiles, long keyDocuments, int inputFiles, long inputBytes, int tasks, int splits, long maxSplitBytes,
      Map<String, Long> timingsMillis) {
    public boolean anyLeftOut() {
      return systems.stream().anyMatch(SystemResult::leftOut);
    }
  }

  private final SparkSession spark;
  private final Options options;

  public RescoringJob(SparkSession spark, Options options) {
    this.spark = spark;
    this.options = options;
  }

  /** Runs the job, writing documents.parquet, documents.csv and problems.csv into {@code outDir}. */
  public Result run(String outDir) throws IOException {
    Map<String, Long> timings = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Configuration hadoop = jsc.hadoopConfiguration();
    InputPlan plan = InputPlan.build(hadoop, options.key(), options.systemsDir(), options.namedSystems(),
        options.maxSplitBytes(), jsc.defaultParallelism());
    int sourceCount = plan.sources.size();
    timings.put("plan", millisSince(t0));

    // 1. Read every input once; documents are parsed where they are read.
    long t1 = System.nanoTime();
    Broadcast<HadoopConf> hadoopConf = jsc.broadcast(new HadoopConf(hadoop));
    spark.sparkContext().setJobDescription("read, parse and score " + plan.fileCount + " files");
    JavaRDD<JobRecord> parsed = jsc.parallelize(plan.groups, Math.max(1, plan.groups.size()))
        .flatMap(new SplitReader(hadoopConf, options.tolerance().dropsBrokenMentions()));
    // Lines of later pieces of a split file count from the piece's start: their bases need every
    // piece's line count first, so the parsed pieces are kept (serialized) for a small first job.
    // Whole files need none: then reading runs within the scoring job, and nothing is cached.
    LineBases bases = LineBases.of(List.of());
    if (plan.splitsFiles()) {
      parsed = parsed.persist(StorageLevel.MEMORY_AND_DISK_SER());
      bases = LineBases.of(parsed.filter(r -> r instanceof SplitLines).map(r -> (SplitLines) r).collect());
    }
    timings.put("read", millisSince(t1));

    // 2. Group by document name and score each key document against every system. Problems found
    // while reading travel with their document (or together, for those outside any document).
    long t2 = System.nanoTime();
    Broadcast<LineBases> basesBroadcast = jsc.broadcast(bases);
    // one scoring partition per ~20 MB of input (its parsed documents are a fraction of that)
    int partitions = (int) Math.max(jsc.defaultParallelism(), Math.min(20_000, plan.totalBytes / (20L << 20)));
    JavaPairRDD<String, byte[]> byDocument = parsed
        .filter(r -> !(r instanceof SplitLines))
        .mapPartitionsToPair(new ByDocument(basesBroadcast));
    spark.sparkContext().setJobDescription("score documents");
    JavaRDD<JobRecord> scored = byDocument.groupByKey(partitions)
        .flatMap(new DocumentGroupScorer(sourceCount, options.metrics()))
        .persist(StorageLevel.MEMORY_AND_DISK_SER());

    Tolerance tolerance = options.tolerance();
    JavaRDD<SourcedProblem> problems = scored
        .filter(r -> r instanceof SourcedProblem).map(r -> (SourcedProblem) r)
        .union(jsc.parallelize(plan.problems, 1))
        .map(p -> new SourcedProblem(p.source(), tolerance.judge(p.problem())));

    Map<Integer, SystemSums> sums = new HashMap<>(scored
        .filter(r -> r instanceof DocumentScore)
        .mapToPair(r -> new Tuple2<>(((DocumentScore) r).source(), SystemSums.of((DocumentScore) r)))
        .reduceByKey(SystemSums::plus)
        .collectAsMap());
    List<ProblemTally> tallies = tally(problems, plan);
    timings.put("score", millisSince(t2));

    // 3. Decide who is left out, then write what the executors hold.
    List<SourcedProblem> decisions = new ArrayList<>();
    List<SystemResult> systems = decide(plan, sums, tallies, decisions);
    Problem keyReason = firstError(tallies, InputPlan.KEY_NAME);
    JavaRDD<SourcedProblem> allProblems = decisions.isEmpty() ? problems
        : problems.union(jsc.parallelize(decisions, 1));
    Set<Integer> scoredSystems = new java.util.HashSet<>();
    for (int s = 1; s < sourceCount; s++) {
      if (!systems.get(s - 1).leftOut()) {
        scoredSystems.add(s);
      }
    }
    RunWriter writer = new RunWriter(spark, outDir, plan.sources, hadoopConf);
    spark.sparkContext().setJobDescription("write per-document scores");
    JavaRDD<DocumentScore> kept = scored
        .filter(r -> r instanceof DocumentScore && scoredSystems.contains(((DocumentScore) r).source()))
        .map(r -> (DocumentScore) r);
    if (keyReason == null) { // a broken key refuses the whole run: no scores at all
      writer.documents(kept, timings);
    }
    long t4 = System.nanoTime();
    spark.sparkContext().setJobDescription("write problems");
    writer.problems(allProblems);
    timings.put("writeProblems", millisSince(t4));

    parsed.unpersist(false); // a no-op when it was not cached
    scored.unpersist(false);
    basesBroadcast.destroy();
    hadoopConf.destroy();
    int keyFiles = plan.filesPerSource[InputPlan.KEY];
    long keyDocuments = sums.values().stream().mapToLong(SystemSums::documents).max().orElse(0);
    return new Result(systems, keyReason != null, keyReason, tallies, keyFiles, keyDocuments, plan.fileCount,
        plan.totalBytes, plan.groups.size(), plan.splitCount(), plan.maxSplitBytes, timings);
  }

  /** Leaves out systems with errors (or too many removed repeats); records why, as problems. */
  private List<SystemResult> decide(InputPlan plan, Map<Integer, SystemSums> sums, List<ProblemTally> tallies,
      List<SourcedProblem> decisions) {
    List<SystemResult> systems = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      InputPlan.Source source = plan.sources.get(s);
      SystemSums sum = sums.getOrDefault(s, SystemSums.EMPTY);
      Problem reason = firstError(tallies, source.name());
      if (reason == null && sum.documents > 0 && sum.missing == sum.documents) {
        reason = Problem.of(ProblemKind.NO_MATCHING_DOCUMENTS, InputPlan.display(source.root()), null, 0,
            "no document of system " + source.name() + " has the name of a key document (see its extra_document"
                + " notes): names must be identical, '; part 000' included");
        decisions.add(new SourcedProblem(s, reason));
      }
      if (reason == null && options.maxRepeatedMentions() >= 0 && sum.removedRepeats > options.maxRepeatedMentions()) {
        reason = Problem.of(ProblemKind.TOO_MANY_REPEATS, InputPlan.display(source.root()), null, 0,
            sum.removedRepeats + " repeated response mentions were removed, more than the "
                + options.maxRepeatedMentions() + " allowed");
        decisions.add(new SourcedProblem(s, reason));
      }
      if (reason != null) {
        decisions.add(new SourcedProblem(s, Problem.of(ProblemKind.SYSTEM_LEFT_OUT, InputPlan.display(source.root()),
            null, 0, "system " + source.name() + " left out of the scores; first error: " + reason)));
      }
      systems.add(new SystemResult(source.name(), InputPlan.display(source.root()), plan.filesPerSource[s],
          reason == null ? sum.counts(options.metrics()) : null, sum.documents, sum.missing, sum.removedRepeats,
          reason != null, reason));
    }
    return systems;
  }

  private static Problem firstError(List<ProblemTally> tallies, String source) {
    return tallies.stream().filter(t -> t.source().equals(source) && t.severity() == Severity.ERROR)
        .map(ProblemTally::first).findFirst().orElse(null);
  }

  /** Problems per (source, kind, severity) with the first one, ordered by source then kind. */
  private static List<ProblemTally> tally(JavaRDD<SourcedProblem> problems, InputPlan plan) {
    List<String> names = plan.sources.stream().map(InputPlan.Source::name).toList();
    Map<TallyKey, Tuple2<Long, Problem>> tallied = problems
        .mapToPair(p -> new Tuple2<>(new TallyKey(p.source(), p.problem().kind(), p.problem().severity()),
            new Tuple2<>(1L, p.problem())))
        .reduceByKey((a, b) -> new Tuple2<>(a._1() + b._1(), RunWriter.earlier(a._2(), b._2())))
        .collectAsMap();
    List<TallyKey> keys = new ArrayList<>(tallied.keySet());
    keys.sort((a, b) -> a.source() != b.source() ? Integer.compare(a.source(), b.source())
        : a.kind() != b.kind() ? a.kind().compareTo(b.kind()) : a.severity().compareTo(b.severity()));
    List<ProblemTally> out = new ArrayList<>();
    for (TallyKey k : keys) {
      Tuple2<Long, Problem> v = tallied.get(k);
      out.add(new ProblemTally(InputPlan.sourceName(names, k.source()), k.kind(), k.severity(), v._1(), v._2()));
    }
    return out;
  }

  /** Keys each record by its document name (with absolute lines), as bytes: see {@link RecordBytes}. */
  static final class ByDocument implements PairFlatMapFunction<Iterator<JobRecord>, String, byte[]> {
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
          return new Tuple2<>(p.problem().document() == null ? NO_DOCUMENT : p.problem().document(), bytes.write(p));
        }
      };
    }
  }

  record TallyKey(int source, ProblemKind kind, Severity severity) implements java.io.Serializable {}

  /** Per-system sums, reduced on the executors. */
  record SystemSums(Counts counts, long documents, long missing, long removedRepeats)
      implements java.io.Serializable {
    static final SystemSums EMPTY = new SystemSums(null, 0, 0, 0);

    static SystemSums of(DocumentScore d) {
      return new SystemSums(d.counts(), 1, d.missing() ? 1 : 0, d.removedRepeats());
    }

    SystemSums plus(SystemSums o) {
      return new SystemSums(counts.plus(o.counts), documents + o.documents, missing + o.missing,
          removedRepeats + o.removedRepeats);
    }

    Counts counts(Set<Metric> metrics) {
      return counts == null ? Counts.zero(metrics) : counts;
    }
  }

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
