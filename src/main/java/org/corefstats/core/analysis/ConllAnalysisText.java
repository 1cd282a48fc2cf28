package org.corefstats.core.analysis;

import org.corefstats.core.document.ParseColumns;

/** {@link AnalysisText#conll2012}: a CoNLL-2012 key's text, positions are token indices. */
final class ConllAnalysisText implements AnalysisText {
  private final ParseColumns columns;
  private final String[] words;
  private final CollinsHeads collins; // null without a parse column
  private final HeadRule rule;

  ConllAnalysisText(ParseColumns columns) {
    this.columns = columns;
    this.words = columns.words();
    boolean parsed = columns.hasRealParse();
    this.collins = parsed ? CollinsHeads.of(columns) : null;
    this.rule =
        parsed
            ? HeadRule.COLLINS
            : words.length > 0 && MentionTypes.hasPos(columns.pos(0))
                ? HeadRule.LAST_TOKEN_POS
                : HeadRule.LAST_TOKEN;
  }

  @Override
  public boolean contains(int position) {
    return position >= 0 && position < words.length;
  }

  @Override
  public int sentence(int position) {
    return columns.sentence(position);
  }

  @Override
  public String word(int position) {
    return words[position];
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
    if (collins == null) {
      return last;
    }
    int h = collins.head(first, last);
    return h >= 0 ? h : last;
  }

  @Override
  public MentionType type(int first, int last, boolean keySpan) {
    if (!contains(first) || !contains(last)) {
      return MentionType.NOMINAL;
    }
    int h = head(first, last, keySpan);
    return MentionTypes.reference(words[h], columns.pos(h), last - first + 1);
  }

  @Override
  public HeadRule headRule() {
    return rule;
  }
}
