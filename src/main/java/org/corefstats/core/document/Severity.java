package org.corefstats.core.document;

import java.util.Locale;

/** How a problem affects scoring. */
public enum Severity {
  /** The input cannot be scored as written: the system (or, for the key, the run) is refused. */
  ERROR,
  /** Scored, but the user should know: the score may not mean what they think. */
  WARNING,
  /** Informational: v8.01 behaves the same way silently. */
  NOTE;

  /** How it is written in every output: {@code error}, {@code warning}, {@code note}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
