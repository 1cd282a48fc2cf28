package org.corefstats.core.metrics;

import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.match.ContingencyTable;

/** Computes the counts of the requested metrics for one key document and its response. */
public final class DocumentScorer {
  private final Set<Metric> metrics;

  public DocumentScorer(Set<Metric> metrics) {
    this.metrics = Set.copyOf(metrics);
  }

  public Set<Metric> metrics() {
    return metrics;
  }

  /**
   * Scores {@code response} (use {@link Document#empty} for a missing one) against {@code key};
   * repeated mentions and a token-count mismatch are reported to {@code problems}.
   */
  public Counts score(Document key, Document response, Consumer<Problem> problems) {
    if (response.file() != null && key.tokenCount() != response.tokenCount()) {
      problems.accept(Problem.of(ProblemKind.TOKEN_COUNT_MISMATCH, response.file(), response.name(),
          response.firstLine(), "response has " + response.tokenCount() + " tokens, key " + key.tokenCount()
              + " (" + key.file() + ":" + key.firstLine() + "); mention spans may not line up"));
    }
    return count(ContingencyTable.build(key, response, problems));
  }

  /** The counts of the requested metrics from a document's contingency table. */
  public Counts count(ContingencyTable t) {
    Counts.Builder b = new Counts.Builder();
    for (Metric m : metrics) {
      switch (m) {
        case MENTIONS -> b.put(m, MentionDetection.count(t));
        case MUC -> b.put(m, Muc.count(t));
        case BCUB -> b.put(m, BCubed.count(t));
        case CEAFM -> b.put(m, Ceaf.mentionBased(t));
        case CEAFE -> b.put(m, Ceaf.entityBased(t));
        case BLANC -> b.blanc(Blanc.count(t));
        case LEA -> b.put(m, Lea.count(t));
        default -> throw new AssertionError(m);
      }
    }
    return b.build();
  }
}
