package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.apache.hadoop.conf.Configuration;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score} (local files) and {@code run} (Hadoop's FileSystem) list inputs by one rule, on one
 * fixture: the same CoNLL files, the same hidden entries skipped, the same files noted as ignored,
 * and so the same score for the same system. (Before the rule was one, {@code score} read a
 * system's {@code _part-00000_conll} that {@code run} skipped.)
 */
class ListingRuleTest extends CliTest {
  private static final Path SAMPLES = Path.of("samples");

  @TempDir Path tmp;
  private Path systems;

  @BeforeEach
  void fixture() throws IOException {
    systems = tmp.resolve("systems");
    Path visible = Files.createDirectories(systems.resolve("visible"));
    for (String doc : List.of("ferry_conll", "letter_conll", "market_conll")) {
      Files.copy(SAMPLES.resolve("systems/strong").resolve(doc), visible.resolve(doc));
    }
    // hidden entries that would change the score if they were read: a second copy of a document
    // with every mention dropped (a duplicate, whose last occurrence would count)
    String emptied = Files.readString(SAMPLES.resolve("systems/merger/ferry_conll"));
    Files.writeString(visible.resolve(".ferry_conll.swp_conll"), emptied);
    Files.createDirectories(visible.resolve("_temporary"));
    Files.writeString(visible.resolve("_temporary/zz_conll"), emptied);
    Files.writeString(visible.resolve("notes.txt"), "not a CoNLL file\n");
    Path hiddenOnly = Files.createDirectories(systems.resolve("hidden-only"));
    Files.copy(
        SAMPLES.resolve("systems/strong/ferry_conll"), hiddenOnly.resolve("_part-00000_conll"));
    Files.writeString(systems.resolve("_SUCCESS"), "");
    Files.writeString(systems.resolve("README.md"), "systems\n");
  }

  @Test
  void bothListersFindTheSameFilesAndNoteTheSameIgnoredOnes() throws IOException {
    for (String system : List.of("visible", "hidden-only")) {
      List<Problem> localNotes = new ArrayList<>();
      List<String> local =
          InputFiles.list(systems.resolve(system), localNotes::add).stream()
              .map(p -> p.toAbsolutePath().toString())
              .toList();
      InputPlan plan =
          InputPlan.build(
              new Configuration(),
              SAMPLES.resolve("key").toString(),
              null,
              Map.of(system, systems.resolve(system).toString()),
              0,
              2,
              null);
      List<String> hadoop =
          plan.groups.stream()
              .flatMap(List::stream)
              .filter(s -> s.sources()[0] == 1)
              .map(s -> InputPlan.display(s.path()))
              .sorted()
              .toList();
      assertEquals(local, hadoop, system);
      Set<String> hadoopNotes =
          plan.problems.stream()
              .filter(p -> p.source() == 1)
              .filter(p -> p.problem().kind() == ProblemKind.IGNORED_FILE)
              .map(p -> p.problem().file())
              .collect(Collectors.toCollection(TreeSet::new));
      assertEquals(
          localNotes.stream()
              .map(Problem::file)
              .map(f -> Path.of(f).toAbsolutePath().toString())
              .collect(Collectors.toCollection(TreeSet::new)),
          hadoopNotes,
          system);
    }
    assertEquals(3, InputFiles.list(systems.resolve("visible"), p -> {}).size());
    assertEquals(List.of(), InputFiles.list(systems.resolve("hidden-only"), p -> {}));
  }

  @Test
  void theRuleOfNames() {
    assertEquals(InputNames.Entry.HIDDEN, InputNames.classify("_part-00000_conll", false));
    assertEquals(InputNames.Entry.HIDDEN, InputNames.classify(".git", true));
    assertEquals(InputNames.Entry.READ, InputNames.classify("a.conll.gz", false));
    assertEquals(InputNames.Entry.READ, InputNames.classify("nw", true));
    assertEquals(InputNames.Entry.IGNORED, InputNames.classify("README.md", false));
    // an LLM's outputs: the format's own file names, for the systems' entries only
    assertEquals(InputNames.Entry.IGNORED, InputNames.classify("sys1.txt", false));
    assertEquals(InputNames.Entry.READ, InputNames.classify("sys1.txt.gz", false, ".txt"));
    assertEquals(InputNames.Entry.IGNORED, InputNames.classify("notes.md", false, ".txt"));
    assertEquals("sys1", InputNames.systemName("sys1.txt.gz", false, ".txt"));
    assertEquals("sys1.json", InputNames.systemName("sys1.json", false, ".txt"));
    assertEquals("sys1", InputNames.systemName("sys1.conll.gz", false));
    assertEquals("sys1.conll", InputNames.systemName("sys1.conll", true));
  }

  @Test
  void scoreAndRunGiveOneSystemTheSameScoreAndRefuseTheSameOne() throws IOException {
    SharedSpark.get();
    Path runOut = tmp.resolve("out");
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            SAMPLES.resolve("key").toString(),
            "--systems",
            systems.toString(),
            "--out",
            runOut.toString()),
        err);
    List<CSVRecord> problems = Csv.read(runOut.resolve("problems.csv"));
    assertTrue(
        problems.stream()
            .anyMatch(
                r ->
                    r.get("system").equals("hidden-only")
                        && r.get("kind").equals("no_input_files")),
        problems.toString());

    Path csv = tmp.resolve("visible.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            SAMPLES.resolve("key").toString(),
            systems.resolve("visible").toString(),
            "--csv",
            csv.toString()),
        err);
    List<CSVRecord> fromScore = Csv.read(csv);
    List<CSVRecord> fromRun =
        Csv.read(runOut.resolve("scores.csv")).stream()
            .filter(r -> r.get("system").equals("visible"))
            .toList();
    assertEquals(fromScore.size(), fromRun.size());
    for (int i = 0; i < fromScore.size(); i++) {
      for (String column :
          List.of("metric", "recall_num", "recall_den", "precision_num", "precision_den", "f1")) {
        assertEquals(fromScore.get(i).get(column), fromRun.get(i).get(column), column);
      }
    }

    assertEquals(
        Main.REFUSED,
        run("score", SAMPLES.resolve("key").toString(), systems.resolve("hidden-only").toString()),
        out);
    assertTrue(err.contains("no input files"), err);
  }

  /** A link to a system's directory is read as the directory, by score as by run. */
  @Test
  void aLinkedDirectoryIsReadAsItsTarget() throws IOException {
    Path link = Files.createSymbolicLink(tmp.resolve("linked"), systems.resolve("visible"));
    List<Problem> none = new ArrayList<>();
    List<String> viaLink =
        InputFiles.list(link, none::add).stream().map(p -> p.getFileName().toString()).toList();
    List<String> direct =
        InputFiles.list(systems.resolve("visible"), none::add).stream()
            .map(p -> p.getFileName().toString())
            .toList();
    assertEquals(List.of("ferry_conll", "letter_conll", "market_conll"), viaLink);
    assertEquals(direct, viaLink);
    assertEquals(Main.OK, run("score", SAMPLES.resolve("key").toString(), link.toString()), err);
  }
}
