package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The F1 intervals (intervals.csv) and the rankings with significance groups (ranking.csv) that
 * {@code significance} wrote, at the top of the directory or under {@code significance/} (a run's).
 */
record SignificanceFiles(
    String dir,
    List<String> systems,
    List<String> metrics,
    Map<String, Interval> intervals,
    Map<String, Rank> ranks,
    double level,
    String method,
    String replicates) {

  /** The F1 interval of a system for a metric: the estimate as written, and the bounds. */
  record Interval(String estimateText, double estimate, double lower, double upper) {}

  /**
   * The estimates as a table of scores (F1 only), for a directory of {@code significance} alone:
   * the estimate is the corpus F1 of the counts it resampled.
   */
  SystemScoresFile asScores() {
    Map<String, Map<String, SystemScoresFile.Cell>> cells = new LinkedHashMap<>();
    for (String s : systems) {
      Map<String, SystemScoresFile.Cell> bySystem = new LinkedHashMap<>();
      for (String m : metrics) {
        Interval i = interval(s, m);
        if (i != null) {
          bySystem.put(
              m, new SystemScoresFile.Cell(i.estimateText(), i.estimate(), Double.NaN, Double.NaN));
        }
      }
      cells.put(s, bySystem);
    }
    return new SystemScoresFile(systems, metrics, cells, null, List.of());
  }

  /** Where the tests place a system for a metric: the ranks they allow and its groups. */
  record Rank(int best, int worst, String groups) {}

  Interval interval(String system, String metric) {
    return intervals.get(system + "\u0000" + metric);
  }

  Rank rank(String system, String metric) {
    return ranks.get(system + "\u0000" + metric);
  }

  /**
   * The significance outputs found first in {@code dirs} ("" is the top), or empty; with a {@code
   * setting} column, the rows of {@code setting} (null: the first named).
   */
  static Optional<SignificanceFiles> read(OutputFiles files, List<String> dirs, String setting)
      throws IOException {
    for (String dir : dirs) {
      PrimarySetting kept = new PrimarySetting(setting);
      Map<String, Interval> intervals = new HashMap<>();
      List<String> systems = new ArrayList<>();
      List<String> metrics = new ArrayList<>();
      Map<String, Rank> ranks = new HashMap<>();
      double[] level = {Double.NaN};
      String[] method = {""};
      String[] replicates = {""};
      boolean present =
          CsvFiles.read(
              files,
              dir + "intervals.csv",
              List.of("system", "metric", "measure", "estimate", "lower", "upper", "level"),
              r -> {
                if (r.get("measure").equals("F1")
                    && (!r.isMapped("setting") || kept.keeps(r.get("setting")))) {
                  if (!systems.contains(r.get("system"))) {
                    systems.add(r.get("system"));
                  }
                  if (!metrics.contains(r.get("metric"))) {
                    metrics.add(r.get("metric"));
                  }
                  intervals.put(
                      r.get("system") + "\u0000" + r.get("metric"),
                      new Interval(
                          r.get("estimate"),
                          CsvFiles.number(r, "estimate"),
                          CsvFiles.number(r, "lower"),
                          CsvFiles.number(r, "upper")));
                  level[0] = CsvFiles.number(r, "level");
                  method[0] = r.isMapped("method") ? r.get("method") : "";
                  replicates[0] = r.isMapped("replicates") ? r.get("replicates") : "";
                }
              });
      if (!present) {
        continue;
      }
      CsvFiles.read(
          files,
          dir + "ranking.csv",
          List.of("metric", "measure", "system", "rank_best", "rank_worst", "groups"),
          r -> {
            if (r.get("measure").equals("F1")
                && (!r.isMapped("setting") || kept.keeps(r.get("setting")))) {
              ranks.put(
                  r.get("system") + "\u0000" + r.get("metric"),
                  new Rank(
                      Integer.parseInt(r.get("rank_best")),
                      Integer.parseInt(r.get("rank_worst")),
                      r.get("groups")));
            }
          });
      return Optional.of(
          new SignificanceFiles(
              dir,
              List.copyOf(systems),
              List.copyOf(metrics),
              intervals,
              ranks,
              level[0],
              method[0],
              replicates[0]));
    }
    return Optional.empty();
  }
}
