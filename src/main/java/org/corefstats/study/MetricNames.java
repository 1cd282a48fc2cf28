package org.corefstats.study;

import java.util.Comparator;
import org.corefstats.core.metrics.Metric;

/**
 * Metric names as strings, as studies handle them: a published table may have columns that are no
 * {@link Metric}, and they are kept. Order, display names and spellings come from {@link Metric}.
 */
public final class MetricNames {
  /**
   * The order of rows and plots: {@link Metric}'s (the usual order of papers), then anything else
   * by name.
   */
  public static final Comparator<String> COMPARATOR =
      Comparator.comparingInt(
              (String m) -> Metric.ofCode(m).map(Metric::ordinal).orElse(Metric.values().length))
          .thenComparing(Comparator.naturalOrder());

  private MetricNames() {}

  /** The code of a metric so named (MD: mentions, B3: bcub...), else the name normalized. */
  public static String canonical(String name) {
    return Metric.named(name).map(Metric::code).orElse(Metric.normalized(name));
  }

  /**
   * How a table shows a metric: MUC, B3, CEAF-m, CEAF-e, BLANC, LEA, MD, CoNLL; anything else as it
   * is.
   */
  public static String display(String metric) {
    return Metric.ofCode(metric).map(Metric::display).orElse(metric);
  }
}
