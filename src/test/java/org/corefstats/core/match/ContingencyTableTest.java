package org.corefstats.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.util.LongIntMap;
import org.junit.jupiter.api.Test;

/**
 * v8.01's mention identities (docs/explanation/v801.md, "Matching key and response") as seen in the
 * table.
 */
class ContingencyTableTest {
  private final List<Problem> problems = new ArrayList<>();

  private static int[] m(int first, int last) {
    return new int[] {first, last};
  }

  private static Document doc(List<List<int[]>> entities) {
    return Document.of("d", 20, entities);
  }

  private ContingencyTable table(List<List<int[]>> key, List<List<int[]>> response) {
    return ContingencyTable.build(doc(key), doc(response), problems::add);
  }

  @Test
  void exactBoundariesOnly() {
    ContingencyTable t =
        table(List.of(List.of(m(0, 1), m(3, 3))), List.of(List.of(m(0, 1), m(3, 4))));
    assertEquals(2, t.keyMentions());
    assertEquals(2, t.responseMentions());
    assertEquals(1, t.matchedMentions());
    assertEquals(1, t.cellCount());
    assertEquals(1, t.overlap(0));
    assertTrue(t.withoutRepeats());
  }

  @Test
  void laterCopiesOfAKeyMatchingSpanAreRemovedAndEmptyEntitiesVanish() {
    // response: entity 0 {0-1}, entity 1 {0-1} (a copy: removed, entity 1 vanishes), entity 2 {5-5}
    ContingencyTable t =
        table(
            List.of(List.of(m(0, 1), m(5, 5))),
            List.of(List.of(m(0, 1)), List.of(m(0, 1)), List.of(m(5, 5))));
    assertEquals(1, t.removedRepeats());
    assertEquals(2, t.responseEntities());
    assertEquals(2, t.responseMentions());
    assertEquals(ProblemKind.REPEATED_RESPONSE_MENTION, problems.get(0).kind());
    assertTrue(
        problems.get(0).message().contains("of entity 1 repeats one of entity 0"),
        problems.get(0).message());
  }

  @Test
  void aRepeatedUnmatchedSpanIsKeptInEveryPlaceAsOneIdentity() {
    ContingencyTable t =
        table(
            List.of(List.of(m(0, 0))),
            List.of(List.of(m(7, 7), m(0, 0)), List.of(m(7, 7)), List.of(m(9, 9), m(9, 9))));
    assertEquals(0, t.removedRepeats());
    assertEquals(3, t.responseMentions(), "distinct spans: 0-0, 7-7, 9-9");
    assertEquals(
        List.of(2, 1, 2),
        List.of(t.responseSize(0), t.responseSize(1), t.responseSize(2)),
        "sizes with copies");
    assertEquals(2, t.responseSize(2));
    assertEquals(1, t.responseMultiEntityIds(), "7-7 is in two entities");
    assertEquals(1, t.responseSelfCorefLinks(), "9-9 twice in one entity");
    assertEquals(1, t.responseDistinct(2));
    assertEquals(1, t.responseExclusive(0), "0-0 only; 7-7 is shared");
    assertEquals(2, problems.size(), "" + problems);
    assertTrue(problems.stream().allMatch(p -> p.kind() == ProblemKind.REPEATED_UNMATCHED_MENTION));
  }

  @Test
  void aRepeatedKeySpanIsCreditedToTheLastKeyEntityHoldingIt() {
    // key: k0 {0-0, 1-1}, k1 {1-1, 2-2}: 1-1 is in both; response r0 {1-1, 2-2}
    ContingencyTable t =
        table(
            List.of(List.of(m(0, 0), m(1, 1)), List.of(m(1, 1), m(2, 2))),
            List.of(List.of(m(1, 1), m(2, 2))));
    assertEquals(3, t.keyMentions(), "distinct key spans");
    assertEquals(1, t.keyMultiEntityIds());
    assertEquals(2, t.cellCount());
    int k0 = t.cellKey(0) == 0 ? 0 : 1;
    int k1 = 1 - k0;
    assertEquals(1, t.overlap(k0));
    assertEquals(0, t.credited(k0), "1-1 is credited to k1, the last key entity holding it");
    assertEquals(2, t.overlap(k1));
    assertEquals(2, t.credited(k1));
    assertEquals(0, t.exclusiveOverlap(k0));
    assertEquals(1, t.exclusiveOverlap(k1), "2-2 belongs to k1 alone");
    assertEquals(ProblemKind.REPEATED_KEY_MENTION, problems.get(0).kind());
  }

  @Test
  void spanIndexGrowsPastItsInitialCapacity() {
    LongIntMap index = new LongIntMap(1);
    for (int i = 0; i < 100_000; i++) {
      assertEquals(i, index.putIfAbsent(LongIntMap.span(i, i + i % 7), i));
    }
    for (int i = 0; i < 100_000; i++) {
      assertEquals(i, index.get(LongIntMap.span(i, i + i % 7)));
    }
    assertEquals(-1, index.get(LongIntMap.span(5, 4)));
  }
}
