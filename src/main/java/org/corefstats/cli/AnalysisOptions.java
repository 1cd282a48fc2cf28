package org.corefstats.cli;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.analysis.MentionLengths;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.ConeEntityRows;
import picocli.CommandLine.Option;

/**
 * The analyses {@code score} and {@code run} are asked for, built once for both commands: a new
 * analysis is its option here and one line in {@link #analyses}.
 */
final class AnalysisOptions {
  @Option(
      names = "--mention-lengths",
      description =
          "also count key and response mentions of 1, 2, 3-5 and 6+ words and how many response"
              + " mentions have a key mention's span (mention_lengths.csv)")
  boolean mentionLengths;

  /**
   * In a fixed order: CONE's entity rows ({@code --cone-entities}), the error analysis ({@code
   * --errors}, {@code --error-costs}, {@code --list-errors}), mentions by length; each is checked
   * against the rest of the request by the {@link org.corefstats.core.evaluation.Evaluation} that
   * holds it.
   */
  List<Analysis<?, ?>> analyses(boolean coneEntityRows, ErrorOptions errors) {
    List<Analysis<?, ?>> analyses = new ArrayList<>();
    if (coneEntityRows) {
      analyses.add(new ConeEntityRows());
    }
    if (errors.request() != null) {
      analyses.add(new ErrorsAnalysis(errors.request()));
    }
    if (mentionLengths) {
      analyses.add(new MentionLengths());
    }
    return List.copyOf(analyses);
  }
}
