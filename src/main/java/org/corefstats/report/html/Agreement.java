package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the metrics agree, from the correlation study's outputs: heat maps of matrix.csv, the pivot
 * scatter plots (figure1-LEVEL.png) and table3.md.
 */
final class Agreement {
  private Agreement() {}

  /** Null when the directory holds no correlation study. */
  static Map<String, Object> section(
      OutputFiles files, List<String> names, List<CorrelationMatrices.Matrix> matrices)
      throws IOException {
    List<Map<String, Object>> maps = new ArrayList<>();
    for (CorrelationMatrices.Matrix m : matrices) {
      List<String> labels = m.metrics().stream().map(Ranking::display).toList();
      // all r >= 0 (the usual case): white to blue from the lowest tenth below them, so that 0.8
      // and 1.0 look different; otherwise red through white to blue over [-1, 1]
      double min = 1;
      for (double[] row : m.r()) {
        for (double r : row) {
          if (!Double.isNaN(r)) {
            min = Math.min(min, r);
          }
        }
      }
      boolean diverging = min < 0;
      double low = diverging ? -1 : Math.min(0.9, Math.floor(min * 10) / 10);
      Map<String, Object> map = new LinkedHashMap<>();
      map.put("level", m.level());
      map.put(
          "scale",
          diverging
              ? "red -1, white 0, blue 1"
              : HtmlReport.fmt("white %.1f or less, blue 1", low));
      map.put(
          "svg",
          Charts.heatMap(
              "Pearson's r of F1 between metrics, " + m.level() + " level",
              labels,
              labels,
              m.r(),
              low,
              1,
              diverging,
              "%.2f",
              44));
      map.put("file", m.file());
      maps.add(map);
    }
    List<Map<String, Object>> figures = new ArrayList<>();
    List<String> plots =
        new ArrayList<>(
            names.stream().filter(n -> n.matches("(correlation/)?figure1-[a-z]+\\.png")).toList());
    plots.sort(java.util.Comparator.comparing((String n) -> !n.contains("-system")));
    for (String name : plots) { // the system level first, as the heat maps
      figures.add(Studies.figure(files, name));
    }
    String table = null;
    for (String name : List.of("correlation/table3.md", "table3.md")) {
      String md = HtmlReport.readText(files, name);
      if (md != null) {
        table = Studies.markdown(md);
        break;
      }
    }
    if (maps.isEmpty() && figures.isEmpty() && table == null) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("maps", maps);
    m.put("figures", figures);
    m.put("table", table);
    return m;
  }
}
