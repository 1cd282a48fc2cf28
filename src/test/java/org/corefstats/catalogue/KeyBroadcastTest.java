package org.corefstats.catalogue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.spark.SharedSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two ways a run brings the key to the systems, broadcast (the key parsed once and sent to
 * every task, each system document scored where it is read) and shuffle (documents grouped by
 * name), give the same outputs byte for byte: scores, per-document tables, problems, summary and
 * the run's facts, on the sample files each as a system, the sample key with simulated systems, the
 * bad-input catalogue, and files read in small pieces with repeated, extra and missing documents
 * across the pieces.
 */
class KeyBroadcastTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  /** The sample key ({@code samples/key}: three documents, one file each). */
  private static final Path KEY = Path.of("samples/key");

  /** Three systems perturbed from the sample key: sys01, sys02, sys03. */
  private static Path simulated;

  @BeforeAll
  static void makeSystems() throws IOException {
    SharedSpark.get();
    simulated = Files.createDirectories(shared.resolve("simulated"));
    CliTest cli = new CliTest() {};
    assertEquals(
        Main.OK,
        cli.runCommand(
            "perturb",
            KEY.toString(),
            "--systems",
            "3",
            "--seed",
            "11",
            "--out",
            simulated.toString()),
        cli.stderr());
  }

  /**
   * Every file of the sample systems a system of its own (which then lacks the key's other
   * documents), all against the sample key in one run.
   */
  @Test
  void everySampleFileAsASystem() throws IOException {
    Path systems = Files.createDirectories(tmp.resolve("sample-systems"));
    int responses = 0;
    for (Path system : listedDirectories(Path.of("samples/systems"))) {
      for (Path file : listed(system)) {
        Files.copy(file, systems.resolve(system.getFileName() + "-" + file.getFileName()));
        responses++;
      }
    }
    assertEquals(3 * 3, responses, "strong, merger, singletons x ferry, letter, market");
    assertSameBothWays(
        "samples", Main.OK, "--key", KEY.toString(), "--systems", systems.toString());
  }

  private static List<Path> listedDirectories(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }

  @Test
  void theSampleKeyWithSimulatedSystems() throws IOException {
    assertSameBothWays(
        "simulated", Main.OK, "--key", KEY.toString(), "--systems", simulated.toString());
  }

  @Test
  void badInputCatalogue() throws IOException {
    new BadInputs(shared.resolve("bad")).build();
    assertSameBothWays(
        "bad",
        Main.PARTIAL,
        "--key",
        BadInputs.KEY.toString(),
        "--systems",
        shared.resolve("bad").resolve("systems").toString(),
        "--max-repeated-mentions",
        "10");
  }

  /**
   * Key and systems concatenated and read in pieces of 4 KB (a sample document is about 7 KB): a
   * system repeats documents of its first pieces in its last ones and has a document the key lacks,
   * twice, in different pieces; another has only the first of the key's three documents; a third
   * has no CoNLL file at all.
   */
  @Test
  void filesReadInPiecesWithRepeatedExtraAndMissingDocuments() throws IOException {
    Path key = concatenate(listed(KEY), tmp.resolve("key_conll"));
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    List<Path> sys01 = listed(simulated.resolve("sys01"));
    assertEquals(3, sys01.size());
    Path renamed = tmp.resolve("extra_conll");
    Files.writeString(
        renamed,
        Files.readString(sys01.get(1), StandardCharsets.ISO_8859_1)
            .replaceFirst("#begin document [^\n]*", "#begin document (not in the key); part 000"),
        StandardCharsets.ISO_8859_1);
    List<Path> repeating = new ArrayList<>(sys01);
    repeating.add(2, renamed);
    repeating.addAll(sys01.subList(0, 2));
    repeating.add(renamed);
    concatenate(repeating, systems.resolve("repeating_conll"));
    List<Path> sys02 = listed(simulated.resolve("sys02"));
    concatenate(sys02.subList(0, 1), systems.resolve("lacking_conll"));
    Files.writeString(Files.createDirectories(systems.resolve("nothing")).resolve("notes.txt"), "");
    String problems =
        assertSameBothWays(
            "pieces",
            Main.PARTIAL,
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--split-size",
            "4k");
    assertTrue(problems.contains("duplicate_document"), problems);
    assertTrue(problems.contains("extra_document"), problems);
    assertTrue(problems.contains("missing_document"), problems);
  }

  /**
   * The other formats: a jsonlines key in one file read in pieces of 2 KB, against a system in
   * jsonlines and one in CoNLL-U (one file each, in pieces) and one in CoNLL-2012, paired by
   * document key ({@code (x); part 0} is {@code x_0}). Both ways give the same outputs; read whole,
   * the same scores, per-document rows and problems (lines included) as in pieces; and the
   * jsonlines and CoNLL-2012 systems score exactly as the CoNLL-2012 originals do.
   */
  @Test
  void otherFormatsInPiecesAndAcrossFormats() throws IOException {
    Path key = concatenate(listedAll(convert(KEY, "key-jsonl", "jsonl")), tmp.resolve("key.jsonl"));
    Path systems = Files.createDirectories(tmp.resolve("format-systems"));
    concatenate(
        listedAll(convert(simulated.resolve("sys01"), "sys01-jsonl", "jsonl")),
        systems.resolve("sys01.jsonl"));
    concatenate(
        listedAll(convert(simulated.resolve("sys02"), "sys02-conllu", "conllu")),
        systems.resolve("sys02.conllu"));
    Path sys03 = Files.createDirectories(systems.resolve("sys03"));
    for (Path f : listed(simulated.resolve("sys03"))) {
      Files.copy(f, sys03.resolve(f.getFileName()));
    }
    // sys02 is CoNLL-U against a jsonlines key: refused (incomparable_formats) and left out, the
    // same way in pieces and whole
    assertSameBothWays(
        "formats",
        Main.PARTIAL,
        "--key",
        key.toString(),
        "--systems",
        systems.toString(),
        "--split-size",
        "2k");
    Path whole = tmp.resolve("formats-whole");
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--out",
            whole.toString()),
        err);
    assertTrue(
        Files.readAllLines(whole.resolve("problems.csv")).stream()
            .anyMatch(l -> l.startsWith("sys02,") && l.contains("incomparable_formats")),
        "sys02 refused with its reason");
    assertTrue(
        Files.readAllLines(whole.resolve("scores.csv")).stream()
            .noneMatch(l -> l.startsWith("sys02,")),
        "sys02 left out, not scored 0");
    for (String file : List.of("scores.csv", "documents.csv")) {
      assertArrayEquals(
          Files.readAllBytes(whole.resolve(file)),
          Files.readAllBytes(tmp.resolve("formats-broadcast").resolve(file)),
          "whole and in pieces: " + file);
    }
    assertEquals(
        problemsWithoutOncePerFile(whole),
        problemsWithoutOncePerFile(tmp.resolve("formats-broadcast")),
        "whole and in pieces: problems, lines included");
    Path conll = tmp.resolve("formats-conll");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            KEY.toString(),
            "--systems",
            simulated.toString(),
            "--out",
            conll.toString()),
        err);
    List<String> original = Files.readAllLines(conll.resolve("scores.csv"));
    List<String> formats = Files.readAllLines(tmp.resolve("formats-broadcast/scores.csv"));
    for (String system : List.of("sys01", "sys03")) {
      assertEquals(
          original.stream().filter(l -> l.startsWith(system + ",")).toList(),
          formats.stream().filter(l -> l.startsWith(system + ",")).toList(),
          system + " scores as its CoNLL-2012 original");
    }
  }

  /**
   * problems.csv without the notes given once per file, which a file read in pieces gives once per
   * piece.
   */
  private static List<String> problemsWithoutOncePerFile(Path out) throws IOException {
    return Files.readAllLines(out.resolve("problems.csv")).stream()
        .filter(l -> !l.contains("conllu_entity_across_documents"))
        .toList();
  }

  private Path convert(Path in, String out, String to) {
    Path target = tmp.resolve(out);
    assertEquals(Main.OK, run("convert", in.toString(), target.toString(), "--to", to), err);
    return target;
  }

  private static List<Path> listedAll(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile).sorted().toList();
    }
  }

  /** Runs both ways; asserts the exit code and identical outputs; returns problems.csv's text. */
  private String assertSameBothWays(String name, int exit, String... args) throws IOException {
    Path broadcast = tmp.resolve(name + "-broadcast");
    Path shuffle = tmp.resolve(name + "-shuffle");
    assertEquals(exit, run(with(args, "--out", broadcast.toString())), err);
    assertEquals(
        exit, run(with(args, "--out", shuffle.toString(), "--key-broadcast-limit", "0")), err);
    JsonNode broadcastFacts = facts(broadcast);
    JsonNode shuffleFacts = facts(shuffle);
    assertTrue(broadcastFacts.get("inputs").get("keyBroadcast").asBoolean(), name);
    assertFalse(shuffleFacts.get("inputs").get("keyBroadcast").asBoolean(), name);
    for (String file : List.of("scores.csv", "documents.csv", "problems.csv", "summary.txt")) {
      assertArrayEquals(
          Files.readAllBytes(shuffle.resolve(file)),
          Files.readAllBytes(broadcast.resolve(file)),
          name + ": " + file);
    }
    assertEquals(withoutWayAndTimes(shuffleFacts), withoutWayAndTimes(broadcastFacts), name);
    assertEquals(parquetRows(shuffle), parquetRows(broadcast), name + ": documents.parquet");
    assertEquals(
        Csv.read(broadcast.resolve("documents.csv")).size(),
        parquetRows(broadcast).size(),
        name + ": as many rows in the parquet table as in the CSV table");
    return Files.readString(broadcast.resolve("problems.csv"));
  }

  private static JsonNode facts(Path out) throws IOException {
    return new ObjectMapper().readTree(out.resolve("run.json").toFile());
  }

  /** run.json without what differs by design: the way, timings, tasks and the output path. */
  private static JsonNode withoutWayAndTimes(JsonNode facts) {
    ObjectNode f = facts.deepCopy();
    f.remove("timingsMillis");
    ((ObjectNode) f.get("inputs")).remove(List.of("keyBroadcast", "tasks"));
    ((ObjectNode) f.get("context")).remove(List.of("out", "keyBroadcastLimit", "finished"));
    return f;
  }

  private static List<String> parquetRows(Path out) {
    List<String> rows = new ArrayList<>();
    for (Row r :
        SharedSpark.get()
            .read()
            .parquet(out.resolve("documents.parquet").toString())
            .collectAsList()) {
      rows.add(r.toString());
    }
    rows.sort(null);
    return rows;
  }

  private static String[] with(String[] args, String... more) {
    List<String> all = new ArrayList<>(List.of("run"));
    all.addAll(List.of(args));
    all.addAll(List.of(more));
    return all.toArray(new String[0]);
  }

  private static List<Path> listed(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile)
          .filter(p -> p.getFileName().toString().endsWith("conll"))
          .sorted()
          .toList();
    }
  }

  private static Path concatenate(List<Path> files, Path target) throws IOException {
    try (OutputStream out = Files.newOutputStream(target)) {
      for (Path f : files) {
        Files.copy(f, out);
      }
    }
    return target;
  }
}
