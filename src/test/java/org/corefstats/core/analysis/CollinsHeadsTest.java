package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.junit.jupiter.api.Test;

/**
 * The analyser's Collins heads (docs/explanation/error-analysis.md 1.3) on small hand-made trees,
 * and the heads and types a CoNLL-2012 key with a parse gets through {@link AnalysisText#conll2012}
 * (5.2 row 1).
 */
class CollinsHeadsTest {

  /** One sentence: words, POS tags and parse bits. */
  private static ParseColumns sentence(String[] words, String[] pos, String[] bits) {
    return ParseColumns.of(words, pos, bits, new int[] {0});
  }

  @Test
  void aPossessiveNpIsHeadedByItsPosAndTheWholeNpByItsLastNoun() {
    // (TOP (NP (NP (DT the) (NN man) (POS 's)) (NN dog)))
    CollinsHeads h =
        CollinsHeads.of(
            sentence(
                new String[] {"the", "man", "'s", "dog"},
                new String[] {"DT", "NN", "POS", "NN"},
                new String[] {"(TOP(NP(NP*", "*", "*)", "*))"}));
    assertEquals(2, h.head(0, 2));
    assertEquals(3, h.head(0, 3));
    assertEquals(-1, h.head(1, 2)); // "man 's" is no constituent
    assertEquals(1, h.head(1, 1)); // a token heads itself
  }

  @Test
  void namesVerbPhrasesAndTheLowestOfTwoConstituentsWithTheSameSpan() {
    // (TOP (S (NP (NNP John) (NNP Smith)) (VP (VBD met) (NP (NNP Mary))) (. .)))
    CollinsHeads h =
        CollinsHeads.of(
            sentence(
                new String[] {"John", "Smith", "met", "Mary", "."},
                new String[] {"NNP", "NNP", "VBD", "NNP", "."},
                new String[] {"(TOP(S(NP*", "*)", "(VP*", "(NP*))", "*))"}));
    assertEquals(1, h.head(0, 1)); // NP: the rightmost NNP
    assertEquals(2, h.head(2, 3)); // VP: its VBD
    // S and TOP both span 0-4: the lowest, S, is headed by its VP's head; TOP (not in the table)
    // would take its last child's, the full stop
    assertEquals(2, h.head(0, 4));
  }

  @Test
  void aPrepositionalPhraseIsHeadedByItsPreposition() {
    // (TOP (PP (IN in) (NP (DT the) (NN house))))
    CollinsHeads h =
        CollinsHeads.of(
            sentence(
                new String[] {"in", "the", "house"},
                new String[] {"IN", "DT", "NN"},
                new String[] {"(TOP(PP*", "(NP*", "*)))"}));
    assertEquals(0, h.head(0, 2));
    assertEquals(2, h.head(1, 2));
  }

  @Test
  void anNpWithAPostmodifierIsHeadedByTheNounOfItsFirstPart() {
    // (NP (NP (DT the) (NN leader)) (PP (IN of) (NP (DT the) (NN group)))): the rightmost child
    // headed by a noun is the inner NP (the PP is headed by IN)
    CollinsHeads h =
        CollinsHeads.of(
            sentence(
                new String[] {"the", "leader", "of", "the", "group"},
                new String[] {"DT", "NN", "IN", "DT", "NN"},
                new String[] {"(TOP(NP(NP*", "*)", "(PP*", "(NP*", "*))))"}));
    assertEquals(1, h.head(0, 4));
    assertEquals(1, h.head(0, 1));
    assertEquals(2, h.head(2, 4));
  }

  @Test
  void bracketsInWordsAndTagsDoNotBreakTheTree() {
    // the tree comes from the parse bits alone: "(" and ")" as words or tags are leaves
    CollinsHeads h =
        CollinsHeads.of(
            sentence(
                new String[] {"a", "(", "b", ")"},
                new String[] {"NN", "(", "NN", ")"},
                new String[] {"(TOP(NP*", "*", "*", "*))"}));
    assertEquals(2, h.head(0, 3));
  }

  @Test
  void aBadlyBracketedSentenceHasNoConstituentsButTheOthersKeepTheirs() {
    ParseColumns columns =
        ParseColumns.of(
            new String[] {"big", "dogs", "big", "cats"},
            new String[] {"JJ", "NNS", "JJ", "NNS"},
            new String[] {"(TOP(NP*", "*)", "(TOP(NP*", "*))"},
            new int[] {0, 2});
    CollinsHeads h = CollinsHeads.of(columns);
    assertEquals(-1, h.head(0, 1)); // the first sentence leaves TOP open
    assertEquals(3, h.head(2, 3));
  }

  @Test
  void aKeyWithAParseGetsCollinsHeadsElseTheLastTokenAndTypesFromTheHead() {
    ParseColumns columns =
        sentence(
            new String[] {"the", "leader", "of", "the", "group", "met", "Mary", "Smith"},
            new String[] {"DT", "NN", "IN", "DT", "NN", "VBD", "NNP", "NNP"},
            new String[] {"(TOP(S(NP(NP*", "*)", "(PP*", "(NP*", "*)))", "(VP*", "(NP*", "*))))"});
    Document key = Document.of("d", 8, List.of()).withParse(columns);
    AnalysisText text = AnalysisText.conll2012(key);
    assertEquals(HeadRule.COLLINS, text.headRule());
    assertEquals(1, text.head(0, 4, true));
    assertEquals(MentionType.NOMINAL, text.type(0, 4, true));
    assertEquals(4, text.head(1, 4, true)); // no constituent: the last token
    assertEquals(7, text.head(6, 7, false));
    assertEquals(MentionType.NAME, text.type(6, 7, false));
    assertEquals(MentionType.PRONOUN, text.type(0, 0, true)); // one DT token
  }

  @Test
  void aFlatParseGivesLastTokenHeads() {
    for (String flat : new String[] {"-", "_"}) {
      ParseColumns columns =
          sentence(
              new String[] {"the", "leader", "of", "us"},
              new String[] {"DT", "NN", "IN", "PRP"},
              new String[] {flat, flat, flat, flat});
      AnalysisText text = AnalysisText.conll2012(Document.of("d", 4, List.of()).withParse(columns));
      assertEquals(HeadRule.LAST_TOKEN_POS, text.headRule(), flat);
      assertEquals(3, text.head(0, 3, true), flat);
    }
    ParseColumns bare =
        sentence(new String[] {"the", "leader"}, new String[] {"-", "-"}, new String[] {"-", "-"});
    AnalysisText text = AnalysisText.conll2012(Document.of("d", 2, List.of()).withParse(bare));
    assertEquals(HeadRule.LAST_TOKEN, text.headRule());
    assertEquals(1, text.head(0, 1, true));
  }
}
