package org.corefstats.significance;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.corefstats.study.Measure;

/**
 * One corpus number that is resampled: recall, precision or F1 of a metric (BLANC's by its corpus
 * rules, {@link BlancScore}), or the F1 of a derived metric (the CoNLL average). Computed from
 * summed counts by the same code as the run's scores ({@link Counts#score}).
 */
public record Statistic(Metric metric, Measure measure) implements Serializable {

  /**
   * R, P and F1 of every counted metric in {@code metrics}, F1 of every derived one, in {@link
   * Metric} order (a derived one is computed from its inputs' counts, which need not be reported).
   */
  public static List<Statistic> of(Set<Metric> metrics) {
    List<Statistic> list = new ArrayList<>();
    for (Metric m : Metric.values()) {
      if (!metrics.contains(m)) {
        continue;
      }
      if (m.hasCounts()) {
        for (Measure measure : Measure.values()) {
          list.add(new Statistic(m, measure));
        }
      } else {
        list.add(
            new Statistic(
                m, Measure.F1)); // from its inputs' counts, whether they are reported or not
      }
    }
    return List.copyOf(list);
  }

  /** This statistic of corpus counts. */
  public double of(Counts counts) {
    Score s = counts.score(metric);
    return switch (measure) {
      case R -> s.recall();
      case P -> s.precision();
      case F1 -> s.f1();
    };
  }

  /** Every statistic of the list, in order. */
  public static double[] values(List<Statistic> statistics, Counts counts) {
    double[] v = new double[statistics.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = statistics.get(i).of(counts);
    }
    return v;
  }

  /** As in outputs: {@code muc F1}. */
  public String label() {
    return metric.code() + " " + measure;
  }
}
