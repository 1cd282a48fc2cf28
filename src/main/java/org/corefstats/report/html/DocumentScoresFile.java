package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The per-document F1 of documents.csv, read in one streaming pass and kept only for the metrics
 * the report shows: per system, per document, per metric (NaN where the file has no row, e.g. a
 * system that was left out).
 */
final class DocumentScoresFile {
  static final String FILE = "documents.csv";

  private final List<String> metrics;
  private final List<String> documents = new ArrayList<>();
  private final Map<String, Integer> documentIndex = new HashMap<>();
  private final List<String> systems = new ArrayList<>();
  private final Map<String, Integer> systemIndex = new HashMap<>();
  private final List<List<double[]>> f1 = new ArrayList<>(); // [system][document][metric]

  private DocumentScoresFile(List<String> metrics) {
    this.metrics = List.copyOf(metrics);
  }

  /** documents.csv, or empty when there is none. */
  static Optional<DocumentScoresFile> read(OutputFiles files, List<String> metrics)
      throws IOException {
    DocumentScoresFile d = new DocumentScoresFile(metrics);
    Map<String, Integer> metricIndex = new HashMap<>();
    for (int m = 0; m < metrics.size(); m++) {
      metricIndex.put(metrics.get(m), m);
    }
    boolean present =
        CsvFiles.read(
            files,
            FILE,
            List.of("system", "document", "metric", "f1"),
            r -> {
              Integer m = metricIndex.get(r.get("metric"));
              if (m != null) {
                d.row(r.get("system"), r.get("document"))[m] = CsvFiles.number(r, "f1");
              }
            });
    return present ? Optional.of(d) : Optional.empty();
  }

  private double[] row(String system, String document) {
    int s =
        systemIndex.computeIfAbsent(
            system,
            x -> {
              systems.add(x);
              f1.add(new ArrayList<>());
              return systems.size() - 1;
            });
    int doc =
        documentIndex.computeIfAbsent(
            document,
            x -> {
              documents.add(x);
              return documents.size() - 1;
            });
    List<double[]> rows = f1.get(s);
    while (rows.size() <= doc) {
      rows.add(null);
    }
    double[] values = rows.get(doc);
    if (values == null) {
      values = new double[metrics.size()];
      Arrays.fill(values, Double.NaN);
      rows.set(doc, values);
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
