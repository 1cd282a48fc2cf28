package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.Test;

/**
 * The CONE partitions of one document (docs/explanation/cone.md 1.2, 5.4): named mentions by the
 * key's NE column, the NE-CRR level, the approximate gold and snapping.
 *
 * <p>Words: 0 Mr. 1 Darcy 2 saw 3 his 4 friend 5 Bingley 6 . 7 Darcy 8 smiled 9 . NE column:
 * [Darcy] (1) PER, [Bingley] (5) PER, [Darcy] (7) PER.
 */
class NamedPartitionsTest {
  private static final String[] WORDS = {
    "Mr.", "Darcy", "saw", "his", "friend", "Bingley", ".", "Darcy", "smiled", "."
  };
  private static final String[] NE = {"*", "(PER)", "*", "*", "*", "(PER)", "*", "(PER)", "*", "*"};

  private static ParseColumns columns(String[] ne) {
    String[] none = new String[WORDS.length];
    java.util.Arrays.fill(none, "-");
    return ParseColumns.of(WORDS, none, none, new int[] {0}).withNamedEntities(ne);
  }

  private static Document doc(List<List<int[]>> entities, String[] ne) {
    return Document.of("d", WORDS.length, entities).withParse(columns(ne));
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
              List.of(span(4, 4))),
          NE);

  @Test
  void namedMentionsAndWholeEntitiesByTheHeadRule() {
    // response: {Darcy (1), Darcy (7)} found with the wrong boundary, {his (3)}, and Bingley
    Document response =
        doc(List.of(List.of(span(1, 1), span(7, 7)), List.of(span(3, 3)), List.of(span(5, 5))), NE);
    List<Problem> problems = new ArrayList<>();
    NamedPartitions p =
        NamedPartitions.of(KEY, response, ConeOptions.DEFAULT, false, problems::add);
    assertEquals(List.of(), problems);
    // Mr. Darcy: head Darcy, the head of NE [Darcy]: named; his friend Bingley: head Bingley
    assertEquals("d [10 tokens] 0{0-1 7-7} 1{3-5}", p.keyNamed().toString());
    // response Darcy (1) equals the NE span: named (a boundary error that stays in O^NM)
    assertEquals("d [10 tokens] 0{1-1 7-7} 2{5-5}", p.responseNamed().toString());
    // NE-CRR: entities with a named mention, whole; the nominal entity and {his} gone
    assertEquals("d [10 tokens] 0{0-1 3-3 7-7} 1{3-5}", p.keyEntities().toString());
    assertEquals("d [10 tokens] 0{1-1 7-7} 2{5-5}", p.responseEntities().toString());
    assertNull(p.keyApproximate());
  }

  @Test
  void theExactRuleNamesOnlyMentionsEqualToAnNeSpan() {
    NamedPartitions p =
        NamedPartitions.of(KEY, KEY, new ConeOptions(ConeRule.EXACT, null), false, x -> {});
    assertEquals("d [10 tokens] 0{7-7}", p.keyNamed().toString());
  }

  @Test
  void theApproximateGoldClustersNamesAndSnapsResponseMentionsToTheirNeSpans() {
    NamedPartitions p = NamedPartitions.of(KEY, KEY, ConeOptions.DEFAULT, true, x -> {});
    // NE spans [Darcy] (1), [Bingley] (5), [Darcy] (7): the two Darcys cluster (same form)
    assertEquals("d [10 tokens] 0{1-1 7-7} 1{5-5}", p.keyApproximate().toString());
    // the key's own named mentions, anchored: Mr. Darcy -> [Darcy] (1), his friend Bingley ->
    // [Bingley] (5)
    assertEquals("d [10 tokens] 0{1-1 7-7} 1{5-5}", p.responseApproximate().toString());
    // without snapping the named mentions are compared as they are
    NamedPartitions none =
        NamedPartitions.of(
            KEY,
            KEY,
            new ConeOptions(ConeRule.HEAD, null, ConeOptions.Snap.NONE, false),
            true,
            x -> {});
    assertEquals("d [10 tokens] 0{0-1 7-7} 1{3-5}", none.responseApproximate().toString());
  }

  @Test
  void aSnappedSpanThatRepeatsKeepsItsFirstCopy() {
    // Mr. Darcy (0-1) and Darcy (1) both anchor to [Darcy] (1): one copy, in the first entity
    Document response = doc(List.of(List.of(span(0, 1)), List.of(span(1, 1), span(7, 7))), NE);
    NamedPartitions p = NamedPartitions.of(KEY, response, ConeOptions.DEFAULT, true, x -> {});
    assertEquals("d [10 tokens] 0{1-1} 1{7-7}", p.responseApproximate().toString());
  }

  @Test
  void aKeyWithoutAnNeColumnOrWithBadBracketsIsReported() {
    Document bare = Document.of("d", WORDS.length, List.of(List.of(span(1, 1), span(7, 7))));
    List<Problem> problems = new ArrayList<>();
    NamedPartitions p = NamedPartitions.of(bare, bare, ConeOptions.DEFAULT, true, problems::add);
    assertEquals(1, problems.size());
    assertEquals(ProblemKind.CONE_NO_NE_COLUMN, problems.get(0).kind());
    assertEquals(0, p.keyNamed().mentionCount());
    String[] broken = NE.clone();
    broken[5] = "PER)";
    problems.clear();
    NamedPartitions q =
        NamedPartitions.of(
            doc(List.of(List.of(span(1, 1), span(5, 5))), broken),
            KEY,
            ConeOptions.DEFAULT,
            false,
            problems::add);
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(ProblemKind.CONE_NE_BRACKET, problems.get(0).kind());
    assertEquals("d [10 tokens] 0{1-1}", q.keyNamed().toString());
  }
}
