package org.corefstats.core.analysis;

/**
 * Which row of docs/explanation/error-analysis.md 5.2's table gave a key document its heads and
 * types, for the run summary.
 */
public enum HeadRule {
  /** CoNLL-2012 with a parse column: Collins heads (1.3), types by the reference rule. */
  COLLINS("Collins heads from the parse column, types from the head's POS and the word list"),
  /** CoNLL-2012 with POS but no parse column. */
  LAST_TOKEN_POS("last-token heads (no parse column), types from the head's POS and the word list"),
  /** CoNLL-2012 without parse or POS (LitBank). */
  LAST_TOKEN("last-token heads (no parse column), pronouns by the word list (no POS column)"),
  /** CorefUD CoNLL-U. */
  CONLLU(
      "annotated heads of key mentions, last-node heads of response mentions, types from UPOS"
          + " (CoNLL-U)"),
  /** jsonlines. */
  JSONLINES("last-token heads, pronouns by the word list (jsonlines)");

  private final String description;

  HeadRule(String description) {
    this.description = description;
  }

  /** The rule in words, as the summary says it. */
  public String describe() {
    return description;
  }
}
