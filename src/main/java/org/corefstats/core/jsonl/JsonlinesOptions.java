package org.corefstats.core.jsonl;

import java.util.Objects;

/**
 * How jsonlines records are read (docs/explanation/corefud-and-coval.md section 7): the index space
 * and span convention of the clusters, which clusters field is read, and how strictly.
 *
 * @param spanEnd whether a span's end index is its last position ({@link SpanEnd#INCLUSIVE}, e2e
 *     and the BERT lineage) or one past it ({@link SpanEnd#EXCLUSIVE}, wl-coref); {@link
 *     SpanEnd#AUTO} decides per record
 * @param space whether span indices are words or subtokens mapped to words by {@code subtoken_map};
 *     {@link Space#AUTO} decides per record
 * @param side {@link Side#KEY} reads the gold {@code clusters}, {@link Side#RESPONSE} the {@code
 *     predicted_clusters} when a record has them
 * @param lenient whether a reading error (a broken span, a record that cannot be read) is reported
 *     as a warning instead of an error, as {@code ConllReader}'s lenient reading does
 */
public record JsonlinesOptions(SpanEnd spanEnd, Space space, Side side, boolean lenient) {

  /** The end of a {@code [start, end]} span. */
  public enum SpanEnd {
    /** {@code end} is the last position of the span. */
    INCLUSIVE,
    /** {@code end} is one past the last position. */
    EXCLUSIVE,
    /**
     * Per record: exclusive for wl-coref records ({@code cased_words}), inclusive otherwise (the
     * BERT lineage's subtoken spans included).
     */
    AUTO
  }

  /** What a span's indices count. */
  public enum Space {
    /** Words of the whole document (sentences concatenated), 0-based. */
    WORD,
    /**
     * Subtokens of the concatenated segments ({@code sentences} of the BERT lineage), mapped to
     * words by {@code subtoken_map}.
     */
    SUBTOKEN,
    /** Per record: subtokens when the record has {@code subtoken_map}, words otherwise. */
    AUTO
  }

  /** Which clusters of a record are read. */
  public enum Side {
    /**
     * {@code clusters}; wl-coref records: {@code span_clusters} if present, else {@code clusters}.
     */
    KEY,
    /**
     * {@code predicted_clusters} if present, else {@code clusters}; wl-coref records: {@code
     * span_clusters} if present, else {@code clusters}.
     */
    RESPONSE
  }

  public JsonlinesOptions {
    Objects.requireNonNull(spanEnd, "spanEnd");
    Objects.requireNonNull(space, "space");
    Objects.requireNonNull(side, "side");
  }

  /** Detection per record (section 7 step 1), default (not lenient) reading, for {@code side}. */
  public static JsonlinesOptions auto(Side side) {
    return new JsonlinesOptions(SpanEnd.AUTO, Space.AUTO, side, false);
  }

  public JsonlinesOptions withSpanEnd(SpanEnd newSpanEnd) {
    return new JsonlinesOptions(newSpanEnd, space, side, lenient);
  }

  public JsonlinesOptions withSpace(Space newSpace) {
    return new JsonlinesOptions(spanEnd, newSpace, side, lenient);
  }

  public JsonlinesOptions withSide(Side newSide) {
    return new JsonlinesOptions(spanEnd, space, newSide, lenient);
  }

  public JsonlinesOptions withLenient(boolean newLenient) {
    return new JsonlinesOptions(spanEnd, space, side, newLenient);
  }
}
