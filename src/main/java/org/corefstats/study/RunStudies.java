package org.corefstats.study;

import java.util.List;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Metric;
import org.corefstats.significance.ResamplingOptions;

/**
 * The studies of the scores a run ends with: {@code correlation} the correlation study (null:
 * none), {@code significance} intervals and tests (null: none).
 */
public record RunStudies(CorrelationStudy.Options correlation, ResamplingOptions significance) {
  public static final RunStudies NONE = new RunStudies(null, null);

  /**
   * The correlation study's pivot must be among the metrics scored (derived ones included).
   *
   * @throws InvalidRequestException when it is not
   */
  public void check(Set<Metric> metrics) {
    if (correlation == null) {
      return;
    }
    List<String> scored = Metric.withDerived(metrics).stream().map(Metric::code).toList();
    if (!scored.contains(correlation.pivot())) {
      throw new InvalidRequestException(
          "the pivot metric "
              + correlation.pivot()
              + " is not among the"
              + " metrics scored ("
              + String.join(", ", scored)
              + ")");
    }
  }
}
