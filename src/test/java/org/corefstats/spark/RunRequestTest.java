package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.cone.evaluation.ConeEntityRows;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Setting;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.RunStudies;
import org.junit.jupiter.api.Test;

/**
 * What a run is asked to do is checked when it is asked, before a Spark session is started for it.
 */
class RunRequestTest {
  private static RescoringRun.Request request(
      String systemsDir,
      Map<String, String> named,
      Set<Metric> metrics,
      int maxRepeated,
      long splitSize,
      String pivot) {
    CorrelationStudy.Options correlation =
        pivot == null
            ? null
            : new CorrelationStudy.Options(pivot, List.of(CorrelationMethod.values()), List.of());
    return new RescoringRun.Request(
        new RunInputs("key", systemsDir, named, InputFormats.BY_NAME),
        Evaluation.of(metrics, Semantics.Choice.DEFAULTS, Tolerance.DEFAULT, maxRepeated),
        new Execution(splitSize, Execution.DEFAULT_KEY_BROADCAST_BYTES, null, Map.of()),
        "out",
        false,
        new RunStudies(correlation, null));
  }

  @Test
  void aValidRequestKeepsTheOrderOfItsNamedSystems() {
    Map<String, String> named = new LinkedHashMap<>();
    named.put("zeta", "z.conll");
    named.put("alpha", "a.conll");
    RescoringRun.Request r = request(null, named, Metric.all(), -1, 0, "blanc");
    assertEquals(List.of("zeta", "alpha"), List.copyOf(r.inputs().namedSystems().keySet()));
    assertEquals(Metric.all(), r.evaluation().metrics());
  }

  @Test
  void everyRequestThatCannotBeRunIsRefusedWithItsReasonAndNoFlag() {
    Map<String, String> one = Map.of("sys", "s.conll");
    List<Runnable> refused =
        List.of(
            () -> request(null, Map.of(), Metric.all(), -1, 0, null),
            () -> request(null, Map.of("(key)", "s.conll"), Metric.all(), -1, 0, null),
            () -> request(null, Map.of("a,b", "s.conll"), Metric.all(), -1, 0, null),
            () -> request(null, Map.of("", "s.conll"), Metric.all(), -1, 0, null),
            () -> request(null, Map.of("sys", "a:b"), Metric.all(), -1, 0, null),
            () -> request("sys", Map.of(), Set.of(), -1, 0, null),
            () -> request("sys", one, Metric.all(), -2, 0, null),
            () -> request("sys", one, Metric.all(), -1, -1, null),
            () -> request("sys", one, Set.of(Metric.MENTIONS, Metric.MUC), -1, 0, "blanc"));
    List<String> expected =
        List.of(
            "no systems",
            "cannot start with '('",
            "a comma",
            "cannot be empty",
            "a:b",
            "no metrics",
            "-1 (none) or more, not -2",
            "0 (automatic) or more bytes, not -1",
            "the pivot metric blanc is not among the metrics scored (mentions, muc)");
    for (int i = 0; i < refused.size(); i++) {
      InvalidRequestException e =
          assertThrows(InvalidRequestException.class, refused.get(i)::run, expected.get(i));
      assertTrue(e.getMessage().contains(expected.get(i)), e.getMessage());
      assertTrue(!e.getMessage().contains("--"), "names no flag: " + e.getMessage());
    }
  }

  @Test
  void theConllAverageIsAPivotWhenItsInputsAreScored() {
    Set<Metric> inputs = Set.of(Metric.MENTIONS, Metric.MUC, Metric.BCUB, Metric.CEAFE);
    RescoringRun.Request r = request("sys", Map.of(), inputs, -1, 0, "conll");
    assertEquals("conll", r.studies().correlation().pivot());
    assertEquals(inputs, r.evaluation().metrics());
    assertTrue(
        Metric.withDerived(r.evaluation().metrics()).contains(Metric.CONLL), "derived: conll");

    Set<Metric> noCeafe = Set.of(Metric.MENTIONS, Metric.MUC, Metric.BCUB);
    InvalidRequestException e =
        assertThrows(
            InvalidRequestException.class, () -> request("sys", Map.of(), noCeafe, -1, 0, "conll"));
    assertTrue(e.getMessage().contains("the pivot metric conll is not among"), e.getMessage());
  }

  @Test
  void coneEntityRowsAreRefusedByTheirOwnCheckWithSeveralSettingsOrWithoutConeMetrics() {
    List<Analysis<?, ?>> rows = List.of(new ConeEntityRows());
    InvalidRequestException settings =
        assertThrows(
            InvalidRequestException.class,
            () ->
                new Evaluation(
                    Metric.cone(),
                    Semantics.Choice.DEFAULTS,
                    Setting.parseList("crac2024"),
                    null,
                    rows,
                    Tolerance.DEFAULT,
                    -1,
                    null,
                    null));
    assertTrue(settings.getMessage().contains("written for one setting"), settings.getMessage());
    InvalidRequestException metrics =
        assertThrows(
            InvalidRequestException.class,
            () ->
                new Evaluation(
                    Metric.all(),
                    Semantics.Choice.DEFAULTS,
                    List.of(),
                    null,
                    rows,
                    Tolerance.DEFAULT,
                    -1,
                    null,
                    null));
    assertTrue(metrics.getMessage().contains("need the CONE metrics"), metrics.getMessage());
  }
}
