package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.emptynodes.CracYear;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.emptynodes.KeyScore;
import org.corefstats.core.evaluation.Evaluation;

/**
 * What {@code --empty-nodes} adds to a run directory (docs/explanation/empty-nodes.md 8):
 * empty_nodes.csv, each system's sums over its file pairs per year and key, and a line per system
 * in the summary (the headline key, {@link EmptyNodeSums#headline}); the report's ranking reads the
 * file back for its column.
 */
public final class EmptyNodeOutputs implements FileStepOutputs {
  EmptyNodeOutputs() {}

  public static final String FILE = "empty_nodes.csv";

  /** With {@code --group-by}: per system, group and key, and the groups' macro mean. */
  public static final String GROUPS_FILE = "empty_nodes_groups.csv";

  public static final List<String> GROUPS_HEADER =
      List.of(
          "system", "group", "evaluation", "key", "tp", "fp", "fn", "precision", "recall", "f1");

  public static final List<String> HEADER =
      List.of(
          "system", "evaluation", "key", "tp", "fp", "fn", "precision", "recall", "f1", "files");

  @Override
  public boolean asked(Evaluation evaluation) {
    return evaluation.emptyNodes() != null;
  }

  /** The years asked, as {@code --empty-nodes} names them. */
  @Override
  public void context(Evaluation evaluation, Map<String, Object> context) {
    context.put(
        "emptyNodes", evaluation.emptyNodes().years().stream().map(CracYear::code).toList());
  }

  @Override
  public List<String> files(RunResult result) {
    if (result.emptyNodes().isEmpty()) {
      return List.of();
    }
    return result.grouping() == null ? List.of(FILE) : List.of(FILE, GROUPS_FILE);
  }

  /** Writes empty_nodes.csv (and per group); returns the summary's part (empty when not asked). */
  @Override
  public String write(RunResult result, OutputDirectory output) throws IOException {
    Map<String, EmptyNodeSums> sums = result.emptyNodes();
    if (sums.isEmpty()) {
      return "";
    }
    List<List<String>> rows = new ArrayList<>();
    StringBuilder summary = new StringBuilder();
    KeyScore any = sums.values().iterator().next().headline();
    CracYear headlineYear = sums.values().iterator().next().headlineYear();
    summary.append(
        String.format(
            Locale.ROOT,
            "Empty nodes (%s, %s; empty_nodes.csv has every key):%n",
            headlineYear.script(),
            any.key().label()));
    for (RunResult.SystemResult system : result.systems()) {
      EmptyNodeSums s = sums.get(system.name());
      if (s == null) {
        continue;
      }
      for (CracYear year : s.request().years()) {
        for (KeyScore k : s.scores(year)) {
          rows.add(
              List.of(
                  system.name(),
                  year.code(),
                  k.key().label(),
                  Long.toString(k.tp()),
                  Long.toString(k.fp()),
                  Long.toString(k.fn()),
                  Numbers.full(k.precision()),
                  Numbers.full(k.recall()),
                  Numbers.full(k.f1()),
                  Integer.toString(s.files())));
        }
      }
      KeyScore h = s.headline();
      summary.append(
          String.format(
              Locale.ROOT,
              "  %-24s f1=%s%%, p=%s%%, r=%s%%  (%d/%d/%d tp/fp/fn, %d file%s)%n",
              system.name(),
              KeyScore.percent(h.f1()),
              KeyScore.percent(h.precision()),
              KeyScore.percent(h.recall()),
              h.tp(),
              h.fp(),
              h.fn(),
              s.files(),
              s.files() == 1 ? "" : "s"));
    }
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, HEADER, rows);
    }
    DocumentGrouping grouping = result.grouping();
    if (grouping != null) {
      try (PrintWriter w = output.text(GROUPS_FILE)) {
        CsvOutput.write(w, GROUPS_HEADER, groupRows(result));
      }
    }
    return summary.toString();
  }

  /**
   * Each system's counts per group (the sums of its documents', docs/explanation/empty-nodes.md 8),
   * then the groups' macro mean of precision, recall and F1 (counts left empty), as the leaderboard
   * averages.
   */
  private static List<List<String>> groupRows(RunResult result) {
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult system : result.systems()) {
      EmptyNodeSums s = result.emptyNodes().get(system.name());
      if (s == null || s.byGroup().isEmpty()) {
        continue;
      }
      for (CracYear year : s.request().years()) {
        int keys = year.keys().size();
        double[][] mean = new double[keys][3];
        s.byGroup()
            .forEach(
                (group, sums) -> {
                  List<KeyScore> scores = sums.scores(year);
                  for (int k = 0; k < keys; k++) {
                    KeyScore ks = scores.get(k);
                    rows.add(
                        List.of(
                            system.name(),
                            group,
                            year.code(),
                            ks.key().label(),
                            Long.toString(ks.tp()),
                            Long.toString(ks.fp()),
                            Long.toString(ks.fn()),
                            Numbers.full(ks.precision()),
                            Numbers.full(ks.recall()),
                            Numbers.full(ks.f1())));
                    mean[k][0] += ks.precision();
                    mean[k][1] += ks.recall();
                    mean[k][2] += ks.f1();
                  }
                });
        int groups = s.byGroup().size();
        for (int k = 0; k < keys; k++) {
          rows.add(
              List.of(
                  system.name(),
                  Leaderboard.MACRO,
                  year.code(),
                  year.keys().get(k).label(),
                  "",
                  "",
                  "",
                  Numbers.full(mean[k][0] / groups),
                  Numbers.full(mean[k][1] / groups),
                  Numbers.full(mean[k][2] / groups)));
        }
      }
    }
    return rows;
  }

  /**
   * What {@code score} prints: each year's lines as its script prints them, over the response's
   * file pairs summed.
   */
  public static String printedByScore(EmptyNodeSums sums) {
    StringBuilder b = new StringBuilder();
    for (CracYear year : sums.request().years()) {
      b.append(
          String.format(
              Locale.ROOT,
              "Empty nodes, as %s prints them (%d file pair%s summed):%n",
              year.script(),
              sums.files(),
              sums.files() == 1 ? "" : "s"));
      for (KeyScore k : sums.scores(year)) {
        b.append("  ").append(k.printed()).append(String.format("%n"));
      }
    }
    return b.toString();
  }
}
