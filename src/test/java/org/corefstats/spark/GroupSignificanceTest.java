package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.sql.SparkSession;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.report.RunFiles;
import org.corefstats.significance.Correction;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.ResamplingOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * significance on a run with two settings and groups of key documents (issue 19): the macro average
 * over groups in macro/, its estimates those of groups.csv's (macro) rows, one setting at a time.
 */
class GroupSignificanceTest extends CliTest {
  @TempDir static Path tmp;
  private static Path run;

  @BeforeAll
  static void fixture() throws IOException {
    SharedSpark.get();
    run = GroupedRunFixture.write(tmp.resolve("run"));
  }

  private int significance(Path out, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "significance",
                "--documents",
                run.resolve("documents.csv").toString(),
                "--out",
                out.toString(),
                "--bootstrap",
                "40",
                "--permutations",
                "60"));
    args.addAll(List.of(more));
    return run(args.toArray(String[]::new));
  }

  /** groups.csv's (macro) rows of a setting: "system metric measure" to the value. */
  private static Map<String, Double> macroRows(String setting) throws IOException {
    Map<String, Double> values = new HashMap<>();
    for (CSVRecord r : Csv.read(run.resolve(RunFiles.GROUPS))) {
      if (r.get("group").equals(RunFiles.MACRO) && r.get("setting").equals(setting)) {
        String key = r.get("system") + " " + r.get("metric") + " ";
        values.put(key + "F1", Double.parseDouble(r.get("f1")));
        if (!r.get("recall").isEmpty()) {
          values.put(key + "R", Double.parseDouble(r.get("recall")));
          values.put(key + "P", Double.parseDouble(r.get("precision")));
        }
      }
    }
    return values;
  }

  private static void assertEstimatesAreTheMacroRows(Path intervals, String setting)
      throws IOException {
    Map<String, Double> expected = macroRows(setting);
    int compared = 0;
    for (CSVRecord r : Csv.read(intervals)) {
      String key = r.get("system") + " " + r.get("metric") + " " + r.get("measure");
      Double want = expected.get(key);
      if (want != null) {
        assertEquals(want, Double.parseDouble(r.get("estimate")), 1e-12, key);
        compared++;
      }
    }
    assertTrue(compared > 3 * 20, "compared " + compared);
  }

  @Test
  void theMacroEstimatesAreThoseOfGroupsCsvAndIdenticalSystemsHavePOne() throws IOException {
    Path out = tmp.resolve("primary");
    assertEquals(Main.OK, significance(out), err);
    for (String f : List.of("intervals.csv", "pairwise.csv", "ranking.csv", "summary.txt")) {
      assertTrue(Files.size(out.resolve(f)) > 0, f);
      assertTrue(Files.size(out.resolve("macro").resolve(f)) > 0, "macro/" + f);
    }
    assertEstimatesAreTheMacroRows(out.resolve("macro/intervals.csv"), "strict");
    String summary = Files.readString(out.resolve("macro/summary.txt"));
    assertTrue(summary.contains(GroupedRunFixture.GROUP_OF.size() + " documents"), summary);
    assertTrue(summary.contains("Documents of no group left out: 1"), summary);
    assertTrue(summary.contains("3 groups of documents (bible, news, web)"), summary);
    assertTrue(summary.contains("Setting: strict"), summary);
    assertTrue(
        Files.readString(out.resolve("summary.txt"))
            .contains(GroupedRunFixture.DOCUMENTS + " documents"));
    for (CSVRecord r : Csv.read(out.resolve("macro/pairwise.csv"))) {
      if (r.get("system_a").equals("a") && r.get("system_b").equals("copy")) {
        assertEquals(1.0, Double.parseDouble(r.get("p_value")), r.toString());
      }
    }
    assertTrue(this.out.contains("macro"), this.out);
  }

  @Test
  void aSettingIsChosenByNameAndNeverMixed() throws IOException {
    Path out = tmp.resolve("lenient");
    assertEquals( // the run directory itself: its documents.csv, the files beside it
        Main.OK,
        run(
            "significance",
            run.toString(),
            "--out",
            out.toString(),
            "--bootstrap",
            "40",
            "--permutations",
            "60",
            "--setting",
            "lenient"),
        err);
    assertEstimatesAreTheMacroRows(out.resolve("macro/intervals.csv"), "lenient");
    assertTrue(Files.readString(out.resolve("summary.txt")).contains("Setting: lenient"));
    assertTrue(
        Files.readString(out.resolve("summary.txt"))
            .contains(GroupedRunFixture.DOCUMENTS + " documents"));
  }

  @Test
  void anUnknownSettingIsRefusedNamingTheKnownOnes() {
    assertEquals(Main.USAGE, significance(tmp.resolve("none"), "--setting", "loose"), err);
    assertTrue(err.contains("loose") && err.contains("strict, lenient"), err);
    assertFalse(Files.exists(tmp.resolve("none")));
    assertEquals(
        Main.USAGE,
        significance(tmp.resolve("both"), run.toString()),
        "a run directory and --documents: one input only");
  }

  @Test
  void runSignificanceWritesTheMacroInSignificanceMacro() throws IOException {
    // what run --significance calls after a run: over the documents.parquet of its work directory,
    // document_groups.csv beside it; the run's settings given, the primary first
    SparkSession spark = SharedSpark.get();
    Path out = tmp.resolve("run-significance");
    String ranking =
        RunOutput.write(
            spark.sparkContext().hadoopConfiguration(),
            out.toString(),
            false,
            output -> {
              DocumentCorrelations.read(spark, run.resolve("documents.csv").toString())
                  .write()
                  .parquet(output.workDir() + "/documents.parquet");
              try (OutputStream o = output.create(RunFiles.DOCUMENT_GROUPS)) {
                Files.copy(run.resolve(RunFiles.DOCUMENT_GROUPS), o);
              }
              return SignificanceRun.ofRun(
                  spark,
                  output,
                  BlancScore.Rule.V801,
                  new ResamplingOptions(
                      null,
                      40,
                      60,
                      1,
                      null,
                      0.95,
                      0.05,
                      IntervalMethod.PERCENTILE,
                      Correction.HOLM,
                      0),
                  GroupedRunFixture.SETTINGS);
            });
    assertTrue(ranking.contains("significance/macro/"), ranking);
    assertEstimatesAreTheMacroRows(
        out.resolve("significance/macro/intervals.csv"), GroupedRunFixture.SETTINGS.get(0));
    Path command = tmp.resolve("primary-again");
    assertEquals(Main.OK, significance(command), err);
    assertEquals(
        Files.readString(command.resolve("macro/pairwise.csv")),
        Files.readString(out.resolve("significance/macro/pairwise.csv")),
        "the command and the run compute the same");
  }

  @Test
  void withoutDocumentGroupsThereIsNoMacro() throws IOException {
    Path plain = tmp.resolve("plain-run");
    Files.createDirectories(plain);
    for (String f : List.of("documents.csv", "run.json")) {
      Files.copy(run.resolve(f), plain.resolve(f));
    }
    Path out = tmp.resolve("plain");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            plain.resolve("documents.csv").toString(),
            "--out",
            out.toString(),
            "--bootstrap",
            "20",
            "--permutations",
            "20"),
        err);
    assertFalse(Files.exists(out.resolve("macro")));
  }
}
