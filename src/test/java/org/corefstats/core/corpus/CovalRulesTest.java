package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Semantics.CovalOption;
import org.junit.jupiter.api.Test;

/**
 * coval's NP_only, min_span and remove_nested (docs/explanation/corefud-and-coval.md 5) on a key
 * with real parse bits built from the worked example of 5.4. Tokens (sentence positions in
 * brackets):
 *
 * <pre>
 * s0:  0 The  1 old  2 man  3 who  4 lived  5 here  6 slept  7 .
 * s1:  8 He(0)  9 bought(1)  10 it(2)  11 in(3)  12 1990(4)  13 .(5)
 * s2: 14 John(0) 15 and(1) 16 Mary(2) 17 saw(3) 18 the(4) 19 big(5) 20 house(6) 21 of(7)
 *     22 the(8) 23 man(9) 24 .(10)
 * </pre>
 */
public class CovalRulesTest {
  public static final String[][] ROWS = {
    {"The", "DT", "(TOP(S(NP(NP*"},
    {"old", "JJ", "*"},
    {"man", "NN", "*)"},
    {"who", "WP", "(SBAR(WHNP*)"},
    {"lived", "VBD", "(S(VP*"},
    {"here", "RB", "(ADVP*)))))"},
    {"slept", "VBD", "(VP*)"},
    {".", ".", "*))"},
    {"He", "PRP", "(TOP(S(NP*)"},
    {"bought", "VBD", "(VP*"},
    {"it", "PRP", "(NP*)"},
    {"in", "IN", "(PP*"},
    {"1990", "CD", "(NP*))))"},
    {".", ".", "*)"},
    {"John", "NNP", "(TOP(S(NP(NP*)"},
    {"and", "CC", "*"},
    {"Mary", "NNP", "(NP*))"},
    {"saw", "VBD", "(VP*"},
    {"the", "DT", "(NP(NP*"},
    {"big", "JJ", "*"},
    {"house", "NN", "*)"},
    {"of", "IN", "(PP*"},
    {"the", "DT", "(NP*"},
    {"man", "NN", "*))))"},
    {".", ".", "*))"},
  };

  public static final int[] SENTENCES = {0, 8, 14};

  static ParseColumns parse() {
    String[] words = new String[ROWS.length];
    String[] pos = new String[ROWS.length];
    String[] bits = new String[ROWS.length];
    for (int i = 0; i < ROWS.length; i++) {
      words[i] = ROWS[i][0];
      pos[i] = ROWS[i][1];
      bits[i] = ROWS[i][2];
    }
    return ParseColumns.of(words, pos, bits, SENTENCES);
  }

  /** A document of these tokens with the key's parse, entities as {first, last} pairs. */
  static Document doc(int[][]... entities) {
    List<List<int[]>> list = new ArrayList<>();
    for (int[][] e : entities) {
      list.add(List.of(e));
    }
    return Document.of("d", ROWS.length, list).withParse(parse());
  }

  static String minSpan(int first, int last) {
    ParseColumns p = parse();
    List<String> words = new ArrayList<>();
    for (int t = first; t <= last; t++) {
      words.add(p.word(t));
    }
    return MinSpan.of(CovalRules.tree(p, first, last), words).toString();
  }

  @Test
  void theWorkedExampleOfSection54GivesItsMinimumSpans() {
    assertEquals("[(The old man, 2)]", minSpan(0, 2)); // one run of 3 words = one terminal
    assertEquals("[(The old man, 2)]", minSpan(0, 5)); // the same: the two collapse
    assertEquals("[(John, 0), (Mary, 2)]", minSpan(14, 16)); // one per conjunct
    assertEquals("[(bought, 2)]", minSpan(9, 12)); // created at the next '(', on line 2
    assertEquals("[(the big house, 6)]", minSpan(18, 23));
  }

  @Test
  void aMentionsTreeIsBuiltFromItsOwnLinesOnly() {
    ParseColumns p = parse();
    assertEquals("VP", CovalRules.tree(p, 9, 12).tag); // bought it in 1990
    assertEquals("VP", CovalRules.tree(p, 17, 23).tag); // saw the big house of the man
    assertEquals("TOP", CovalRules.tree(p, 8, 8).tag); // He: its brackets never close
    assertEquals("NP", CovalRules.tree(p, 10, 10).tag); // it
    // "old man": a run of words closed by ')' with no bracket open is itself the tree
    assertTrue(CovalRules.tree(p, 1, 2).terminal);
  }

  @Test
  void punctuationOnlyRunsEndedByAnOpeningAreDropped() {
    ParseColumns p =
        ParseColumns.of(
            new String[] {",", "the", "dog"},
            new String[] {",", "DT", "NN"},
            new String[] {"*", "(NP*", "*)"},
            new int[] {0});
    CovalTree.Node t = CovalTree.of(p, 0, 2, 0);
    assertEquals("NP", t.tag);
    assertEquals("[the dog]", t.children.toString());
  }

  @Test
  void npOnlyRemovesVpMentionsAndDropsAnEntityLeftWithOneEvenWithSingletonsKept() {
    Document d =
        doc(
            new int[][] {{9, 12}, {10, 10}}, // VP + "it": one left, the entity is dropped
            new int[][] {{18, 23}, {17, 23}, {18, 20}}, // VP removed, two left
            new int[][] {{8, 8}}); // a singleton that loses nothing stays
    Document n = CovalRules.npOnly(d, parse());
    assertEquals("d [25 tokens] 1{18-23 18-20} 2{8-8}", n.toString());
  }

  @Test
  void removeNestedLeavesAWouldBeSingletonUntouchedWhenSingletonsAreKept() {
    Document d = doc(new int[][] {{0, 2}, {0, 5}});
    assertSame(d, CovalRules.removeNested(d, parse(), false, true)); // row 15
    assertEquals(0, CovalRules.removeNested(d, parse(), false, false).entityCount());
  }

  @Test
  void removeNestedRemovesMarkedMentionsAndMayLeaveASingletonEvenUnderRemoval() {
    Document d =
        doc(
            new int[][] {{18, 23}, {18, 20}, {22, 23}, {14, 14}}, // 2 marks, 2 left
            new int[][] {{0, 5}, {0, 2}, {1, 2}}, // 3 marks (1-2 twice): {0-5} left, kept
            new int[][] {{8, 8}, {14, 16}}); // different sentences: nothing nested
    assertEquals(
        "d [25 tokens] 0{18-23 14-14} 1{0-5} 2{8-8 14-16}",
        CovalRules.removeNested(d, parse(), false, false).toString());
  }

  @Test
  void removeNestedComparesMentionsByMinimumSpanWithMinSpan() {
    // "The old man" and "The old man who lived here" have one minimum span: the same mention,
    // so neither is nested in the other
    Document d = doc(new int[][] {{0, 2}, {0, 5}, {8, 8}});
    assertEquals(
        "d [25 tokens] 0{0-2 0-5 8-8}", CovalRules.removeNested(d, parse(), true, true).toString());
  }

  @Test
  void minSpanMatchesDifferentBoundariesWithTheSameMinimumSpan() {
    Document key = doc(new int[][] {{0, 2}, {8, 8}});
    Document response = doc(new int[][] {{0, 5}, {8, 8}});
    Semantics coval =
        Semantics.of(Semantics.Profile.COVAL, null, null)
            .withCoval(EnumSet.of(CovalOption.MIN_SPAN));
    // by boundaries, 0-2 and 0-5 differ: MUC recall 0/1
    assertEquals(0.0, muc(Semantics.V801, key, response)[0], 0);
    double[] withMinSpan = muc(coval, key, response);
    assertEquals(1.0, withMinSpan[0], 0);
    assertEquals(1.0, withMinSpan[1], 0);
  }

  @Test
  void minSpanIdentitiesCollideAcrossEntitiesAndTheLaterEntityWinsTheLookup() {
    // row 19: "The old man who lived here" (entity 1) has the minimum span of "The old man"
    // (entity 0): one identity, in both entities, with the span of the first one seen
    Document d = doc(new int[][] {{0, 2}, {8, 8}}, new int[][] {{0, 5}, {16, 16}});
    Document[] sides = CovalRules.withMinSpans(d, d, parse());
    assertEquals("d [25 tokens] 0{0-2 8-8} 1{0-2 16-16}", sides[0].toString());
    assertEquals(sides[0].toString(), sides[1].toString());
    // coval's lookup puts the shared mention in entity 1 on both sides: entity 0 = {0-2, 8-8} is
    // split between the response's entities 1 and 0 (MUC recall 2 - 2 = 0), entity 1 = {0-2, 16-16}
    // is whole (2 - 1 = 1): identical files score MUC R = P = 1/2, as coval (parse/sys-perfect:
    // 13/14)
    Semantics coval =
        Semantics.of(Semantics.Profile.COVAL, null, null)
            .withCoval(EnumSet.of(CovalOption.MIN_SPAN));
    double[] muc = muc(coval, d, d);
    assertEquals(0.5, muc[0], 1e-15);
    assertEquals(0.5, muc[1], 1e-15);
  }

  @Test
  void noOptionChangesNothing() {
    Document d = doc(new int[][] {{9, 12}, {10, 10}}, new int[][] {{0, 2}, {0, 5}});
    Semantics none = Semantics.of(Semantics.Profile.COVAL, null, null);
    assertTrue(none.coval().isEmpty());
    assertSame(d, CovalRules.apply(none, d, parse()));
    assertEquals(Semantics.Singletons.KEEP, none.singletons());
  }

  /** MUC recall and precision of the response. */
  private static double[] muc(Semantics semantics, Document key, Document response) {
    DocumentScorer scorer = new DocumentScorer(Set.of(Metric.MUC), semantics);
    var outcome = CorpusRules.score(scorer, key, response);
    var counts = outcome.counts();
    return new double[] {counts.score(Metric.MUC).recall(), counts.score(Metric.MUC).precision()};
  }

  static final String KEY_TEMPLATE =
      "#begin document (d); part 000\n"
          + "d\t0\t0\tThe\tDT\t%s\t-\t-\t-\t-\t-\t(0\n"
          + "d\t0\t1\told\tJJ\t*\t-\t-\t-\t-\t-\t-\n"
          + "d\t0\t2\tman\tNN\t*)\t-\t-\t-\t-\t-\t0)\n"
          + "d\t0\t3\tslept\tVBD\t(VP*)\t-\t-\t-\t-\t-\t-\n"
          + "d\t0\t4\t.\t.\t*))\t-\t-\t-\t-\t-\t-\n"
          + "\n"
          + "d\t0\t0\tHe\tPRP\t(TOP(S(NP*)\t-\t-\t-\t-\t-\t(0)\n"
          + "d\t0\t1\tslept\tVBD\t(VP*)\t-\t-\t-\t-\t-\t(1)\n"
          + "d\t0\t2\t.\t.\t*))\t-\t-\t-\t-\t-\t-\n"
          + "\n"
          + "#end document\n";

  private static Document read(String text, boolean parseColumns, List<Problem> problems)
      throws IOException {
    try (ConllReader r =
        ConllReader.of(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "key.conll",
                false,
                problems::add)
            .parseColumns(parseColumns)) {
      return r.next();
    }
  }

  @Test
  void theReaderCollectsWordsPosParseBitsAndSentencesOnlyWhenAsked() throws IOException {
    List<Problem> problems = new ArrayList<>();
    Document plain = read(String.format(KEY_TEMPLATE, "(TOP(S(NP*"), false, problems);
    assertNull(plain.parse());
    Document d = read(String.format(KEY_TEMPLATE, "(TOP(S(NP*"), true, problems);
    ParseColumns p = d.parse();
    assertNotNull(p);
    assertTrue(p.hasRealParse());
    assertEquals(8, p.tokenCount());
    assertEquals("He", p.word(5));
    assertEquals("PRP", p.pos(5));
    assertEquals("(TOP(S(NP*)", p.bit(5));
    assertEquals(1, p.sentence(5));
    assertEquals(5, p.sentenceStart(1));
    assertEquals(plain.toString(), d.toString());
    // NP_only on the file: "slept" (a VP singleton, entity 1) goes; entity 0 keeps both mentions
    Semantics np =
        Semantics.of(Semantics.Profile.COVAL, null, null)
            .withCoval(EnumSet.of(CovalOption.NP_ONLY));
    assertEquals("(d); part 000 [8 tokens] 0{0-2 5-5}", CovalRules.apply(np, d, p).toString());
  }

  @Test
  void aKeyWithoutRealParseBitsIsRefusedForNpOnlyAndMinSpan() throws IOException {
    Semantics minSpan =
        Semantics.of(Semantics.Profile.COVAL, null, null)
            .withCoval(EnumSet.of(CovalOption.MIN_SPAN));
    for (String placeholder : new String[] {"_", "-"}) {
      Document key = read(String.format(KEY_TEMPLATE, placeholder), true, new ArrayList<>());
      DocumentScorer scorer = new DocumentScorer(Set.of(Metric.MUC), minSpan);
      List<Problem> problems = CorpusRules.score(scorer, key, key).problems();
      Problem p = problems.get(0);
      assertEquals(ProblemKind.NO_PARSE_COLUMN, p.kind(), placeholder);
      assertEquals(Severity.ERROR, p.severity());
      assertTrue(p.message().contains("'" + placeholder + "'"), p.message());
    }
    // remove_nested needs no parse
    Semantics nested =
        Semantics.of(Semantics.Profile.COVAL, null, null)
            .withCoval(EnumSet.of(CovalOption.REMOVE_NESTED));
    Document key = read(String.format(KEY_TEMPLATE, "_"), true, new ArrayList<>());
    assertNull(CovalRules.refusal(nested, key));
  }
}
