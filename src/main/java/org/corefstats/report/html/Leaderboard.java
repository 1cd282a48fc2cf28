package org.corefstats.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.metrics.Semantics;

/**
 * The leaderboard of leaderboard.csv: the systems in its rank order with the macro CoNLL score of
 * each setting (the mean of the groups' CoNLL scores, as the CRAC shared task ranks), a heat map of
 * systems by groups for the primary setting and, folded, one for each other setting. Every number
 * is the file's; the page only colours and orders them.
 */
final class Leaderboard {
  private final LeaderboardFiles files;
  private final Semantics.Profile profile;

  Leaderboard(LeaderboardFiles files, Semantics.Profile profile) {
    this.files = files;
    this.profile = profile;
  }

  String primary() {
    return files.settings().get(0);
  }

  /** The page's first sentence: who leads the macro ranking, by how much, over how many groups. */
  String lead() {
    List<LeaderboardFiles.Row> rows = files.rows();
    String setting = primary();
    int groups = files.groups(setting).size();
    LeaderboardFiles.Row best = rows.get(0);
    StringBuilder b = new StringBuilder();
    b.append(
        HtmlReport.fmt(
            "%d system%s ranked by the macro CoNLL score over %d group%s%s. %s leads with %s",
            rows.size(),
            rows.size() == 1 ? "" : "s",
            groups,
            groups == 1 ? "" : "s",
            files.settings().size() > 1 ? " in setting " + setting : "",
            best.system(),
            HtmlReport.percent(files.macro(best, setting).value(), profile)));
    if (rows.size() > 1) {
      LeaderboardFiles.Row second = rows.get(1);
      double gap =
          100 * (files.macro(best, setting).value() - files.macro(second, setting).value());
      b.append(
          gap < 0.005
              ? HtmlReport.fmt(", less than 0.01 points ahead of %s", second.system())
              : HtmlReport.fmt(", %.2f points ahead of %s", gap, second.system()));
    }
    return b.append('.').toString();
  }

  /** The section: the table, the primary setting's heat map, the others folded. */
  Map<String, Object> section() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("caption", caption());
    m.put("columns", columns());
    m.put("rows", rows());
    m.put("primary", heatMap(primary()));
    List<Map<String, Object>> others = new ArrayList<>();
    for (String s : files.settings().subList(1, files.settings().size())) {
      others.add(heatMap(s));
    }
    m.put("others", others);
    return m;
  }

  private String caption() {
    String setting = primary();
    return HtmlReport.fmt(
        "Macro CoNLL F1 in percent (%s) of leaderboard.csv: per setting, the mean of the CoNLL"
            + " scores of its %d groups. Ranked by %s. Click a column to sort.",
        org.corefstats.report.Numbers.percentRule(profile),
        files.groups(setting).size(),
        files.settings().size() > 1 ? "the first setting, " + setting : "it");
  }

  private List<Map<String, Object>> columns() {
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("#", "number", "rank by the macro CoNLL score of " + primary()));
    columns.add(Ranking.column("system", "text", "system"));
    for (String s : files.settings()) {
      columns.add(
          Ranking.column(
              s,
              "number",
              HtmlReport.fmt(
                  "macro CoNLL F1 of setting %s over %d groups (percent)",
                  s, files.groups(s).size())));
    }
    return columns;
  }

  private List<Map<String, Object>> rows() {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (LeaderboardFiles.Row r : files.rows()) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(cell(r.rank(), r.rank(), "", "num", null));
      cells.add(cell(r.system(), r.system(), "", "name", null));
      boolean first = true;
      for (String s : files.settings()) {
        LeaderboardFiles.Score score = files.macro(r, s);
        cells.add(
            cell(
                HtmlReport.percent(score.value(), profile),
                score.text(),
                s,
                first ? "num key" : "num",
                r.system() + ", " + s + ": macro CoNLL F1 " + Charts.pct(score.value())));
        first = false;
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("system", r.system());
      row.put("cells", cells);
      rows.add(row);
    }
    return rows;
  }

  /**
   * One setting's systems (in the leaderboard's order; the best and worst when there are many) by
   * its groups and the macro score, coloured over the values' own range.
   */
  private Map<String, Object> heatMap(String setting) {
    List<String> groups = files.groups(setting);
    List<String> columns = new ArrayList<>(groups);
    columns.add("macro");
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (LeaderboardFiles.Row r : files.rows()) {
      for (String g : groups) {
        double v = files.group(r, setting, g).value();
        if (!Double.isNaN(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
      double v = files.macro(r, setting).value();
      if (!Double.isNaN(v)) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    if (lo > hi) {
      lo = 0;
      hi = 1;
    }
    List<String> labels = new ArrayList<>();
    List<Charts.GridCell[]> cells = new ArrayList<>();
    List<LeaderboardFiles.Row> shown = Selection.ends(files.rows());
    for (LeaderboardFiles.Row r : shown) {
      if (r == null) {
        labels.add(
            HtmlReport.fmt("… %d more", files.rows().size() - 2 * HtmlReport.SHOWN_AT_EACH_END));
        cells.add(null);
        continue;
      }
      labels.add(r.system());
      Charts.GridCell[] row = new Charts.GridCell[columns.size()];
      for (int j = 0; j < groups.size(); j++) {
        row[j] = gridCell(r, setting, groups.get(j), files.group(r, setting, groups.get(j)));
      }
      row[groups.size()] = gridCell(r, setting, null, files.macro(r, setting));
      cells.add(row);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("setting", setting);
    m.put(
        "summary",
        HtmlReport.fmt("Setting %s: CoNLL F1 per group (%d groups)", setting, groups.size()));
    m.put(
        "caption",
        HtmlReport.fmt(
            "CoNLL F1 per system and group%s, and the macro average (mean over the groups); "
                + "rows in the leaderboard's order%s. Colour over these values' own range: white"
                + " %s, blue %s.%s Hover a cell for its value%s.",
            files.settings().size() > 1 ? ", setting " + setting : "",
            files.rows().size() > HtmlReport.MANY_SYSTEMS
                ? HtmlReport.fmt(
                    ", the best and worst %d of %d systems",
                    HtmlReport.SHOWN_AT_EACH_END, files.rows().size())
                : "",
            Charts.pct(lo),
            Charts.pct(hi),
            columns.size() > Charts.PRINTED_COLUMNS ? "" : " Cells print the score in percent.",
            files.hasParts() ? " and MUC, B³ and CEAFe F1 of groups.csv" : ""));
    m.put(
        "svg",
        Charts.grid(
            "CoNLL F1 per system and group, setting " + setting,
            labels,
            columns,
            cells,
            lo,
            hi,
            groups.size()));
    return m;
  }

  private Charts.GridCell gridCell(
      LeaderboardFiles.Row r, String setting, String group, LeaderboardFiles.Score score) {
    StringBuilder tip =
        new StringBuilder(r.system())
            .append(" × ")
            .append(group == null ? "macro" : group)
            .append(": CoNLL F1 ")
            .append(Double.isNaN(score.value()) ? "none" : Charts.pct(score.value()));
    String[] parts = group == null ? null : files.parts(r.system(), setting, group);
    if (parts != null) {
      tip.append(" (MUC ")
          .append(percentText(parts[0]))
          .append(", B³ ")
          .append(percentText(parts[1]))
          .append(", CEAFe ")
          .append(percentText(parts[2]))
          .append(')');
    }
    return new Charts.GridCell(
        score.value(),
        Double.isNaN(score.value()) ? "" : HtmlReport.fmt("%.1f", 100 * score.value()),
        tip.toString(),
        score.text());
  }

  private static String percentText(String f1) {
    return f1 == null || f1.isEmpty() ? "–" : Charts.pct(Double.parseDouble(f1));
  }

  private static Map<String, Object> cell(
      String text, String value, String setting, String cls, String title) {
    Map<String, Object> c = Ranking.cell(text, value, "", cls, title);
    c.put("setting", setting);
    return c;
  }
}
