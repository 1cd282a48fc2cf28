package org.corefstats.core.analysis;

/**
 * What the error analysis does with one-mention entities (docs/explanation/error-analysis.md 5.2,
 * option {@code --error-singletons}).
 */
public enum ErrorSingletons {
  /**
   * Remove one-mention entities from the key and the response before anything else: the analyser's
   * T mode with the andreasvc fork's rule (the reference removes response singletons only).
   */
  REMOVE,
  /** Keep them: the analyser's F mode; key singletons are an extension (5.7). */
  KEEP
}
