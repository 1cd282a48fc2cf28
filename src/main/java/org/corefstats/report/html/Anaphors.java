package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.report.AnaphorOutputs;
import org.corefstats.report.RunReport;

/**
 * Anaphors by kind (docs/explanation/anaphors.md), from anaphors.csv: where each system is strong
 * and weak, as a heat map of F1 by bucket (the families side by side) against the systems, and a
 * sortable table of the same F1 with each bucket's anaphors. Only the primary setting's rows, and
 * with groups the rows over all documents; a bucket without an anaphor in any system is left out.
 */
final class Anaphors {
  private static final List<String> COLUMNS =
      List.of("system", "family", "bucket", "tp", "fp", "fn", "wl", "p_den", "r_den", "f1");

  private Anaphors() {}

  /** One bucket of one system: its counts and F1. */
  private record Cell(
      long tp, long fp, long fn, long wl, long keyAnaphors, long systemAnaphors, double f1) {}

  /**
   * Null without anaphors.csv; systems in the order of {@code ranking}, then as the file has them.
   */
  static Map<String, Object> section(OutputFiles files, String setting, List<String> ranking)
      throws IOException {
    PrimarySetting primary = new PrimarySetting(setting);
    Map<String, Map<String, Cell>> bySystem = new LinkedHashMap<>(); // system: bucket: cell
    List<String> buckets = new ArrayList<>(); // "family bucket", in the file's order
    boolean read =
        CsvFiles.read(
            files,
            AnaphorOutputs.FILE,
            COLUMNS,
            r -> {
              if (r.isMapped("setting") && !primary.keeps(r.get("setting"))) {
                return;
              }
              if (r.isMapped("group") && !r.get("group").equals(RunReport.ALL_DOCUMENTS)) {
                return;
              }
              String bucket =
                  r.get("family").equals(r.get("bucket"))
                      ? r.get("family") // "all"
                      : r.get("family") + " " + r.get("bucket");
              if (!buckets.contains(bucket)) {
                buckets.add(bucket);
              }
              bySystem
                  .computeIfAbsent(r.get("system"), s -> new LinkedHashMap<>())
                  .put(bucket, cell(r));
            });
    if (!read || bySystem.isEmpty()) {
      return null;
    }
    List<String> systems = new ArrayList<>();
    ranking.stream().filter(bySystem::containsKey).forEach(systems::add);
    bySystem.keySet().stream().filter(s -> !systems.contains(s)).forEach(systems::add);
    List<String> shown =
        buckets.stream()
            .filter(
                b ->
                    bySystem.values().stream()
                        .map(m -> m.get(b))
                        .anyMatch(c -> c != null && c.keyAnaphors() + c.systemAnaphors() > 0))
            .toList();

    Map<String, Object> m = new LinkedHashMap<>();
    m.put(
        "caption",
        HtmlReport.fmt(
            "The CorefUD scorer's anaphor-level F1 (anaphors.csv) per bucket of each family, per"
                + " system%s: white 0, blue 100; hover a cell for its counts (TP/FP/FN/WL, the key's"
                + " and the system's anaphors in the bucket). Buckets without an anaphor on either"
                + " side in every system are left out (%d of %d shown).",
            primary.setting() == null ? "" : ", setting " + primary.setting(),
            shown.size(),
            buckets.size()));
    m.put("svg", heatMap(systems, shown, bySystem));
    m.put("table", table(systems, shown, bySystem));
    return m;
  }

  private static Cell cell(CSVRecord r) {
    return new Cell(
        Long.parseLong(r.get("tp")),
        Long.parseLong(r.get("fp")),
        Long.parseLong(r.get("fn")),
        Long.parseLong(r.get("wl")),
        Long.parseLong(r.get("r_den")),
        Long.parseLong(r.get("p_den")),
        CsvFiles.number(r, "f1"));
  }

  private static String tip(String system, String bucket, Cell c) {
    return HtmlReport.fmt(
        "%s × %s: F1 %s (TP %d, FP %d, FN %d, WL %d; %d key anaphors, %d system anaphors)",
        system,
        bucket,
        Charts.pct(c.f1()),
        c.tp(),
        c.fp(),
        c.fn(),
        c.wl(),
        c.keyAnaphors(),
        c.systemAnaphors());
  }

  /** Systems (the best and worst when there are many) by buckets, white 0 to blue 1. */
  private static String heatMap(
      List<String> systems, List<String> buckets, Map<String, Map<String, Cell>> bySystem) {
    Charts.SystemRows rows =
        Charts.systemRows(
            systems,
            buckets.size(),
            (system, j) -> {
              Cell c = bySystem.get(system).get(buckets.get(j));
              return c == null
                  ? Charts.GridCell.of(Double.NaN, "", system + " × " + buckets.get(j))
                  : Charts.GridCell.of(
                      c.f1(), HtmlReport.fmt("%.1f", 100 * c.f1()), tip(system, buckets.get(j), c));
            });
    return Charts.grid(
        "Anaphor-level F1 per bucket and system", rows.labels(), buckets, rows.cells(), 0, 1, -1);
  }

  /**
   * Every system by every bucket shown: F1 in percent, sortable; a bucket's header names its key
   * anaphors when every system has the same number (the buckets the key decides).
   */
  private static Map<String, Object> table(
      List<String> systems, List<String> buckets, Map<String, Map<String, Cell>> bySystem) {
    List<Map<String, Object>> columns = new ArrayList<>();
    columns.add(Ranking.column("system", "text", "system"));
    for (String b : buckets) {
      TreeSet<Long> keyCounts = new TreeSet<>();
      bySystem.values().stream()
          .map(cells -> cells.get(b))
          .filter(c -> c != null)
          .forEach(c -> keyCounts.add(c.keyAnaphors()));
      String name = keyCounts.size() == 1 ? b + " (" + keyCounts.first() + ")" : b;
      columns.add(
          Ranking.column(
              name,
              "number",
              keyCounts.size() == 1
                  ? b + ": F1 (percent); " + keyCounts.first() + " key anaphors"
                  : b + ": F1 (percent); the key anaphors differ by system (the system decides)"));
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String system : systems) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(Ranking.cell(system, system, "", "name", null));
      for (String b : buckets) {
        Cell c = bySystem.get(system).get(b);
        cells.add(
            c == null
                ? Ranking.cell("–", "", "", "num", null)
                : Ranking.cell(
                    Charts.pct(c.f1()), Double.toString(c.f1()), "", "num", tip(system, b, c)));
      }
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("system", system);
      row.put("cells", cells);
      rows.add(row);
    }
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("columns", columns);
    t.put("rows", rows);
    return t;
  }
}
