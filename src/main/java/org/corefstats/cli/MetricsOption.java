package org.corefstats.cli;

import java.util.EnumSet;
import java.util.Set;
import org.corefstats.core.metrics.Metric;

/**
 * Parses {@code --metrics}: a comma-separated list of metric codes or {@code all}; a derived metric
 * ({@code conll}) brings its inputs, and is chosen whenever they all are.
 */
final class MetricsOption {
  private MetricsOption() {}

  static Set<Metric> parse(String spec) {
    EnumSet<Metric> metrics = EnumSet.of(Metric.MENTIONS); // printed with every metric, as v8.01 does
    for (String part : spec.split(",")) {
      String code = part.trim();
      if (code.isEmpty()) {
        continue;
      }
      if (code.equals("all")) {
        metrics.addAll(Metric.all());
      } else {
        Metric m = Metric.fromCode(code);
        metrics.add(m);
        metrics.addAll(m.inputs());
      }
    }
    return Metric.withDerived(metrics);
  }
}
