package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/** CorefUD's per-document rules, on documents of any format. */
class CorefudRulesTest {
  private static final int W = Document.NODE_SLOT;

  @Test
  void aRepeatInsideAnEntityIsRemovedAndTheFirstOccurrenceKept() {
    Document d =
        Document.of(
            "d",
            20,
            List.of(
                List.of(new int[] {1, 2}, new int[] {5, 5}, new int[] {1, 2}),
                List.of(new int[] {1, 2}, new int[] {7, 7})));
    Document cleaned = CorefudRules.withoutRepeatsInEntities(d);
    assertEquals(2, cleaned.entitySize(0));
    assertEquals(2, cleaned.entitySize(1), "the same mention in another entity stays");
    assertEquals("d [20 tokens] 0{1-2 5-5} 1{1-2 7-7}", cleaned.toString());
    Document noRepeats = Document.of("d", 20, List.of(List.of(new int[] {1, 1})));
    assertSame(noRepeats, CorefudRules.withoutRepeatsInEntities(noRepeats));
  }

  @Test
  void singletonsAreEntitiesWithOneMentionAfterRepeatsAreRemoved() {
    Document d =
        Document.of(
            "d",
            20,
            List.of(
                List.of(new int[] {1, 2}, new int[] {1, 2}),
                List.of(new int[] {4, 4}),
                List.of(new int[] {5, 5}, new int[] {8, 9})));
    Document both = CorefudRules.withoutSingletons(CorefudRules.withoutRepeatsInEntities(d));
    assertEquals("d [20 tokens] 2{5-5 8-9}", both.toString());
    assertEquals(2, CorefudRules.withoutSingletons(d).entityCount(), "two copies are two mentions");
  }

  @Test
  void irregularMentionsAreRepeatsOnlyWithTheSameNodeList() {
    int a = 1 * W;
    int b = 2 * W;
    int empty = 1 * W + 10;
    Document d =
        Document.ofNodes(
            "d",
            "f",
            1,
            3,
            new String[] {"e1"},
            new int[] {0, 4},
            new int[] {a, a, a, a},
            new int[] {b, b, b, b},
            new int[][] {{a, empty, b}, null, {a, empty, b}, {a, b}},
            new int[] {a, a, b, a},
            new int[] {1, 2, 3, 4},
            new int[] {0, 1, 2},
            new int[] {1, 2, 3},
            new int[] {3});
    Document cleaned = CorefudRules.withoutRepeatsInEntities(d);
    assertEquals(3, cleaned.mentionCount(), "{a,1.1,b} twice: one removed; {a,b} with a gap stays");
    assertEquals("{s1:1,s1:1.1,s1:2}", cleaned.mentionLabel(0));
    assertEquals("s1:1-s1:2", cleaned.mentionLabel(1));
    assertEquals("{s1:1,s1:2}", cleaned.mentionLabel(2));
    assertEquals(1 + 4, cleaned.mentionLine(2), "lines follow their mentions");
    assertEquals(a, cleaned.mentionHead(2));
  }
}
