package org.corefstats.cli;

import org.corefstats.core.corpus.Tolerance;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * Options of every command that scores: how strictly inputs are read (which metrics: {@link
 * MetricsMixin}).
 */
final class ScoringOptions {
  /** Null when neither {@code --lenient} nor {@code --strict} is given. */
  @ArgGroup(exclusive = true, multiplicity = "0..1")
  private ToleranceOptions tolerance;

  @Option(
      names = "--max-repeated-mentions",
      paramLabel = "N",
      defaultValue = "-1",
      description =
          "refuse a system's response from which more than N repeated mentions had to be removed"
              + " (scorer.pl refuses more than 10); default: no limit")
  int maxRepeatedMentions;

  /** {@code --lenient | --strict}: picocli refuses both. */
  private static final class ToleranceOptions {
    @Option(
        names = "--lenient",
        required = true,
        description =
            "drop broken mentions (unmatched brackets, missing"
                + " #end document) with a warning and score the rest, instead of refusing the input")
    boolean lenient;

    @Option(
        names = "--strict",
        required = true,
        description = "treat every problem, even a warning, as an error")
    boolean strict;
  }

  /** How strictly inputs are judged. */
  Tolerance tolerance() {
    return tolerance == null
        ? Tolerance.DEFAULT
        : tolerance.lenient ? Tolerance.LENIENT : Tolerance.STRICT;
  }
}
