package org.corefstats.core.ne;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.corefstats.core.ne.NeColumn.Issue;
import org.corefstats.core.ne.NeColumn.Result;
import org.junit.jupiter.api.Test;

/** The column-11 grammar of docs/explanation/cone.md 3.2 and the admitted types. */
class NeColumnTest {
  private static Result parse(String... cells) {
    return NeColumn.parse(cells);
  }

  @Test
  void ontoNotesCells() {
    Result r = parse("(PERSON*", "*", "*)", "(GPE)", "*", "-", "_", "", null, "(ORG*", "*)");
    assertEquals(
        List.of(new NeSpan(0, 2, "PERSON"), new NeSpan(3, 3, "GPE"), new NeSpan(9, 10, "ORG")),
        r.spans());
    assertEquals(List.of(), r.issues());
  }

  @Test
  void blanksAroundACellAreIgnored() {
    Result r = parse(" (GPE) ");
    assertEquals(List.of(new NeSpan(0, 0, "GPE")), r.spans());
    assertEquals(List.of(), r.issues());
  }

  @Test
  void nestedLitBankCellsCloseTheMostRecentName() {
    // "the Bank of England": (FAC* * * (GPE*)) closes GPE, then FAC.
    Result r = parse("(FAC*", "*", "*", "(GPE*))");
    assertEquals(List.of(new NeSpan(0, 3, "FAC"), new NeSpan(3, 3, "GPE")), r.spans());
    assertEquals(List.of(), r.issues());
  }

  @Test
  void twoOpeningsInOneCell() {
    // "Mr. Brown 's shop": (FAC(PER* *) * *)
    Result r = parse("(FAC(PER*", "*)", "*", "*)");
    assertEquals(List.of(new NeSpan(0, 3, "FAC"), new NeSpan(0, 1, "PER")), r.spans());
    assertEquals(List.of(), r.issues());
  }

  @Test
  void outerNameOpenedWithANestedOneTokenName() {
    Result r = parse("(FAC(PER*)", "*", "*)");
    assertEquals(List.of(new NeSpan(0, 2, "FAC"), new NeSpan(0, 0, "PER")), r.spans());
    assertEquals(List.of(), r.issues());
  }

  @Test
  void spansSortedByStartThenLongestThenType() {
    Result r = parse("(PER(LOC*)", "*)", "(GPE)");
    assertEquals(
        List.of(new NeSpan(0, 1, "PER"), new NeSpan(0, 0, "LOC"), new NeSpan(2, 2, "GPE")),
        r.spans());
    Result sameSpan = parse("(PER(LOC*))");
    assertEquals(List.of(new NeSpan(0, 0, "LOC"), new NeSpan(0, 0, "PER")), sameSpan.spans());
  }

  @Test
  void closingWithNothingOpen() {
    Result r = parse("(PER)", "*", "*)");
    assertEquals(List.of(new NeSpan(0, 0, "PER")), r.spans());
    assertEquals(List.of(new Issue(2, "')' closes no open name")), r.issues());
  }

  @Test
  void extraClosingAfterANameIsReported() {
    Result r = parse("(PER*", "*))");
    assertEquals(List.of(new NeSpan(0, 1, "PER")), r.spans());
    assertEquals(List.of(new Issue(1, "')' closes no open name")), r.issues());
  }

  @Test
  void nameNeverClosedIsReportedAtItsOpeningToken() {
    Result r = parse("*", "(GPE*", "(PER*", "*)");
    assertEquals(List.of(new NeSpan(2, 3, "PER")), r.spans());
    assertEquals(List.of(new Issue(1, "name GPE opened here is never closed")), r.issues());
  }

  @Test
  void malformedCellsAreReportedAndIgnored() {
    Result r = parse("PER*", "(", "(PER*x", "(PER", ")", "(LOC)", "(PER**");
    assertEquals(List.of(new NeSpan(5, 5, "LOC")), r.spans());
    assertEquals(
        List.of(
            new Issue(0, "malformed NE cell 'PER*'"),
            new Issue(1, "malformed NE cell '('"),
            new Issue(2, "malformed NE cell '(PER*x'"),
            new Issue(3, "malformed NE cell '(PER'"),
            new Issue(4, "malformed NE cell ')'"),
            new Issue(6, "malformed NE cell '(PER**'")),
        r.issues());
  }

  @Test
  void malformedCellDoesNotStopTheDocument() {
    Result r = parse("(PER*", "x", "*)");
    assertEquals(List.of(new NeSpan(0, 2, "PER")), r.spans());
    assertEquals(List.of(new Issue(1, "malformed NE cell 'x'")), r.issues());
  }

  @Test
  void issuesSortedByToken() {
    Result r = parse("(GPE*", "*)", "*)", "(PER*");
    assertEquals(
        List.of(
            new Issue(2, "')' closes no open name"),
            new Issue(3, "name PER opened here is never closed")),
        r.issues());
  }

  @Test
  void defaultAdmitsEveryTypeButTheValueTypes() {
    for (String type :
        List.of(
            "PERSON",
            "NORP",
            "FAC",
            "ORG",
            "GPE",
            "LOC",
            "PRODUCT",
            "EVENT",
            "WORK_OF_ART",
            "LAW",
            "LANGUAGE",
            "PER",
            "MISC",
            "VEH",
            "person")) {
      assertTrue(NeColumn.admitted(type, null), type);
    }
    for (String type : NeColumn.VALUE_TYPES) {
      assertFalse(NeColumn.admitted(type, null), type);
      assertFalse(NeColumn.admitted(type.toLowerCase(java.util.Locale.ROOT), null), type);
    }
    assertEquals(7, NeColumn.VALUE_TYPES.size());
  }

  @Test
  void explicitTypeListIsMembershipUpperCased() {
    Set<String> types = Set.of("per", "GPE");
    assertTrue(NeColumn.admitted("PER", types));
    assertTrue(NeColumn.admitted("gpe", types));
    assertFalse(NeColumn.admitted("LOC", types));
    assertTrue(NeColumn.admitted("DATE", Set.of("DATE")));
    assertFalse(NeColumn.admitted("PER", Set.of()));
  }
}
