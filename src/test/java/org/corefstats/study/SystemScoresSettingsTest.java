package org.corefstats.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.corefstats.core.error.InvalidRequestException;
import org.junit.jupiter.api.Test;

/**
 * Scores of a run of several settings are read one setting at a time: scores.csv over systems,
 * groups.csv over (system, group) pairs without its (macro) rows.
 */
class SystemScoresSettingsTest {
  private static final String SCORES =
      """
      system,setting,metric,recall,precision,f1
      a,strict,muc,0.5,0.5,0.5
      a,lenient,muc,0.9,0.9,0.9
      b,strict,muc,0.25,0.25,0.25
      b,lenient,muc,0.8,0.8,0.8
      """;

  private static final String GROUPS =
      """
      system,setting,group,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1
      a,strict,news,muc,1,2,1,2,0.5,0.5,0.5
      a,strict,web,muc,1,4,1,4,0.25,0.25,0.25
      a,strict,(macro),muc,,,,,0.375,0.375,0.375
      a,lenient,news,muc,1,1,1,1,1,1,1
      a,lenient,web,muc,1,1,1,1,1,1,1
      a,lenient,(macro),muc,,,,,1,1,1
      """;

  private static double f1(SystemScores scores, String observation) {
    return scores.observations().stream()
        .filter(o -> o.system().equals(observation))
        .findFirst()
        .orElseThrow()
        .values()
        .get("muc")
        .get(Measure.F1);
  }

  @Test
  void scoresCsvIsReadForThePrimarySettingOrTheOneAsked() throws IOException {
    List<String> settings = List.of("strict", "lenient");
    SystemScores primary =
        SystemScores.read(new StringReader(SCORES), "scores.csv", settings, null);
    assertEquals(2, primary.observations().size());
    assertEquals(0.5, f1(primary, "a"));
    SystemScores lenient =
        SystemScores.read(new StringReader(SCORES), "scores.csv", settings, "lenient");
    assertEquals(0.8, f1(lenient, "b"));
    InvalidRequestException e =
        assertThrows(
            InvalidRequestException.class,
            () -> SystemScores.read(new StringReader(SCORES), "scores.csv", settings, "loose"));
    assertTrue(e.getMessage().contains("strict, lenient"), e.getMessage());
  }

  @Test
  void groupsCsvGivesOnePointPerSystemAndGroupWithoutTheMacro() throws IOException {
    SystemScores points =
        SystemScores.readGroups(new StringReader(GROUPS), "groups.csv", List.of(), null);
    // no run.json: the first setting by name, lenient
    assertEquals(
        List.of("a | news", "a | web"),
        points.observations().stream().map(o -> o.system()).toList());
    assertEquals(1.0, f1(points, "a | web"));
    SystemScores strict =
        SystemScores.readGroups(
            new StringReader(GROUPS), "groups.csv", List.of("strict", "lenient"), null);
    assertEquals(0.25, f1(strict, "a | web"));
    assertThrows(
        InvalidRequestException.class,
        () -> SystemScores.read(new StringReader(GROUPS), "groups.csv"),
        "groups.csv is no table of systems");
  }
}
