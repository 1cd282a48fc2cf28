package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19's leaderboards on Spark: scores per group of key documents equal, bit for bit, those of
 * a run whose key is only that group's documents (the sample key grouped by a pattern, CoNLL-U
 * grouped by file, in both ways of scoring); the macro average is the mean of the groups' values;
 * several settings in one pass give each setting's numbers ({@code score}'s with that setting, on
 * the CorefUD sample; and the CorefUD scorer's, through the conformance values of the modes issue
 * in the shared test data); bad requests and inputs are told.
 */
class LeaderboardRunTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static final List<String> CELLS =
      List.of(
          "recall_num",
          "recall_den",
          "precision_num",
          "precision_den",
          "recall",
          "precision",
          "f1");

  /**
   * The sample key's documents by the second letter of their name: {@code e} (sample/ferry,
   * sample/letter) and {@code a} (sample/market), two groups of different sizes.
   */
  private static final String BY_SECOND_LETTER = "regex:^\\(sample/.(.)";

  /** The systems strong and weak, perturbed from the sample key. */
  private static Path simulated;

  @BeforeAll
  static void startSparkAndMakeSystems() throws IOException {
    SharedSpark.get();
    simulated = PerturbedSystems.of(shared, shared.resolve("systems"), 11, "strong", "weak");
  }

  @Test
  void theSampleKeyGroupedByAPatternEqualsARunOnEachGroupsKeyDocumentsBitForBit()
      throws IOException {
    Path out = tmp.resolve("grouped");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            PerturbedSystems.KEY.toString(),
            "--systems",
            simulated.toString(),
            "--group-by",
            BY_SECOND_LETTER,
            "--out",
            out.toString()),
        err);
    Map<String, List<Path>> keyFilesByGroup = new TreeMap<>();
    Pattern letter = Pattern.compile("^.(.)"); // the file of sample/ferry is ferry_conll
    try (Stream<Path> files = Files.list(PerturbedSystems.KEY)) {
      for (Path f : files.toList()) {
        Matcher m = letter.matcher(f.getFileName().toString());
        assertTrue(m.find(), f.toString());
        keyFilesByGroup.computeIfAbsent(m.group(1), g -> new ArrayList<>()).add(f);
      }
    }
    assertEquals(Map.of("a", 1, "e", 2), sizes(keyFilesByGroup));
    Map<String, Map<String, CSVRecord>> groups = groupRows(out, "strong", "weak");
    Set<String> groupNames = new TreeSet<>();
    groups.keySet().forEach(k -> groupNames.add(k.split(" ")[2]));
    groupNames.remove("(macro)");
    assertEquals(keyFilesByGroup.keySet(), groupNames);

    JsonNode runJson = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals(BY_SECOND_LETTER, runJson.at("/groups/by").asText());
    assertEquals(0, runJson.at("/groups/ungrouped").asLong());
    int compared = 0;
    for (var group : keyFilesByGroup.entrySet()) {
      assertEquals(
          group.getValue().size(), runJson.at("/groups/documents/" + group.getKey()).asLong());
      Path key = Files.createDirectories(tmp.resolve("key-" + group.getKey()));
      for (Path f : group.getValue()) {
        Files.copy(f, key.resolve(f.getFileName()));
      }
      Path alone = tmp.resolve("alone-" + group.getKey());
      assertEquals(
          Main.OK,
          run(
              "run",
              "--key",
              key.toString(),
              "--systems",
              simulated.toString(),
              "--out",
              alone.toString()),
          err);
      for (CSVRecord r : Csv.read(alone.resolve("scores.csv"))) {
        CSVRecord grouped =
            groups.get(r.get("system") + " exact/keep " + group.getKey()).get(r.get("metric"));
        for (String cell : CELLS) {
          assertEquals(r.get(cell), grouped.get(cell), group + " " + r + " " + cell);
          compared++;
        }
      }
    }
    assertEquals(2 * 2 * 10 * CELLS.size(), compared); // 10 rows: 8 metrics, BLANC's halves
    assertMacroIsTheMeanOfTheGroups(groups);
  }

  private static Map<String, Integer> sizes(Map<String, List<Path>> groups) {
    Map<String, Integer> sizes = new TreeMap<>();
    groups.forEach((g, files) -> sizes.put(g, files.size()));
    return sizes;
  }

  /**
   * groups.csv by "system setting group", then metric; checks the columns and that the groups of
   * every system and setting come in name order, followed by the macro rows.
   */
  private static Map<String, Map<String, CSVRecord>> groupRows(Path out, String... systems)
      throws IOException {
    List<CSVRecord> rows = Csv.read(out.resolve("groups.csv"));
    assertEquals(
        List.of(
            "system",
            "setting",
            "group",
            "metric",
            "recall_num",
            "recall_den",
            "precision_num",
            "precision_den",
            "recall",
            "precision",
            "f1"),
        rows.get(0).getParser().getHeaderNames());
    Map<String, Map<String, CSVRecord>> byGroup = new LinkedHashMap<>();
    for (CSVRecord r : rows) {
      byGroup
          .computeIfAbsent(
              r.get("system") + " " + r.get("setting") + " " + r.get("group"),
              k -> new LinkedHashMap<>())
          .put(r.get("metric"), r);
    }
    for (String system : systems) {
      assertTrue(byGroup.keySet().stream().anyMatch(k -> k.startsWith(system + " ")), system);
    }
    return byGroup;
  }

  /** Every (macro) row's recall, precision and F1 equal the mean of its groups' to 1e-12. */
  private static void assertMacroIsTheMeanOfTheGroups(Map<String, Map<String, CSVRecord>> groups) {
    Map<String, List<Map<String, CSVRecord>>> bySystemSetting = new HashMap<>();
    Map<String, Map<String, CSVRecord>> macro = new HashMap<>();
    groups.forEach(
        (k, rows) -> {
          String[] parts = k.split(" ", 3);
          String systemSetting = parts[0] + " " + parts[1];
          if (parts[2].equals("(macro)")) {
            macro.put(systemSetting, rows);
          } else {
            bySystemSetting.computeIfAbsent(systemSetting, x -> new ArrayList<>()).add(rows);
          }
        });
    assertFalse(macro.isEmpty());
    int checked = 0;
    for (var e : macro.entrySet()) {
      List<Map<String, CSVRecord>> members = bySystemSetting.get(e.getKey());
      for (CSVRecord m : e.getValue().values()) {
        for (String cell : List.of("recall", "precision", "f1")) {
          if (m.get(cell).isEmpty()) {
            continue;
          }
          double mean = 0;
          for (Map<String, CSVRecord> g : members) {
            mean += Double.parseDouble(g.get(m.get("metric")).get(cell));
          }
          mean /= members.size();
          assertEquals(mean, Double.parseDouble(m.get(cell)), 1e-12, e.getKey() + " " + m);
          checked++;
        }
        for (String count : List.of("recall_num", "recall_den", "precision_num", "precision_den")) {
          assertEquals("", m.get(count), "a macro row has no counts: " + m);
        }
      }
    }
    assertTrue(checked > 0);
  }

  @Test
  void conlluGroupedByFileEqualsARunOnEachFileAloneInBothWaysOfScoring() throws IOException {
    Path crac = Path.of("samples/crac");
    for (String limit : List.of("512m", "0")) { // broadcast, then grouped by name (a shuffle)
      Path out = tmp.resolve("crac-" + limit);
      assertEquals(
          Main.OK,
          run(
              "run",
              "--key",
              crac.resolve("key").toString(),
              "--systems",
              crac.resolve("systems").toString(),
              "--group-by",
              "file",
              "--key-broadcast-limit",
              limit,
              "--out",
              out.toString()),
          err);
      Map<String, Map<String, CSVRecord>> groups = groupRows(out, "good", "greedy", "lazy");
      int compared = 0;
      for (String dataset :
          List.of("xx_alpha-corefud-test", "xx_beta-corefud-test", "yy_gamma-corefud-test")) {
        Path alone = tmp.resolve(limit + "-" + dataset);
        assertEquals(
            Main.OK,
            run(
                "run",
                "--key",
                crac.resolve("key").resolve(dataset + ".conllu").toString(),
                "--systems",
                crac.resolve("systems").toString(),
                "--out",
                alone.toString()),
            err);
        for (CSVRecord r : Csv.read(alone.resolve("scores.csv"))) {
          CSVRecord grouped =
              groups.get(r.get("system") + " head/remove " + dataset).get(r.get("metric"));
          for (String cell : CELLS) {
            assertEquals(r.get(cell), grouped.get(cell), dataset + " " + r + " " + cell);
            compared++;
          }
        }
      }
      assertEquals(3 * 3 * 12 * CELLS.size(), compared); // 12 rows: MOR and zero too
      assertMacroIsTheMeanOfTheGroups(groups);
      List<CSVRecord> documentGroups = Csv.read(out.resolve("document_groups.csv"));
      assertEquals(8, documentGroups.size());
      assertEquals("xx_alpha-corefud-test", documentGroups.get(0).get("group"));
    }
  }

  @Test
  @NeedsSharedData
  void settingsInOnePassEachEqualTheCorefudScorersNumbers() throws IOException {
    int compared = 0;
    for (String key : List.of("zeros/TC-ZA.key", "exact-match/TC-A.key")) {
      compared += settingsInOnePass(key);
    }
    assertTrue(compared > 1000, "compared " + compared);
  }

  /**
   * One run of every response of a key of the CorefUD scorer's tests under all 12 settings of the
   * modes issue at once; each setting's rows of scores.csv equal the scorer's values. Returns how
   * many numbers were compared.
   */
  private int settingsInOnePass(String key) throws IOException {
    Path root = SharedData.conformance().resolve("corefud");
    Map<String, List<CSVRecord>> expected = new HashMap<>();
    List<String> responses = new ArrayList<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      if (!row.get("key").equals(key)) {
        continue;
      }
      String setting =
          String.join("/", row.get("matching"), row.get("singletons"), row.get("zeros"));
      expected
          .computeIfAbsent(row.get("response") + " " + setting, s -> new ArrayList<>())
          .add(row);
      if (!responses.contains(row.get("response"))) {
        responses.add(row.get("response"));
      }
    }
    List<String> settings = allSettings();
    Path out = tmp.resolve("settings-" + key.replace('/', '-'));
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                root.resolve("files").resolve(key).toString(),
                "--format",
                "conllu",
                "--settings",
                String.join(",", settings),
                "--out",
                out.toString()));
    for (String r : responses) {
      args.addAll(List.of("--system", system(r) + "=" + root.resolve("files").resolve(r)));
    }
    assertEquals(Main.OK, run(args.toArray(new String[0])), err);
    Map<String, CSVRecord> scores = new HashMap<>();
    List<CSVRecord> rows = Csv.read(out.resolve("scores.csv"));
    assertEquals("setting", rows.get(0).getParser().getHeaderNames().get(1));
    for (CSVRecord r : rows) {
      scores.put(r.get("system") + " " + r.get("setting") + " " + r.get("metric"), r);
    }
    int compared = 0;
    for (String r : responses) {
      for (String setting : settings) {
        for (CSVRecord w : expected.getOrDefault(r + " " + setting, List.of())) {
          CSVRecord have = scores.get(system(r) + " " + setting + " " + w.get("metric"));
          assertTrue(have != null, r + " " + setting + " " + w.get("metric"));
          for (String cell : CELLS) {
            if (!w.get(cell).isEmpty()) {
              double x = Double.parseDouble(w.get(cell));
              assertEquals(
                  x,
                  Double.parseDouble(have.get(cell)),
                  1e-9 * Math.max(1, Math.abs(x)),
                  r + " " + setting + " " + w.get("metric") + " " + cell);
              compared++;
            }
          }
        }
      }
    }
    assertOnePassOutputs(out, responses.size(), settings);
    return compared;
  }

  /** The 12 settings of the modes issue: matching, singletons and zeros. */
  private static List<String> allSettings() {
    List<String> settings = new ArrayList<>();
    for (String matching : List.of("head", "partial", "exact")) {
      for (String singletons : List.of("remove", "keep")) {
        for (String zeros : List.of("dependent", "linear")) {
          settings.add(matching + "/" + singletons + "/" + zeros);
        }
      }
    }
    return settings;
  }

  /**
   * A run of several settings in one pass without --group-by: run.json lists the settings in order,
   * scores.csv and documents.csv have a setting column and documents.csv rows of every system and
   * setting, a leaderboard and no groups.
   */
  private static void assertOnePassOutputs(Path out, int systems, List<String> settings)
      throws IOException {
    JsonNode runJson = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals(settings.size(), runJson.get("settings").size());
    assertEquals(settings.get(0), runJson.get("settings").get(0).asText());
    assertEquals(
        "setting", Csv.read(out.resolve("scores.csv")).get(0).getParser().getHeaderNames().get(1));
    List<CSVRecord> documents = Csv.read(out.resolve("documents.csv"));
    assertEquals(
        List.of("system", "setting", "document"),
        documents.get(0).getParser().getHeaderNames().subList(0, 3));
    assertEquals(
        systems * settings.size(),
        documents.stream()
            .filter(d -> d.get("metric").equals("muc"))
            .map(d -> d.get("system") + " " + d.get("setting"))
            .distinct()
            .count());
    assertTrue(Files.exists(out.resolve("leaderboard.csv")));
    assertFalse(Files.exists(out.resolve("groups.csv")), "no groups without --group-by");
  }

  private static String system(String response) {
    return Path.of(response).getFileName().toString().replace(".response", "");
  }

  /**
   * score groups its one response as run does; and the 12 settings in one pass of run give each
   * system, under each setting, the numbers of score with that setting (the CorefUD sample).
   */
  @Test
  void scoreGroupsItsOneResponseAsRunDoes() throws IOException {
    Path crac = Path.of("samples/crac");
    Path out = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            crac.resolve("key").toString(),
            "--systems",
            crac.resolve("systems").toString(),
            "--group-by",
            "file",
            "--out",
            out.toString()),
        err);
    Path groupsCsv = tmp.resolve("good-groups.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            crac.resolve("key").toString(),
            crac.resolve("systems").resolve("good").toString(),
            "--group-by",
            "file",
            "--groups-csv",
            groupsCsv.toString()),
        err);
    assertTrue(out().contains("leaderboard: macro-averaged CoNLL over 3 groups"), out());
    List<String> fromRun =
        Files.readAllLines(out.resolve("groups.csv")).stream()
            .filter(l -> l.startsWith("good,"))
            .toList();
    List<String> fromScore = Files.readAllLines(groupsCsv);
    assertEquals(fromRun, fromScore.subList(1, fromScore.size()));
    assertEquals(Files.readAllLines(out.resolve("groups.csv")).get(0), fromScore.get(0));

    List<String> settings = allSettings();
    Path onePass = tmp.resolve("settings");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            crac.resolve("key").toString(),
            "--systems",
            crac.resolve("systems").toString(),
            "--settings",
            String.join(",", settings),
            "--out",
            onePass.toString()),
        err);
    Map<String, CSVRecord> scores = new HashMap<>();
    for (CSVRecord r : Csv.read(onePass.resolve("scores.csv"))) {
      scores.put(r.get("system") + " " + r.get("setting") + " " + r.get("metric"), r);
    }
    int compared = 0;
    for (String system : List.of("good", "greedy", "lazy")) {
      for (String setting : settings) {
        String[] words = setting.split("/");
        Path csv = tmp.resolve(system + "-" + setting.replace('/', '-') + ".csv");
        assertEquals(
            Main.OK,
            run(
                "score",
                crac.resolve("key").toString(),
                crac.resolve("systems").resolve(system).toString(),
                "--matching",
                words[0],
                "--singletons",
                words[1],
                "--zeros",
                words[2],
                "--csv",
                csv.toString()),
            err);
        for (CSVRecord w : Csv.read(csv)) {
          CSVRecord have = scores.get(system + " " + setting + " " + w.get("metric"));
          assertTrue(have != null, system + " " + setting + " " + w.get("metric"));
          for (String cell : CELLS) { // run sums fractions in another order: to 1e-12
            String what = system + " " + setting + " " + w.get("metric") + " " + cell;
            if (w.get(cell).isEmpty()) {
              assertEquals("", have.get(cell), what);
            } else {
              double x = Double.parseDouble(w.get(cell));
              assertEquals(
                  x, Double.parseDouble(have.get(cell)), 1e-12 * Math.max(1, Math.abs(x)), what);
            }
            compared++;
          }
        }
      }
    }
    assertEquals(3 * 12 * 12 * CELLS.size(), compared); // 12 rows: MOR and zero too
    assertOnePassOutputs(onePass, 3, settings);
  }

  @Test
  void badRequestsAndInputsAreToldAndTheRestIsScored() throws IOException {
    Path crac = Path.of("samples/crac");
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            crac.resolve("key").toString(),
            "--systems",
            crac.resolve("systems").toString(),
            "--settings",
            "head/sloppy",
            "--out",
            tmp.resolve("x").toString()));
    assertTrue(err.contains("unknown word 'sloppy'"), err);
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            crac.resolve("key").toString(),
            "--systems",
            crac.resolve("systems").toString(),
            "--group-by",
            "regex:^xx_",
            "--out",
            tmp.resolve("y").toString()));
    assertTrue(err.contains("no capturing group"), err);

    // a system lacking one dataset entirely, and a pattern that leaves the gamma documents out
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    for (String s : List.of("good", "greedy")) {
      Path dir = Files.createDirectories(systems.resolve(s));
      try (Stream<Path> files = Files.list(crac.resolve("systems").resolve(s))) {
        for (Path f : files.toList()) {
          if (!(s.equals("greedy") && f.getFileName().toString().startsWith("xx_beta"))) {
            Files.copy(f, dir.resolve(f.getFileName()));
          }
        }
      }
    }
    Path out = tmp.resolve("partial");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            crac.resolve("key").toString(),
            "--systems",
            systems.toString(),
            "--group-by",
            "regex:^(alpha|beta)_",
            "--settings",
            "crac2024",
            "--out",
            out.toString()),
        err);
    List<CSVRecord> problems = Csv.read(out.resolve("problems.csv"));
    assertTrue(
        problems.stream()
            .anyMatch(
                p ->
                    p.get("kind").equals("empty_group")
                        && p.get("system").equals("greedy")
                        && p.get("message").contains("group beta")),
        problems.toString());
    long ungrouped =
        problems.stream().filter(p -> p.get("kind").equals("ungrouped_document")).count();
    assertEquals(2, ungrouped, problems.toString()); // the two gamma documents
    assertEquals( // each problem once, not once per setting
        3,
        problems.stream()
            .filter(
                p -> p.get("kind").equals("missing_document") && p.get("system").equals("greedy"))
            .count(),
        problems.toString());
    JsonNode runJson = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals(2, runJson.at("/groups/ungrouped").asLong());
    assertEquals(3, runJson.at("/groups/documents/alpha").asLong());
    Map<String, Map<String, CSVRecord>> groups = groupRows(out, "good", "greedy");
    assertEquals("0", groups.get("greedy head/remove beta").get("muc").get("recall"));
    assertMacroIsTheMeanOfTheGroups(groups);
    assertTrue(out().contains("leaderboard"), out());
  }

  private String out() {
    return out;
  }
}
