package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every value of the shared folder's conformance/long-documents/expected.csv (BookCoref's and MEI's
 * reference values on the worked examples W1-W7 of LONG-DOCUMENTS.md) through {@code score --out
 * DIR} with the options its rows name: long_documents.csv for a case's sums, and for the rows of a
 * document (and the window and per-document rows of a one-document case, which expected.csv lists
 * under ALL) long_documents_documents.csv. MEI's native index-aligned input (W6, rows {@code
 * mei-native} and {@code mei-native-entity}) through {@code mei KEY SYSTEM --csv FILE}. W7's
 * response mention [21,21] starts at N, past the response's own 21 words: the jsonlines reader
 * refuses it, so W7 is scored with {@code --lenient}, which drops it, and only its BookCoref window
 * rows are compared (Q5: the reference ignores the mention there and counts it everywhere else).
 */
@NeedsSharedData
class LongDocumentsConformanceTest {
  private static final CSVFormat CSV =
      CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
  private static final List<String> NUMBERS =
      List.of("r_num", "r_den", "p_num", "p_den", "recall", "precision", "f1", "value");

  @TempDir Path tmp;

  private static Path folder() {
    return SharedData.conformance().resolve("long-documents");
  }

  private static List<CSVRecord> read(Path file) throws IOException {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return CSV.parse(in).getRecords();
    }
  }

  private static String key(String document, CSVRecord r) {
    return String.join(
        "|", document, r.get("measure"), r.get("setting"), r.get("metric"), r.get("item"));
  }

  /** Our rows of one case, by document, measure, setting, metric and item. */
  private Map<String, CSVRecord> score(String example, int length, String... more)
      throws IOException {
    Path out = tmp.resolve(example);
    List<String> args =
        new ArrayList<>(
            List.of(
                "score",
                folder().resolve(example).resolve("key.jsonl").toString(),
                folder().resolve(example).resolve("sys.jsonl").toString(),
                "--windows",
                Integer.toString(length),
                "--window-scheme",
                "bookcoref,fixed,sentence",
                "--major-entities",
                "5,4",
                "--major-entities",
                "all,2",
                "--strata",
                "--out",
                out.toString()));
    args.addAll(List.of(more));
    StringWriter printed = new StringWriter();
    int code =
        Main.run(new PrintWriter(printed), new PrintWriter(printed), args.toArray(new String[0]));
    assertEquals(0, code, printed.toString());
    Map<String, CSVRecord> rows = new HashMap<>();
    for (String file : List.of("long_documents.csv", "long_documents_documents.csv")) {
      for (CSVRecord r : read(out.resolve(file))) {
        rows.put(key(r.get("document"), r), r);
      }
    }
    return rows;
  }

  @Test
  void meiNativeValuesAreTheReferences() throws IOException {
    Path w6 = folder().resolve("W6-mei-native");
    Path csv = tmp.resolve("mei.csv");
    StringWriter printed = new StringWriter();
    int code =
        Main.run(
            new PrintWriter(printed),
            new PrintWriter(printed),
            "mei",
            w6.resolve("key.jsonl").toString(),
            w6.resolve("sys.jsonl").toString(),
            "--csv",
            csv.toString());
    assertEquals(0, code, printed.toString());
    Map<String, CSVRecord> ours = new HashMap<>();
    for (CSVRecord r : read(csv)) {
      ours.put(key(r.get("document"), r), r);
    }
    List<Executable> checks = new ArrayList<>();
    int rows = 0;
    int values = 0;
    for (CSVRecord e : read(folder().resolve("expected.csv"))) {
      if (!e.get("case").startsWith("W6")) {
        continue;
      }
      rows++;
      String where = key(e.get("document"), e);
      CSVRecord found = ours.get(where);
      checks.add(() -> assertNotNull(found, where + ": no row"));
      if (found == null) {
        continue;
      }
      for (String column : NUMBERS) {
        if (!e.get(column).isEmpty()) {
          values++;
          double want = Double.parseDouble(e.get(column));
          String got = found.get(column);
          checks.add(
              () ->
                  assertEquals(
                      want,
                      got.isEmpty() ? Double.NaN : Double.parseDouble(got),
                      1e-12 * Math.max(1, Math.abs(want)),
                      where + " " + column));
        }
      }
    }
    assertAll(checks);
    assertEquals(5, rows, "W6 rows compared");
    assertEquals(15, values, "W6 values compared");
    String out = printed.toString();
    checks.clear();
    checks.add(() -> assertTrue(out.contains("Macro F1: 82.85714285714285"), out));
    checks.add(() -> assertTrue(out.contains("Micro F1: 82.85714285714286"), out));
    assertAll(checks);
  }

  @Test
  void everyExpectedValueIsTheReferences() throws IOException {
    List<CSVRecord> expected = read(folder().resolve("expected.csv"));
    Set<String> cases = new LinkedHashSet<>();
    expected.forEach(r -> cases.add(r.get("case")));
    List<Executable> checks = new ArrayList<>();
    int values = 0;
    for (String example : cases) {
      if (example.startsWith("W6")) {
        continue; // MEI's own index-aligned input
      }
      boolean w7 = example.startsWith("W7");
      Map<String, CSVRecord> ours = w7 ? score(example, 5, "--lenient") : score(example, 10);
      Set<String> documents = new LinkedHashSet<>();
      ours.values().forEach(r -> documents.add(r.get("document")));
      documents.remove("ALL");
      for (CSVRecord e : expected) {
        if (!e.get("case").equals(example)
            || (w7 && !e.get("measure").equals("window-bookcoref"))) {
          continue;
        }
        CSVRecord row = ours.get(key(e.get("document"), e));
        if (row == null && e.get("document").equals("ALL") && documents.size() == 1) {
          row = ours.get(key(documents.iterator().next(), e));
        }
        CSVRecord found = row;
        String where = example + " " + key(e.get("document"), e);
        checks.add(() -> assertNotNull(found, where + ": no row"));
        if (found == null) {
          continue;
        }
        for (String column : NUMBERS) {
          if (!e.get(column).isEmpty()) {
            values++;
            double want = Double.parseDouble(e.get(column));
            String got = found.get(column);
            checks.add(
                () ->
                    assertEquals(
                        want,
                        got.isEmpty() ? Double.NaN : Double.parseDouble(got),
                        1e-12 * Math.max(1, Math.abs(want)),
                        where + " " + column));
          }
        }
      }
    }
    assertAll(checks);
    assertEquals(3125, values, "values compared");
  }
}
