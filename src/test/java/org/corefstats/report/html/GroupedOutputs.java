package org.corefstats.report.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Hand-written outputs of a run with groups of documents and settings, for the report's tests. */
public final class GroupedOutputs {
  private static final List<String> METRICS = List.of("muc", "bcub", "conll");

  private GroupedOutputs() {}

  /**
   * The outputs of a grouped run, as {@code run} writes them: scores.csv and documents.csv (with a
   * setting column when there are several settings), groups.csv with its (macro) rows,
   * leaderboard.csv ranked by the first setting's macro CoNLL F1, and run.json. The F1 of a system
   * on a group differs by setting (the second setting reverses the systems' order) and has full
   * precision. Returns leaderboard.csv's rows, in rank order.
   */
  public static List<String[]> write(
      Path dir, List<String> systems, List<String> settings, List<String> groups)
      throws IOException {
    boolean several = settings.size() > 1;
    StringBuilder scores =
        new StringBuilder(
            "system,"
                + (several ? "setting," : "")
                + "metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    StringBuilder docs =
        new StringBuilder(
            "system,"
                + (several ? "setting," : "")
                + "document,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    StringBuilder groupRows =
        new StringBuilder(
            "system,setting,group,metric,recall_num,recall_den,precision_num,precision_den,"
                + "recall,precision,f1\n");
    List<double[]> macros = new ArrayList<>(); // [system][setting]
    List<double[][]> byGroup = new ArrayList<>(); // [system][setting][group]
    for (int s = 0; s < systems.size(); s++) {
      String name = csv(systems.get(s));
      double[] macro = new double[settings.size()];
      double[][] values = new double[settings.size()][groups.size()];
      for (int k = 0; k < settings.size(); k++) {
        String setting = settings.get(k);
        int order = k == 0 ? s : systems.size() - 1 - s;
        double sum = 0;
        for (int g = 0; g < groups.size(); g++) {
          double f1 = (order + 1) / (systems.size() + 2.0) + g / 997.0 + k / 10007.0;
          values[k][g] = f1;
          sum += f1;
          for (String m : List.of("muc", "bcub", "ceafe", "conll")) {
            String cells = m.equals("conll") ? ",,,,0.5,0.5," : "1,3,1,3,0.5,0.5,";
            groupRows
                .append(String.join(",", name, setting, csv(groups.get(g)), m))
                .append(',')
                .append(cells)
                .append(Double.toString(f1))
                .append('\n');
          }
        }
        macro[k] = sum / groups.size();
        groupRows
            .append(String.join(",", name, setting, "(macro)", "conll"))
            .append(",,,,,0.5,0.5,")
            .append(Double.toString(macro[k]))
            .append('\n');
        for (String m : METRICS) {
          double f1 = macro[k] + (m.equals("muc") ? 0.001 : 0);
          scores
              .append(name)
              .append(',')
              .append(several ? setting + "," : "")
              .append(m)
              .append(",1,2,1,2,0.5,0.5,")
              .append(Double.toString(f1))
              .append('\n');
          for (int d = 0; d < 4; d++) {
            docs.append(name)
                .append(',')
                .append(several ? setting + "," : "")
                .append(k == 0 ? "doc" + d : "second-only-doc" + d)
                .append(',')
                .append(m)
                .append(",1,2,1,2,0.5,0.5,")
                .append(Double.toString(Math.min(1, f1 * (0.5 + d / 4.0))))
                .append('\n');
          }
        }
      }
      macros.add(macro);
      byGroup.add(values);
    }
    List<Integer> ranked = new ArrayList<>();
    for (int s = 0; s < systems.size(); s++) {
      ranked.add(s);
    }
    ranked.sort((a, b) -> Double.compare(macros.get(b)[0], macros.get(a)[0]));
    List<String> header = new ArrayList<>(List.of("rank", "system"));
    header.addAll(settings);
    for (String setting : settings) {
      for (String g : groups) {
        header.add(setting + ":" + g);
      }
    }
    StringBuilder leaderboard =
        new StringBuilder(String.join(",", header.stream().map(GroupedOutputs::csv).toList()))
            .append('\n');
    List<String[]> rows = new ArrayList<>();
    for (int r = 0; r < ranked.size(); r++) {
      int s = ranked.get(r);
      List<String> row = new ArrayList<>(List.of(Integer.toString(r + 1), systems.get(s)));
      for (int k = 0; k < settings.size(); k++) {
        row.add(Double.toString(macros.get(s)[k]));
      }
      for (int k = 0; k < settings.size(); k++) {
        for (int g = 0; g < groups.size(); g++) {
          row.add(Double.toString(byGroup.get(s)[k][g]));
        }
      }
      rows.add(row.toArray(String[]::new));
      leaderboard.append(String.join(",", row.stream().map(GroupedOutputs::csv).toList()));
      leaderboard.append('\n');
    }
    StringBuilder documents = new StringBuilder();
    for (String g : groups) {
      documents.append(documents.length() == 0 ? "" : ", ").append(json(g)).append(": 3");
    }
    Files.writeString(
        dir.resolve("run.json"),
        "{\"status\": \"ok\", \"settings\": ["
            + String.join(", ", settings.stream().map(GroupedOutputs::json).toList())
            + "], \"groups\": {\"by\": \"file\", \"documents\": {"
            + documents
            + "}, \"ungrouped\": 0}}");
    Files.writeString(dir.resolve("scores.csv"), scores, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("documents.csv"), docs, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("groups.csv"), groupRows, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("leaderboard.csv"), leaderboard, StandardCharsets.UTF_8);
    return rows;
  }

  static String json(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  static String csv(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
