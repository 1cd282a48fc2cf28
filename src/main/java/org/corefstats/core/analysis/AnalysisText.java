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
   * The text of a CoNLL-2012 key read with its word columns ({@code
   * ConllReader.parseColumns(true)}), without parse or POS (5.2 row 2): heads are last tokens,
   * types from the word list.
   */
  static AnalysisText withoutParse(Document key) {
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
        return MentionTypes.withoutParse(words, first, last);
      }
    };
  }
}
