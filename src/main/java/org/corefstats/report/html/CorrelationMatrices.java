package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The correlation matrices of matrix.csv (the study of {@code correlate}, or a run's under {@code
 * correlation/}): per level, over all points, Pearson's r of F1 between every pair of metrics.
 */
final class CorrelationMatrices {
  private static final List<String> KEY_COLUMNS =
      List.of("level", "group", "measure", "method", "metric");

  /** One square matrix: its level (system, document) and r for each pair of metrics. */
  record Matrix(String file, String level, String method, List<String> metrics, double[][] r) {}

  private CorrelationMatrices() {}

  /** Every matrix of F1 over all points, by Pearson's r, in the files found in {@code dirs}. */
  static List<Matrix> read(OutputFiles files, List<String> dirs) throws IOException {
    List<Matrix> matrices = new ArrayList<>();
    for (String dir : dirs) {
      String file = dir + "matrix.csv";
      Map<String, Map<String, double[]>> rowsByLevel = new LinkedHashMap<>();
      List<String> columns = new ArrayList<>();
      CsvFiles.read(
          files,
          file,
          KEY_COLUMNS,
          r -> {
            if (columns.isEmpty()) {
              r.getParser().getHeaderNames().stream()
                  .filter(c -> !KEY_COLUMNS.contains(c))
                  .forEach(columns::add);
            }
            if (!r.get("group").equals("all")
                || !r.get("measure").equals("F1")
                || !r.get("method").equals("pearson")) {
              return;
            }
            double[] values = new double[columns.size()];
            for (int k = 0; k < values.length; k++) {
              values[k] = CsvFiles.number(r, columns.get(k));
            }
            rowsByLevel
                .computeIfAbsent(r.get("level"), l -> new LinkedHashMap<>())
                .put(r.get("metric"), values);
          });
      for (Map.Entry<String, Map<String, double[]>> level : rowsByLevel.entrySet()) {
        List<String> metrics = List.copyOf(level.getValue().keySet());
        double[][] r = new double[metrics.size()][metrics.size()];
        for (int i = 0; i < metrics.size(); i++) {
          double[] row = level.getValue().get(metrics.get(i));
          for (int j = 0; j < metrics.size(); j++) {
            r[i][j] = row[columns.indexOf(metrics.get(j))];
          }
        }
        matrices.add(new Matrix(file, level.getKey(), "pearson", metrics, r));
      }
    }
    return matrices;
  }
}
