package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.report.LongDocumentOutputs;

/**
 * Long documents (docs/explanation/long-documents.md), from long_documents.csv (each system's sums)
 * and, for the major entities one by one, long_documents_documents.csv: (a) the long-range penalty,
 * windowed CoNLL F1 minus full CoNLL F1 per windowing, as a heat map (red: worse in windows, blue:
 * better, i.e. long-range links lost) and a table with both F1s; (b) MEI's Macro, Micro and
 * Macro-Micro F1 per major-entity setting, and each major entity's F1 in the first documents as a
 * heat map of systems by entities; (c) the strata's CoNLL F1 side by side. Each part only when the
 * run measured it.
 */
final class LongDocumentScores {
  private LongDocumentScores() {}

  /** Entities shown in the per-entity heat map, at most (the first documents' in order). */
  static final int ENTITY_COLUMNS = Charts.PRINTED_COLUMNS;

  private static final List<String> STRATA = List.of("long", "short", "singleton");
  private static final List<String> FAMILY = List.of("muc", "bcub", "ceafe");

  /** One system's sums as read. */
  private static final class Sums {
    double full = Double.NaN;
    final Map<String, Double> windowed = new LinkedHashMap<>(); // windowing: CoNLL F1
    final Map<String, Double> penalty = new LinkedHashMap<>(); // windowing: CoNLL penalty
    final Map<String, Map<String, String>> mei = new LinkedHashMap<>(); // setting: metric: value
    final Map<String, Map<String, Double>> strata = new LinkedHashMap<>(); // stratum: metric: F1
    final Map<String, Map<String, String>> strataCounts = new LinkedHashMap<>();
  }

  /** One major entity of one document (the first setting's). */
  private record Entity(long common, long keySize, long responseSize, double f1) {}

  /**
   * Null without long_documents.csv; systems in the order of {@code ranking}, then as the file has
   * them.
   */
  static Map<String, Object> section(OutputFiles files, List<String> ranking) throws IOException {
    Map<String, Sums> bySystem = new LinkedHashMap<>();
    List<String> windowings = new ArrayList<>();
    List<String> settings = new ArrayList<>();
    boolean read =
        CsvFiles.read(
            files,
            LongDocumentOutputs.FILE,
            LongDocumentOutputs.COLUMNS,
            r -> {
              if (!r.get("document").equals("ALL")) {
                return;
              }
              Sums s = bySystem.computeIfAbsent(r.get("system"), x -> new Sums());
              String measure = r.get("measure");
              String metric = r.get("metric");
              if (measure.equals("full") && metric.equals("conll")) {
                s.full = CsvFiles.number(r, "f1");
              } else if (measure.startsWith("window-") && metric.equals("conll")) {
                String w = windowing(measure.substring("window-".length()), r);
                add(windowings, w);
                s.windowed.put(w, CsvFiles.number(r, "f1"));
              } else if (measure.startsWith("penalty-") && metric.equals("conll")) {
                String w = windowing(measure.substring("penalty-".length()), r);
                add(windowings, w);
                s.penalty.put(w, CsvFiles.number(r, "value"));
              } else if (measure.equals("mei")) {
                add(settings, r.get("setting"));
                s.mei
                    .computeIfAbsent(r.get("setting"), x -> new LinkedHashMap<>())
                    .put(metric, r.get("value"));
              } else if (measure.equals("strata")) {
                if (FAMILY.contains(metric)) {
                  s.strata
                      .computeIfAbsent(r.get("item"), x -> new LinkedHashMap<>())
                      .put(metric, CsvFiles.number(r, "f1"));
                } else {
                  s.strataCounts
                      .computeIfAbsent(r.get("item"), x -> new LinkedHashMap<>())
                      .put(metric, r.get("value"));
                }
              }
            });
    if (!read || bySystem.isEmpty()) {
      return null;
    }
    List<String> systems = new ArrayList<>();
    ranking.stream().filter(bySystem::containsKey).forEach(systems::add);
    bySystem.keySet().stream().filter(s -> !systems.contains(s)).forEach(systems::add);
    List<Map<String, Object>> parts = new ArrayList<>();
    if (!windowings.isEmpty()) {
      parts.add(penalty(systems, windowings, bySystem));
    }
    if (!settings.isEmpty()) {
      parts.add(mei(files, systems, settings, bySystem));
    }
    if (bySystem.values().stream().anyMatch(s -> !s.strata.isEmpty())) {
      parts.add(strata(systems, bySystem));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(
        "caption",
        "BookCoref's metric family (long_documents.csv: singletons kept, 0/0 = 0, counts summed"
            + " over documents), so the full CoNLL F1 here may differ from the leaderboard's.");
    m.put("parts", parts);
    return m;
  }

  private static String windowing(String scheme, CSVRecord r) {
    return scheme + " " + r.get("setting");
  }

  private static void add(List<String> list, String value) {
    if (!list.contains(value)) {
      list.add(value);
    }
  }

  private static Map<String, Object> part(
      String title, String caption, String figure, String figcaption, String svg) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("title", title);
    p.put("caption", caption);
    p.put("figure", figure);
    p.put("figcaption", figcaption);
    if (svg != null) {
      p.put("svg", svg);
    }
    return p;
  }

  /** (a) Penalty per system and windowing, in points: a diverging heat map and a table. */
  private static Map<String, Object> penalty(
      List<String> systems, List<String> windowings, Map<String, Sums> bySystem) {
    double most = 0.01;
    for (Sums s : bySystem.values()) {
      for (double v : s.penalty.values()) {
        if (!Double.isNaN(v)) {
          most = Math.max(most, Math.abs(v));
        }
      }
    }
    Charts.SystemRows grid =
        Charts.systemRows(
            systems,
            windowings.size(),
            (system, j) -> {
              Sums s = bySystem.get(system);
              String w = windowings.get(j);
              Double p = s.penalty.get(w);
              String tip =
                  HtmlReport.fmt(
                      "%s × %s: windowed CoNLL F1 %s − full %s = %s points",
                      system,
                      w,
                      Charts.pct(s.windowed.getOrDefault(w, Double.NaN)),
                      Charts.pct(s.full),
                      p == null ? "–" : HtmlReport.fmt("%+.2f", 100 * p));
              double value = p == null ? Double.NaN : p;
              return Charts.GridCell.of(value, HtmlReport.fmt("%+.1f", 100 * value), tip);
            });
    String svg =
        Charts.grid(
            "Long-range penalty per system and windowing, points",
            grid.labels(),
            windowings,
            grid.cells(),
            -most,
            most,
            -1,
            true);
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("system", "text", "system"));
    columns.add(Ranking.column("full CoNLL F1", "number", "CoNLL F1 over whole documents"));
    for (String w : windowings) {
      columns.add(Ranking.column(w + " F1", "number", "CoNLL F1 of " + w + " windows"));
      columns.add(
          Ranking.column(
              w + " penalty", "number", w + ": windowed minus full CoNLL F1, percent points"));
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String system : systems) {
      Sums s = bySystem.get(system);
      List<Map<String, Object>> line = new ArrayList<>();
      line.add(Ranking.cell(system, system, "", "name", null));
      line.add(fraction(s.full));
      for (String w : windowings) {
        line.add(fraction(s.windowed.getOrDefault(w, Double.NaN)));
        Double p = s.penalty.get(w);
        line.add(
            p == null || Double.isNaN(p)
                ? Ranking.cell("–", "", "", "num", null)
                : Ranking.cell(
                    HtmlReport.fmt("%+.2f", 100 * p), Double.toString(p), "", "num", null));
      }
      rows.add(row(system, line));
    }
    Map<String, Object> p =
        part(
            "Long-range penalty",
            HtmlReport.fmt(
                "Windowed CoNLL F1 minus full-document CoNLL F1, per windowing scheme and window"
                    + " length L, in percent points: positive (blue) where the system is better"
                    + " inside windows than over whole documents, i.e. it loses long-range links;"
                    + " negative (red) where cutting costs it more (fragments scored as"
                    + " singletons). Colours span ±%.2f points.",
                100 * most),
            "longdocs-penalty",
            "Long-range penalty (windowed − full CoNLL F1), points, per system and windowing",
            svg);
    p.put("table", table("longdocs-penalty-table", columns, rows));
    return p;
  }

  /** (b) MEI per setting; the first setting's entities of the first documents. */
  private static Map<String, Object> mei(
      OutputFiles files, List<String> systems, List<String> settings, Map<String, Sums> bySystem)
      throws IOException {
    String first = settings.get(0);
    Map<String, Map<String, Entity>> entities = new LinkedHashMap<>(); // system: column: entity
    List<String> entityColumns = new ArrayList<>();
    CsvFiles.read(
        files,
        LongDocumentOutputs.DOCUMENTS_FILE,
        LongDocumentOutputs.COLUMNS,
        r -> {
          if (!r.get("measure").equals("mei-entity") || !r.get("setting").equals(first)) {
            return;
          }
          String item = r.get("item"); // rank:Kkey->Sresponse
          int arrow = item.indexOf("->");
          String column = r.get("document") + " " + (arrow < 0 ? item : item.substring(0, arrow));
          if (!entityColumns.contains(column)) {
            if (entityColumns.size() >= ENTITY_COLUMNS) {
              return;
            }
            entityColumns.add(column);
          }
          entities
              .computeIfAbsent(r.get("system"), x -> new LinkedHashMap<>())
              .put(
                  column,
                  new Entity(
                      (long) CsvFiles.number(r, "r_num"),
                      (long) CsvFiles.number(r, "r_den"),
                      (long) CsvFiles.number(r, "p_den"),
                      CsvFiles.number(r, "f1")));
        });
    String svg = null;
    if (!entityColumns.isEmpty()) {
      Charts.SystemRows grid =
          Charts.systemRows(
              systems,
              entityColumns.size(),
              (system, j) -> {
                Entity e = entities.getOrDefault(system, Map.of()).get(entityColumns.get(j));
                String tip = system + " × " + entityColumns.get(j);
                return e == null
                    ? Charts.GridCell.of(Double.NaN, "", tip)
                    : Charts.GridCell.of(
                        e.f1(),
                        HtmlReport.fmt("%.0f", 100 * e.f1()),
                        HtmlReport.fmt(
                            "%s: F1 %s (%d common mentions; key entity %d, aligned system entity"
                                + " %d)",
                            tip, Charts.pct(e.f1()), e.common(), e.keySize(), e.responseSize()));
              });
      svg =
          Charts.grid(
              "Per-entity F1 of the major entities (" + first + "), first documents",
              grid.labels(),
              entityColumns,
              grid.cells(),
              0,
              1,
              -1);
    }
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("system", "text", "system"));
    for (String setting : settings) {
      columns.add(Ranking.column(setting + " Macro", "number", "mean F1 of every major entity"));
      columns.add(
          Ranking.column(setting + " Micro", "number", "F1 weighted by the key entity's size"));
      columns.add(
          Ranking.column(
              setting + " Macro-Micro",
              "number",
              "mean over documents of their weighted means (a document without one counts 0)"));
      columns.add(Ranking.column(setting + " entities", "number", "major entities"));
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String system : systems) {
      List<Map<String, Object>> line = new ArrayList<>();
      line.add(Ranking.cell(system, system, "", "name", null));
      for (String setting : settings) {
        Map<String, String> v = bySystem.get(system).mei.getOrDefault(setting, Map.of());
        for (String metric : List.of("macro", "micro", "macro_micro")) {
          String value = v.get(metric);
          line.add(
              value == null || value.isEmpty()
                  ? Ranking.cell("–", "", "", "num", null)
                  : Ranking.cell(
                      HtmlReport.fmt("%.2f", Double.parseDouble(value)), value, "", "num", null));
        }
        String n = v.getOrDefault("entities", "");
        line.add(Ranking.cell(n.isEmpty() ? "–" : n, n, "", "num", null));
      }
      rows.add(row(system, line));
    }
    Map<String, Object> p =
        part(
            "Major entities (MEI)",
            HtmlReport.fmt(
                "MEI's F1 of each major entity (the key's largest entities, each aligned with one"
                    + " system entity), averaged as MEI averages them, in percent. The heat map"
                    + " shows setting %s entity by entity (document, rank:key entity) for the"
                    + " first documents (%d entities at most): white 0, blue 100; hover a cell for"
                    + " its counts. Every entity is in long_documents_documents.csv.",
                first, ENTITY_COLUMNS),
            "longdocs-mei",
            "Per-entity F1 of the major entities, per system (" + first + ")",
            svg);
    p.put("table", table("longdocs-mei-table", columns, rows));
    return p;
  }

  /** (c) The strata's CoNLL F1 side by side. */
  private static Map<String, Object> strata(List<String> systems, Map<String, Sums> bySystem) {
    Charts.SystemRows grid =
        Charts.systemRows(
            systems,
            STRATA.size(),
            (system, j) -> {
              double f1 = conll(bySystem.get(system), STRATA.get(j));
              return Charts.GridCell.of(
                  f1,
                  HtmlReport.fmt("%.1f", 100 * f1),
                  strataTip(system, STRATA.get(j), bySystem.get(system), f1));
            });
    String svg =
        Charts.grid(
            "CoNLL F1 per entity-size stratum and system",
            grid.labels(),
            STRATA,
            grid.cells(),
            0,
            1,
            -1);
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("system", "text", "system"));
    for (String x : STRATA) {
      columns.add(Ranking.column(x + " CoNLL F1", "number", x + ": mean of MUC, B3, CEAF-e F1"));
      for (String m : FAMILY) {
        columns.add(Ranking.column(x + " " + m, "number", x + ": " + m + " F1"));
      }
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String system : systems) {
      Sums s = bySystem.get(system);
      List<Map<String, Object>> line = new ArrayList<>();
      line.add(Ranking.cell(system, system, "", "name", null));
      for (String x : STRATA) {
        line.add(fraction(conll(s, x)));
        for (String m : FAMILY) {
          line.add(fraction(s.strata.getOrDefault(x, Map.of()).getOrDefault(m, Double.NaN)));
        }
      }
      rows.add(row(system, line));
    }
    Map<String, Object> p =
        part(
            "Entity-size strata",
            "CoNLL F1 of long entities (11 mentions or more), short ones (2 to 10) and singletons,"
                + " each side's entities placed by their own size; the strata decompose the full"
                + " counts (key entities count in recall, system entities in precision). White 0,"
                + " blue 100; hover a cell for the entity counts.",
            "longdocs-strata",
            "CoNLL F1 per stratum (long ≥ 11, short 2-10, singletons), per system",
            svg);
    p.put("table", table("longdocs-strata-table", columns, rows));
    return p;
  }

  private static double conll(Sums s, String stratum) {
    Map<String, Double> f1 = s.strata.get(stratum);
    if (f1 == null || !f1.keySet().containsAll(FAMILY)) {
      return Double.NaN;
    }
    return (f1.get("muc") + f1.get("bcub") + f1.get("ceafe")) / 3;
  }

  private static String strataTip(String system, String stratum, Sums s, double f1) {
    Map<String, String> c = s.strataCounts.getOrDefault(stratum, Map.of());
    return HtmlReport.fmt(
        "%s × %s: CoNLL F1 %s (key %s entities, %s mentions; system %s entities, %s mentions)",
        system,
        stratum,
        Double.isNaN(f1) ? "–" : Charts.pct(f1),
        c.getOrDefault("key_entities", "?"),
        c.getOrDefault("key_mentions", "?"),
        c.getOrDefault("sys_entities", "?"),
        c.getOrDefault("sys_mentions", "?"));
  }

  private static Map<String, Object> fraction(double v) {
    return Double.isNaN(v)
        ? Ranking.cell("–", "", "", "num", null)
        : Ranking.cell(Charts.pct(v), Double.toString(v), "", "num", null);
  }

  private static Map<String, Object> row(String system, List<Map<String, Object>> cells) {
    Map<String, Object> row = new LinkedHashMap<>();
    row.put("system", system);
    row.put("cells", cells);
    return row;
  }

  private static Map<String, Object> table(
      String id, List<Map<String, Object>> columns, List<Map<String, Object>> rows) {
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("id", id);
    t.put("columns", columns);
    t.put("rows", rows);
    return t;
  }
}
