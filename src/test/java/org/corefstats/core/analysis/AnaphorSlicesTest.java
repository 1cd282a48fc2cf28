package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.corefstats.core.conllu.ConlluReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluator;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * The anaphor slices on ANAPHORS.md 3.5's singleton example (quirk 7): key {Rex(1), it(2)} (animal)
 * and {box(3)} (object); system {it(2)} and {Rex(1), box(3)}; counted by hand under both singleton
 * modes, two settings in one request, and summed exactly.
 */
class AnaphorSlicesTest {
  private static final AnaphorSlices SLICES = new AnaphorSlices();

  private static final String HEADER = "# newdoc id = d\n# global.Entity = eid-etype-head-other\n";

  private static Document read(String entities) throws IOException {
    String[] words = {"Rex", "it", "box"};
    String[] tags = {"PROPN", "PRON", "NOUN"};
    String[] brackets = entities.split(" ");
    StringBuilder text = new StringBuilder(HEADER);
    for (int i = 0; i < 3; i++) {
      text.append(
          String.format(
              "1\t%s\t_\t%s\t_\t_\t0\t_\t_\t%s%n%n",
              words[i], tags[i], brackets[i].equals("-") ? "_" : "Entity=" + brackets[i]));
    }
    try (ConlluReader r =
        ConlluReader.of(
            new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)),
            "t.conllu",
            p -> {
              throw new AssertionError(p.toString());
            })) {
      return r.next();
    }
  }

  /** Each non-empty slice of a table as "family bucket tp fp fn wl". */
  private static Map<String, String> nonEmpty(AnaphorTable table) {
    Map<String, String> out = new TreeMap<>();
    table
        .counts()
        .forEach(
            (s, c) -> {
              if (c.keyAnaphors() + c.fp() > 0) {
                out.put(
                    s.family().code() + " " + s.bucket(),
                    c.tp() + " " + c.fp() + " " + c.fn() + " " + c.wl());
              }
            });
    return out;
  }

  @Test
  void theSingletonExampleUnderBothSingletonModes() throws IOException {
    Document key = read("(e1-animal-1) (e1-animal-1) (e2-object-1)");
    Document system = read("(e2-x-1) (e1-x-1) (e2-x-1)");
    EvaluationRequest request =
        new EvaluationRequest(
            Set.of(Metric.ZERO),
            List.of(
                Semantics.of(
                    Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP),
                Semantics.of(
                    Semantics.Profile.COREFUD,
                    Semantics.Matching.EXACT,
                    Semantics.Singletons.REMOVE)),
            null,
            List.of(SLICES));
    AnaphorSlices.Result r =
        new PairEvaluator(request).evaluate(key, system).result().result(request, SLICES);

    // kept: it(2) is a system singleton, so first: FN; box(3) is a system anaphor whose counterpart
    // is the key singleton box: FP with its etype and size 1
    assertEquals(
        Map.ofEntries(
            Map.entry("all all", "0 1 1 0"),
            Map.entry("upos PRON", "0 0 1 0"),
            Map.entry("upos NOUN", "0 1 0 0"),
            Map.entry("len 1", "0 1 1 0"),
            Map.entry("etype animal", "0 0 1 0"),
            Map.entry("etype object", "0 1 0 0"),
            Map.entry("dist 1", "0 0 1 0"),
            Map.entry("dist 2-5", "0 1 0 0"),
            Map.entry("size 2-10", "0 0 1 0"),
            Map.entry("size 1", "0 1 0 0")),
        nonEmpty(r.settings()[0]));
    // removed: both singletons gone before alignment; it(2) has no counterpart (FN), box(3) none
    // either (FP, unaligned)
    Map<String, String> removed = nonEmpty(r.settings()[1]);
    assertEquals("0 1 0 0", removed.get("etype unaligned"));
    assertEquals("0 1 0 0", removed.get("size unaligned"));
    assertEquals("0 0 1 0", removed.get("etype animal"));
    assertEquals(null, removed.get("etype object"));
    // the key's etypes, a removed singleton's included, then unaligned
    assertEquals(
        List.of("animal", "object", "unaligned"),
        r.settings()[1].counts().keySet().stream()
            .filter(s -> s.family() == AnaphorFamily.ETYPE)
            .map(AnaphorSlice::bucket)
            .toList());

    SystemAccumulator sum = SystemAccumulator.zero(request);
    sum.add(new PairEvaluator(request).evaluate(key, system).result());
    sum.add(new PairEvaluator(request).evaluate(key, key).result());
    AnaphorCounts all =
        sum.all().sum(request, SLICES).table(0).counts(new AnaphorSlice(AnaphorFamily.ALL, "all"));
    assertEquals(new AnaphorCounts(1, 1, 1, 0), all);
    assertEquals(0.5, all.precision());
    assertEquals(0.5, all.recall());
    assertEquals(0.5, all.f1());
    sum.remove(new PairEvaluator(request).evaluate(key, system).result());
    assertEquals(
        new AnaphorCounts(1, 0, 0, 0),
        sum.all().sum(request, SLICES).table(0).counts(new AnaphorSlice(AnaphorFamily.ALL, "all")));
  }
}
