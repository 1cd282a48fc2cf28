package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score --out DIR} writes the files {@code run} writes for that one system, byte for byte
 * (but Parquet, which score does not write, and what only a run knows: run.json's context, inputs
 * and timings, and the report that shows them), on the samples, with the analyses, and under the
 * coval profile on its reading cases.
 */
class ScoreOutEqualsRunTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  /** A system perturbed from the sample key, and the sample key with an NE layer in column 11. */
  private static Path perturbed;

  private static Path neKey;

  /** Files a run writes that score does not, or whose bytes record how they were made. */
  private static final Set<String> NOT_COMPARED =
      Set.of("documents.parquet", "errors_documents.parquet", "run.json", "report.html");

  @BeforeAll
  static void startSparkAndMakeASystem() throws IOException {
    SharedSpark.get();
    perturbed = PerturbedSystems.of(shared, shared.resolve("systems"), 11, "weak");
    neKey = SampleNeKey.write(shared.resolve("ne-key"));
  }

  @Test
  void theSampleSystems() throws IOException {
    for (String system : List.of("strong", "merger", "singletons")) {
      same("samples/key", Path.of("samples/systems", system));
    }
  }

  /**
   * The proof analysis, mentions by length, on both commands: the same files, and against a
   * perturbed system its totals are mention detection's (exact spans: key mentions, response
   * mentions, matched).
   */
  @Test
  void mentionLengthsAddUpToMentionDetection() throws IOException {
    same("samples/key", Path.of("samples/systems/strong"), "--mention-lengths");
    Path dir = same("samples/key", perturbed.resolve("weak"), "--mention-lengths");
    List<String> rows = Files.readAllLines(dir.resolve("mention_lengths.csv"));
    assertEquals(
        "system,words,key_mentions,response_mentions,matched,recall,precision", rows.get(0));
    assertEquals(5, rows.size());
    long key = 0;
    long response = 0;
    long matched = 0;
    for (String row : rows.subList(1, rows.size())) {
      String[] cells = row.split(",");
      key += Long.parseLong(cells[2]);
      response += Long.parseLong(cells[3]);
      matched += Long.parseLong(cells[4]);
    }
    String mentions =
        Files.readAllLines(dir.resolve("scores.csv")).stream()
            .filter(r -> r.startsWith("weak,mentions,"))
            .findFirst()
            .orElseThrow();
    String[] m = mentions.split(",");
    assertEquals(Double.parseDouble(m[2]), matched, mentions); // recall numerator
    assertEquals(Double.parseDouble(m[3]), key, mentions); // recall denominator
    assertEquals(Double.parseDouble(m[5]), response, mentions); // precision denominator
    assertTrue(out.contains("Outputs in") && out.contains("mention_lengths.csv"), out);
  }

  @Test
  void theCracSampleWithItsSettingsAndGroups() throws IOException {
    same(
        "samples/crac/key",
        Path.of("samples/crac/systems/greedy"),
        "--settings",
        "crac2024",
        "--group-by",
        "file");
  }

  /**
   * Anaphors by kind on the CRAC sample: each system's file by file as {@code score} writes it
   * (under crac2024's four settings, grouped by file), and one run of the three systems whose
   * anaphors.csv and anaphors_documents.csv hold, for each system, exactly the rows {@code score
   * --anaphors} writes for it alone.
   */
  @Test
  void anaphorsOnTheCracSampleSystemBySystemAndInOneRun() throws IOException {
    oneRunHoldsEachSystemsRows(
        "samples/crac/key",
        "samples/crac/systems",
        List.of("good", "greedy", "lazy"),
        List.of("anaphors.csv", "anaphors_documents.csv"),
        "--anaphors",
        "--settings",
        "crac2024",
        "--group-by",
        "file");
  }

  /**
   * Long documents on the CoNLL sample, with windows short enough to cut its documents (5 and 40
   * words, every scheme) and every major entity: each system's files as {@code score} writes them,
   * and one run of the three systems whose long_documents.csv (sums) and
   * long_documents_documents.csv hold, for each system, exactly the rows {@code score
   * --long-documents} writes for it alone; the run's summary prints each system's penalty as
   * long_documents.csv has it.
   */
  @Test
  void longDocumentsOnTheSampleSystemBySystemAndInOneRun() throws IOException {
    Path runDir =
        oneRunHoldsEachSystemsRows(
            "samples/key",
            "samples/systems",
            List.of("merger", "singletons", "strong"),
            List.of("long_documents.csv", "long_documents_documents.csv"),
            "--long-documents",
            "--windows",
            "5,40",
            "--window-scheme",
            "fixed,sentence,bookcoref",
            "--major-entities",
            "all,1");
    for (String row : Files.readAllLines(runDir.resolve("long_documents.csv"))) {
      String[] cells = row.split(",");
      if (row.contains(",ALL,penalty-fixed,L=40,conll,")) {
        double penalty = 100 * Double.parseDouble(cells[cells.length - 1]);
        String line = String.format(java.util.Locale.ROOT, "fixed L=40 %+.2f;", penalty);
        assertTrue(out.contains("  " + cells[0] + ": BookCoref CoNLL F1 "), out);
        assertTrue(out.contains(line), line + " in " + out);
      }
    }
  }

  /**
   * Each system of {@code systems} (the directory's, in its order) through {@code same}, then one
   * run of them all: each of {@code files} in the run holds the score's rows, system after system.
   * Returns the run's directory.
   */
  private Path oneRunHoldsEachSystemsRows(
      String key, String systemsDir, List<String> systems, List<String> files, String... options)
      throws IOException {
    List<Path> scored = new ArrayList<>();
    for (String system : systems) {
      scored.add(same(key, Path.of(systemsDir, system), options));
    }
    Path runDir = tmp.resolve("run-all");
    List<String> runArgs =
        new ArrayList<>(
            List.of("run", "--key", key, "--systems", systemsDir, "--out", runDir.toString()));
    runArgs.addAll(List.of(options));
    assertEquals(Main.OK, run(runArgs.toArray(new String[0])), err);
    for (String file : files) {
      List<String> all = Files.readAllLines(runDir.resolve(file));
      List<String> joined = new ArrayList<>(List.of(all.get(0)));
      for (Path dir : scored) {
        List<String> one = Files.readAllLines(dir.resolve(file));
        assertEquals(all.get(0), one.get(0), file);
        assertTrue(one.size() > 1, file + " of " + dir);
        joined.addAll(one.subList(1, one.size()));
      }
      assertEquals(joined, all, file + ": the run's rows against score's, system by system");
    }
    return runDir;
  }

  /**
   * The coval profile (coval's reading and counting, docs/explanation/corefud-and-coval.md 10) on a
   * small key and six responses written here, one system each, in both singleton modes: {@code run}
   * writes what {@code score --out} writes, per-document rows and problems included. Each response
   * has one of coval's reading cases: a span repeated in one entity, one span in two entities, two
   * starts without a separator (against a key whose first mention spans three words), a plus inside
   * a cell, a mention across a sentence boundary, a one-mention entity listed twice ({@code
   * CovalProfileTest} checks that score's counts are coval's).
   */
  @Test
  void theCovalProfileOnItsReadingCases() throws IOException {
    String[] words = {
      "Omar", "gave", "his", "sister", "a", "kite", ".", "She", "flew", "it", "for", "Omar", "."
    };
    // the key: Omar (1) gave his (1) sister (2) a kite (3) . | She (2) flew it (3) for Omar (1) .
    String[] key = {"(1)", "-", "(1)", "(2)", "(3", "3)", "-", "(2)", "-", "(3)", "-", "(1)", "-"};
    String[] keyc3 = key.clone();
    keyc3[0] = "(1"; // "Omar gave his" one mention
    keyc3[2] = "1)";
    Path examples = Files.createDirectories(tmp.resolve("coval-cases"));
    Files.write(examples.resolve("key.conll"), covalCase(words, key));
    Files.write(examples.resolve("keyc3.conll"), covalCase(words, keyc3));
    String[][] responses = new String[6][];
    for (int i = 0; i < responses.length; i++) {
      responses[i] = key.clone();
    }
    responses[0][2] = "(1)|(1)"; // r1: a span repeated in one entity
    responses[1][2] = "(1)|(2)"; // r2: one span in two entities
    responses[2] = keyc3.clone(); // r3: two starts without a separator, the second entity's
    responses[2][0] = "(1(4"; //     mention the whole first sentence
    responses[2][6] = "4)";
    responses[3][0] = "(1+4)"; // r4: a plus inside a cell
    responses[4][3] = "(2"; // r5: a mention across the sentence boundary
    responses[4][7] = "2)";
    responses[5][3] = "(5)|(5)"; // r6: a one-mention entity listed twice
    responses[5][7] = "-";
    for (int i = 0; i < responses.length; i++) {
      String response = "r" + (i + 1);
      Files.write(examples.resolve(response + ".conll"), covalCase(words, responses[i]));
      String keyFile =
          examples.resolve(response.equals("r3") ? "keyc3.conll" : "key.conll").toString();
      for (String singletons : List.of("keep", "remove")) {
        Path system = tmp.resolve("coval-" + response + "-" + singletons);
        Files.createDirectories(system);
        Files.copy(examples.resolve(response + ".conll"), system.resolve(response + ".conll"));
        same(keyFile, system, "--profile", "coval", "--singletons", singletons);
      }
    }
  }

  /**
   * One document {@code (q); part 000} of two sentences (the first seven words, the last six) in 11
   * columns, with a coreference cell per word.
   */
  private static List<String> covalCase(String[] all, String[] coreference) {
    List<String> lines = new ArrayList<>(List.of("#begin document (q); part 000"));
    for (int i = 0; i < all.length; i++) {
      int inSentence = i < 7 ? i : i - 7;
      if (i == 7) {
        lines.add("");
      }
      lines.add(
          String.join(
              "\t",
              "q",
              "0",
              Integer.toString(inSentence),
              all[i],
              "-",
              "-",
              "-",
              "-",
              "-",
              "-",
              coreference[i]));
    }
    lines.add("");
    lines.add("#end document");
    return lines;
  }

  @Test
  void theJsonlinesSample() throws IOException {
    try (Stream<Path> systems = Files.list(Path.of("samples/jsonl/systems"))) {
      for (Path system : systems.sorted().toList()) {
        same("samples/jsonl/key", system);
      }
    }
  }

  /** The sample key with an NE layer in column 11, against a perturbed system. */
  @Test
  void anNeKeyWithTheErrorAnalysisAndConeEntityRows() throws IOException {
    same(
        neKey.toString(),
        perturbed.resolve("weak"),
        "--errors",
        "--error-costs",
        "--list-errors",
        "--metrics",
        "all,cone",
        "--cone-entities");
  }

  /** Runs both on one key and system and compares the directories file by file; returns score's. */
  private Path same(String keyAsGiven, Path systemAsGiven, String... options) throws IOException {
    // a run names files by their absolute paths
    String key = Path.of(keyAsGiven).toAbsolutePath().normalize().toString();
    Path system = systemAsGiven.toAbsolutePath().normalize();
    String name = system.getFileName().toString();
    Path scoreDir = tmp.resolve("score-" + name);
    Path runDir = tmp.resolve("run-" + name);
    List<String> score = new ArrayList<>(List.of("score", key, system.toString()));
    score.addAll(List.of(options));
    if (List.of(options).contains("--cone-entities")) { // score's takes the file it writes
      score.add(score.indexOf("--cone-entities") + 1, tmp.resolve("rows.csv").toString());
    }
    score.addAll(List.of("--out", scoreDir.toString(), "--overwrite"));
    assertEquals(Main.OK, run(score.toArray(new String[0])), err);
    assertTrue(out.contains("Outputs in " + scoreDir.toAbsolutePath()), out);
    String scoreListed = out.substring(out.indexOf("Outputs in ")).split("\n")[0];
    List<String> runArgs =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                key,
                "--system",
                name + "=" + system,
                "--out",
                runDir.toString(),
                "--overwrite"));
    runArgs.addAll(List.of(options));
    assertEquals(Main.OK, run(runArgs.toArray(new String[0])), err);
    String runListed = out.substring(out.indexOf("Outputs in ")).split("\n")[0];

    List<String> runFiles = files(runDir);
    List<String> expected =
        runFiles.stream().filter(f -> !f.endsWith(".parquet") && !f.contains(".parquet/")).toList();
    assertEquals(expected, files(scoreDir), key + " " + system);
    for (String file : expected) {
      if (!NOT_COMPARED.contains(file)) {
        assertArrayEquals(
            Files.readAllBytes(runDir.resolve(file)),
            Files.readAllBytes(scoreDir.resolve(file)),
            () -> file + " of " + system + " differs (run " + runDir + ", score " + scoreDir + ")");
      }
    }
    ObjectMapper json = new ObjectMapper();
    JsonNode runJson = json.readTree(runDir.resolve("run.json").toFile());
    JsonNode scoreJson = json.readTree(scoreDir.resolve("run.json").toFile());
    for (String part :
        List.of("status", "settings", "groups", "semantics", "systems", "problems")) {
      assertEquals(runJson.get(part), scoreJson.get(part), "run.json " + part);
    }
    assertEquals(
        runListed
            .substring(runListed.indexOf(": "))
            .replace(" errors_documents.parquet,", "")
            .replace(" documents.parquet,", ""),
        scoreListed.substring(scoreListed.indexOf(": ")));
    return scoreDir;
  }

  private static List<String> files(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile)
          .map(f -> dir.relativize(f).toString())
          .filter(f -> !f.startsWith("."))
          .sorted()
          .toList();
    }
  }
}
