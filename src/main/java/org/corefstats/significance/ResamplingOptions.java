package org.corefstats.significance;

import java.io.Serializable;
import java.util.Objects;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Metric;

/**
 * How bootstrap intervals and paired randomization tests are computed.
 *
 * @param metrics statistics of these metrics (a derived one computed from its inputs); null: every
 *     one present
 * @param baseline compare every system with this one only; null: all pairs
 * @param partitions document partitions; 0: Spark's default parallelism
 * @throws InvalidRequestException for a negative number of replicates or permutations, or a level
 *     or alpha outside (0, 1)
 */
public record ResamplingOptions(
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
  public ResamplingOptions {
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
