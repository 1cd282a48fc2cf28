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
import org.corefstats.SharedData;
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
 * the run's facts, on the reference suite, LitBank with simulated systems, the bad-input catalogue,
 * and files read in small pieces with repeated, extra and missing documents across the pieces.
 */
class KeyBroadcastTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static Path litbankSystems;

  @BeforeAll
  static void makeSystems() throws IOException {
    SharedSpark.get();
    litbankSystems = Files.createDirectories(shared.resolve("litbank-systems"));
    CliTest cli = new CliTest() {};
    assertEquals(
        Main.OK,
        cli.runCommand(
            "perturb",
            SharedData.litbank().toString(),
            "--systems",
            "3",
            "--seed",
            "11",
            "--out",
            litbankSystems.toString()),
        cli.stderr());
  }

  /**
   * The whole suite in one run: each key's documents renamed after their key (the keys share
   * names), all keys as one key, each response a system (which then lacks the other keys'
   * documents).
   */
  @Test
  void referenceSuite() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    Path key = Files.createDirectories(tmp.resolve("suite-key"));
    Path systems = Files.createDirectories(tmp.resolve("suite-systems"));
    int responses = 0;
    for (var row : Csv.read(suite.resolve("cases.csv"))) {
      String keyFile = row.get("key_file");
      Path renamedKey = key.resolve(keyFile.replace(".key", "_conll"));
      if (!Files.exists(renamedKey)) {
        renamed(suite.resolve(keyFile), keyFile, renamedKey);
      }
      renamed(
          suite.resolve(row.get("response_file")),
          keyFile,
          systems.resolve(row.get("case") + "_conll"));
      responses++;
    }
    assertEquals(36, responses);
    assertSameBothWays("suite", Main.OK, "--key", key.toString(), "--systems", systems.toString());
  }

  /** A copy of a CoNLL file whose document names start with {@code prefix}. */
  private static void renamed(Path from, String prefix, Path to) throws IOException {
    Files.writeString(
        to,
        Files.readString(from, StandardCharsets.ISO_8859_1)
            .replace("#begin document ", "#begin document " + prefix + "/"),
        StandardCharsets.ISO_8859_1);
  }

  @Test
  void litbankWithSimulatedSystems() throws IOException {
    assertSameBothWays(
        "litbank",
        Main.OK,
        "--key",
        SharedData.litbank().toString(),
        "--systems",
        litbankSystems.toString());
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
   * Key and systems concatenated and read in pieces of 1 MB: a system repeats documents of its
   * first pieces in its last one and has a document the key lacks, twice, in different pieces;
   * another lacks half the key; a third has no CoNLL file at all.
   */
  @Test
  void filesReadInPiecesWithRepeatedExtraAndMissingDocuments() throws IOException {
    Path key = concatenate(listed(SharedData.litbank()), tmp.resolve("key_conll"));
    Path systems = Files.createDirectories(tmp.resolve("systems"));
    List<Path> sys01 = listed(litbankSystems.resolve("sys01"));
    Path renamed = tmp.resolve("extra_conll");
    Files.writeString(
        renamed,
        Files.readString(sys01.get(5), StandardCharsets.ISO_8859_1)
            .replaceFirst("#begin document [^\n]*", "#begin document (not in the key); part 000"),
        StandardCharsets.ISO_8859_1);
    List<Path> repeating = new ArrayList<>(sys01);
    repeating.add(2, renamed);
    repeating.addAll(sys01.subList(0, 3));
    repeating.add(renamed);
    concatenate(repeating, systems.resolve("repeating_conll"));
    List<Path> sys02 = listed(litbankSystems.resolve("sys02"));
    concatenate(sys02.subList(0, sys02.size() / 2), systems.resolve("half_conll"));
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
            "1m");
    assertTrue(problems.contains("duplicate_document"), problems);
    assertTrue(problems.contains("extra_document"), problems);
    assertTrue(problems.contains("missing_document"), problems);
  }

  /**
   * The other formats: a jsonlines key in one file read in pieces of 256 KB, against a system in
   * jsonlines and one in CoNLL-U (one file each, in pieces) and one in CoNLL-2012, paired by
   * document key ({@code (x); part 0} is {@code x_0}). Both ways give the same outputs; read whole,
   * the same scores, per-document rows and problems (lines included) as in pieces; and the
   * jsonlines and CoNLL-2012 systems score exactly as the CoNLL-2012 originals do.
   */
  @Test
  void otherFormatsInPiecesAndAcrossFormats() throws IOException {
    Path key =
        concatenate(
            listedAll(convert(SharedData.litbank(), "key-jsonl", "jsonl")),
            tmp.resolve("key.jsonl"));
    Path systems = Files.createDirectories(tmp.resolve("format-systems"));
    concatenate(
        listedAll(convert(litbankSystems.resolve("sys01"), "sys01-jsonl", "jsonl")),
        systems.resolve("sys01.jsonl"));
    concatenate(
        listedAll(convert(litbankSystems.resolve("sys02"), "sys02-conllu", "conllu")),
        systems.resolve("sys02.conllu"));
    Path sys03 = Files.createDirectories(systems.resolve("sys03"));
    for (Path f : listed(litbankSystems.resolve("sys03"))) {
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
        "256k");
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
            SharedData.litbank().toString(),
            "--systems",
            litbankSystems.toString(),
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
