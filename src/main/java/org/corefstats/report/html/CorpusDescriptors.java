package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.report.DescriptorOutputs;

/**
 * udapi's corpus descriptors (docs/explanation/descriptors.md), from descriptors.csv: each file's
 * distributions in the key and in each system, the key's row first, as a heat map of the percents
 * (entity lengths, mention lengths, head UPOS) and a sortable table of every statistic. A system is
 * read beside the key's row above it: too many one-mention entities, too long mentions, too many
 * pronoun heads.
 */
final class CorpusDescriptors {
  private CorpusDescriptors() {}

  /** The statistics that are a distribution in percent, by the prefix of their names. */
  private static final List<String> DISTRIBUTIONS = List.of("c_len_", "m_len_", "head_upos=");

  /** One report: a file (and udapi document) of a source. */
  private record Row(String source, String report, Map<String, String> values) {}

  /** Null without descriptors.csv; for each report, the key's row, then the systems' in order. */
  static Map<String, Object> section(OutputFiles files, List<String> ranking) throws IOException {
    Map<String, Map<String, Row>> byReport = new LinkedHashMap<>(); // report: source: row
    List<String> statistics = new ArrayList<>();
    boolean read =
        CsvFiles.read(
            files,
            DescriptorOutputs.FILE,
            DescriptorOutputs.HEADER,
            r -> {
              String file = r.get("file");
              String report =
                  file.substring(file.lastIndexOf('/') + 1)
                      + (r.get("document_index").equals("0") ? "" : " " + r.get("document"));
              if (!statistics.contains(r.get("statistic"))) {
                statistics.add(r.get("statistic"));
              }
              byReport
                  .computeIfAbsent(report, x -> new LinkedHashMap<>())
                  .computeIfAbsent(r.get("source"), s -> new Row(s, report, new LinkedHashMap<>()))
                  .values()
                  .put(r.get("statistic"), r.get("value"));
            });
    if (!read || byReport.isEmpty()) {
      return null;
    }
    List<Row> rows = new ArrayList<>();
    for (Map<String, Row> sources : byReport.values()) {
      List<String> order = new ArrayList<>(List.of(ReadPlan.KEY_NAME));
      order.addAll(ranking);
      sources.keySet().stream().filter(s -> !order.contains(s)).forEach(order::add);
      order.stream().filter(sources::containsKey).map(sources::get).forEach(rows::add);
    }
    List<String> distributions =
        statistics.stream().filter(s -> DISTRIBUTIONS.stream().anyMatch(s::startsWith)).toList();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(
        "caption",
        HtmlReport.fmt(
            "udapi's corefud.Stats (descriptors.csv) of each file, the key's row, %s, first and"
                + " each system's below it: the percent of entities by length (c_len), of mentions"
                + " by length (m_len) and by head UPOS; white 0, blue 100. The table has every"
                + " statistic, the entity range's 95th percentile among them when asked.",
            ReadPlan.KEY_NAME));
    if (!distributions.isEmpty()) {
      m.put("svg", heatMap(rows, distributions));
    }
    m.put("table", table(rows, statistics));
    return m;
  }

  private static String heatMap(List<Row> rows, List<String> distributions) {
    List<String> labels = new ArrayList<>();
    List<Charts.GridCell[]> cells = new ArrayList<>();
    String report = null;
    for (Row row : rows) {
      if (!row.report().equals(report)) { // a gap row names the file, its sources below it
        report = row.report();
        labels.add(report);
        cells.add(null);
      }
      labels.add(row.source());
      Charts.GridCell[] line = new Charts.GridCell[distributions.size()];
      for (int j = 0; j < distributions.size(); j++) {
        String value = row.values().get(distributions.get(j));
        String tip = row.report() + " · " + row.source() + " × " + distributions.get(j);
        line[j] =
            value == null
                ? new Charts.GridCell(Double.NaN, "", tip, "")
                : new Charts.GridCell(
                    Double.parseDouble(value),
                    HtmlReport.fmt("%.0f", Double.parseDouble(value)),
                    tip + ": " + value + "%",
                    value);
      }
      cells.add(line);
    }
    return Charts.grid(
        "Distributions per file and source, percent", labels, distributions, cells, 0, 100, -1);
  }

  private static Map<String, Object> table(List<Row> rows, List<String> statistics) {
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("file", "text", "the file (and udapi document with --per-doc)"));
    columns.add(Ranking.column("source", "text", "the key, or a system"));
    statistics.forEach(s -> columns.add(Ranking.column(s, "number", s)));
    List<Map<String, Object>> lines = new ArrayList<>();
    for (Row row : rows) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(Ranking.cell(row.report(), row.report(), "", "name", null));
      cells.add(Ranking.cell(row.source(), row.source(), "", "name", null));
      for (String s : statistics) {
        String value = row.values().get(s);
        cells.add(
            value == null
                ? Ranking.cell("–", "", "", "num", null)
                : Ranking.cell(
                    value.contains(".") ? HtmlReport.fmt("%.1f", Double.parseDouble(value)) : value,
                    value,
                    "",
                    "num",
                    null));
      }
      Map<String, Object> line = new LinkedHashMap<>();
      line.put("system", row.source());
      line.put("cells", cells);
      lines.add(line);
    }
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("columns", columns);
    t.put("rows", lines);
    return t;
  }
}
