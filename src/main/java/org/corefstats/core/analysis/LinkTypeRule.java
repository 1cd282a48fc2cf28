package org.corefstats.core.analysis;

import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.ne.NeSpan;

/**
 * The type of a span for the link errors (docs/explanation/error-analysis.md 5.4, column {@code
 * links_*}), for one document: {@link LinkType#NAM} if the span equals a named-entity span or its
 * 5.2 type is {@link MentionType#NAME}, else {@link LinkType#DEM} if it is one token among this,
 * that, these, those, else {@link LinkType#PRO} if its 5.2 type is {@link MentionType#PRONOUN} (or
 * {@link MentionType#ZERO}), else {@link LinkType#NOM}.
 *
 * <p>The 5.2 types come from the key's {@link AnalysisText} ({@link #of(AnalysisText,
 * Collection)}), whatever its format; the rule built from a word list alone ({@link
 * #LinkTypeRule(String[], Collection)}) is the one for inputs without POS or parse, where the 5.2
 * type is never a name and a pronoun is one token in the 69-word list.
 *
 * <p>The type belongs to the span, not to the mention (5.4): a response mention with a key span
 * gets the key span's type, which is why the rule reads the key's text; a span at positions the key
 * does not have is {@link LinkType#NOM}, or {@link LinkType#PRO} when it ends on a CoNLL-U empty
 * node (a zero the key lacks).
 */
public final class LinkTypeRule {
  /** The demonstratives of docs/explanation/error-analysis.md 5.4, lower case. */
  static final Set<String> DEMONSTRATIVES = Set.of("this", "that", "these", "those");

  private final AnalysisText text; // null: the word list's rule on words
  private final String[] words;
  private final Set<Long> named;

  private LinkTypeRule(AnalysisText text, String[] words, Collection<NeSpan> named) {
    this.text = text;
    this.words = words;
    this.named = new HashSet<>();
    for (NeSpan s : named) {
      this.named.add(span(s.start(), s.end()));
    }
  }

  /**
   * @param words the words of the document's tokens (0-based over the document)
   * @param named the document's named-entity spans (every NE type)
   */
  public LinkTypeRule(String[] words, Collection<NeSpan> named) {
    this(null, words.clone(), named);
  }

  /**
   * The rule for a key whose text, heads and 5.2 types are {@code text} ({@link AnalysisText#of}).
   *
   * @param named the document's named-entity spans (every NE type), as positions of {@code text}
   */
  public static LinkTypeRule of(AnalysisText text, Collection<NeSpan> named) {
    return new LinkTypeRule(text, null, named);
  }

  /**
   * The rule for a CoNLL-2012 key document read with its words ({@code
   * ConllReader.parseColumns(true)}, or {@link Document#withParse}), types from the word list only.
   *
   * @throws IllegalArgumentException when the document carries no words
   */
  public static LinkTypeRule of(Document key, Collection<NeSpan> named) {
    ParseColumns columns = key.parse();
    if (columns == null) {
      throw new IllegalArgumentException(
          "document " + key.name() + " was read without its words: the link types need them");
    }
    return new LinkTypeRule(columns.words(), named);
  }

  /**
   * The type of the span {@code first..last} (inclusive positions);
   * docs/explanation/error-analysis.md 5.4.
   */
  public LinkType type(int first, int last) {
    if (named.contains(span(first, last))) {
      return LinkType.NAM;
    }
    return text == null ? byWords(first, last) : byText(first, last);
  }

  private LinkType byWords(int first, int last) {
    if (first == last && first < words.length) {
      String word = words[first].toLowerCase(Locale.ROOT);
      if (DEMONSTRATIVES.contains(word)) {
        return LinkType.DEM;
      }
      if (MentionTypes.isPronounWord(word)) { // the 69-word list of 5.2
        return LinkType.PRO;
      }
    }
    return LinkType.NOM;
  }

  private LinkType byText(int first, int last) {
    MentionType type = text.type(first, last, true);
    if (type == MentionType.NAME) {
      return LinkType.NAM;
    }
    if (first == last
        && text.contains(first)
        && DEMONSTRATIVES.contains(text.word(first).toLowerCase(Locale.ROOT))) {
      return LinkType.DEM;
    }
    return type.isPronounLike() ? LinkType.PRO : LinkType.NOM;
  }

  /** A span as one long whose order is (first, last): cort's mention order (2.2). */
  static long span(int first, int last) {
    return ErrorAnalysis.span(first, last);
  }
}
