package org.corefstats.spark;

import static org.apache.spark.sql.functions.col;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.Correction;
import org.corefstats.significance.FixedPoint;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.Intervals;
import org.corefstats.significance.RandomizationFlips;
import org.corefstats.significance.Replicates;
import org.corefstats.significance.SignificanceResult;
import org.corefstats.significance.Statistic;
import org.corefstats.significance.Strata;
import org.corefstats.study.Measure;
import scala.Tuple2;

/**
 * Bootstrap intervals and paired randomization tests over the per-document counts that {@code run}
 * writes, on Spark. Documents are ordered by name and numbered; each partition holds a contiguous
 * range of them as fixed-point vectors (every system side by side) and, for each block of
 * replicates, adds up its documents' weighted counts; blocks are summed across partitions by key
 * and turned into statistics where they are summed. Only replicate statistics (replicates x systems
 * x statistics numbers) and exceedance counts reach the driver, never documents. Every random draw
 * is keyed by (seed, replicate, document or tree node), and sums are exact longs, so results do not
 * depend on the partitioning. For the macro average over groups of documents ({@link #macro}),
 * documents are numbered group by group (groups by name, documents by name within each), sums are
 * kept per group, and the bootstrap draws each group's documents within the group ({@link Strata}).
 */
public final class SignificanceJob {
  /** Largest block of replicate sums one task holds, in longs (32 MB). */
  static final int BLOCK_LONGS = 4 << 20;

  private SignificanceJob() {}

  /**
   * @param metrics statistics of these metrics (a derived one computed from its inputs); null:
   *     every one present
   * @param baseline compare every system with this one only; null: all pairs
   * @param partitions document partitions; 0: Spark's default parallelism
   * @throws InvalidRequestException for a negative number of replicates or permutations, or a level
   *     or alpha outside (0, 1)
   */
  public record Options(
      Set<Metric> metrics,
      int bootstrap,
      long permutations,
      long seed,
      String baseline,
      double level,
      double alpha,
      IntervalMethod interval,
      Correction correction,
      int partitions)
      implements Serializable {
    public Options {
      metrics = metrics == null ? null : Set.copyOf(metrics);
      Objects.requireNonNull(interval, "interval");
      Objects.requireNonNull(correction, "correction");
      if (bootstrap < 0 || permutations < 0) {
        throw new InvalidRequestException(
            "the numbers of bootstrap replicates and of permutations cannot be" + " negative");
      }
      if (!(level > 0 && level < 1)) {
        throw new InvalidRequestException(
            "the confidence level must be between 0 and 1, not " + level);
      }
      if (!(alpha > 0 && alpha < 1)) {
        throw new InvalidRequestException(
            "the significance level alpha must be between 0 and 1, not " + alpha);
      }
    }
  }

  /**
   * One document's counts while they are gathered: every system's vector and which rows were seen.
   */
  static final class Gathered implements Serializable {
    private static final long serialVersionUID = 1L;
    final double[] values;
    final int[] seen; // per system: bit k set when count row k (of ScoreTable.COUNT_ROWS) was read
    String duplicate; // "system/metric" read twice, if any

    Gathered(int systems) {
      values = new double[systems * Counts.WIDTH];
      seen = new int[systems];
    }

    Gathered add(int system, int row, double[] v, BlancScore.Rule blancRule) {
      int bit = 1 << row;
      if ((seen[system] & bit) != 0 && duplicate == null) {
        duplicate = system + "/" + row;
      }
      seen[system] |= bit;
      ScoreTable.putCounts(row, v, blancRule, values, system * Counts.WIDTH);
      return this;
    }

    Gathered merge(Gathered other) {
      for (int s = 0; s < seen.length; s++) {
        if ((seen[s] & other.seen[s]) != 0 && duplicate == null) {
          duplicate = s + "/" + Integer.numberOfTrailingZeros(seen[s] & other.seen[s]);
        }
        seen[s] |= other.seen[s];
      }
      if (duplicate == null) {
        duplicate = other.duplicate;
      }
      for (int i = 0; i < values.length; i++) {
        values[i] += other.values[i]; // each value is set by one side only (or it is a duplicate)
      }
      return this;
    }
  }

  /**
   * Intervals and tests of every system of {@code documents} (run's per-document table), as {@code
   * options} say.
   *
   * @param blancRule how BLANC's halves were combined in the run that wrote {@code documents}
   *     ({@link BlancScore.Rule#of} its profile): the table does not say
   */
  public static SignificanceResult run(
      SparkSession spark, Dataset<Row> documents, BlancScore.Rule blancRule, Options options) {
    return run(spark, documents, blancRule, options, null).result();
  }

  /**
   * The statistics of the macro average over groups of documents, as {@link #run} computes those of
   * the corpus: the bootstrap resamples documents within each group (every group keeps its size),
   * the randomization test swaps a pair's documents and recomputes the macro average, and every
   * estimate is the mean over groups of the group's statistic ({@link
   * org.corefstats.core.metrics.MacroAverage}). Documents of no group are left out.
   *
   * @param groupOf key document name to its group; null: the corpus as one group ({@link #run})
   * @throws RefusedInputException when no document of the input is in a group
   */
  public static Grouped macro(
      SparkSession spark,
      Dataset<Row> documents,
      BlancScore.Rule blancRule,
      Options options,
      Map<String, String> groupOf) {
    return run(spark, documents, blancRule, options, Objects.requireNonNull(groupOf, "groupOf"));
  }

  /**
   * @param groups the groups, in the order of their documents' numbers (by name)
   * @param leftOut documents of the input in no group, left out
   */
  public record Grouped(SignificanceResult result, List<String> groups, long leftOut) {
    public Grouped {
      groups = List.copyOf(groups);
    }
  }

  private static Grouped run(
      SparkSession spark,
      Dataset<Row> documents,
      BlancScore.Rule blancRule,
      Options options,
      Map<String, String> groupOf) {
    Objects.requireNonNull(blancRule, "blancRule");
    Map<String, Long> timings = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Dataset<Row> counts = countRows(documents);
    Design design = design(counts, options);
    Prepared prepared =
        prepare(
            counts,
            design,
            options.partitions() > 0 ? options.partitions() : jsc.defaultParallelism(),
            blancRule,
            Grouping.of(counts, groupOf));
    timings.put("prepare", millis(t0));

    SignificanceResult.Builder result =
        new SignificanceResult.Builder(
            design.systems(),
            design.statistics(),
            prepared.documents(),
            estimates(prepared, design),
            options.level(),
            options.alpha(),
            options.seed());
    JavaRDD<Range> ranges = prepared.numbered().mapPartitions(Range::of).filter(r -> r != null);
    if (options.bootstrap() > 0) {
      long t1 = System.nanoTime();
      bootstrap(jsc, ranges, prepared, design, options, result);
      timings.put("bootstrap", millis(t1));
    }
    if (options.permutations() > 0 && design.systems().size() > 1) {
      long t2 = System.nanoTime();
      randomization(jsc, ranges, prepared, design, options, result);
      timings.put("randomization", millis(t2));
    }
    prepared.numbered().unpersist(false);
    return new Grouped(
        result.timings(timings).build(options.interval() == IntervalMethod.BCA),
        prepared.grouping().groups(),
        prepared.grouping().leftOut());
  }

  /**
   * Which documents are numbered, in which order: every one by name (the corpus as one group), or
   * those of a group, group by group (groups by name), by name within each.
   *
   * @param index document name to its group's number; null: every document, one group
   * @param sizes documents of each group
   */
  record Grouping(Map<String, Integer> index, List<String> groups, List<Long> sizes, long leftOut) {
    /** Of the documents of {@code counts}; {@code groupOf} null: one group of all. */
    static Grouping of(Dataset<Row> counts, Map<String, String> groupOf) {
      if (groupOf == null) {
        return new Grouping(null, List.of(), List.of(), 0);
      }
      List<String> names =
          counts.select("document").distinct().collectAsList().stream()
              .map(r -> r.getString(0))
              .toList();
      TreeMap<String, Long> sizes = new TreeMap<>();
      long leftOut = 0;
      for (String name : names) {
        String group = groupOf.get(name);
        if (group == null) {
          leftOut++;
        } else {
          sizes.merge(group, 1L, Long::sum);
        }
      }
      if (sizes.isEmpty()) {
        throw new RefusedInputException(
            "no document of the input is in a group (" + names.size() + " documents, none listed)");
      }
      List<String> groups = List.copyOf(sizes.keySet());
      Map<String, Integer> index = new HashMap<>();
      for (String name : names) {
        String group = groupOf.get(name);
        if (group != null) {
          index.put(name, groups.indexOf(group));
        }
      }
      return new Grouping(index, groups, List.copyOf(sizes.values()), leftOut);
    }

    /** The strata of {@code n} numbered documents. */
    Strata strata(long n) {
      return index == null ? Strata.whole(Math.toIntExact(n)) : Strata.ofSizes(sizes);
    }
  }

  /** Documents by group number, then by name. */
  static final class GroupThenName implements Comparator<String>, Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Integer> index;

    GroupThenName(Map<String, Integer> index) {
      this.index = index;
    }

    @Override
    public int compare(String a, String b) {
      int c = Integer.compare(index.get(a), index.get(b));
      return c != 0 ? c : a.compareTo(b);
    }
  }

  /** The count rows of run's per-document table (not the rows of R, P and F1 alone). */
  private static Dataset<Row> countRows(Dataset<Row> documents) {
    List<Column> selected = new ArrayList<>(List.of(col("system"), col("document"), col("metric")));
    ScoreTable.COUNT_COLUMNS.forEach(c -> selected.add(col(c)));
    return documents
        .filter(col("metric").isin(ScoreTable.COUNT_ROWS.toArray()))
        .select(selected.toArray(Column[]::new));
  }

  /**
   * What is compared: the systems (by name), the metrics whose counts the input has, the statistics
   * reported, and which count rows every (system, document) must have (bit k: row k of {@link
   * ScoreTable#COUNT_ROWS}).
   */
  private record Design(
      List<String> systems, Set<Metric> metrics, List<Statistic> statistics, int expectedRows) {
    /** The values of one document: every system's counts side by side. */
    int width() {
      return systems.size() * Counts.WIDTH;
    }
  }

  /**
   * 1. The design, checked against the request: a baseline among the systems, metrics the input
   * has.
   */
  private static Design design(Dataset<Row> counts, Options options) {
    List<String> systems =
        counts.select("system").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .sorted()
            .toList();
    List<String> presentRows =
        counts.select("metric").distinct().collectAsList().stream()
            .map(r -> r.getString(0))
            .toList();
    if (systems.isEmpty()) {
      throw new RefusedInputException(
          "no per-document counts (rows with a system, a document and a metric such"
              + " as muc) in the input");
    }
    if (options.baseline() != null && !systems.contains(options.baseline())) {
      throw new InvalidRequestException(
          "the baseline system "
              + options.baseline()
              + " is not among the systems of"
              + " the input ("
              + String.join(", ", systems)
              + ")");
    }
    Set<Metric> metrics = ScoreTable.metricsOf(presentRows);
    if (metrics.isEmpty()) {
      throw new RefusedInputException(
          "the input has no count rows (" + ScoreTable.countRowsText() + ")");
    }
    Set<Metric> available = Metric.withDerived(metrics);
    Set<Metric> chosen = EnumSet.noneOf(Metric.class);
    chosen.addAll(available);
    if (options.metrics() != null) {
      chosen.clear();
      for (Metric m : options.metrics()) {
        if (!available.contains(m)) {
          throw new InvalidRequestException(
              m.hasCounts()
                  ? "the input has no counts of "
                      + m.code()
                      + " (it has: "
                      + String.join(", ", metrics.stream().map(Metric::code).toList())
                      + ")"
                  : m.code()
                      + " needs "
                      + Metric.spelled(m.inputs())
                      + " counts, which the input lacks");
        }
        chosen.add(m);
        chosen.addAll(m.inputs()); // computed from, even when not reported
      }
    }
    int expectedRows = 0;
    for (int k = 0; k < ScoreTable.COUNT_ROWS.size(); k++) {
      if (presentRows.contains(ScoreTable.COUNT_ROWS.get(k))) {
        expectedRows |= 1 << k;
      }
    }
    return new Design(systems, metrics, reported(chosen, options.metrics()), expectedRows);
  }

  /**
   * The documents as fixed-point vectors, numbered in name order and kept (serialized) for the
   * replicates, and their totals.
   */
  private record Prepared(
      JavaPairRDD<Long, long[]> numbered,
      long documents,
      FixedPoint fixed,
      long[] totals,
      Grouping grouping,
      Strata strata) {
    int groups() {
      return strata.groups();
    }
  }

  /**
   * 2. One vector per document, every system side by side, checked (the first problem by document
   * name refuses the input), ordered by name and numbered.
   */
  private static Prepared prepare(
      Dataset<Row> counts,
      Design design,
      int partitions,
      BlancScore.Rule blancRule,
      Grouping grouping) {
    List<String> systems = design.systems();
    int s = systems.size();
    Map<String, Integer> systemIndex = new LinkedHashMap<>();
    systems.forEach(name -> systemIndex.put(name, systemIndex.size()));
    Map<String, Integer> index = grouping.index();
    JavaPairRDD<String, Gathered> unsorted =
        counts
            .javaRDD()
            .filter(r -> index == null || index.containsKey(r.getString(1)))
            .mapToPair(
                r -> {
                  double[] v = new double[4];
                  for (int i = 0; i < 4; i++) {
                    v[i] = r.isNullAt(3 + i) ? Double.NaN : r.getDouble(3 + i);
                  }
                  return new Tuple2<>(
                      r.getString(1),
                      new Tuple2<>(
                          new int[] {
                            systemIndex.get(r.getString(0)),
                            ScoreTable.COUNT_ROWS.indexOf(r.getString(2))
                          },
                          v));
                })
            .aggregateByKey(
                new Gathered(s),
                partitions,
                (g, cell) -> g.add(cell._1()[0], cell._1()[1], cell._2(), blancRule),
                Gathered::merge);
    JavaPairRDD<String, Gathered> gathered =
        index == null
            ? unsorted.sortByKey(true, partitions)
            : unsorted.sortByKey(new GroupThenName(index), true, partitions);
    int expectedRows = design.expectedRows();
    JavaPairRDD<String, Gathered> checked = gathered.persist(StorageLevel.MEMORY_AND_DISK_SER());
    List<String> problems =
        checked
            .map(d -> problem(d._1(), d._2(), systems, expectedRows))
            .filter(Objects::nonNull)
            .take(1);
    if (!problems.isEmpty()) {
      checked.unpersist(false);
      throw new RefusedInputException(problems.get(0));
    }
    double[] columnMax = checked.map(d -> columnMax(d._2().values)).reduce(SignificanceJob::max);
    long n = checked.count();
    FixedPoint fixed = FixedPoint.of(columnMax, n, design.metrics());
    JavaPairRDD<Long, long[]> numbered =
        checked
            .zipWithIndex()
            .mapToPair(d -> new Tuple2<>(d._2(), fixed.quantize(d._1()._2().values)));
    numbered.persist(StorageLevel.MEMORY_AND_DISK_SER());
    Strata strata = grouping.strata(n);
    int width = design.width();
    long[] totals = // per group, group after group
        numbered.aggregate(
            new long[strata.groups() * width],
            (sums, d) -> {
              int at = strata.groupOf(Math.toIntExact(d._1())) * width;
              for (int j = 0; j < width; j++) {
                sums[at + j] += d._2()[j];
              }
              return sums;
            },
            Replicates::add);
    checked.unpersist(false);
    return new Prepared(numbered, n, fixed, totals, grouping, strata);
  }

  /**
   * Every statistic of every system on the whole corpus (the macro average over its groups), system
   * after system.
   */
  private static double[] estimates(Prepared prepared, Design design) {
    List<Statistic> statistics = design.statistics();
    double[] estimates = new double[design.systems().size() * statistics.size()];
    for (int i = 0; i < design.systems().size(); i++) {
      System.arraycopy(
          Replicates.macro(
              statistics,
              prepared.fixed(),
              prepared.totals(),
              i * Counts.WIDTH,
              design.width(),
              prepared.groups()),
          0,
          estimates,
          i * statistics.size(),
          statistics.size());
    }
    return estimates;
  }

  /**
   * 3. Bootstrap: the statistics of every replicate, and BCa's acceleration from a jackknife when
   * asked.
   */
  private static void bootstrap(
      JavaSparkContext jsc,
      JavaRDD<Range> ranges,
      Prepared prepared,
      Design design,
      Options options,
      SignificanceResult.Builder result) {
    int s = design.systems().size();
    List<Statistic> statistics = design.statistics();
    FixedPoint fixed = prepared.fixed();
    int width = design.width();
    int b = options.bootstrap();
    int groups = prepared.groups();
    int block = Math.max(1, Math.min(b, BLOCK_LONGS / (width * groups)));
    long seed = options.seed();
    Strata strata = prepared.strata();
    List<Tuple2<Long, double[]>> blocks =
        ranges
            .flatMapToPair(
                r ->
                    lazyBlocks(
                        b,
                        block,
                        (r0, r1) ->
                            Replicates.bootstrapSums(
                                seed, strata, r.lo, r.documents, width, r0, r1)))
            .reduceByKey(Replicates::add, Math.max(1, (b + block - 1) / block))
            .mapValues(sums -> Replicates.statistics(sums, s, groups, fixed, statistics))
            .collect();
    double[] replicates = new double[b * s * statistics.size()];
    for (Tuple2<Long, double[]> blockStats : blocks) {
      System.arraycopy(
          blockStats._2(),
          0,
          replicates,
          Math.toIntExact(blockStats._1() * block * s * statistics.size()),
          blockStats._2().length);
    }
    double[] acceleration = null;
    if (options.interval() == IntervalMethod.BCA) {
      Broadcast<long[]> totalsShared = jsc.broadcast(prepared.totals());
      double[] full = estimates(prepared, design);
      double[] sums =
          ranges
              .map(
                  r ->
                      Replicates.jackknifeSums(
                          totalsShared.value(),
                          strata,
                          r.lo,
                          r.documents,
                          s,
                          fixed,
                          statistics,
                          full))
              .reduce((x, y) -> Replicates.addCompensated(x.clone(), y));
      totalsShared.destroy();
      acceleration = new double[s * statistics.size()];
      for (int i = 0; i < acceleration.length; i++) {
        acceleration[i] =
            Intervals.acceleration(
                prepared.documents(),
                sums[i * 6] + sums[i * 6 + 1],
                sums[i * 6 + 2] + sums[i * 6 + 3],
                sums[i * 6 + 4] + sums[i * 6 + 5]);
      }
    }
    result.bootstrap(b, replicates, acceleration);
  }

  /**
   * 4. Paired approximate randomization on every F1 (the CoNLL average's included): exceedance
   * counts.
   */
  private static void randomization(
      JavaSparkContext jsc,
      JavaRDD<Range> ranges,
      Prepared prepared,
      Design design,
      Options options,
      SignificanceResult.Builder result) {
    int s = design.systems().size();
    FixedPoint fixed = prepared.fixed();
    int width = design.width();
    List<Statistic> tests =
        design.statistics().stream().filter(st -> st.measure() == Measure.F1).toList();
    int[][] pairs = pairs(design.systems(), options.baseline());
    int groups = prepared.groups();
    Strata strata = prepared.strata();
    double[] observed =
        Replicates.observedDifferences(prepared.totals(), pairs, groups, fixed, tests);
    RandomizationFlips flips =
        RandomizationFlips.of(options.seed(), options.permutations(), prepared.documents());
    long p = flips.count();
    int block = Math.max(1, (int) Math.min(p, BLOCK_LONGS / (width * groups)));
    long blockCount = (p + block - 1) / block;
    Broadcast<long[]> totalsShared = jsc.broadcast(prepared.totals());
    long[] exceed =
        ranges
            .flatMapToPair(
                r ->
                    lazyBlocks(
                        p,
                        block,
                        (k0, k1) ->
                            Replicates.swappedSums(
                                flips, strata, r.lo, r.documents, width, k0, k1)))
            .reduceByKey(Replicates::add, (int) Math.max(1, Math.min(blockCount, 10_000)))
            .map(
                sums ->
                    Replicates.exceedances(
                        sums._2(), totalsShared.value(), s, groups, pairs, fixed, tests, observed))
            .reduce((x, y) -> Replicates.add(x.clone(), y));
    totalsShared.destroy();
    result.randomization(
        tests,
        pairs,
        observed,
        exceed,
        p,
        flips.exact(),
        options.correction() == Correction.HOLM,
        options.baseline() != null);
  }

  /** Sums of one range for replicates [from, to). */
  interface BlockSums extends Serializable {
    long[] sums(long from, long to);
  }

  /**
   * Blocks of {@code size} replicates out of {@code total}, keyed by block number, computed one at
   * a time.
   */
  static Iterator<Tuple2<Long, long[]>> lazyBlocks(long total, int size, BlockSums sums) {
    return new Iterator<>() {
      private long from;

      @Override
      public boolean hasNext() {
        return from < total;
      }

      @Override
      public Tuple2<Long, long[]> next() {
        long to = Math.min(total, from + size);
        Tuple2<Long, long[]> block = new Tuple2<>(from / size, sums.sums(from, to));
        from = to;
        return block;
      }
    };
  }

  /**
   * The statistics reported: R, P, F1 of the chosen counted metrics, F1 of the derived ones (those
   * asked for only).
   */
  private static List<Statistic> reported(Set<Metric> chosen, Set<Metric> asked) {
    Set<Metric> shown = EnumSet.noneOf(Metric.class);
    for (Metric m : chosen) {
      if (asked == null || asked.contains(m)) {
        shown.add(m);
      }
    }
    return Statistic.of(shown);
  }

  /** Every pair (i < j), or (baseline, other) for each other system. */
  static int[][] pairs(List<String> systems, String baseline) {
    List<int[]> pairs = new ArrayList<>();
    if (baseline != null) {
      int b = systems.indexOf(baseline);
      for (int i = 0; i < systems.size(); i++) {
        if (i != b) {
          pairs.add(new int[] {i, b});
        }
      }
    } else {
      for (int i = 0; i < systems.size(); i++) {
        for (int j = i + 1; j < systems.size(); j++) {
          pairs.add(new int[] {i, j});
        }
      }
    }
    return pairs.toArray(new int[0][]);
  }

  /** What is wrong with a document's counts, or null. */
  private static String problem(
      String document, Gathered g, List<String> systems, int expectedRows) {
    if (g.duplicate != null) {
      String[] at = g.duplicate.split("/");
      return "document "
          + document
          + ": system "
          + systems.get(Integer.parseInt(at[0]))
          + " has two "
          + ScoreTable.COUNT_ROWS.get(Integer.parseInt(at[1]))
          + " rows";
    }
    for (int i = 0; i < systems.size(); i++) {
      int missing = expectedRows & ~g.seen[i];
      if (missing != 0) {
        return "document "
            + document
            + ": system "
            + systems.get(i)
            + " has no "
            + ScoreTable.COUNT_ROWS.get(Integer.numberOfTrailingZeros(missing))
            + " row (paired tests need every"
            + " system's counts for every document; a system left out of a run has none)";
      }
    }
    for (int i = 0; i < g.values.length; i++) {
      double v = g.values[i];
      if (!(v >= 0) || Double.isInfinite(v)) {
        return "document "
            + document
            + ": system "
            + systems.get(i / Counts.WIDTH)
            + " has a count that is"
            + " negative, missing or not finite";
      }
    }
    return null;
  }

  private static double[] columnMax(double[] values) {
    double[] max = new double[Counts.WIDTH];
    for (int i = 0; i < values.length; i++) {
      max[i % Counts.WIDTH] = Math.max(max[i % Counts.WIDTH], values[i]);
    }
    return max;
  }

  private static double[] max(double[] a, double[] b) {
    double[] m = new double[a.length];
    for (int i = 0; i < m.length; i++) {
      m[i] = Math.max(a[i], b[i]);
    }
    return m;
  }

  /** A partition's documents: numbers lo .. lo + size - 1, in order. */
  static final class Range implements Serializable {
    private static final long serialVersionUID = 1L;
    final int lo;
    final List<long[]> documents;

    private Range(int lo, List<long[]> documents) {
      this.lo = lo;
      this.documents = documents;
    }

    static Iterator<Range> of(Iterator<Tuple2<Long, long[]>> numbered) {
      List<long[]> docs = new ArrayList<>();
      long lo = -1;
      while (numbered.hasNext()) {
        Tuple2<Long, long[]> d = numbered.next();
        if (lo < 0) {
          lo = d._1();
        } else if (d._1() != lo + docs.size()) {
          throw new IllegalStateException(
              "documents of a partition are not numbered consecutively");
        }
        docs.add(d._2());
      }
      return Collections.singletonList(lo < 0 ? null : new Range(Math.toIntExact(lo), docs))
          .iterator();
    }
  }

  private static long millis(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
