package org.corefstats.core.analysis;

import org.corefstats.core.document.DocumentWords;

/**
 * A jsonlines key's text (docs/explanation/error-analysis.md 5.2 row 4): positions are word
 * indices, heads last words, a mention a pronoun iff it is one word in the 69-word list, else
 * nominal.
 */
final class WordListText implements AnalysisText {
  private final DocumentWords words;

  WordListText(DocumentWords words) {
    this.words = words;
  }

  @Override
  public boolean contains(int position) {
    return position >= 0 && position < words.size();
  }

  @Override
  public int sentence(int position) {
    return words.sentence(position);
  }

  @Override
  public String word(int position) {
    return words.word(position);
  }

  @Override
  public int next(int position) {
    return position + 1;
  }

  @Override
  public int previous(int position) {
    return position - 1;
  }

  @Override
  public int head(int first, int last, boolean keySpan) {
    return last;
  }

  @Override
  public MentionType type(int first, int last, boolean keySpan) {
    return first == last && contains(first) && MentionTypes.isPronounWord(words.word(first))
        ? MentionType.PRONOUN
        : MentionType.NOMINAL;
  }

  @Override
  public HeadRule headRule() {
    return HeadRule.JSONLINES;
  }
}
