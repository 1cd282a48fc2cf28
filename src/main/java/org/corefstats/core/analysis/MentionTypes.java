package org.corefstats.core.analysis;

import java.util.Locale;
import java.util.Set;

/**
 * Heads and types of mentions per input format (docs/explanation/error-analysis.md 5.2). CoNLL-2012
 * without parse or POS columns: the head is the last token, a mention is a pronoun iff it is one
 * token whose lower-cased word is in the analyser's 69-word list, else nominal (never a name).
 * CoNLL-U: the head UPOS decides. The heads themselves are {@link AnalysisText}'s (Collins heads
 * from a parse: {@link CollinsHeads}).
 */
public final class MentionTypes {
  private MentionTypes() {}

  /** The analyser's {@code pronoun_properties} words (5.2), lower case. */
  static final Set<String> PRONOUN_WORDS =
      Set.of(
          "'em",
          "all",
          "anybody",
          "anyone",
          "em",
          "everybody",
          "everyone",
          "everything",
          "few",
          "he",
          "her",
          "hers",
          "herself",
          "him",
          "himself",
          "his",
          "how",
          "i",
          "it",
          "its",
          "itself",
          "many",
          "me",
          "mine",
          "most",
          "my",
          "myself",
          "nobody",
          "none",
          "noone",
          "nothing",
          "one",
          "our",
          "ours",
          "ourselves",
          "several",
          "she",
          "some",
          "somebody",
          "someone",
          "something",
          "that",
          "their",
          "theirs",
          "them",
          "themselves",
          "these",
          "they",
          "this",
          "those",
          "thyself",
          "us",
          "we",
          "what",
          "whatever",
          "when",
          "where",
          "which",
          "who",
          "whoever",
          "whom",
          "whomever",
          "whose",
          "ya",
          "you",
          "your",
          "yours",
          "yourself",
          "yourselves");

  /** Whether a word is in the 69-word list, compared in lower case (5.2). */
  public static boolean isPronounWord(String word) {
    if (PRONOUN_WORDS.contains(word)) {
      return true;
    }
    for (int i = 0; i < word.length(); i++) { // lower-cased only when it would change (hot path)
      if (Character.isUpperCase(word.charAt(i))) {
        return PRONOUN_WORDS.contains(word.toLowerCase(Locale.ROOT));
      }
    }
    return false;
  }

  /**
   * The type of a CoNLL-2012 mention of tokens {@code first..last} without POS or parse (5.2 row
   * 2): pronoun iff one token in the word list, else nominal.
   */
  public static MentionType withoutParse(String[] words, int first, int last) {
    return first == last && isPronounWord(words[first]) ? MentionType.PRONOUN : MentionType.NOMINAL;
  }

  /** The head POS tags that make a one-token mention a pronoun (1.3). */
  static final Set<String> PRONOUN_TAGS = Set.of("PRP", "PRP$", "WP", "WP$", "WDT", "WRB", "DT");

  /**
   * The reference rule (1.3, 5.2 row 1) for a mention of {@code tokens} tokens whose head has the
   * word {@code headWord} and the POS {@code headPos} (null, {@code _} or {@code -}: no POS, then
   * this is {@link #withoutParse}'s rule): one token and (a pronoun tag or a listed word) is a
   * pronoun; a head tagged NNP or NNPS a name; else nominal.
   */
  public static MentionType reference(String headWord, String headPos, int tokens) {
    boolean tagged = hasPos(headPos);
    if (tokens == 1 && ((tagged && PRONOUN_TAGS.contains(headPos)) || isPronounWord(headWord))) {
      return MentionType.PRONOUN;
    }
    return tagged && (headPos.equals("NNP") || headPos.equals("NNPS"))
        ? MentionType.NAME
        : MentionType.NOMINAL;
  }

  /** Whether a POS field holds a tag (not missing, {@code _} or {@code -}). */
  public static boolean hasPos(String pos) {
    return pos != null && !pos.isEmpty() && !pos.equals("_") && !pos.equals("-");
  }

  /**
   * The type of a CoNLL-U mention (5.2 row 3) from its head's UPOS: a zero (head on an empty node)
   * is {@link MentionType#ZERO}; UPOS PRON, or DET in a one-word mention, is a pronoun; PROPN a
   * name; anything else nominal.
   */
  public static MentionType conllu(String headUpos, int words, boolean zero) {
    if (zero) {
      return MentionType.ZERO;
    }
    if ("PRON".equals(headUpos) || (words == 1 && "DET".equals(headUpos))) {
      return MentionType.PRONOUN;
    }
    return "PROPN".equals(headUpos) ? MentionType.NAME : MentionType.NOMINAL;
  }
}
