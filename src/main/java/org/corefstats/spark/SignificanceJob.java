package org.corefstats.spark;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.MacroResult;
import org.corefstats.significance.ResamplingOptions;
import org.corefstats.significance.SignificanceDesign;
import org.corefstats.significance.SignificanceResult;
import org.corefstats.significance.Strata;

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
 *
 * <p>{@link #run}'s steps: {@link SignificanceDesign} (what is compared), {@link
 * SignificanceDocuments} (the numbered vectors), {@link SignificanceBootstrap} and {@link
 * SignificanceRandomization}, over the partitions' {@link ReplicateBlocks.Range ranges}.
 */
public final class SignificanceJob {
  private SignificanceJob() {}

  /**
   * Intervals and tests of every system of {@code documents} (run's per-document table), as {@code
   * options} say.
   *
   * @param blancRule how BLANC's halves were combined in the run that wrote {@code documents}
   *     ({@link BlancScore.Rule#of} its profile): the table does not say
   */
  public static SignificanceResult run(
      SparkSession spark,
      Dataset<Row> documents,
      BlancScore.Rule blancRule,
      ResamplingOptions options) {
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
  public static MacroResult macro(
      SparkSession spark,
      Dataset<Row> documents,
      BlancScore.Rule blancRule,
      ResamplingOptions options,
      Map<String, String> groupOf) {
    return run(spark, documents, blancRule, options, Objects.requireNonNull(groupOf, "groupOf"));
  }

  private static MacroResult run(
      SparkSession spark,
      Dataset<Row> documents,
      BlancScore.Rule blancRule,
      ResamplingOptions options,
      Map<String, String> groupOf) {
    Objects.requireNonNull(blancRule, "blancRule");
    Map<String, Long> timings = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Dataset<Row> counts = countRows(documents);
    SignificanceDesign design =
        SignificanceDesign.of(
            distinct(counts, "system").stream().sorted().toList(),
            distinct(counts, "metric"),
            options);
    SignificanceDocuments prepared =
        SignificanceDocuments.of(
            counts,
            design,
            options.partitions() > 0 ? options.partitions() : jsc.defaultParallelism(),
            blancRule,
            SignificanceDocuments.grouping(counts, groupOf));
    timings.put("prepare", millis(t0));

    SignificanceResult.Builder result =
        new SignificanceResult.Builder(
            design.systems(),
            design.statistics(),
            prepared.documents(),
            prepared.estimates(design),
            options.level(),
            options.alpha(),
            options.seed());
    JavaRDD<ReplicateBlocks.Range> ranges =
        prepared.numbered().mapPartitions(ReplicateBlocks.Range::of).filter(r -> r != null);
    if (options.bootstrap() > 0) {
      long t1 = System.nanoTime();
      SignificanceBootstrap.run(jsc, ranges, prepared, design, options, result);
      timings.put("bootstrap", millis(t1));
    }
    if (options.permutations() > 0 && design.systems().size() > 1) {
      long t2 = System.nanoTime();
      SignificanceRandomization.run(jsc, ranges, prepared, design, options, result);
      timings.put("randomization", millis(t2));
    }
    prepared.numbered().unpersist(false);
    return new MacroResult(
        result.timings(timings).build(options.interval() == IntervalMethod.BCA),
        prepared.grouping().groups(),
        prepared.grouping().leftOut());
  }

  /** The count rows of run's per-document table (not the rows of R, P and F1 alone). */
  private static Dataset<Row> countRows(Dataset<Row> documents) {
    List<Column> selected = new ArrayList<>(List.of(col("system"), col("document"), col("metric")));
    ScoreTable.COUNT_COLUMNS.forEach(c -> selected.add(col(c)));
    return documents
        .filter(col("metric").isin(ScoreTable.COUNT_ROWS.toArray()))
        .select(selected.toArray(Column[]::new));
  }

  private static List<String> distinct(Dataset<Row> counts, String column) {
    return counts.select(column).distinct().collectAsList().stream()
        .map(r -> r.getString(0))
        .toList();
  }

  private static long millis(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }
}
