package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * correlate --level group: metrics correlated over (system, group) points of a run's groups.csv,
 * one setting, the (macro) rows left out; no Spark needed.
 */
class GroupCorrelationTest extends CliTest {
  @TempDir static Path tmp;
  private static Path run;

  @BeforeAll
  static void fixture() throws IOException {
    run = GroupedRunFixture.write(tmp.resolve("run"));
  }

  /** The Pearson rows of correlations.csv over all points. */
  private static List<CSVRecord> pearsonRows(Path out) throws IOException {
    return Csv.read(out.resolve("correlations.csv")).stream()
        .filter(r -> r.get("method").equals("pearson") && r.get("group").equals("all"))
        .toList();
  }

  @Test
  void groupsCsvIsStudiedOverSystemGroupPairsOfThePrimarySetting() throws IOException {
    Path out = tmp.resolve("strict");
    assertEquals(
        Main.OK,
        run("correlate", "--scores", run.resolve("groups.csv").toString(), "--out", out.toString()),
        err);
    List<CSVRecord> rows = pearsonRows(out);
    assertTrue(!rows.isEmpty());
    for (CSVRecord r : rows) {
      assertEquals("group", r.get("level"));
      assertEquals("9", r.get("n"), "3 systems x 3 groups, no (macro): " + r);
    }
    assertTrue(
        Csv.read(out.resolve("matrix.csv")).stream().allMatch(r -> r.get("level").equals("group")));
    assertTrue(Files.readString(out.resolve("table3.md")).contains("(system, group) pairs"));

    Path lenient = tmp.resolve("lenient");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.toString(),
            "--level",
            "group",
            "--setting",
            "lenient",
            "--out",
            lenient.toString()),
        err);
    assertNotEquals(
        Files.readString(out.resolve("correlations.csv")),
        Files.readString(lenient.resolve("correlations.csv")),
        "another setting, other points");
    Path again = tmp.resolve("strict-again");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.toString(),
            "--level",
            "group",
            "--setting",
            "strict",
            "--out",
            again.toString()),
        err);
    assertEquals(
        Files.readString(out.resolve("correlations.csv")),
        Files.readString(again.resolve("correlations.csv")),
        "the primary is strict, the first of run.json's settings");
  }

  @Test
  void theDocumentLevelStudiesOneSetting() throws IOException {
    Path out = tmp.resolve("documents");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.resolve("documents.csv").toString(),
            "--setting",
            "lenient",
            "--out",
            out.toString()),
        err);
    for (CSVRecord r : pearsonRows(out)) {
      assertEquals("document", r.get("level"));
      assertEquals(
          String.valueOf(GroupedRunFixture.SYSTEMS.size() * GroupedRunFixture.DOCUMENTS),
          r.get("n"),
          "one setting's (system, document) pairs: " + r);
    }
  }

  @Test
  void anUnknownSettingAndTheSystemLevelOfGroupsCsvAreRefused() {
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--scores",
            run.resolve("groups.csv").toString(),
            "--setting",
            "loose",
            "--out",
            tmp.resolve("x").toString()),
        err);
    assertTrue(err.contains("strict, lenient"), err);
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--scores",
            run.resolve("groups.csv").toString(),
            "--level",
            "system",
            "--out",
            tmp.resolve("y").toString()),
        err);
    assertTrue(err.contains("group level"), err);
  }
}
