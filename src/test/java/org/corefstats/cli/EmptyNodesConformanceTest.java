package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every worked example of the shared folder's conformance/empty-nodes (EMPTY-NODES.md) through
 * {@code empty-nodes --crac both --csv}: each row of expected.csv (the official scripts' counts,
 * scores and printed line) and each row of expected_crashes.csv (where a script stops) as a located
 * error.
 */
@NeedsSharedData
class EmptyNodesConformanceTest {
  private static final CSVFormat CSV =
      CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();

  @TempDir Path tmp;

  private record Run(int code, String out, String err, Map<String, CSVRecord> rows) {}

  private static Path folder() {
    return SharedData.conformance().resolve("empty-nodes");
  }

  private static List<CSVRecord> records(String name) throws IOException {
    try (Reader in = Files.newBufferedReader(folder().resolve(name), StandardCharsets.UTF_8)) {
      return CSV.parse(in).getRecords();
    }
  }

  private Run run(String gold, String system, String crac) throws IOException {
    Path csv = tmp.resolve("scores-" + Math.abs((gold + system + crac).hashCode()) + ".csv");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "empty-nodes",
            folder().resolve(gold).toString(),
            folder().resolve(system).toString(),
            "--crac",
            crac,
            "--csv",
            csv.toString(),
            "--overwrite");
    Map<String, CSVRecord> rows = new HashMap<>();
    if (Files.exists(csv)) {
      try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
        for (CSVRecord r : CSV.parse(in)) {
          rows.put(r.get("evaluation") + "/" + r.get("key"), r);
        }
      }
    }
    return new Run(code, out.toString(), err.toString(), rows);
  }

  @Test
  void everyExpectedRowIsScoredAndPrintedAsTheScriptsDo() throws IOException {
    Map<String, List<CSVRecord>> byPair = new LinkedHashMap<>();
    for (CSVRecord row : records("expected.csv")) {
      byPair.computeIfAbsent(row.get("pair_id"), k -> new ArrayList<>()).add(row);
    }
    List<Executable> checks = new ArrayList<>();
    int rows = 0;
    for (List<CSVRecord> expected : byPair.values()) {
      CSVRecord first = expected.get(0);
      Run run = run(first.get("gold"), first.get("system"), "both");
      String pair = first.get("pair_id");
      checks.add(() -> assertEquals(0, run.code(), pair + ": exit code; " + run.err()));
      StringBuilder printed = new StringBuilder();
      for (String year : List.of("2024", "2026")) {
        printed
            .append(
                EmptyNodesCommand.heading(
                    org.corefstats.core.emptynodes.CracYear.valueOf("CRAC" + year)))
            .append('\n');
        for (CSVRecord row : expected) {
          if (row.get("year").equals(year)) {
            printed.append(row.get("printed")).append('\n');
          }
        }
      }
      checks.add(() -> assertEquals(printed.toString(), run.out(), pair + ": printed lines"));
      for (CSVRecord row : expected) {
        rows++;
        String where = pair + " " + row.get("year") + " " + row.get("key");
        CSVRecord got = run.rows().get("crac" + row.get("year") + "/" + row.get("key"));
        checks.add(
            () -> {
              assertTrue(got != null, where + ": no CSV row");
              for (String count : List.of("tp", "fp", "fn")) {
                assertEquals(
                    Long.parseLong(row.get(count)), Long.parseLong(got.get(count)), where + count);
              }
              for (String score : List.of("precision", "recall", "f1")) {
                // 0 (the zero-denominator rule) and 0.0 (0/n) are both 0.0
                assertEquals(
                    Double.parseDouble(row.get(score)),
                    Double.parseDouble(got.get(score)),
                    where + " " + score);
              }
            });
      }
    }
    assertEquals(364, rows, "rows of expected.csv");
    assertAll(checks);
  }

  @Test
  void everyCrashIsALocatedErrorAndTheRestIsScored() throws IOException {
    List<CSVRecord> crashes = records("expected_crashes.csv");
    assertEquals(6, crashes.size());
    List<Executable> checks = new ArrayList<>();
    for (CSVRecord crash : crashes) {
      // parse-system: the located file is the system's
      assertEquals("parse-system", crash.get("stage"));
      Run run = run(crash.get("gold"), crash.get("system"), crash.get("year"));
      String located =
          "corefstats: error: "
              + folder().resolve(crash.get("system"))
              + ":"
              + crash.get("line")
              + ": ";
      String where = crash.get("pair_id") + " " + crash.get("year");
      checks.add(
          () -> {
            assertEquals(0, run.code(), where + ": the rest is scored");
            String line =
                run.err()
                    .lines()
                    .filter(l -> l.startsWith(located))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(where + ": no " + located + run.err()));
            assertTrue(
                line.contains(
                    "stops here with " + crash.get("exception") + ": " + crash.get("message")),
                where + ": " + line);
          });
    }
    assertAll(checks);
  }
}
