package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.Test;

/** docs/explanation/cone.md §5.1 (normal form) and §5.2 (match rules). */
class NameFormTest {

  static NameForm name(String text) {
    String[] words = text.split(" ");
    return NameForm.of(words, new NeSpan(0, words.length - 1, "PER"));
  }

  static int rule(String a, String b) {
    int r = NameForm.matchRule(name(a), name(b));
    assertEquals(r, NameForm.matchRule(name(b), name(a)), "symmetric");
    return r;
  }

  @Test
  void ofUsesTheSpanTokensOnly() {
    String[] words = "Mr. Darcy met Elizabeth Bennet .".split(" ");
    NameForm f = NameForm.of(words, new NeSpan(3, 4, "PER"));
    assertEquals(List.of(), f.titles());
    assertEquals(List.of("elizabeth", "bennet"), f.core());
  }

  @Test
  void step1PunctuationAndPossessives() {
    assertEquals(List.of("darcy"), name("Darcy's").core());
    assertEquals(List.of("darcy"), name("Darcy’s").core());
    assertEquals(List.of("darcy"), name("Darcy 's").core());
    assertEquals(List.of("darcy"), name("Darcy ’").core());
    assertEquals(List.of("darcy"), name("Darcy '").core());
    assertEquals(List.of("lincoln's", "inn"), name("Lincoln's Inn").core());
    assertEquals(List.of("lincoln", "inn"), name("Lincoln , Inn -- ,").core());
    // only a final possessive goes
    assertEquals(List.of("lincoln", "'s", "inn", "hall"), name("Lincoln 's Inn Hall").core());
  }

  @Test
  void step2LeadingLowerCaseWordsDropped() {
    assertEquals(List.of("bennet"), name("poor little old Bennet").core());
    assertEquals(List.of("united", "states"), name("the United States").core());
    assertEquals(List.of("thames"), name("the river Thames").core());
    // not when every token would go
    assertEquals(List.of("the", "heights"), name("the heights").core());
    // only leading words
    assertEquals(
        List.of("united", "states", "of", "america"), name("United States of America").core());
  }

  @Test
  void step3LowerCaseAndDots() {
    NameForm f = name("Mr. J. Smith");
    assertEquals(List.of("mr"), f.titles());
    assertEquals(List.of("j", "smith"), f.core());
    assertEquals(List.of("stjohn"), name("St.John").core()); // dots are deleted, not split on
  }

  @Test
  void step4Titles() {
    NameForm f = name("Mr. Darcy");
    assertEquals(List.of("mr"), f.titles());
    assertEquals(List.of("darcy"), f.core());
    assertEquals(NameForm.Gender.MALE, f.gender());
    NameForm g = name("Lady Catherine");
    assertEquals(List.of("lady"), g.titles());
    assertEquals(NameForm.Gender.FEMALE, g.gender());
    NameForm h = name("Dr. Sir William Lucas");
    assertEquals(List.of("dr", "sir"), h.titles());
    assertEquals(List.of("william", "lucas"), h.core());
    assertEquals(NameForm.Gender.MALE, h.gender());
    NameForm c = name("Captain Wentworth");
    assertEquals(List.of("captain"), c.titles());
    assertEquals(NameForm.Gender.NONE, c.gender());
    // at least one token stays in the core
    NameForm alone = name("Mr.");
    assertEquals(List.of(), alone.titles());
    assertEquals(List.of("mr"), alone.core());
    NameForm lordMayor = name("Lord Mayor");
    assertEquals(List.of("lord"), lordMayor.titles());
    assertEquals(List.of("mayor"), lordMayor.core());
    // titles only at the front
    assertEquals(List.of("john", "king"), name("John King").core());
  }

  @Test
  void titleListAndGenders() {
    for (String t :
        "mr messrs sir lord master monsieur m herr signor senor don king prince duke count baron earl marquis father brother uncle mister"
            .split(" ")) {
      assertEquals(NameForm.Gender.MALE, NameForm.titleGender(t), t);
    }
    for (String t :
        "mrs miss ms lady madam madame mme mlle mademoiselle frau fraulein signora senora donna queen princess duchess countess baroness marquise mother sister aunt dame mistress"
            .split(" ")) {
      assertEquals(NameForm.Gender.FEMALE, NameForm.titleGender(t), t);
    }
    for (String t :
        "dr doctor captain capt colonel col major general gen lieutenant lt sergeant sgt professor prof rev reverend judge st saint president senator governor admiral commander bishop cardinal pope emperor mayor"
            .split(" ")) {
      assertTrue(NameForm.isTitle(t), t);
      assertEquals(NameForm.Gender.NONE, NameForm.titleGender(t), t);
    }
    assertFalse(NameForm.isTitle("darcy"));
  }

  @Test
  void step5Acronym() {
    assertEquals("usa", name("U.S.A.").acronym());
    assertEquals("usa", name("USA").acronym());
    assertEquals("usa", name("the USA").acronym());
    assertEquals(List.of("usa"), name("U.S.A.").core());
    assertNull(name("Darcy").acronym());
    assertNull(name("I").acronym()); // one letter
    assertNull(name("U.").acronym());
    assertNull(name("US Army").acronym()); // two tokens
    assertNull(name("McD").acronym());
  }

  @Test
  void genderCompatibility() {
    assertFalse(name("Mr. Bennet").genderCompatible(name("Miss Bennet")));
    assertFalse(name("Miss Bennet").genderCompatible(name("Mr. Bennet")));
    assertTrue(name("Mr. Bennet").genderCompatible(name("Bennet")));
    assertTrue(name("Mr. Bennet").genderCompatible(name("Sir Bennet")));
    assertTrue(name("Dr. Bennet").genderCompatible(name("Miss Bennet")));
    assertTrue(name("Mrs. Bennet").genderCompatible(name("Miss Bennet")));
  }

  @Test
  void rule1Exact() {
    assertEquals(NameForm.EXACT, rule("Mr. Darcy", "Mr Darcy"));
    assertEquals(NameForm.EXACT, rule("Darcy's", "Darcy"));
    assertEquals(NameForm.EXACT, rule("the United States", "United States"));
    assertEquals(NameForm.EXACT, rule("U.S.A.", "USA"));
    // titles count
    assertEquals(NameForm.WORDS, rule("Mr. Darcy", "Darcy"));
    // empty names match nothing
    assertEquals(NameForm.NO_MATCH, rule("--", "--"));
  }

  @Test
  void rule2InitialsAcronym() {
    assertEquals(NameForm.INITIALS, rule("USA", "United States of America"));
    assertEquals(NameForm.INITIALS, rule("U.S.A.", "the United States of America"));
    assertEquals(NameForm.INITIALS, rule("UK", "United Kingdom"));
    assertEquals(NameForm.INITIALS, rule("BHP", "Bank of the Holy Papacy"));
    assertEquals(NameForm.INITIALS, rule("DFA", "Dolce & Fossil Associates"));
    // "of" is not skipped when it is not there to skip: USOA is not usa
    assertEquals(NameForm.NO_MATCH, rule("USOA", "United States of America"));
    assertEquals(NameForm.NO_MATCH, rule("USA", "United Kingdom"));
    // the other core needs two tokens
    assertEquals(NameForm.NO_MATCH, rule("UK", "Ukraine"));
  }

  @Test
  void rule2InitialsOfFirstNames() {
    assertEquals(NameForm.INITIALS, rule("J. Smith", "John Smith"));
    assertEquals(NameForm.INITIALS, rule("j smith", "john smith"));
    assertEquals(NameForm.INITIALS, rule("J. R. Smith", "John Ronald Smith"));
    assertEquals(NameForm.INITIALS, rule("J. Ronald Smith", "John R. Smith"));
    assertEquals(NameForm.INITIALS, rule("Mr. J. Smith", "John Smith"));
    // equal cores, different titles: rule 2 (ii) holds as written (every position equal)
    assertEquals(NameForm.INITIALS, rule("Mr. John Smith", "John Smith"));
    // last tokens differ, letter does not start the name, lengths differ, gender
    assertEquals(NameForm.NO_MATCH, rule("J. Smith", "John Smyth"));
    assertEquals(NameForm.NO_MATCH, rule("K. Smith", "John Smith"));
    assertEquals(NameForm.WORDS, rule("J. Smith", "Smith"));
    assertEquals(NameForm.NO_MATCH, rule("Mr. J. Smith", "Mrs. John Smith"));
    assertFalse(NameForm.initials(name("Mr. J. Smith"), name("Mrs. John Smith")));
  }

  @Test
  void rule3Words() {
    assertEquals(NameForm.WORDS, rule("Darcy", "Fitzwilliam Darcy"));
    assertEquals(NameForm.WORDS, rule("Elizabeth", "Elizabeth Bennet"));
    assertEquals(NameForm.WORDS, rule("Mr. Darcy", "Fitzwilliam Darcy"));
    assertEquals(NameForm.WORDS, rule("Mr. Bennet", "Bennet"));
    assertEquals(NameForm.WORDS, rule("Miss Bennet", "Elizabeth Bennet"));
    // prefix or suffix only, not a middle part
    assertEquals(NameForm.NO_MATCH, rule("Ronald", "John Ronald Smith"));
    assertEquals(NameForm.NO_MATCH, rule("Darcy", "Elizabeth Bennet"));
    // gender incompatibility
    assertEquals(NameForm.NO_MATCH, rule("Mr. Bennet", "Miss Bennet"));
    assertEquals(NameForm.NO_MATCH, rule("Mr. Bennet", "Lady Elizabeth Bennet"));
    assertFalse(NameForm.words(name("Mr. Bennet"), name("Miss Bennet")));
    assertTrue(NameForm.words(name("Mr. Bennet"), name("Dr. Bennet")));
  }
}
