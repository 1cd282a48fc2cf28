package org.corefstats.cli;

import java.util.Set;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.metrics.Metric;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options of every command that scores: which metrics, and how strictly inputs are read. */
final class ScoringOptions {
  @Option(names = "--metrics", paramLabel = "LIST", defaultValue = "all",
      description = "comma-separated: mentions, muc, bcub, ceafm, ceafe, blanc, lea, conll (= muc,bcub,ceafe), all"
          + " (default: ${DEFAULT-VALUE}); mention detection is always included")
  String metrics;

  @Option(names = "--lenient", description = "drop broken mentions (unmatched brackets, missing #end document) with"
      + " a warning and score the rest, instead of refusing the input")
  boolean lenient;

  @Option(names = "--strict", description = "treat every problem, even a warning, as an error")
  boolean strict;

  @Option(names = "--max-repeated-mentions", paramLabel = "N", defaultValue = "-1",
      description = "refuse a system's response from which more than N repeated mentions had to be removed"
          + " (scorer.pl refuses more than 10); default: no limit")
  int maxRepeatedMentions;

  /** How strictly inputs are judged (call after {@link #validated}). */
  Tolerance tolerance() {
    return lenient ? Tolerance.LENIENT : strict ? Tolerance.STRICT : Tolerance.DEFAULT;
  }

  /** The chosen metrics, after checking the options; a usage error names what is wrong. */
  Set<Metric> validated(CommandSpec spec) {
    if (lenient && strict) {
      throw new ParameterException(spec.commandLine(), "--lenient and --strict exclude each other");
    }
    try {
      return MetricsOption.parse(metrics);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
