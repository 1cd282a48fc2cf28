package org.corefstats.spark;

import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.significance.Correction;
import org.corefstats.significance.FixedPoint;
import org.corefstats.significance.RandomizationFlips;
import org.corefstats.significance.Replicates;
import org.corefstats.significance.ResamplingOptions;
import org.corefstats.significance.SignificanceDesign;
import org.corefstats.significance.SignificanceResult;
import org.corefstats.significance.Statistic;
import org.corefstats.significance.Strata;
import org.corefstats.study.Measure;

/**
 * {@link SignificanceJob}'s paired approximate randomization test: for every pair of systems, how
 * often a random swap of their documents gives a difference at least as large as the observed one.
 */
final class SignificanceRandomization {
  private SignificanceRandomization() {}

  /**
   * 4. Paired approximate randomization on every F1 (the CoNLL average's included): exceedance
   * counts.
   */
  static void run(
      JavaSparkContext jsc,
      JavaRDD<ReplicateBlocks.Range> ranges,
      SignificanceDocuments prepared,
      SignificanceDesign design,
      ResamplingOptions options,
      SignificanceResult.Builder result) {
    int s = design.systems().size();
    FixedPoint fixed = prepared.fixed();
    int width = design.width();
    List<Statistic> tests =
        design.statistics().stream().filter(st -> st.measure() == Measure.F1).toList();
    int[][] pairs = design.pairs(options.baseline());
    int groups = prepared.groups();
    Strata strata = prepared.strata();
    double[] observed =
        Replicates.observedDifferences(prepared.totals(), pairs, groups, fixed, tests);
    RandomizationFlips flips =
        RandomizationFlips.of(options.seed(), options.permutations(), prepared.documents());
    long p = flips.count();
    int block = design.blockSize(p, groups, ReplicateBlocks.BLOCK_LONGS);
    long blockCount = (p + block - 1) / block;
    Broadcast<long[]> totalsShared = jsc.broadcast(prepared.totals());
    long[] exceed =
        ranges
            .flatMapToPair(
                r ->
                    ReplicateBlocks.lazyBlocks(
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
}
