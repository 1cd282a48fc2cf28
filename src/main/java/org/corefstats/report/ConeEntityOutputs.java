package org.corefstats.report;

import java.util.List;
import org.corefstats.core.cone.evaluation.ConeEntityRows;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.EvaluationRequest;

/** cone_entities.csv ({@code --cone-entities}): CONE's entity rows of each document. */
final class ConeEntityOutputs implements AnalysisOutputs {
  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return ConeEntityRows.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    return List.of(DocumentTables.CONE_ENTITIES);
  }

  /** Recorded as {@code coneEntities} with every run (see {@link AnalysisOutputs#putContext}). */
  @Override
  public void context(Analysis<?, ?> analysis, java.util.Map<String, Object> context) {}

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    return List.of(ConeEntityTable.FILE);
  }
}
