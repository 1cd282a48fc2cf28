package org.corefstats.core.analysis;

import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;

/**
 * The error analysis as an {@link Analysis} of each document pair ({@code --errors}, {@code
 * --error-costs}, {@code --list-errors}; docs/explanation/error-analysis.md): each document's
 * {@link DocumentAnalysis}, summed per system by {@link ErrorSums}.
 */
public record ErrorsAnalysis(ErrorRequest request)
    implements Analysis<DocumentAnalysis, ErrorSums> {

  @Override
  public String name() {
    return "errors";
  }

  @Override
  public DocumentAnalysis measure(AnalysedPair pair) {
    return DocumentAnalysis.of(request, pair);
  }

  @Override
  public ErrorSums newSum() {
    return new ErrorSums();
  }
}
