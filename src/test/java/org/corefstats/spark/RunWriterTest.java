package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.FileMetaData;
import org.apache.parquet.io.LocalInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.report.RunResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The per-document outputs of a run do not depend on how many tasks write them: documents.csv and
 * problems.csv are the same bytes, documents.parquet the same rows, whether the scoring tasks wrote
 * them (one task, or one per system) or tasks after them (no system held whole by a task); and
 * documents.parquet is what Spark SQL writes (Parquet schema, footer with Spark's schema, rows).
 */
class RunWriterTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static Path systems;

  /** The sample key ({@code samples/key}: three documents, one file each). */
  private static final Path KEY = Path.of("samples/key").toAbsolutePath();

  /**
   * The sample key and seven systems: four perturbed ones, one with a broken file (left out), one
   * lacking a document and with a stray file, one with a document in two files: problems of several
   * systems, files and lines, and the corpus rules settled where a task holds a system whole or
   * after the tasks.
   */
  @BeforeAll
  static void makeSystems() throws IOException {
    SharedSpark.get();
    Path perturbed = shared.resolve("perturbed");
    assertEquals(
        Main.OK,
        new CliTest() {}.runCommand(
            "perturb",
            KEY.toString(),
            "--systems",
            "4",
            "--profile",
            "weak",
            "--seed",
            "11",
            "--out",
            perturbed.toString()));
    systems = Files.createDirectories(shared.resolve("systems"));
    for (int i = 1; i <= 4; i++) {
      copy(perturbed.resolve("sys0" + i), systems.resolve("sys0" + i));
    }
    Path broken = copy(perturbed.resolve("sys01"), systems.resolve("broken"));
    Path file = broken.resolve("market_conll");
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    int target = lines.size() / 2;
    while (lines.get(target).isBlank() || lines.get(target).startsWith("#")) {
      target++;
    }
    lines.set(target, lines.get(target).replaceAll("\t[^\t]*$", "\t999)"));
    Files.write(file, lines);
    Path partial = copy(perturbed.resolve("sys02"), systems.resolve("partial"));
    try (Stream<Path> files = Files.list(partial)) {
      for (Path f : files.sorted().limit(1).toList()) { // ferry_conll
        Files.delete(f);
      }
    }
    Files.writeString(partial.resolve("notes.txt"), "not CoNLL");
    Path twice = copy(perturbed.resolve("sys03"), systems.resolve("twice"));
    // sample/letter read twice: from again_conll, then from letter_conll, whose copy counts
    Files.copy(perturbed.resolve("sys04").resolve("letter_conll"), twice.resolve("again_conll"));
  }

  @Test
  void oneTaskOrSeveralWriteTheSameOutputs() throws IOException {
    Path one = run(1, WHOLE_RUN);
    Path several = run(3, ONE_SYSTEM);
    Path cut = run(3, ONE_FILE);

    for (Path other : List.of(several, cut)) {
      assertArrayEquals(bytes(one, "documents.csv"), bytes(other, "documents.csv"));
      assertArrayEquals(bytes(one, "problems.csv"), bytes(other, "problems.csv"));
    }
    List<CSVRecord> documents = Csv.read(several.resolve("documents.csv"));
    assertEquals(
        6 * 3 * 10, documents.size(), "every scored system (6), key document (3) and metric (10)");
    assertEquals(
        List.of("partial", "sys01", "sys02", "sys03", "sys04", "twice"),
        documents.stream().map(r -> r.get("system")).distinct().toList(),
        "sorted by system");
    Set<String> withProblems =
        Csv.read(several.resolve("problems.csv")).stream()
            .map(r -> r.get("system"))
            .collect(Collectors.toSet());
    assertTrue(
        withProblems.containsAll(List.of("broken", "partial", "twice")),
        "problems of: " + withProblems);
    for (Path out : List.of(one, several, cut)) {
      try (Stream<Path> files = Files.list(out)) {
        assertFalse(
            files.anyMatch(f -> f.getFileName().toString().startsWith(".")),
            "no parts are left behind");
      }
    }

    assertEquals(1, parquetFiles(one).size(), "one scoring task held every system");
    // one file per scoring task with a kept system: "broken" (left out) shared none
    assertEquals(6, parquetFiles(several).size(), "a scoring task per system");
    SparkSession spark = SharedSpark.get();
    Dataset<Row> a = spark.read().parquet(one.resolve("documents.parquet").toString());
    for (Path other : List.of(several, cut)) {
      Dataset<Row> b = spark.read().parquet(other.resolve("documents.parquet").toString());
      assertEquals(documents.size(), b.count());
      assertEquals(0, a.exceptAll(b).count());
      assertEquals(0, b.exceptAll(a).count());
    }
  }

  /**
   * A system's rows where the scoring task holding it writes them, or, where no task holds it
   * whole, written afterwards: a system the verdict leaves out shares a scoring task's file with
   * kept ones, which is then written again without it; the same outputs.
   */
  @Test
  void aSystemLeftOutLeavesNoRowWhereverItsRowsWereWritten() throws IOException {
    Path together = run(1, WHOLE_RUN);
    SparkSession spark = SharedSpark.get();
    Dataset<Row> rows = spark.read().parquet(together.resolve("documents.parquet").toString());
    assertEquals(0, rows.filter("system = 'broken'").count());
    assertEquals(6 * 3 * 10, rows.count());
  }

  @Test
  void documentsParquetIsWhatSparkSqlWrites() throws IOException {
    Path out = run(0);
    SparkSession spark = SharedSpark.get();
    Dataset<Row> ours = spark.read().parquet(out.resolve("documents.parquet").toString());

    Path reference = tmp.resolve("reference.parquet");
    spark
        .createDataFrame(ours.collectAsList(), ScoreTableSchema.DOCUMENTS)
        .coalesce(1)
        .write()
        .parquet(reference.toString());
    FileMetaData expected = footer(parquetFilesIn(reference).get(0));
    for (Path file : parquetFiles(out)) {
      FileMetaData actual = footer(file);
      assertEquals(expected.getSchema(), actual.getSchema());
      assertEquals(expected.getKeyValueMetaData(), actual.getKeyValueMetaData());
    }
    Dataset<Row> theirs = spark.read().parquet(reference.toString());
    assertEquals(theirs.schema(), ours.schema());
    assertEquals(ours.count(), theirs.count());
    assertEquals(0, ours.exceptAll(theirs).count());
    assertTrue(Files.exists(out.resolve("documents.parquet").resolve("_SUCCESS")));
  }

  @Test
  void smallOutputsAreWrittenByOneTaskLargeOnesByOnePerCoreAtLeast() {
    assertEquals(1, RunWriter.tasks(0, 2));
    assertEquals(1, RunWriter.tasks(8_000, 2), "LitBank, 8 systems");
    assertEquals(1, RunWriter.tasks(74_000, 2), "740 documents, 10 systems");
    assertEquals(2, RunWriter.tasks(740_000, 2), "100 systems");
    assertEquals(7, RunWriter.tasks(740_000, 100));
    assertEquals(8, RunWriter.tasks(7_400_000, 2), "1,000 systems: by size");
  }

  /** Every input in one scoring task. */
  private static final long WHOLE_RUN = 64L << 20;

  /**
   * A system (3 or 4 files of 6 to 8 KB, each costing {@link InputPlan#OPEN_COST} more) per scoring
   * task, held whole.
   */
  private static final long ONE_SYSTEM = 4 * (InputPlan.OPEN_COST + (8 << 10));

  /**
   * A file per scoring task (each costs more than this, and none is longer, so none is cut): no
   * system is held whole, all are written afterwards.
   */
  private static final long ONE_FILE = 10 << 10;

  /** The job's outputs written by {@code tasks} tasks (0: as many as the size asks). */
  private Path run(int tasks) throws IOException {
    return run(tasks, 0);
  }

  /**
   * The job's outputs, scored by tasks of {@code splitBytes} (0: automatic) and what they did not
   * write written by {@code tasks} tasks (0: as many as the size asks).
   */
  private Path run(int tasks, long splitBytes) throws IOException {
    Path out = Files.createDirectories(tmp.resolve("out-" + tasks + "-" + splitBytes));
    RunInputs inputs = new RunInputs(KEY.toString(), systems.toString(), Map.of());
    Evaluation evaluation =
        Evaluation.of(
            EnumSet.copyOf(Metric.all()),
            new Semantics.Choice(Semantics.Profile.V801, null, null),
            Tolerance.DEFAULT,
            -1);
    RunResult result =
        new RescoringJob(
                SharedSpark.get(),
                inputs,
                evaluation,
                new Execution(
                    splitBytes,
                    Execution.DEFAULT_KEY_BROADCAST_BYTES,
                    Execution.defaults().master(),
                    Execution.defaults().conf()),
                tasks)
            .run(out.toString());
    assertEquals(List.of("broken"), leftOut(result));
    return out;
  }

  private static List<String> leftOut(RunResult result) {
    return result.systems().stream()
        .filter(RunResult.SystemResult::leftOut)
        .map(RunResult.SystemResult::name)
        .toList();
  }

  private static List<Path> parquetFiles(Path out) throws IOException {
    return parquetFilesIn(out.resolve("documents.parquet"));
  }

  private static List<Path> parquetFilesIn(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".parquet")).sorted().toList();
    }
  }

  private static FileMetaData footer(Path file) throws IOException {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      return reader.getFooter().getFileMetaData();
    }
  }

  private static byte[] bytes(Path out, String file) throws IOException {
    byte[] bytes = Files.readAllBytes(out.resolve(file));
    assertTrue(new String(bytes, StandardCharsets.UTF_8).contains("\n"), file + " has rows");
    return bytes;
  }

  private static Path copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> files = Files.list(from)) {
      for (Path f : files.toList()) {
        Files.copy(f, to.resolve(f.getFileName()));
      }
    }
    return to;
  }
}
