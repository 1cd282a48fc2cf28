package org.corefstats.spark;

import org.corefstats.core.conll.Document;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.metrics.ConeEntities;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * The counts of one system on one key document, and its share of the system's tally (missing
 * document, removed repeats).
 *
 * @param at where the scored occurrence was read, when it was scored where it was read (until a
 *     repeated name is settled); null otherwise
 * @param coneEntities the document's rows of CONE's entity level ({@link ConeEntities}) when {@code
 *     run --cone-entities} asked for them, else null; they follow the document's counts wherever
 *     those go (settled repeats, missing documents)
 */
record DocumentScore(
    int source,
    String document,
    Counts counts,
    SystemTally tally,
    Occurrence at,
    ConeEntities.Row[] coneEntities)
    implements JobRecord {
  DocumentScore(int source, String document, Counts counts, SystemTally tally) {
    this(source, document, counts, tally, null, null);
  }

  DocumentScore(int source, String document, Counts counts, SystemTally tally, Occurrence at) {
    this(source, document, counts, tally, at, null);
  }

  /** A document scored by the {@link CorpusRules}, with its CONE entity rows when asked for. */
  record Scoring(DocumentOutcome outcome, ConeEntities.Row[] coneEntities) {
    static Scoring of(
        DocumentScorer scorer, Document key, Document response, boolean coneEntities) {
      ConeEntities.Row[][] rows = new ConeEntities.Row[1][];
      DocumentOutcome outcome =
          CorpusRules.score(
              scorer,
              key,
              response,
              matched -> {
                if (coneEntities && matched.cone() != null) {
                  rows[0] = ConeEntities.of(matched.cone()).rows().toArray(new ConeEntities.Row[0]);
                }
              });
      return new Scoring(outcome, rows[0]);
    }

    DocumentScore score(int source, Occurrence at) {
      return new DocumentScore(
          source, outcome.name(), outcome.counts(), SystemTally.of(outcome), at, coneEntities);
    }
  }
}
