package org.corefstats.study;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Scatter plots like Figure 1 of Luo et al. 2014: the pivot (y) against another metric (x), one
 * point per system (or per system and document), with the least-squares line and Pearson's r in the
 * title. Drawn with JFreeChart, headless, to PNG.
 */
public final class ScatterPlots {
  static {
    System.setProperty("java.awt.headless", "true");
  }

  private static final Color POINTS = new Color(31, 94, 160, 170);
  private static final Color LINE = new Color(200, 60, 40);

  private ScatterPlots() {}

  /** One panel: the chart of {@code y} against {@code x}. */
  public record Panel(String title, String xLabel, String yLabel, double[] x, double[] y) {}

  /** Writes one panel as a PNG. */
  public static void write(OutputStream out, Panel panel, int width, int height)
      throws IOException {
    ImageIO.write(chart(panel).createBufferedImage(width, height), "png", out);
  }

  /** Writes panels side by side in rows of {@code columns}, as one PNG. */
  public static void writeGrid(
      OutputStream out, List<Panel> panels, int columns, int panelWidth, int panelHeight)
      throws IOException {
    int rows = (panels.size() + columns - 1) / columns;
    BufferedImage image =
        new BufferedImage(
            columns * panelWidth, Math.max(1, rows) * panelHeight, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    for (int i = 0; i < panels.size(); i++) {
      g.drawImage(
          chart(panels.get(i)).createBufferedImage(panelWidth, panelHeight),
          (i % columns) * panelWidth,
          (i / columns) * panelHeight,
          null);
    }
    g.dispose();
    ImageIO.write(image, "png", out);
  }

  static JFreeChart chart(Panel panel) {
    XYSeries points = new XYSeries("points", false, true);
    double minX = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < panel.x().length; i++) {
      if (Double.isFinite(panel.x()[i]) && Double.isFinite(panel.y()[i])) {
        points.add(panel.x()[i], panel.y()[i]);
        minX = Math.min(minX, panel.x()[i]);
        maxX = Math.max(maxX, panel.x()[i]);
      }
    }
    XYSeriesCollection data = new XYSeriesCollection(points);
    double[] line = leastSquares(panel.x(), panel.y());
    if (line != null && minX < maxX) {
      XYSeries fit = new XYSeries("least squares", false, true);
      fit.add(minX, line[0] + line[1] * minX);
      fit.add(maxX, line[0] + line[1] * maxX);
      data.addSeries(fit);
    }
    JFreeChart chart =
        ChartFactory.createScatterPlot(
            null,
            panel.xLabel(),
            panel.yLabel(),
            data,
            PlotOrientation.VERTICAL,
            false,
            false,
            false);
    chart.setTitle(new TextTitle(panel.title(), new Font(Font.SANS_SERIF, Font.BOLD, 13)));
    chart.setBackgroundPaint(Color.WHITE);
    XYPlot plot = chart.getXYPlot();
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(220, 220, 220));
    plot.setRangeGridlinePaint(new Color(220, 220, 220));
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
    renderer.setSeriesLinesVisible(0, false);
    renderer.setSeriesShapesVisible(0, true);
    renderer.setSeriesPaint(0, POINTS);
    double radius = points.getItemCount() > 500 ? 2 : 3; // many points: smaller dots
    renderer.setSeriesShape(0, new Ellipse2D.Double(-radius, -radius, 2 * radius, 2 * radius));
    renderer.setSeriesLinesVisible(1, true);
    renderer.setSeriesShapesVisible(1, false);
    renderer.setSeriesPaint(1, LINE);
    renderer.setSeriesStroke(1, new BasicStroke(2f));
    plot.setRenderer(renderer);
    ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(false);
    ((NumberAxis) plot.getDomainAxis()).setAutoRangeIncludesZero(false);
    return chart;
  }

  /**
   * Writes one scatter plot of several series (one colour per system, as Figures 2-5 of Lin et al.
   * 2010), with the least-squares line over all their points and a legend.
   *
   * @param bySystem system name to {x, y}
   */
  public static void writeBySystem(
      OutputStream out,
      String title,
      String xLabel,
      String yLabel,
      Map<String, double[][]> bySystem,
      int width,
      int height)
      throws IOException {
    XYSeriesCollection data = new XYSeriesCollection();
    List<double[]> all = new ArrayList<>();
    double minX = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    for (var e : bySystem.entrySet()) {
      XYSeries series = new XYSeries(e.getKey(), false, true);
      double[] x = e.getValue()[0];
      double[] y = e.getValue()[1];
      for (int i = 0; i < x.length; i++) {
        if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
          series.add(x[i], y[i]);
          all.add(new double[] {x[i], y[i]});
          minX = Math.min(minX, x[i]);
          maxX = Math.max(maxX, x[i]);
        }
      }
      data.addSeries(series);
    }
    int systems = data.getSeriesCount();
    double[] line =
        leastSquares(
            all.stream().mapToDouble(p -> p[0]).toArray(),
            all.stream().mapToDouble(p -> p[1]).toArray());
    if (line != null && minX < maxX) {
      XYSeries fit = new XYSeries("least squares", false, true);
      fit.add(minX, line[0] + line[1] * minX);
      fit.add(maxX, line[0] + line[1] * maxX);
      data.addSeries(fit);
    }
    JFreeChart chart =
        ChartFactory.createScatterPlot(
            null, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
    chart.setTitle(new TextTitle(title, new Font(Font.SANS_SERIF, Font.BOLD, 13)));
    chart.setBackgroundPaint(Color.WHITE);
    XYPlot plot = chart.getXYPlot();
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(220, 220, 220));
    plot.setRangeGridlinePaint(new Color(220, 220, 220));
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
    double radius = all.size() > 500 ? 2 : 3;
    for (int s = 0; s < systems; s++) {
      renderer.setSeriesLinesVisible(s, false);
      renderer.setSeriesShapesVisible(s, true);
      renderer.setSeriesPaint(s, colour(s, systems));
      renderer.setSeriesShape(s, new Ellipse2D.Double(-radius, -radius, 2 * radius, 2 * radius));
    }
    if (data.getSeriesCount() > systems) {
      renderer.setSeriesLinesVisible(systems, true);
      renderer.setSeriesShapesVisible(systems, false);
      renderer.setSeriesPaint(systems, Color.BLACK);
      renderer.setSeriesStroke(systems, new BasicStroke(2f));
    }
    plot.setRenderer(renderer);
    ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(false);
    ((NumberAxis) plot.getDomainAxis()).setAutoRangeIncludesZero(false);
    ImageIO.write(chart.createBufferedImage(width, height), "png", out);
  }

  /** The colour of series {@code i} of {@code n}: hues around the circle, semi-opaque. */
  static Color colour(int i, int n) {
    Color c = Color.getHSBColor((float) i / Math.max(1, n), 0.75f, 0.8f);
    return new Color(c.getRed(), c.getGreen(), c.getBlue(), 180);
  }

  /** Intercept and slope of the least-squares line of y on x, or null when x is constant. */
  static double[] leastSquares(double[] x, double[] y) {
    int n = 0;
    double mx = 0;
    double my = 0;
    for (int i = 0; i < x.length; i++) {
      if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
        n++;
        mx += x[i];
        my += y[i];
      }
    }
    if (n < 2) {
      return null;
    }
    mx /= n;
    my /= n;
    double sxy = 0;
    double sxx = 0;
    for (int i = 0; i < x.length; i++) {
      if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
      }
    }
    return sxx == 0 ? null : new double[] {my - sxy / sxx * mx, sxy / sxx};
  }

  /** "r = 0.935" or "r undefined". */
  public static String formatR(double r) {
    return Double.isNaN(r) ? "r undefined" : String.format(Locale.ROOT, "r = %.3f", r);
  }
}
