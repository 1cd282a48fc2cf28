package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code official} family of {@code --anaphors} (and {@code upos}'s {@code zero} bucket) equals
 * the {@code zero} metric (ANAPHORS.md 4.1) on every CorefUD conformance case of the suite ({@code
 * conformance/corefud/}, as {@link CorefudScorerConformanceTest} reads it): per key and response,
 * one {@code score --metrics all --anaphors --settings S1,S2,... --out DIR} over every setting the
 * case has, so each setting's anaphors.csv rows are checked too; the counts compared exactly.
 */
@NeedsSharedData
class AnaphorsOfficialEqualsZeroTest extends CliTest {
  @TempDir Path tmp;

  @Test
  void officialEqualsTheZeroMetricUnderEverySettingOfEveryCase() throws IOException {
    Path root = SharedData.conformance().resolve("corefud");
    Map<String, Set<String>> settingsOfPair = new LinkedHashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      settingsOfPair
          .computeIfAbsent(row.get("key") + " " + row.get("response"), p -> new LinkedHashSet<>())
          .add(row.get("matching") + "/" + row.get("singletons") + "/" + row.get("zeros"));
    }
    List<String> failures = new ArrayList<>();
    int compared = 0;
    int withZeros = 0;
    int n = 0;
    for (var pair : settingsOfPair.entrySet()) {
      String[] files = pair.getKey().split(" ");
      Path out = tmp.resolve("out-" + n++);
      int code =
          run(
              "score",
              root.resolve("files").resolve(files[0]).toString(),
              root.resolve("files").resolve(files[1]).toString(),
              "--format",
              "conllu",
              "--profile",
              "corefud",
              "--metrics",
              "all",
              "--anaphors",
              "--settings",
              String.join(",", pair.getValue()),
              "--out",
              out.toString());
      if (code != Main.OK) {
        failures.add(pair.getKey() + ": exit " + code + "\n" + err);
        continue;
      }
      boolean several = pair.getValue().size() > 1;
      Map<String, CSVRecord> zero = new HashMap<>();
      for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
        if (r.get("metric").equals("zero")) {
          zero.put(several ? r.get("setting") : "", r);
        }
      }
      for (CSVRecord r : Csv.read(out.resolve("anaphors.csv"))) {
        String slice = r.get("family") + " " + r.get("bucket");
        if (!slice.equals("official zero") && !slice.equals("upos zero")) {
          continue;
        }
        String setting = several ? r.get("setting") : "";
        CSVRecord z = zero.get(setting);
        compared++;
        withZeros += slice.equals("official zero") && !r.get("r_den").equals("0") ? 1 : 0;
        String got =
            String.join(" ", r.get("r_num"), r.get("r_den"), r.get("p_num"), r.get("p_den"));
        String want =
            z == null
                ? "no zero row"
                : String.join(
                    " ",
                    z.get("recall_num"),
                    z.get("recall_den"),
                    z.get("precision_num"),
                    z.get("precision_den"));
        if (!got.equals(want)) {
          failures.add(pair.getKey() + " " + setting + ": " + slice + " " + got + ", zero " + want);
        }
      }
    }
    System.out.printf(
        "official = zero: %d file pairs, %d rows compared (%d settings with key zeros), %d differ%n",
        settingsOfPair.size(), compared, withZeros, failures.size());
    failures.stream().limit(40).forEach(System.out::println);
    assertEquals(2 * 678, compared, "official and upos zero rows, one each per setting");
    assertEquals(0, failures.size());
  }
}
