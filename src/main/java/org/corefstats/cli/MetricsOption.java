package org.corefstats.cli;

import java.util.EnumSet;
import java.util.Set;
import org.corefstats.core.metrics.Metric;

/** Parses {@code --metrics}: a comma-separated list of metric codes, {@code conll} or {@code all}. */
final class MetricsOption {
  private MetricsOption() {}

  static Set<Metric> parse(String spec) {
    EnumSet<Metric> metrics = EnumSet.of(Metric.MENTIONS); // printed with every metric, as v8.01 does
    for (String part : spec.split(",")) {
      String code = part.trim();
      if (code.isEmpty()) {
        continue;
      }
      switch (code) {
        case "all" -> metrics.addAll(Metric.all());
        case "conll" -> metrics.addAll(Metric.conll());
        default -> metrics.add(Metric.fromCode(code));
      }
    }
    return metrics;
  }
}
