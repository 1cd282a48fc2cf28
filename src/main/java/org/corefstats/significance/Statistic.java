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
 * rules, {@link BlancScore}), or the CoNLL average (F1 only). Computed from summed counts by the
 * same code as the run's scores.
 *
 * @param metric a metric code, or {@code conll}
 */
public record Statistic(String metric, Measure measure) implements Serializable {
  public static final String CONLL = "conll";

  /** R, P and F1 of every metric in {@code metrics} (in {@link Metric} order), then CoNLL F1 when it is asked for. */
  public static List<Statistic> of(Set<Metric> metrics, boolean conll) {
    List<Statistic> list = new ArrayList<>();
    for (Metric m : Metric.values()) {
      if (metrics.contains(m)) {
        for (Measure measure : Measure.values()) {
          list.add(new Statistic(m.code(), measure));
        }
      }
    }
    if (conll) {
      if (!metrics.containsAll(Metric.conll())) {
        throw new IllegalArgumentException("the CoNLL average needs muc, bcub and ceafe");
      }
      list.add(new Statistic(CONLL, Measure.F1));
    }
    return List.copyOf(list);
  }

  /** This statistic of corpus counts. */
  public double of(Counts counts) {
    if (metric.equals(CONLL)) {
      return counts.conll();
    }
    Metric m = Metric.fromCode(metric);
    Score s = m == Metric.BLANC ? BlancScore.of(counts.blanc()).overall() : counts.get(m).score();
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
    return metric + " " + measure;
  }
}
