package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where CONE's NE layer comes from (docs/explanation/cone.md 3.1 and 7), on the sample key: its
 * column 11 filled from docs/guide/cone-sample-ne.tsv ({@link SampleNeKey}), the same layer from a
 * separate file (those CoNLL files, the TSV, or a TSV with more columns than its layout's) over the
 * key without column 11 ({@code samples/key}), or from each response's column 11, gives the same
 * counts; approx-only mode, with the NE layer as the key (TSV or CoNLL), gives the cone_approx_*
 * counts of the normal mode, in {@code score} and in {@code run}.
 */
class ConeNeSourceTest extends CliTest {
  @TempDir static Path tmp;

  /** The sample key with its NE layer in column 11. */
  private static Path neKey;

  /** The sample key's NE layer as a TSV of four columns. */
  private static final Path TSV = SampleNeKey.TSV;

  /** The sample key without an NE layer. */
  private static final Path PLAIN = SampleNeKey.PLAIN;

  /** Two simulated systems of the NE key (perturb keeps every byte but the coreference column). */
  private static Path systems;

  @BeforeAll
  static void systems() throws IOException {
    neKey = SampleNeKey.write(tmp.resolve("ne"));
    systems = tmp.resolve("systems");
    CliTest cli = new CliTest() {};
    assertEquals(
        Main.OK,
        cli.runCommand(
            "perturb",
            neKey.toString(),
            "--systems",
            "2",
            "--seed",
            "7",
            "--out",
            systems.toString()),
        cli.stderr());
  }

  private static Path system(int i) throws IOException {
    try (var listing = Files.list(systems)) {
      List<Path> all = listing.filter(Files::isDirectory).sorted().toList();
      return all.get(i);
    }
  }

  /** score's corpus rows by metric, after checking the exit code. */
  private Map<String, CSVRecord> score(String... args) throws IOException {
    Path csv = Files.createTempFile(tmp, "score", ".csv");
    List<String> all = new ArrayList<>(List.of("score"));
    all.addAll(List.of(args));
    all.addAll(List.of("--csv", csv.toString()));
    assertEquals(Main.OK, run(all.toArray(String[]::new)), err);
    Map<String, CSVRecord> rows = new HashMap<>();
    for (CSVRecord r : Csv.read(csv)) {
      rows.put(r.get("metric"), r);
    }
    return rows;
  }

  private static final String[] COLUMNS = {
    "recall_num", "recall_den", "precision_num", "precision_den", "f1"
  };

  /** Every count of {@code metrics} equal in both. */
  private static void assertSameCounts(
      Map<String, CSVRecord> expected, Map<String, CSVRecord> actual, Set<Metric> metrics) {
    for (Metric m : metrics) {
      for (String c : COLUMNS) {
        assertEquals(
            expected.get(m.code()).get(c), actual.get(m.code()).get(c), m.code() + " " + c);
      }
    }
  }

  @Test
  void aSeparateFileGivesTheCountsOfTheKeysColumn() throws IOException {
    Path response = system(0);
    Map<String, CSVRecord> key = score(neKey.toString(), response.toString(), "--metrics", "cone");
    assertTrue(Double.parseDouble(key.get("cone_bcub").get("f1")) < 1.0, "the system errs");
    assertTrue(out.contains("CONE: NE layer key column 11"), out);
    // the NE key's CoNLL files as the NE layer of the key without column 11
    Map<String, CSVRecord> conll =
        score(
            PLAIN.toString(),
            response.toString(),
            "--metrics",
            "cone",
            "--cone-ne-file",
            neKey.toString());
    assertTrue(out.contains("CONE: NE layer file " + neKey), out);
    assertSameCounts(key, conll, Metric.cone());
    // a TSV with more columns than document, doc_tok_start, doc_tok_end, type, in another order:
    // read by their names
    Path wide = tmp.resolve("wide.tsv");
    List<String> lines =
        new ArrayList<>(List.of("id\ttype\tdocument\tdoc_tok_end\tdoc_tok_start\tnote"));
    List<String> rows = Files.readAllLines(TSV);
    for (int i = 1; i < rows.size(); i++) {
      String[] f = rows.get(i).split("\t", -1);
      lines.add(String.join("\t", "T" + i, f[3], f[0], f[2], f[1], "name " + i));
    }
    Files.write(wide, lines);
    Map<String, CSVRecord> tsv =
        score(
            PLAIN.toString(),
            response.toString(),
            "--metrics",
            "cone",
            "--cone-ne-file",
            wide.toString());
    assertSameCounts(key, tsv, Metric.cone());
    // the TSV with only the four columns of docs/explanation/cone.md 3.1, and the rule and types
    // applied
    assertSameCounts(
        score(
            neKey.toString(),
            response.toString(),
            "--metrics",
            "cone",
            "--cone-rule",
            "exact",
            "--cone-types",
            "PERSON"),
        score(
            PLAIN.toString(),
            response.toString(),
            "--metrics",
            "cone",
            "--cone-rule",
            "exact",
            "--cone-types",
            "PERSON",
            "--cone-ne-file",
            TSV.toString()),
        Metric.cone());
  }

  @Test
  void theResponsesColumnGivesTheCountsOfTheKeysWhenItIsTheSame() throws IOException {
    Path response = system(1);
    Map<String, CSVRecord> key = score(neKey.toString(), response.toString(), "--metrics", "cone");
    // the key without column 11: every name comes from the response's column 11
    Map<String, CSVRecord> fromResponse =
        score(PLAIN.toString(), response.toString(), "--metrics", "cone", "--cone-ne", "response");
    assertTrue(out.contains("CONE: NE layer response column 11"), out);
    assertSameCounts(key, fromResponse, Metric.cone());
  }

  @Test
  void aResponseWithoutAnNeColumnIsWarnedAtTheResponse() throws IOException {
    // one document, its token lines cut to 5 fields (no column 11)
    String file = "ferry_conll";
    Path response = tmp.resolve("five-columns.conll");
    List<String> lines = new ArrayList<>();
    for (String line : Files.readAllLines(PLAIN.resolve(file))) {
      String[] f = line.split("\t", -1);
      lines.add(
          line.startsWith("#") || f.length < 12
              ? line
              : String.join("\t", f[0], f[1], f[2], f[3], f[f.length - 1]));
    }
    Files.write(response, lines);
    Path problems = tmp.resolve("no-column-problems.csv");
    Map<String, CSVRecord> rows =
        score(
            neKey.resolve(file).toString(),
            response.toString(),
            "--metrics",
            "cone",
            "--cone-ne",
            "response",
            "--problems-csv",
            problems.toString());
    assertEquals("0", rows.get("cone_mentions").get("recall_den"));
    List<CSVRecord> noColumn =
        Csv.read(problems).stream().filter(r -> r.get("kind").equals("cone_no_ne_column")).toList();
    assertEquals(1, noColumn.size());
    assertEquals(response.toString(), noColumn.get(0).get("file"));
    assertEquals("1", noColumn.get(0).get("line"));
    assertTrue(noColumn.get(0).get("message").contains("the response has no named-entity column"));
  }

  @Test
  void badTsvRowsAreLocatedProblems() throws IOException {
    Path tsv = tmp.resolve("bad.tsv");
    String doc = "(sample/ferry); part 000";
    Files.write(
        tsv,
        List.of(
            "document\tdoc_tok_start\tdoc_tok_end\ttype",
            doc + "\t3\t3\tFAC",
            doc + "\tx\t4\tGPE",
            doc + "\t9\t8\tPER",
            doc + "\t999999\t999999\tPER",
            "(no_such_document); part 0\t1\t1\tPER",
            doc + "\t4\t4"));
    Path problems = tmp.resolve("bad-problems.csv");
    score(
        PLAIN.toString(),
        system(0).toString(),
        "--metrics",
        "cone",
        "--cone-ne-file",
        tsv.toString(),
        "--problems-csv",
        problems.toString());
    Map<String, CSVRecord> byLine = new HashMap<>();
    int absent = 0;
    for (CSVRecord r : Csv.read(problems)) {
      if (r.get("kind").equals("cone_ne_span")) {
        assertEquals(tsv.toString(), r.get("file"));
        byLine.put(r.get("line"), r);
      } else if (r.get("kind").equals("cone_ne_no_document")) {
        absent++;
      }
    }
    assertEquals(Set.of("3", "4", "5", "6", "7"), byLine.keySet(), byLine.toString());
    assertEquals(doc, byLine.get("3").get("document"));
    assertTrue(byLine.get("3").get("message").contains("not token indexes"));
    assertTrue(byLine.get("4").get("message").contains("not 0 <= start <= end"));
    assertTrue(byLine.get("5").get("message").contains("past the document's"));
    assertTrue(byLine.get("6").get("message").contains("not a key document"));
    assertEquals(2, absent, "the other key documents (sample/letter, sample/market) have no names");
    // run reports the same, the key broadcast or grouped with the systems by a shuffle
    SharedSpark.get();
    for (String limit : new String[] {"512m", "0"}) {
      Path out = tmp.resolve("bad-run-" + limit);
      assertEquals(
          Main.OK,
          run(
              "run",
              "--key",
              PLAIN.toString(),
              "--systems",
              systems.toString(),
              "--metrics",
              "cone",
              "--cone-ne-file",
              tsv.toString(),
              "--key-broadcast-limit",
              limit,
              "--out",
              out.toString()),
          err);
      List<CSVRecord> runProblems =
          Csv.read(out.resolve("problems.csv")).stream()
              .filter(r -> r.get("kind").equals("cone_ne_span"))
              .toList();
      assertEquals(
          Set.of("3", "4", "5", "6", "7"),
          runProblems.stream().map(r -> r.get("line")).collect(java.util.stream.Collectors.toSet()),
          limit);
      assertEquals(
          5,
          runProblems.size(),
          limit + ": the key's problems once, not per system: " + runProblems);
    }
    // a TSV without the header is refused as a request
    Path headless = tmp.resolve("headless.tsv");
    Files.write(headless, List.of(doc + "\t3\t3\tFAC"));
    assertEquals(
        2,
        run(
            "score",
            PLAIN.toString(),
            system(0).toString(),
            "--metrics",
            "cone",
            "--cone-ne-file",
            headless.toString()));
    assertTrue(err.contains("doc_tok_start"), err);
  }

  @Test
  void approxOnlyGivesTheApproximateCountsOfTheNormalMode() throws IOException {
    Path response = system(0);
    Map<String, CSVRecord> normal =
        score(neKey.toString(), response.toString(), "--metrics", "cone");
    Map<String, CSVRecord> tsvKey =
        score(TSV.toString(), response.toString(), "--cone-approx-only");
    assertEquals(Metric.coneApproximate().size(), tsvKey.size(), tsvKey.keySet().toString());
    assertSameCounts(normal, tsvKey, Metric.coneApproximate());
    assertTrue(out.contains("formats: key tsv (NE spans), response conll"), out);
    // the diagnostics say the key names nothing, and measure no quality against gold clusters
    assertTrue(
        out.contains(
            "CONE NE layer: 20 NE spans read, 20 admitted by type; the key has no mention they"
                + " name"),
        out);
    assertTrue(
        out.contains("CONE approximate gold: 10 entities (no gold named clusters to measure"), out);
    assertTrue(!out.contains("twinless"), out);
    Map<String, CSVRecord> conllKey =
        score(
            neKey.toString(),
            response.toString(),
            "--cone-approx-only",
            "--metrics",
            "cone_approx_bcub");
    assertSameCounts(normal, conllKey, Set.of(Metric.CONE_APPROX_BCUB));
    // the NE key without its coreference ('-' in the last column)
    Path bare = tmp.resolve("ne-without-coreference");
    Files.createDirectories(bare);
    try (var files = Files.list(neKey)) {
      for (Path f : files.filter(f -> f.toString().endsWith("conll")).toList()) {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(f)) {
          String[] fields = line.split("\t", -1);
          if (!line.startsWith("#") && fields.length >= 12) {
            fields[fields.length - 1] = "-";
            line = String.join("\t", fields);
          }
          lines.add(line);
        }
        Files.write(bare.resolve(f.getFileName()), lines);
      }
    }
    assertSameCounts(
        normal,
        score(bare.toString(), response.toString(), "--cone-approx-only"),
        Metric.coneApproximate());
    // other metrics need a coreference key
    assertEquals(
        2,
        run(
            "score",
            TSV.toString(),
            response.toString(),
            "--cone-approx-only",
            "--metrics",
            "bcub"));
    assertTrue(err.contains("--cone-approx-only computes only"), err);
  }

  @Test
  void twoNeLayersAreRefused() throws IOException {
    for (String layer : new String[] {"key", "response"}) {
      assertEquals(
          2,
          run(
              "score",
              neKey.toString(),
              system(0).toString(),
              "--metrics",
              "cone",
              "--cone-ne",
              layer,
              "--cone-ne-file",
              TSV.toString()));
      assertTrue(
          err.contains("--cone-ne " + layer + " and --cone-ne-file name two NE layers"), err);
    }
  }

  @Test
  void runGivesTheCountsOfScoreWithEveryNeSource() throws IOException {
    SharedSpark.get();
    Map<String, Map<String, CSVRecord>> normal = new HashMap<>();
    for (int i = 0; i < 2; i++) {
      normal.put(
          system(i).getFileName().toString(),
          score(neKey.toString(), system(i).toString(), "--metrics", "cone"));
    }
    String[][] runs = {
      {"file", "--key", PLAIN.toString(), "--metrics", "cone", "--cone-ne-file", TSV.toString()},
      {"response", "--key", PLAIN.toString(), "--metrics", "cone", "--cone-ne", "response"},
      // the key grouped with the systems by a shuffle rather than broadcast: the same
      {
        "file",
        "--key",
        PLAIN.toString(),
        "--metrics",
        "cone",
        "--cone-ne-file",
        neKey.toString(),
        "--key-broadcast-limit",
        "0"
      },
      // --correlate studies the approximate metrics (no CONE validation without cone_bcub...)
      {
        "file",
        "--key",
        TSV.toString(),
        "--cone-approx-only",
        "--correlate",
        "--pivot",
        "cone_approx_bcub"
      },
      {"key", "--key", neKey.toString(), "--cone-approx-only"},
    };
    for (String[] run : runs) {
      List<String> options = List.of(run).subList(1, run.length);
      Path out = Files.createTempDirectory(tmp, "run");
      Files.delete(out);
      List<String> args = new ArrayList<>(List.of("run", "--systems", systems.toString()));
      args.addAll(options);
      args.addAll(List.of("--out", out.toString()));
      assertEquals(Main.OK, run(args.toArray(String[]::new)), err);
      Map<String, Map<String, CSVRecord>> bySystem = new HashMap<>();
      for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
        bySystem.computeIfAbsent(r.get("system"), s -> new HashMap<>()).put(r.get("metric"), r);
      }
      assertEquals(normal.keySet(), bySystem.keySet());
      boolean approximateOnly = options.contains("--cone-approx-only");
      for (var system : bySystem.entrySet()) {
        assertSameCounts(
            normal.get(system.getKey()),
            system.getValue(),
            approximateOnly ? Metric.coneApproximate() : Metric.cone());
        if (approximateOnly) {
          assertEquals(Metric.coneApproximate().size(), system.getValue().size());
        }
      }
      if (options.contains("--correlate")) {
        assertTrue(Files.exists(out.resolve("correlation/correlations.csv")));
        assertTrue(Files.notExists(out.resolve("correlation/cone.csv")));
      }
      String json = Files.readString(out.resolve("run.json"));
      assertTrue(json.contains("\"neSource\" : \"" + run[0] + "\""), json);
    }
  }
}
