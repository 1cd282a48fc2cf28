package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The CONE paper's section 4.1 example (docs/explanation/cone.md 1.3; {@code
 * conformance/cone-paper-example/} of the shared test data): one document, the key entity (A, B, C,
 * 1, 2, 3, 4) with A, B, C named in column 11; O1 misses a name, O2 splits the entity. {@code score
 * --metrics all,cone --csv} gives every expected count and score of CONE (B3, CEAF-m, CEAF-e,
 * mentions), of the NE-CRR level and of the full metrics.
 */
@NeedsSharedData
class ConePaperExampleTest extends CliTest {
  private static final String[] CELLS = {
    "recall_num", "recall_den", "precision_num", "precision_den", "recall", "precision", "f1"
  };

  @TempDir Path tmp;

  @ParameterizedTest
  @ValueSource(strings = {"o1", "o2"})
  void everyExpectedValueOfThePapersExample(String system) throws IOException {
    Path root = SharedData.conformance().resolve("cone-paper-example");
    Path csv = tmp.resolve(system + ".csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            root.resolve("key.conll").toString(),
            root.resolve(system + ".conll").toString(),
            "--metrics",
            "all,cone",
            "--csv",
            csv.toString()),
        err);
    Map<String, CSVRecord> ours = new HashMap<>();
    for (CSVRecord r : Csv.read(csv)) {
      ours.put(r.get("metric"), r);
    }
    int compared = 0;
    for (CSVRecord want : Csv.read(root.resolve("expected_" + system + ".csv"))) {
      CSVRecord have = ours.get(want.get("metric"));
      assertNotNull(have, want.get("metric"));
      for (String cell : CELLS) {
        double w = Double.parseDouble(want.get(cell));
        assertEquals(w, Double.parseDouble(have.get(cell)), 1e-12, want.get("metric") + " " + cell);
        compared++;
      }
    }
    assertEquals(10 * 7, compared);
  }
}
