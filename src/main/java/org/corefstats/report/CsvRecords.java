package org.corefstats.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.csv.CSVFormat;

/**
 * CSV records as text in {@link #FORMAT}, for outputs of millions of rows: the same characters as a
 * {@code CSVPrinter} prints, several times faster. A row of the {@link ScoreTable} ({@link
 * #scoreRow}) is what a printer makes of {@link ScoreTable#cells}: its key cells are printed by the
 * format once per key (a document's rows share them), and its numbers, as {@link Numbers#full}
 * writes them, are appended as they are: digits, '.', '-' or {@code Infinity}, which the format
 * never quotes, and never the first cell of a record.
 */
public final class CsvRecords {
  /** RFC 4180 with LF line ends: the CSV files of a run. */
  public static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

  private static final String DELIMITER = FORMAT.getDelimiterString();

  /** The cell of each row name (a metric or a part), with its delimiter. */
  private static final Map<String, String> ROW_NAMES = new ConcurrentHashMap<>();

  private CsvRecords() {}

  /** Appends one record (a null cell is empty). */
  public static void record(StringBuilder out, List<?> cells) {
    for (int i = 0; i < cells.size(); i++) {
      print(out, cells.get(i), i == 0);
    }
    out.append(FORMAT.getRecordSeparator());
  }

  /**
   * The key cells that start a record, as the format prints them: what {@link #scoreRow} puts
   * before a row's own cells.
   */
  public static String keys(String... keys) {
    if (keys.length == 0) {
      throw new IllegalArgumentException("a score row needs at least one key cell before it");
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < keys.length; i++) {
      print(out, keys[i], i == 0);
    }
    return out.toString();
  }

  /** Appends the record of {@code row} after its key cells ({@link #keys}). */
  public static void scoreRow(StringBuilder out, String keys, ScoreRow row) {
    out.append(keys);
    out.append(
        ROW_NAMES.computeIfAbsent(
            row.metric(),
            name -> {
              StringBuilder cell = new StringBuilder();
              print(cell, name, false);
              return cell.toString();
            }));
    number(out, row.recallNum());
    number(out, row.recallDen());
    number(out, row.precisionNum());
    number(out, row.precisionDen());
    number(out, row.recall());
    number(out, row.precision());
    number(out, row.f1());
    out.append(FORMAT.getRecordSeparator());
  }

  /** Prints a cell as the format does, after a delimiter unless it starts the record. */
  private static void print(StringBuilder out, Object cell, boolean first) {
    try {
      FORMAT.print(cell, out, first);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
  }

  private static void number(StringBuilder out, Double value) {
    out.append(DELIMITER);
    if (value != null && !value.isNaN()) {
      out.append(Numbers.full(value));
    }
  }

  private static void number(StringBuilder out, double value) {
    out.append(DELIMITER);
    if (!Double.isNaN(value)) {
      out.append(Numbers.full(value));
    }
  }
}
