package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.report.Leaderboard;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The corpus rules are settled in one place, so {@code score} and {@code run} agree on them: the
 * same problems (problems.csv, one schema), the same leaderboard decision and the same groups.csv,
 * on the three cases where they used to drift: a system lacking a whole dataset, a grouping that
 * puts no key document in a group, and a document the key lacks that a response repeats.
 */
class ScoreRunParityTest extends CliTest {
  @TempDir Path tmp;

  @BeforeAll
  static void startSpark() {
    SharedSpark.get();
  }

  /** The CRAC sample's {@code good} system without its {@code yy_gamma} dataset. */
  private Path lackingGamma() throws IOException {
    Path system = Files.createDirectories(tmp.resolve("lacking"));
    for (String dataset : List.of("xx_alpha-corefud-test", "xx_beta-corefud-test")) {
      Files.copy(
          Path.of("samples/crac/systems/good", dataset + ".conllu"),
          system.resolve(dataset + ".conllu"));
    }
    return system;
  }

  @Test
  void aSystemLackingADatasetHasTheSameEmptyGroupProblemAndGroupsBothWays() throws IOException {
    Path system = lackingGamma();
    Both both = both("samples/crac/key", system, "--group-by", "file");
    assertEquals(Main.OK, both.scoreExit, both.scoreOut);
    assertEquals(Main.OK, both.runExit, both.runOut);
    assertEquals(both.runProblems(), both.scoreProblems());
    assertTrue(
        both.scoreProblems().stream().anyMatch(row -> row.contains(",empty_group,")),
        String.join("\n", both.scoreProblems()));
    assertEquals(read(both.runDir.resolve("groups.csv")), read(tmp.resolve("score-groups.csv")));
    assertTrue(both.runOut.contains("empty_group"), both.runOut); // the summary's problem table
  }

  @Test
  void aGroupingThatMatchesNoKeyDocumentMakesNoLeaderboardBothWays() throws IOException {
    Both both =
        both("samples/crac/key", Path.of("samples/crac/systems/good"), "--group-by", "regex:^(zz)");
    assertEquals(Main.OK, both.scoreExit, both.scoreOut);
    assertEquals(Main.OK, both.runExit, both.runOut);
    assertEquals(both.runProblems(), both.scoreProblems());
    assertEquals( // every document of the CRAC sample's key (8), each once
        8,
        both.scoreProblems().stream().filter(row -> row.contains(",ungrouped_document,")).count());
    assertTrue(both.scoreOut.contains(Leaderboard.NO_GROUPS), both.scoreOut);
    assertTrue(both.runOut.contains(Leaderboard.NO_GROUPS), both.runOut);
    assertFalse(Files.exists(tmp.resolve("score-groups.csv")));
    assertFalse(Files.exists(both.runDir.resolve("groups.csv")));
    assertFalse(Files.exists(both.runDir.resolve("leaderboard.csv")));
    assertFalse(both.runOut.contains("leaderboard.csv"), both.runOut);
    assertFalse(both.runOut.contains(" groups.csv,"), both.runOut);
  }

  @Test
  void aDocumentTheKeyLacksRepeatedIsOneExtraDocumentBothWays() throws IOException {
    Path system = Files.createDirectories(tmp.resolve("repeating"));
    for (String file : List.of("ferry_conll", "letter_conll", "market_conll")) {
      Files.copy(Path.of("samples/systems/strong", file), system.resolve(file));
    }
    String extra = "#begin document (nowhere); part 000\nnowhere 0 0 Hello -\n\n#end document\n";
    Files.writeString(system.resolve("x_extra_conll"), extra + extra);
    Both both = both("samples/key", system);
    assertEquals(Main.OK, both.scoreExit, both.scoreOut);
    assertEquals(both.runProblems(), both.scoreProblems());
    assertEquals(
        1,
        both.scoreProblems().stream().filter(row -> row.contains(",extra_document,")).count(),
        String.join("\n", both.scoreProblems()));
    assertEquals(
        1,
        both.scoreProblems().stream().filter(row -> row.contains(",duplicate_document,")).count());
  }

  /**
   * A mention held by two entities, one of them a singleton: removing singletons (the primary
   * setting) leaves no repeat, keeping them removes one. The limit on repeats holds under every
   * setting, so both commands refuse the system (score used to check the primary setting only).
   */
  @Test
  void aRepeatRemovedUnderASecondSettingIsCheckedAgainstTheLimitBothWays() throws IOException {
    String key =
        "#begin document (d); part 000\n"
            + "d 0 0 Anna (1)\nd 0 1 saw -\nd 0 2 her (1)\n\n#end document\n";
    String response =
        "#begin document (d); part 000\n"
            + "d 0 0 Anna (1)\nd 0 1 saw -\nd 0 2 her (1)|(2)\n\n#end document\n";
    Path keyDir = Files.createDirectories(tmp.resolve("key"));
    Files.writeString(keyDir.resolve("d_conll"), key);
    Path system = Files.createDirectories(tmp.resolve("repeats"));
    Files.writeString(system.resolve("d_conll"), response);
    Both both =
        both(
            keyDir.toString(),
            system,
            "--settings",
            "exact/remove,exact/keep",
            "--max-repeated-mentions",
            "0");
    assertEquals(Main.REFUSED, both.scoreExit, both.scoreOut);
    assertTrue(
        both.scoreProblems().stream().anyMatch(row -> row.contains(",too_many_repeats,")),
        String.join("\n", both.scoreProblems()));
    assertTrue(
        both.runProblems().stream().anyMatch(row -> row.contains(",too_many_repeats,")),
        String.join("\n", both.runProblems()));
    assertTrue(both.runOut.contains("1 repeated response mentions were removed"), both.runOut);
  }

  /** What {@code score} and {@code run} did with one key and one system. */
  private final class Both {
    int scoreExit;
    String scoreOut;
    int runExit;
    String runOut;
    Path runDir;

    List<String> scoreProblems() throws IOException {
      return read(tmp.resolve("score-problems.csv"));
    }

    List<String> runProblems() throws IOException {
      return read(runDir.resolve("problems.csv"));
    }
  }

  private Both both(String key, Path system, String... options) throws IOException {
    Both both = new Both();
    key = Path.of(key).toAbsolutePath().toString(); // as a run names files
    system = system.toAbsolutePath();
    String name = system.getFileName().toString();
    List<String> score =
        new ArrayList<>(
            List.of(
                "score",
                key,
                system.toString(),
                "--problems-csv",
                tmp.resolve("score-problems.csv").toString()));
    score.addAll(List.of(options));
    if (List.of(options).contains("--group-by")) {
      score.addAll(List.of("--groups-csv", tmp.resolve("score-groups.csv").toString()));
    }
    both.scoreExit = run(score.toArray(new String[0]));
    both.scoreOut = out + err;
    both.runDir = tmp.resolve("run");
    List<String> runArgs =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                key,
                "--system",
                name + "=" + system,
                "--out",
                both.runDir.toString(),
                "--overwrite"));
    runArgs.addAll(List.of(options));
    both.runExit = run(runArgs.toArray(new String[0]));
    both.runOut = out + err;
    return both;
  }

  private static List<String> read(Path file) throws IOException {
    return Files.readAllLines(file, StandardCharsets.UTF_8);
  }
}
