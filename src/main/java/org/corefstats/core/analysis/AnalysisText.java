package org.corefstats.core.analysis;

import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentWords;
import org.corefstats.core.document.ParseColumns;

/**
 * What the error analysis reads of a key document besides its entities
 * (docs/explanation/error-analysis.md 1.2, 5.2): the sentence and word at each position (text
 * always comes from the key), and the head and type of a mention span {@code first..last}.
 * Positions are those of the key's mentions: token indices in CoNLL-2012 and jsonlines, node
 * positions in CoNLL-U ({@link Document#NODE_SLOT}, empty nodes between words), so the analysis
 * steps from one position to the next through this interface. Implementations are immutable.
 */
public interface AnalysisText {

  /** Whether a position is a token (CoNLL-U: a node) of the key. */
  boolean contains(int position);

  /** The 0-based sentence of a position the key {@link #contains}. */
  int sentence(int position);

  /** The word (CoNLL-U: form) at a position the key contains. */
  String word(int position);

  /** The key's position after {@code position} (which must not be the key's last). */
  int next(int position);

  /** The key's position before {@code position} (which must not be the key's first). */
  int previous(int position);

  /**
   * The head position of a span; {@code keySpan} says whether the span may take the key's own head
   * (CoNLL-U trusts the annotated heads of key mentions only: a response mention moved onto a key
   * span takes the key's head, any other span its last node).
   */
  int head(int first, int last, boolean keySpan);

  /**
   * The type of a span (5.2); the same rule as {@link #head} for {@code keySpan}. A span starting
   * or ending where the key has no token is nominal, or a zero when it ends on a CoNLL-U empty
   * node.
   */
  MentionType type(int first, int last, boolean keySpan);

  /** Which row of 5.2's table this text follows, for the run summary. */
  HeadRule headRule();

  /** Where a key document keeps its text ({@link #of}): built once per key document. */
  DerivedLayer<AnalysisText> TEXT = DerivedLayer.of("analysis text");

  /**
   * The text of a key document read with its words ({@code InputFormats.withParseColumns(true)}),
   * whatever its format: the one place that chooses the heads and types of
   * docs/explanation/error-analysis.md 5.2's table. CoNLL-2012 as {@link #conll2012} says; CorefUD
   * CoNLL-U: key mentions headed by their annotated head, other spans by their last node, types
   * from the head's UPOS ({@link MentionTypes#conllu}; a discontinuous mention counts as its
   * first..last nodes); jsonlines: last-token heads, pronouns by the word list. Built once per key
   * document (a key is analysed against every system).
   *
   * @throws IllegalArgumentException when the key was read without its words
   */
  static AnalysisText of(Document key) {
    return key.layer(TEXT, AnalysisText::build);
  }

  private static AnalysisText build(Document key) {
    if (key.parse() != null) {
      return conll2012(key);
    }
    DocumentWords words = key.words();
    if (words == null) {
      throw new IllegalArgumentException(
          "the key document "
              + key.name()
              + " was read without its words: the error analysis needs them (read the key with"
              + " InputFormats.withParseColumns(true))");
    }
    return key.hasSentences() ? new ConlluAnalysisText(key, words) : new WordListText(words);
  }

  /**
   * The text of a CoNLL-2012 key read with its word columns ({@code
   * ConllReader.parseColumns(true)}). With a parse column (field 6 of the first token line neither
   * {@code -} nor {@code _}): a span's head is that of the lowest constituent with exactly its
   * tokens by the analyser's Collins rules ({@link CollinsHeads}), else its last token (5.2 row 1).
   * Without: its last token (row 2). Types by the reference rule of 1.3 ({@link
   * MentionTypes#reference}), which uses the head's POS where the key has one and only the word
   * list where it has none.
   *
   * @throws IllegalArgumentException when the key was read without its word columns
   */
  static AnalysisText conll2012(Document key) {
    ParseColumns columns = key.parse();
    if (columns == null) {
      throw new IllegalArgumentException(
          "the key document " + key.name() + " was read without its word columns");
    }
    return new ConllAnalysisText(columns);
  }
}
