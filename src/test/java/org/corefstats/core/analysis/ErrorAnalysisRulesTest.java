package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.junit.jupiter.api.Test;

/** The rules of docs/explanation/error-analysis.md 5.2 and 5.3 the worked examples do not reach. */
class ErrorAnalysisRulesTest {

  @Test
  void theWordListHasTheAnalysersSixtyNineWordsComparedInLowerCase() {
    assertEquals(69, MentionTypes.PRONOUN_WORDS.size());
    assertTrue(MentionTypes.isPronounWord("He"));
    assertTrue(MentionTypes.isPronounWord("'em"));
    assertFalse(MentionTypes.isPronounWord("thee"));
    String[] words = {"He", "old", "man"};
    assertEquals(MentionType.PRONOUN, MentionTypes.withoutParse(words, 0, 0));
    assertEquals(MentionType.NOMINAL, MentionTypes.withoutParse(words, 1, 2));
    assertEquals(MentionType.NOMINAL, MentionTypes.withoutParse(new String[] {"Mary"}, 0, 0));
  }

  @Test
  void withPosTagsPronounTagsAndProperNounsDecide() {
    assertEquals(MentionType.PRONOUN, MentionTypes.reference("There", "DT", 1));
    assertEquals(MentionType.NOMINAL, MentionTypes.reference("There", "_", 1));
    assertEquals(MentionType.NAME, MentionTypes.reference("Mary", "NNP", 1));
    assertEquals(MentionType.NAME, MentionTypes.reference("Smith", "NNP", 2));
    assertEquals(MentionType.NOMINAL, MentionTypes.reference("Smith", "-", 2));
    assertEquals(MentionType.NOMINAL, MentionTypes.reference("his", "PRP$", 2));
    assertEquals(MentionType.PRONOUN, MentionTypes.reference("his", null, 1));
  }

  @Test
  void aKeyWithPosTagsTypesAnExtraProperNounAsAName() {
    String[] words = {"John", "saw", "Paris", ".", "he", "left", "."};
    String[] pos = {"NNP", "VBD", "NNP", ".", "PRP", "VBD", "."};
    String[] bits = new String[words.length];
    Arrays.fill(bits, "-");
    Document key =
        Document.of("k", words.length, List.of(List.of(m(0, 0), m(4, 4))))
            .withParse(ParseColumns.of(words, pos, bits, new int[] {0}));
    Document response = Document.of("r", words.length, List.of(List.of(m(0, 0), m(2, 2), m(4, 4))));
    ErrorCounts c = ErrorAnalysis.analyse(key, response, ErrorSingletons.REMOVE);
    assertEquals(1, c.get(ErrorColumn.EXTRA_MENTION), c.toString());
    assertEquals(1, c.get(ErrorColumn.EXTRA_MENTION_NAME), c.toString());
  }

  @Test
  void conlluTypesComeFromTheHeadsUpos() {
    assertEquals(MentionType.PRONOUN, MentionTypes.conllu("PRON", 3, false));
    assertEquals(MentionType.PRONOUN, MentionTypes.conllu("DET", 1, false));
    assertEquals(MentionType.NOMINAL, MentionTypes.conllu("DET", 2, false));
    assertEquals(MentionType.NAME, MentionTypes.conllu("PROPN", 2, false));
    assertEquals(MentionType.NOMINAL, MentionTypes.conllu("NOUN", 2, false));
    assertEquals(MentionType.ZERO, MentionTypes.conllu("PRON", 1, true));
  }

  @Test
  void spanPassOneTakesTheFirstCandidateInDocumentOrder() {
    // "the dog , barked it ." : key {the dog, it} and {dog ,, barked}; both "the dog" and "dog ,"
    // trim to "dog", the response's one mention: the first in document order wins (5.3 step 2)
    String[] words = {"the", "dog", ",", "barked", "it", "."};
    Document key = key(words, new int[] {0}, List.of(m(0, 1), m(4, 4)), List.of(m(1, 2), m(3, 3)));
    Document response = Document.of("r", words.length, List.of(List.of(m(1, 1), m(4, 4))));
    ErrorCounts c = ErrorAnalysis.analyse(key, response, ErrorSingletons.REMOVE);
    assertEquals(1, c.get(ErrorColumn.SPAN_ERROR), c.toString());
    assertEquals(1, c.get(ErrorColumn.MISSING_ENTITY), c.toString());
    assertEquals(2, c.get(ErrorColumn.OP_INTRODUCE), c.toString());
    assertEquals(0, c.get(ErrorColumn.CONFLATED_ENTITIES), c.toString());
    assertEquals(0, c.get(ErrorColumn.DIVIDED_ENTITY), c.toString());
  }

  @Test
  void trimmingDropsLowerCaseTheAndApostropheSAndOneCharacterNonLetters() {
    // response "the man 's" and ", she" for key "man" and "she" (5.3 step 2)
    String[] words = {"the", "man", "'s", "dog", ",", "she", "."};
    Document key = key(words, new int[] {0}, List.of(m(1, 1), m(5, 5)));
    Document response = Document.of("r", words.length, List.of(List.of(m(0, 2), m(4, 5))));
    ErrorCounts c = ErrorAnalysis.analyse(key, response, ErrorSingletons.REMOVE);
    assertEquals(2, c.get(ErrorColumn.SPAN_ERROR), c.toString());
    // nothing else: the corrected response equals the key
    assertEquals(4, Arrays.stream(c.values()).sum(), c.toString());
  }

  @Test
  void crossingMentionsAndRepeatedSpansAreDroppedAndCounted() {
    // sentences "a b c" and "d e": [2-3] crosses; the response repeats [0-0] in a second entity
    String[] words = {"a", "b", "c", "d", "e"};
    Document key =
        key(words, new int[] {0, 3}, List.of(m(0, 0), m(1, 1), m(2, 3)), List.of(m(3, 3), m(4, 4)));
    Document response =
        Document.of(
            "r",
            words.length,
            List.of(List.of(m(0, 0), m(1, 1)), List.of(m(3, 3), m(4, 4), m(0, 0))));
    ErrorCounts c = ErrorAnalysis.analyse(key, response, ErrorSingletons.REMOVE);
    assertEquals(2, c.get(ErrorColumn.DROPPED_MENTIONS), c.toString());
    assertEquals(2, Arrays.stream(c.values()).sum(), c.toString());
  }

  @Test
  void keptSingletonsWithoutCounterpartAreExtensionColumnsAndUnreported() {
    // 5.7: a key singleton the response lacks, a response singleton with no key mention
    String[] words = {"John", "saw", "Mary", "and", "him", "."};
    Document key = key(words, new int[] {0}, List.of(m(0, 0), m(4, 4)), List.of(m(2, 2)));
    Document response =
        Document.of("r", words.length, List.of(List.of(m(0, 0), m(4, 4)), List.of(m(1, 1))));
    ErrorCounts keep = ErrorAnalysis.analyse(key, response, ErrorSingletons.KEEP);
    assertEquals(1, keep.get(ErrorColumn.MISSING_SINGLETON), keep.toString());
    assertEquals(1, keep.get(ErrorColumn.EXTRA_SINGLETON), keep.toString());
    assertEquals(1, keep.get(ErrorColumn.UNREPORTED_MISSING), keep.toString());
    assertEquals(1, keep.get(ErrorColumn.UNREPORTED_EXTRA), keep.toString());
    ErrorCounts remove = ErrorAnalysis.analyse(key, response, ErrorSingletons.REMOVE);
    assertEquals(ErrorCounts.ZERO, remove);
  }

  @Test
  void countsAddColumnByColumn() {
    long[] a = new long[ErrorCounts.COLUMNS.size()];
    a[ErrorColumn.SPAN_ERROR.ordinal()] = 2;
    ErrorCounts x = ErrorCounts.of(a);
    assertEquals(4, x.plus(x).get(ErrorColumn.SPAN_ERROR));
    assertEquals(x, ErrorCounts.ZERO.plus(x));
    assertEquals("span_error", ErrorCounts.COLUMNS.get(ErrorColumn.SPAN_ERROR.ordinal()));
  }

  private static int[] m(int first, int last) {
    return new int[] {first, last};
  }

  @SafeVarargs
  private static Document key(String[] words, int[] sentenceStart, List<int[]>... entities) {
    String[] blank = new String[words.length];
    Arrays.fill(blank, "_");
    return Document.of("k", words.length, List.of(entities))
        .withParse(ParseColumns.of(words, blank, blank, sentenceStart));
  }
}
