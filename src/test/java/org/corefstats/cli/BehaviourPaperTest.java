package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.study.BehaviourFindings;
import org.corefstats.synth.Behaviour;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code behaviour} on the LEA paper's key, end to end: the written CoNLL files scored as {@code
 * score} scores them, and the findings computed from behaviour.csv say what the paper says (the
 * same findings are checked on the cases themselves in {@code BehaviourTest}).
 */
class BehaviourPaperTest {
  @TempDir Path tmp;

  @Test
  void thePapersFindingsInTheFindingsOfTheTable() throws IOException {
    BehaviourRun.Outcome o =
        BehaviourRun.run(
            Behaviour.cases(Behaviour.paperKey(), Set.of()),
            PairScorer.Options.defaults(Metric.all()),
            tmp.resolve("out"),
            false);
    Map<String, BehaviourFindings.Analysis> a =
        BehaviourRun.analyse(o.rows()).stream()
            .collect(Collectors.toMap(BehaviourFindings.Analysis::experiment, Function.identity()));
    assertEquals(
        Behaviour.EXPERIMENTS.stream().map(Behaviour.Experiment::name).collect(Collectors.toSet()),
        a.keySet());
    // 93 cases written as CoNLL files, key and response
    try (var files = Files.walk(tmp.resolve("out/data"))) {
      assertEquals(2 * 93, files.filter(f -> f.toString().endsWith(".conll")).count());
    }
    BehaviourFindings.Analysis split = a.get("split");
    // CEAF-e is blind where the others see: 2-2 against 10-10, 9-9-2 against 9-5-6
    assertTrue(split.ties("ceafe", "2-2", "10-10"));
    assertTrue(split.ties("ceafe", "9-9-2", "9-5-6"));
    assertFalse(split.ties("bcub", "2-2", "10-10"));
    // MUC sees the number of parts only
    assertTrue(split.ties("muc", "18-2", "2-2"));
    assertTrue(split.ties("muc", "9-9-2", "5-3-2"));
    assertFalse(split.ties("muc", "18-2", "5-3-2"));
    // the rankings of 18-2, 16-4, 5-3-2 (B3: 18-2 > 5-3-2 > 16-4; BLANC: 5-3-2 > 18-2 > 16-4;
    // CEAF and LEA: 18-2 > 16-4 > 5-3-2), read off the full ranking text
    assertOrder(split.rankingText("bcub"), "18-2", "5-3-2", "16-4");
    assertOrder(split.rankingText("blanc"), "5-3-2", "18-2", "16-4");
    for (String m : List.of("ceafm", "ceafe", "lea")) {
      assertOrder(split.rankingText(m), "18-2", "16-4", "5-3-2");
    }
    BehaviourFindings.Analysis extra = a.get("extra");
    assertTrue(extra.ties("lea", "1-2", "1-10"));
    assertTrue(extra.ties("ceafe", "2-0", "3-0"));
    for (String m : List.of("bcub", "blanc", "lea")) {
      String ranking = extra.rankingText(m);
      assertTrue(ranking.endsWith("> 3-10"), m + ": " + ranking);
    }
    assertTrue(extra.rankingText("ceafe").endsWith("> 2-0 = 3-0"), extra.rankingText("ceafe"));
  }

  private static void assertOrder(String ranking, String... cases) {
    for (int i = 0; i + 1 < cases.length; i++) {
      assertTrue(
          ranking.indexOf(cases[i]) < ranking.indexOf(cases[i + 1])
              && !ranking.contains(cases[i] + " = " + cases[i + 1]),
          ranking + ": " + cases[i] + " before " + cases[i + 1]);
    }
  }
}
