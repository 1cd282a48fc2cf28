package org.corefstats.core.analysis;

import java.util.Locale;

/**
 * The columns of the Kummerfeld and Klein error counts (docs/explanation/error-analysis.md 5.4,
 * without cort's {@code links_*}), in output order; {@link #csvName()} is the column's name in the
 * tables.
 */
public enum ErrorColumn {
  /** Raw operations (1.5 steps 2 and 4): the summary's Operations block. */
  OP_CORRECT_SPAN,
  OP_INTRODUCE,
  OP_SPLIT,
  OP_MERGE,
  OP_REMOVE,
  /** The seven categories (1.5 step 6). */
  SPAN_ERROR,
  CONFLATED_ENTITIES,
  EXTRA_MENTION,
  EXTRA_ENTITY,
  DIVIDED_ENTITY,
  MISSING_MENTION,
  MISSING_ENTITY,
  /** Mention-level categories by the mention's type (a zero is in none of the three). */
  EXTRA_MENTION_PRONOUN,
  EXTRA_MENTION_NOMINAL,
  EXTRA_MENTION_NAME,
  MISSING_MENTION_PRONOUN,
  MISSING_MENTION_NOMINAL,
  MISSING_MENTION_NAME,
  /** Sizes of the entities and parts involved. */
  EXTRA_ENTITY_MENTIONS,
  MISSING_ENTITY_MENTIONS,
  CONFLATED_PART_MENTIONS,
  DIVIDED_PART_MENTIONS,
  MISSING_ENTITY_MISSING,
  /** Extensions (5.4, 5.7): what the reference reports in no category, and input facts. */
  UNREPORTED_EXTRA,
  UNREPORTED_MISSING,
  DROPPED_MENTIONS,
  RESPONSE_MISSING,
  MISSING_SINGLETON,
  EXTRA_SINGLETON;

  /** The column name in the output tables: the constant in lower case. */
  public String csvName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
