package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats score --csv} reproduces every row of the reference scorer's 36 test cases
 * ({@code conformance/testsuite_expected.csv} of the shared test data ({@code SharedData})):
 * integer counts exactly, B3, CEAF and LEA numerators and every R, P, F1 to 1e-12 relative.
 */
@NeedsSharedData
class ConformanceTest {
  private static final double TOLERANCE = 1e-12;

  @TempDir Path tmp;

  @TestFactory
  Stream<DynamicContainer> everyCaseMatchesV801() throws IOException {
    Path suite = SharedData.conformance().resolve("testsuite");
    Map<String, List<CSVRecord>> expected = new LinkedHashMap<>();
    for (CSVRecord row : read(SharedData.conformance().resolve("testsuite_expected.csv"))) {
      expected.computeIfAbsent(row.get("case"), c -> new ArrayList<>()).add(row);
    }
    List<CSVRecord> cases = read(suite.resolve("cases.csv"));
    assertEquals(36, cases.size(), "the reference suite has 36 cases");
    assertEquals(cases.size(), expected.size());
    return cases.stream()
        .map(
            c ->
                DynamicContainer.dynamicContainer(
                    c.get("case"),
                    rows(
                        c.get("case"),
                        suite.resolve(c.get("key_file")),
                        suite.resolve(c.get("response_file")),
                        expected.get(c.get("case")))));
  }

  private Stream<DynamicTest> rows(
      String name, Path key, Path response, List<CSVRecord> expectedRows) {
    Map<String, CSVRecord> actual = new LinkedHashMap<>();
    DynamicTest scored =
        DynamicTest.dynamicTest(
            "scored",
            () -> {
              Path csv = tmp.resolve(name + ".csv");
              StringWriter out = new StringWriter();
              StringWriter err = new StringWriter();
              int code =
                  Main.run(
                      new PrintWriter(out),
                      new PrintWriter(err),
                      "score",
                      key.toString(),
                      response.toString(),
                      "--csv",
                      csv.toString());
              assertEquals(Main.OK, code, "exit code; stderr: " + err);
              for (CSVRecord row : read(csv)) {
                actual.put(row.get("metric"), row);
              }
              assertEquals(
                  List.of(
                      "mentions",
                      "muc",
                      "bcub",
                      "ceafm",
                      "ceafe",
                      "blanc_coref",
                      "blanc_noncoref",
                      "blanc",
                      "lea",
                      "conll"),
                  List.copyOf(actual.keySet()));
            });
    Stream<DynamicTest> comparisons =
        expectedRows.stream()
            .map(
                e ->
                    DynamicTest.dynamicTest(
                        e.get("metric"),
                        () -> {
                          CSVRecord a = actual.get(e.get("metric"));
                          assertTrue(a != null, "no row for " + e.get("metric"));
                          boolean fractional = e.get("metric").matches("bcub|ceaf.|lea|blanc");
                          for (String column :
                              List.of(
                                  "recall_num", "recall_den", "precision_num", "precision_den")) {
                            double want = Double.parseDouble(e.get(column));
                            double got = Double.parseDouble(a.get(column));
                            String what = name + " " + e.get("metric") + " " + column;
                            if (fractional && column.endsWith("num")) {
                              assertClose(want, got, what);
                            } else {
                              assertEquals(want, got, 0.0, what);
                            }
                          }
                          for (String column : List.of("recall", "precision", "f1")) {
                            assertClose(
                                Double.parseDouble(e.get(column)),
                                Double.parseDouble(a.get(column)),
                                name + " " + e.get("metric") + " " + column);
                          }
                        }));
    return Stream.concat(Stream.of(scored), comparisons);
  }

  static void assertClose(double want, double got, String what) {
    assertEquals(want, got, TOLERANCE * Math.max(1, Math.abs(want)), what);
  }

  private static List<CSVRecord> read(Path csv) throws IOException {
    return Csv.read(csv);
  }
}
