package org.corefstats.core.analysis;

import java.util.Locale;

/**
 * The seven Kummerfeld and Klein error categories (docs/explanation/error-analysis.md 1.5 step 6),
 * in the paper's order, which is the analyser's summary's and the order in which corrections are
 * applied cumulatively (1.4, the {@code _prog} files).
 */
public enum ErrorCategory {
  SPAN_ERROR(ErrorColumn.SPAN_ERROR),
  CONFLATED_ENTITIES(ErrorColumn.CONFLATED_ENTITIES),
  EXTRA_MENTION(ErrorColumn.EXTRA_MENTION),
  EXTRA_ENTITY(ErrorColumn.EXTRA_ENTITY),
  DIVIDED_ENTITY(ErrorColumn.DIVIDED_ENTITY),
  MISSING_MENTION(ErrorColumn.MISSING_MENTION),
  MISSING_ENTITY(ErrorColumn.MISSING_ENTITY);

  private final ErrorColumn column;

  ErrorCategory(ErrorColumn column) {
    this.column = column;
  }

  /** The column that counts the category's errors. */
  public ErrorColumn column() {
    return column;
  }

  /** The name in the tables: the constant in lower case, as its column's. */
  public String csvName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
