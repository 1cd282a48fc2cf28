package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code score} with coval's options (docs/explanation/corefud-and-coval.md 5): values and
 * refusals.
 */
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

  /**
   * min_span as coval computes it (docs/explanation/corefud-and-coval.md 5.4, finding 19), on
   * identical key and response files built on the parse of {@code CovalRulesTest}: entity 0 holds
   * "The old man" and "The old man who lived here", one minimum span, so its list holds that
   * identity twice, and He; entity 2, completed later, is the singleton "The old man who lived here
   * slept", whose minimum span is that identity too; entity 1 has 13 one-word mentions. coval looks
   * the shared identity up in entity 2: entity 0 scores 3 - 2 = 1 of 2, entity 1 12 of 12, entity 2
   * 0 of 0, so MUC R = P = 13/14 (a reading that drops the copy gives 12/13).
   */
  @Test
  void minSpanKeepsBothCopiesOfACollapsedMentionAndScoresIdenticalFilesAsCoval()
      throws IOException {
    String[] cells = new String[org.corefstats.core.corpus.CovalRulesTest.ROWS.length];
    java.util.Arrays.fill(cells, "-");
    cells[0] = "(0|(0|(2";
    cells[2] = "0)";
    cells[5] = "0)";
    cells[6] = "2)";
    cells[8] = "(0)";
    for (int t : new int[] {3, 4, 9, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21}) {
      cells[t] = "(1)";
    }
    StringBuilder s = new StringBuilder("#begin document (d); part 000\n");
    int sentence = 0;
    int position = 0;
    int[] starts = org.corefstats.core.corpus.CovalRulesTest.SENTENCES;
    for (int t = 0; t < cells.length; t++) {
      if (sentence + 1 < starts.length && t == starts[sentence + 1]) {
        s.append('\n');
        sentence++;
        position = 0;
      }
      String[] row = org.corefstats.core.corpus.CovalRulesTest.ROWS[t];
      s.append("d\t0\t")
          .append(position++)
          .append('\t')
          .append(row[0])
          .append('\t')
          .append(row[1])
          .append('\t')
          .append(row[2])
          .append("\t-\t-\t-\t-\t-\t")
          .append(cells[t])
          .append('\n');
    }
    Path file = write("same.conll", s.append("\n#end document\n").toString());
    Path csv = dir.resolve("scores.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            file.toString(),
            file.toString(),
            "--profile",
            "coval",
            "--min-span",
            "--csv",
            csv.toString()),
        err);
    String muc =
        Files.readAllLines(csv).stream()
            .filter(l -> l.startsWith("muc,"))
            .findFirst()
            .orElseThrow();
    assertTrue(muc.startsWith("muc,13,14,13,14,"), muc);
  }
}
