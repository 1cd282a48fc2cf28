package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.corefstats.core.Docs;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/**
 * The mention overlap ratio (docs/explanation/corefud-and-coval.md 6.1), and its absence under
 * v8.01.
 */
class MorTest {
  private static final Semantics COREFUD_KEEP =
      Semantics.of(Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP);

  private static Counts score(Semantics semantics, Document key, Document response) {
    List<Object> ignored = new ArrayList<>();
    return new DocumentScorer(Set.of(Metric.MOR, Metric.MUC), semantics)
        .score(key, response, ignored::add);
  }

  private static Document doc(int tokens, int[]... mentionsOfOneEntity) {
    return Document.of("d", tokens, List.of(List.of(mentionsOfOneEntity)));
  }

  @Test
  void overlapsArePairedOneToOneWhateverTheEntities() {
    // key [0,3] and [5,6]; response [1,3], [2,4] (both overlap [0,3]) and [6,8]
    Document key = doc(10, new int[] {0, 3}, new int[] {5, 6});
    Document response = doc(10, new int[] {1, 3}, new int[] {2, 4}, new int[] {6, 8});
    MetricCounts c = score(COREFUD_KEEP, key, response).get(Metric.MOR);
    // groups {[0,3], [1,3], [2,4]} and {[5,6], [6,8]}: [0,3]-[1,3] shares 3, [5,6]-[6,8] 1
    assertEquals(new MetricCounts(4, 6, 4, 9), c);
  }

  @Test
  void identicalMentionsScoreOne() {
    Document key = doc(5, new int[] {0, 1}, new int[] {3, 3});
    assertEquals(new MetricCounts(3, 3, 3, 3), score(COREFUD_KEEP, key, key).get(Metric.MOR));
  }

  @Test
  void morIsCountedUnderTheCorefudProfileOnly() {
    Document key = Docs.letters("ab c");
    assertTrue(score(COREFUD_KEEP, key, key).has(Metric.MOR));
    Counts v801 = score(Semantics.V801, key, key);
    assertFalse(v801.has(Metric.MOR));
    assertTrue(v801.has(Metric.MUC));
    assertFalse(new DocumentScorer(Metric.all()).metrics().contains(Metric.MOR));
  }
}
