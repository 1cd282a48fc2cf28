package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.sql.Row;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorColumn;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20's error analysis on Spark: the sample key ({@code samples/key}, with POS and parse
 * columns) against simulated systems, one of them lacking a document. Each (system, document) row
 * of errors_documents.csv equals what {@code score} computes without Spark for that system, in both
 * ways of scoring and both singleton modes (costs and listed errors too); errors.csv is the sum of
 * the rows; the parquet holds the same rows; the invariants of docs/explanation/error-analysis.md
 * 5.4 hold on every row (link errors = MUC's errors per document, nothing negative); a missing
 * document is analysed as an empty response; the key against itself has no error.
 */
class ErrorRunTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static Path systems;
  private static final String LACKING = "letter_conll";
  private static final String LACKING_DOCUMENT = "(sample/letter); part 000";

  @BeforeAll
  static void makeSystems() throws IOException {
    SharedSpark.get();
    systems = PerturbedSystems.of(shared, shared.resolve("systems"), 20, "strong", "weak");
    // "lacking": the weak system without one document
    Path lacking = Files.createDirectories(systems.resolve("lacking"));
    try (Stream<Path> files = Files.list(systems.resolve("weak"))) {
      for (Path f : files.toList()) {
        if (!f.getFileName().toString().startsWith(LACKING)) {
          Files.copy(f, lacking.resolve(f.getFileName()));
        }
      }
    }
  }

  private static Path key() {
    return PerturbedSystems.KEY;
  }

  @Test
  void everyDocumentRowEqualsScoreWithoutSparkInBothWaysOfScoringAndBothModes() throws IOException {
    for (String mode : List.of("remove", "keep")) {
      Path broadcast = runErrors(tmp.resolve("b-" + mode), mode, "512m");
      if (mode.equals("remove")) { // the way of scoring does not depend on the mode: once
        Path shuffled = runErrors(tmp.resolve("s-" + mode), mode, "0");
        assertEquals(
            Files.readString(broadcast.resolve("errors_documents.csv")),
            Files.readString(shuffled.resolve("errors_documents.csv")),
            "broadcast and shuffle, " + mode);
        assertEquals(
            Files.readString(broadcast.resolve("errors.csv")),
            Files.readString(shuffled.resolve("errors.csv")));
      }

      List<CSVRecord> rows = Csv.read(broadcast.resolve("errors_documents.csv"));
      int keyDocuments = 3;
      assertEquals(3 * keyDocuments, rows.size());
      Map<String, Map<String, long[]>> bySystem = bySystemAndDocument(rows);
      for (String system : List.of("strong", "weak", "lacking")) {
        Path documents = tmp.resolve(system + "-" + mode + ".csv");
        Path total = tmp.resolve(system + "-" + mode + "-total.csv");
        assertEquals(
            Main.OK,
            run(
                "score",
                key().toString(),
                systems.resolve(system).toString(),
                "--errors",
                "--error-singletons",
                mode,
                "--errors-documents-csv",
                documents.toString(),
                "--errors-csv",
                total.toString()),
            err);
        Map<String, long[]> expected = bySystemAndDocument(Csv.read(documents)).get(system);
        assertEquals(keyDocuments, expected.size());
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          assertTrue(
              java.util.Arrays.equals(e.getValue(), bySystem.get(system).get(e.getKey())),
              system + " " + e.getKey() + " " + mode);
        }
        // errors.csv: the sums; and the same as score's total
        long[] sum = new long[DocumentErrors.COLUMNS.size()];
        bySystem.get(system).values().forEach(v -> add(sum, v));
        CSVRecord totalRow =
            Csv.read(broadcast.resolve("errors.csv")).stream()
                .filter(r -> r.get("system").equals(system))
                .findFirst()
                .orElseThrow();
        assertEquals(mode, totalRow.get("singletons"));
        assertTrue(java.util.Arrays.equals(sum, counts(totalRow)), system);
        assertTrue(java.util.Arrays.equals(sum, counts(Csv.read(total).get(0))), system);
        // the analyser's summary in summary.txt, with the same totals
        String summary = Files.readString(broadcast.resolve("summary.txt"));
        DocumentErrors errors = DocumentErrors.of(sum);
        assertTrue(
            summary.contains(
                system
                    + " (the analyser's summary)\n"
                    + org.corefstats.report.ErrorRows.referenceSummary(errors)),
            summary);
      }
      // a missing document: analysed as an empty response, flagged
      long[] missing = bySystem.get("lacking").get(LACKING_DOCUMENT);
      assertEquals(1, missing[column(ErrorColumn.RESPONSE_MISSING)]);
      assertEquals(0, missing[column(ErrorColumn.OP_SPLIT)]);
      assertTrue(missing[column(ErrorColumn.OP_INTRODUCE)] > 0);
      assertEquals(
          0, bySystem.get("weak").get(LACKING_DOCUMENT)[column(ErrorColumn.RESPONSE_MISSING)]);
      invariants(broadcast, bySystem);
    }
  }

  /** 5.4's invariants on every row: nothing negative, link errors = MUC's errors. */
  private static void invariants(Path run, Map<String, Map<String, long[]>> bySystem)
      throws IOException {
    Map<String, CSVRecord> muc = new HashMap<>();
    for (CSVRecord r : Csv.read(run.resolve("documents.csv"))) {
      if (r.get("metric").equals("muc")) {
        muc.put(r.get("system") + " " + r.get("document"), r);
      }
    }
    int recallLinks = DocumentErrors.COLUMNS.indexOf("links_recall_NAM_NAM");
    int precisionLinks = DocumentErrors.COLUMNS.indexOf("links_precision_NAM_NAM");
    int checked = 0;
    for (var system : bySystem.entrySet()) {
      for (var document : system.getValue().entrySet()) {
        long[] v = document.getValue();
        for (long c : v) {
          assertTrue(c >= 0, system.getKey() + " " + document.getKey());
        }
        CSVRecord m = muc.get(system.getKey() + " " + document.getKey());
        long recallErrors = 0;
        long precisionErrors = 0;
        for (int i = 0; i < 16; i++) {
          recallErrors += v[recallLinks + i];
          precisionErrors += v[precisionLinks + i];
        }
        assertEquals(
            (long) Double.parseDouble(m.get("recall_den"))
                - (long) Double.parseDouble(m.get("recall_num")),
            recallErrors,
            "MUC recall errors " + system.getKey() + " " + document.getKey());
        assertEquals(
            (long) Double.parseDouble(m.get("precision_den"))
                - (long) Double.parseDouble(m.get("precision_num")),
            precisionErrors,
            "MUC precision errors " + system.getKey() + " " + document.getKey());
        checked++;
      }
    }
    assertEquals(3 * 3, checked, "3 systems x 3 documents");
  }

  @Test
  void parquetHoldsTheCsvRowsAndRunJsonSaysWhatWasAsked() throws IOException {
    Path out = runErrors(tmp.resolve("run"), "remove", "512m");
    List<CSVRecord> csv = Csv.read(out.resolve("errors_documents.csv"));
    List<Row> parquet =
        SharedSpark.get()
            .read()
            .parquet(out.resolve("errors_documents.parquet").toString())
            .orderBy("system", "document")
            .collectAsList();
    assertEquals(csv.size(), parquet.size());
    Map<String, Row> byKey = new HashMap<>();
    parquet.forEach(r -> byKey.put(r.getString(0) + " " + r.getString(1), r));
    for (CSVRecord r : csv) {
      Row p = byKey.get(r.get("system") + " " + r.get("document"));
      assertEquals(r.get("singletons"), p.getString(2));
      for (int i = 0; i < DocumentErrors.COLUMNS.size(); i++) {
        assertEquals(Long.parseLong(r.get(3 + i)), p.getLong(3 + i), DocumentErrors.COLUMNS.get(i));
      }
    }
    JsonNode json = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals("remove", json.at("/context/errors/singletons").asText());
    assertTrue(json.at("/timingsMillis/errors").isNumber(), json.toString());
    assertTrue(Files.exists(out.resolve("errors_by_type.csv")));
    List<CSVRecord> links = Csv.read(out.resolve("link_errors_by_type.csv"));
    assertEquals(3 * 32, links.size());
    List<CSVRecord> byType = Csv.read(out.resolve("errors_by_type.csv"));
    assertEquals(3 * 6, byType.size());
    // the types add up to the category where no mention is a zero (CoNLL-2012 has none)
    Map<String, Long> perCategory = new TreeMap<>();
    byType.forEach(
        r ->
            perCategory.merge(
                r.get("system") + " " + r.get("category"),
                Long.parseLong(r.get("count")),
                Long::sum));
    for (CSVRecord total : Csv.read(out.resolve("errors.csv"))) {
      for (String category : List.of("extra_mention", "missing_mention")) {
        assertEquals(
            Long.parseLong(total.get(category)),
            perCategory.get(total.get("system") + " " + category));
      }
    }
  }

  /**
   * --error-costs and --list-errors: each system's cost rows equal score's without Spark; the
   * cumulative steps chain (each starts where the one before ends, so their differences add up to
   * the whole gain), alone steps start from span correction; the listed errors of each document and
   * category are as many as its count; the summary names the key's head rule.
   */
  @Test
  void costsAndListedErrorsEqualScoresAndAddUp() throws IOException {
    Path out = tmp.resolve("costs");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key().toString(),
            "--systems",
            systems.toString(),
            "--error-costs",
            "--list-errors",
            "--out",
            out.toString()),
        err);
    String summary = Files.readString(out.resolve("summary.txt"));
    assertTrue(
        summary.contains(
            "key heads and types: Collins heads from the parse column, types from the head's POS"
                + " and the word list"),
        summary);
    assertTrue(summary.contains("What each kind of error costs"), summary);
    List<CSVRecord> costs = Csv.read(out.resolve("error_costs.csv"));
    Map<String, CSVRecord> scores = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
      scores.put(r.get("system") + " " + r.get("metric"), r);
    }
    for (String system : List.of("strong", "weak", "lacking")) {
      Path expected = tmp.resolve(system + "-costs.csv");
      Path list = tmp.resolve(system + "-list.csv");
      assertEquals(
          Main.OK,
          run(
              "score",
              key().toString(),
              systems.resolve(system).toString(),
              "--error-costs",
              "--list-errors",
              "--error-costs-csv",
              expected.toString(),
              "--errors-list-csv",
              list.toString()),
          err);
      List<CSVRecord> mine = costs.stream().filter(r -> r.get("system").equals(system)).toList();
      List<CSVRecord> theirs = Csv.read(expected);
      assertEquals(theirs.size(), mine.size());
      assertEquals(13 * 8, mine.size(), "13 steps x 7 metrics and the CoNLL score");
      for (int i = 0; i < mine.size(); i++) {
        for (String c : List.of("category", "order", "metric", "f1_before", "f1_after")) {
          assertEquals(theirs.get(i).get(c), mine.get(i).get(c), system + " row " + i + " " + c);
        }
      }
      Map<String, Double> previous = new HashMap<>();
      Map<String, Double> spans = new HashMap<>();
      for (CSVRecord r : mine) {
        String metric = r.get("metric");
        double before = Double.parseDouble(r.get("f1_before"));
        double after = Double.parseDouble(r.get("f1_after"));
        assertEquals(after - before, Double.parseDouble(r.get("difference")), 1e-12);
        if (r.get("category").equals("span_error")) {
          // the first step starts from the scores of scores.csv
          assertEquals(
              Double.parseDouble(scores.get(system + " " + metric).get("f1")), before, 1e-12);
          spans.put(metric, after);
        } else if (r.get("order").equals("alone")) {
          assertEquals(spans.get(metric), before, 1e-12, system + " " + r);
        } else {
          assertEquals(previous.get(metric), before, 1e-12, system + " " + r);
        }
        if (r.get("order").equals("cumulative")) {
          previous.put(metric, after);
        }
      }
      // every listed error, per document and category, as many as the count; as score lists them
      Map<String, Long> listed = new TreeMap<>();
      List<CSVRecord> runList =
          Csv.read(out.resolve("errors_list.csv")).stream()
              .filter(r -> r.get("system").equals(system))
              .toList();
      for (CSVRecord r : runList) {
        listed.merge(r.get("document") + " " + r.get("category"), 1L, Long::sum);
        assertEquals(
            r.get("mentions").split(" ").length,
            Integer.parseInt(r.get("n_mentions")),
            r.toString());
      }
      assertEquals(Csv.read(list).size(), runList.size());
      Map<String, Long> counted = new TreeMap<>();
      for (CSVRecord r : Csv.read(out.resolve("errors_documents.csv"))) {
        if (r.get("system").equals(system)) {
          for (String category : org.corefstats.report.ErrorTables.CATEGORIES) {
            long n = Long.parseLong(r.get(category));
            if (n > 0) {
              counted.put(r.get("document") + " " + category, n);
            }
          }
        }
      }
      assertEquals(counted, listed, system);
    }
    assertTrue(Files.exists(out.resolve("errors.png")));
    assertTrue(Files.exists(out.resolve("error_costs.png")));
  }

  @Test
  void theKeyAgainstItselfHasNoError() throws IOException {
    Path out = tmp.resolve("self");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key().toString(),
            "--system",
            "key=" + key(),
            "--errors",
            "--error-singletons",
            "keep",
            "--out",
            out.toString()),
        err);
    for (CSVRecord r : Csv.read(out.resolve("errors_documents.csv"))) {
      for (long c : counts(r)) {
        assertEquals(0, c, r.get("document"));
      }
    }
  }

  /**
   * Large files are read in pieces on Spark: the key's pieces must carry its words too (CoNLL-2012
   * and CoNLL-U), giving the rows of a whole-file read.
   */
  @Test
  void piecesOfLargeFilesGiveTheRowsOfWholeFiles() throws IOException {
    // the sample key is small: pieces of 4 KB cut it and the system into several
    Path conll = Files.createDirectories(tmp.resolve("conll"));
    concatenate(key(), conll.resolve("key.conll"));
    concatenate(
        systems.resolve("weak"),
        Files.createDirectories(conll.resolve("sys/weak")).resolve("all.conll"));
    Path conllu = Files.createDirectories(tmp.resolve("conllu"));
    concatenate(Path.of("samples/crac/key"), conllu.resolve("key.conllu"));
    concatenate(
        Path.of("samples/crac/systems/greedy"),
        Files.createDirectories(conllu.resolve("sys/greedy")).resolve("all.conllu"));
    for (Path dir : List.of(conll, conllu)) {
      String key = dir.resolve(dir == conll ? "key.conll" : "key.conllu").toString();
      String pieces = "4k";
      for (String limit : List.of("512m", "0")) {
        Path whole = tmp.resolve(dir.getFileName() + "-whole-" + limit);
        Path split = tmp.resolve(dir.getFileName() + "-pieces-" + limit);
        for (Path out : List.of(whole, split)) {
          assertEquals(
              Main.OK,
              run(
                  "run",
                  "--key",
                  key,
                  "--systems",
                  dir.resolve("sys").toString(),
                  "--errors",
                  "--key-broadcast-limit",
                  limit,
                  "--split-size",
                  out == whole ? "0" : pieces,
                  "--out",
                  out.toString()),
              err);
        }
        JsonNode json = new ObjectMapper().readTree(split.resolve("run.json").toFile());
        assertTrue(json.at("/inputs/splits").asInt() > 2, json.at("/inputs").toString());
        String rows = Files.readString(whole.resolve("errors_documents.csv"));
        assertTrue(rows.lines().count() > 2, rows);
        assertEquals(rows, Files.readString(split.resolve("errors_documents.csv")), dir + limit);
      }
    }
  }

  private static void concatenate(Path dir, Path into) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      StringBuilder all = new StringBuilder();
      for (Path f : files.sorted().toList()) {
        all.append(Files.readString(f));
      }
      Files.writeString(into, all);
    }
  }

  private Path runErrors(Path out, String mode, String broadcastLimit) {
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key().toString(),
            "--systems",
            systems.toString(),
            "--errors",
            "--error-singletons",
            mode,
            "--key-broadcast-limit",
            broadcastLimit,
            "--out",
            out.toString()),
        err);
    return out;
  }

  private static int column(ErrorColumn c) {
    return DocumentErrors.COLUMNS.indexOf(c.csvName());
  }

  private static void add(long[] sum, long[] v) {
    for (int i = 0; i < sum.length; i++) {
      sum[i] += v[i];
    }
  }

  private static long[] counts(CSVRecord r) {
    long[] v = new long[DocumentErrors.COLUMNS.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = Long.parseLong(r.get(DocumentErrors.COLUMNS.get(i)));
    }
    return v;
  }

  private static Map<String, Map<String, long[]>> bySystemAndDocument(List<CSVRecord> rows) {
    Map<String, Map<String, long[]>> out = new TreeMap<>();
    for (CSVRecord r : rows) {
      out.computeIfAbsent(r.get("system"), s -> new TreeMap<>()).put(r.get("document"), counts(r));
    }
    return out;
  }
}
