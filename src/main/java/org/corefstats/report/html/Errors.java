package org.corefstats.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.corefstats.core.analysis.LinkType;
import org.corefstats.report.ErrorPlot;
import org.corefstats.report.ErrorTables;
import org.corefstats.report.ErrorTables.Cost;
import org.corefstats.report.ErrorTables.LinkCount;
import org.corefstats.report.ErrorTables.Totals;
import org.corefstats.report.ErrorTables.TypeCount;

/**
 * The error analysis (docs/explanation/error-analysis.md 5.5), from errors.csv and the tables
 * beside it: the seven categories per system, the mention-level categories by mention type, cort's
 * link errors by anaphor type, errors.png, and with error_costs.csv what each category costs each
 * metric.
 */
final class Errors {
  private static final List<String> LINK_TYPES =
      java.util.Arrays.stream(LinkType.values()).map(Enum::name).toList();

  private Errors() {}

  /**
   * Null without errors.csv; systems in the order of {@code ranking}, then as the file has them.
   */
  static Map<String, Object> section(OutputFiles files, List<String> names, List<String> ranking)
      throws IOException {
    Optional<List<Totals>> read = read(files, ErrorTables.ERRORS, ErrorTables::readErrors);
    if (read.isEmpty()) {
      return null;
    }
    List<Totals> rows = ErrorTables.ordered(read.get(), ranking);
    boolean several = ErrorTables.severalModes(rows);
    List<String> systems = ErrorTables.distinct(rows, Totals::system);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(
        "caption",
        HtmlReport.fmt(
            "Counts of errors per system in the categories of Kummerfeld and Klein (2013), in the"
                + " paper's order (singletons %s); the two last columns count what that analysis"
                + " reports in no category: response mentions with no key counterpart (extra) and"
                + " key mentions the response lacks (missing).",
            String.join(", ", ErrorTables.distinct(rows, Totals::singletons))));
    List<Map<String, Object>> tables = new ArrayList<>();
    tables.add(categories(rows, several));
    tables.add(types(files, rows, several));
    tables.add(links(files, rows, systems));
    m.put("tables", tables);
    if (names.contains(ErrorPlot.FILE)) {
      m.put("figure", Studies.figure(files, ErrorPlot.FILE));
    }
    Optional<List<Cost>> costs = read(files, ErrorTables.COSTS, ErrorTables::readCosts);
    if (costs.isPresent()) {
      List<String> costSystems = new ArrayList<>(systems);
      ErrorTables.distinct(costs.get(), Cost::system).stream()
          .filter(s -> !costSystems.contains(s))
          .forEach(costSystems::add);
      List<Map<String, Object>> perSystem = new ArrayList<>();
      for (String system : costSystems) {
        Map<String, Object> t = costs(costs.get(), system);
        if (t != null) {
          t.put("tableId", "error-costs-" + (perSystem.size() + 1));
          t.put("open", perSystem.isEmpty());
          perSystem.add(t);
        }
      }
      m.put("costs", perSystem);
      m.put("hasCosts", !perSystem.isEmpty());
      if (names.contains(ErrorPlot.COSTS_FILE)) {
        m.put("costFigure", Studies.figure(files, ErrorPlot.COSTS_FILE));
      }
    }
    return m;
  }

  /** The seven categories and the two unreported counts. */
  private static Map<String, Object> categories(List<Totals> rows, boolean several) {
    List<String> columns = new ArrayList<>(ErrorTables.CATEGORIES);
    columns.addAll(ErrorTables.UNREPORTED);
    List<Map<String, Object>> header = new ArrayList<>();
    header.add(column("system", "", "text"));
    for (String c : columns) {
      header.add(column(ErrorTables.display(c), c, "number"));
    }
    List<Map<String, Object>> body = new ArrayList<>();
    for (Totals r : rows) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(cell("name", ErrorTables.label(r, several), ErrorTables.label(r, several)));
      for (String c : columns) {
        cells.add(count(r.count(c)));
      }
      body.add(row(cells));
    }
    return table("errors-table", "Errors by category", "", header, body);
  }

  /** Extra and Missing Mention by mention type: errors_by_type.csv, else errors.csv's columns. */
  private static Map<String, Object> types(OutputFiles files, List<Totals> rows, boolean several)
      throws IOException {
    Optional<List<TypeCount>> byType = read(files, ErrorTables.BY_TYPE, ErrorTables::readByType);
    List<Map<String, Object>> header = new ArrayList<>();
    header.add(column("system", "", "text"));
    for (String category : ErrorTables.MENTION_CATEGORIES) {
      for (String type : ErrorTables.MENTION_TYPES) {
        header.add(
            column(ErrorTables.display(category) + ": " + type, category + "_" + type, "number"));
      }
    }
    List<Map<String, Object>> body = new ArrayList<>();
    for (Totals r : rows) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(cell("name", ErrorTables.label(r, several), ErrorTables.label(r, several)));
      for (String category : ErrorTables.MENTION_CATEGORIES) {
        for (String type : ErrorTables.MENTION_TYPES) {
          long n =
              byType
                  .map(
                      list ->
                          list.stream()
                              .filter(
                                  t ->
                                      t.system().equals(r.system())
                                          && t.singletons().equals(r.singletons())
                                          && t.category().equals(category)
                                          && t.mentionType().equals(type))
                              .mapToLong(TypeCount::count)
                              .sum())
                  .orElseGet(() -> r.count(category + "_" + type));
          cells.add(count(n));
        }
      }
      body.add(row(cells));
    }
    return table(
        "error-types-table",
        "Extra and missing mentions by mention type",
        "The mentions of the Extra Mention and Missing Mention categories by their type ("
            + (byType.isPresent() ? ErrorTables.BY_TYPE : ErrorTables.ERRORS)
            + ")",
        header,
        body);
  }

  /**
   * cort's link errors per system and kind by anaphor type (summed over antecedent types), from
   * link_errors_by_type.csv, else errors.csv's links columns (the first singleton mode's row).
   */
  private static Map<String, Object> links(
      OutputFiles files, List<Totals> rows, List<String> systems) throws IOException {
    Optional<List<LinkCount>> links = read(files, ErrorTables.LINKS, ErrorTables::readLinks);
    List<Map<String, Object>> header = new ArrayList<>();
    header.add(column("system", "", "text"));
    header.add(
        column("kind", "recall: a key link the response lacks; precision: the converse", "text"));
    for (String t : LINK_TYPES) {
      header.add(column(t, "anaphor type " + t, "number"));
    }
    header.add(column("all", "", "number"));
    List<Map<String, Object>> body = new ArrayList<>();
    for (String system : systems) {
      Totals first = rows.stream().filter(r -> r.system().equals(system)).findFirst().get();
      for (String kind : List.of("recall", "precision")) {
        List<Map<String, Object>> cells = new ArrayList<>();
        cells.add(cell("name", system, system));
        cells.add(cell("", kind, kind));
        long all = 0;
        for (String anaphor : LINK_TYPES) {
          long n = 0;
          if (links.isPresent()) {
            for (LinkCount l : links.get()) {
              if (l.system().equals(system)
                  && l.kind().equals(kind)
                  && l.anaphorType().equals(anaphor)) {
                n += l.count();
              }
            }
          } else {
            for (String antecedent : LINK_TYPES) {
              n += first.count("links_" + kind + "_" + anaphor + "_" + antecedent);
            }
          }
          all += n;
          cells.add(count(n));
        }
        cells.add(count(all));
        body.add(row(cells));
      }
    }
    return table(
        "link-errors-table",
        "Link errors by anaphor type",
        (links.isPresent() ? ErrorTables.LINKS : ErrorTables.ERRORS)
            + ": cort's recall errors (key links the response lacks) and precision errors"
            + " (response links the key lacks) by the type of the anaphor, summed over the"
            + " antecedent's type",
        header,
        body);
  }

  /**
   * One system's cumulative costs: the categories as rows (the paper's order), the metrics as
   * columns, the F1 points each category's fixes add; null when the system has none.
   */
  static Map<String, Object> costs(List<Cost> costs, String system) {
    Map<String, Map<String, Double>> byCategory = ErrorTables.cumulative(costs, system);
    if (byCategory.isEmpty()) {
      return null;
    }
    List<String> metrics = new ArrayList<>();
    byCategory
        .values()
        .forEach(m -> m.keySet().stream().filter(x -> !metrics.contains(x)).forEach(metrics::add));
    List<String> categories = new ArrayList<>(ErrorTables.CATEGORIES);
    categories.retainAll(byCategory.keySet());
    byCategory.keySet().stream().filter(c -> !categories.contains(c)).forEach(categories::add);
    List<Map<String, Object>> header = new ArrayList<>();
    header.add(column("category", "", "text"));
    for (String metric : metrics) {
      header.add(column(Ranking.display(metric), metric, "number"));
    }
    List<Map<String, Object>> body = new ArrayList<>();
    for (String category : categories) {
      List<Map<String, Object>> cells = new ArrayList<>();
      cells.add(cell("name", category, ErrorTables.display(category)));
      for (String metric : metrics) {
        Double d = byCategory.get(category).get(metric);
        cells.add(
            d == null || d.isNaN()
                ? cell("num", "", "–")
                : cell("num", Double.toString(d), points(d)));
      }
      body.add(row(cells));
    }
    Map<String, Object> t = table("error-costs", system, "", header, body);
    t.put("note", mostCostly(byCategory, metrics));
    return t;
  }

  /** "Costs most: MUC Divided Entity (+4.00), ..." (ties: the first category in order). */
  static String mostCostly(Map<String, Map<String, Double>> byCategory, List<String> metrics) {
    List<String> parts = new ArrayList<>();
    for (String metric : metrics) {
      String best = null;
      double max = Double.NEGATIVE_INFINITY;
      for (String category : ErrorTables.CATEGORIES) {
        Double d = byCategory.getOrDefault(category, Map.of()).get(metric);
        if (d != null && d > max) {
          max = d;
          best = category;
        }
      }
      if (best != null) {
        parts.add(
            Ranking.display(metric) + " " + ErrorTables.display(best) + " (" + points(max) + ")");
      }
    }
    return "Costs each metric most: " + String.join(", ", parts) + ".";
  }

  /** A difference of F1 fractions in points, signed. */
  static String points(double difference) {
    return HtmlReport.fmt("%+.2f", 100 * difference);
  }

  private static Map<String, Object> table(
      String id,
      String title,
      String caption,
      List<Map<String, Object>> columns,
      List<Map<String, Object>> rows) {
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("tableId", id);
    t.put("tableTitle", title);
    t.put("tableCaption", caption);
    t.put("columns", columns);
    t.put("rows", rows);
    return t;
  }

  private static Map<String, Object> column(String name, String title, String type) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("name", name);
    c.put("title", title);
    c.put("type", type);
    return c;
  }

  private static Map<String, Object> row(List<Map<String, Object>> cells) {
    return Map.of("cells", cells);
  }

  private static Map<String, Object> count(long n) {
    return cell("num", Long.toString(n), Long.toString(n));
  }

  private static Map<String, Object> cell(String cls, String value, String text) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("cls", cls);
    c.put("value", value);
    c.put("text", text);
    return c;
  }

  @FunctionalInterface
  private interface Parse<T> {
    T parse(Reader in) throws IOException;
  }

  private static <T> Optional<T> read(OutputFiles files, String name, Parse<T> parse)
      throws IOException {
    Optional<InputStream> in = files.open(name);
    if (in.isEmpty()) {
      return Optional.empty();
    }
    try (Reader r = new InputStreamReader(in.get(), StandardCharsets.UTF_8)) {
      return Optional.of(parse.parse(r));
    } catch (IOException e) {
      throw new IOException(files.where() + "/" + e.getMessage(), e);
    }
  }
}
