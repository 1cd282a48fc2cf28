package org.corefstats;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The condition behind {@link NeedsSharedData}. Decided before the class is initialised, so that
 * its static fields and {@code @BeforeAll} methods may read the folder, and every test of a skipped
 * class is reported as skipped (Surefire counts them).
 */
final class SharedDataCondition implements ExecutionCondition {
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (SharedData.find().isPresent()) {
      return ConditionEvaluationResult.enabled(
          "the shared data folder is at " + SharedData.location());
    }
    if (SharedData.required()) {
      throw SharedData.missingButRequired();
    }
    return ConditionEvaluationResult.disabled(SharedData.skipReason());
  }
}
