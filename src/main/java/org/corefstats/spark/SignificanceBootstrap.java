package org.corefstats.spark;

import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.significance.FixedPoint;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.Intervals;
import org.corefstats.significance.Replicates;
import org.corefstats.significance.ResamplingOptions;
import org.corefstats.significance.SignificanceDesign;
import org.corefstats.significance.SignificanceResult;
import org.corefstats.significance.Statistic;
import org.corefstats.significance.Strata;
import scala.Tuple2;

/**
 * {@link SignificanceJob}'s bootstrap: the statistics of every replicate, summed block by block
 * across partitions, and BCa's acceleration from a jackknife when asked.
 */
final class SignificanceBootstrap {
  private SignificanceBootstrap() {}

  /**
   * 3. Bootstrap: the statistics of every replicate, and BCa's acceleration from a jackknife when
   * asked.
   */
  static void run(
      JavaSparkContext jsc,
      JavaRDD<ReplicateBlocks.Range> ranges,
      SignificanceDocuments prepared,
      SignificanceDesign design,
      ResamplingOptions options,
      SignificanceResult.Builder result) {
    int s = design.systems().size();
    List<Statistic> statistics = design.statistics();
    FixedPoint fixed = prepared.fixed();
    int width = design.width();
    int b = options.bootstrap();
    int groups = prepared.groups();
    int block = design.blockSize(b, groups, ReplicateBlocks.BLOCK_LONGS);
    long seed = options.seed();
    Strata strata = prepared.strata();
    List<Tuple2<Long, double[]>> blocks =
        ranges
            .flatMapToPair(
                r ->
                    ReplicateBlocks.lazyBlocks(
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
      double[] full = prepared.estimates(design);
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
      acceleration = Intervals.accelerations(prepared.documents(), sums);
    }
    result.bootstrap(b, replicates, acceleration);
  }
}
