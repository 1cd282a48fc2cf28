package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The leaderboard of a grouped run, each file read in one streaming pass: leaderboard.csv (systems
 * in rank order, the macro CoNLL F1 per setting, then each setting's CoNLL F1 per group, as the
 * text of the file and as a number) and, when present, the CoNLL score's three parts per system,
 * setting and group from groups.csv (for the heat maps' tooltips; its other metrics are skipped).
 */
final class LeaderboardFiles {
  static final String LEADERBOARD = "leaderboard.csv";
  static final String GROUPS = "groups.csv";

  /** The macro average's rows of groups.csv. */
  static final String MACRO = "(macro)";

  /** The metrics whose mean is the CoNLL score, shown beside it. */
  static final List<String> CONLL_PARTS = List.of("muc", "bcub", "ceafe");

  /** A score as the file writes it and as a number (NaN when empty). */
  record Score(String text, double value) {
    static final Score NONE = new Score("", Double.NaN);
  }

  /** A ranked system: its rank as written and its scores in the file's column order. */
  record Row(String rank, String system, Score[] scores) {}

  private final List<String> settings;
  private final Map<String, List<String>> groups;
  private final Map<String, Integer> columns; // setting, or setting + '\0' + group -> index
  private final List<Row> rows;
  private final Map<String, String[]> parts; // system '\0' setting '\0' group -> F1 texts

  private LeaderboardFiles(
      List<String> settings,
      Map<String, List<String>> groups,
      Map<String, Integer> columns,
      List<Row> rows,
      Map<String, String[]> parts) {
    this.settings = settings;
    this.groups = groups;
    this.columns = columns;
    this.rows = rows;
    this.parts = parts;
  }

  /** leaderboard.csv (with groups.csv when there is one), or empty when there is none. */
  static Optional<LeaderboardFiles> read(OutputFiles files) throws IOException {
    List<String> header = new ArrayList<>();
    List<String> settings = new ArrayList<>();
    Map<String, List<String>> groups = new LinkedHashMap<>();
    Map<String, Integer> columns = new HashMap<>();
    List<Row> rows = new ArrayList<>();
    boolean present =
        CsvFiles.read(
            files,
            LEADERBOARD,
            List.of("rank", "system"),
            r -> {
              if (header.isEmpty()) {
                header.addAll(r.getParser().getHeaderNames());
                layout(header, settings, groups, columns);
              }
              Score[] scores = new Score[header.size()];
              Arrays.fill(scores, Score.NONE);
              for (int i = 2; i < scores.length; i++) { // after rank and system
                String text = i < r.size() ? r.get(i) : "";
                scores[i] = text.isEmpty() ? Score.NONE : new Score(text, Double.parseDouble(text));
              }
              rows.add(new Row(r.get("rank"), r.get("system"), scores));
            });
    if (!present) {
      return Optional.empty();
    }
    Map<String, String[]> parts = new HashMap<>();
    CsvFiles.read(
        files,
        GROUPS,
        List.of("system", "setting", "group", "metric", "f1"),
        r -> {
          int part = CONLL_PARTS.indexOf(r.get("metric"));
          if (part >= 0 && !r.get("group").equals(MACRO)) {
            parts
                    .computeIfAbsent(
                        key(r.get("system"), r.get("setting"), r.get("group")),
                        k -> new String[CONLL_PARTS.size()])[part] =
                r.get("f1");
          }
        });
    return Optional.of(
        new LeaderboardFiles(List.copyOf(settings), groups, columns, List.copyOf(rows), parts));
  }

  /**
   * The columns after rank and system: the settings first, then "setting:group" for each group of
   * each setting (a group's name may itself hold ':'; a setting's is the longest that prefixes it).
   */
  private static void layout(
      List<String> header,
      List<String> settings,
      Map<String, List<String>> groups,
      Map<String, Integer> columns) {
    for (int i = 2; i < header.size(); i++) {
      String name = header.get(i);
      String setting = null;
      for (String s : settings) {
        if (name.startsWith(s + ":") && (setting == null || s.length() > setting.length())) {
          setting = s;
        }
      }
      if (setting == null) {
        settings.add(name);
        groups.put(name, new ArrayList<>());
        columns.put(name, i);
      } else {
        String group = name.substring(setting.length() + 1);
        groups.get(setting).add(group);
        columns.put(setting + '\0' + group, i);
      }
    }
  }

  private static String key(String system, String setting, String group) {
    return system + '\0' + setting + '\0' + group;
  }

  /** The settings, the primary (ranking) one first. */
  List<String> settings() {
    return settings;
  }

  /** A setting's groups in the file's order. */
  List<String> groups(String setting) {
    return groups.getOrDefault(setting, List.of());
  }

  /** The systems in rank order. */
  List<Row> rows() {
    return rows;
  }

  /** A system's macro CoNLL F1 in a setting. */
  Score macro(Row row, String setting) {
    Integer i = columns.get(setting);
    return i == null ? Score.NONE : row.scores()[i];
  }

  /** A system's CoNLL F1 on one group in a setting. */
  Score group(Row row, String setting, String group) {
    Integer i = columns.get(setting + '\0' + group);
    return i == null ? Score.NONE : row.scores()[i];
  }

  /** Whether groups.csv gave the CoNLL score's parts. */
  boolean hasParts() {
    return !parts.isEmpty();
  }

  /** MUC, B³ and CEAFe F1 (texts of groups.csv) behind a group's CoNLL score, or null. */
  String[] parts(String system, String setting, String group) {
    return parts.get(key(system, setting, group));
  }
}
