package org.corefstats.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ErrorTables.Cost;
import org.corefstats.report.ErrorTables.Totals;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The plots of the error analysis, drawn with JFreeChart, headless, to PNG, in the house style of
 * {@code study/BehaviourPlots}: errors.png, one stacked horizontal bar per system of its counts in
 * the seven categories; error_costs.png, per system, the F1 each category costs each metric (the
 * cumulative gain in F1 points when its errors are fixed, in the paper's order), stacked.
 */
public final class ErrorPlot {
  static {
    System.setProperty("java.awt.headless", "true");
  }

  public static final String FILE = "errors.png";
  public static final String COSTS_FILE = "error_costs.png";

  static final int WIDTH = 900;
  static final int BAR_HEIGHT = 28;

  /** Title, axis and a legend of seven entries in two lines. */
  static final int FRAME_HEIGHT = 150;

  static final int PANEL_WIDTH = 560;
  static final int PANEL_HEIGHT = 380;
  static final int PANEL_COLUMNS = 2;

  /** error_costs.png draws the first this many systems (of the order given). */
  static final int MAX_PANELS = 12;

  private static final Color GRID = new Color(220, 220, 220);

  private ErrorPlot() {}

  /** Opens a file of the run directory, empty when there is none. */
  @FunctionalInterface
  public interface Source {
    Optional<InputStream> open(String name) throws IOException;
  }

  /** Creates a file in the run directory. */
  @FunctionalInterface
  public interface Sink {
    OutputStream create(String name) throws IOException;
  }

  /** The height of errors.png for this many bars. */
  public static int height(int bars) {
    return FRAME_HEIGHT + BAR_HEIGHT * Math.max(2, bars);
  }

  /** Writes errors.png of these rows, one bar per row in their order, {@link #WIDTH} wide. */
  public static void write(List<Totals> rows, OutputStream out) throws IOException {
    ImageIO.write(chart(rows).createBufferedImage(WIDTH, height(rows.size())), "png", out);
  }

  /**
   * Writes error_costs.png: one panel per system (in the order of first appearance, at most {@link
   * #MAX_PANELS}), {@link #PANEL_COLUMNS} panels a row.
   */
  public static void writeCosts(List<Cost> costs, OutputStream out) throws IOException {
    Map<String, DefaultCategoryDataset> panels = costDatasets(costs);
    int columns = Math.max(1, Math.min(PANEL_COLUMNS, panels.size()));
    int rows = Math.max(1, (panels.size() + columns - 1) / columns);
    BufferedImage image =
        new BufferedImage(columns * PANEL_WIDTH, rows * PANEL_HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    int i = 0;
    for (var e : panels.entrySet()) {
      g.drawImage(
          costChart(e.getKey(), e.getValue()).createBufferedImage(PANEL_WIDTH, PANEL_HEIGHT),
          (i % columns) * PANEL_WIDTH,
          (i / columns) * PANEL_HEIGHT,
          null);
      i++;
    }
    g.dispose();
    ImageIO.write(image, "png", out);
  }

  /**
   * Writes errors.png from errors.csv and, when error_costs.csv is there, error_costs.png; the
   * systems of {@code order} (a ranking, may be empty) first, then the others as the file has them.
   *
   * @return the names of the files written (none without errors.csv)
   */
  public static List<String> writeAll(Source in, Sink out, List<String> order) throws IOException {
    List<String> written = new ArrayList<>();
    Optional<List<Totals>> rows = read(in, ErrorTables.ERRORS, ErrorTables::readErrors);
    if (rows.isEmpty()) {
      return written;
    }
    try (OutputStream o = out.create(FILE)) {
      write(ErrorTables.ordered(rows.get(), order), o);
    }
    written.add(FILE);
    Optional<List<Cost>> costs = read(in, ErrorTables.COSTS, ErrorTables::readCosts);
    if (costs.isPresent()) {
      List<Cost> sorted = new ArrayList<>(costs.get());
      sorted.sort(
          java.util.Comparator.comparingInt(
              c -> {
                int i = order.indexOf(c.system());
                return i < 0 ? order.size() : i;
              }));
      try (OutputStream o = out.create(COSTS_FILE)) {
        writeCosts(sorted, o);
      }
      written.add(COSTS_FILE);
    }
    return written;
  }

  /**
   * {@link #writeAll(Source, Sink, List)} with the systems in the order of scores.csv's ranking
   * ({@link ErrorTables#ranking}) when the directory has one, else as errors.csv has them.
   */
  public static List<String> writeAll(Source in, Sink out) throws IOException {
    List<String> order = read(in, "scores.csv", ErrorTables::ranking).orElse(List.<String>of());
    return writeAll(in, out, order);
  }

  /** {@link #writeAll(Source, Sink, List)} for a local directory. */
  public static List<String> writeAll(Path dir, List<String> order) throws IOException {
    return writeAll(local(dir), name -> Files.newOutputStream(dir.resolve(name)), order);
  }

  /** {@link #writeAll(Source, Sink)} for a local directory. */
  public static List<String> writeAll(Path dir) throws IOException {
    return writeAll(local(dir), name -> Files.newOutputStream(dir.resolve(name)));
  }

  private static Source local(Path dir) {
    return name -> {
      try {
        return Optional.of(Files.newInputStream(dir.resolve(name)));
      } catch (NoSuchFileException e) {
        return Optional.empty();
      }
    };
  }

  /**
   * What errors.png draws: a series per category (the seven, in the paper's order) and a column per
   * row (its label), the count as the value.
   */
  static DefaultCategoryDataset dataset(List<Totals> rows) {
    boolean several = ErrorTables.severalModes(rows);
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (String category : ErrorTables.CATEGORIES) {
      for (Totals row : rows) {
        data.addValue(
            (Number) row.count(category),
            ErrorTables.display(category),
            ErrorTables.label(row, several));
      }
    }
    return data;
  }

  /**
   * What error_costs.png draws, per system (first {@link #MAX_PANELS}): a series per category, a
   * column per metric, the cumulative difference in F1 points as the value.
   */
  static Map<String, DefaultCategoryDataset> costDatasets(List<Cost> costs) {
    Map<String, DefaultCategoryDataset> panels = new LinkedHashMap<>();
    for (String system : ErrorTables.distinct(costs, Cost::system)) {
      if (panels.size() == MAX_PANELS) {
        break;
      }
      Map<String, Map<String, Double>> byCategory = ErrorTables.cumulative(costs, system);
      DefaultCategoryDataset data = new DefaultCategoryDataset();
      List<String> categories = new ArrayList<>(ErrorTables.CATEGORIES);
      byCategory.keySet().stream().filter(c -> !categories.contains(c)).forEach(categories::add);
      for (String category : categories) {
        Map<String, Double> byMetric = byCategory.get(category);
        if (byMetric == null) {
          continue;
        }
        for (var m : byMetric.entrySet()) {
          double points = 100 * m.getValue();
          data.addValue(
              Double.isFinite(points) ? points : null,
              ErrorTables.display(category),
              metricName(m.getKey()));
        }
      }
      panels.put(system, data);
    }
    return panels;
  }

  static JFreeChart chart(List<Totals> rows) {
    DefaultCategoryDataset data = dataset(rows);
    JFreeChart chart =
        ChartFactory.createStackedBarChart(
            null, null, "errors", data, PlotOrientation.HORIZONTAL, true, false, false);
    CategoryPlot plot = chart.getCategoryPlot();
    style(plot, data.getRowCount());
    plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
    chart.setTitle(
        new TextTitle(
            "Errors by category (Kummerfeld and Klein)", new Font(Font.SANS_SERIF, Font.BOLD, 13)));
    chart.setBackgroundPaint(Color.WHITE);
    return chart;
  }

  static JFreeChart costChart(String system, DefaultCategoryDataset data) {
    JFreeChart chart =
        ChartFactory.createStackedBarChart(
            null,
            null,
            "F1 gained when fixed (points)",
            data,
            PlotOrientation.VERTICAL,
            true,
            false,
            false);
    CategoryPlot plot = chart.getCategoryPlot();
    style(plot, data.getRowCount());
    if (data.getColumnCount() > 6) {
      plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    }
    chart.setTitle(
        new TextTitle(
            system + ": cost of each category", new Font(Font.SANS_SERIF, Font.BOLD, 13)));
    chart.setBackgroundPaint(Color.WHITE);
    return chart;
  }

  private static void style(CategoryPlot plot, int series) {
    plot.setBackgroundPaint(Color.WHITE);
    plot.setRangeGridlinePaint(GRID);
    StackedBarRenderer renderer = new StackedBarRenderer();
    renderer.setBarPainter(new org.jfree.chart.renderer.category.StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setDrawBarOutline(false);
    for (int s = 0; s < series; s++) {
      renderer.setSeriesPaint(s, Palette.tableau10(s));
    }
    plot.setRenderer(renderer);
  }

  private static String metricName(String code) {
    return Metric.ofCode(code).map(Metric::display).orElse(code);
  }

  @FunctionalInterface
  private interface Parse<T> {
    T parse(Reader in) throws IOException;
  }

  private static <T> Optional<T> read(Source in, String name, Parse<T> parse) throws IOException {
    Optional<InputStream> s = in.open(name);
    if (s.isEmpty()) {
      return Optional.empty();
    }
    try (Reader r = new InputStreamReader(s.get(), StandardCharsets.UTF_8)) {
      return Optional.of(parse.parse(r));
    }
  }
}
