package org.corefstats.report.html;

import java.util.Locale;

/**
 * A tiny writer of inline SVG: elements with escaped text and coordinates rounded to a tenth of a
 * pixel (the page stays small). The charts draw with it; nothing else in the page is SVG.
 */
final class Svg {
  private final StringBuilder b = new StringBuilder();

  Svg(int width, int height, String label) {
    b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(width)
        .append("\" height=\"")
        .append(height)
        .append("\" viewBox=\"0 0 ")
        .append(width)
        .append(' ')
        .append(height)
        .append("\" role=\"img\" aria-label=\"")
        .append(Html.escape(label))
        .append("\">");
  }

  static String n(double x) {
    return String.format(Locale.ROOT, "%.1f", x).replace(".0", "");
  }

  Svg line(double x1, double y1, double x2, double y2, String cls) {
    b.append("<line x1=\"")
        .append(n(x1))
        .append("\" y1=\"")
        .append(n(y1))
        .append("\" x2=\"")
        .append(n(x2))
        .append("\" y2=\"")
        .append(n(y2))
        .append("\" class=\"")
        .append(cls)
        .append("\"/>");
    return this;
  }

  Svg rect(double x, double y, double w, double h, String cls, String fill, String title) {
    return rect(x, y, w, h, cls, fill, title, java.util.Map.of());
  }

  /** A rect with {@code data-} attributes (in the order of their names, values escaped). */
  Svg rect(
      double x,
      double y,
      double w,
      double h,
      String cls,
      String fill,
      String title,
      java.util.Map<String, String> data) {
    b.append("<rect x=\"")
        .append(n(x))
        .append("\" y=\"")
        .append(n(y))
        .append("\" width=\"")
        .append(n(Math.max(0, w)))
        .append("\" height=\"")
        .append(n(Math.max(0, h)))
        .append('"');
    if (cls != null) {
      b.append(" class=\"").append(cls).append('"');
    }
    if (fill != null) {
      b.append(" fill=\"").append(fill).append('"');
    }
    new java.util.TreeMap<>(data)
        .forEach(
            (k, v) ->
                b.append(" data-").append(k).append("=\"").append(Html.escape(v)).append('"'));
    return titled(title, "rect");
  }

  Svg circle(double cx, double cy, double r, String cls, String title) {
    b.append("<circle cx=\"")
        .append(n(cx))
        .append("\" cy=\"")
        .append(n(cy))
        .append("\" r=\"")
        .append(n(r))
        .append("\" class=\"")
        .append(cls)
        .append('"');
    return titled(title, "circle");
  }

  /** Text; {@code anchor} is start, middle or end. */
  Svg text(double x, double y, String text, String anchor, String cls) {
    b.append("<text x=\"")
        .append(n(x))
        .append("\" y=\"")
        .append(n(y))
        .append("\" text-anchor=\"")
        .append(anchor)
        .append('"');
    if (cls != null) {
      b.append(" class=\"").append(cls).append('"');
    }
    b.append('>').append(Html.escape(text)).append("</text>");
    return this;
  }

  private Svg titled(String title, String element) {
    if (title == null) {
      b.append("/>");
    } else {
      b.append("><title>")
          .append(Html.escape(title))
          .append("</title></")
          .append(element)
          .append('>');
    }
    return this;
  }

  @Override
  public String toString() {
    return b + "</svg>";
  }
}
