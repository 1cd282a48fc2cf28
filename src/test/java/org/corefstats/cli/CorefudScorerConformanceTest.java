package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
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
 * Every value the CorefUD scorer 1.2 computes on its own test files ({@code
 * conformance/corefud/expected.csv of the shared test data}: 678 settings, key and response file x
 * matching exact, head, partial x singletons kept, removed x zeros dependent, linear, 11 rows each:
 * MUC, B3, CEAF-e, CEAF-m, BLANC and its two halves, LEA, MOR, zero, CoNLL), reproduced through the
 * command line exactly as a user runs it: {@code score KEY RESPONSE --format conllu (the files are
 * named .key and .response) --profile corefud --matching M --singletons S --zeros Z --metrics all
 * --csv OUT}, every filled cell of the expected row (counts, recall, precision, F1) compared with
 * the CSV's to 1e-9 relative.
 */
@NeedsSharedData
class CorefudScorerConformanceTest extends CliTest {
  private static final String[] CELLS = {
    "recall_num", "recall_den", "precision_num", "precision_den", "recall", "precision", "f1"
  };

  @TempDir Path tmp;

  @Test
  void everyValueOfTheCorefudScorerOnItsOwnTestFiles() throws IOException {
    Path root = SharedData.conformance().resolve("corefud");
    Map<String, List<CSVRecord>> settings = new LinkedHashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      String setting =
          String.join(
              " ",
              row.get("key"),
              row.get("response"),
              row.get("matching"),
              row.get("singletons"),
              row.get("zeros"));
      settings.computeIfAbsent(setting, s -> new ArrayList<>()).add(row);
    }
    int values = 0;
    int rows = 0;
    List<String> failures = new ArrayList<>();
    int n = 0;
    for (var setting : settings.entrySet()) {
      CSVRecord any = setting.getValue().get(0);
      Path csv = tmp.resolve("scores-" + n++ + ".csv");
      int code =
          run(
              "score",
              root.resolve("files").resolve(any.get("key")).toString(),
              root.resolve("files").resolve(any.get("response")).toString(),
              "--format",
              "conllu",
              "--profile",
              "corefud",
              "--matching",
              any.get("matching"),
              "--singletons",
              any.get("singletons"),
              "--zeros",
              any.get("zeros"),
              "--metrics",
              "all",
              "--csv",
              csv.toString());
      if (code != Main.OK) {
        failures.add(setting.getKey() + ": exit " + code + "\n" + err);
        continue;
      }
      Map<String, CSVRecord> got = new HashMap<>();
      for (CSVRecord r : Csv.read(csv)) {
        got.put(r.get("metric"), r);
      }
      for (CSVRecord want : setting.getValue()) {
        rows++;
        CSVRecord have = got.get(want.get("metric"));
        if (have == null) {
          failures.add(setting.getKey() + ": no row " + want.get("metric"));
          continue;
        }
        for (String cell : CELLS) {
          String expected = want.get(cell);
          if (expected.isEmpty()) {
            continue;
          }
          values++;
          double w = Double.parseDouble(expected);
          String actual = have.get(cell);
          double h = actual.isEmpty() ? Double.NaN : Double.parseDouble(actual);
          if (!(Math.abs(w - h) <= 1e-9 * Math.max(1, Math.abs(w)))) {
            failures.add(
                setting.getKey()
                    + ": "
                    + want.get("metric")
                    + " "
                    + cell
                    + " "
                    + actual
                    + ", the CorefUD scorer "
                    + expected);
          }
        }
      }
    }
    System.out.printf(
        "CorefUD scorer conformance through score --csv: %d settings, %d rows, %d values"
            + " compared, %d differ%n",
        settings.size(), rows, values, failures.size());
    failures.stream().limit(60).forEach(System.out::println);
    Path all = Path.of("target", "corefud-scorer-differences.txt");
    java.nio.file.Files.createDirectories(all.getParent());
    java.nio.file.Files.write(all, failures);
    assertEquals(678, settings.size(), "settings in expected.csv");
    assertEquals(7458, rows, "rows in expected.csv");
    assertEquals(
        0,
        failures.size(),
        "values that differ from the CorefUD scorer's (the first 60 above, all in " + all + ")");
  }
}
