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
      Map<String, Object> map = new LinkedHashMap<>();
      map.put("level", m.level());
      map.put(
          "svg",
          Charts.heatMap(
              "Pearson's r of F1 between metrics, " + m.level() + " level",
              labels,
              labels,
              m.r(),
              -1,
              1,
              true,
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
