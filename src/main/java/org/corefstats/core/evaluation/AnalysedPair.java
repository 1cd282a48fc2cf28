package org.corefstats.core.evaluation;

import java.util.List;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * One key document and the response's document of the same name (null: the response lacks it) as an
 * {@link Analysis} sees them, after the primary setting matched them.
 *
 * @param primary the primary setting's scorer
 * @param matched how the primary setting matched the two sides (the table, CONE's partitions)
 * @param scorers every setting's scorer, in the request's order (the primary first), for an
 *     analysis measured under each setting
 */
public record AnalysedPair(
    Document key,
    Document response,
    DocumentScorer primary,
    DocumentScorer.Matched matched,
    List<DocumentScorer> scorers) {

  /** The primary setting's counts of another response to the same key (a corrected response). */
  public Counts scoreResponse(Document otherResponse) {
    return CorpusRules.score(primary, key, otherResponse).counts();
  }
}
