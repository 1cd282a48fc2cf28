package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code score} with coval's options (MODES-AND-FORMATS.md 5): values and refusals. */
class CovalOptionsTest extends CliTest {
  @TempDir Path dir;

  /**
   * s0 "The old man slept ." and s1 "He slept ."; the key: entity 0 {The old man, He}, entity 1
   * {slept (s0), slept (s1)}, two VPs.
   */
  static String conll(String firstBit, String... coref) {
    String[][] rows = {
      {"The", "DT", firstBit},
      {"old", "JJ", "*"},
      {"man", "NN", "*)"},
      {"slept", "VBD", "(VP*)"},
      {".", ".", "*))"},
      null,
      {"He", "PRP", "(TOP(S(NP*)"},
      {"slept", "VBD", "(VP*)"},
      {".", ".", "*))"},
      null
    };
    StringBuilder s = new StringBuilder("#begin document (d); part 000\n");
    int t = 0;
    int i = 0;
    for (String[] r : rows) {
      if (r == null) {
        s.append('\n');
        i = 0;
        continue;
      }
      s.append("d\t0\t")
          .append(i++)
          .append('\t')
          .append(r[0])
          .append('\t')
          .append(r[1])
          .append('\t')
          .append(r[2])
          .append("\t-\t-\t-\t-\t-\t")
          .append(coref[t++])
          .append('\n');
    }
    return s.append("#end document\n").toString();
  }

  static final String[] KEY = {"(0", "-", "0)", "(1)", "-", "(0)", "(1)", "-"};

  /** The response links "man" (not a key mention) with He, and the VPs as the key does. */
  static final String[] RESPONSE = {"-", "-", "(0)", "(1)", "-", "(0)", "(1)", "-"};

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  private String mucLine() {
    return out.lines()
        .filter(l -> l.startsWith("muc"))
        .findFirst()
        .orElseThrow()
        .replaceAll("\\s+", " ");
  }

  @Test
  void npOnlyDropsTheVpEntityOnBothSides() throws IOException {
    Path key = write("key.conll", conll("(TOP(S(NP*", KEY));
    Path response = write("sys.conll", conll("(TOP(S(NP*", RESPONSE));
    // without options: MUC recall 1/2 (the VP link found, the NP link not), precision 1/2
    assertEquals(
        Main.OK, run("score", key.toString(), response.toString(), "--metrics", "muc"), err);
    assertEquals("muc (1 / 2) 50.00% (1 / 2) 50.00% 50.00%", mucLine());
    // NP_only: entity 1 loses both VPs and is dropped on both sides: MUC 0/1 recall and 0/1
    // precision
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            response.toString(),
            "--metrics",
            "muc",
            "--profile",
            "coval",
            "--np-only"),
        err);
    assertEquals("muc (0 / 1) 0.00% (0 / 1) 0.00% 0.00%", mucLine());
    assertTrue(out.contains("profile coval, matching exact, singletons keep, coval np_only"), out);
  }

  @Test
  void aKeyWithAPlaceholderParseColumnIsRefusedForMinSpan() throws IOException {
    Path key = write("key.conll", conll("_", KEY));
    Path response = write("sys.conll", conll("_", RESPONSE));
    assertEquals(
        Main.REFUSED,
        run("score", key.toString(), response.toString(), "--profile", "coval", "--min-span"),
        out);
    assertTrue((out + err).contains("no_parse_column") || (out + err).contains("parse bits"), err);
    // remove_nested needs no parse bits
    assertEquals(
        Main.OK,
        run("score", key.toString(), response.toString(), "--profile", "coval", "--remove-nested"),
        err);
  }

  @Test
  void runCarriesTheOptionsToTheExecutors() throws IOException {
    Path key = write("key.conll", conll("(TOP(S(NP*", KEY));
    Path system = dir.resolve("systems").resolve("a");
    Files.createDirectories(system);
    Files.writeString(system.resolve("sys.conll"), conll("(TOP(S(NP*", RESPONSE));
    Path runOut = dir.resolve("out");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            dir.resolve("systems").toString(),
            "--out",
            runOut.toString(),
            "--metrics",
            "muc",
            "--profile",
            "coval",
            "--np-only"),
        err);
    String scores = Files.readString(runOut.resolve("scores.csv"));
    // the values of score --np-only: the VP entity dropped on both sides
    assertTrue(scores.contains("\na,muc,0,1,0,1,0,0,0\n"), scores);
  }
}
