package org.corefstats.core.cone.evaluation;

import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;

/**
 * What CONE saw (docs/explanation/cone.md 3.3, 5.5) as an {@link Analysis}: each document's {@link
 * ConeTally} from the primary setting's partitions, summed per system. Asked whenever CONE metrics
 * are scored ({@link EvaluationRequest}).
 */
public record ConeDiagnostics() implements Analysis<ConeTally, ConeDiagnostics.Sum> {

  @Override
  public String name() {
    return "cone";
  }

  @Override
  public ConeTally measure(AnalysedPair pair) {
    return pair.matched() != null && pair.matched().views() instanceof NamedPartitions p
        ? ConeTally.of(p)
        : null;
  }

  @Override
  public Sum newSum() {
    return new Sum();
  }

  /** The tallies of a system's documents, summed exactly. */
  public static final class Sum implements Analysis.Sum<ConeTally, Sum> {
    private static final long serialVersionUID = 1L;
    private ConeTally tally; // null until a document had one

    @Override
    public void add(ConeTally document) {
      tally = ConeTally.plus(tally, document);
    }

    @Override
    public void add(Sum other) {
      tally = ConeTally.plus(tally, other.tally);
    }

    @Override
    public void remove(ConeTally document) {
      tally = ConeTally.minus(tally, document);
    }

    /** The sum, or null when no document was measured. */
    public ConeTally tally() {
      return tally;
    }
  }
}
