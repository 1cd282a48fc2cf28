package org.corefstats.core.analysis;

/**
 * The type of a mention for the error analysis (docs/explanation/error-analysis.md 1.3 and 5.2):
 * the Berkeley Coreference Analyser's pronoun / nominal / name, plus {@link #ZERO} for CoNLL-U's
 * empty-node mentions (an extension).
 */
public enum MentionType {
  PRONOUN,
  NOMINAL,
  NAME,
  ZERO;

  /**
   * Whether the analyser's "earliest non-pronoun" rules (1.3, 1.5 step 6) skip this mention. A zero
   * stands for a dropped pronoun, so it is skipped too (our choice: the spec does not say).
   */
  public boolean isPronounLike() {
    return this == PRONOUN || this == ZERO;
  }
}
