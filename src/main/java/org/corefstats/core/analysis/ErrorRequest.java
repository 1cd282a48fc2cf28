package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.Objects;

/**
 * The error analysis a run asks for ({@code --errors}, docs/explanation/error-analysis.md 5): the
 * singleton mode, whether each category's cost on the metrics is computed ({@code --error-costs})
 * and whether every error is listed with its mentions ({@code --list-errors}).
 */
public record ErrorRequest(ErrorSingletons singletons, boolean costs, boolean listErrors)
    implements Serializable {
  public ErrorRequest {
    Objects.requireNonNull(singletons, "singletons");
  }

  /** The analyser of each document pair. */
  public ErrorAnalyser analyser() {
    return new ErrorAnalyser(singletons);
  }

  /** The mode as the tables write it: {@code remove} or {@code keep}. */
  public String singletonsCode() {
    return singletons.name().toLowerCase(java.util.Locale.ROOT);
  }
}
