package org.corefstats.study;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.Counts;
import org.corefstats.report.RunSettings;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * Scores of several systems, one observation per system (per row of a published table), read from
 * either layout:
 *
 * <ul>
 *   <li>long: the {@code scores.csv} of {@code corefstats run}, one row per system and metric with
 *       recall, precision and f1 (BLANC's halves are left out: they are parts of BLANC);
 *   <li>wide: one row per system, a {@code system} column, one numeric column per metric (F1, in
 *       percent or as a fraction; {@code METRIC_R}/{@code _P}/{@code _F1} columns for the
 *       measures), and other columns (task, language) kept as grouping keys.
 * </ul>
 */
public final class SystemScores {
  /** One system: its name, its grouping keys, and metric → measure → value. */
  public record Observation(
      String system, Map<String, String> groups, Map<String, Map<Measure, Double>> values) {}

  private final List<Observation> observations;
  private final List<String> groupColumns;

  public SystemScores(List<Observation> observations, List<String> groupColumns) {
    this.observations = List.copyOf(observations);
    this.groupColumns = List.copyOf(groupColumns);
  }

  public List<Observation> observations() {
    return observations;
  }

  public List<String> groupColumns() {
    return groupColumns;
  }

  /** The metrics present, in the usual order. */
  public List<String> metrics() {
    Set<String> metrics = new TreeSet<>(MetricNames.COMPARATOR);
    observations.forEach(o -> metrics.addAll(o.values().keySet()));
    return List.copyOf(metrics);
  }

  /**
   * The scores of a run, system name to counts (BLANC's halves left out, as when reading
   * scores.csv).
   */
  public static SystemScores of(Map<String, Counts> bySystem) {
    List<Observation> out = new ArrayList<>();
    bySystem.forEach(
        (system, counts) -> {
          Map<String, Map<Measure, Double>> values = new LinkedHashMap<>();
          for (ScoreRow row : ScoreTable.rows(counts)) {
            if (ScoreTable.isPart(row.metric())) {
              continue;
            }
            Map<Measure, Double> measures = new EnumMap<>(Measure.class);
            if (!Double.isNaN(row.recall())) {
              measures.put(Measure.R, row.recall());
              measures.put(Measure.P, row.precision());
            }
            measures.put(Measure.F1, row.f1());
            values.put(row.metric(), measures);
          }
          out.add(new Observation(system, Map.of(), values));
        });
    return new SystemScores(out, List.of());
  }

  /**
   * Reads either layout from {@code reader}; {@code csv} names the input in messages.
   *
   * @throws RefusedInputException naming what is wrong with a table that is not scores
   * @throws InvalidRequestException for per-document scores, which are not studied over systems
   */
  public static SystemScores read(Reader reader, String csv) throws IOException {
    return read(reader, csv, List.of(), null);
  }

  /**
   * The same for a scores.csv of a run of several settings (a {@code setting} column): the rows of
   * one setting ({@link RunSettings#choose}: {@code asked}, else the first of {@code recorded},
   * else the first by name).
   *
   * @throws InvalidRequestException for per-group scores (groups.csv), studied at the group level
   */
  public static SystemScores read(Reader reader, String csv, List<String> recorded, String asked)
      throws IOException {
    try (CSVParser parser =
        CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setTrim(true)
            .get()
            .parse(reader)) {
      List<String> header = parser.getHeaderNames();
      List<CSVRecord> records = parser.getRecords();
      if (!header.contains("system")) {
        throw new RefusedInputException(csv + ": no 'system' column (columns: " + header + ")");
      }
      if (header.contains("document")) {
        throw new InvalidRequestException(
            csv
                + " has a 'document' column: per-document scores are studied at the"
                + " document level");
      }
      if (header.contains("group") && header.contains("metric")) {
        throw new InvalidRequestException(
            csv + " has a 'group' column: per-group scores are studied at the group level");
      }
      if (header.contains(RunSettings.COLUMN) && header.contains("metric")) {
        List<String> known =
            recorded.isEmpty()
                ? records.stream().map(r -> get(r, RunSettings.COLUMN)).distinct().sorted().toList()
                : recorded;
        String setting = RunSettings.choose(known, asked);
        records = records.stream().filter(r -> get(r, RunSettings.COLUMN).equals(setting)).toList();
      } else {
        RunSettings.choose(recorded, asked); // a setting the run does not have is refused
      }
      return header.contains("metric") && header.contains("f1")
          ? readLong(csv, records)
          : readWide(csv, header, records);
    } catch (CSVException e) {
      throw malformed(csv, e);
    } catch (UncheckedIOException e) { // how Commons CSV's records report a malformed line
      throw e.getCause() instanceof CSVException c ? malformed(csv, c) : e;
    }
  }

  /** groups.csv's group of the macro average over groups, which is no observation. */
  public static final String MACRO_GROUP = "(macro)";

  /**
   * The (system, group) points of a groups.csv (issue 19: one row per system, setting, group and
   * metric with recall, precision and f1): one observation per system and group of one setting,
   * named {@code system | group}; the {@value #MACRO_GROUP} rows and BLANC's halves left out.
   *
   * @param recorded the run's settings in order (run.json), empty when unknown
   * @param asked the setting studied; null: the primary ({@link RunSettings#choose})
   * @throws RefusedInputException for a table without the columns of groups.csv
   * @throws org.corefstats.core.error.InvalidRequestException for a setting the table lacks
   */
  public static SystemScores readGroups(
      Reader reader, String csv, List<String> recorded, String asked) throws IOException {
    try (CSVParser parser =
        CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setTrim(true)
            .get()
            .parse(reader)) {
      List<String> header = parser.getHeaderNames();
      for (String column : List.of("system", "group", "metric", "recall", "precision", "f1")) {
        if (!header.contains(column)) {
          throw new RefusedInputException(
              csv + ": not a groups.csv, no '" + column + "' column (columns: " + header + ")");
        }
      }
      List<CSVRecord> records = parser.getRecords();
      boolean column = header.contains(RunSettings.COLUMN);
      List<String> known = recorded;
      if (known.isEmpty() && column) {
        known = records.stream().map(r -> get(r, RunSettings.COLUMN)).distinct().sorted().toList();
      }
      String setting = RunSettings.choose(known, asked);
      Map<String, Map<String, Map<Measure, Double>>> points = new LinkedHashMap<>();
      for (CSVRecord r : records) {
        String metric = get(r, "metric");
        if (get(r, "group").equals(MACRO_GROUP)
            || ScoreTable.isPart(metric)
            || column && !get(r, RunSettings.COLUMN).equals(setting)) {
          continue;
        }
        Map<Measure, Double> values =
            points
                .computeIfAbsent(
                    get(r, "system") + " | " + get(r, "group"), p -> new LinkedHashMap<>())
                .computeIfAbsent(metric, m -> new EnumMap<>(Measure.class));
        put(values, Measure.R, get(r, "recall"), csv, r);
        put(values, Measure.P, get(r, "precision"), csv, r);
        put(values, Measure.F1, get(r, "f1"), csv, r);
      }
      if (points.isEmpty()) {
        throw new RefusedInputException(
            csv + ": no (system, group) rows" + (setting == null ? "" : " of setting " + setting));
      }
      List<Observation> out = new ArrayList<>();
      points.forEach((point, values) -> out.add(new Observation(point, Map.of(), values)));
      return new SystemScores(out, List.of());
    } catch (CSVException e) {
      throw malformed(csv, e);
    } catch (UncheckedIOException e) {
      throw e.getCause() instanceof CSVException c ? malformed(csv, c) : e;
    }
  }

  private static RefusedInputException malformed(String csv, CSVException e) {
    return new RefusedInputException(csv + ": " + e.getMessage(), e);
  }

  /** A record's value in a column of the header; a record without it refuses the table. */
  private static String get(CSVRecord r, String column) {
    try {
      return r.get(column);
    } catch (IllegalArgumentException
        | IllegalStateException e) { // no such column, or a short record
      throw new RefusedInputException(e.getMessage(), e);
    }
  }

  private static SystemScores readLong(String csv, List<CSVRecord> records) {
    Map<String, Map<String, Map<Measure, Double>>> bySystem = new LinkedHashMap<>();
    for (CSVRecord r : records) {
      String metric = get(r, "metric");
      if (ScoreTable.isPart(metric)) {
        continue; // the two halves of BLANC
      }
      Map<Measure, Double> values =
          bySystem
              .computeIfAbsent(get(r, "system"), s -> new LinkedHashMap<>())
              .computeIfAbsent(metric, m -> new EnumMap<>(Measure.class));
      put(values, Measure.R, get(r, "recall"), csv, r);
      put(values, Measure.P, get(r, "precision"), csv, r);
      put(values, Measure.F1, get(r, "f1"), csv, r);
    }
    List<Observation> out = new ArrayList<>();
    bySystem.forEach((system, values) -> out.add(new Observation(system, Map.of(), values)));
    return new SystemScores(out, List.of());
  }

  private static SystemScores readWide(String csv, List<String> header, List<CSVRecord> records) {
    List<String> numeric = new ArrayList<>();
    List<String> groups = new ArrayList<>();
    for (String column : header) {
      if (column.equals("system")) {
        continue;
      }
      boolean isNumber =
          !records.isEmpty()
              && records.stream().allMatch(r -> get(r, column).isEmpty() || parses(get(r, column)));
      (isNumber ? numeric : groups).add(column);
    }
    if (numeric.isEmpty()) {
      throw new RefusedInputException(
          csv + ": no numeric metric columns (columns: " + header + ")");
    }
    List<Observation> out = new ArrayList<>();
    for (CSVRecord r : records) {
      Map<String, String> keys = new LinkedHashMap<>();
      groups.forEach(g -> keys.put(g, get(r, g)));
      Map<String, Map<Measure, Double>> values = new LinkedHashMap<>();
      for (String column : numeric) {
        int underscore = column.lastIndexOf('_');
        Measure measure =
            underscore > 0 ? Measure.ofSuffix(column.substring(underscore + 1)) : null;
        String metric =
            MetricNames.canonical(measure == null ? column : column.substring(0, underscore));
        put(
            values.computeIfAbsent(metric, m -> new EnumMap<>(Measure.class)),
            measure == null ? Measure.F1 : measure,
            get(r, column),
            csv,
            r);
      }
      out.add(new Observation(get(r, "system"), keys, values));
    }
    return new SystemScores(out, new ArrayList<>(new LinkedHashSet<>(groups)));
  }

  private static void put(
      Map<Measure, Double> values, Measure measure, String text, String csv, CSVRecord r) {
    if (text == null || text.isEmpty()) {
      return;
    }
    try {
      values.put(measure, Double.parseDouble(text));
    } catch (NumberFormatException e) {
      throw new RefusedInputException(
          csv + " line " + (r.getRecordNumber() + 1) + ": not a number: '" + text + "'", e);
    }
  }

  private static boolean parses(String text) {
    try {
      Double.parseDouble(text);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
