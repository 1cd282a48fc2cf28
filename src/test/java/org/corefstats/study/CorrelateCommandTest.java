package org.corefstats.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats correlate} over systems: Table 3 of Luo et al. 2014 from the published scores
 * (in the shared data folder), and the outputs, from scores written here or computed on the
 * samples.
 */
class CorrelateCommandTest extends CliTest {
  @TempDir Path tmp;

  private static Path published() {
    return SharedData.root().resolve("data").resolve("conll2011_2012_official_f1.csv");
  }

  /**
   * Scores of six invented systems in the published table's columns (task, language, MD, MUC, B3,
   * CEAFm, CEAFe, BLANC, CONLL; no LEA): three of task conll2011, four in English.
   */
  private Path scores() throws IOException {
    return Files.writeString(
        tmp.resolve("scores.csv"),
        "task,language,system,MD,MUC,B3,CEAFm,CEAFe,BLANC,CONLL\n"
            + "conll2011,english,a,70.1,60.2,50.3,55.0,45.1,48.0,51.9\n"
            + "conll2011,english,b,68.0,58.1,47.9,52.2,43.0,45.5,49.7\n"
            + "conll2011,english,c,66.5,55.0,46.2,50.1,41.8,44.0,47.7\n"
            + "conll2012,chinese,d,72.3,63.4,52.0,57.5,47.9,50.2,54.4\n"
            + "conll2012,english,e,60.2,50.0,42.5,46.0,38.1,40.0,43.5\n"
            + "conll2012,chinese,f,64.0,53.3,44.8,48.9,40.2,42.7,46.1\n");
  }

  private static CSVRecord row(
      List<CSVRecord> rows, String metric, String measure, String method, String group) {
    return rows.stream()
        .filter(
            r ->
                r.get("metric").equals(metric)
                    && r.get("measure").equals(measure)
                    && r.get("method").equals(method)
                    && r.get("group").equals(group))
        .findFirst()
        .orElseThrow(
            () ->
                new AssertionError(
                    "no row " + metric + " " + measure + " " + method + " " + group));
  }

  @Test
  @NeedsSharedData
  void table3OfLuoEtAl2014FromThePublishedScores() throws IOException {
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run("correlate", "--scores", published().toString(), "--out", out.toString()),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("correlations.csv"));
    // the F1 column of Table 3: MUC 0.935, B-cubed 0.966, CEAF-m 0.966, CEAF-e 0.919
    for (String[] expected :
        new String[][] {
          {"muc", "0.935"}, {"bcub", "0.966"}, {"ceafm", "0.966"}, {"ceafe", "0.919"}
        }) {
      CSVRecord r = row(rows, expected[0], "F1", "pearson", "all");
      assertEquals("blanc", r.get("pivot"));
      assertEquals("53", r.get("n"));
      assertEquals(
          expected[1],
          String.format(Locale.ROOT, "%.3f", Double.parseDouble(r.get("r"))),
          expected[0]);
      assertTrue(
          Double.parseDouble(r.get("p_value")) < 0.001, "all p-values are significant at < 0.001");
      double low = Double.parseDouble(r.get("ci_low"));
      double high = Double.parseDouble(r.get("ci_high"));
      assertTrue(
          low < Double.parseDouble(r.get("r")) && Double.parseDouble(r.get("r")) < high,
          "Fisher-z interval");
    }
    String table = Files.readString(out.resolve("table3.md"));
    assertTrue(table.contains("| MUC | – | – | 0.935 |"), table);
    assertTrue(table.contains("| CEAF-e | – | – | 0.919 |"), table);
    assertTrue(
        out.endsWith("study") && this.out.contains("| B3 | – | – | 0.966 |"),
        "printed:\n" + this.out);
    // groups from the extra columns
    assertEquals("33", row(rows, "muc", "F1", "pearson", "language=english").get("n"));
    assertEquals("18", row(rows, "muc", "F1", "kendall", "task=conll2011").get("n"));
    assertMatrixIsSymmetricWithAUnitDiagonal(out, rows);
  }

  @Test
  void figuresArePngsOfEveryMetricAgainstThePivot() throws IOException {
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            scores().toString(),
            "--out",
            out.toString(),
            "--methods",
            "pearson"),
        err);
    for (String metric : List.of("mentions", "muc", "bcub", "ceafm", "ceafe", "conll")) {
      BufferedImage png = ImageIO.read(out.resolve("figure1-system-" + metric + ".png").toFile());
      assertNotNull(png, metric);
      assertEquals(520, png.getWidth());
      assertEquals(420, png.getHeight());
    }
    BufferedImage grid = ImageIO.read(out.resolve("figure1-system.png").toFile());
    assertEquals(3 * 520, grid.getWidth(), "six panels in two rows of three");
    assertEquals(2 * 420, grid.getHeight());
    String table = Files.readString(out.resolve("table3.md"));
    assertFalse(table.contains("Kendall"), "only the methods asked for");
    // the outputs of table3OfLuoEtAl2014FromThePublishedScores, on these scores: BLANC the default
    // pivot, every system counted, r inside its interval and in table3.md as printed (R and P
    // are not in the scores)
    List<CSVRecord> rows = Csv.read(out.resolve("correlations.csv"));
    for (String[] metric :
        new String[][] {{"muc", "MUC"}, {"bcub", "B3"}, {"ceafm", "CEAF-m"}, {"ceafe", "CEAF-e"}}) {
      CSVRecord r = row(rows, metric[0], "F1", "pearson", "all");
      assertEquals("blanc", r.get("pivot"));
      assertEquals("6", r.get("n"));
      double value = Double.parseDouble(r.get("r"));
      double p = Double.parseDouble(r.get("p_value"));
      assertTrue(p >= 0 && p <= 1, metric[0] + " p " + p);
      assertTrue(
          Double.parseDouble(r.get("ci_low")) < value
              && value < Double.parseDouble(r.get("ci_high")),
          "Fisher-z interval");
      String line =
          "| " + metric[1] + " | – | – | " + String.format(Locale.ROOT, "%.3f", value) + " |";
      assertTrue(table.contains(line), line + " in\n" + table);
      assertTrue(this.out.contains(line), "printed:\n" + this.out);
    }
    // groups from the extra columns
    assertEquals("4", row(rows, "muc", "F1", "pearson", "language=english").get("n"));
    assertEquals("3", row(rows, "muc", "F1", "pearson", "task=conll2011").get("n"));
    assertMatrixIsSymmetricWithAUnitDiagonal(out, rows);
  }

  @Test
  void runScoresHaveRecallPrecisionAndF1() throws IOException {
    Path run = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run("run", "--key", "samples/key", "--systems", "samples/systems", "--out", run.toString()),
        err);
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.resolve("scores.csv").toString(),
            "--out",
            out.toString(),
            "--pivot",
            "muc",
            "--study-metrics",
            "bcub,ceafe"),
        err);
    List<CSVRecord> rows = Csv.read(out.resolve("correlations.csv"));
    assertEquals(
        List.of("bcub", "ceafe"), rows.stream().map(r -> r.get("metric")).distinct().toList());
    assertEquals(
        List.of("R", "P", "F1"), rows.stream().map(r -> r.get("measure")).distinct().toList());
    assertEquals("3", row(rows, "bcub", "R", "spearman", "all").get("n"));
  }

  @Test
  void constantOrShortSeriesGiveAnEmptyRWithAReason() throws IOException {
    Path table =
        Files.writeString(
            tmp.resolve("t.csv"),
            "system,MUC,B3,BLANC,LEA\na,50,40,30,7\nb,60,45,35,7\n"
                + "c,70,55,40,7\nd,65,50,38,7\n");
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK, run("correlate", "--scores", table.toString(), "--out", out.toString()), err);
    List<CSVRecord> rows = Csv.read(out.resolve("correlations.csv"));
    for (String method : List.of("pearson", "spearman", "kendall")) {
      CSVRecord lea = row(rows, "lea", "F1", method, "all");
      assertEquals("", lea.get("r"));
      assertEquals("", lea.get("p_value"));
      assertTrue(lea.get("note").contains("constant"), lea.get("note"));
    }
    assertTrue(Files.readString(out.resolve("table3.md")).contains("| LEA | – | – | n/a |"));

    Path two = Files.writeString(tmp.resolve("two.csv"), "system,MUC,BLANC\na,50,30\nb,60,35\n");
    Path out2 = tmp.resolve("study2");
    assertEquals(
        Main.OK, run("correlate", "--scores", two.toString(), "--out", out2.toString()), err);
    CSVRecord muc = row(Csv.read(out2.resolve("correlations.csv")), "muc", "F1", "pearson", "all");
    assertEquals("", muc.get("r"));
    assertTrue(muc.get("note").contains("2"), muc.get("note"));
  }

  @Test
  void mistakesAreUsageErrors() throws IOException {
    Path out = tmp.resolve("study");
    Path scores = scores();
    assertEquals(
        Main.USAGE,
        run("correlate", "--scores", scores.toString(), "--out", out.toString(), "--pivot", "lea"));
    assertTrue(err.contains("pivot metric 'lea' is not in the scores"), err);
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--scores",
            scores.toString(),
            "--out",
            out.toString(),
            "--methods",
            "pearson,tau"));
    assertEquals(
        Main.IO_ERROR,
        run(
            "correlate",
            "--scores",
            tmp.resolve("missing.csv").toString(),
            "--out",
            out.toString()));
    assertFalse(Files.exists(out));
    assertEquals(
        Main.OK, run("correlate", "--scores", scores.toString(), "--out", out.toString()), err);
    assertEquals(
        Main.USAGE, run("correlate", "--scores", scores.toString(), "--out", out.toString()));
    assertTrue(err.contains("already exists"), err);
  }

  /** matrix.csv: Pearson's r of every pair of metrics, symmetric, 1 on the diagonal. */
  private static void assertMatrixIsSymmetricWithAUnitDiagonal(Path out, List<CSVRecord> rows)
      throws IOException {
    List<CSVRecord> matrix = Csv.read(out.resolve("matrix.csv"));
    CSVRecord muc =
        matrix.stream()
            .filter(r -> r.get("method").equals("pearson") && r.get("metric").equals("muc"))
            .findFirst()
            .orElseThrow();
    CSVRecord blanc =
        matrix.stream()
            .filter(r -> r.get("method").equals("pearson") && r.get("metric").equals("blanc"))
            .findFirst()
            .orElseThrow();
    assertEquals("1", muc.get("muc"));
    assertEquals(muc.get("blanc"), blanc.get("muc"));
    assertEquals(row(rows, "muc", "F1", "pearson", "all").get("r"), muc.get("blanc"));
  }
}
