package org.corefstats.core.cone.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import org.corefstats.core.cone.ConeOptions;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.cone.evaluation.ConeTally.Field;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.junit.jupiter.api.Test;

/**
 * docs/explanation/cone.md 3.3's diagnostics and 5.5's quality of the approximate gold, on one
 * document.
 *
 * <p>Words: 0 Mr. 1 Darcy 2 saw 3 his 4 friend 5 Bingley 6 . 7 Darcy 8 smiled 9 . NE column:
 * [Darcy] (1) PER, [saw] (2) ORG, [Bingley] (5) PER, [Darcy] (7) PER, [smiled] (8) DATE.
 */
class ConeTallyTest {
  private static final String[] WORDS = {
    "Mr.", "Darcy", "saw", "his", "friend", "Bingley", ".", "Darcy", "smiled", "."
  };
  private static final String[] NE = {
    "*", "(PER)", "(ORG)", "*", "*", "(PER)", "*", "(PER)", "(DATE)", "*"
  };

  private static Document doc(List<List<int[]>> entities) {
    String[] none = new String[WORDS.length];
    Arrays.fill(none, "-");
    return Document.of("d", WORDS.length, entities)
        .withParse(ParseColumns.of(WORDS, none, none, new int[] {0}).withNamedEntities(NE));
  }

  private static int[] span(int s, int e) {
    return new int[] {s, e};
  }

  // key: Darcy = {Mr. Darcy (0-1), his (3), Darcy (7)}; Bingley = {his friend Bingley (3-5)};
  // a nominal entity {friend (4)} with no name
  private static final Document KEY =
      doc(
          List.of(
              List.of(span(0, 1), span(3, 3), span(7, 7)),
              List.of(span(3, 5)),
              List.of(span(4, 4))));

  // response: {Darcy (1), Darcy (7)}, {his (3)}, {Bingley (5)}
  private static final Document RESPONSE =
      doc(List.of(List.of(span(1, 1), span(7, 7)), List.of(span(3, 3)), List.of(span(5, 5))));

  @Test
  void theNeLayerAgainstTheKeyMentions() {
    ConeTally t =
        ConeTally.of(NamedPartitions.of(KEY, RESPONSE, ConeOptions.DEFAULT, false, x -> {}));
    assertEquals(5, t.get(Field.NE_SPANS_READ));
    assertEquals(4, t.get(Field.NE_SPANS_ADMITTED)); // DATE is not admitted by default
    // [Darcy] (7) is the key mention 7-7
    assertEquals(1, t.get(Field.NE_SPANS_EQUAL_TO_KEY_MENTION));
    // [Darcy] (1) heads Mr. Darcy (0-1), [Bingley] (5) heads his friend Bingley (3-5)
    assertEquals(2, t.get(Field.NE_SPANS_SHARING_HEAD));
    // [saw] (2) is no key mention's head
    assertEquals(1, t.get(Field.NE_SPANS_MATCHING_NONE));
    // Mr. Darcy, Darcy (7), his friend Bingley, in two entities
    assertEquals(3, t.get(Field.NAMED_KEY_MENTIONS));
    assertEquals(2, t.get(Field.NAMED_KEY_ENTITIES));
    // Darcy (1), Darcy (7), Bingley (5); Darcy (1) and Bingley (5) have no named key mention's span
    assertEquals(3, t.get(Field.NAMED_RESPONSE_MENTIONS));
    assertEquals(2, t.get(Field.TWINLESS_NAMED_RESPONSE_MENTIONS));
    assertNull(t.approximateQuality());
    assertEquals(0, t.get(Field.APPROXIMATE_ENTITIES));
  }

  @Test
  void theApproximateGoldAgainstTheSnappedGoldNamedClusters() {
    ConeTally t =
        ConeTally.of(NamedPartitions.of(KEY, RESPONSE, ConeOptions.DEFAULT, true, x -> {}));
    // approximate gold: {Darcy (1), Darcy (7)}, {saw (2)}, {Bingley (5)}
    assertEquals(3, t.get(Field.APPROXIMATE_ENTITIES));
    // gold named clusters snapped to their anchors: {1-1, 7-7}, {5-5}; the approximate gold is the
    // response: MUC's one link found, B3 precision 3 of 4 mentions (saw is twinless), CEAF-e 2
    // entities aligned of 2 and 3
    assertEquals(new MetricCounts(1, 1, 1, 1), t.approximateQuality().get(Metric.MUC));
    assertEquals(new MetricCounts(3, 3, 3, 4), t.approximateQuality().get(Metric.BCUB));
    assertEquals(new MetricCounts(2, 2, 2, 3), t.approximateQuality().get(Metric.CEAFE));
  }

  @Test
  void withoutSnappingTheGoldNamedMentionsKeepTheirSpans() {
    ConeOptions none = new ConeOptions(null, null, ConeOptions.Snap.NONE, false);
    ConeTally t = ConeTally.of(NamedPartitions.of(KEY, RESPONSE, none, true, x -> {}));
    // gold {0-1, 7-7}, {3-5} against {1-1, 7-7}, {2-2}, {5-5}: only 7-7 is shared
    assertEquals(new MetricCounts(0, 1, 0, 1), t.approximateQuality().get(Metric.MUC));
    assertEquals(new MetricCounts(0.5, 3, 0.5, 4), t.approximateQuality().get(Metric.BCUB));
  }

  @Test
  void talliesAddAndSubtractExactly() {
    ConeTally a =
        ConeTally.of(NamedPartitions.of(KEY, RESPONSE, ConeOptions.DEFAULT, true, x -> {}));
    ConeTally b = ConeTally.of(NamedPartitions.of(KEY, KEY, ConeOptions.DEFAULT, true, x -> {}));
    ConeTally sum = ConeTally.plus(a, b);
    assertEquals(6, sum.get(Field.NAMED_KEY_MENTIONS));
    assertEquals(2, sum.get(Field.TWINLESS_NAMED_RESPONSE_MENTIONS));
    assertEquals(a, ConeTally.minus(sum, b));
    assertEquals(a, ConeTally.plus(null, a));
    assertEquals(a, ConeTally.plus(a, null));
    assertNull(ConeTally.plus(null, null));
    ConeDiagnostics.Sum summed = new ConeDiagnostics().newSum();
    summed.add(a);
    summed.add(b);
    assertEquals(sum, summed.tally());
    summed.remove(b);
    assertEquals(a, summed.tally());
  }
}
