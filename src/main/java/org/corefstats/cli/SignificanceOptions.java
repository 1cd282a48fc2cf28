package org.corefstats.cli;

import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Metric;
import org.corefstats.significance.Correction;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.ResamplingOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Options of bootstrap intervals and randomization tests, shared by {@code significance} and {@code
 * run --significance}.
 */
final class SignificanceOptions {
  @Option(
      names = "--bootstrap",
      paramLabel = "B",
      defaultValue = "1000",
      description =
          "bootstrap replicates (documents resampled); 0 for none (default: ${DEFAULT-VALUE})")
  int bootstrap;

  @Option(
      names = "--permutations",
      paramLabel = "P",
      defaultValue = "10000",
      description =
          "permutations of each paired randomization test; all 2^n when that is no more (exact);"
              + " 0 for none (default: ${DEFAULT-VALUE})")
  long permutations;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "seed of every random draw: same seed, same results, however the work is split"
              + " (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(
      names = "--baseline",
      paramLabel = "SYSTEM",
      description = "test every system against this one only (default: every pair)")
  String baseline;

  @Option(
      names = "--level",
      paramLabel = "L",
      defaultValue = "0.95",
      description = "confidence level of the intervals (default: ${DEFAULT-VALUE})")
  double level;

  @Option(
      names = "--alpha",
      paramLabel = "A",
      defaultValue = "0.05",
      description = "significance level of the tests, after correction (default: ${DEFAULT-VALUE})")
  double alpha;

  @Option(
      names = "--interval",
      paramLabel = "METHOD",
      defaultValue = "percentile",
      description =
          "${COMPLETION-CANDIDATES} (bca: bias-corrected and accelerated, with a jackknife over documents)"
              + " (default: ${DEFAULT-VALUE})")
  IntervalMethod interval;

  @Option(
      names = "--correction",
      paramLabel = "METHOD",
      defaultValue = "holm",
      description =
          "${COMPLETION-CANDIDATES} (holm: Holm-Bonferroni over the pairs of each statistic)"
              + " (default: ${DEFAULT-VALUE})")
  Correction correction;

  /**
   * The job's options for these and the statistics asked for ({@code metrics}, null: every one of
   * the input); a value out of range is a usage error.
   */
  ResamplingOptions validated(CommandSpec spec, Set<Metric> metrics) {
    try {
      return new ResamplingOptions(
          metrics, bootstrap, permutations, seed, baseline, level, alpha, interval, correction, 0);
    } catch (InvalidRequestException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
