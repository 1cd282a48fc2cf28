package org.corefstats.core.cone.evaluation;

import java.util.Set;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.metrics.Metric;

/**
 * CONE's entity level (docs/explanation/cone.md, Lin et al. 2010 Figure 1): each document's rows of
 * {@link ConeEntities}, from the primary setting's optimal alignment; per document only, never
 * summed.
 */
public record ConeEntityRows()
    implements Analysis<ConeEntities.Row[], Analysis.NoSum<ConeEntities.Row[]>>,
        EvaluationRequest.Checked {

  @Override
  public String name() {
    return "cone-entities";
  }

  @Override
  public ConeEntities.Row[] measure(AnalysedPair pair) {
    return pair.matched() != null && pair.matched().views() instanceof NamedPartitions p
        ? ConeEntities.of(p).rows().toArray(new ConeEntities.Row[0])
        : null;
  }

  @Override
  public NoSum<ConeEntities.Row[]> newSum() {
    return new NoSum<>();
  }

  @Override
  public void check(Set<Metric> metrics, int settings) {
    if (settings > 1) {
      throw new InvalidRequestException(
          "CONE's entity rows are written for one setting: drop the other settings or the rows");
    }
    if (metrics.stream().noneMatch(Metric::isCone)) {
      throw new InvalidRequestException(
          "CONE's entity rows need the CONE metrics among those scored (the cone group)");
    }
  }
}
