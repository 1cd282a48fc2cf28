package org.corefstats.core.analysis;

/**
 * The mention types of the link-error analysis (docs/explanation/error-analysis.md 5.4, column
 * {@code links_{kind}_{A}_{B}}): cort's types (Martschat and Strube 2014;
 * docs/explanation/error-analysis.md 2.3) without its verb type, decided by {@link LinkTypeRule}.
 * Constant order is the column order.
 */
public enum LinkType {
  /** A name: the span is a named-entity span, or its type is name. */
  NAM,
  /** A nominal: every mention that is none of the others. */
  NOM,
  /** A pronoun: one token in the 69-word list of docs/explanation/error-analysis.md 5.2. */
  PRO,
  /** A demonstrative: one token among this, that, these, those. */
  DEM
}
