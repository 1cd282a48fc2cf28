package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * What one document's analysis counted, error by error, with the operations that fix each error;
 * filled by {@link ErrorAnalysis} only when asked (the counts never need it). Mentions are spans as
 * {@link ErrorAnalysis} encodes them.
 */
final class ErrorRecorder {
  static final long[] NONE = new long[0];

  /**
   * One counted error.
   *
   * @param mentions what {@link ListedError#mentions()} lists
   * @param type the type of {@code mentions[0]}
   * @param movedFrom for a span error, the response span moved onto {@code movedTo}; else -1
   * @param removed response mentions deleted
   * @param split a part of a response entity given an entity of its own
   * @param introduced key mentions added
   * @param merged a part (response mentions, or introduced ones) moved into the entity of the key
   *     entity whose base mention is {@code keyBase}
   */
  record Recorded(
      ErrorCategory category,
      long[] mentions,
      MentionType type,
      long movedFrom,
      long movedTo,
      long[] removed,
      long[] split,
      long[] introduced,
      long[] merged,
      long keyBase) {

    static Recorded spanError(long from, long to, MentionType type) {
      return new Recorded(
          ErrorCategory.SPAN_ERROR,
          new long[] {from, to},
          type,
          from,
          to,
          NONE,
          NONE,
          NONE,
          NONE,
          -1);
    }

    static Recorded removal(ErrorCategory category, long[] mentions, MentionType type) {
      return new Recorded(category, mentions, type, -1, -1, mentions, NONE, NONE, NONE, -1);
    }

    static Recorded split(long[] part, MentionType type) {
      return new Recorded(
          ErrorCategory.CONFLATED_ENTITIES, part, type, -1, -1, NONE, part, NONE, NONE, -1);
    }

    static Recorded merge(
        ErrorCategory category,
        long[] mentions,
        MentionType type,
        long[] introduced,
        long[] merged,
        long keyBase) {
      return new Recorded(
          category, mentions, type, -1, -1, NONE, NONE, introduced, merged, keyBase);
    }
  }

  final List<Recorded> errors = new ArrayList<>();

  void add(Recorded r) {
    errors.add(r);
  }
}
