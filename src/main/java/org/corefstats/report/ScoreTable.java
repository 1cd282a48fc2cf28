package org.corefstats.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;

/**
 * The table of scores, in one place: its columns, the rows {@link Counts} give, and the way back
 * from the rows that carry counts to a {@link Counts} vector. Every score output is this table
 * behind key columns ({@code score --csv}: none; its per-document CSV: document; run's scores.csv:
 * system; run's documents.csv and documents.parquet: system and document), and what reads run's
 * per-document rows again (significance, the correlation study) reads them through it.
 *
 * <p>Rows, in {@link Metric} order: a metric with four counts has one row named by its code, with
 * its counts; BLANC has its two halves, {@code blanc_coref} and {@code blanc_noncoref}, as four
 * counts each (correct, key, correct, response), then {@code blanc} with counts (R, 1, P, 1) and
 * BLANC's F as f1; a derived metric ({@code conll}) has f1 only (no counts, recall and precision
 * empty).
 *
 * <p>The rows do not say by which rule BLANC's halves were combined ({@link BlancScore.Rule}: the
 * UA rule under the CorefUD profile, v8.01's otherwise): that is the profile of the run, recorded
 * in its run.json. Whoever reads counts back names the rule ({@link #putCounts}, {@link #counts}),
 * so that BLANC computed from them is the BLANC the rows were written with.
 */
public final class ScoreTable {
  /**
   * A column: its name, whether it holds text (else a number), and whether a row may leave it
   * empty.
   */
  public record Column(String name, boolean text, boolean nullable) {}

  /** The four count columns: the numbers of a row that carries counts, in this order. */
  public static final List<String> COUNT_COLUMNS =
      List.of("recall_num", "recall_den", "precision_num", "precision_den");

  /** The columns of a row, after its key columns: metric, the counts, recall, precision and f1. */
  public static final List<String> COLUMNS;

  /**
   * Run's per-document table (documents.csv, documents.parquet): system and document, then {@link
   * #COLUMNS}.
   */
  public static final List<Column> DOCUMENT_COLUMNS;

  /** The names of {@link #DOCUMENT_COLUMNS}: the header of documents.csv. */
  public static final List<String> DOCUMENT_HEADER;

  /**
   * Run's per-document table when it scores several settings: system, setting and document, then
   * {@link #COLUMNS}.
   */
  public static final List<Column> DOCUMENT_COLUMNS_BY_SETTING;

  /** The names of {@link #DOCUMENT_COLUMNS_BY_SETTING}. */
  public static final List<String> DOCUMENT_HEADER_BY_SETTING;

  /** The rows that carry counts, in the order of their values in {@link Counts}. */
  public static final List<String> COUNT_ROWS;

  /** The rows that are part of a metric and no metric of their own: BLANC's halves. */
  public static final List<String> PARTS;

  private static final String BLANC_COREF = "blanc_coref";
  private static final String BLANC_NONCOREF = "blanc_noncoref";
  private static final List<CountRow> COUNT_ROW_LAYOUT;

  /**
   * A row that carries counts: its metric, and which of the metric's values in {@link Counts} each
   * of its four numbers is. BLANC's halves give their correct count twice, as {@link
   * BlancCounts#coreference()} and {@link BlancCounts#nonCoreference()} do.
   */
  private record CountRow(String name, Metric metric, int[] slots) {}

  static {
    List<Column> columns =
        new ArrayList<>(
            List.of(
                new Column("system", true, false),
                new Column("document", true, false),
                new Column("metric", true, false)));
    COUNT_COLUMNS.forEach(c -> columns.add(new Column(c, false, true)));
    columns.addAll(
        List.of(
            new Column("recall", false, true),
            new Column("precision", false, true),
            new Column("f1", false, false)));
    DOCUMENT_COLUMNS = List.copyOf(columns);
    DOCUMENT_HEADER = DOCUMENT_COLUMNS.stream().map(Column::name).toList();
    COLUMNS = List.copyOf(DOCUMENT_HEADER.subList(2, DOCUMENT_HEADER.size()));
    columns.add(1, new Column("setting", true, false));
    DOCUMENT_COLUMNS_BY_SETTING = List.copyOf(columns);
    DOCUMENT_HEADER_BY_SETTING = DOCUMENT_COLUMNS_BY_SETTING.stream().map(Column::name).toList();

    List<CountRow> rows = new ArrayList<>();
    for (Metric m : Metric.counted()) {
      if (m == Metric.BLANC) {
        rows.add(new CountRow(BLANC_COREF, m, new int[] {0, 1, 0, 2}));
        rows.add(new CountRow(BLANC_NONCOREF, m, new int[] {3, 4, 3, 5}));
      } else if (m.width() == COUNT_COLUMNS.size()) {
        rows.add(new CountRow(m.code(), m, new int[] {0, 1, 2, 3}));
      } else {
        throw new IllegalStateException(
            m.code() + " has " + m.width() + " counts: give it count rows here");
      }
    }
    COUNT_ROW_LAYOUT = List.copyOf(rows);
    COUNT_ROWS = rows.stream().map(CountRow::name).toList();
    PARTS = List.of(BLANC_COREF, BLANC_NONCOREF);
  }

  private ScoreTable() {}

  /** The rows of every metric these counts give, in the order above. */
  public static List<ScoreRow> rows(Counts counts) {
    List<ScoreRow> rows = new ArrayList<>();
    for (Metric m : Metric.values()) {
      if (!counts.has(m)) {
        continue;
      }
      if (m == Metric.BLANC) {
        BlancCounts b = counts.blanc();
        Score overall = counts.blancScore().overall();
        rows.add(row(BLANC_COREF, b.coreference()));
        rows.add(row(BLANC_NONCOREF, b.nonCoreference()));
        rows.add(
            new ScoreRow(
                m.code(),
                overall.recall(),
                1.0,
                overall.precision(),
                1.0,
                overall.recall(),
                overall.precision(),
                overall.f1()));
      } else if (m.hasCounts()) {
        rows.add(row(m.code(), counts.get(m)));
      } else {
        Score s = counts.score(m);
        rows.add(new ScoreRow(m.code(), null, null, null, null, s.recall(), s.precision(), s.f1()));
      }
    }
    return rows;
  }

  private static ScoreRow row(String metric, MetricCounts c) {
    Score s = c.score();
    return new ScoreRow(
        metric,
        c.recallNum(),
        c.recallDen(),
        c.precisionNum(),
        c.precisionDen(),
        s.recall(),
        s.precision(),
        s.f1());
  }

  /** A CSV header: these key columns, then {@link #COLUMNS}. */
  public static List<String> header(String... keys) {
    List<String> header = new ArrayList<>(Arrays.asList(keys));
    header.addAll(COLUMNS);
    return header;
  }

  /**
   * A row's CSV cells after its keys: numbers in full ({@link Numbers#full}), empty when absent.
   */
  public static List<String> cells(ScoreRow row, String... keys) {
    List<String> cells = new ArrayList<>(Arrays.asList(keys));
    cells.addAll(
        List.of(
            row.metric(),
            cell(row.recallNum()),
            cell(row.recallDen()),
            cell(row.precisionNum()),
            cell(row.precisionDen()),
            cell(row.recall()),
            cell(row.precision()),
            cell(row.f1())));
    return cells;
  }

  private static String cell(Double value) {
    return value == null || value.isNaN() ? "" : Numbers.full(value);
  }

  /**
   * A row of run's per-document table as typed values of {@link #DOCUMENT_COLUMNS}: null when
   * absent.
   */
  public static Object[] values(String system, String document, ScoreRow row) {
    return values(system, null, document, row);
  }

  /**
   * A row of {@link #DOCUMENT_COLUMNS_BY_SETTING} as typed values, or of {@link #DOCUMENT_COLUMNS}
   * when {@code setting} is null.
   */
  public static Object[] values(String system, String setting, String document, ScoreRow row) {
    Object[] keys =
        setting == null
            ? new Object[] {system, document}
            : new Object[] {system, setting, document};
    Object[] values = Arrays.copyOf(keys, keys.length + COLUMNS.size());
    int i = keys.length;
    values[i++] = row.metric();
    values[i++] = row.recallNum();
    values[i++] = row.recallDen();
    values[i++] = row.precisionNum();
    values[i++] = row.precisionDen();
    values[i++] = nanToNull(row.recall());
    values[i++] = nanToNull(row.precision());
    values[i] = row.f1();
    return values;
  }

  private static Double nanToNull(double x) {
    return Double.isNaN(x) ? null : x;
  }

  /** Whether a row of this name carries counts (and is one of {@link #COUNT_ROWS}). */
  public static boolean carriesCounts(String row) {
    return COUNT_ROWS.contains(row);
  }

  /** Whether a row of this name is part of a metric rather than a metric ({@link #PARTS}). */
  public static boolean isPart(String row) {
    return PARTS.contains(row);
  }

  /** The counted metrics all of whose count rows are among these row names. */
  public static Set<Metric> metricsOf(Collection<String> rows) {
    Set<Metric> metrics = EnumSet.noneOf(Metric.class);
    for (Metric m : Metric.counted()) {
      if (COUNT_ROW_LAYOUT.stream().allMatch(r -> r.metric() != m || rows.contains(r.name()))) {
        metrics.add(m);
      }
    }
    return metrics;
  }

  /**
   * The count rows as prose, by metric: {@code mentions, muc, ..., blanc_coref and blanc_noncoref,
   * lea}.
   */
  public static String countRowsText() {
    List<String> byMetric = new ArrayList<>();
    for (Metric m : Metric.counted()) {
      byMetric.add(
          String.join(
              " and ",
              COUNT_ROW_LAYOUT.stream().filter(r -> r.metric() == m).map(CountRow::name).toList()));
    }
    return String.join(", ", byMetric);
  }

  /**
   * Puts the four numbers of count row {@code row} (an index of {@link #COUNT_ROWS}; numbers in
   * {@link #COUNT_COLUMNS} order) where they belong in a vector laid out as {@link Counts#values()}
   * from {@code offset}. A number given twice (BLANC's correct count, for recall and for precision)
   * is taken from the recall side. BLANC's first row also records {@code blancRule}, the rule its
   * halves were combined by when they were written ({@link Counts#putBlancRule}); this is where
   * counts read back get their rule.
   */
  public static void putCounts(
      int row, double[] numbers, BlancScore.Rule blancRule, double[] values, int offset) {
    CountRow r = COUNT_ROW_LAYOUT.get(row);
    int base = offset + Counts.offset(r.metric());
    for (int k = 0; k < r.slots().length; k++) {
      if (firstOf(r.slots(), k)) {
        values[base + r.slots()[k]] = numbers[k];
      }
    }
    if (r.name().equals(BLANC_COREF)) { // one row of the two, so that partial sums add up to 1
      Counts.putBlancRule(blancRule, values, offset);
    }
  }

  private static boolean firstOf(int[] slots, int k) {
    for (int j = 0; j < k; j++) {
      if (slots[j] == slots[k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The counts that rows give back, as {@link #rows} made them: the metrics whose count rows are
   * all there, their values from those rows (an absent count is NaN); other rows are ignored.
   * BLANC's halves combine by {@code blancRule}, the rule of the profile they were scored under
   * ({@link BlancScore.Rule#of}).
   */
  public static Counts counts(List<ScoreRow> rows, BlancScore.Rule blancRule) {
    double[] values = new double[Counts.WIDTH];
    List<String> names = new ArrayList<>();
    for (ScoreRow r : rows) {
      int k = COUNT_ROWS.indexOf(r.metric());
      if (k >= 0) {
        putCounts(
            k,
            new double[] {
              number(r.recallNum()),
              number(r.recallDen()),
              number(r.precisionNum()),
              number(r.precisionDen())
            },
            blancRule,
            values,
            0);
        names.add(r.metric());
      }
    }
    return Counts.of(metricsOf(names), values);
  }

  private static double number(Double value) {
    return value == null ? Double.NaN : value;
  }
}
