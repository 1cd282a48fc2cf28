package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats run} end to end on a shared local Spark session: for every system the job's
 * scores equal those of {@code corefstats score} (same counts; fractional sums to 1e-12), on every
 * sample corpus and format and on the sample key with simulated systems; reading one concatenated
 * file in many small splits gives what reading one file per document gives (a synthetic corpus); a
 * broken system is reported with its exact location and left out while the others are scored;
 * outputs are atomic.
 */
class RunCommandTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  /** The sample key ({@code samples/key}, three documents). */
  private static final Path KEY = PerturbedSystems.KEY;

  /** The systems strong, weak and merger, perturbed from the sample key. */
  private static Path simulated;

  @BeforeAll
  static void startSparkAndMakeSystems() throws IOException {
    SharedSpark.get();
    simulated =
        PerturbedSystems.of(shared, shared.resolve("systems"), 7, "strong", "weak", "merger");
  }

  /**
   * Every sample corpus, one run per key with its systems: CoNLL-2012 ({@code samples/key}, 3
   * systems), CoNLL-U ({@code samples/conllu}, 2), jsonlines ({@code samples/jsonl}, 2) and CorefUD
   * ({@code samples/crac}, 3, under the corefud profile that its key implies).
   */
  @Test
  void everySampleScoresEqualTheScoreCommand() throws IOException {
    int compared = 0;
    for (String sample : List.of("samples", "samples/conllu", "samples/jsonl", "samples/crac")) {
      Path key = Path.of(sample, "key");
      List<Path> systems;
      try (Stream<Path> listed = Files.list(Path.of(sample, "systems"))) {
        systems = listed.filter(Files::isDirectory).sorted().toList();
      }
      List<String> args = new ArrayList<>(List.of("run", "--key", key.toString()));
      systems.forEach(d -> args.addAll(List.of("--system", d.getFileName() + "=" + d)));
      Path out = tmp.resolve(sample.replace('/', '-'));
      args.addAll(List.of("--out", out.toString()));
      assertEquals(Main.OK, run(args.toArray(new String[0])), err + out);
      Map<String, Map<String, CSVRecord>> scores = bySystem(read(out.resolve("scores.csv")));
      assertEquals(systems.size(), scores.size(), sample);
      for (Path system : systems) {
        assertSameRows(
            system.toString(),
            scoreCommand(key, system),
            scores.get(system.getFileName().toString()));
        compared++;
      }
    }
    assertEquals(3 + 2 + 2 + 3, compared);
  }

  @Test
  void theSampleKeyWithSimulatedSystemsEqualsTheScoreCommandPerSystemAndPerDocument()
      throws IOException {
    Path out = tmp.resolve("out");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            KEY.toString(),
            "--systems",
            simulated.toString(),
            "--out",
            out.toString()),
        err);
    assertTrue(this.out.contains("rank  system"), "summary printed:\n" + this.out);
    Map<String, Map<String, CSVRecord>> scores = bySystem(read(out.resolve("scores.csv")));
    assertEquals(List.of("merger", "strong", "weak"), List.copyOf(scores.keySet()));
    for (String system : scores.keySet()) {
      assertSameRows(system, scoreCommand(KEY, simulated.resolve(system)), scores.get(system));
    }
    // per document: the job's documents.csv against score --documents-csv
    Path documents = tmp.resolve("weak-documents.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            KEY.toString(),
            simulated.resolve("weak").toString(),
            "--documents-csv",
            documents.toString()));
    List<CSVRecord> expected = read(documents);
    List<CSVRecord> actual =
        read(out.resolve("documents.csv")).stream()
            .filter(r -> r.get("system").equals("weak"))
            .toList();
    assertEquals(3 * 10, expected.size(), "3 documents x 10 rows (8 metrics, BLANC's halves)");
    assertEquals(expected.size(), actual.size());
    Map<String, CSVRecord> byDocumentAndMetric = new LinkedHashMap<>();
    actual.forEach(r -> byDocumentAndMetric.put(r.get("document") + "|" + r.get("metric"), r));
    for (CSVRecord e : expected) {
      CSVRecord a = byDocumentAndMetric.get(e.get("document") + "|" + e.get("metric"));
      assertSameValues(e.get("document") + " " + e.get("metric"), e, a);
    }
    JsonNode json = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals("ok", json.get("status").asText());
    assertEquals(3, json.get("inputs").get("keyDocuments").asInt());
    assertEquals(3, json.get("systems").size());
    assertTrue(
        Files.readString(out.resolve("summary.txt")).contains("rank  system"), "summary table");
    assertTrue(Files.isDirectory(out.resolve("documents.parquet")));
    long parquetRows =
        SharedSpark.get().read().parquet(out.resolve("documents.parquet").toString()).count();
    assertEquals(3 * 3 * 10, parquetRows);
  }

  /**
   * A synthetic corpus (40 documents, one file each) and two systems perturbed from it, each side
   * concatenated into one file and read in splits of 16 KB.
   */
  @Test
  void oneConcatenatedFileInTinySplitsEqualsOneFilePerDocument() throws IOException {
    Path corpus = tmp.resolve("synth");
    assertEquals(
        Main.OK,
        run("synth", "--docs", "40", "--systems", "0", "--seed", "7", "--out", corpus.toString()),
        err);
    Path perDocument = corpus.resolve("key");
    Path synthSystems =
        PerturbedSystems.of(perDocument, tmp, tmp.resolve("synth-systems"), 7, "strong", "weak");
    Path key = concatenate(perDocument, tmp.resolve("key_conll"));
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    long splitSize = 16 * 1024;
    long expectedSplits = splits(Files.size(key), splitSize);
    for (String s : List.of("strong", "weak")) {
      Path one = concatenate(synthSystems.resolve(s), systems.resolve(s + "_conll"));
      expectedSplits += splits(Files.size(one), splitSize);
    }
    assertTrue(expectedSplits > 3 * 10, "many splits: " + expectedSplits);
    Path split = tmp.resolve("split");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--out",
            split.toString(),
            "--split-size",
            Long.toString(splitSize)),
        err);
    JsonNode json = new ObjectMapper().readTree(split.resolve("run.json").toFile());
    assertEquals(
        expectedSplits,
        json.get("inputs").get("splits").asLong(),
        "each file in pieces of 16 KB: " + json.get("inputs"));

    Path whole = tmp.resolve("whole");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            perDocument.toString(),
            "--system",
            "strong=" + synthSystems.resolve("strong"),
            "--system",
            "weak=" + synthSystems.resolve("weak"),
            "--out",
            whole.toString()),
        err);
    Map<String, Map<String, CSVRecord>> a = bySystem(read(split.resolve("scores.csv")));
    Map<String, Map<String, CSVRecord>> b = bySystem(read(whole.resolve("scores.csv")));
    assertEquals(b.keySet(), a.keySet());
    for (String system : b.keySet()) {
      assertSameRows(system, b.get(system), a.get(system));
    }
    assertEquals(
        read(whole.resolve("documents.csv")).size(), read(split.resolve("documents.csv")).size());
    assertEquals(2 * 40 * 10, read(split.resolve("documents.csv")).size());
  }

  /** The splits of a file of {@code size} bytes: pieces of at most {@code splitSize}. */
  private static long splits(long size, long splitSize) {
    return (size + splitSize - 1) / splitSize;
  }

  @Test
  void aBrokenSystemIsLeftOutWithItsExactLocationAndTheOthersAreScored() throws IOException {
    Path key = concatenate(KEY, tmp.resolve("key_conll"));
    List<String> lines =
        new ArrayList<>(Files.readAllLines(simulated.resolve("strong").resolve("market_conll")));
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    concatenate(simulated.resolve("weak"), systems.resolve("weak_conll"));
    // the broken system: all of strong, with a closing bracket without opening deep inside the file
    Path broken = concatenate(simulated.resolve("strong"), systems.resolve("broken_conll"));
    List<String> all = new ArrayList<>(Files.readAllLines(broken));
    int target = all.size() * 2 / 3;
    while (all.get(target).isBlank() || all.get(target).startsWith("#")) {
      target++;
    }
    all.set(target, all.get(target).replaceAll("\t[^\t]*$", "\t999)"));
    Files.write(broken, all);
    String document = documentAt(all, target);
    long offset = 0; // of the broken line: past the first split (ASCII lines)
    for (String line : all.subList(0, target)) {
      offset += line.length() + 1;
    }
    assertTrue(offset > 4096 && Files.size(key) > 2 * 4096, "in a later split: " + offset);

    Path out = tmp.resolve("out");
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--out",
            out.toString(),
            "--split-size",
            "4k"),
        err);
    assertEquals(List.of("weak"), List.copyOf(bySystem(read(out.resolve("scores.csv"))).keySet()));
    CSVRecord problem =
        read(out.resolve("problems.csv")).stream()
            .filter(r -> r.get("kind").equals("unmatched_closing"))
            .findFirst()
            .orElseThrow();
    assertEquals("broken", problem.get("system"));
    assertEquals(broken.toString(), problem.get("file"));
    assertEquals(
        Integer.toString(target + 1),
        problem.get("line"),
        "absolute line, though read from a split");
    assertEquals(document, problem.get("document"));
    assertEquals("error", problem.get("severity"));
    assertTrue(
        read(out.resolve("problems.csv")).stream()
            .anyMatch(
                r -> r.get("kind").equals("system_left_out") && r.get("system").equals("broken")));
    assertTrue(this.out.contains("Left out"), this.out);
    assertTrue(
        read(out.resolve("documents.csv")).stream()
            .noneMatch(r -> r.get("system").equals("broken")));
    assertEquals(
        "partial",
        new ObjectMapper().readTree(out.resolve("run.json").toFile()).get("status").asText());
    assertFalse(lines.isEmpty());
  }

  /**
   * One sample document: the strong system's response ("fine"), the same compressed and cut in the
   * middle ("truncated"), and the same with a key-matching one-word mention copied ten times into
   * an entity of its own ("repeats": v8.01 removes the ten later copies, more than the 5 allowed).
   */
  @Test
  void anUnreadableFileOrTooManyRepeatsLeaveOnlyThatSystemOut() throws IOException {
    Path key = KEY.resolve("ferry_conll");
    Path fine = Path.of("samples/systems/strong/ferry_conll");
    List<String> keyLines = Files.readAllLines(key);
    List<String> repeated = new ArrayList<>(Files.readAllLines(fine));
    assertEquals(keyLines.size(), repeated.size(), "the same lines, the same tokens");
    assertTrue(repeated.stream().noneMatch(l -> l.contains("(99")), "entity 99 is new");
    int copied = -1;
    for (int i = 0; i < keyLines.size() && copied < 0; i++) {
      String cell = keyLines.get(i).replaceAll(".*\t", "");
      if (cell.matches("\\(\\d+\\)") && repeated.get(i).endsWith("\t" + cell)) {
        copied = i; // a one-word key mention that the response has too
      }
    }
    assertTrue(copied > 0);
    repeated.set(copied, repeated.get(copied) + "|(99)".repeat(10));
    Path repeats = Files.write(tmp.resolve("repeats_conll"), repeated);
    byte[] gz;
    try (var bytes = new ByteArrayOutputStream();
        var zip = new GZIPOutputStream(bytes)) {
      zip.write(Files.readAllBytes(fine));
      zip.finish();
      gz = bytes.toByteArray();
    }
    Path truncated =
        Files.write(tmp.resolve("truncated.conll.gz"), Arrays.copyOf(gz, gz.length / 2));
    Path out = tmp.resolve("out");
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            key.toString(),
            "--system",
            "fine=" + fine,
            "--system",
            "repeats=" + repeats,
            "--system",
            "truncated=" + truncated,
            "--max-repeated-mentions",
            "5",
            "--out",
            out.toString()),
        err);
    assertEquals(List.of("fine"), List.copyOf(bySystem(read(out.resolve("scores.csv"))).keySet()));
    List<CSVRecord> problems = read(out.resolve("problems.csv"));
    assertTrue(
        problems.stream()
            .anyMatch(
                r ->
                    r.get("system").equals("truncated")
                        && r.get("kind").equals("unreadable_input")
                        && r.get("file").equals(truncated.toString())),
        "" + problems);
    assertTrue(
        problems.stream()
            .anyMatch(
                r ->
                    r.get("system").equals("repeats")
                        && r.get("kind").equals("too_many_repeats")
                        && r.get("message").contains("10 repeated response mentions")));
    assertEquals(2, problems.stream().filter(r -> r.get("kind").equals("system_left_out")).count());
    JsonNode systems = new ObjectMapper().readTree(out.resolve("run.json").toFile()).get("systems");
    assertEquals(
        List.of("fine", "repeats", "truncated"),
        List.of(
            systems.get(0).get("name").asText(),
            systems.get(1).get("name").asText(),
            systems.get(2).get("name").asText()),
        "systems in command-line order");
    assertEquals(10, systems.get(1).get("repeatedMentionsRemoved").asInt());
    assertTrue(systems.get(1).get("leftOut").asBoolean());
  }

  @Test
  void strictReadingLeavesOutSystemsWithWarningsButNotForStrayFiles() throws IOException {
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    for (String s : List.of("strong", "merger")) {
      Path dir = Files.createDirectories(systems.resolve(s));
      try (Stream<Path> files = Files.list(Path.of("samples/systems", s))) {
        for (Path f : files.toList()) {
          Files.copy(f, dir.resolve(f.getFileName()));
        }
      }
    }
    Files.delete(systems.resolve("merger/letter_conll")); // a missing document: a warning
    Files.writeString(systems.resolve("README.txt"), "notes about the systems");
    Path out = tmp.resolve("out");
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            systems.toString(),
            "--strict",
            "--out",
            out.toString()),
        err);
    assertEquals(
        List.of("strong"), List.copyOf(bySystem(read(out.resolve("scores.csv"))).keySet()));
    List<CSVRecord> problems = read(out.resolve("problems.csv"));
    CSVRecord stray =
        problems.stream()
            .filter(r -> r.get("kind").equals("ignored_file"))
            .findFirst()
            .orElseThrow();
    assertEquals("", stray.get("system"), "a stray file belongs to no system, nor to the key");
    assertEquals("note", stray.get("severity"));
    assertTrue(
        problems.stream()
            .anyMatch(
                r ->
                    r.get("system").equals("merger")
                        && r.get("kind").equals("missing_document")
                        && r.get("severity").equals("error")));
  }

  @Test
  void outputIsRefusedWhenItExistsAndLeftAbsentWhenTheRunFails() throws IOException {
    Path out = Files.createDirectories(tmp.resolve("out"));
    Files.writeString(out.resolve("scores.csv"), "earlier results");
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            out.toString()));
    assertTrue(err.contains("already exists"), err);
    assertEquals("earlier results", Files.readString(out.resolve("scores.csv")));

    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            out.toString(),
            "--overwrite"),
        err);
    assertTrue(Files.readString(out.resolve("scores.csv")).startsWith("system,metric,"));

    Path failed = tmp.resolve("failed");
    assertEquals(
        Main.IO_ERROR,
        run(
            "run",
            "--key",
            "samples/key",
            "--system",
            "x=" + tmp.resolve("missing"),
            "--out",
            failed.toString()));
    assertFalse(Files.exists(failed));
    try (Stream<Path> siblings = Files.list(tmp)) {
      assertEquals(
          List.of(),
          siblings.filter(p -> p.getFileName().toString().contains("incomplete")).toList());
    }
  }

  @Test
  void aBrokenKeyRefusesTheRun() throws IOException {
    Path key =
        Files.writeString(
            tmp.resolve("key_conll"), "#begin document (a); part 0\nw\t(1\n#end document\n");
    Path out = tmp.resolve("out");
    assertEquals(
        Main.REFUSED,
        run("run", "--key", key.toString(), "--system", "s=" + key, "--out", out.toString()));
    assertTrue(this.out.contains("No scores: the key has errors"), this.out);
    assertEquals(List.of(), read(out.resolve("scores.csv")));
  }

  // ---- helpers ----------------------------------------------------------------------------------

  /** {@code score KEY RESPONSE --csv}: rows by metric. */
  private Map<String, CSVRecord> scoreCommand(Path key, Path response) throws IOException {
    Path csv = Files.createTempFile(tmp, "score", ".csv");
    assertEquals(
        Main.OK, run("score", key.toString(), response.toString(), "--csv", csv.toString()), err);
    Map<String, CSVRecord> rows = new LinkedHashMap<>();
    read(csv).forEach(r -> rows.put(r.get("metric"), r));
    return rows;
  }

  private static void assertSameRows(
      String system, Map<String, CSVRecord> expected, Map<String, CSVRecord> actual) {
    assertEquals(expected.keySet(), actual.keySet(), system);
    for (String metric : expected.keySet()) {
      assertSameValues(system + " " + metric, expected.get(metric), actual.get(metric));
    }
  }

  private static void assertSameValues(String what, CSVRecord expected, CSVRecord actual) {
    for (String column :
        List.of(
            "recall_num",
            "recall_den",
            "precision_num",
            "precision_den",
            "recall",
            "precision",
            "f1")) {
      String e = expected.get(column);
      String a = actual.get(column);
      if (e.isEmpty()) {
        assertEquals("", a, what + " " + column);
      } else {
        double want = Double.parseDouble(e);
        assertEquals(
            want, Double.parseDouble(a), 1e-12 * Math.max(1, Math.abs(want)), what + " " + column);
      }
    }
  }

  private static Map<String, Map<String, CSVRecord>> bySystem(List<CSVRecord> rows) {
    Map<String, Map<String, CSVRecord>> out = new TreeMap<>();
    rows.forEach(
        r ->
            out.computeIfAbsent(r.get("system"), s -> new LinkedHashMap<>())
                .put(r.get("metric"), r));
    return out;
  }

  private static List<CSVRecord> read(Path csv) throws IOException {
    return Csv.read(csv);
  }

  /** The files of a directory in C-locale name order, concatenated into one file. */
  private static Path concatenate(Path dir, Path target) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(Files::isRegularFile).sorted().toList();
    }
    try (var out = Files.newOutputStream(target)) {
      for (Path f : files) {
        Files.copy(f, out);
      }
    }
    return target;
  }

  private static String documentAt(List<String> lines, int index) {
    for (int i = index; i >= 0; i--) {
      if (lines.get(i).startsWith("#begin document ")) {
        return lines.get(i).substring("#begin document ".length());
      }
    }
    throw new AssertionError("no header before line " + index);
  }
}
