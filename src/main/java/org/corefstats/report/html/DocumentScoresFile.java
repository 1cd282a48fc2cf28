package org.corefstats.report.html;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import de.siegmar.fastcsv.reader.CsvReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The per-document F1 of documents.csv, read in one streaming pass: per system, per document, per
 * metric (NaN where the file has no row, e.g. a system that was left out, or where the page needs
 * no value). A run of 1,000 systems writes about 900 MB of it, so it is read with FastCSV's
 * callbacks: only the four columns used are looked at, a system's and a document's name become a
 * string once (the file is sorted by system, then document), and F1 is parsed only for the ranking
 * metric and for the systems whose every metric the page shows. With several settings (a {@code
 * setting} column after {@code system}) only one setting's rows are kept ({@link PrimarySetting}).
 */
final class DocumentScoresFile {
  static final String FILE = "documents.csv";
  private static final List<String> COLUMNS = List.of("system", "document", "metric");
  private static final int F1_COLUMN = 9; // system,document,metric,4 counts,recall,precision,f1
  private static final String SETTING = "setting";

  private final List<String> metrics;
  private final List<String> documents = new ArrayList<>();
  private final Map<String, Integer> documentIndex = new HashMap<>();
  private final List<String> systems = new ArrayList<>();
  private final Map<String, Integer> systemIndex = new HashMap<>();
  private final List<List<double[]>> f1 = new ArrayList<>(); // [system][document][metric]

  private DocumentScoresFile(List<String> metrics) {
    this.metrics = List.copyOf(metrics);
  }

  /**
   * documents.csv, or empty when there is none.
   *
   * @param metric the metric whose F1 is kept for every system
   * @param everyMetric the systems whose F1 is kept for every metric of {@code metrics}
   * @param setting the setting whose rows are kept when the file has several (null: the first)
   */
  static Optional<DocumentScoresFile> read(
      OutputFiles files,
      List<String> metrics,
      String metric,
      Set<String> everyMetric,
      String setting)
      throws IOException {
    Optional<InputStream> in = files.open(FILE);
    if (in.isEmpty()) {
      return Optional.empty();
    }
    DocumentScoresFile d = new DocumentScoresFile(metrics);
    Rows rows =
        new Rows(d, metrics.indexOf(metric), everyMetric, setting, files.where() + "/" + FILE);
    try (Reader reader = new InputStreamReader(in.get(), StandardCharsets.UTF_8);
        CsvReader<Void> csv = CsvReader.builder().build(rows, reader)) {
      for (Void ignored : csv) {
        // each record is taken in by the handler as it is built
      }
    }
    return Optional.of(d);
  }

  /**
   * One record at a time: the fields are compared and parsed where they lie in FastCSV's buffer.
   */
  private static final class Rows extends AbstractBaseCsvCallbackHandler<Void> {
    private final DocumentScoresFile d;
    private final int keptMetric;
    private final Set<String> everyMetric;
    private final String where;
    private final char[][] metricNames;
    private final List<String> headerNames = new ArrayList<>();
    private char[] setting;
    private int shift; // 1 when a setting column follows system
    private boolean skip; // a row of another setting
    private char[] system = new char[0];
    private int systemLength = -1;
    private char[] document = new char[0];
    private int documentLength = -1;
    private int systemIndex;
    private int documentIndex;
    private boolean allMetrics;
    private int metric;
    private String f1;
    private boolean header = true;

    Rows(
        DocumentScoresFile d,
        int keptMetric,
        Set<String> everyMetric,
        String setting,
        String where) {
      this.d = d;
      this.setting = setting == null ? null : setting.toCharArray();
      this.keptMetric = keptMetric;
      this.everyMetric = everyMetric;
      this.where = where;
      metricNames = d.metrics.stream().map(String::toCharArray).toArray(char[][]::new);
    }

    @Override
    protected void handleBegin(long line) {
      metric = -1;
      f1 = null;
      skip = false;
    }

    @Override
    protected void handleField(int index, char[] buf, int offset, int length, boolean quoted) {
      if (header) {
        headerNames.add(new String(buf, offset, length));
        return;
      }
      if (skip) {
        return;
      }
      if (shift == 1 && index == 1) {
        if (setting == null) {
          setting = Arrays.copyOfRange(buf, offset, offset + length); // the first named
        }
        skip = !same(buf, offset, length, setting, setting.length);
        return;
      }
      switch (index < 1 ? index : index - shift) {
        case 0 -> {
          if (!same(buf, offset, length, system, systemLength)) {
            system = Arrays.copyOfRange(buf, offset, offset + length);
            systemLength = length;
            String name = new String(system);
            systemIndex = d.system(name);
            allMetrics = everyMetric.contains(name);
            documentLength = -1; // a new system starts over the documents
          }
        }
        case 1 -> {
          if (!same(buf, offset, length, document, documentLength)) {
            document = Arrays.copyOfRange(buf, offset, offset + length);
            documentLength = length;
            documentIndex = d.document(new String(document));
          }
        }
        case 2 -> {
          for (int m = 0; m < metricNames.length; m++) {
            if (same(buf, offset, length, metricNames[m], metricNames[m].length)) {
              metric = m;
              break;
            }
          }
        }
        case F1_COLUMN -> {
          if (metric >= 0 && (metric == keptMetric || allMetrics)) {
            f1 = new String(buf, offset, length);
          }
        }
        default -> {}
      }
    }

    private static boolean same(char[] buf, int offset, int length, char[] other, int otherLength) {
      return length == otherLength && Arrays.equals(buf, offset, offset + length, other, 0, length);
    }

    /** The header, once read: system, [setting,] document, metric, ..., f1. */
    private void checkHeader() {
      shift = headerNames.size() > 1 && headerNames.get(1).equals(SETTING) ? 1 : 0;
      for (int i = 0; i <= COLUMNS.size(); i++) {
        int index = i == COLUMNS.size() ? F1_COLUMN : i;
        String expected = i == COLUMNS.size() ? "f1" : COLUMNS.get(i);
        int at = index == 0 ? 0 : index + shift;
        if (at >= headerNames.size() || !headerNames.get(at).equals(expected)) {
          throw new IllegalStateException(
              where + " is not run's documents.csv: column " + (at + 1) + " is not " + expected);
        }
      }
    }

    /** At the end of each record: its F1, if it is one the page needs. */
    @Override
    protected Void buildRecord() {
      if (header) {
        header = false;
        checkHeader();
      } else if (f1 != null && !skip) {
        d.row(systemIndex, documentIndex)[metric] =
            f1.isEmpty() ? Double.NaN : Double.parseDouble(f1);
      }
      return null;
    }
  }

  private int system(String name) {
    return systemIndex.computeIfAbsent(
        name,
        x -> {
          systems.add(x);
          f1.add(new ArrayList<>());
          return systems.size() - 1;
        });
  }

  private int document(String name) {
    return documentIndex.computeIfAbsent(
        name,
        x -> {
          documents.add(x);
          return documents.size() - 1;
        });
  }

  private double[] row(int system, int document) {
    List<double[]> rows = f1.get(system);
    while (rows.size() <= document) {
      rows.add(null);
    }
    double[] values = rows.get(document);
    if (values == null) {
      values = new double[metrics.size()];
      Arrays.fill(values, Double.NaN);
      rows.set(document, values);
    }
    return values;
  }

  List<String> metrics() {
    return metrics;
  }

  /** Documents in the order the file first names them. */
  List<String> documents() {
    return documents;
  }

  boolean hasSystem(String system) {
    return systemIndex.containsKey(system);
  }

  /** F1 of a system on a document for a metric (indexes of {@link #metrics}), NaN when absent. */
  double f1(String system, int document, int metric) {
    Integer s = systemIndex.get(system);
    if (s == null) {
      return Double.NaN;
    }
    List<double[]> rows = f1.get(s);
    double[] values = document < rows.size() ? rows.get(document) : null;
    return values == null ? Double.NaN : values[metric];
  }
}
