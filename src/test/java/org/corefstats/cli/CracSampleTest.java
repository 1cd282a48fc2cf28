package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The multi-dataset CorefUD sample {@code samples/crac}: three key files (one per dataset, as
 * CorefUD ships them) and three systems. Each dataset file of each system is scored against the key
 * file of the same name under the CorefUD profile; the numbers pin the sample, and the systems'
 * CoNLL ranking must differ between datasets (what a leaderboard per dataset shows).
 */
class CracSampleTest extends CliTest {
  private static final Path ROOT = Path.of("samples/crac");

  private static final List<String> DATASETS =
      List.of("xx_alpha-corefud-test", "xx_beta-corefud-test", "yy_gamma-corefud-test");

  private static final List<String> SYSTEMS = List.of("good", "greedy", "lazy");

  private static final Map<String, List<String>> DOCUMENTS =
      Map.of(
          "xx_alpha-corefud-test", List.of("alpha_baker", "alpha_garden", "alpha_dog"),
          "xx_beta-corefud-test", List.of("beta_train", "beta_teacher", "beta_storm"),
          "yy_gamma-corefud-test", List.of("gamma_fox", "gamma_clock"));

  /** System, dataset: MUC recall num/den, precision num/den; CoNLL F1 in percent. */
  private static final Map<String, double[]> EXPECTED =
      Map.of(
          "good/xx_alpha-corefud-test", new double[] {25, 27, 25, 26, 94.89},
          "good/xx_beta-corefud-test", new double[] {24, 26, 24, 25, 95.28},
          "good/yy_gamma-corefud-test", new double[] {17, 21, 17, 19, 82.26},
          "greedy/xx_alpha-corefud-test", new double[] {27, 27, 27, 33, 72.98},
          "greedy/xx_beta-corefud-test", new double[] {26, 26, 26, 34, 72.56},
          "greedy/yy_gamma-corefud-test", new double[] {21, 21, 21, 23, 92.34},
          "lazy/xx_alpha-corefud-test", new double[] {4, 27, 4, 4, 25.10},
          "lazy/xx_beta-corefud-test", new double[] {3, 26, 3, 3, 21.22},
          "lazy/yy_gamma-corefud-test", new double[] {5, 21, 5, 5, 29.07});

  @TempDir Path tmp;

  @Test
  void eachDatasetOfEachSystemScoresCleanlyWithThePinnedNumbers() throws IOException {
    Map<String, List<String>> rankings = new HashMap<>();
    for (String dataset : DATASETS) {
      Map<String, Double> conll = new HashMap<>();
      for (String system : SYSTEMS) {
        String name = system + "/" + dataset;
        Path key = ROOT.resolve("key").resolve(dataset + ".conllu");
        Path response = ROOT.resolve("systems").resolve(system).resolve(dataset + ".conllu");
        Path dir = tmp.resolve(system + "-" + dataset);
        Files.createDirectories(dir);
        Path csv = dir.resolve("scores.csv");
        Path documents = dir.resolve("documents.csv");
        Path problems = dir.resolve("problems.csv");
        int code =
            run(
                "score",
                "--strict",
                "--profile",
                "corefud",
                "--csv",
                csv.toString(),
                "--documents-csv",
                documents.toString(),
                "--problems-csv",
                problems.toString(),
                key.toString(),
                response.toString());
        assertEquals(Main.OK, code, name + ": " + err + out);
        assertEquals(List.of(), Csv.read(problems), name + " problems");
        int count = DOCUMENTS.get(dataset).size();
        assertTrue(
            out.contains(
                "key "
                    + key
                    + " ("
                    + count
                    + " documents), response "
                    + response
                    + " ("
                    + count
                    + " documents)"),
            out);
        assertTrue(
            out.contains(
                "formats: key conllu, response conllu; profile corefud, matching head,"
                    + " singletons remove, zeros dependent"),
            out);

        Set<String> scored = new LinkedHashSet<>();
        for (CSVRecord row : Csv.read(documents)) {
          scored.add(row.get("document"));
        }
        assertEquals(new LinkedHashSet<>(DOCUMENTS.get(dataset)), scored, name + " documents");

        double[] expected = EXPECTED.get(name);
        Map<String, CSVRecord> rows = new HashMap<>();
        for (CSVRecord row : Csv.read(csv)) {
          rows.put(row.get("metric"), row);
        }
        CSVRecord muc = rows.get("muc");
        assertEquals(expected[0], Double.parseDouble(muc.get("recall_num")), 0, name + " MUC R");
        assertEquals(expected[1], Double.parseDouble(muc.get("recall_den")), 0, name + " MUC R");
        assertEquals(expected[2], Double.parseDouble(muc.get("precision_num")), 0, name + " MUC P");
        assertEquals(expected[3], Double.parseDouble(muc.get("precision_den")), 0, name + " MUC P");
        double f1 = 100 * Double.parseDouble(rows.get("conll").get("f1"));
        assertEquals(expected[4], f1, 0.005, name + " CoNLL F1");
        conll.put(system, f1);
      }
      List<String> ranking = new ArrayList<>(SYSTEMS);
      ranking.sort(Comparator.comparing(conll::get).reversed());
      rankings.put(dataset, ranking);
    }
    assertEquals(List.of("good", "greedy", "lazy"), rankings.get("xx_alpha-corefud-test"));
    assertEquals(List.of("good", "greedy", "lazy"), rankings.get("xx_beta-corefud-test"));
    assertEquals(List.of("greedy", "good", "lazy"), rankings.get("yy_gamma-corefud-test"));
    assertNotEquals(rankings.get("xx_alpha-corefud-test"), rankings.get("yy_gamma-corefud-test"));
  }

  @Test
  void theKeyHoldsZerosAndEverySystemHasItsTokens() throws IOException {
    for (String dataset : DATASETS) {
      List<String> key = Files.readAllLines(ROOT.resolve("key").resolve(dataset + ".conllu"));
      for (String system : SYSTEMS) {
        List<String> response =
            Files.readAllLines(
                ROOT.resolve("systems").resolve(system).resolve(dataset + ".conllu"));
        assertEquals(key.size(), response.size(), system + "/" + dataset);
        for (int i = 0; i < key.size(); i++) {
          assertEquals(
              withoutEntity(key.get(i)),
              withoutEntity(response.get(i)),
              system + "/" + dataset + " line " + (i + 1));
        }
      }
    }
    long zeros =
        DATASETS.stream()
            .flatMap(
                d -> {
                  try {
                    return Files.readAllLines(ROOT.resolve("key").resolve(d + ".conllu")).stream();
                  } catch (IOException e) {
                    throw new RuntimeException(e);
                  }
                })
            .filter(l -> l.matches("\\d+\\.\\d+\t.*Entity=\\(.*"))
            .count();
    assertEquals(2, zeros);
  }

  /** A CoNLL-U line with the last column (MISC, where Entity= is) blanked. */
  private static String withoutEntity(String line) {
    int tab = line.lastIndexOf('\t');
    return line.startsWith("#") || tab < 0 ? line : line.substring(0, tab);
  }

  @Test
  void runRanksTheThreeSystemsOverAllDatasets() throws IOException {
    Path out = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            ROOT.resolve("key").toString(),
            "--systems",
            ROOT.resolve("systems").toString(),
            "--out",
            out.toString()),
        err);
    assertEquals(List.of(), Csv.read(out.resolve("problems.csv")));
    String summary = Files.readString(out.resolve("summary.txt"));
    assertTrue(
        summary.contains("key samples/crac/key (8 documents in 3 files), 3 systems scored"),
        summary);
    List<String> ranked = summary.lines().filter(l -> l.matches("\\s+\\d+\\s+\\w+\\s.*")).toList();
    assertEquals(3, ranked.size(), summary);
    assertTrue(ranked.get(0).matches("\\s+1\\s+good\\s.*\\s91\\.83"), summary);
    assertTrue(ranked.get(1).matches("\\s+2\\s+greedy\\s.*\\s78\\.41"), summary);
    assertTrue(ranked.get(2).matches("\\s+3\\s+lazy\\s.*\\s24\\.88"), summary);
  }

  /**
   * A few system mentions of {@code good} and {@code greedy} have a word too many or too few but
   * keep the key mention's head: head matching forgives them all, partial matching only the
   * shortened ones, exact matching none. So the leaderboard's columns differ between the settings.
   */
  @Test
  void boundaryErrorsSeparateHeadPartialAndExactMatching() throws IOException {
    Path out = tmp.resolve("leaderboard");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--strict",
            "--key",
            ROOT.resolve("key").toString(),
            "--systems",
            ROOT.resolve("systems").toString(),
            "--out",
            out.toString(),
            "--group-by",
            "file",
            "--settings",
            "crac2024"),
        err);
    assertEquals(List.of(), Csv.read(out.resolve("problems.csv")));
    /* System: macro CoNLL F1 in percent under head/remove, partial/remove, exact/remove, head/keep. */
    Map<String, double[]> expected =
        Map.of(
            "good", new double[] {90.81, 88.39, 87.31, 93.03},
            "greedy", new double[] {79.29, 77.88, 76.18, 86.64},
            "lazy", new double[] {25.13, 25.13, 25.13, 52.17});
    List<String> settings = List.of("head/remove", "partial/remove", "exact/remove", "head/keep");
    List<String> ranked = new ArrayList<>();
    Map<String, CSVRecord> rows = new HashMap<>();
    for (CSVRecord row : Csv.read(out.resolve("leaderboard.csv"))) {
      String system = row.get("system");
      ranked.add(system);
      for (int i = 0; i < settings.size(); i++) {
        assertEquals(
            expected.get(system)[i],
            100 * Double.parseDouble(row.get(settings.get(i))),
            0.005,
            system + " " + settings.get(i));
      }
      if (!system.equals("lazy")) {
        assertTrue(
            Double.parseDouble(row.get("head/remove"))
                    > Double.parseDouble(row.get("partial/remove"))
                && Double.parseDouble(row.get("partial/remove"))
                    > Double.parseDouble(row.get("exact/remove")),
            system);
      }
      rows.put(system, row);
    }
    assertEquals(SYSTEMS, ranked);
    for (String setting : settings) {
      for (String dataset : DATASETS) {
        double good = Double.parseDouble(rows.get("good").get(setting + ":" + dataset));
        double greedy = Double.parseDouble(rows.get("greedy").get(setting + ":" + dataset));
        assertEquals(
            dataset.startsWith("yy_gamma"), greedy > good, setting + " " + dataset + " ranking");
      }
    }
  }
}
