package org.corefstats.core.emptynodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.Test;

/** The rules of EMPTY-NODES.md on tiny files of our own (no shared folder needed). */
class EmptyNodeEvaluationTest {
  /** A sentence with one token and an empty node {@code id} whose DEPS is {@code deps}. */
  private static String sentence(String id, String deps) {
    return "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n"
        + id
        + "\t#PersPron\t_\tPRON\t_\tPerson=1\t_\t_\t"
        + deps
        + "\t_\n\n";
  }

  private static EmptyNodeEvaluation.Result evaluate(CracYear year, String gold, String system) {
    return EmptyNodeEvaluation.evaluate(
        year,
        "gold.conllu",
        gold.getBytes(StandardCharsets.UTF_8),
        "system.conllu",
        system.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void halfwayValuesRoundToEvenOnTheExactBinaryValue() {
    assertEquals("3.12", KeyScore.percent(1.0 / 32)); // 3.125 exactly
    assertEquals("9.38", KeyScore.percent(3.0 / 32)); // 9.375 exactly
    assertEquals("0.62", KeyScore.percent(1.0 / 160)); // 0.625 exactly
    assertEquals("14.37", KeyScore.percent(23.0 / 160)); // 100 * (23/160) = 14.374999999999998
    assertEquals("100.00", KeyScore.percent(1.0));
    assertEquals("0.00", KeyScore.percent(0.0));
  }

  @Test
  void oneRightOfThirtyTwoPrintsThreePointOneTwo() {
    KeyScore score = new KeyScore(EmptyNodeKey.ARC, 1, 31, 2);
    assertEquals("ARC: f1=5.71%, p=3.12%, r=33.33%", score.printed());
  }

  @Test
  void nothingOnEitherSideIsZeroNotOneHundred() {
    String noNodes = "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n\n";
    EmptyNodeEvaluation.Result result = evaluate(CracYear.CRAC2024, noNodes, noNodes);
    assertEquals(4, result.scores().size());
    for (KeyScore s : result.scores()) {
      assertEquals(0, s.tp() + s.fp() + s.fn());
      assertEquals(0.0, s.precision());
      assertEquals(0.0, s.recall());
      assertEquals(0.0, s.f1());
    }
    assertEquals("WO: f1=0.00%, p=0.00%, r=0.00%", result.printed().get(0));
  }

  @Test
  void aSystemWithoutEmptyNodesHasPrecisionZero() {
    String gold = sentence("1.1", "1:nsubj");
    String system = "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n\n";
    KeyScore arc = evaluate(CracYear.CRAC2026, gold, system).scores().get(0);
    assertEquals(new KeyScore(EmptyNodeKey.ARC, 0, 0, 1), arc);
    assertEquals(0.0, arc.precision());
  }

  @Test
  void duplicatesCountAsMultisets() {
    String gold = sentence("1.1", "1:nsubj");
    String system =
        "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n"
            + "1.1\t#PersPron\t_\tPRON\t_\tPerson=1\t_\t_\t1:nsubj\t_\n"
            + "1.2\t#PersPron\t_\tPRON\t_\tPerson=1\t_\t_\t01:nsubj|2:obj\t_\n\n";
    for (KeyScore s : evaluate(CracYear.CRAC2026, gold, system).scores()) {
      assertEquals(List.of(1L, 1L, 0L), List.of(s.tp(), s.fp(), s.fn()), s.key().name());
    }
  }

  @Test
  void the2024WordOrderKeyHasNoHeadAnd2026sHasOne() {
    String gold = sentence("1.1", "1:nsubj");
    String system = sentence("1.1", "5:nsubj");
    EmptyNodeEvaluation.Result c24 = evaluate(CracYear.CRAC2024, gold, system);
    EmptyNodeEvaluation.Result c26 = evaluate(CracYear.CRAC2026, gold, system);
    assertEquals("WO: f1=100.00%, p=100.00%, r=100.00%", c24.printed().get(0));
    assertEquals("WO: f1=0.00%, p=0.00%, r=0.00%", c26.printed().get(2));
  }

  @Test
  void onlyExactlyEmptyLinesCountSentencesAndOnlyLfCrLfAndCrEndLines() {
    String gold = sentence("1.1", "1:nsubj") + sentence("1.1", "1:obj");
    // a line of one space does not end sentence 1; so sentence 2's node lands in sentence 0
    String merged = sentence("1.1", "1:nsubj").replace("\n\n", "\n \n") + sentence("1.1", "1:obj");
    assertEquals(
        new KeyScore(EmptyNodeKey.ARC, 1, 1, 1),
        evaluate(CracYear.CRAC2026, gold, merged).scores().get(0));
    // CR-only and a BOM read as LF; U+2028 stays inside the line
    String cr = "\uFEFF" + gold.replace("\n", "\r");
    assertEquals(
        new KeyScore(EmptyNodeKey.ARC, 2, 0, 0),
        evaluate(CracYear.CRAC2026, gold, cr).scores().get(0));
    String separator = gold.replace("#PersPron", "#Pers\u2028Pron");
    assertEquals(
        new KeyScore(EmptyNodeKey.FORM, 0, 2, 2),
        evaluate(CracYear.CRAC2026, gold, separator).scores().get(4));
  }

  @Test
  void headsAreReadAsPythonsIntReadsThem() {
    assertEquals(BigInteger.valueOf(5), PythonInt.parse(" +05\u00A0").orElseThrow());
    assertEquals(BigInteger.valueOf(12), PythonInt.parse("1_2").orElseThrow());
    assertEquals(BigInteger.valueOf(12), PythonInt.parse("\uFF11\uFF12").orElseThrow());
    assertEquals(BigInteger.ZERO, PythonInt.parse("-0").orElseThrow());
    for (String bad : List.of("", "6.1", "_12", "12_", "1__2", "\u00B9", "+", " ")) {
      assertTrue(PythonInt.parse(bad).isEmpty(), bad);
    }
  }

  @Test
  void aLineTheScriptStopsOnIsLocatedAndTheRestScored() {
    String gold = sentence("1.1", "1:nsubj") + sentence("1.1", "1:obj");
    String system = sentence("1.1", "1:nsubj") + sentence("1.1", "1.1:obj");
    EmptyNodeEvaluation.Result result = evaluate(CracYear.CRAC2024, gold, system);
    assertTrue(result.scored());
    Problem p = result.problems().get(0);
    assertEquals(ProblemKind.EMPTY_NODES_SCRIPT_STOPS, p.kind());
    assertEquals("system.conllu", p.file());
    assertEquals(5, p.line());
    assertTrue(
        p.message().contains("ValueError: invalid literal for int() with base 10: '1.1'"),
        p.message());
    assertEquals(new KeyScore(EmptyNodeKey.ARC, 1, 0, 1), result.scores().get(1));
  }

  @Test
  void fiveColumnsStopThe2026ScriptWithValueErrorAnd2024sWithIndexError() {
    String gold = sentence("1.1", "1:nsubj");
    String system = "1.1\t#PersPron\t_\tPRON\t_\n";
    assertTrue(
        evaluate(CracYear.CRAC2026, gold, system)
            .problems()
            .get(0)
            .message()
            .contains("ValueError: not enough values to unpack (expected 5, got 4)"));
    assertTrue(
        evaluate(CracYear.CRAC2024, gold, system)
            .problems()
            .get(0)
            .message()
            .contains("IndexError: list index out of range"));
  }

  @Test
  void aFileThatIsNotUtf8ScoresNothing() {
    byte[] bad = "# text \u00ff\n".getBytes(StandardCharsets.ISO_8859_1);
    EmptyNodeEvaluation.Result result =
        EmptyNodeEvaluation.evaluate(
            CracYear.CRAC2026,
            "gold.conllu",
            sentence("1.1", "1:nsubj").getBytes(StandardCharsets.UTF_8),
            "system.conllu",
            bad);
    assertFalse(result.scored());
    assertEquals(1, result.problems().get(0).line());
    assertTrue(result.problems().get(0).message().contains("UnicodeDecodeError"));
  }

  /** Three sentences with # sent_id s1..s3, a zero in each, as the file means them. */
  private static String threeSentences(String separator1, String separator2) {
    return "# sent_id = s1\n"
        + sentence("1.1", "1:nsubj").replace("\n\n", "\n")
        + separator1
        + "# sent_id = s2\n"
        + sentence("1.1", "1:nsubj").replace("\n\n", "\n")
        + separator2
        + "# sent_id = s3\n"
        + sentence("1.1", "1:nsubj");
  }

  private static List<Problem> warnings(String gold, String system) {
    return EmptyNodeEvaluation.warnings(
        EmptyNodeReader.read("gold.conllu", gold.getBytes(StandardCharsets.UTF_8)),
        EmptyNodeReader.read("system.conllu", system.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void whereTheScriptsSentencesAndTheFilesPartAWarningSaysSoWhereItStarts() {
    String gold = threeSentences("\n", "\n");
    assertEquals(List.of(), warnings(gold, gold));
    // a second blank line after s1 (line 4): s2 and s3 are the scripts' sentences 3 and 4
    List<Problem> doubled = warnings(gold, threeSentences("\n\n", "\n"));
    assertEquals(2, doubled.size(), doubled.toString());
    assertEquals(ProblemKind.EMPTY_NODES_SENTENCES_PART, doubled.get(0).kind());
    assertEquals(5, doubled.get(0).line());
    assertTrue(doubled.get(0).message().contains("numbered one higher"), doubled.toString());
    assertEquals(6, doubled.get(1).line(), "the first sentence compared with another: s2's");
    assertTrue(doubled.get(1).message().contains("sent_id s2"), doubled.get(1).message());
    assertTrue(
        doubled.get(1).message().contains("1 of the 2 sentences both files have"),
        doubled.toString());
    // a line of spaces between s1 and s2: one sentence to the scripts
    List<Problem> spaces = warnings(gold, threeSentences(" \n", "\n"));
    assertEquals(3, spaces.size(), spaces.toString());
    assertEquals(4, spaces.get(0).line());
    assertTrue(spaces.get(0).message().contains("only spaces or tabs"), spaces.toString());
    assertEquals(5, spaces.get(1).line(), "s2's # sent_id after s1's tokens");
    assertTrue(spaces.get(1).message().contains("without a blank line"), spaces.toString());
    assertTrue(spaces.get(2).message().contains("sent_id s1, 2 tokens"), spaces.toString());
    // a blank line inside s1: its second token starts the scripts' sentence 2
    String split =
        "# sent_id = s1\n1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n\n"
            + "2\tsaw\tsee\tVERB\t_\t_\t1\tconj\t1:conj\t_\n\n";
    List<Problem> inside = warnings(split.replace("\n\n2", "\n2"), split);
    assertEquals(3, inside.get(0).line(), inside.toString());
    assertTrue(inside.get(0).message().contains("inside a sentence"), inside.toString());
    // several parents: a note at the first such node, on each file
    String twoParents = sentence("1.1", "1:nsubj|3:nsubj:xsubj");
    List<Problem> notes = warnings(twoParents, twoParents);
    assertEquals(2, notes.size(), notes.toString());
    assertEquals(ProblemKind.EMPTY_NODES_FIRST_DEPS_ITEM, notes.get(0).kind());
    assertEquals(2, notes.get(0).line());
  }

  @Test
  void countingSentenceBySentenceEqualsTheMultisetsOfTheTuples() {
    java.util.Random random = new java.util.Random(42);
    for (int round = 0; round < 300; round++) {
      // few sentences and values, so that tuples repeat; some sentences of 40+ nodes (by tuples)
      int sentences = 1 + random.nextInt(round % 10 == 0 ? 2 : 8);
      List<EmptyNode> gold = randomNodes(random, sentences, round % 10 == 0 ? 80 : 12);
      List<EmptyNode> system = randomNodes(random, sentences, round % 10 == 0 ? 80 : 12);
      for (EmptyNodeKey key : EmptyNodeKey.values()) {
        java.util.Map<List<Object>, Long> g = new java.util.HashMap<>();
        java.util.Map<List<Object>, Long> s = new java.util.HashMap<>();
        gold.forEach(n -> g.merge(key.tuple(n), 1L, Long::sum));
        system.forEach(n -> s.merge(key.tuple(n), 1L, Long::sum));
        long tp = 0;
        java.util.Map<Object, Long> tpBySentence = new java.util.HashMap<>();
        for (var e : g.entrySet()) {
          long min = Math.min(e.getValue(), s.getOrDefault(e.getKey(), 0L));
          tp += min;
          tpBySentence.merge(e.getKey().get(0), min, Long::sum); // every tuple starts so
        }
        long[] summed = new long[3];
        java.util.Map<Object, Long> counted = new java.util.HashMap<>();
        KeyScore score =
            EmptyNodeEvaluation.count(
                key,
                gold,
                system,
                (sentence, sTp, sFp, sFn) -> {
                  summed[0] += sTp;
                  summed[1] += sFp;
                  summed[2] += sFn;
                  counted.merge(sentence, sTp, Long::sum);
                });
        assertEquals(tp, score.tp(), key + " round " + round);
        assertEquals(system.size() - tp, score.fp());
        assertEquals(gold.size() - tp, score.fn());
        // by sentence (what the groups sum): each sentence's minimum, summing to the totals
        assertEquals(
            List.of(score.tp(), score.fp(), score.fn()), List.of(summed[0], summed[1], summed[2]));
        tpBySentence.forEach(
            (sentence, min) ->
                assertEquals(min, counted.getOrDefault(sentence, 0L), key + " " + sentence));
      }
    }
  }

  /** Nodes in sentence order, as a reading gives them. */
  private static List<EmptyNode> randomNodes(java.util.Random random, int sentences, int most) {
    List<EmptyNode> nodes = new java.util.ArrayList<>();
    for (int s = 0; s < sentences; s++) {
      int n = random.nextInt(most + 1);
      for (int i = 0; i < n; i++) {
        String[] values = {"a", "b"};
        nodes.add(
            new EmptyNode(
                s,
                BigInteger.valueOf(random.nextInt(3)),
                BigInteger.valueOf(random.nextInt(3)),
                values[random.nextInt(2)],
                values[random.nextInt(2)],
                "_",
                values[random.nextInt(2)],
                "_",
                values[random.nextInt(2)],
                i + 1));
      }
    }
    return nodes;
  }
}
