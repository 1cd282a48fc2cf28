package org.corefstats.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The oracle against what v8.01 computes on its own 36 test-suite cases ({@code
 * shared/conformance/testsuite_expected.csv}).
 */
@NeedsSharedData
class ReferenceOracleConformanceTest {

  private static final double TOL = 1e-12;

  /** Metrics whose numerators are floating sums (compared with a relative tolerance). */
  private static final Set<String> FRACTIONAL = Set.of("bcub", "ceafm", "ceafe", "lea");

  private static final List<String> ALL_METRICS =
      List.of(
          "mentions",
          "muc",
          "bcub",
          "ceafm",
          "ceafe",
          "blanc_coref",
          "blanc_noncoref",
          "blanc",
          "lea");

  /** Cases for which the expected file leaves out LEA on purpose (see conformance/README.md). */
  private static final Set<String> NO_LEA = Set.of("TC-A-7", "TC-A-8", "TC-A-9");

  private static List<CSVRecord> readCsv(Path file) throws IOException {
    CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        CSVParser parser = CSVParser.parse(reader, format)) {
      return parser.getRecords();
    }
  }

  @TestFactory
  Stream<DynamicNode> conformance() throws IOException {
    Path shared = SharedData.root();
    Path suite = shared.resolve("conformance").resolve("testsuite");
    List<CSVRecord> cases = readCsv(suite.resolve("cases.csv"));
    assertEquals(36, cases.size(), "number of test-suite cases");

    // case -> metric -> expected row
    Map<String, Map<String, CSVRecord>> expected = new LinkedHashMap<>();
    for (CSVRecord row : readCsv(shared.resolve("conformance").resolve("testsuite_expected.csv"))) {
      CSVRecord previous =
          expected
              .computeIfAbsent(row.get("case"), c -> new LinkedHashMap<>())
              .put(row.get("metric"), row);
      assertTrue(
          previous == null, "duplicate expected row " + row.get("case") + "," + row.get("metric"));
    }

    List<DynamicNode> nodes = new ArrayList<>();
    for (CSVRecord c : cases) {
      String name = c.get("case");
      Path key = suite.resolve(c.get("key_file"));
      Path response = suite.resolve(c.get("response_file"));
      Map<String, CSVRecord> rows = expected.getOrDefault(name, Map.of());
      List<DynamicTest> tests = new ArrayList<>();
      tests.add(
          DynamicTest.dynamicTest(
              name + " has the expected rows",
              () -> {
                Set<String> want = new LinkedHashSet<>(ALL_METRICS);
                if (NO_LEA.contains(name)) {
                  want.remove("lea");
                }
                assertEquals(want, rows.keySet(), "metrics in testsuite_expected.csv for " + name);
              }));
      for (String metric : ALL_METRICS) {
        CSVRecord row = rows.get(metric);
        if (row == null) {
          continue;
        }
        tests.add(
            DynamicTest.dynamicTest(
                name + " " + metric,
                () -> check(name, metric, ReferenceOracle.scoreFiles(key, response), row)));
      }
      nodes.add(DynamicContainer.dynamicContainer(name, tests));
    }
    return nodes.stream();
  }

  private static void check(
      String name, String metric, Map<String, double[]> counts, CSVRecord row) {
    String where = name + " " + metric + ": ";
    double[] want = new double[7];
    String[] columns = {
      "recall_num", "recall_den", "precision_num", "precision_den", "recall", "precision", "f1"
    };
    for (int i = 0; i < columns.length; i++) {
      want[i] = Double.parseDouble(row.get(columns[i]));
    }
    double[] rpf = ReferenceOracle.rpf(metric, counts);
    if (metric.equals("blanc")) {
      // recall_num = R, precision_num = P, both denominators 1
      assertEquals(want[0], rpf[0], TOL, where + "R");
      assertEquals(1.0, want[1], where + "recall_den");
      assertEquals(want[2], rpf[1], TOL, where + "P");
      assertEquals(1.0, want[3], where + "precision_den");
    } else {
      double[] got = counts.get(metric);
      for (int i = 0; i < 4; i++) {
        String label = where + columns[i];
        boolean numerator = i == 0 || i == 2;
        if (numerator && FRACTIONAL.contains(metric)) {
          double scale = Math.abs(want[i]);
          assertEquals(want[i], got[i], TOL * scale, label);
        } else {
          assertEquals(want[i], got[i], 0.0, label + " (integer count, exact)");
        }
      }
    }
    assertEquals(want[4], rpf[0], TOL, where + "recall");
    assertEquals(want[5], rpf[1], TOL, where + "precision");
    assertEquals(want[6], rpf[2], TOL, where + "f1");
  }
}
