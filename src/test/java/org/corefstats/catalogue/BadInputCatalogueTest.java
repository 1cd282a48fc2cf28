package org.corefstats.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.spark.SharedSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The catalogue of bad inputs (README, "Bad inputs"): for each, the message (with its file,
 * document and line), the problem row and the effect, through {@code score} one system at a time,
 * and through one {@code run} of all of them at once (each system left out or scored).
 */
class BadInputCatalogueTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static BadInputs inputs;
  private static int runExit;
  private static String runErr;
  private static Path runOut;

  @BeforeAll
  static void buildInputsAndRunThemAll() throws IOException {
    inputs = new BadInputs(shared).build();
    SharedSpark.get();
    runOut = shared.resolve("run");
    CliTest cli = new CliTest() {};
    runExit =
        cli.runCommand(
            "run",
            "--key",
            BadInputs.KEY.toString(),
            "--systems",
            shared.resolve("systems").toString(),
            "--max-repeated-mentions",
            "10",
            "--out",
            runOut.toString());
    runErr = cli.stderr();
  }

  // ---- score, one system at a time --------------------------------------------------------------

  private List<CSVRecord> problems;

  private int score(String variant, String... options) throws IOException {
    Path csv = tmp.resolve(variant + "-problems.csv");
    List<String> args =
        new ArrayList<>(
            List.of(
                "score",
                BadInputs.KEY.toString(),
                inputs.get(variant).dir().toString(),
                "--problems-csv",
                csv.toString()));
    args.addAll(List.of(options));
    int code = run(args.toArray(new String[0]));
    problems = Files.exists(csv) ? Csv.read(csv) : List.of();
    return code;
  }

  /** The problem row of that kind, at the variant's file and line, in document {@code document}. */
  private CSVRecord problem(String variant, String kind, String severity, String document) {
    BadInputs.Variant v = inputs.get(variant);
    CSVRecord row =
        problems.stream()
            .filter(r -> r.get("kind").equals(kind))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no " + kind + " in " + problems));
    assertEquals(severity, row.get("severity"), kind);
    if (v.file() != null) {
      assertEquals(v.file().toString(), row.get("file"), kind);
    }
    if (v.line() > 0) {
      assertEquals(Long.toString(v.line()), row.get("line"), kind);
    }
    if (document != null) {
      assertEquals(document, row.get("document"), kind);
    }
    return row;
  }

  private void refusedWith(String message) {
    assertTrue(err.contains(message), err);
    assertTrue(err.contains("no score"), err);
    assertEquals("", out);
  }

  @Test
  void unmatchedClosingBracket() throws IOException {
    assertEquals(Main.REFUSED, score("unmatched_closing"));
    problem("unmatched_closing", "unmatched_closing", "error", BadInputs.LETTER);
    refusedWith(
        inputs.get("unmatched_closing").file()
            + ":8 document "
            + BadInputs.LETTER
            + ": closing 99) without an opening (99");
    assertEquals(Main.OK, score("unmatched_closing", "--lenient"), err);
    problem("unmatched_closing", "unmatched_closing", "warning", BadInputs.LETTER);
  }

  @Test
  void openingNeverClosed() throws IOException {
    assertEquals(Main.REFUSED, score("unclosed_opening"));
    problem("unclosed_opening", "unclosed_opening", "error", BadInputs.LETTER);
    refusedWith("opening (99 at token 5 is never closed");
  }

  @Test
  void splitAntecedentAnnotation() throws IOException {
    assertEquals(Main.OK, score("split_antecedent"), err);
    problem("split_antecedent", "split_antecedent", "warning", BadInputs.LETTER);
    assertTrue(out.contains("split-antecedent annotation (5+6) dropped"), out);
  }

  @Test
  void differentTokenCounts() throws IOException {
    assertEquals(Main.OK, score("token_count"), err);
    CSVRecord row = problem("token_count", "token_count_mismatch", "warning", BadInputs.LETTER);
    assertTrue(row.get("message").contains("response has 154 tokens, key 155"), row.get("message"));
    assertTrue(
        row.get("message").contains("the words differ first at token 5 (key line 8)"),
        row.get("message"));
  }

  @Test
  void aResponseCutShortAfterItsLastWordIsLocatedAtItsEnd() throws IOException {
    List<String> lines =
        new ArrayList<>(Files.readAllLines(BadInputs.STRONG.resolve("letter_conll")));
    int last = lines.size() - 2; // lines.size() - 1 is #end document; skip blank lines before it
    while (lines.get(last).isBlank()) {
      last--;
    }
    lines.remove(last);
    Path response = Files.write(tmp.resolve("letter_conll"), lines);
    Path csv = tmp.resolve("p.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            BadInputs.KEY.resolve("letter_conll").toString(),
            response.toString(),
            "--problems-csv",
            csv.toString()),
        err);
    CSVRecord row =
        Csv.read(csv).stream()
            .filter(r -> r.get("kind").equals("token_count_mismatch"))
            .findFirst()
            .orElseThrow();
    assertEquals(Integer.toString(last), row.get("line"), "the response's last token line");
    assertTrue(
        row.get("message").contains("the words differ first at token 154"), row.get("message"));
  }

  @Test
  void responseWordsDifferFromTheKey() throws IOException {
    assertEquals(Main.OK, score("token_text"), err);
    CSVRecord row = problem("token_text", "token_text_mismatch", "warning", BadInputs.LETTER);
    assertTrue(
        row.get("message")
            .contains("the word of token 5 differs from the key's (samples/key/letter_conll:8)"),
        row.get("message"));
    assertEquals(Main.REFUSED, score("token_text", "--strict"));
  }

  @Test
  void keyDocumentMissingFromTheSystem() throws IOException {
    assertEquals(Main.OK, score("missing_document"), err);
    CSVRecord row = problem("missing_document", "missing_document", "warning", BadInputs.LETTER);
    assertEquals("samples/key/letter_conll", row.get("file"), "named in the key");
    assertEquals("1", row.get("line"));
  }

  @Test
  void extraResponseDocument() throws IOException {
    assertEquals(Main.OK, score("extra_document"), err);
    problem("extra_document", "extra_document", "note", "(sample/extra); part 000");
  }

  @Test
  void sameDocumentTwiceInOneSystem() throws IOException {
    assertEquals(Main.OK, score("duplicate_document"), err);
    CSVRecord row =
        problem("duplicate_document", "duplicate_document", "warning", BadInputs.LETTER);
    assertTrue(
        row.get("message")
            .contains("document also at " + inputs.get("duplicate_document").file() + ":1"),
        row.get("message"));
  }

  @Test
  void sameDocumentInTwoKeyFiles() throws IOException {
    Path key = Files.createDirectories(tmp.resolve("key"));
    for (String f : List.of("ferry_conll", "letter_conll", "market_conll")) {
      Files.copy(BadInputs.KEY.resolve(f), key.resolve(f));
    }
    Files.copy(BadInputs.KEY.resolve("letter_conll"), key.resolve("zz_again_conll"));
    Path csv = tmp.resolve("p.csv");
    assertEquals(
        Main.OK,
        run("score", key.toString(), BadInputs.STRONG.toString(), "--problems-csv", csv.toString()),
        err);
    CSVRecord row =
        Csv.read(csv).stream()
            .filter(r -> r.get("kind").equals("duplicate_document"))
            .findFirst()
            .orElseThrow();
    assertEquals(key.resolve("zz_again_conll").toString(), row.get("file"));
    assertTrue(
        row.get("message").contains("document also at " + key.resolve("letter_conll") + ":1"));
  }

  @Test
  void emptyFile() throws IOException {
    assertEquals(Main.OK, score("empty_file"), err);
    CSVRecord row = problem("empty_file", "empty_file", "warning", null);
    assertEquals("", row.get("line"));
    CSVRecord missing =
        problems.stream()
            .filter(r -> r.get("kind").equals("missing_document"))
            .findFirst()
            .orElseThrow();
    assertEquals(
        "samples/key/ferry_conll", missing.get("file"), "a missing document is located in the key");
    assertEquals("(sample/ferry); part 000", missing.get("document"));
  }

  @Test
  void emptySystemDirectory() throws IOException {
    assertEquals(Main.REFUSED, score("empty_directory"));
    assertTrue(
        err.contains(
            "no input files (*_conll, *.conll, *.conllu, *.jsonl, *.jsonlines, optionally .gz) in the response "
                + inputs.get("empty_directory").dir()),
        err);
  }

  @Test
  void binaryBytes() throws IOException {
    assertEquals(Main.REFUSED, score("binary"));
    problem("binary", "binary_input", "error", BadInputs.LETTER);
    refusedWith("NUL bytes at line 8: this does not look like a text file");
  }

  @Test
  void nonUtf8BytesInWordsChangeNothing() throws IOException {
    Path expected = tmp.resolve("strong.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            BadInputs.KEY.toString(),
            BadInputs.STRONG.toString(),
            "--csv",
            expected.toString()));
    Path actual = tmp.resolve("latin1.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            BadInputs.KEY.toString(),
            inputs.get("latin1_word").dir().toString(),
            "--csv",
            actual.toString()));
    assertEquals(Files.readString(expected), Files.readString(actual));
    assertTrue(out.contains("token_text_mismatch"), "the changed word is reported: " + out);
  }

  @Test
  void nonUtf8DocumentNamesAreReadByteForByte() throws IOException {
    Path key =
        Files.write(
            tmp.resolve("key_conll"),
            ("#begin document (caf\u00e9); part 000\nw\t0\t0\tw\t(1)\n" + "#end document\n")
                .getBytes(StandardCharsets.ISO_8859_1));
    Path csv = tmp.resolve("p.csv");
    Path scores = tmp.resolve("s.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            key.toString(),
            "--problems-csv",
            csv.toString(),
            "--csv",
            scores.toString()),
        err);
    CSVRecord row =
        Csv.read(csv).stream()
            .filter(r -> r.get("kind").equals("not_utf8"))
            .findFirst()
            .orElseThrow();
    assertEquals("(caf\u00e9); part 000", row.get("document"));
    assertEquals("1", row.get("line"));
    assertTrue(Files.readString(scores).contains("mentions,1,1,1,1,1,1,1"), "matched with itself");
  }

  @Test
  void crlfLineEndsScoreAsLf() throws IOException {
    Path expected = tmp.resolve("strong.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            BadInputs.KEY.toString(),
            BadInputs.STRONG.toString(),
            "--csv",
            expected.toString()));
    Path actual = tmp.resolve("crlf.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            BadInputs.KEY.toString(),
            inputs.get("crlf").dir().toString(),
            "--csv",
            actual.toString()));
    assertEquals(Files.readString(expected), Files.readString(actual));
    assertFalse(out.contains("Problems"), out);
  }

  @Test
  void noEndDocument() throws IOException {
    assertEquals(Main.REFUSED, score("missing_end"));
    problem("missing_end", "missing_end", "error", BadInputs.LETTER);
    refusedWith("end of input inside the document");
  }

  @Test
  void nestedBeginDocument() throws IOException {
    assertEquals(Main.REFUSED, score("nested_begin"));
    problem("nested_begin", "missing_end", "error", BadInputs.LETTER);
    refusedWith("no #end document before the next #begin document");
  }

  @Test
  void lineWithTooFewColumns() throws IOException {
    assertEquals(Main.OK, score("too_few_columns"), err);
    CSVRecord row = problem("too_few_columns", "too_few_columns", "warning", BadInputs.LETTER);
    assertTrue(
        row.get("message")
            .contains("token line with 3 fields where the document's first token line has 12"),
        row.get("message"));
  }

  @Test
  void moreThanTenRepeatedMentions() throws IOException {
    assertEquals(Main.OK, score("repeated_mentions"), err);
    assertEquals(
        11,
        problems.stream().filter(r -> r.get("kind").equals("repeated_response_mention")).count());
    problem("repeated_mentions", "repeated_response_mention", "warning", BadInputs.LETTER);
    assertEquals(Main.REFUSED, score("repeated_mentions", "--max-repeated-mentions", "10"));
    assertTrue(
        err.contains("11 repeated response mentions were removed, more than the 10 allowed"), err);
  }

  @Test
  void repeatedKeyMention() throws IOException {
    List<String> lines = Files.readAllLines(BadInputs.KEY.resolve("letter_conll"));
    lines.set(2, BadInputs.replaceCoref(lines.get(2), "(1)|(7)"));
    Path key = Files.write(tmp.resolve("letter_conll"), lines);
    Path csv = tmp.resolve("p.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            BadInputs.STRONG.resolve("letter_conll").toString(),
            "--problems-csv",
            csv.toString()),
        err);
    CSVRecord row =
        Csv.read(csv).stream()
            .filter(r -> r.get("kind").equals("repeated_key_mention"))
            .findFirst()
            .orElseThrow();
    assertEquals(key.toString(), row.get("file"));
    assertEquals("3", row.get("line"));
    assertEquals(
        Main.REFUSED,
        run(
            "score",
            key.toString(),
            BadInputs.STRONG.resolve("letter_conll").toString(),
            "--strict"));
  }

  @Test
  void largeDocumentIsScored() throws IOException {
    Path dir = tmp.resolve("large");
    assertEquals(
        Main.OK,
        run(
            "synth",
            "--docs",
            "1",
            "--systems",
            "1",
            "--mentions-per-doc",
            "10000",
            "--entities-per-doc",
            "3000",
            "--tokens-per-doc",
            "50000",
            "--seed",
            "3",
            "--out",
            dir.toString()),
        err);
    assertEquals(
        Main.OK,
        run("score", dir.resolve("key").toString(), dir.resolve("systems/sys01").toString()),
        err);
    assertTrue(out.contains("conll "), out);
    assertFalse(out.contains("Problems"), out);
  }

  @Test
  void truncatedGzipFile() throws IOException {
    assertEquals(Main.IO_ERROR, score("truncated_gzip"));
    assertTrue(err.contains("cannot read " + inputs.get("truncated_gzip").file()), err);
  }

  @Test
  void pathThatDoesNotExistOrCannotBeRead() throws IOException {
    assertEquals(
        Main.IO_ERROR, run("score", BadInputs.KEY.toString(), tmp.resolve("nope").toString()));
    assertTrue(err.contains(tmp.resolve("nope") + ": no such file or directory"), err);
    Path dangling = Files.createSymbolicLink(tmp.resolve("dangling_conll"), tmp.resolve("gone"));
    assertEquals(Main.IO_ERROR, run("score", BadInputs.KEY.toString(), dangling.toString()));
    assertEquals(
        Main.IO_ERROR,
        run(
            "run",
            "--key",
            BadInputs.KEY.toString(),
            "--system",
            "s=" + dangling,
            "--out",
            tmp.resolve("out").toString()));
    assertTrue(err.contains(dangling.toString()), err);
    assertFalse(Files.exists(tmp.resolve("out")));
  }

  @Test
  void documentNamesThatMatchNoKeyDocument() throws IOException {
    assertEquals(Main.REFUSED, score("document_names"));
    assertTrue(
        err.contains(
            "no response document has the name of a key document (key: '(sample/ferry); part 000',"
                + " response: '(sample/ferry); part 0')"),
        err);
  }

  @Test
  void outputDirectoryThatHoldsResults() throws IOException {
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            BadInputs.KEY.toString(),
            "--systems",
            shared.resolve("systems").toString(),
            "--out",
            runOut.toString()));
    assertTrue(err.contains(runOut + " already exists"), err);
  }

  // ---- run: all of them in one job --------------------------------------------------------------

  /**
   * The corpus rules are one: for every bad input that {@code score} can score or refuse with a
   * problem list, it reports the same problems of the response (kind, severity, file, line,
   * document, message) as {@code run} reports for that system. Only {@code run}'s note that it left
   * a system out is its own; the key's problems are the key's in {@code run}.
   */
  @Test
  void scoreAndRunReportTheSameProblemsOfEverySystem() throws IOException {
    Map<String, List<String>> fromRun =
        Csv.read(runOut.resolve("problems.csv")).stream()
            .filter(r -> !r.get("kind").equals("system_left_out"))
            .collect(
                Collectors.groupingBy(
                    r -> r.get("system"),
                    TreeMap::new,
                    Collectors.mapping(BadInputCatalogueTest::comparable, Collectors.toList())));
    int compared = 0;
    for (String variant : inputs.all().keySet()) {
      int code = score(variant, "--max-repeated-mentions", "10");
      if (code != Main.OK && code != Main.REFUSED || problems.isEmpty() && code != Main.OK) {
        continue; // an I/O failure or no CoNLL files: score has no problem list to compare
      }
      String keyFiles = BadInputs.KEY.toAbsolutePath().toString();
      List<String> fromScore =
          problems.stream()
              .filter(
                  r ->
                      !Path.of(r.get("file")).toAbsolutePath().toString().startsWith(keyFiles)
                          || r.get("kind").equals("missing_document"))
              .map(BadInputCatalogueTest::comparable)
              .sorted()
              .toList();
      List<String> expected = fromRun.getOrDefault(variant, List.of()).stream().sorted().toList();
      assertEquals(expected, fromScore, variant);
      compared++;
    }
    assertTrue(compared >= 15, "variants compared: " + compared);
  }

  /**
   * A problem as both commands write it, its file made absolute and the key's path in messages
   * written as given ({@code run} names files by their absolute paths, {@code score} as given).
   */
  private static String comparable(CSVRecord r) {
    String file = r.get("file").isEmpty() ? "" : Path.of(r.get("file")).toAbsolutePath().toString();
    String message =
        r.get("message")
            .replace(BadInputs.KEY.toAbsolutePath().toString(), BadInputs.KEY.toString());
    return String.join(
        " | ", r.get("kind"), r.get("severity"), file, r.get("line"), r.get("document"), message);
  }

  @Test
  void oneRunScoresTheReadableSystemsAndLeavesOutTheBrokenOnes() throws IOException {
    assertEquals(Main.PARTIAL, runExit, runErr);
    Map<String, List<CSVRecord>> bySystem =
        new TreeMap<>(
            Csv.read(runOut.resolve("problems.csv")).stream()
                .collect(Collectors.groupingBy(r -> r.get("system"))));
    List<String> scored =
        Csv.read(runOut.resolve("scores.csv")).stream()
            .map(r -> r.get("system"))
            .distinct()
            .sorted()
            .toList();
    List<String> leftOut =
        List.of(
            "binary",
            "document_names",
            "empty_directory",
            "missing_end",
            "nested_begin",
            "repeated_mentions",
            "truncated_gzip",
            "unclosed_opening",
            "unmatched_closing");
    assertEquals(
        inputs.all().keySet().stream().filter(s -> !leftOut.contains(s)).sorted().toList(), scored);
    for (String system : leftOut) {
      assertTrue(
          bySystem.get(system).stream().anyMatch(r -> r.get("kind").equals("system_left_out")),
          system);
    }
    Map<String, String> kinds =
        Map.ofEntries(
            Map.entry("unmatched_closing", "unmatched_closing"),
            Map.entry("unclosed_opening", "unclosed_opening"),
            Map.entry("split_antecedent", "split_antecedent"),
            Map.entry("token_count", "token_count_mismatch"),
            Map.entry("token_text", "token_text_mismatch"),
            Map.entry("too_few_columns", "too_few_columns"),
            Map.entry("binary", "binary_input"),
            Map.entry("missing_document", "missing_document"),
            Map.entry("extra_document", "extra_document"),
            Map.entry("duplicate_document", "duplicate_document"),
            Map.entry("empty_file", "empty_file"),
            Map.entry("empty_directory", "no_input_files"),
            Map.entry("missing_end", "missing_end"),
            Map.entry("nested_begin", "missing_end"),
            Map.entry("repeated_mentions", "too_many_repeats"),
            Map.entry("truncated_gzip", "unreadable_input"),
            Map.entry("document_names", "no_matching_documents"));
    for (var e : kinds.entrySet()) {
      BadInputs.Variant v = inputs.get(e.getKey());
      CSVRecord row =
          bySystem.get(e.getKey()).stream()
              .filter(r -> r.get("kind").equals(e.getValue()))
              .findFirst()
              .orElseThrow(() -> new AssertionError(e + " in " + bySystem.get(e.getKey())));
      if (v.file() != null
          && !e.getValue().equals("missing_document")
          && !e.getValue().equals("too_many_repeats")) {
        assertEquals(v.file().toString(), row.get("file"), e.getKey());
      }
      if (v.line() > 0 && !e.getValue().equals("too_many_repeats")) {
        assertEquals(Long.toString(v.line()), row.get("line"), e.getKey());
      }
    }
    assertTrue(bySystem.getOrDefault("crlf", List.of()).isEmpty(), "CRLF is not a problem");
    Map<String, String> conll =
        Csv.read(runOut.resolve("scores.csv")).stream()
            .filter(r -> r.get("metric").equals("conll"))
            .collect(Collectors.toMap(r -> r.get("system"), r -> r.get("f1")));
    assertEquals(
        conll.get("latin1_word"),
        conll.get("crlf"),
        "CRLF and one changed word score as the original");
  }
}
