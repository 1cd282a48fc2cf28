package org.corefstats.cli;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.ConeEntityRows;

/** The analyses {@code score} and {@code run} are asked for, built once for both commands. */
final class AnalysesAsked {
  private AnalysesAsked() {}

  /**
   * In a fixed order: CONE's entity rows ({@code --cone-entities}), then the error analysis ({@code
   * --errors}, {@code --error-costs}, {@code --list-errors}); each is checked against the rest of
   * the request by the {@link org.corefstats.core.evaluation.Evaluation} that holds it.
   */
  static List<Analysis<?, ?>> of(boolean coneEntityRows, ErrorOptions errors) {
    List<Analysis<?, ?>> analyses = new ArrayList<>();
    if (coneEntityRows) {
      analyses.add(new ConeEntityRows());
    }
    if (errors.request() != null) {
      analyses.add(new ErrorsAnalysis(errors.request()));
    }
    return List.copyOf(analyses);
  }
}
