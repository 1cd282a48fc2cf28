package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every value of the anaphor slices' worked examples ({@code conformance/anaphors/expected.csv} of
 * the shared data, the CorefUD scorer 1.2's own anaphor-level score run with each filter,
 * ANAPHORS.md 5): 84 jobs (example and system x matching x singletons x zeros), each run as a user
 * runs it, {@code score KEY SYS --profile corefud --matching M --singletons S --zeros Z --anaphors
 * --out DIR}; every expected row's counts, numerators and denominators compared exactly with
 * anaphors.csv's, its precision, recall and F1 to 1e-9, and anaphors.csv holding no other slice.
 */
@NeedsSharedData
class AnaphorsConformanceTest extends CliTest {
  private static final String[] COUNTS = {
    "tp", "fp", "fn", "wl", "p_num", "p_den", "r_num", "r_den"
  };
  private static final String[] SCORES = {"precision", "recall", "f1"};

  @TempDir Path tmp;

  @Test
  void everyRowOfTheWorkedExamplesThroughScoreAnaphorsOut() throws IOException {
    Path root = SharedData.conformance().resolve("anaphors");
    Map<String, List<CSVRecord>> jobs = new LinkedHashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      String job =
          String.join(
              " ", row.get("case"), row.get("mode"), row.get("singletons"), row.get("zeros"));
      jobs.computeIfAbsent(job, j -> new ArrayList<>()).add(row);
    }
    List<String> failures = new ArrayList<>();
    int rows = 0;
    int n = 0;
    for (var job : jobs.entrySet()) {
      CSVRecord any = job.getValue().get(0);
      Path out = tmp.resolve("out-" + n++);
      int code =
          run(
              "score",
              root.resolve(any.get("key")).toString(),
              root.resolve(any.get("sys")).toString(),
              "--profile",
              "corefud",
              "--matching",
              any.get("mode"),
              "--singletons",
              any.get("singletons"),
              "--zeros",
              any.get("zeros"),
              "--anaphors",
              "--out",
              out.toString());
      if (code != Main.OK) {
        failures.add(job.getKey() + ": exit " + code + "\n" + err);
        continue;
      }
      Map<String, CSVRecord> got = new LinkedHashMap<>();
      for (CSVRecord r : Csv.read(out.resolve("anaphors.csv"))) {
        got.put(r.get("family") + " " + r.get("bucket"), r);
      }
      for (CSVRecord want : job.getValue()) {
        rows++;
        String slice = want.get("family") + " " + want.get("bucket");
        CSVRecord have = got.remove(slice);
        if (have == null) {
          failures.add(job.getKey() + ": no row " + slice);
          continue;
        }
        for (String cell : COUNTS) {
          if (!want.get(cell).equals(have.get(cell))) {
            failures.add(
                job.getKey()
                    + ": "
                    + slice
                    + " "
                    + cell
                    + " "
                    + have.get(cell)
                    + ", the scorer "
                    + want.get(cell));
          }
        }
        for (String cell : SCORES) {
          double w = Double.parseDouble(want.get(cell));
          double h = Double.parseDouble(have.get(cell));
          if (!(Math.abs(w - h) <= 1e-9)) {
            failures.add(job.getKey() + ": " + slice + " " + cell + " " + h + ", the scorer " + w);
          }
        }
      }
      got.keySet().forEach(slice -> failures.add(job.getKey() + ": extra row " + slice));
    }
    System.out.printf(
        "Anaphor slices conformance through score --anaphors --out: %d jobs, %d rows, %d differ%n",
        jobs.size(), rows, failures.size());
    failures.stream().limit(60).forEach(System.out::println);
    Path all = Path.of("target", "anaphors-differences.txt");
    Files.createDirectories(all.getParent());
    Files.write(all, failures);
    assertEquals(84, jobs.size(), "jobs in expected.csv");
    assertEquals(2034, rows, "rows in expected.csv");
    assertEquals(0, failures.size(), "values that differ (the first 60 above, all in " + all + ")");
  }
}
