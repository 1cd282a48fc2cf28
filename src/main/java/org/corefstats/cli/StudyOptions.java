package org.corefstats.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options of a correlation study, shared by {@code correlate} and {@code run --correlate}. */
final class StudyOptions {
  @Option(
      names = "--pivot",
      paramLabel = "METRIC",
      defaultValue = "blanc",
      description =
          "the metric correlated with every other (default: ${DEFAULT-VALUE}, as Table 3 of Luo et al."
              + " 2014)")
  String pivot;

  @Option(
      names = "--methods",
      paramLabel = "LIST",
      defaultValue = "pearson,spearman,kendall",
      description = "comma-separated: pearson, spearman, kendall (default: ${DEFAULT-VALUE})")
  String methods;

  @Option(
      names = "--study-metrics",
      paramLabel = "LIST",
      description = "the metrics of the study (default: every metric in the scores)")
  String metrics;

  CorrelationStudy.Options validated(CommandSpec spec) {
    List<CorrelationMethod> chosen = new ArrayList<>();
    try {
      for (String m : methods.split(",")) {
        if (!m.isBlank()) {
          chosen.add(CorrelationMethod.fromCode(m.trim()));
        }
      }
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (chosen.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--methods names no method");
    }
    List<String> study =
        metrics == null
            ? List.of()
            : List.of(metrics.split(",")).stream()
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    return new CorrelationStudy.Options(
        pivot.trim().toLowerCase(Locale.ROOT), chosen.stream().distinct().toList(), study);
  }
}
