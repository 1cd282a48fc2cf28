package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.report.ScoreTable;
import org.corefstats.study.cone.ConeWriter;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code correlate --study cone}: CONE against the full and NE-CRR metrics at the system level and
 * the document level (per system and pooled), the left-out rule, the refusal of scores without
 * CONE, and end to end on systems perturbed from the sample key with its NE layer ({@link
 * SampleNeKey}).
 */
class ConeStudyTest extends CliTest {
  @TempDir Path tmp;

  @BeforeAll
  static void startSpark() {
    SharedSpark.get();
  }

  private static final String SCORES_HEADER =
      "system,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n";

  private static String scoreLine(String system, String metric, double r, double p, double f) {
    return String.format(Locale.ROOT, "%s,%s,1,1,1,1,%s,%s,%s%n", system, metric, r, p, f);
  }

  private static String documentLine(
      String system, String document, String metric, double den, Double r, double p, double f) {
    return String.format(
        Locale.ROOT,
        "%s,%s,%s,0,%s,0,1,%s,%s,%s%n",
        system,
        document,
        metric,
        den,
        r == null ? "" : r.toString(),
        p,
        f);
  }

  private static CSVRecord row(
      List<CSVRecord> rows,
      String level,
      String system,
      String x,
      String y,
      String measure,
      String method) {
    return rows.stream()
        .filter(
            r ->
                r.get("level").equals(level)
                    && r.get("system").equals(system)
                    && r.get("x_metric").equals(x)
                    && r.get("y_metric").equals(y)
                    && r.get("measure").equals(measure)
                    && r.get("method").equals(method))
        .findFirst()
        .orElseThrow(
            () ->
                new AssertionError(
                    "no row " + String.join(" ", level, system, x, y, measure, method)));
  }

  @Test
  void systemLevelOnKnownScores() throws IOException {
    StringBuilder csv = new StringBuilder(SCORES_HEADER);
    double[] cone = {0.3, 0.5, 0.6, 0.9};
    for (int i = 0; i < cone.length; i++) {
      String s = "sys" + i;
      double c = cone[i];
      csv.append(scoreLine(s, "cone_bcub", c, c / 2, c / 3));
      csv.append(scoreLine(s, "bcub", 2 * c + 0.1, c / 2 + 0.05, 0.5 * c / 3)); // linear: r = 1
      csv.append(scoreLine(s, "ne_bcub", 1 - c, 1 - c, 1 - c / 3)); // decreasing: r = -1
      csv.append(scoreLine(s, "cone_ceafm", c, c, c));
      csv.append(scoreLine(s, "ceafm", 0.7, 0.7, 0.7)); // constant: undefined
      csv.append(scoreLine(s, "muc", c, c, c)); // not in the study
    }
    Path scores = Files.writeString(tmp.resolve("scores.csv"), csv);
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run("correlate", "--study", "cone", "--scores", scores.toString(), "--out", out.toString()),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("cone.csv"));
    assertEquals(
        String.join(",", ConeWriter.COLUMNS), Files.readAllLines(out.resolve("cone.csv")).get(0));
    Set<String> pairs = new TreeSet<>();
    rows.forEach(r -> pairs.add(r.get("x_metric") + ">" + r.get("y_metric")));
    assertEquals(Set.of("cone_bcub>bcub", "cone_bcub>ne_bcub", "cone_ceafm>ceafm"), pairs);
    assertEquals(3 * 3 * 3, rows.size(), "3 pairs x R, P, F1 x 3 methods");
    for (CSVRecord r : rows) {
      assertEquals("system", r.get("level"));
      assertEquals("all", r.get("system"));
      assertEquals("4", r.get("n"));
      assertEquals("0", r.get("left_out"));
    }
    for (String measure : List.of("R", "P", "F1")) {
      CSVRecord full = row(rows, "system", "all", "cone_bcub", "bcub", measure, "pearson");
      assertEquals(1.0, Double.parseDouble(full.get("r")), 1e-12, measure);
      assertEquals("cone_vs_full", full.get("comparison"));
      CSVRecord ne = row(rows, "system", "all", "cone_bcub", "ne_bcub", measure, "pearson");
      assertEquals(-1.0, Double.parseDouble(ne.get("r")), 1e-12, measure);
      assertEquals("cone_vs_ne", ne.get("comparison"));
      assertEquals(
          1.0,
          Double.parseDouble(
              row(rows, "system", "all", "cone_bcub", "bcub", measure, "kendall").get("r")),
          1e-12);
      CSVRecord constant = row(rows, "system", "all", "cone_ceafm", "ceafm", measure, "pearson");
      assertEquals("", constant.get("r"));
      assertTrue(constant.get("note").contains("constant"), constant.get("note"));
    }
    String md = Files.readString(out.resolve("cone.md"));
    assertTrue(md.contains("| all | 4 | 1.000 | 1.000 | 1.000 | n/a | n/a | n/a |"), md);
    assertTrue(md.contains("over 4 systems"), md);
    assertTrue(this.out.contains("CONE against the standard metrics"), this.out);
  }

  @Test
  void documentLevelPerSystemAndPooledLeavesOutDocumentsWithoutNamedMentions() throws IOException {
    StringBuilder csv = new StringBuilder(String.join(",", ScoreTable.DOCUMENT_HEADER) + "\n");
    List<String> systems = List.of("a", "b", "c");
    for (String s : systems) {
      int documents = s.equals("c") ? 2 : 4; // c: two documents with named mentions only
      for (int d = 0; d < documents; d++) {
        double c = 0.1 + 0.2 * d + (s.equals("b") ? 0.05 : 0);
        csv.append(documentLine(s, "d" + d, "cone_bcub", 10, c, c, c));
        csv.append(
            documentLine(s, "d" + d, "bcub", 20, 0.5 * c + 0.2, 0.5 * c + 0.2, 0.5 * c + 0.2));
        csv.append(documentLine(s, "d" + d, "mentions", 20, 0.5, 0.5, 0.5));
      }
      // the key has no named mention: CONE recall denominator 0; these points would break r = 1
      csv.append(documentLine(s, "none", "cone_bcub", 0, null, 0.0, 0.0));
      csv.append(documentLine(s, "none", "bcub", 20, 0.9, 0.9, 0.9));
    }
    Path documents = Files.writeString(tmp.resolve("documents.csv"), csv);
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--study",
            "cone",
            "--scores",
            documents.toString(),
            "--out",
            out.toString(),
            "--methods",
            "pearson,spearman"),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("cone.csv"));
    assertEquals(
        Set.of("pooled", "a", "b", "c"),
        new TreeSet<>(rows.stream().map(r -> r.get("system")).toList()));
    assertEquals(4 * 3 * 2, rows.size(), "4 groups x R, P, F1 x 2 methods, one pair");
    for (String measure : List.of("R", "P", "F1")) {
      CSVRecord pooled = row(rows, "document", "pooled", "cone_bcub", "bcub", measure, "pearson");
      assertEquals("10", pooled.get("n"), measure);
      assertEquals("3", pooled.get("left_out"));
      assertEquals(1.0, Double.parseDouble(pooled.get("r")), 1e-12);
      CSVRecord a = row(rows, "document", "a", "cone_bcub", "bcub", measure, "pearson");
      assertEquals("4", a.get("n"));
      assertEquals("1", a.get("left_out"));
      assertEquals(1.0, Double.parseDouble(a.get("r")), 1e-12);
      CSVRecord c = row(rows, "document", "c", "cone_bcub", "bcub", measure, "pearson");
      assertEquals("2", c.get("n"));
      assertEquals("", c.get("r"), "fewer than 3 points");
      assertFalse(c.get("note").isEmpty());
    }
    String md = Files.readString(out.resolve("cone.md"));
    assertTrue(md.contains("3 left out because the key has no named mention"), md);
    assertTrue(md.contains("| c | 2 | n/a | n/a | n/a |"), md);
    assertNotNull(ImageIO.read(out.resolve("cone-document-cone_bcub-bcub.png").toFile()));
  }

  @Test
  void scoresWithoutConeMetricsAreRefused() throws IOException {
    Path table = Files.writeString(tmp.resolve("t.csv"), "system,MUC,B3\na,50,40\nb,60,45\n");
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--study",
            "cone",
            "--scores",
            table.toString(),
            "--out",
            tmp.resolve("o1").toString()));
    assertTrue(err.contains("no CONE metrics"), err);
    assertTrue(err.contains("--metrics all,cone"), err);
    assertFalse(Files.exists(tmp.resolve("o1")));
    Path documents =
        Files.writeString(
            tmp.resolve("documents.csv"),
            String.join(",", ScoreTable.DOCUMENT_HEADER)
                + "\n"
                + documentLine("a", "d", "bcub", 1, 0.5, 0.5, 0.5));
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--study",
            "cone",
            "--scores",
            documents.toString(),
            "--out",
            tmp.resolve("o2").toString()));
    assertTrue(err.contains("no CONE metrics"), err);
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--study",
            "nope",
            "--scores",
            table.toString(),
            "--out",
            tmp.resolve("o3").toString()));
  }

  @Test
  void endToEndOnPerturbedSampleNeSystems() throws IOException {
    Path key = SampleNeKey.write(tmp.resolve("ne"));
    Path systems = tmp.resolve("systems");
    assertEquals(
        Main.OK,
        run(
            "perturb",
            key.toString(),
            "--systems",
            "3",
            "--seed",
            "1",
            "--out",
            systems.toString()),
        err);
    Files.delete(systems.resolve("systems.csv"));
    Path runOut = tmp.resolve("run");
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
            "--out",
            runOut.toString()),
        err);
    Path out = tmp.resolve("cone");
    assertEquals(
        Main.OK,
        run("correlate", "--study", "cone", "--scores", runOut.toString(), "--out", out.toString()),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("cone.csv"));
    double r =
        Double.parseDouble(
            row(rows, "system", "all", "cone_bcub", "bcub", "F1", "pearson").get("r"));
    assertTrue(r >= -1 && r <= 1, "r = " + r);
    CSVRecord pooled = row(rows, "document", "pooled", "cone_bcub", "bcub", "F1", "pearson");
    int n = Integer.parseInt(pooled.get("n"));
    assertEquals(3 * 3, n + Integer.parseInt(pooled.get("left_out")), "3 systems x 3 documents");
    List<String> groups =
        new ArrayList<>(new TreeSet<>(rows.stream().map(x -> x.get("system")).toList()));
    assertEquals(List.of("all", "pooled", "sys01", "sys02", "sys03"), groups);
    assertTrue(Files.isRegularFile(out.resolve("cone.md")));
    for (String pair :
        List.of(
            "cone_bcub-bcub",
            "cone_ceafm-ceafm",
            "cone_ceafe-ceafe",
            "cone_bcub-ne_bcub",
            "cone_ceafm-ne_ceafm",
            "cone_ceafe-ne_ceafe")) {
      assertNotNull(ImageIO.read(out.resolve("cone-document-" + pair + ".png").toFile()), pair);
    }
  }
}
