package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code score} command: outputs, options, problems and exit codes. */
class ScoreCommandTest extends CliTest {
  @TempDir Path tmp;

  private Path write(String name, String text) throws IOException {
    Path file = tmp.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  private static String doc(String name, String... corefColumn) {
    StringBuilder s = new StringBuilder("#begin document (" + name + "); part 000\n");
    for (int i = 0; i < corefColumn.length; i++) {
      s.append(name)
          .append('\t')
          .append(i)
          .append("\tw")
          .append(i)
          .append('\t')
          .append(corefColumn[i])
          .append('\n');
    }
    return s.append("#end document\n").toString();
  }

  @Test
  void printsTheTotalsTableOnTheSample() {
    assertEquals(Main.OK, run("score", "samples/key", "samples/systems/strong"), err);
    assertTrue(
        out.contains(
            "key samples/key (3 documents), response samples/systems/strong (3 documents)"),
        out);
    for (String metric :
        List.of(
            "mentions",
            "muc",
            "bcub",
            "ceafm",
            "ceafe",
            "blanc-coref",
            "blanc-noncoref",
            "blanc",
            "lea",
            "conll")) {
      assertTrue(out.lines().anyMatch(l -> l.startsWith(metric + " ")), metric + " row in\n" + out);
    }
    assertTrue(out.contains("mentions             (134 / 143)  93.70%"), out);
  }

  @Test
  void percentagesAreTruncatedLikeV801() throws IOException {
    // mention recall 4/6 (the key's 6 mentions, 4 of them found) is printed 66.66, not 66.67
    Path key =
        write("key.conll", doc("a", "(1", "1)", "-", "(1)", "(2)", "-", "(2)", "(3)", "(3)"));
    Path response =
        write("response.conll", doc("a", "(1", "1)", "-", "(1)", "(2)", "-", "-", "(3)", "-"));
    assertEquals(Main.OK, run("score", key.toString(), response.toString()));
    assertTrue(out.contains("(4 / 6)  66.66%"), out);
  }

  @Test
  void csvHasTheDocumentedColumnsAndFullDoubles() throws IOException {
    // key: {0 1 2} {4-5 6} {7}, 6 mentions, 4 coreference links and 15 - 4 = 11 non-coreference
    // links; response: {0 1} {4-5}, 3 mentions all right, 1 coreference link (right) and 2
    // non-coreference links (0-4, 1-4, both right).
    // mentions: R 3/6, P 3/3, F1 2/3.
    // blanc: R = (1/4 + 2/11) / 2 = 19/88, P = (1 + 1) / 2 = 1,
    //        F1 = (F1 coref 2/5 + F1 non-coref 4/13) / 2 = 23/65 = 0.353846153846...
    Path key = write("key.conll", doc("a", "(1)", "(1)", "(1)", "-", "(2", "2)", "(2)", "(3)"));
    Path response = write("response.conll", doc("a", "(1)", "(1)", "-", "-", "(2", "2)", "-", "-"));
    Path csv = tmp.resolve("out/scores.csv");
    assertEquals(
        Main.OK, run("score", key.toString(), response.toString(), "--csv", csv.toString()));
    List<String> lines = Files.readAllLines(csv);
    assertEquals(
        "metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1",
        lines.get(0));
    assertEquals("mentions,3,6,3,3,0.5,1,0.6666666666666666", lines.get(1));
    assertEquals(
        "blanc,0.2159090909090909,1,1,1,0.2159090909090909,1,0.35384615384615387", lines.get(8));
    assertTrue(lines.get(10).matches("conll,,,,,,,0\\.\\d+"), lines.get(10));
  }

  @Test
  void metricsCanBeChosen() throws IOException {
    Path csv = tmp.resolve("s.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            "samples/key",
            "samples/systems/merger",
            "--metrics",
            "muc,bcub",
            "--csv",
            csv.toString()));
    assertEquals(List.of("mentions", "muc", "bcub"), metrics(csv));
    assertEquals(
        Main.OK,
        run(
            "score",
            "samples/key",
            "samples/systems/merger",
            "--metrics",
            "conll",
            "--csv",
            csv.toString()));
    assertEquals(List.of("mentions", "muc", "bcub", "ceafe", "conll"), metrics(csv));
    assertEquals(
        Main.USAGE, run("score", "samples/key", "samples/systems/merger", "--metrics", "muc,ceaf"));
    assertTrue(err.contains("unknown metric 'ceaf'"), err);
  }

  @Test
  void brokenResponseIsRefusedWithItsLocationUnlessLenient() throws IOException {
    Path key = write("key.conll", doc("a", "(1", "1)", "(2)"));
    Path response = write("response.conll", doc("a", "(1", "1)", "2)"));
    Path csv = tmp.resolve("s.csv");
    assertEquals(
        Main.REFUSED, run("score", key.toString(), response.toString(), "--csv", csv.toString()));
    assertTrue(
        err.contains(
            "error: " + response + ":4 document (a); part 000: closing 2) without an opening (2"),
        err);
    assertTrue(err.contains("no score"), err);
    assertFalse(Files.exists(csv), "no CSV for a refused input");
    assertEquals("", out);

    assertEquals(
        Main.OK,
        run("score", key.toString(), response.toString(), "--lenient", "--csv", csv.toString()));
    assertSummary("warning", "unmatched_closing", -1);
    assertEquals("mentions,1,2,1,1,0.5,1,0.6666666666666666", Files.readAllLines(csv).get(1));
  }

  @Test
  void brokenKeyIsRefusedToo() throws IOException {
    Path key = write("key.conll", doc("a", "(1", "-"));
    assertEquals(Main.REFUSED, run("score", key.toString(), key.toString()));
    assertTrue(err.contains("opening (1 at token 0 is never closed"), err);
  }

  @Test
  void missingAndExtraDocumentsAreReportedAndMissingOnesScoreAsEmpty() throws IOException {
    Path key = write("key.conll", doc("a", "(1", "1)", "(1)") + doc("b", "(2)", "(2)"));
    Path response = write("response.conll", doc("a", "(1", "1)", "(1)") + doc("c", "(3)"));
    Path csv = tmp.resolve("s.csv");
    Path problems = tmp.resolve("p.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            response.toString(),
            "--csv",
            csv.toString(),
            "--problems-csv",
            problems.toString()));
    assertEquals("mentions,2,4,2,2,0.5,1,0.6666666666666666", Files.readAllLines(csv).get(1));
    assertSummary("warning", "missing_document", -1);
    assertSummary("note", "extra_document", -1);
    List<CSVRecord> rows = Csv.read(problems);
    // in run's order: by source (both the response's), then file (the key's before the response's)
    assertEquals(
        List.of("missing_document", "extra_document"),
        rows.stream().map(r -> r.get("kind")).toList());
    assertEquals("(b); part 000", rows.get(0).get("document"));
    assertEquals(key.toString(), rows.get(0).get("file"));
    assertEquals("6", rows.get(0).get("line"));
    assertEquals("response.conll", rows.get(0).get("system"));
  }

  @Test
  void aRepeatedDocumentNameCountsOnceByItsLastOccurrence() throws IOException {
    Path key = write("key.conll", doc("a", "(1)", "(1)"));
    Path response = write("response.conll", doc("a", "(1)", "(1)") + doc("a", "(1)", "-"));
    Path csv = tmp.resolve("s.csv");
    assertEquals(
        Main.OK, run("score", key.toString(), response.toString(), "--csv", csv.toString()));
    assertEquals("mentions,1,2,1,1,0.5,1,0.6666666666666666", Files.readAllLines(csv).get(1));
    assertSummary("warning", "duplicate_document", -1);
  }

  @Test
  void repeatedMentionsAreScoredUnlessTheUserSetsALimit() throws IOException {
    // 11 response mentions on the span of tokens 0-1 (one of entity 1, ten of entity 2): the
    // first is kept and the 10 later copies are repeats, as in scorer.pl's own test TC-A-9
    String key = write("key.conll", doc("a", "(1", "1)", "(1)")).toString();
    String response =
        write("response.conll", doc("a", "(1" + "(2".repeat(10), "2)".repeat(10) + "1)", "(1)"))
            .toString();
    assertEquals(Main.OK, run("score", key, response, "--max-repeated-mentions", "10"));
    assertSummary("warning", "repeated_response_mention", 10);
    assertEquals(Main.REFUSED, run("score", key, response, "--max-repeated-mentions", "9"));
    assertTrue(
        err.contains("10 repeated response mentions were removed, more than the 9 allowed"), err);
  }

  @Test
  void strictReadingRefusesAnyProblem() throws IOException {
    Path key = write("key.conll", doc("a", "(1)", "(1)", "-"));
    Path response = write("response.conll", doc("a", "(1)", "(1)"));
    assertEquals(Main.OK, run("score", key.toString(), response.toString()));
    assertSummary("warning", "token_count_mismatch", -1);
    assertEquals(Main.REFUSED, run("score", key.toString(), response.toString(), "--strict"));
    assertTrue(err.contains("response has 2 tokens, key 3"), err);
    assertEquals(
        Main.USAGE, run("score", key.toString(), response.toString(), "--strict", "--lenient"));
  }

  @Test
  void perDocumentScoresAndCsv() throws IOException {
    Path csv = tmp.resolve("docs.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            "samples/key",
            "samples/systems/singletons",
            "--per-document",
            "--documents-csv",
            csv.toString()));
    assertTrue(out.contains("(sample/ferry); part 000"), out);
    List<CSVRecord> rows = Csv.read(csv);
    assertEquals(3 * 10, rows.size());
    assertEquals("document", rows.get(0).getParser().getHeaderNames().get(0));
  }

  @Test
  void unreadableInputHasItsOwnExitCode() {
    assertEquals(Main.IO_ERROR, run("score", "samples/key", tmp.resolve("nope").toString()));
    assertTrue(
        err.contains("cannot read " + tmp.resolve("nope") + ": no such file or directory"), err);
  }

  @Test
  void directoriesIgnoreNonConllFilesWithANote() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("sys"));
    Files.writeString(dir.resolve("a_conll"), doc("a", "(1)"));
    Files.writeString(dir.resolve("README.txt"), "not coreference");
    Path key = write("key.conll", doc("a", "(1)"));
    assertEquals(Main.OK, run("score", key.toString(), dir.toString()));
    assertSummary("note", "ignored_file", -1);
  }

  /** The problem summary has a line for this kind (with this count unless -1). */
  private void assertSummary(String severity, String kind, int count) {
    String pattern =
        "  "
            + severity
            + " +"
            + kind
            + " +"
            + (count < 0 ? "\\d+" : Integer.toString(count))
            + "  first: .*";
    assertTrue(out.lines().anyMatch(l -> l.matches(pattern)), pattern + " in\n" + out);
  }

  private static List<String> metrics(Path csv) throws IOException {
    return Csv.read(csv).stream().map(r -> r.get("metric")).toList();
  }
}
