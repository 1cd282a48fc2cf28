package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats synth} and {@code corefstats perturb} end to end: files, readability, exit
 * codes.
 */
class SynthCommandsTest extends CliTest {
  @TempDir Path tmp;

  private static List<String> names(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files
          .filter(Files::isRegularFile)
          .map(f -> dir.relativize(f).toString())
          .sorted()
          .toList();
    }
  }

  /** Reads every file of a directory, asserting no reading problem; returns the document count. */
  private static int readAll(Path dir) throws IOException {
    int documents = 0;
    for (String name : names(dir)) {
      documents += Io.readFile(dir.resolve(name)).size();
    }
    return documents;
  }

  @Test
  void synthWritesKeySystemsAndProfiles() throws IOException {
    Path dir = tmp.resolve("synth");
    assertEquals(
        Main.OK,
        run(
            "synth",
            "--docs",
            "4",
            "--systems",
            "3",
            "--out",
            dir.toString(),
            "--seed",
            "5",
            "--mentions-per-doc",
            "60"),
        err);
    assertTrue(out.startsWith("synth: 4 documents, 240 key mentions, 3 systems"), out);
    List<String> docs =
        List.of("doc_00000_conll", "doc_00001_conll", "doc_00002_conll", "doc_00003_conll");
    assertEquals(docs, names(dir.resolve("key")));
    for (String system : List.of("sys01", "sys02", "sys03")) {
      assertEquals(docs, names(dir.resolve("systems").resolve(system)));
      assertEquals(4, readAll(dir.resolve("systems").resolve(system)));
    }
    assertEquals(4, readAll(dir.resolve("key")));
    List<String> csv = Files.readAllLines(dir.resolve("systems.csv"));
    assertEquals(SimulatedSystem.CSV_HEADER, csv.get(0));
    assertEquals(4, csv.size());
    assertTrue(csv.get(1).startsWith("sys01,varied,"), csv.get(1));

    assertEquals(
        Main.OK,
        run("score", dir.resolve("key").toString(), dir.resolve("systems/sys02").toString()),
        err);
    assertTrue(out.contains("conll "), out);
  }

  @Test
  void synthIsDeterministicAndCanConcatenate() throws IOException {
    String[] common = {
      "synth",
      "--docs",
      "5",
      "--systems",
      "2",
      "--seed",
      "9",
      "--layout",
      "concatenated",
      "--profile",
      "weak"
    };
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    assertEquals(Main.OK, run(concat(common, "--out", a.toString())), err);
    assertEquals(Main.OK, run(concat(common, "--out", b.toString())), err);
    assertEquals(
        List.of(
            "key/all_conll", "systems.csv", "systems/sys01/all_conll", "systems/sys02/all_conll"),
        names(a));
    for (String name : names(a)) {
      assertArrayEquals(
          Files.readAllBytes(a.resolve(name)), Files.readAllBytes(b.resolve(name)), name);
    }
    assertEquals(5, readAll(a.resolve("key")));
    assertTrue(Files.readAllLines(a.resolve("systems.csv")).get(2).startsWith("sys02,weak,0.25,"));
  }

  @Test
  void perturbMirrorsTheKeyFiles() throws IOException {
    Path dir = tmp.resolve("perturbed");
    assertEquals(
        Main.OK,
        run("perturb", "samples/key", "--systems", "2", "--out", dir.toString(), "--seed", "3"),
        err);
    assertTrue(out.startsWith("perturb: 3 documents in 3 files"), out);
    List<String> keyFiles = names(Path.of("samples/key"));
    for (String system : List.of("sys01", "sys02")) {
      Path sys = dir.resolve(system);
      assertEquals(keyFiles, names(sys));
      for (String file : keyFiles) {
        Map<String, Document> key = Io.readFile(Path.of("samples/key", file));
        Map<String, Document> response = Io.readFile(sys.resolve(file));
        assertEquals(key.keySet(), response.keySet());
        List<String> keyLines = Files.readAllLines(Path.of("samples/key", file));
        List<String> responseLines = Files.readAllLines(sys.resolve(file));
        assertEquals(keyLines.size(), responseLines.size());
        for (int i = 0; i < keyLines.size(); i++) {
          String k = keyLines.get(i);
          assertEquals(
              k.substring(0, k.lastIndexOf('\t') + 1),
              responseLines.get(i).substring(0, responseLines.get(i).lastIndexOf('\t') + 1));
        }
      }
    }
    assertEquals(3, Files.readAllLines(dir.resolve("systems.csv")).size());
    assertEquals(Main.OK, run("score", "samples/key", dir.resolve("sys01").toString()), err);
  }

  @Test
  void perturbOneSampleFileIsDeterministic() throws IOException {
    Path key = Path.of("samples", "key", "letter_conll");
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    assertEquals(
        Main.OK,
        run(
            "perturb",
            key.toString(),
            "--systems",
            "1",
            "--profile",
            "medium",
            "--out",
            a.toString()),
        err);
    assertEquals(
        Main.OK,
        run(
            "perturb",
            key.toString(),
            "--systems",
            "1",
            "--profile",
            "medium",
            "--out",
            b.toString()),
        err);
    Path file = Path.of("sys01", "letter_conll");
    assertArrayEquals(Files.readAllBytes(a.resolve(file)), Files.readAllBytes(b.resolve(file)));
    assertEquals(1, readAll(a.resolve("sys01")));
  }

  @Test
  void exitCodes() throws IOException {
    Path dir = tmp.resolve("x");
    assertEquals(
        Main.USAGE, run("perturb", "samples/key", "--out", dir.toString(), "--profile", "perfect"));
    assertTrue(err.contains("unknown error profile 'perfect'"), err);
    assertEquals(Main.USAGE, run("synth", "--docs", "2"));
    assertEquals(
        Main.USAGE,
        run(
            "synth",
            "--out",
            dir.toString(),
            "--mentions-per-doc",
            "50",
            "--tokens-per-doc",
            "20"));
    assertEquals(
        Main.IO_ERROR, run("perturb", tmp.resolve("missing").toString(), "--out", dir.toString()));

    Path broken =
        Files.writeString(
            tmp.resolve("broken_conll"),
            "#begin document (b); part 000\nb\tw\t(1\n" + "#end document\n");
    assertEquals(Main.REFUSED, run("perturb", broken.toString(), "--out", dir.toString()));
    assertTrue(err.contains("never closed"), err);

    Path file = Files.writeString(tmp.resolve("a-file"), "");
    assertEquals(
        Main.IO_ERROR, run("synth", "--docs", "1", "--out", file.resolve("sub").toString()));
    assertEquals(
        Main.IO_ERROR, run("perturb", "samples/key", "--out", file.resolve("sub").toString()));
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
