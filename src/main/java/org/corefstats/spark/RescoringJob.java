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
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.analysis.HeadRule;
import org.corefstats.core.corpus.ConeTally;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Setting;
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
   * @param settings the settings scored in one pass, the primary one first ({@code --settings});
   *     empty: the one setting {@code semantics} gives
   * @param grouping groups of key documents for per-group scores and their macro average, or null
   * @param errors the error analysis of every (system, document) pair ({@code --errors}), or null
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
      boolean coneEntities,
      List<Setting> settings,
      DocumentGrouping grouping,
      ErrorRequest errors) {
    public Options {
      settings = List.copyOf(settings);
      if (coneEntities && settings.size() > 1) {
        throw new InvalidRequestException(
            "CONE's entity rows are written for one setting: drop the other settings or the rows");
      }
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
          false,
          List.of(),
          null,
          null);
    }
  }

  /**
   * The result of one system. {@code counts} (the primary setting's) is null when the system was
   * left out.
   *
   * @param settingCounts the counts under each setting, in the run's order (empty when left out)
   * @param groups per group (by name), its documents' counts under each setting (empty when left
   *     out or without grouping)
   * @param errors the summed error counts ({@code --errors}), null without them or when left out
   * @param costs with {@code --error-costs}, the primary setting's summed counts of each corrected
   *     response ({@link org.corefstats.core.analysis.ErrorAnalyser#corrections} order), else empty
   * @param headRules how the heads and types of the analysed key documents were found
   */
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
      ConeTally cone,
      List<Counts> settingCounts,
      Map<String, GroupResult> groups,
      DocumentErrors errors,
      List<Counts> costs,
      Set<HeadRule> headRules) {}

  /** One system's scores on one group of key documents. */
  public record GroupResult(long documents, long missing, List<Counts> settingCounts) {}

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
      Map<String, Long> timingsMillis,
      List<String> settings,
      List<Semantics> settingSemantics,
      DocumentGrouping grouping,
      Map<String, Long> groupDocuments,
      long ungroupedDocuments,
      ErrorRequest errors) {
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
      Format keyFormat = keyFormat(plan);
      List<Semantics> settings =
          options.settings().isEmpty()
              ? List.of(options.semantics().resolve(keyFormat))
              : options.settings().stream()
                  .map(s -> s.applyTo(options.semantics()).resolve(keyFormat))
                  .toList();
      Semantics semantics = settings.get(0);
      ReadAs readAs = readAs(plan, semantics);
      List<String> settingNames =
          options.settings().isEmpty()
              ? List.of(Setting.nameOf(semantics))
              : options.settings().stream().map(Setting::name).toList();
      ScoringSetup setup =
          new ScoringSetup(
              options.metrics(),
              settings,
              options.grouping(),
              options.coneEntities(),
              options.errors());
      // approx-only with an NE file as the key: its documents are on the driver, always broadcast
      boolean broadcast =
          plan.keyTextBytes() <= options.keyBroadcastBytes() || semantics.cone().ne().asKey();
      long t = System.nanoTime();
      Scored scored =
          broadcast
              ? new BroadcastScoring(jsc, hadoopConf, setup, options.tolerance(), options.formats())
                  .score(plan, timings)
              : new ShuffleScoring(jsc, hadoopConf, setup, options.tolerance(), options.formats())
                  .score(plan, timings);
      spark.sparkContext().setJobDescription("tally problems");
      List<ProblemTally> tallies = timed(timings, "tally", () -> tally(scored.problems(), plan));
      timings.put(
          "score",
          millisSince(t) - timings.getOrDefault("read", 0L) - timings.getOrDefault("readKey", 0L));
      long decideStart = System.nanoTime();
      Decisions decisions = decide(plan, scored.sums(), tallies, settings.size());
      timings.put("decide", millisSince(decideStart));
      write(jsc, scored, decisions, plan, settingNames, hadoopConf, outDir, timings);
      scored.release().run();
      long keyDocuments =
          scored.sums().values().stream().mapToLong(sum -> sum.tally().documents()).max().orElse(0);
      Map<String, Long> groupDocuments = groupDocuments(scored.sums());
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
          timings,
          settingNames,
          settings,
          options.grouping(),
          groupDocuments,
          tallies.stream()
              .filter(
                  tally ->
                      tally.source().equals(InputPlan.KEY_NAME)
                          && tally.kind() == ProblemKind.UNGROUPED_DOCUMENT)
              .mapToLong(ProblemTally::count)
              .sum(),
          options.errors());
    } finally {
      hadoopConf.destroy();
    }
  }

  /**
   * Documents per group: every system is scored on every key document (missing ones as empty
   * responses), so any system's group tallies count them; sorted by group name.
   */
  private static Map<String, Long> groupDocuments(Map<Integer, SystemSums> sums) {
    Map<String, Long> documents = new java.util.TreeMap<>();
    for (SystemSums sum : sums.values()) {
      sum.groups().forEach((g, part) -> documents.merge(g, part.tally().documents(), Math::max));
    }
    return documents;
  }

  /** The format of the key's first file (CoNLL-2012 when it has none). */
  private Format keyFormat(InputPlan plan) {
    for (InputPlan.Split split : plan.splits()) {
      if (split.isOfKey()) {
        return options.formats().of(split.path());
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
      Format format = options.formats().of(split.path());
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
      InputPlan plan, Map<Integer, SystemSums> sums, List<ProblemTally> tallies, int settings) {
    List<SystemResult> systems = new ArrayList<>();
    List<SourcedProblem> problems = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      InputPlan.Source source = plan.sources.get(s);
      String root = InputPlan.display(source.root());
      SystemSums sum = sums.getOrDefault(s, SystemSums.EMPTY);
      SystemTally primary = sum.tally();
      Verdict verdict =
          CorpusRules.verdict(
              root,
              new SystemTally(
                  primary.documents(),
                  primary.missing(),
                  sum.all().mostRemovedRepeats(),
                  primary.firstDocument(),
                  primary.cone()),
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
      List<Counts> settingCounts = new ArrayList<>();
      Map<String, GroupResult> groups = new java.util.TreeMap<>();
      if (verdict.scored()) {
        for (int i = 0; i < settings; i++) {
          settingCounts.add(sum.all().counts(i, options.metrics()));
        }
        for (Map.Entry<String, SystemSums.Part> e :
            new java.util.TreeMap<>(sum.groups()).entrySet()) {
          List<Counts> counts = new ArrayList<>();
          for (int i = 0; i < settings; i++) {
            counts.add(e.getValue().counts(i, options.metrics()));
          }
          SystemTally t = e.getValue().tally();
          groups.put(e.getKey(), new GroupResult(t.documents(), t.missing(), counts));
          if (t.documents() > 0 && t.missing() == t.documents()) {
            problems.add(
                new SourcedProblem(s, CorpusRules.emptyGroup(root, e.getKey(), t.documents())));
          }
        }
      }
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
              verdict.scored() ? tally.cone() : null,
              settingCounts,
              groups,
              verdict.scored() ? sum.all().errors() : null,
              verdict.scored() ? sum.all().costs() : List.of(),
              Set.copyOf(sum.all().headRules())));
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
      Broadcast<HadoopConf> hadoopConf,
      String outDir,
      Map<String, Long> timings)
      throws IOException {
    Set<Integer> kept = decisions.keyReason() == null ? decisions.scoredSources() : Set.of();
    long documentScores = 0;
    for (int s : kept) {
      documentScores += scored.sums().getOrDefault(s, SystemSums.EMPTY).tally().documents();
    }
    long rows =
        documentScores * settings.size() * ScoreTable.rows(Counts.zero(options.metrics())).size();
    RunWriter writer =
        new RunWriter(spark, outDir, plan.sources, settings, hadoopConf, rows, writerTasks);
    if (decisions.keyReason() == null) {
      spark.sparkContext().setJobDescription("write per-document scores");
      writer.documents(scored.documentScores().filter(d -> kept.contains(d.source())), timings);
      if (options.errors() != null) {
        long t = System.nanoTime();
        spark.sparkContext().setJobDescription("write per-document error counts");
        writer.errors(
            scored.documentScores().filter(d -> kept.contains(d.source())),
            options.errors().singletonsCode());
        if (options.errors().listErrors()) {
          writer.errorList(scored.documentScores().filter(d -> kept.contains(d.source())));
        }
        timings.put("writeErrors", millisSince(t));
      }
      if (options.coneEntities()) {
        long t = System.nanoTime();
        spark.sparkContext().setJobDescription("write CONE entity rows");
        writer.coneEntities(scored.documentScores().filter(d -> kept.contains(d.source())));
        timings.put("writeConeEntities", millisSince(t));
      }
    }
    if (options.grouping() != null && decisions.keyReason() == null) {
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
   * order the documents were summed in. One sum per setting, for the whole corpus and, when key
   * documents are grouped, for each group.
   */
  static final class SystemSums implements Serializable {
    private static final long serialVersionUID = 1L;
    static final SystemSums EMPTY =
        new SystemSums(EnumSet.noneOf(Metric.class), new Part(0, Set.of()), null);

    /** The sums of some documents, by setting. */
    static final class Part implements Serializable {
      private static final long serialVersionUID = 1L;
      private final CountsSum[] counts;
      private final SystemTally[] tallies;
      private final Set<Metric> metrics;
      private long[] errors; // DocumentErrors.values() summed; null until a document has them
      private CountsSum[] costs; // per corrected response (--error-costs); null until one comes
      private final EnumSet<HeadRule> headRules = EnumSet.noneOf(HeadRule.class);

      Part(int settings, Set<Metric> metrics) {
        this.metrics = metrics;
        counts = new CountsSum[settings];
        tallies = new SystemTally[settings];
        for (int i = 0; i < settings; i++) {
          counts[i] = new CountsSum(metrics);
          tallies[i] = SystemTally.EMPTY;
        }
      }

      void add(DocumentScore d) {
        for (int i = 0; i < counts.length; i++) {
          counts[i].add(d.counts()[i]);
          tallies[i] = tallies[i].plus(d.tallies()[i]);
        }
        addErrors(d.errors() == null ? null : d.errors().values(), 1);
        if (d.headRule() != null) {
          headRules.add(d.headRule());
        }
        if (d.costs() != null) {
          for (int i = 0; i < d.costs().length; i++) {
            costSums(d.costs().length)[i].add(d.costs()[i]);
          }
        }
      }

      void add(Part o) {
        for (int i = 0; i < counts.length; i++) {
          counts[i].add(o.counts[i]);
          tallies[i] = tallies[i].plus(o.tallies[i]);
        }
        addErrors(o.errors, 1);
        headRules.addAll(o.headRules);
        if (o.costs != null) {
          for (int i = 0; i < o.costs.length; i++) {
            costSums(o.costs.length)[i].add(o.costs[i]);
          }
        }
      }

      private void addErrors(long[] values, int sign) {
        if (values == null) {
          return;
        }
        if (errors == null) {
          errors = new long[values.length];
        }
        for (int i = 0; i < values.length; i++) {
          errors[i] += sign * values[i];
        }
      }

      private CountsSum[] costSums(int steps) {
        if (costs == null) {
          costs = new CountsSum[steps];
          for (int i = 0; i < steps; i++) {
            costs[i] = new CountsSum(metrics);
          }
        }
        return costs;
      }

      /** How the analysed key documents' heads and types were found. */
      Set<HeadRule> headRules() {
        return headRules;
      }

      /** The summed error counts, or null when no document was analysed. */
      DocumentErrors errors() {
        return errors == null ? null : DocumentErrors.of(errors);
      }

      /** The summed counts of each corrected response, or an empty list without costs. */
      List<Counts> costs() {
        List<Counts> out = new ArrayList<>();
        if (costs != null) {
          for (CountsSum c : costs) {
            out.add(c.counts());
          }
        }
        return out;
      }

      void remove(DocumentScore d) {
        addErrors(d.errors() == null ? null : d.errors().values(), -1);
        if (d.costs() != null) {
          for (int i = 0; i < d.costs().length; i++) {
            costSums(d.costs().length)[i].subtract(d.costs()[i]);
          }
        }
        for (int i = 0; i < counts.length; i++) {
          counts[i].subtract(d.counts()[i]);
          SystemTally t = d.tallies()[i];
          SystemTally sum = tallies[i];
          tallies[i] =
              new SystemTally(
                  sum.documents() - t.documents(),
                  sum.missing() - t.missing(),
                  sum.removedRepeats() - t.removedRepeats(),
                  sum.firstDocument(), // the name stays: another occurrence of it is kept
                  ConeTally.minus(sum.cone(), t.cone()));
        }
      }

      /** The primary setting's tally (documents and missing ones are the same in every setting). */
      SystemTally tally() {
        return tallies.length == 0 ? SystemTally.EMPTY : tallies[0];
      }

      SystemTally tally(int setting) {
        return tallies.length == 0 ? SystemTally.EMPTY : tallies[setting];
      }

      Counts counts(int setting, Set<Metric> metrics) {
        return counts.length == 0 || tallies[setting].documents() == 0
            ? Counts.zero(metrics)
            : counts[setting].counts();
      }

      /** The most repeats removed under any setting (what a limit on them is checked against). */
      long mostRemovedRepeats() {
        long most = 0;
        for (SystemTally t : tallies) {
          most = Math.max(most, t.removedRepeats());
        }
        return most;
      }
    }

    private final EnumSet<Metric> metrics; // (Kryo reads an EnumSet back; an immutable set not)
    private final Part all;
    private final Map<String, Part> groups; // null when documents are not grouped

    private SystemSums(EnumSet<Metric> metrics, Part all, Map<String, Part> groups) {
      this.metrics = metrics;
      this.all = all;
      this.groups = groups;
    }

    /** An empty sum, to add to. */
    static SystemSums zero(int settings, Set<Metric> metrics, boolean grouped) {
      EnumSet<Metric> m = EnumSet.noneOf(Metric.class);
      m.addAll(metrics);
      return new SystemSums(m, new Part(settings, m), grouped ? new HashMap<>() : null);
    }

    private Part group(String group) {
      return groups.computeIfAbsent(group, g -> new Part(all.counts.length, metrics));
    }

    SystemSums add(DocumentScore d) {
      all.add(d);
      if (groups != null && d.group() != null) {
        group(d.group()).add(d);
      }
      return this;
    }

    SystemSums add(SystemSums o) {
      all.add(o.all);
      if (groups != null && o.groups != null) {
        o.groups.forEach((g, part) -> group(g).add(part));
      }
      return this;
    }

    /** Takes a document added before out again (exactly: the sums are exact). */
    SystemSums remove(DocumentScore d) {
      all.remove(d);
      if (groups != null && d.group() != null) {
        group(d.group()).remove(d);
      }
      return this;
    }

    /** The primary setting's tally. */
    SystemTally tally() {
      return all.tally();
    }

    Part all() {
      return all;
    }

    /** The sums per group (empty without grouping). */
    Map<String, Part> groups() {
      return groups == null ? Map.of() : groups;
    }

    /** The primary setting's counts. */
    Counts counts(Set<Metric> metrics) {
      return all.counts(0, metrics);
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
  static Map<Integer, SystemSums> sums(JavaRDD<DocumentScore> documentScores, ScoringSetup setup) {
    return documentScores
        .mapToPair(d -> new Tuple2<>(d.source(), d))
        .aggregateByKey(
            SystemSums.zero(setup.settings().size(), setup.metrics(), setup.grouping() != null),
            SystemSums::add,
            SystemSums::add)
        .collectAsMap();
  }

  static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
