package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.corefstats.report.ScoreTable;

/**
 * scores.csv as the report shows it: per system and metric, F1 (with the exact text of the file,
 * which the page carries so that a reader or a test can check it), recall and precision. BLANC's
 * halves are parts of BLANC, not metrics of their own, and are left out. With several settings (a
 * {@code setting} column), the rows of one setting only ({@link PrimarySetting}).
 *
 * @param setting the setting of the rows kept, null when the file has no setting column
 * @param settings every setting the file names, in its order (empty without the column)
 */
record SystemScoresFile(
    List<String> systems,
    List<String> metrics,
    Map<String, Map<String, Cell>> cells,
    String setting,
    List<String> settings) {
  static final String FILE = "scores.csv";

  /** One score: F1 as written and as a number, recall and precision (NaN when empty). */
  record Cell(String f1Text, double f1, double recall, double precision) {}

  Cell cell(String system, String metric) {
    Map<String, Cell> bySystem = cells.get(system);
    return bySystem == null ? null : bySystem.get(metric);
  }

  /**
   * The file's systems and metrics in its own order, of {@code setting}'s rows (null: the first
   * setting named) when the file has several; empty when there is no scores.csv.
   */
  static Optional<SystemScoresFile> read(OutputFiles files, String setting) throws IOException {
    PrimarySetting kept = new PrimarySetting(setting);
    List<String> settings = new ArrayList<>();
    List<String> systems = new ArrayList<>();
    List<String> metrics = new ArrayList<>();
    Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();
    boolean present =
        CsvFiles.read(
            files,
            FILE,
            List.of("system", "metric", "recall", "precision", "f1"),
            r -> {
              if (r.isMapped("setting")) {
                String rowSetting = r.get("setting");
                if (!settings.contains(rowSetting)) {
                  settings.add(rowSetting);
                }
                if (!kept.keeps(rowSetting)) {
                  return;
                }
              }
              String metric = r.get("metric");
              if (ScoreTable.isPart(metric)) {
                return;
              }
              String system = r.get("system");
              Map<String, Cell> bySystem =
                  cells.computeIfAbsent(
                      system,
                      s -> {
                        systems.add(s);
                        return new LinkedHashMap<>();
                      });
              if (!metrics.contains(metric)) {
                metrics.add(metric);
              }
              bySystem.put(
                  metric,
                  new Cell(
                      r.get("f1"),
                      CsvFiles.number(r, "f1"),
                      CsvFiles.number(r, "recall"),
                      CsvFiles.number(r, "precision")));
            });
    return present
        ? Optional.of(
            new SystemScoresFile(
                List.copyOf(systems),
                List.copyOf(metrics),
                cells,
                settings.isEmpty() ? null : kept.setting(),
                List.copyOf(settings)))
        : Optional.empty();
  }
}
