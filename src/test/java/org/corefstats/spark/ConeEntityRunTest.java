package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.report.ConeEntityTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CONE's entity level end to end on five copies of the sample key with its NE layer in column 11
 * ({@link SampleNeKey}: 15 documents, 55 key entities with a name; one copy's 11 are too few for a
 * correlation per system over entities) and simulated systems: {@code run --cone-entities} writes
 * cone_entities.csv, whose per-entity φ and B3 sums add up to each document's ne_* and cone_*
 * counts, the same by both ways of scoring; the study ({@code --correlate}, {@code correlate
 * --study cone}) adds the entity level's rows and plots.
 */
class ConeEntityRunTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  /** Five copies of the sample key with its NE layer. */
  private static Path neKey;

  @BeforeAll
  static void startSparkAndWriteTheKey() throws IOException {
    SharedSpark.get();
    neKey = SampleNeKey.write(shared.resolve("ne"), 5);
  }

  private Path systems() throws IOException {
    Path systems = tmp.resolve("systems");
    assertEquals(
        Main.OK,
        run(
            "perturb",
            neKey.toString(),
            "--systems",
            "3",
            "--seed",
            "7",
            "--out",
            systems.toString()),
        err);
    Files.delete(systems.resolve("systems.csv"));
    return systems;
  }

  private Path runWithEntities(Path systems, String name, String... more) {
    Path out = tmp.resolve(name);
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                neKey.toString(),
                "--systems",
                systems.toString(),
                "--metrics",
                "all,cone",
                "--cone-entities",
                "--out",
                out.toString()));
    args.addAll(List.of(more));
    assertEquals(Main.OK, run(args.toArray(new String[0])), err);
    return out;
  }

  @Test
  void runWritesEntityRowsThatAddUpToTheDocumentCountsAndTheStudyCorrelatesThem()
      throws IOException {
    Path systems = systems();
    Path out = runWithEntities(systems, "run", "--correlate", "--methods", "pearson,spearman");
    Path file = out.resolve(ConeEntityTable.FILE);
    List<String> lines = Files.readAllLines(file);
    assertEquals(String.join(",", ConeEntityTable.COLUMNS), lines.get(0));
    List<CSVRecord> rows = Csv.read(file);

    // every system has both sides; rows sorted by system, document, side, entity
    Set<String> systemSides = new TreeSet<>();
    String previous = null;
    for (CSVRecord r : rows) {
      systemSides.add(r.get("system") + "/" + r.get("side"));
      String sortKey =
          String.format(
              "%s\u0000%s\u0000%s\u0000%09d",
              r.get("system"), r.get("document"), r.get("side"), Integer.parseInt(r.get("entity")));
      assertTrue(previous == null || previous.compareTo(sortKey) < 0, sortKey);
      previous = sortKey;
      assertTrue(Integer.parseInt(r.get("named_size")) > 0, "an entity of G^NE/O^NE is named");
    }
    assertEquals(
        Set.of(
            "sys01/precision",
            "sys01/recall",
            "sys02/precision",
            "sys02/recall",
            "sys03/precision",
            "sys03/recall"),
        systemSides);
    // each copy of the sample key has 11 entities with a named mention (ConeRunTest): one recall
    // row each
    assertEquals(
        3 * 5 * 11,
        rows.stream().filter(r -> r.get("side").equals("recall")).count(),
        "recall rows");

    // the invariant: per document, Σ φ of the key (response) entities is the CEAF-m recall
    // (precision) numerator, Σ size its denominator, Σ b3 / size the B3 numerator; the whole part
    // against ne_*, the named part against cone_* (each part's own optimal alignment)
    Map<String, double[]> sums = new HashMap<>();
    for (CSVRecord r : rows) {
      String doc = r.get("system") + "\u0000" + r.get("document");
      boolean recall = r.get("side").equals("recall");
      for (String part : List.of("whole", "named")) {
        double size = Double.parseDouble(r.get(part + "_size"));
        double[] s =
            sums.computeIfAbsent(doc + "\u0000" + part + (recall ? "R" : "P"), k -> new double[3]);
        s[0] += Double.parseDouble(r.get(part + "_phi"));
        s[1] += size;
        s[2] += size == 0 ? 0 : Double.parseDouble(r.get(part + "_b3")) / size;
      }
    }
    int checked = 0;
    for (CSVRecord d : Csv.read(out.resolve("documents.csv"))) {
      String metric = d.get("metric");
      String part =
          switch (metric) {
            case "ne_ceafm", "ne_bcub" -> "whole";
            case "cone_ceafm", "cone_bcub" -> "named";
            default -> null;
          };
      if (part == null) {
        continue;
      }
      String doc = d.get("system") + "\u0000" + d.get("document") + "\u0000" + part;
      boolean ceafm = metric.endsWith("ceafm");
      for (String side : List.of("R", "P")) {
        double[] s = sums.getOrDefault(doc + side, new double[3]);
        String prefix = side.equals("R") ? "recall" : "precision";
        double num = Double.parseDouble(d.get(prefix + "_num"));
        assertEquals(num, ceafm ? s[0] : s[2], 1e-9, doc + " " + metric + " " + side);
        assertEquals(Double.parseDouble(d.get(prefix + "_den")), s[1], doc + " " + metric);
        checked++;
      }
    }
    assertEquals(3 * 15 * 4 * 2, checked, "3 systems x 15 documents x 4 metrics x R, P");

    // --correlate: the entity level in correlation/cone.csv, for each system and pooled
    List<CSVRecord> cone = Csv.read(out.resolve("correlation/cone.csv"));
    for (String group : List.of("pooled", "sys01", "sys02", "sys03")) {
      for (String measure : List.of("P", "R")) {
        for (String family : List.of("ceafm", "bcub")) {
          CSVRecord named = entityRow(cone, group, "cone_" + family, measure);
          assertEquals("cone_vs_ne", named.get("comparison"));
          assertEquals("ne_" + family, named.get("y_metric"));
          assertEquals("0", named.get("left_out"));
          assertFalse(named.get("r").isEmpty(), group + " " + family + " " + measure);
          double r = Double.parseDouble(named.get("r"));
          assertTrue(r > 0 && r <= 1, group + " " + family + " " + measure + ": r = " + r);
          CSVRecord control = entityRow(cone, group, "rest_" + family, measure);
          assertEquals("control", control.get("comparison"));
          assertTrue(Integer.parseInt(control.get("left_out")) > 0, "entities without a rest");
          assertEquals(
              Integer.parseInt(named.get("n")),
              Integer.parseInt(control.get("n")) + Integer.parseInt(control.get("left_out")));
        }
      }
    }
    String md = Files.readString(out.resolve("correlation/cone.md"));
    assertTrue(md.contains("## Entity level (Figure 1)"), md);
    for (String plot :
        List.of(
            "cone-entity-ceafm-P.png",
            "cone-entity-ceafm-R.png",
            "cone-entity-ceafm-P-control.png",
            "cone-entity-bcub-R-control.png")) {
      assertNotNull(ImageIO.read(out.resolve("correlation").resolve(plot).toFile()), plot);
    }

    // correlate --study cone on the run's directory finds cone_entities.csv: the same rows
    Path study = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run("correlate", "--study", "cone", "--scores", out.toString(), "--out", study.toString()),
        err);
    List<CSVRecord> again = Csv.read(study.resolve("cone.csv"));
    CSVRecord a = entityRow(cone, "pooled", "cone_ceafm", "P");
    CSVRecord b = entityRow(again, "pooled", "cone_ceafm", "P");
    assertEquals(a.get("r"), b.get("r"));
    assertEquals(a.get("n"), b.get("n"));
    assertTrue(Files.isRegularFile(study.resolve("cone-entity-ceafm-P.png")));

    // score --cone-entities gives a system the rows run gives it
    Path scored = tmp.resolve("sys02.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            neKey.toString(),
            systems.resolve("sys02").toString(),
            "--metrics",
            "all,cone",
            "--cone-entities",
            scored.toString()),
        err);
    List<String> sys02 = new ArrayList<>(List.of(lines.get(0)));
    lines.stream().filter(l -> l.startsWith("sys02,")).forEach(sys02::add);
    assertEquals(sys02, Files.readAllLines(scored));
    Path one = tmp.resolve("one");
    assertEquals(
        Main.OK,
        run("correlate", "--study", "cone", "--scores", scored.toString(), "--out", one.toString()),
        err);
    assertEquals(
        entityRow(cone, "sys02", "cone_ceafm", "R").get("r"),
        entityRow(Csv.read(one.resolve("cone.csv")), "sys02", "cone_ceafm", "R").get("r"));

    // the shuffle (a key never broadcast) gives the same file
    Path shuffled = runWithEntities(systems, "shuffled", "--key-broadcast-limit", "0");
    assertEquals(lines, Files.readAllLines(shuffled.resolve(ConeEntityTable.FILE)));
  }

  @Test
  void entityRowsNeedTheConeMetrics() throws IOException {
    Path out = tmp.resolve("refused");
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            neKey.toString(),
            "--system",
            "self=" + neKey,
            "--cone-entities",
            "--out",
            out.toString()));
    assertTrue(err.contains("CONE metrics"), err);
    assertFalse(Files.exists(out));
  }

  private static CSVRecord entityRow(List<CSVRecord> rows, String group, String x, String measure) {
    return rows.stream()
        .filter(
            r ->
                r.get("level").equals("entity")
                    && r.get("system").equals(group)
                    && r.get("x_metric").equals(x)
                    && r.get("measure").equals(measure)
                    && r.get("method").equals("pearson"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no entity row " + group + " " + x + " " + measure));
  }
}
