package org.corefstats.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page without a browser: numbers carried exactly as the files give them, names escaped, many
 * systems reduced to the best and worst in the charts but all in the table, the sections of a
 * directory that holds only part of the outputs, and the small rules (quantiles, file lists).
 */
class HtmlReportTest {
  @TempDir Path dir;

  private static final List<String> METRICS = List.of("muc", "bcub", "conll");

  /** scores.csv and documents.csv of {@code systems} systems on {@code documents} documents. */
  private void writeRun(List<String> systems, int documents) throws IOException {
    StringBuilder scores =
        new StringBuilder(
            "system,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    StringBuilder docs =
        new StringBuilder(
            "system,document,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    for (int s = 0; s < systems.size(); s++) {
      String name = csv(systems.get(s));
      for (String m : METRICS) {
        double f1 = (s + 1) / (double) (systems.size() + 3) + (m.equals("muc") ? 0.001 : 0);
        scores.append(
            String.format(Locale.ROOT, "%s,%s,1,2,1,2,0.5,0.5,%s%n", name, m, Double.toString(f1)));
        for (int d = 0; d < documents; d++) {
          double v = Math.min(1, f1 * (0.5 + d / (double) documents));
          docs.append(
              String.format(
                  Locale.ROOT,
                  "%s,doc%03d,%s,1,2,1,2,0.5,0.5,%s%n",
                  name,
                  d,
                  m,
                  Double.toString(v)));
        }
      }
    }
    Files.writeString(dir.resolve("scores.csv"), scores, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("documents.csv"), docs, StandardCharsets.UTF_8);
  }

  private static String csv(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  private String page(String command) throws IOException {
    StringWriter w = new StringWriter();
    HtmlReport.write(OutputFiles.local(dir), command, w);
    return w.toString();
  }

  private static int count(String page, String regex) {
    Matcher m = Pattern.compile(regex).matcher(page);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  @Test
  void manySystemsAllInTheTableTheBestAndWorstInTheCharts() throws IOException {
    List<String> systems = new ArrayList<>();
    for (int s = 0; s < 60; s++) {
      systems.add(String.format(Locale.ROOT, "sys%02d", s));
    }
    writeRun(systems, 12);
    String page = page("run");
    assertEquals(60, count(page, "<tr data-system=\""));
    assertEquals(50, count(page, "<details class=\"drill\""));
    assertEquals(METRICS.size() + 1, count(page, "… 10 more"), "a gap row per chart");
    assertTrue(page.contains("sys59 leads with"), page.substring(0, 2000));
    // every F1 of scores.csv, exactly, as a cell's data-value
    for (String line : Files.readAllLines(dir.resolve("scores.csv")).subList(1, 61)) {
      String[] cells = line.split(",");
      assertTrue(
          page.contains("data-metric=\"" + cells[1] + "\" data-value=\"" + cells[8] + "\""), line);
    }
  }

  @Test
  void namesAreEscaped() throws IOException {
    writeRun(List.of("a<b>&\"c'", "plain"), 3);
    String page = page("run");
    assertFalse(page.contains("a<b>"), "raw name in the page");
    assertTrue(page.contains("a&lt;b&gt;&amp;"), "escaped name");
  }

  @Test
  void aDirectoryWithOnlySignificanceRanksItsEstimates() throws IOException {
    Files.writeString(
        dir.resolve("intervals.csv"),
        "system,metric,measure,estimate,lower,upper,width,level,method,replicates,seed\n"
            + "a,conll,F1,0.5,0.4,0.6,0.2,0.95,percentile,100,1\n");
    Files.writeString(
        dir.resolve("ranking.md"), "# Rankings\n\n| rank | system |\n|---|---|\n| 1 | a |\n");
    String page = page("significance");
    assertTrue(page.contains("id=\"ranking-table\""), "the estimates ranked");
    assertTrue(page.contains("<tr data-system=\"a\">"));
    assertTrue(
        page.contains("data-metric=\"conll\" data-value=\"0.5\""), "the estimate as written");
    assertTrue(page.contains("[40.00, 60.00]"), "its interval");
  }

  @Test
  void quantilesInterpolateLinearly() {
    Charts.Distribution d =
        Charts.Distribution.of("s", new double[] {0.4, Double.NaN, 0.1, 0.3, 0.2});
    assertEquals(4, d.sortedValues().length);
    assertEquals(0.175, d.quantile(0.25), 1e-12); // numpy.quantile([.1,.2,.3,.4], .25)
    assertEquals(0.25, d.quantile(0.5), 1e-12);
    assertEquals(0.25, d.mean(), 1e-12);
  }

  @Test
  void largeSubdirectoriesAreCounted() {
    List<String> names = new ArrayList<>(List.of("scores.csv", "report.html", "_SUCCESS"));
    for (int i = 0; i < 50; i++) {
      names.add("data/case" + i + "/key.conll");
    }
    names.add("significance/intervals.csv");
    assertEquals(
        List.of("scores.csv", "data/ (50 files)", "significance/intervals.csv"),
        HtmlReport.outputs(names));
  }
}
