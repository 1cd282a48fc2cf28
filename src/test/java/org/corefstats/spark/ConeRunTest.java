package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CONE on LitBank with its named-entity column ({@code data/litbank/ne/} of the shared test data,
 * docs/explanation/cone.md 9): the key against itself gives the named layer's sizes (3,553 named
 * key mentions under the head rule in 1,295 entities; 3,550 NE spans in 1,274 approximate entities)
 * and the approximate gold's quality (docs/explanation/cone.md 5.5). On the sample key with its NE
 * layer in column 11 ({@link SampleNeKey}), the same diagnostics with the sample's sizes, and
 * {@code run --metrics all,cone} on simulated systems gives every system the counts {@code score}
 * gives.
 */
class ConeRunTest extends CliTest {
  @TempDir Path tmp;

  /** LitBank with its NE column (the shared test data). */
  private static Path litbank() {
    return SharedData.litbankNamedEntities();
  }

  private Map<String, CSVRecord> score(Path key, Path response) throws IOException {
    Path csv = tmp.resolve("score-" + response.getFileName() + ".csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            response.toString(),
            "--metrics",
            "all,cone",
            "--csv",
            csv.toString()),
        err);
    Map<String, CSVRecord> rows = new HashMap<>();
    for (CSVRecord r : Csv.read(csv)) {
      rows.put(r.get("metric"), r);
    }
    return rows;
  }

  private static double cell(Map<String, CSVRecord> rows, String metric, String column) {
    return Double.parseDouble(rows.get(metric).get(column));
  }

  @Test
  @NeedsSharedData
  void theKeyAgainstItselfGivesTheNamedLayerAndTheApproximateGoldsQuality() throws IOException {
    Path ne = litbank();
    Map<String, CSVRecord> rows = score(ne, ne);
    for (String m : new String[] {"cone_mentions", "cone_bcub", "cone_ceafm", "cone_ceafe"}) {
      assertEquals(1.0, cell(rows, m, "f1"), 1e-15, m);
    }
    assertEquals(3553, cell(rows, "cone_mentions", "recall_den"));
    assertEquals(1295, cell(rows, "cone_ceafe", "recall_den"));
    assertEquals(3550, cell(rows, "cone_approx_bcub", "recall_den"));
    assertEquals(1274, cell(rows, "cone_approx_ceafe", "recall_den"));
    // the approximate gold against the gold named clusters (5.5: B3 F1 93.61, CEAF-m 91.31, CEAF-e
    // 91.40, measured there without snapping; here the named mentions are snapped to their NE
    // spans, 3,553 to 3,550)
    assertEquals(0.9361, cell(rows, "cone_approx_bcub", "f1"), 0.001);
    assertEquals(0.9131, cell(rows, "cone_approx_ceafm", "f1"), 0.001);
    assertEquals(0.9140, cell(rows, "cone_approx_ceafe", "f1"), 0.001);
  }

  @Test
  @NeedsSharedData
  void scorePrintsTheDiagnosticsAndTheApproximateGoldsQuality() {
    Path ne = litbank();
    // docs/explanation/cone.md 5.5 measured the approximate gold without snapping: MUC F1 95.81, B3
    // 93.61, CEAF-m
    // 91.31, CEAF-e 91.40 (rounded); v8.01 prints truncated percentages
    assertEquals(
        Main.OK,
        run(
            "score",
            ne.toString(),
            ne.toString(),
            "--metrics",
            "cone",
            "--cone-approx-snap",
            "none"),
        err);
    assertTrue(out.contains("approximate gold: snap none"), out);
    assertTrue(
        out.contains(
            "CONE NE layer: 3550 NE spans read, 3550 admitted by type; of these, 3550 equal to a"
                + " key mention, 0 sharing a head with one (not equal), 0 matching no key mention"),
        out);
    assertTrue(out.contains("CONE named key mentions: 3553, in 1295 key entities"), out);
    assertTrue(out.contains("CONE approximate gold: 1274 entities"), out);
    assertTrue(
        out.matches(
            "(?s).*muc +\\(2172 / 2258\\) +96\\.19% +\\(2172 / 2276\\) +95\\.43% +95\\.80%.*"),
        out);
    assertTrue(
        out.matches(
            "(?s).*ceafm +\\(3243 / 3553\\) +91\\.27% +\\(3243 / 3550\\) +91\\.35% +91\\.31%.*"),
        out);
    double mucF1 = 2.0 * 2172 / (2258 + 2276);
    assertEquals(95.81, Math.round(mucF1 * 10000) / 100.0);
    // snapped (the default), the 3,553 named key mentions meet the approximate gold as 3,550 NE
    // spans
    assertEquals(
        Main.OK, run("score", ne.toString(), ne.toString(), "--metrics", "cone_approx_bcub"), err);
    assertTrue(out.contains("approximate gold: snap anchor"), out);
    assertTrue(out.matches("(?s).*muc +\\(2171 / 2257\\) +96\\.18% +\\(2171 / 2276\\).*"), out);
    assertTrue(out.matches("(?s).*\\S+ne +3553 +0\\n.*"), out);
    // names of different types may cluster: fewer approximate entities
    assertEquals(
        Main.OK,
        run(
            "score",
            ne.toString(),
            ne.toString(),
            "--metrics",
            "cone_approx_bcub",
            "--cone-approx-ignore-types"),
        err);
    assertTrue(out.contains("approximate gold: snap anchor, types ignored"), out);
    assertTrue(out.contains("CONE approximate gold: 1253 entities"), out);
  }

  /**
   * The sample key with its NE layer in column 11: against itself, the named layer's sizes and the
   * approximate gold's quality, worked out from docs/guide/cone-sample-ne.tsv and samples/key. Of
   * its 20 NE spans, 18 equal a key mention, "Green River" shares its head with "the Green River",
   * and "Mara" in "a girl named Mara" (head "girl") matches none; the head rule names these 19 key
   * mentions and "He and Lena" (head "Lena"): 20 named key mentions in 11 entities (Tomas, the
   * river, Mara; Sam, Mill Street, Mrs. Okafor, Nora; Lena, He and Lena, Mr. Petrov, Rosa). The
   * name matcher makes 10 approximate entities ({Old Tomas, Tomas, Tomas}, {Green River}, {Mara x
   * 3}; four names of the letter; {Lena x 4}, {Mr. Petrov x 3}, {Rosa x 2}), whatever the types.
   * Against the gold named clusters, unsnapped, MUC finds 9 of their 9 links and 9 of its 10 (the
   * first Mara is in no gold cluster), CEAF-m aligns 18 of 20 mentions each way ("the Green River"
   * and "He and Lena" are not NE spans, the first Mara is not named). Snapped (5.4), "the Green
   * River" becomes "Green River" and "He and Lena" the second Lena, a span Lena's entity already
   * holds: that later copy is removed (its entity, left empty, dropped), so MUC's links stay 9 of 9
   * and 9 of 10, and CEAF-m aligns 19 of the 19 gold mentions left, of 20. Then {@code run
   * --metrics all,cone} on simulated systems gives every system the counts {@code score} gives.
   */
  @Test
  void runGivesEverySystemTheCountsOfScore() throws IOException {
    Path key = SampleNeKey.write(tmp.resolve("ne"));
    Map<String, CSVRecord> rows = score(key, key);
    for (String m : new String[] {"cone_mentions", "cone_bcub", "cone_ceafm", "cone_ceafe"}) {
      assertEquals(1.0, cell(rows, m, "f1"), 1e-15, m);
    }
    assertEquals(20, cell(rows, "cone_mentions", "recall_den"));
    assertEquals(11, cell(rows, "cone_ceafe", "recall_den"));
    assertEquals(20, cell(rows, "cone_approx_bcub", "recall_den"));
    assertEquals(10, cell(rows, "cone_approx_ceafe", "recall_den"));
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            key.toString(),
            "--metrics",
            "cone",
            "--cone-approx-snap",
            "none"),
        err);
    assertTrue(out.contains("approximate gold: snap none"), out);
    assertTrue(
        out.contains(
            "CONE NE layer: 20 NE spans read, 20 admitted by type; of these, 18 equal to a"
                + " key mention, 1 sharing a head with one (not equal), 1 matching no key mention"),
        out);
    assertTrue(out.contains("CONE named key mentions: 20, in 11 key entities"), out);
    assertTrue(out.contains("CONE approximate gold: 10 entities"), out);
    assertTrue(
        out.matches("(?s).*muc +\\(9 / 9\\) +100\\.00% +\\(9 / 10\\) +90\\.00% +94\\.73%.*"),
        out); // v8.01 truncates: F1 94.736...
    assertTrue(
        out.matches("(?s).*ceafm +\\(18 / 20\\) +90\\.00% +\\(18 / 20\\) +90\\.00% +90\\.00%.*"),
        out);
    assertEquals(
        Main.OK,
        run("score", key.toString(), key.toString(), "--metrics", "cone_approx_bcub"),
        err);
    assertTrue(out.contains("approximate gold: snap anchor"), out);
    assertTrue(out.matches("(?s).*muc +\\(9 / 9\\) +100\\.00% +\\(9 / 10\\) +90\\.00%.*"), out);
    assertTrue(
        out.matches("(?s).*ceafm +\\(19 / 19\\) +100\\.00% +\\(19 / 20\\) +95\\.00%.*"), out);
    assertTrue(out.matches("(?s).*\\S+ne +20 +0\\n.*"), out);
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            key.toString(),
            "--metrics",
            "cone_approx_bcub",
            "--cone-approx-ignore-types"),
        err);
    assertTrue(out.contains("approximate gold: snap anchor, types ignored"), out);
    assertTrue(out.contains("CONE approximate gold: 10 entities"), out);

    SharedSpark.get();
    Path systems = tmp.resolve("systems");
    assertEquals(
        Main.OK,
        run(
            "perturb",
            key.toString(),
            "--systems",
            "3",
            "--seed",
            "3",
            "--out",
            systems.toString()),
        err);
    Path out = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--metrics",
            "all,cone",
            "--correlate",
            "--out",
            out.toString()),
        err);
    // --correlate adds CONE's validation (correlate --study cone) when CONE metrics were scored
    List<CSVRecord> cone = Csv.read(out.resolve("correlation/cone.csv"));
    assertTrue(
        cone.stream()
            .anyMatch(
                r ->
                    r.get("level").equals("system")
                        && r.get("x_metric").equals("cone_bcub")
                        && r.get("y_metric").equals("bcub")
                        && r.get("n").equals("3")),
        "system-level CONE B3 against B3 over the 3 systems");
    assertTrue(java.nio.file.Files.exists(out.resolve("correlation/cone.md")));
    // docs/explanation/cone.md 3.3's diagnostics and 5.5's quality: in the summary, and per system
    // in run.json
    String summary = java.nio.file.Files.readString(out.resolve("summary.txt"));
    assertTrue(summary.contains("CONE named key mentions: 20, in 11 key entities"), summary);
    assertTrue(summary.contains("named response mentions  of which twinless"), summary);
    var runJson =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .readTree(out.resolve("run.json").toFile());
    int withCone = 0;
    for (var system : runJson.get("systems")) {
      var c = system.get("cone");
      assertEquals(20, c.get("neSpansAdmitted").asLong());
      assertEquals(20, c.get("namedKeyMentions").asLong());
      assertEquals(10, c.get("approximateEntities").asLong());
      assertEquals(9, c.get("approximateGoldQuality").get("muc").get("recallNum").asDouble());
      Map<String, CSVRecord> expected = score(key, systems.resolve(system.get("name").asText()));
      // the named response mentions are cone_mentions' precision denominator, the twinless ones
      // those it did not match
      assertEquals(
          cell(expected, "cone_mentions", "precision_den"),
          c.get("namedResponseMentions").asDouble());
      assertEquals(
          cell(expected, "cone_mentions", "precision_den")
              - cell(expected, "cone_mentions", "precision_num"),
          c.get("twinlessNamedResponseMentions").asDouble());
      withCone++;
    }
    assertEquals(3, withCone);
    Map<String, Map<String, CSVRecord>> bySystem = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("scores.csv"))) {
      bySystem.computeIfAbsent(r.get("system"), s -> new HashMap<>()).put(r.get("metric"), r);
    }
    assertEquals(3, bySystem.size());
    int compared = 0;
    for (var system : bySystem.entrySet()) {
      Map<String, CSVRecord> expected = score(key, systems.resolve(system.getKey()));
      for (Metric m : Metric.cone()) {
        for (String column :
            new String[] {"recall_num", "recall_den", "precision_num", "precision_den", "f1"}) {
          assertEquals(
              cell(expected, m.code(), column),
              cell(system.getValue(), m.code(), column),
              1e-9,
              system.getKey() + " " + m.code() + " " + column);
          compared++;
        }
      }
      assertTrue(cell(system.getValue(), "cone_bcub", "f1") < 1.0, "a simulated system errs");
    }
    assertEquals(3 * Metric.cone().size() * 5, compared);
  }
}
