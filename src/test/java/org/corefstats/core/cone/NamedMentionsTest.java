package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.Test;

/** Named mentions, approximate heads and strip (docs/explanation/cone.md 3.3). */
class NamedMentionsTest {
  private static String[] words(String text) {
    return text.split(" ");
  }

  private static NamedMentions named(String text, ConeRule rule, NeSpan... spans) {
    return new NamedMentions(words(text), List.of(spans), rule);
  }

  private static NeSpan per(int start, int end) {
    return new NeSpan(start, end, "PER");
  }

  // The examples of 3.3 (head rule).

  @Test
  void honorificOutsideTheName() {
    NamedMentions m = named("Mr. Darcy 's sister came", ConeRule.HEAD, per(1, 1));
    assertEquals(0, m.anchor(0, 1)); // Mr. [Darcy]
    assertEquals(0, m.anchor(0, 2)); // Mr. Darcy 's
    assertEquals(-1, m.anchor(0, 3)); // Mr. Darcy 's sister: head sister
    assertEquals(0, m.anchor(1, 1));
  }

  @Test
  void postModifierCutsTheHead() {
    String[] w = words("the streets of Manchester");
    assertEquals(1, NamedMentions.approximateHead(w, 0, 3));
    NamedMentions m = new NamedMentions(w, List.of(new NeSpan(3, 3, "GPE")), ConeRule.HEAD);
    assertEquals(-1, m.anchor(0, 3));
    assertEquals(0, m.anchor(3, 3));
  }

  @Test
  void nameWithAPostModifierIsNamedByEquality() {
    String[] w = words("the Sultan of Seringapatam");
    assertEquals(1, NamedMentions.approximateHead(w, 1, 3));
    NamedMentions m = new NamedMentions(w, List.of(per(1, 3)), ConeRule.HEAD);
    assertEquals(0, m.anchor(1, 3));
    assertEquals(0, m.anchor(0, 3)); // the Sultan of Seringapatam: head Sultan
    assertEquals(0, m.anchor(1, 1)); // Sultan
    assertEquals(-1, m.anchor(3, 3)); // Seringapatam alone: not the NE's head
  }

  @Test
  void responseMentionInsideTheNameIsNamedAndAnchoredToIt() {
    NamedMentions m = named("Mr. Darcy smiled", ConeRule.HEAD, per(0, 1));
    assertEquals(0, m.anchor(1, 1)); // Darcy against NE [Mr. Darcy]
    assertEquals(-1, m.anchor(0, 0)); // Mr. alone: head Mr.
    assertEquals(-1, m.anchor(2, 2));
  }

  @Test
  void everyPostModifierCuts() {
    for (String word : NamedMentions.POST_MODIFIERS) {
      String[] w = {"Paris", word, "France"};
      assertEquals(0, NamedMentions.approximateHead(w, 0, 2), word);
      String upper = word.toUpperCase(java.util.Locale.ROOT);
      assertEquals(0, NamedMentions.approximateHead(new String[] {"Paris", upper, "X"}, 0, 2));
    }
    assertEquals(70, NamedMentions.POST_MODIFIERS.size());
    // Only from the second token on: a mention starting with one is not cut at its first token.
    assertEquals(1, NamedMentions.approximateHead(words("of Paris"), 0, 1));
    // The first post-modifier wins: "the King of France , who" cuts at "of".
    assertEquals(1, NamedMentions.approximateHead(words("the King of France , who"), 0, 5));
    // A word outside the list does not cut.
    assertEquals(2, NamedMentions.approximateHead(words("the old Paris"), 0, 2));
    // Dashes.
    assertEquals(0, NamedMentions.approximateHead(words("Paris -- France"), 0, 2));
    assertEquals(0, NamedMentions.approximateHead(words("Paris — France"), 0, 2));
    assertEquals(0, NamedMentions.approximateHead(words("Paris – France"), 0, 2));
    assertEquals(2, NamedMentions.approximateHead(words("Paris - France"), 0, 2));
  }

  @Test
  void possessivesAndPunctuationAreSkipped() {
    assertEquals(1, NamedMentions.approximateHead(words("Squire Gordon ’s"), 0, 2));
    assertEquals(1, NamedMentions.approximateHead(words("Squire Gordon ’"), 0, 2));
    assertEquals(1, NamedMentions.approximateHead(words("the Joneses '"), 0, 2));
    assertEquals(1, NamedMentions.approximateHead(words("Mr. Darcy 'S"), 0, 2));
    assertEquals(1, NamedMentions.approximateHead(words("Mr. Darcy 's . ”"), 0, 4));
    // Never before the first token.
    assertEquals(0, NamedMentions.approximateHead(words("'s"), 0, 0));
    assertEquals(0, NamedMentions.approximateHead(words(". ."), 0, 1));
    // A cut then possessives: "Darcy 's , who" -> cut at ",", then skip 's.
    assertEquals(0, NamedMentions.approximateHead(words("Darcy 's , who"), 0, 3));
    // Letters and digits are not punctuation.
    assertEquals(1, NamedMentions.approximateHead(words("Room 101"), 0, 1));
    assertEquals(1, NamedMentions.approximateHead(words("Louis XIV."), 0, 1));
    assertEquals(1, NamedMentions.approximateHead(words("à é"), 0, 1));
  }

  @Test
  void punctuationOnly() {
    assertEquals(true, NamedMentions.isPunctuationOnly("."));
    assertEquals(true, NamedMentions.isPunctuationOnly("--"));
    assertEquals(true, NamedMentions.isPunctuationOnly("“"));
    assertEquals(true, NamedMentions.isPunctuationOnly(""));
    assertEquals(false, NamedMentions.isPunctuationOnly("Mr."));
    assertEquals(false, NamedMentions.isPunctuationOnly("1"));
    assertEquals(false, NamedMentions.isPunctuationOnly("٣")); // Arabic-Indic digit (Nd)
    assertEquals(false, NamedMentions.isPunctuationOnly("北"));
  }

  @Test
  void stripDropsArticlesThenTrailingPossessivesAndPunctuation() {
    assertArrayEquals(new int[] {1, 2}, NamedMentions.strip(words("the United States"), 0, 2));
    assertArrayEquals(new int[] {1, 2}, NamedMentions.strip(words("The United States"), 0, 2));
    assertArrayEquals(new int[] {0, 1}, NamedMentions.strip(words("Mr. Darcy 's ,"), 0, 3));
    assertArrayEquals(new int[] {2, 2}, NamedMentions.strip(words("a the Darcy ’s"), 0, 3));
    // More than one token must remain.
    assertArrayEquals(new int[] {1, 1}, NamedMentions.strip(words("the the"), 0, 1));
    assertArrayEquals(new int[] {1, 1}, NamedMentions.strip(words("the 's"), 0, 1));
    assertArrayEquals(new int[] {0, 0}, NamedMentions.strip(words("an"), 0, 0));
    // Articles only at the front, possessives only at the end.
    assertArrayEquals(new int[] {0, 2}, NamedMentions.strip(words("Darcy the Great"), 0, 2));
    assertArrayEquals(new int[] {1, 3}, NamedMentions.strip(words("the 's Darcy x"), 0, 3));
  }

  @Test
  void nestedNamesAnchorToTheLongestThenTheLeftmost() {
    // "the Bank of England": [FAC Bank of England] with [GPE England] inside.
    String[] w = words("the Bank of England");
    List<NeSpan> spans = List.of(new NeSpan(3, 3, "GPE"), new NeSpan(1, 3, "FAC"));
    NamedMentions m = new NamedMentions(w, spans, ConeRule.HEAD);
    assertEquals(1, m.anchor(0, 3)); // head Bank
    assertEquals(1, m.anchor(1, 3)); // equal
    assertEquals(0, m.anchor(3, 3)); // equal to the inner name
    // Names sharing the head Darcy: "old Mr. Darcy 's house".
    String[] v = words("old Mr. Darcy 's house");
    List<NeSpan> same = List.of(per(2, 3), per(1, 2), per(2, 2));
    NamedMentions h = new NamedMentions(v, same, ConeRule.HEAD);
    // "old Mr. Darcy": head Darcy; longest are [Darcy 's] and [Mr. Darcy]; leftmost wins.
    assertEquals(1, h.anchor(0, 2));
    assertEquals(0, h.anchor(2, 3)); // equal spans anchor to themselves
    assertEquals(2, h.anchor(2, 2));
    assertEquals(-1, h.anchor(0, 4)); // head house
    // With a longer name sharing the head, the longest wins whatever its position.
    List<NeSpan> longer = List.of(per(2, 3), per(1, 2), per(0, 3));
    NamedMentions l = new NamedMentions(v, longer, ConeRule.HEAD);
    assertEquals(2, l.anchor(1, 3));
    assertEquals(2, l.anchor(2, 2));
  }

  @Test
  void equalSpansOfTwoTypesAnchorToTheLowerIndex() {
    NamedMentions m =
        named("London", ConeRule.HEAD, new NeSpan(0, 0, "GPE"), new NeSpan(0, 0, "LOC"));
    assertEquals(0, m.anchor(0, 0));
  }

  @Test
  void exactRuleNeedsEquality() {
    String[] w = words("Mr. Darcy 's sister");
    NamedMentions m = new NamedMentions(w, List.of(per(1, 1), per(0, 1)), ConeRule.EXACT);
    assertEquals(0, m.anchor(1, 1));
    assertEquals(1, m.anchor(0, 1));
    assertEquals(-1, m.anchor(0, 2));
    assertEquals(-1, m.anchor(0, 3));
    assertEquals(ConeRule.EXACT, m.rule());
  }

  @Test
  void stripRule() {
    String[] w = words("the United States 's army and United States , the");
    List<NeSpan> spans = List.of(new NeSpan(1, 2, "GPE"), new NeSpan(0, 2, "GPE"));
    NamedMentions m = new NamedMentions(w, spans, ConeRule.STRIP);
    assertEquals(0, m.anchor(1, 2)); // equal
    assertEquals(1, m.anchor(0, 2)); // equal beats strip
    assertEquals(1, m.anchor(0, 3)); // strip -> 1-2: both spans strip to it; longest wins
    assertEquals(-1, m.anchor(6, 7)); // strips to itself, which no span strips to
    assertEquals(-1, m.anchor(0, 4)); // the United States 's army
    assertEquals(-1, m.anchor(2, 2)); // States: no head matching under strip
    // A mention differing only by punctuation and possessives.
    String[] v = words("United States , and");
    NamedMentions n = new NamedMentions(v, List.of(new NeSpan(0, 1, "GPE")), ConeRule.STRIP);
    assertEquals(0, n.anchor(0, 2));
    assertEquals(-1, n.anchor(0, 3));
  }

  @Test
  void ruleCodes() {
    assertEquals("head", ConeRule.HEAD.code());
    assertEquals("exact", ConeRule.EXACT.code());
    assertEquals("strip", ConeRule.STRIP.code());
  }

  @Test
  void noSpansNothingNamed() {
    NamedMentions m = named("a b c", ConeRule.HEAD);
    assertEquals(-1, m.anchor(0, 2));
    assertEquals(-1, m.anchor(1, 1));
  }
}
