package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.report.ErrorTables.Totals;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** errors.png and error_costs.png from hand-written tables: what is read is what is drawn. */
class ErrorPlotTest {
  @TempDir Path dir;

  private static Map<String, Map<String, Long>> threeSystems() {
    Map<String, Map<String, Long>> m = new LinkedHashMap<>();
    m.put("weak", Map.of("span_error", 5L, "conflated_entities", 7L, "missing_entity", 11L));
    m.put("strong", Map.of("span_error", 1L, "divided_entity", 2L, "extra_mention", 3L));
    m.put("middle", Map.of("missing_mention", 4L, "extra_entity", 6L));
    return m;
  }

  private BufferedImage image(String name) throws IOException {
    BufferedImage image = ImageIO.read(dir.resolve(name).toFile());
    assertNotNull(image, name + " decodes");
    return image;
  }

  @Test
  void errorsPngHasABarPerSystemInTheRankingsOrderAndTheCountsRead() throws IOException {
    ErrorFixtures.errors(dir, threeSystems());
    List<String> written = ErrorPlot.writeAll(dir, List.of("strong", "middle"));
    assertEquals(List.of(ErrorPlot.FILE), written, "no error_costs.png without error_costs.csv");
    BufferedImage image = image(ErrorPlot.FILE);
    assertEquals(ErrorPlot.WIDTH, image.getWidth());
    assertEquals(ErrorPlot.height(3), image.getHeight());

    List<Totals> rows =
        ErrorTables.readErrors(Files.newBufferedReader(dir.resolve(ErrorTables.ERRORS)));
    DefaultCategoryDataset data =
        ErrorPlot.dataset(ErrorTables.ordered(rows, List.of("strong", "middle")));
    assertEquals(List.of("strong", "middle", "weak"), data.getColumnKeys());
    assertEquals(
        List.of(
            "Span Error",
            "Conflated Entities",
            "Extra Mention",
            "Extra Entity",
            "Divided Entity",
            "Missing Mention",
            "Missing Entity"),
        data.getRowKeys());
    assertEquals(11L, data.getValue("Missing Entity", "weak"));
    assertEquals(3L, data.getValue("Extra Mention", "strong"));
    assertEquals(0L, data.getValue("Span Error", "middle"));
    assertEquals(
        DocumentErrors.COLUMNS, List.copyOf(rows.get(0).counts().keySet()), "every count column");
  }

  @Test
  void withoutAnOrderTheSystemsAreInScoresCsvsRanking() throws IOException {
    Files.writeString(
        dir.resolve("scores.csv"),
        "system,setting,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n"
            + "weak,exact,muc,1,2,1,2,0.5,0.5,0.9\n"
            + "weak,exact,conll,1,2,1,2,0.5,0.5,0.2\n"
            + "strong,exact,conll,1,2,1,2,0.5,0.5,0.8\n"
            + "middle,exact,conll,1,2,1,2,0.5,0.5,0.5\n"
            + "weak,head,conll,1,2,1,2,0.5,0.5,0.99\n");
    assertEquals(
        List.of("strong", "middle", "weak"),
        ErrorTables.ranking(Files.newBufferedReader(dir.resolve("scores.csv"))),
        "by CoNLL, of the first setting");
    ErrorFixtures.errors(dir, threeSystems());
    assertEquals(List.of(ErrorPlot.FILE), ErrorPlot.writeAll(dir));
    assertEquals(ErrorPlot.height(3), image(ErrorPlot.FILE).getHeight());
  }

  @Test
  void aSingleSystemWithoutErrorsIsDrawn() throws IOException {
    ErrorFixtures.errors(dir, Map.of("perfect", Map.of()));
    ErrorPlot.writeAll(dir, List.of());
    BufferedImage image = image(ErrorPlot.FILE);
    assertEquals(ErrorPlot.height(1), image.getHeight());
  }

  @Test
  void nothingWithoutErrorsCsv() throws IOException {
    assertEquals(List.of(), ErrorPlot.writeAll(dir, List.of()));
    assertTrue(Files.notExists(dir.resolve(ErrorPlot.FILE)));
  }

  @Test
  void twoSingletonModesAreTwoBars() throws IOException {
    String header =
        "system,singletons,span_error,conflated_entities,extra_mention,extra_entity,"
            + "divided_entity,missing_mention,missing_entity\n";
    List<Totals> rows =
        ErrorTables.readErrors(
            new StringReader(header + "a,remove,1,0,0,0,0,0,0\na,keep,2,0,0,0,0,0,0\n"));
    DefaultCategoryDataset data = ErrorPlot.dataset(rows);
    assertEquals(List.of("a (singletons remove)", "a (singletons keep)"), data.getColumnKeys());
    assertEquals(2L, data.getValue("Span Error", "a (singletons keep)"));
  }

  @Test
  void aFileWithoutTheCategoriesIsRefusedByName() {
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                ErrorTables.readErrors(
                    new StringReader("system,singletons,span_error\na,keep,1\n")));
    assertTrue(e.getMessage().contains("conflated_entities"), e.getMessage());
  }

  @Test
  void errorCostsPngHasAPanelPerSystemOfTheCumulativeGains() throws IOException {
    ErrorFixtures.errors(dir, threeSystems());
    Map<String, Map<String, double[]>> costs = new LinkedHashMap<>();
    for (String s : threeSystems().keySet()) {
      Map<String, double[]> byMetric = new LinkedHashMap<>();
      byMetric.put("muc", new double[] {0.01, 0.02, 0.0, 0.03, 0.04, 0.05, 0.06});
      byMetric.put("conll", new double[] {0.015, 0.0, 0.0, 0.0, 0.0, 0.0, -0.01});
      costs.put(s, byMetric);
    }
    ErrorFixtures.costs(dir, costs, 0.5);
    List<String> written = ErrorPlot.writeAll(dir, List.of("middle"));
    assertEquals(List.of(ErrorPlot.FILE, ErrorPlot.COSTS_FILE), written);
    BufferedImage image = image(ErrorPlot.COSTS_FILE);
    assertEquals(2 * ErrorPlot.PANEL_WIDTH, image.getWidth());
    assertEquals(2 * ErrorPlot.PANEL_HEIGHT, image.getHeight(), "3 panels, 2 a row");

    var panels =
        ErrorPlot.costDatasets(
            ErrorTables.readCosts(Files.newBufferedReader(dir.resolve(ErrorTables.COSTS))));
    assertEquals(List.of("weak", "strong", "middle"), List.copyOf(panels.keySet()));
    DefaultCategoryDataset weak = panels.get("weak");
    assertEquals(List.of("MUC", "CoNLL"), weak.getColumnKeys());
    assertEquals(7, weak.getRowCount(), "span_error has only cumulative rows; alone rows ignored");
    assertEquals(4.0, weak.getValue("Divided Entity", "MUC").doubleValue(), 1e-9);
    assertEquals(-1.0, weak.getValue("Missing Entity", "CoNLL").doubleValue(), 1e-9);
  }
}
