package org.corefstats.study;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.corefstats.report.Palette;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The line plots of {@code corefstats behaviour}, in the layout of the LEA paper's Figures 2 to 8:
 * the cases of one experiment on the x axis (numeric, or one category per case), F1 in percent on
 * the y axis, one line per metric. Drawn with JFreeChart, headless, to PNG, in the house style of
 * {@link ScatterPlots}.
 */
public final class BehaviourPlots {
  static {
    System.setProperty("java.awt.headless", "true");
  }

  /** Shapes by series, so that lines drawn over each other still show their points. */
  private static final java.awt.Shape[] SHAPES = {
    new Ellipse2D.Double(-3.5, -3.5, 7, 7),
    new java.awt.Rectangle(-3, -3, 6, 6),
    new java.awt.Polygon(new int[] {0, 4, -4}, new int[] {-4, 3, 3}, 3),
    new java.awt.Polygon(new int[] {0, 4, 0, -4}, new int[] {-4, 0, 4, 0}, 4),
  };

  private BehaviourPlots() {}

  static Color colour(int i, int n) {
    return n <= Palette.SIZE ? Palette.tableau10(i) : ScatterPlots.colour(i, n);
  }

  static java.awt.Shape shape(int i) {
    return SHAPES[i % SHAPES.length];
  }

  /**
   * One experiment's plot.
   *
   * @param cases the case names in axis order
   * @param x their positions (used when {@code numeric})
   * @param numeric a numeric x axis (percentages), else one category per case
   * @param f1 metric (display name) to its F1 in percent per case, in legend order
   */
  public record Plot(
      String title,
      String xLabel,
      List<String> cases,
      double[] x,
      boolean numeric,
      Map<String, double[]> f1) {}

  /** Writes the plot as a PNG. */
  public static void write(OutputStream out, Plot plot, int width, int height) throws IOException {
    ImageIO.write(chart(plot).createBufferedImage(width, height), "png", out);
  }

  static JFreeChart chart(Plot p) {
    JFreeChart chart;
    int n = p.f1().size();
    if (p.numeric()) {
      XYSeriesCollection data = new XYSeriesCollection();
      for (var e : p.f1().entrySet()) {
        XYSeries s = new XYSeries(e.getKey(), false, true);
        for (int i = 0; i < p.cases().size(); i++) {
          if (Double.isFinite(e.getValue()[i])) {
            s.add(p.x()[i], e.getValue()[i]);
          }
        }
        data.addSeries(s);
      }
      chart =
          ChartFactory.createXYLineChart(
              null, p.xLabel(), "F1 (%)", data, PlotOrientation.VERTICAL, true, false, false);
      XYPlot plot = chart.getXYPlot();
      style(plot);
      XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
      for (int s = 0; s < n; s++) {
        renderer.setSeriesPaint(s, colour(s, n));
        renderer.setSeriesStroke(s, new BasicStroke(2f));
        renderer.setSeriesShape(s, shape(s));
      }
      plot.setRenderer(renderer);
      range((NumberAxis) plot.getRangeAxis());
      double min = java.util.Arrays.stream(p.x()).min().orElse(0);
      double max = java.util.Arrays.stream(p.x()).max().orElse(1);
      double pad = max > min ? (max - min) * 0.02 : 1;
      plot.getDomainAxis().setRange(min - pad, max + pad);
    } else {
      DefaultCategoryDataset data = new DefaultCategoryDataset();
      for (var e : p.f1().entrySet()) {
        for (int i = 0; i < p.cases().size(); i++) {
          data.addValue(
              Double.isFinite(e.getValue()[i]) ? e.getValue()[i] : null,
              e.getKey(),
              p.cases().get(i));
        }
      }
      chart =
          ChartFactory.createLineChart(
              null, p.xLabel(), "F1 (%)", data, PlotOrientation.VERTICAL, true, false, false);
      CategoryPlot plot = chart.getCategoryPlot();
      plot.setBackgroundPaint(Color.WHITE);
      plot.setDomainGridlinesVisible(true);
      plot.setDomainGridlinePaint(new Color(220, 220, 220));
      plot.setRangeGridlinePaint(new Color(220, 220, 220));
      LineAndShapeRenderer renderer = new LineAndShapeRenderer(true, true);
      for (int s = 0; s < n; s++) {
        renderer.setSeriesPaint(s, colour(s, n));
        renderer.setSeriesStroke(s, new BasicStroke(2f));
        renderer.setSeriesShape(s, shape(s));
      }
      plot.setRenderer(renderer);
      if (p.cases().size() > 12) {
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
      }
      zoomed((NumberAxis) plot.getRangeAxis(), p.f1());
    }
    chart.setTitle(new TextTitle(p.title(), new Font(Font.SANS_SERIF, Font.BOLD, 13)));
    chart.setBackgroundPaint(Color.WHITE);
    return chart;
  }

  private static void style(XYPlot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(220, 220, 220));
    plot.setRangeGridlinePaint(new Color(220, 220, 220));
  }

  /** F1 from 0 to 100, a little room above. */
  private static void range(NumberAxis axis) {
    axis.setRange(0, 102);
  }

  /**
   * For cases that each make one small error (splits, extra mentions): F1 from a round value below
   * the lowest to 100, so that the differences the experiment is about can be seen.
   */
  private static void zoomed(NumberAxis axis, Map<String, double[]> f1) {
    double min =
        f1.values().stream()
            .flatMapToDouble(java.util.Arrays::stream)
            .filter(Double::isFinite)
            .min()
            .orElse(0);
    double lower = Math.max(0, Math.floor((min - 1) / 5) * 5);
    axis.setRange(lower, 100 + (100 - lower) * 0.02);
  }
}
