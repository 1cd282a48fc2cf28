package org.corefstats.report;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.core.analysis.ErrorColumn;

/**
 * The error analysis's tables as the plots and the report read them back
 * (docs/explanation/error-analysis.md 5.5): errors.csv, errors_by_type.csv, link_errors_by_type.csv
 * and error_costs.csv, each checked for the columns used.
 */
public final class ErrorTables {
  public static final String ERRORS = "errors.csv";
  public static final String BY_TYPE = "errors_by_type.csv";
  public static final String LINKS = "link_errors_by_type.csv";
  public static final String COSTS = "error_costs.csv";

  /** The seven categories of Kummerfeld and Klein, in the paper's order (as errors.csv). */
  public static final List<String> CATEGORIES =
      List.of(
              ErrorColumn.SPAN_ERROR,
              ErrorColumn.CONFLATED_ENTITIES,
              ErrorColumn.EXTRA_MENTION,
              ErrorColumn.EXTRA_ENTITY,
              ErrorColumn.DIVIDED_ENTITY,
              ErrorColumn.MISSING_MENTION,
              ErrorColumn.MISSING_ENTITY)
          .stream()
          .map(ErrorColumn::csvName)
          .toList();

  /** What the reference reports in no category (5.4's extension). */
  public static final List<String> UNREPORTED =
      List.of(ErrorColumn.UNREPORTED_EXTRA.csvName(), ErrorColumn.UNREPORTED_MISSING.csvName());

  /** The types of the mention-level categories, as errors_by_type.csv writes them. */
  public static final List<String> MENTION_TYPES = List.of("pronoun", "nominal", "name");

  /** The categories split by mention type. */
  public static final List<String> MENTION_CATEGORIES =
      List.of(ErrorColumn.EXTRA_MENTION.csvName(), ErrorColumn.MISSING_MENTION.csvName());

  public static final String CUMULATIVE = "cumulative";

  private static final CSVFormat FORMAT =
      CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();

  private ErrorTables() {}

  /**
   * One row of errors.csv: a system's totals in one singleton mode.
   *
   * @param counts the count columns of the row by name, in the file's order
   */
  public record Totals(String system, String singletons, Map<String, Long> counts) {
    public Totals {
      counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /** The count of a column, 0 when the file has no such column. */
    public long count(String column) {
      return counts.getOrDefault(column, 0L);
    }
  }

  /** One row of errors_by_type.csv. */
  public record TypeCount(
      String system, String singletons, String category, String mentionType, long count) {}

  /** One row of link_errors_by_type.csv ({@code kind}: recall or precision). */
  public record LinkCount(
      String system, String kind, String anaphorType, String antecedentType, long count) {}

  /** One row of error_costs.csv: F1 as fractions, {@code difference} = after - before. */
  public record Cost(
      String system,
      String category,
      String order,
      String metric,
      double f1Before,
      double f1After,
      double difference) {}

  /** errors.csv. */
  public static List<Totals> readErrors(Reader in) throws IOException {
    List<String> required = new ArrayList<>(List.of("system", "singletons"));
    required.addAll(CATEGORIES);
    List<Totals> rows = new ArrayList<>();
    read(
        in,
        ERRORS,
        required,
        (header, r) -> {
          Map<String, Long> counts = new LinkedHashMap<>();
          for (String c : header) {
            if (required.contains(c)) {
              if (!c.equals("system") && !c.equals("singletons")) {
                counts.put(c, count(r, c));
              }
            } else if (r.get(c).matches("-?[0-9]+")) {
              counts.put(c, Long.parseLong(r.get(c))); // a column added later may not be a count
            }
          }
          rows.add(new Totals(r.get("system"), r.get("singletons"), counts));
        });
    return rows;
  }

  /** errors_by_type.csv. */
  public static List<TypeCount> readByType(Reader in) throws IOException {
    List<TypeCount> rows = new ArrayList<>();
    read(
        in,
        BY_TYPE,
        List.of("system", "singletons", "category", "mention_type", "count"),
        (header, r) ->
            rows.add(
                new TypeCount(
                    r.get("system"),
                    r.get("singletons"),
                    r.get("category"),
                    r.get("mention_type"),
                    count(r, "count"))));
    return rows;
  }

  /** link_errors_by_type.csv. */
  public static List<LinkCount> readLinks(Reader in) throws IOException {
    List<LinkCount> rows = new ArrayList<>();
    read(
        in,
        LINKS,
        List.of("system", "kind", "anaphor_type", "antecedent_type", "count"),
        (header, r) ->
            rows.add(
                new LinkCount(
                    r.get("system"),
                    r.get("kind"),
                    r.get("anaphor_type"),
                    r.get("antecedent_type"),
                    count(r, "count"))));
    return rows;
  }

  /** error_costs.csv. */
  public static List<Cost> readCosts(Reader in) throws IOException {
    List<Cost> rows = new ArrayList<>();
    read(
        in,
        COSTS,
        List.of("system", "category", "order", "metric", "f1_before", "f1_after", "difference"),
        (header, r) ->
            rows.add(
                new Cost(
                    r.get("system"),
                    r.get("category"),
                    r.get("order"),
                    r.get("metric"),
                    number(r, "f1_before"),
                    number(r, "f1_after"),
                    number(r, "difference"))));
    return rows;
  }

  /**
   * The systems of scores.csv best first, as report.html ranks them: by CoNLL F1, else by the first
   * metric's, of the first setting the file names when it has a {@code setting} column.
   */
  public static List<String> ranking(Reader scoresCsv) throws IOException {
    Map<String, Map<String, Double>> f1 = new LinkedHashMap<>(); // metric, system, F1
    String[] setting = {null};
    read(
        scoresCsv,
        "scores.csv",
        List.of("system", "metric", "f1"),
        (header, r) -> {
          if (r.isMapped("setting")) {
            if (setting[0] == null) {
              setting[0] = r.get("setting");
            } else if (!setting[0].equals(r.get("setting"))) {
              return;
            }
          }
          f1.computeIfAbsent(r.get("metric"), m -> new LinkedHashMap<>())
              .put(r.get("system"), number(r, "f1"));
        });
    if (f1.isEmpty()) {
      return List.of();
    }
    Map<String, Double> by = f1.getOrDefault("conll", f1.values().iterator().next());
    List<String> systems = new ArrayList<>(by.keySet());
    systems.sort(
        java.util.Comparator.comparingDouble((String x) -> Double.isNaN(by.get(x)) ? 1 : 0)
            .thenComparing(x -> -by.get(x)));
    return systems;
  }

  /** The cumulative costs of {@code system}, category to metric to difference, in file order. */
  public static Map<String, Map<String, Double>> cumulative(List<Cost> costs, String system) {
    Map<String, Map<String, Double>> byCategory = new LinkedHashMap<>();
    for (Cost c : costs) {
      if (c.system().equals(system) && CUMULATIVE.equals(c.order())) {
        byCategory
            .computeIfAbsent(c.category(), k -> new LinkedHashMap<>())
            .put(c.metric(), c.difference());
      }
    }
    return byCategory;
  }

  /** The distinct values of a column, in order of appearance. */
  public static <T> List<String> distinct(List<T> rows, java.util.function.Function<T, String> f) {
    return rows.stream().map(f).distinct().toList();
  }

  /**
   * The rows with the systems of {@code order} first, in that order (a ranking), then the others as
   * they come; the order within a system is kept.
   */
  public static List<Totals> ordered(List<Totals> rows, List<String> order) {
    List<Totals> sorted = new ArrayList<>(rows);
    sorted.sort(
        java.util.Comparator.comparingInt(
            t -> {
              int i = order.indexOf(t.system());
              return i < 0 ? order.size() : i;
            }));
    return sorted;
  }

  /**
   * The name a row goes by in a plot or table: the system, with its singleton mode when the rows
   * hold more than one.
   */
  public static String label(Totals row, boolean severalModes) {
    return severalModes ? row.system() + " (singletons " + row.singletons() + ")" : row.system();
  }

  public static boolean severalModes(List<Totals> rows) {
    return distinct(rows, Totals::singletons).size() > 1;
  }

  /** A column or category as a reader says it: {@code span_error} is "Span Error". */
  public static String display(String column) {
    return Arrays.stream(column.split("_"))
        .filter(w -> !w.isEmpty())
        .map(w -> w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1))
        .collect(Collectors.joining(" "));
  }

  @FunctionalInterface
  private interface RowSink {
    void accept(List<String> header, CSVRecord record);
  }

  private static void read(Reader in, String name, List<String> columns, RowSink sink)
      throws IOException {
    try (CSVParser parser = CSVParser.builder().setReader(in).setFormat(FORMAT).get()) {
      List<String> header = parser.getHeaderNames();
      for (String c : columns) {
        if (!header.contains(c)) {
          throw new IOException(name + " has no column " + c + " (columns: " + header + ")");
        }
      }
      for (CSVRecord r : parser) {
        sink.accept(header, r);
      }
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new IOException(name + ": " + e.getMessage(), e);
    }
  }

  private static long count(CSVRecord r, String column) {
    String s = r.get(column);
    return s == null || s.isEmpty() ? 0 : Long.parseLong(s);
  }

  private static double number(CSVRecord r, String column) {
    String s = r.get(column);
    return s == null || s.isEmpty() ? Double.NaN : Double.parseDouble(s);
  }
}
