package org.corefstats.core.corpus;

import java.io.Serializable;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.conll.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * The error analysis of one (key, response) document pair as a run asks for it ({@link
 * ErrorRequest}): the one place both {@code score} and {@code run} get it from, so that they agree.
 *
 * @param errors the document's error counts
 * @param costs with {@code --error-costs}, the counts of each corrected response scored by the
 *     run's primary setting, else null
 */
public record DocumentAnalysis(DocumentErrors errors, Counts[] costs) implements Serializable {

  /**
   * Analyses a response (null: the system lacks the document, analysed as empty) against its key,
   * which must have been read with its words.
   *
   * @param scorer the primary setting's scorer (what the costs are counted with)
   */
  public static DocumentAnalysis of(
      ErrorRequest request, DocumentScorer scorer, Document key, Document response) {
    DocumentErrors errors = request.analyser().analyse(key, response);
    return new DocumentAnalysis(errors, null);
  }
}
