package org.corefstats.core.analysis;

import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.ParseColumns;

/**
 * What the error analysis reads of a key document besides its entities (ERROR-ANALYSIS.md 1.2,
 * 5.2): the sentence and word of each token (text always comes from the key), and the head and type
 * of a mention span (tokens {@code first..last} of the document).
 */
public interface AnalysisText {
  int tokenCount();

  /** The 0-based sentence of a token. */
  int sentence(int token);

  /** The word of a token. */
  String word(int token);

  /**
   * The head token of a span; {@code keySpan} says whether the span is a key mention (CoNLL-U
   * trusts annotated heads of key mentions only).
   */
  int head(int first, int last, boolean keySpan);

  /** The type of a span (5.2); the same rule as {@link #head} for {@code keySpan}. */
  MentionType type(int first, int last, boolean keySpan);

  /**
   * The text of a key document read with its words, whatever its format: the one place that chooses
   * the heads and types of ERROR-ANALYSIS.md 5.2's table.
   *
   * @throws IllegalArgumentException when the key was read without its words
   */
  static AnalysisText of(Document key) {
    return conll2012(key);
  }

  /**
   * The text of a CoNLL-2012 key read with its word columns ({@code
   * ConllReader.parseColumns(true)}): heads are last tokens (5.2 row 2; the reference's with a flat
   * tree), types by the reference rule of 1.3 ({@link MentionTypes#reference}), which uses the
   * head's POS where the key has one and only the word list where it has none. Collins heads from a
   * parse column (5.2 row 1) are not implemented yet: with a parse, a mention whose constituent's
   * head is not its last token gets another head (and possibly another type) than the reference's.
   */
  static AnalysisText conll2012(Document key) {
    ParseColumns columns = key.parse();
    if (columns == null) {
      throw new IllegalArgumentException(
          "the key document " + key.name() + " was read without its word columns");
    }
    String[] words = columns.words();
    return new AnalysisText() {
      @Override
      public int tokenCount() {
        return words.length;
      }

      @Override
      public int sentence(int token) {
        return columns.sentence(token);
      }

      @Override
      public String word(int token) {
        return words[token];
      }

      @Override
      public int head(int first, int last, boolean keySpan) {
        return last;
      }

      @Override
      public MentionType type(int first, int last, boolean keySpan) {
        return MentionTypes.reference(words[last], columns.pos(last), last - first + 1);
      }
    };
  }
}
