package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.corefstats.core.Docs;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.oracle.ReferenceOracle;
import org.junit.jupiter.api.Test;

/**
 * The contingency-table metrics equal an independent brute-force emulation of v8.01 ({@link
 * ReferenceOracle}: explicit loops, pair sets, brute-force CEAF) on thousands of random documents,
 * including repeated key spans and repeated response spans, which the conformance suite barely
 * exercises.
 */
class OracleDifferentialTest {
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());

  @Test
  void randomPartitionsWithoutRepeats() {
    Random random = new Random(20261121);
    for (int i = 0; i < 3000; i++) {
      int tokens = 4 + random.nextInt(30);
      Document key =
          Docs.randomPartition(random, random.nextInt(12), 1 + random.nextInt(7), tokens);
      Document response =
          random.nextInt(5) == 0
              ? Docs.repartition(random, key, 1 + random.nextInt(7))
              : Docs.perturb(
                  random, key, random.nextDouble(), random.nextInt(5), 1 + random.nextInt(7));
      compare("case " + i, key, response, true);
    }
  }

  @Test
  void repeatedSpansOnBothSides() {
    Random random = new Random(7);
    int withKeyRepeats = 0;
    int withResponseRepeats = 0;
    for (int i = 0; i < 3000; i++) {
      int tokens = 2 + random.nextInt(6);
      Document key = Docs.withRepeats(random, random.nextInt(10), 1 + random.nextInt(6), tokens);
      Document response =
          Docs.withRepeats(random, random.nextInt(10), 1 + random.nextInt(6), tokens);
      List<Problem> problems = new ArrayList<>();
      ALL.score(key, response, problems::add);
      boolean keyRepeats =
          problems.stream().anyMatch(p -> p.kind() == ProblemKind.REPEATED_KEY_MENTION);
      withKeyRepeats += keyRepeats ? 1 : 0;
      withResponseRepeats +=
          problems.stream().anyMatch(p -> p.kind() != ProblemKind.REPEATED_KEY_MENTION) ? 1 : 0;
      // LEA is not defined by v8.01 and not covered by docs/explanation/v801.md for repeated key
      // spans.
      compare("case " + i, key, response, !keyRepeats);
    }
    // the generator must really exercise both rules
    assertEquals(true, withKeyRepeats > 1000, "key repeats in " + withKeyRepeats + " cases");
    assertEquals(
        true, withResponseRepeats > 1000, "response repeats in " + withResponseRepeats + " cases");
  }

  @Test
  void missingResponseIsAnEmptyResponse() {
    Random random = new Random(3);
    for (int i = 0; i < 200; i++) {
      Document key = Docs.withRepeats(random, random.nextInt(10), 1 + random.nextInt(6), 8);
      Counts ours = ALL.score(key, Document.empty(key.name()), p -> {});
      Map<String, double[]> oracle = ReferenceOracle.score(toOracle(key), null);
      assertSame("case " + i, ours, oracle, false);
    }
  }

  private static void compare(String what, Document key, Document response, boolean withLea) {
    Counts ours = ALL.score(key, response, p -> {});
    Map<String, double[]> oracle = ReferenceOracle.score(toOracle(key), toOracle(response));
    assertSame(what + "\nkey " + key + "\nresponse " + response, ours, oracle, withLea);
  }

  static void assertSame(String what, Counts ours, Map<String, double[]> oracle, boolean withLea) {
    for (Metric m : Metric.counted()) {
      if (!ALL.metrics().contains(m)) {
        continue;
      } // MOR and zero: corefud profile only
      if (m == Metric.BLANC || (m == Metric.LEA && !withLea)) {
        continue;
      }
      MetricCounts c = ours.get(m);
      double[] want = oracle.get(m.code());
      double[] got = {c.recallNum(), c.recallDen(), c.precisionNum(), c.precisionDen()};
      for (int i = 0; i < 4; i++) {
        assertEquals(
            want[i],
            got[i],
            1e-12 * Math.max(1, Math.abs(want[i])),
            what + "\n" + m.code() + " value " + i);
      }
    }
    BlancCounts b = ours.blanc();
    double[] coref = oracle.get("blanc_coref");
    double[] nonCoref = oracle.get("blanc_noncoref");
    assertEquals(
        List.of(
            (long) coref[0],
            (long) coref[1],
            (long) coref[3],
            (long) nonCoref[0],
            (long) nonCoref[1],
            (long) nonCoref[3]),
        List.of(
            b.corefCorrect(),
            b.corefKey(),
            b.corefResponse(),
            b.nonCorefCorrect(),
            b.nonCorefKey(),
            b.nonCorefResponse()),
        what + "\nblanc");
  }

  static ReferenceOracle.Doc toOracle(Document d) {
    return new ReferenceOracle.Doc(d.name(), d.tokenCount(), d.entities());
  }
}
