package org.corefstats.report.html;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's charts, drawn as inline SVG from numbers already in the outputs: systems as points
 * with their intervals, heat maps, and per-system distributions of per-document F1. Scores are
 * fractions; axes show percent.
 */
final class Charts {
  static final int LABEL_WIDTH = 150;
  static final int ROW = 16;
  private static final int PLOT_WIDTH = 260;
  private static final int AXIS = 24;

  private Charts() {}

  /**
   * A system's score on one metric, with its interval (NaN bounds: none); null value: a gap row.
   */
  record Point(String label, double value, double lower, double upper, String note) {
    static Point gap(String label) {
      return new Point(label, Double.NaN, Double.NaN, Double.NaN, null);
    }
  }

  /** Systems as points with interval bars, one row each, on an axis zoomed to the values. */
  static String points(String title, List<Point> points) {
    double lo = 1;
    double hi = 0;
    for (Point p : points) {
      for (double v : new double[] {p.value(), p.lower(), p.upper()}) {
        if (!Double.isNaN(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
    Axis axis = Axis.around(lo, hi);
    Svg svg = rowsFrame(title, points.size(), axis);
    for (int i = 0; i < points.size(); i++) {
      Point p = points.get(i);
      double y = rowLabel(svg, i, p.label(), Double.isNaN(p.value()));
      if (Double.isNaN(p.value())) {
        continue;
      }
      String tip =
          p.label()
              + ": "
              + pct(p.value())
              + (Double.isNaN(p.lower()) ? "" : " [" + pct(p.lower()) + ", " + pct(p.upper()) + "]")
              + (p.note() == null ? "" : " " + p.note());
      if (!Double.isNaN(p.lower())) {
        svg.line(axis.x(p.lower()), y, axis.x(p.upper()), y, "bar");
        svg.line(axis.x(p.lower()), y - 4, axis.x(p.lower()), y + 4, "bar");
        svg.line(axis.x(p.upper()), y - 4, axis.x(p.upper()), y + 4, "bar");
      }
      svg.circle(axis.x(p.value()), y, 3.5, "dot", tip);
    }
    return svg.toString();
  }

  /** One system's per-document F1: its quartiles, extremes and mean. */
  record Distribution(String label, double[] sortedValues, double mean) {
    static Distribution of(String label, double[] values) {
      double[] v = Arrays.stream(values).filter(x -> !Double.isNaN(x)).sorted().toArray();
      return new Distribution(label, v, Arrays.stream(v).average().orElse(Double.NaN));
    }

    double quantile(double q) {
      if (sortedValues.length == 0) {
        return Double.NaN;
      }
      double pos = q * (sortedValues.length - 1); // linear interpolation (numpy's default)
      int i = (int) Math.floor(pos);
      int j = Math.min(i + 1, sortedValues.length - 1);
      return sortedValues[i] + (pos - i) * (sortedValues[j] - sortedValues[i]);
    }
  }

  /**
   * Box plots on a 0-100 axis: whiskers from the worst to the best document, the mean as a tick.
   */
  static String boxes(String title, List<Distribution> rows) {
    Axis axis = new Axis(0, 1, 0.1);
    Svg svg = rowsFrame(title, rows.size(), axis);
    for (int i = 0; i < rows.size(); i++) {
      Distribution d = rows.get(i);
      double y = rowLabel(svg, i, d.label(), d.sortedValues().length == 0);
      if (d.sortedValues().length == 0) {
        continue;
      }
      double q1 = d.quantile(0.25);
      double med = d.quantile(0.5);
      double q3 = d.quantile(0.75);
      double min = d.sortedValues()[0];
      double max = d.sortedValues()[d.sortedValues().length - 1];
      String tip =
          String.format(
              Locale.ROOT,
              "%s: %d documents; worst %s, quartiles %s / %s / %s, best %s, mean %s",
              d.label(),
              d.sortedValues().length,
              pct(min),
              pct(q1),
              pct(med),
              pct(q3),
              pct(max),
              pct(d.mean()));
      svg.line(axis.x(min), y, axis.x(q1), y, "whisker");
      svg.line(axis.x(q3), y, axis.x(max), y, "whisker");
      svg.rect(axis.x(q1), y - 5, axis.x(q3) - axis.x(q1), 10, "box", null, tip);
      svg.line(axis.x(med), y - 5, axis.x(med), y + 5, "median");
      svg.line(axis.x(d.mean()), y - 7, axis.x(d.mean()), y + 7, "mean");
    }
    return svg.toString();
  }

  /** A chart of {@code rows} labelled rows over a horizontal axis drawn below them. */
  private static Svg rowsFrame(String title, int rows, Axis axis) {
    int height = rows * ROW + AXIS + 4;
    Svg svg = new Svg(LABEL_WIDTH + PLOT_WIDTH + 20, height, title);
    axis.draw(svg, height - AXIS, 4);
    return svg;
  }

  /** Row {@code i}'s label (greyed for a gap row); returns the row's middle. */
  private static double rowLabel(Svg svg, int i, String label, boolean gap) {
    double y = 4 + i * ROW + ROW / 2.0;
    svg.text(LABEL_WIDTH - 6, y + 4, clip(label, 22), "end", gap ? "gap" : "label");
    return y;
  }

  /**
   * A heat map of values in [lo, hi], each cell coloured (diverging around the middle when {@code
   * diverging}) and labelled with {@code format}.
   */
  static String heatMap(
      String title,
      List<String> rows,
      List<String> columns,
      double[][] values,
      double lo,
      double hi,
      boolean diverging,
      String format,
      int cell) {
    int labelWidth = LABEL_WIDTH;
    int top = 70;
    int width = labelWidth + columns.size() * cell + 10;
    int height = top + rows.size() * ROW + 6;
    Svg svg = new Svg(width, height, title);
    for (int j = 0; j < columns.size(); j++) {
      double x = labelWidth + j * cell + cell / 2.0;
      svg.text(x, top - 6, clip(columns.get(j), 12), "start", "collabel rot");
    }
    for (int i = 0; i < rows.size(); i++) {
      double y = top + i * ROW;
      svg.text(labelWidth - 6, y + ROW - 4, clip(rows.get(i), 22), "end", "label");
      for (int j = 0; j < columns.size(); j++) {
        double v = values[i][j];
        double x = labelWidth + j * cell;
        String tip =
            rows.get(i)
                + " × "
                + columns.get(j)
                + ": "
                + (Double.isNaN(v) ? "none" : String.format(Locale.ROOT, format, v));
        svg.rect(x, y, cell - 1, ROW - 1, "cell", colour(v, lo, hi, diverging), tip);
        if (!Double.isNaN(v) && cell >= 30) {
          double t = (v - lo) / (hi - lo);
          boolean dark = diverging ? Math.abs(t - 0.5) > 0.3 : t > 0.6;
          svg.text(
              x + cell / 2.0,
              y + ROW - 4,
              String.format(Locale.ROOT, format, v),
              "middle",
              dark ? "cellnum light" : "cellnum");
        }
      }
    }
    return svg.toString();
  }

  /** Above this many columns a grid's cells are narrow and carry no printed value. */
  static final int PRINTED_COLUMNS = 24;

  /** Column labels longer than this are clipped (the tooltip has the whole name). */
  static final int COLUMN_LABEL = 32;

  private static final double CHAR_WIDTH = 6.2; // px at 11px, a generous mean
  private static final double SIN = Math.sin(Math.toRadians(40)); // column labels' rotation
  private static final double COS = Math.cos(Math.toRadians(40));

  /**
   * One cell of a {@link #grid}: its value (NaN: none) for the colour, the text printed in it, its
   * tooltip and the exact value the page carries in {@code data-value}.
   */
  record GridCell(double value, String text, String tip, String data) {

    /** A cell showing {@code value} as {@code text}; drawn empty, with its tip, when NaN. */
    static GridCell of(double value, String text, String tip) {
      return Double.isNaN(value)
          ? new GridCell(Double.NaN, "", tip, "")
          : new GridCell(value, text, tip, Double.toString(value));
    }
  }

  /** The rows of a {@link #grid} of systems: their labels and cells (a null row: a gap). */
  record SystemRows(List<String> labels, List<GridCell[]> cells) {}

  /**
   * The rows of a heat map of systems by {@code columns} columns: every system, or the best and
   * worst when there are many ({@link Selection#ends}) with a gap row between; the cell of a system
   * in column j is {@code cell.apply(system, j)}.
   */
  static SystemRows systemRows(
      List<String> systems,
      int columns,
      java.util.function.BiFunction<String, Integer, GridCell> cell) {
    List<String> labels = new java.util.ArrayList<>();
    List<GridCell[]> cells = new java.util.ArrayList<>();
    for (String system : Selection.ends(systems)) {
      if (system == null) {
        labels.add(HtmlReport.fmt("… %d more", systems.size() - 2 * HtmlReport.SHOWN_AT_EACH_END));
        cells.add(null);
        continue;
      }
      labels.add(system);
      GridCell[] row = new GridCell[columns];
      for (int j = 0; j < columns; j++) {
        row[j] = cell.apply(system, j);
      }
      cells.add(row);
    }
    return new SystemRows(labels, cells);
  }

  /**
   * A heat map of rows by columns, white to blue over [lo, hi]: column labels rotated (so that
   * twenty long names stay readable) with room made for the longest, values printed in the cells up
   * to {@link #PRINTED_COLUMNS} columns, a null row of cells drawn as a gap row (its label greyed),
   * and a small space before column {@code splitBefore} (-1: none). Each cell carries {@code
   * data-row}, {@code data-column} and {@code data-value}.
   */
  static String grid(
      String title,
      List<String> rows,
      List<String> columns,
      List<GridCell[]> cells,
      double lo,
      double hi,
      int splitBefore) {
    return grid(title, rows, columns, cells, lo, hi, splitBefore, false);
  }

  /**
   * {@link #grid(String, List, List, List, double, double, int)}, coloured red through white (the
   * middle of [lo, hi]) to blue when {@code diverging}: for differences such as a penalty.
   */
  static String grid(
      String title,
      List<String> rows,
      List<String> columns,
      List<GridCell[]> cells,
      double lo,
      double hi,
      int splitBefore,
      boolean diverging) {
    boolean printed = columns.size() <= PRINTED_COLUMNS;
    int cell = printed ? 38 : 16;
    int split = splitBefore >= 0 ? 8 : 0;
    double longest = 0;
    for (String c : columns) {
      longest = Math.max(longest, clip(c, COLUMN_LABEL).length() * CHAR_WIDTH);
    }
    int top = (int) Math.ceil(longest * SIN) + 14;
    double right = LABEL_WIDTH + columns.size() * cell + split;
    double lastLabel = right - cell / 2.0 + longest * COS;
    int width = (int) Math.ceil(Math.max(right, lastLabel)) + 10;
    int height = top + rows.size() * ROW + 6;
    Svg svg = new Svg(width, height, title);
    for (int j = 0; j < columns.size(); j++) {
      double x = LABEL_WIDTH + j * cell + (j >= splitBefore && splitBefore >= 0 ? split : 0);
      svg.text(
          x + cell / 2.0, top - 6, clip(columns.get(j), COLUMN_LABEL), "start", "collabel rot");
    }
    double span = hi > lo ? hi - lo : 1;
    for (int i = 0; i < rows.size(); i++) {
      double y = top + i * ROW;
      GridCell[] row = cells.get(i);
      svg.text(
          LABEL_WIDTH - 6,
          y + ROW - 4,
          clip(rows.get(i), 22),
          "end",
          row == null ? "gap" : "label");
      if (row == null) {
        continue;
      }
      for (int j = 0; j < columns.size(); j++) {
        GridCell c = row[j];
        double x = LABEL_WIDTH + j * cell + (j >= splitBefore && splitBefore >= 0 ? split : 0);
        svg.rect(
            x,
            y,
            cell - 1,
            ROW - 1,
            "cell",
            colour(c.value(), lo, lo + span, diverging),
            c.tip(),
            Map.of("row", rows.get(i), "column", columns.get(j), "value", c.data()));
        if (printed && !Double.isNaN(c.value())) {
          svg.text(
              x + cell / 2.0,
              y + ROW - 4,
              c.text(),
              "middle",
              dark((c.value() - lo) / span, diverging) ? "cellnum light" : "cellnum");
        }
      }
    }
    return svg.toString();
  }

  /** Whether a cell at {@code t} of its scale is dark enough for light text. */
  private static boolean dark(double t, boolean diverging) {
    return diverging ? Math.abs(t - 0.5) > 0.3 : t > 0.6;
  }

  /** A colour for a value: white to blue, or red through white to blue when diverging. */
  static String colour(double v, double lo, double hi, boolean diverging) {
    if (Double.isNaN(v)) {
      return "#eeeeee";
    }
    double t = Math.max(0, Math.min(1, (v - lo) / (hi - lo)));
    int[] white = {247, 247, 247};
    int[] blue = {33, 102, 172};
    int[] red = {178, 24, 43};
    int[] from;
    int[] to;
    double s;
    if (diverging) {
      from = white;
      to = t >= 0.5 ? blue : red;
      s = Math.abs(t - 0.5) * 2;
    } else {
      from = white;
      to = blue;
      s = t;
    }
    return String.format(
        Locale.ROOT,
        "#%02x%02x%02x",
        (int) Math.round(from[0] + s * (to[0] - from[0])),
        (int) Math.round(from[1] + s * (to[1] - from[1])),
        (int) Math.round(from[2] + s * (to[2] - from[2])));
  }

  static String pct(double fraction) {
    return String.format(Locale.ROOT, "%.2f", 100 * fraction);
  }

  static String clip(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 1) + "…";
  }

  /** A horizontal axis in percent over the plot area. */
  record Axis(double lo, double hi, double step) {
    /** An axis that holds [lo, hi] with a margin, on round ticks, within 0-100%. */
    static Axis around(double lo, double hi) {
      if (lo > hi) {
        return new Axis(0, 1, 0.1);
      }
      double span = Math.max(hi - lo, 0.02);
      double step = span > 0.5 ? 0.1 : span > 0.2 ? 0.05 : span > 0.08 ? 0.02 : 0.01;
      double a = Math.max(0, Math.floor((lo - span * 0.05) / step) * step);
      double b = Math.min(1, Math.ceil((hi + span * 0.05) / step) * step);
      return new Axis(a, Math.max(b, a + step), step);
    }

    double x(double v) {
      return LABEL_WIDTH + (v - lo) / (hi - lo) * PLOT_WIDTH;
    }

    void draw(Svg svg, double y, double top) {
      svg.line(x(lo), y, x(hi), y, "axis");
      int ticks = (int) Math.round((hi - lo) / step);
      for (int k = 0; k <= ticks; k++) {
        double v = lo + k * step;
        svg.line(x(v), top, x(v), y, "grid");
        svg.text(
            x(v),
            y + 14,
            String.format(Locale.ROOT, step < 0.05 ? "%.0f" : "%.0f", 100 * v),
            "middle",
            "tick");
      }
    }
  }
}
