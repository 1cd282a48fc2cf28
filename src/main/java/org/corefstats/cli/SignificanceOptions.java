package org.corefstats.cli;

import java.util.Locale;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.spark.SignificanceJob;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Options of bootstrap intervals and randomization tests, shared by {@code significance} and {@code run --significance}. */
final class SignificanceOptions {
  @Option(names = "--bootstrap", paramLabel = "B", defaultValue = "1000",
      description = "bootstrap replicates (documents resampled); 0 for none (default: ${DEFAULT-VALUE})")
  int bootstrap;

  @Option(names = "--permutations", paramLabel = "P", defaultValue = "10000",
      description = "permutations of each paired randomization test; all 2^n when that is no more (exact);"
          + " 0 for none (default: ${DEFAULT-VALUE})")
  long permutations;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "seed of every random draw: same seed, same results, however the work is split"
          + " (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--baseline", paramLabel = "SYSTEM",
      description = "test every system against this one only (default: every pair)")
  String baseline;

  @Option(names = "--level", paramLabel = "L", defaultValue = "0.95",
      description = "confidence level of the intervals (default: ${DEFAULT-VALUE})")
  double level;

  @Option(names = "--alpha", paramLabel = "A", defaultValue = "0.05",
      description = "significance level of the tests, after correction (default: ${DEFAULT-VALUE})")
  double alpha;

  @Option(names = "--interval", paramLabel = "METHOD", defaultValue = "percentile",
      description = "percentile or bca (bias-corrected and accelerated, with a jackknife over documents)"
          + " (default: ${DEFAULT-VALUE})")
  String interval;

  @Option(names = "--correction", paramLabel = "METHOD", defaultValue = "holm",
      description = "holm (Holm-Bonferroni over the pairs of each statistic) or none (default: ${DEFAULT-VALUE})")
  String correction;

  SignificanceJob.Options validated(CommandSpec spec, Set<String> metrics) {
    String i = interval.trim().toLowerCase(Locale.ROOT);
    String c = correction.trim().toLowerCase(Locale.ROOT);
    if (!i.equals("percentile") && !i.equals("bca")) {
      throw new ParameterException(spec.commandLine(), "--interval is percentile or bca, not '" + interval + "'");
    }
    if (!c.equals("holm") && !c.equals("none")) {
      throw new ParameterException(spec.commandLine(), "--correction is holm or none, not '" + correction + "'");
    }
    try {
      return new SignificanceJob.Options(metrics, bootstrap, permutations, seed, baseline, level, alpha,
          i.equals("bca"), c.equals("holm"), 0);
    } catch (InvalidRequestException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
