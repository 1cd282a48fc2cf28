package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.report.ErrorFixtures;
import org.corefstats.report.ErrorPlot;
import org.corefstats.report.HeadlessChromium;
import org.corefstats.report.Numbers;
import org.corefstats.report.ScoreTable;
import org.corefstats.report.html.GroupedOutputs;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.report.html.OutputFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a run, rendered in headless Chromium: a run of the sample systems plus a broken one
 * (left out, with a problem), with significance and the correlation study. The page loads without a
 * console error or a request outside itself, names every system, has every figure drawn, shows
 * exactly the F1 of scores.csv (the full number in each cell's data-value, the profile's percentage
 * as its text), sorts, and prints. The same for the pages of significance, correlate and behaviour
 * on their own. Screenshots go to target/report-screenshots.
 */
class ReportInBrowserTest extends CliTest {
  private static final Path SCREENSHOTS = Path.of("target/report-screenshots");

  @TempDir static Path dir;
  private static HeadlessChromium chromium;
  private static Path runOut;

  @BeforeAll
  static void runAndStartBrowser() throws IOException {
    HeadlessChromium.assumeAvailable();
    SharedSpark.get();
    Path systems = dir.resolve("systems");
    copy(Path.of("samples/systems"), systems);
    Path broken = systems.resolve("broken");
    copy(Path.of("samples/systems/strong"), broken);
    Path ferry = broken.resolve("ferry_conll");
    List<String> lines = new ArrayList<>(Files.readAllLines(ferry));
    int target = 0;
    while (!lines.get(target).endsWith(")") || lines.get(target).endsWith("-")) {
      target++;
    }
    lines.set(target, lines.get(target).replaceAll("\t[^\t]*$", "\t(999"));
    Files.write(ferry, lines);
    runOut = dir.resolve("run");
    CliTest cli = new CliTest() {};
    int code =
        cli.runCommand(
            "run",
            "--key",
            "samples/key",
            "--systems",
            systems.toString(),
            "--out",
            runOut.toString(),
            "--significance",
            "--bootstrap",
            "200",
            "--correlate");
    assertEquals(Main.PARTIAL, code, cli.stderr());
    chromium = HeadlessChromium.start();
    Files.createDirectories(SCREENSHOTS);
  }

  @AfterAll
  static void closeBrowser() {
    if (chromium != null) {
      chromium.close();
    }
  }

  private static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path f : files.toList()) {
        Path t = to.resolve(from.relativize(f).toString());
        if (Files.isDirectory(f)) {
          Files.createDirectories(t);
        } else {
          Files.copy(f, t, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static void assertCleanPage() {
    assertEquals(List.of(), chromium.consoleErrors(), "console errors");
    assertEquals(List.of(), chromium.externalRequests(), "requests outside the page");
  }

  @Test
  void runReportShowsScoresCsvExactlyAndEveryFigure() throws IOException {
    chromium.open(runOut.resolve("report.html"));
    assertCleanPage();

    // scores.csv: system -> metric -> f1 text, without BLANC's halves
    Map<String, Map<String, String>> scores = new LinkedHashMap<>();
    for (CSVRecord r : Csv.read(runOut.resolve("scores.csv"))) {
      if (!ScoreTable.isPart(r.get("metric"))) {
        scores
            .computeIfAbsent(r.get("system"), s -> new LinkedHashMap<>())
            .put(r.get("metric"), r.get("f1"));
      }
    }
    assertEquals(Set.of("strong", "merger", "singletons"), scores.keySet());

    JsonNode rows =
        chromium.evaluate(
            "Array.from(document.querySelectorAll('#ranking-table tbody tr')).map(tr => ({"
                + " system: tr.dataset.system,"
                + " cells: Array.from(tr.querySelectorAll('td[data-metric]:not([data-metric=\"\"])'))"
                + "   .map(td => [td.dataset.metric, td.dataset.value, td.textContent]) }))");
    assertEquals(scores.size(), rows.size());
    List<String> ranked = new ArrayList<>();
    for (JsonNode row : rows) {
      String system = row.get("system").asText();
      ranked.add(system);
      Map<String, String> expected = scores.get(system);
      assertEquals(expected.size(), row.get("cells").size(), system);
      for (JsonNode cell : row.get("cells")) {
        String metric = cell.get(0).asText();
        String f1 = expected.get(metric);
        assertEquals(f1, cell.get(1).asText(), system + " " + metric);
        assertEquals(
            Numbers.percent(Double.parseDouble(f1), Semantics.Profile.V801),
            cell.get(2).asText(),
            system + " " + metric);
      }
    }
    assertEquals(List.of("strong", "merger", "singletons"), ranked, "ranked by the CoNLL score");

    // the broken system: left out, named, its problem located
    String text = chromium.evaluate("document.body.innerText").asText();
    for (String system : List.of("strong", "merger", "singletons", "broken")) {
      assertTrue(text.contains(system), system);
    }
    JsonNode brokenRows =
        chromium.evaluate(
            "Array.from(document.querySelectorAll('#problems-table tbody tr'))"
                + ".map(tr => Array.from(tr.cells).map(td => td.textContent))"
                + ".filter(cells => cells[1] === 'broken')");
    assertTrue(
        strings(brokenRows).size() > 0 && brokenRows.toString().contains("ferry_conll:2"),
        "the broken system's problem, located: " + brokenRows);
    assertTrue(text.contains("broken: "), "the left-out system with its reason: " + text);

    // figures: one chart per metric, both correlation heat maps and scatter plots, the documents
    Set<String> figures =
        new LinkedHashSet<>(
            strings(
                chromium.evaluate(
                    "Array.from(document.querySelectorAll('figure[data-figure]'))"
                        + ".filter(f => { const g = f.querySelector('svg, img');"
                        + "  const r = g && g.getBoundingClientRect();"
                        + "  return r && r.width > 50 && r.height > 30"
                        + "    && (g.tagName !== 'IMG' || (g.complete && g.naturalWidth > 0)); })"
                        + ".map(f => f.dataset.figure)")));
    for (String metric : scores.get("strong").keySet()) {
      assertTrue(figures.contains("metric-" + metric), metric + " in " + figures);
    }
    for (String f :
        List.of(
            "correlation-system",
            "correlation-document",
            "correlation/figure1-system.png",
            "correlation/figure1-document.png",
            "document-distribution")) {
      assertTrue(figures.contains(f), f + " in " + figures);
    }
    assertEquals(
        3,
        chromium
            .evaluate("document.querySelectorAll('#ranking-table tbody tr td.groups').length")
            .asInt(),
        "significance groups");
    assertEquals(
        Set.of("strong", "merger", "singletons"),
        new LinkedHashSet<>(
            strings(
                chromium.evaluate(
                    "Array.from(document.querySelectorAll('details.drill')).map(d => d.dataset.system)"))));

    // sorting: MUC ascending after two clicks, then back
    List<String> byMuc =
        strings(
            chromium.evaluate(
                "(() => { const th = Array.from(document.querySelectorAll('#ranking-table th'))"
                    + ".find(h => h.textContent === 'MUC'); th.click(); th.click();"
                    + " return Array.from(document.querySelectorAll('#ranking-table tbody tr'))"
                    + ".map(tr => tr.dataset.system); })()"));
    assertEquals(List.of("singletons", "merger", "strong"), byMuc);

    byte[] pdf = chromium.printToPdf();
    assertEquals("%PDF", new String(pdf, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
    assertTrue(Files.size(runOut.resolve("report.html")) < 1_000_000);
    chromium.open(runOut.resolve("report.html"));
    chromium.screenshot(SCREENSHOTS.resolve("sample-run.png"), 1280);
    assertCleanPage();
  }

  @Test
  void leaderboardOfAGroupedRunDrawsEveryHeatMap() throws IOException {
    // hand-written outputs of a grouped run with three settings (run writes them elsewhere)
    Path grouped = dir.resolve("grouped");
    Files.createDirectories(grouped);
    List<String> groups = new ArrayList<>();
    for (int g = 0; g < 21; g++) { // as many as CRAC 2024's datasets
      groups.add(String.format(java.util.Locale.ROOT, "l%02d_dataset-corefud-test", g));
    }
    List<String> settings = List.of("head/remove", "partial/remove", "head/keep");
    GroupedOutputs.write(grouped, List.of("weak", "middle", "strong"), settings, groups);
    try (java.io.Writer w =
        Files.newBufferedWriter(grouped.resolve(HtmlReport.FILE), StandardCharsets.UTF_8)) {
      HtmlReport.write(OutputFiles.local(grouped), "run", w);
    }
    chromium.open(grouped.resolve(HtmlReport.FILE));
    assertCleanPage();
    assertEquals(
        List.of("strong", "middle", "weak"),
        strings(
            chromium.evaluate(
                "Array.from(document.querySelectorAll('#leaderboard-table tbody tr'))"
                    + ".map(tr => tr.dataset.system)")));
    chromium.evaluate("document.querySelectorAll('details.heatmap').forEach(d => d.open = true)");
    JsonNode maps =
        chromium.evaluate(
            "Array.from(document.querySelectorAll('figure[data-figure=\"groups-heatmap\"]'))"
                + ".map(f => { const r = f.querySelector('svg').getBoundingClientRect();"
                + " return [f.dataset.setting, r.width, r.height,"
                + " f.querySelectorAll('rect.cell').length]; })");
    assertEquals(settings.size(), maps.size(), maps.toString());
    for (int k = 0; k < settings.size(); k++) {
      JsonNode m = maps.get(k);
      assertEquals(settings.get(k), m.get(0).asText());
      assertTrue(m.get(1).asDouble() > 300 && m.get(2).asDouble() > 50, "drawn: " + m);
      assertEquals(3 * 22, m.get(3).asInt(), "a cell per system and group, and the macro");
    }
    // the column labels are rotated: the longest does not run into its neighbours
    JsonNode label =
        chromium.evaluate(
            "(() => { const r = document.querySelector('figure[data-figure=\"groups-heatmap\"]"
                + " text.rot').getBoundingClientRect(); return [r.width, r.height]; })()");
    assertTrue(label.get(1).asDouble() > 40, "rotated labels: " + label);
    chromium.screenshot(SCREENSHOTS.resolve("grouped-run.png"), 1280);
    assertCleanPage();
  }

  @Test
  void errorsSectionDrawsItsPlotsAndSorts() throws IOException {
    // hand-written error tables (run --errors writes them), beside a copy of the run's scores
    Path errors = dir.resolve("errors");
    Files.createDirectories(errors);
    Files.copy(runOut.resolve("scores.csv"), errors.resolve("scores.csv"));
    Map<String, Map<String, Long>> counts = new LinkedHashMap<>();
    counts.put("singletons", Map.of("span_error", 1L, "missing_entity", 9L));
    counts.put("strong", Map.of("span_error", 4L, "divided_entity", 2L));
    counts.put("merger", Map.of("conflated_entities", 5L));
    ErrorFixtures.errors(errors, counts);
    Map<String, Map<String, double[]>> costs = new LinkedHashMap<>();
    for (String system : counts.keySet()) {
      costs.put(
          system,
          Map.of(
              "muc", new double[] {0.01, 0.02, 0.0, 0.03, 0.04, 0.005, 0.001},
              "conll", new double[] {0.02, 0.01, 0.0, 0.0, 0.0, 0.0, 0.03}));
    }
    ErrorFixtures.costs(errors, costs, 0.5);
    assertEquals(List.of(ErrorPlot.FILE, ErrorPlot.COSTS_FILE), ErrorPlot.writeAll(errors));
    try (java.io.Writer w =
        Files.newBufferedWriter(errors.resolve(HtmlReport.FILE), StandardCharsets.UTF_8)) {
      HtmlReport.write(OutputFiles.local(errors), "run", w);
    }
    chromium.open(errors.resolve(HtmlReport.FILE));
    assertCleanPage();
    assertEquals(
        List.of("strong", "merger", "singletons"),
        strings(
            chromium.evaluate(
                "Array.from(document.querySelectorAll('#errors-table tbody tr'))"
                    + ".map(tr => tr.cells[0].textContent)")),
        "the ranking's order");
    JsonNode images =
        chromium.evaluate(
            "Array.from(document.querySelectorAll('#errors figure img'))"
                + ".filter(g => g.complete && g.naturalWidth > 0"
                + "  && g.getBoundingClientRect().width > 50).map(g => g.alt)");
    assertEquals(List.of(ErrorPlot.FILE, ErrorPlot.COSTS_FILE), strings(images));
    List<String> byMissingEntity =
        strings(
            chromium.evaluate(
                "(() => { const th = Array.from(document.querySelectorAll('#errors-table th'))"
                    + ".find(h => h.textContent === 'Missing Entity'); th.click();"
                    + " return Array.from(document.querySelectorAll('#errors-table tbody tr'))"
                    + ".map(tr => tr.cells[0].textContent); })()"));
    assertEquals("singletons", byMissingEntity.get(0), "sorted by Missing Entity, most first");
    chromium.screenshot(SCREENSHOTS.resolve("errors.png"), 1280);
    assertCleanPage();
  }

  @Test
  void significanceCorrelateAndBehaviourWriteTheirOwnPages() throws IOException {
    Path significance = dir.resolve("significance");
    Path correlate = dir.resolve("correlate");
    Path behaviour = dir.resolve("behaviour");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            runOut.resolve("documents.parquet").toString(),
            "--bootstrap",
            "200",
            "--out",
            significance.toString()),
        err);
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            runOut.resolve("scores.csv").toString(),
            "--out",
            correlate.toString()),
        err);
    assertEquals(Main.OK, run("behaviour", "--out", behaviour.toString()), err);
    Map<Path, String> expected =
        Map.of(
            significance, "#ranking-table td.groups",
            correlate, "figure[data-figure=\"correlation-system\"] svg",
            behaviour, "#studies [data-file=\"findings.md\"]");
    for (Map.Entry<Path, String> e : expected.entrySet()) {
      chromium.open(e.getKey().resolve("report.html"));
      assertCleanPage();
      assertTrue(
          chromium
              .evaluate(
                  "document.querySelector('" + e.getValue().replace("'", "\\'") + "') !== null")
              .asBoolean(),
          e.getKey() + ": " + e.getValue());
    }
    chromium.open(behaviour.resolve("report.html"));
    assertCleanPage();
    assertTrue(
        chromium.evaluate("document.querySelectorAll('figure img').length").asInt() >= 9,
        "behaviour's plots");
  }

  @Test
  void anaphorsSectionDrawsItsHeatMapAndSorts() throws IOException {
    Path anaphors = dir.resolve("anaphors");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            "samples/crac/key",
            "--systems",
            "samples/crac/systems",
            "--out",
            anaphors.toString(),
            "--anaphors"),
        err);
    chromium.open(anaphors.resolve("report.html"));
    assertCleanPage();
    assertTrue(
        chromium
                .evaluate(
                    "document.querySelectorAll('#anaphors figure[data-figure=\"anaphors-heatmap\"]"
                        + " rect.cell').length")
                .asInt()
            >= 3 * 10,
        "a cell per system and bucket");
    List<String> byLen1 =
        strings(
            chromium.evaluate(
                "(() => { const th = Array.from(document.querySelectorAll('#anaphors-table th'))"
                    + ".find(h => h.textContent.startsWith('len 1')); th.click();"
                    + " return Array.from(document.querySelectorAll('#anaphors-table tbody tr'))"
                    + ".map(tr => tr.cells[0].textContent); })()"));
    assertEquals(List.of("greedy", "good", "lazy"), byLen1, "sorted by len 1's F1, best first");
    chromium.screenshot(SCREENSHOTS.resolve("anaphors.png"), 1280);
    assertCleanPage();
  }

  @Test
  void longDocumentsSectionDrawsItsHeatMapsAndSorts() throws IOException {
    Path out = dir.resolve("long-documents");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            out.toString(),
            "--windows",
            "100",
            "--window-scheme",
            "fixed,bookcoref",
            "--major-entities",
            "5,4",
            "--strata"),
        err);
    chromium.open(out.resolve("report.html"));
    assertCleanPage();
    for (String[] figure :
        new String[][] {
          {"longdocs-penalty", "6"}, {"longdocs-mei", "3"}, {"longdocs-strata", "9"}
        }) {
      assertTrue(
          chromium
                  .evaluate(
                      "document.querySelectorAll('#long-documents figure[data-figure=\""
                          + figure[0]
                          + "\"] rect.cell').length")
                  .asInt()
              >= Integer.parseInt(figure[1]),
          figure[0] + ": a cell per system and column");
    }
    List<String> byPenalty =
        strings(
            chromium.evaluate(
                "(() => { const th = Array.from(document.querySelectorAll("
                    + "'#longdocs-penalty-table th')).find(h => h.textContent"
                    + " === 'fixed L=100 penalty'); th.click();"
                    + " return Array.from(document.querySelectorAll("
                    + "'#longdocs-penalty-table tbody tr')).map(tr => tr.cells[0].textContent);"
                    + " })()"));
    assertEquals(
        List.of("singletons", "merger", "strong"),
        byPenalty,
        "sorted by the penalty, largest first");
    chromium.screenshot(SCREENSHOTS.resolve("long-documents.png"), 1280);
    assertCleanPage();
  }
}
