package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.metrics.Counts;

/**
 * The error analysis of one (key, response) document pair as a run asks for it ({@link
 * ErrorRequest}): the one place both {@code score} and {@code run} get it from, so that they agree.
 *
 * @param errors the document's error counts
 * @param costs with {@code --error-costs}, the counts of each corrected response ({@link
 *     ErrorAnalyser#corrections}, in {@link CostStep#ALL} order) scored by the run's primary
 *     setting, else null
 * @param listed with {@code --list-errors}, every counted error with its mentions, else null
 * @param headRule how the key document's heads and types were found
 *     (docs/explanation/error-analysis.md 5.2)
 */
public record DocumentAnalysis(
    DocumentErrors errors, Counts[] costs, ListedError[] listed, HeadRule headRule)
    implements Serializable {

  /**
   * Analyses a response (null: the system lacks the document, analysed as empty) against its key,
   * which must have been read with its words.
   *
   * @param pair the pair, with the primary setting's scorer (what the costs are counted with)
   */
  public static DocumentAnalysis of(ErrorRequest request, AnalysedPair pair) {
    Document key = pair.key();
    Document response = pair.response();
    ErrorAnalyser.Analysis analysis =
        request.analyser().analyse(key, response, request.listErrors(), request.costs());
    Counts[] costs = null;
    if (request.costs()) {
      List<CorrectedResponse> steps = analysis.corrections();
      costs = new Counts[steps.size()];
      // a step without operations is the previous step's object: scored once
      Map<Document, Counts> scored = new IdentityHashMap<>();
      for (int i = 0; i < costs.length; i++) {
        costs[i] = scored.computeIfAbsent(steps.get(i).response(), pair::scoreResponse);
      }
    }
    ListedError[] listed =
        request.listErrors() ? analysis.listed().toArray(new ListedError[0]) : null;
    return new DocumentAnalysis(analysis.errors(), costs, listed, AnalysisText.of(key).headRule());
  }
}
