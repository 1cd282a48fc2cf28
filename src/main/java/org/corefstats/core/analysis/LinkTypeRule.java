package org.corefstats.core.analysis;

import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.cone.NeSpan;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.ParseColumns;

/**
 * The type of a span for the link errors (ERROR-ANALYSIS.md 5.4, column {@code links_*}), for one
 * document: {@link LinkType#NAM} if the span equals a named-entity span, else {@link LinkType#DEM}
 * if it is one token among this, that, these, those, else {@link LinkType#PRO} if it is one token
 * whose lower-cased word is in the 69-word list of 5.2, else {@link LinkType#NOM}.
 *
 * <p>This is the rule for inputs without POS or parse (ERROR-ANALYSIS.md 5.2, second row:
 * CoNLL-2012 as LitBank and most system files, jsonlines): there the 5.2 type is never name, so
 * names come from the named-entity spans alone. The rows with POS (CoNLL-2012 head POS NNP/NNPS,
 * CoNLL-U PROPN) are not implemented here.
 *
 * <p>The type belongs to the span, not to the mention (5.4): a response mention with a key span
 * gets the key span's type, which is why the rule reads the key's words.
 */
public final class LinkTypeRule {
  /** The demonstratives of ERROR-ANALYSIS.md 5.4, lower case. */
  static final Set<String> DEMONSTRATIVES = Set.of("this", "that", "these", "those");

  private final String[] words;
  private final Set<Long> named;

  /**
   * @param words the words of the document's tokens (0-based over the document)
   * @param named the document's named-entity spans (every NE type)
   */
  public LinkTypeRule(String[] words, Collection<NeSpan> named) {
    this.words = words.clone();
    this.named = new HashSet<>();
    for (NeSpan s : named) {
      this.named.add(span(s.start(), s.end()));
    }
  }

  /**
   * The rule for a key document read with its words ({@code ConllReader.parseColumns(true)}, or
   * {@link Document#withParse}).
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

  /** The type of the span {@code first..last} (inclusive token ordinals); ERROR-ANALYSIS.md 5.4. */
  public LinkType type(int first, int last) {
    if (named.contains(span(first, last))) {
      return LinkType.NAM;
    }
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

  /** A span as one long whose order is (first, last): cort's mention order (2.2). */
  static long span(int first, int last) {
    return ((long) first << 32) | (last & 0xffffffffL);
  }
}
