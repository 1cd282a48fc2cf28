package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.core.Docs;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * The leaderboard's outputs, from counts of real documents: four systems (one perfect, one a copy
 * of another so that two tie, one that scores nothing on a group) under two CorefUD settings, over
 * three groups of two key documents each.
 */
class LeaderboardTest {
  private static final Set<Metric> METRICS =
      EnumSet.of(
          Metric.MENTIONS,
          Metric.MUC,
          Metric.BCUB,
          Metric.CEAFM,
          Metric.CEAFE,
          Metric.BLANC,
          Metric.LEA);

  /** Setting name to semantics, the first the primary one. */
  private static final Map<String, Semantics> SETTINGS = new LinkedHashMap<>();

  static {
    SETTINGS.put(
        "exact/remove",
        Semantics.of(
            Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.REMOVE));
    SETTINGS.put(
        "exact/keep",
        Semantics.of(
            Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP));
  }

  /** Given out of order: the leaderboard sorts them. */
  private static final List<String> GROUPS = List.of("wb", "bc", "nw");

  private static final List<String> SYSTEMS = List.of("weak", "strong", "perfect", "copy", "mute");

  /**
   * A corpus of key documents per group, and each system's response per document (null: missing),
   * scored as the job scores them ({@link CorpusRules}).
   */
  private record Corpus(
      Map<String, List<Document>> keys, Map<String, Map<String, List<Document>>> responses) {}

  private static Corpus corpus(List<String> groups) {
    Random random = new Random(19);
    Map<String, List<Document>> keys = new LinkedHashMap<>();
    Map<String, Map<String, List<Document>>> responses = new LinkedHashMap<>();
    for (String system : SYSTEMS) {
      responses.put(system, new LinkedHashMap<>());
    }
    for (String group : groups) {
      List<Document> docs = new ArrayList<>();
      for (int d = 0; d < 2; d++) {
        docs.add(Docs.randomPartition(random, 14, 9, 40)); // singletons: the settings differ
      }
      keys.put(group, docs);
      for (String system : SYSTEMS) {
        responses.get(system).put(group, new ArrayList<>());
      }
      for (Document key : docs) {
        Document strong = Docs.perturb(random, key, 0.9, 2, 5);
        responses.get("weak").get(group).add(Docs.perturb(random, key, 0.5, 6, 6));
        responses.get("strong").get(group).add(strong);
        responses.get("perfect").get(group).add(key);
        responses.get("copy").get(group).add(strong);
        // mute produces nothing for the first group by name, and the strong system's output
        // elsewhere
        responses.get("mute").get(group).add(group.equals(Collections.min(groups)) ? null : strong);
      }
    }
    return new Corpus(keys, responses);
  }

  private static List<GroupCounts> counts(Corpus corpus, Set<Metric> metrics) {
    List<GroupCounts> out = new ArrayList<>();
    for (var setting : SETTINGS.entrySet()) {
      DocumentScorer scorer = new DocumentScorer(metrics, setting.getValue());
      for (String system : SYSTEMS) {
        for (var group : corpus.keys().entrySet()) {
          List<Document> keys = group.getValue();
          List<Document> responses = corpus.responses().get(system).get(group.getKey());
          Counts sum = Counts.zero(scorer.metrics());
          for (int d = 0; d < keys.size(); d++) {
            sum = sum.plus(CorpusRules.score(scorer, keys.get(d), responses.get(d)).counts());
          }
          out.add(new GroupCounts(system, setting.getKey(), group.getKey(), sum));
        }
      }
    }
    return out;
  }

  private static final Corpus CORPUS = corpus(GROUPS);
  private static final List<GroupCounts> COUNTS = counts(CORPUS, METRICS);

  private static Leaderboard leaderboard(List<String> settings) {
    return new Leaderboard(SYSTEMS, settings, GROUPS, COUNTS, METRICS, Semantics.Profile.COREFUD);
  }

  private static final Leaderboard BOARD = leaderboard(List.copyOf(SETTINGS.keySet()));

  private static Counts countsOf(String system, String setting, String group) {
    return COUNTS.stream()
        .filter(
            c ->
                c.system().equals(system) && c.setting().equals(setting) && c.group().equals(group))
        .findFirst()
        .orElseThrow()
        .counts();
  }

  private static double meanConll(String system, String setting) {
    double sum = 0;
    for (String group : List.of("bc", "nw", "wb")) { // in the leaderboard's order, as it sums
      sum += countsOf(system, setting, group).score(Metric.CONLL).f1();
    }
    return sum / GROUPS.size();
  }

  @Test
  void groupRowsAreEachGroupsScoreTableBitForBitThenTheMacroRows() {
    assertEquals(
        List.of(
            "system",
            "setting",
            "group",
            "metric",
            "recall_num",
            "recall_den",
            "precision_num",
            "precision_den",
            "recall",
            "precision",
            "f1"),
        Leaderboard.GROUPS_HEADER);
    assertEquals(List.of("bc", "nw", "wb"), BOARD.groups());
    List<List<String>> expected = new ArrayList<>();
    List<String> macroMetrics =
        List.of("mentions", "muc", "bcub", "ceafm", "ceafe", "blanc", "lea", "conll");
    for (String system : SYSTEMS) {
      for (String setting : SETTINGS.keySet()) {
        for (String group : List.of("bc", "nw", "wb")) {
          for (ScoreRow row : ScoreTable.rows(countsOf(system, setting, group))) {
            expected.add(ScoreTable.cells(row, system, setting, group));
          }
        }
        for (String metric : macroMetrics) {
          expected.add(List.of(system, setting, Leaderboard.MACRO, metric));
        }
      }
    }
    List<List<String>> rows = BOARD.groupRows();
    assertEquals(expected.size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      List<String> want = expected.get(i);
      List<String> got = rows.get(i);
      if (want.get(2).equals(Leaderboard.MACRO)) {
        assertEquals(want, got.subList(0, 4), "macro row " + i);
      } else {
        assertEquals(want, got, "row " + i);
      }
      assertEquals(Leaderboard.GROUPS_HEADER.size(), got.size());
    }
    assertTrue(rows.stream().anyMatch(r -> r.get(3).equals("blanc_coref")));
  }

  @Test
  void everyMacroRowIsTheMeanOfItsGroupsRowsInTheWrittenCsv() throws IOException {
    StringWriter csv = new StringWriter();
    CsvOutput.write(csv, Leaderboard.GROUPS_HEADER, BOARD.groupRows());
    List<CSVRecord> records =
        CSVFormat.RFC4180
            .builder()
            .setHeader()
            .get()
            .parse(new StringReader(csv.toString()))
            .getRecords();
    Map<List<String>, List<CSVRecord>> groupRows = new HashMap<>();
    List<CSVRecord> macroRows = new ArrayList<>();
    for (CSVRecord r : records) {
      if (r.get("group").equals(Leaderboard.MACRO)) {
        macroRows.add(r);
      } else {
        groupRows
            .computeIfAbsent(
                List.of(r.get("system"), r.get("setting"), r.get("metric")), k -> new ArrayList<>())
            .add(r);
      }
    }
    assertEquals(SYSTEMS.size() * SETTINGS.size() * 8, macroRows.size());
    for (CSVRecord m : macroRows) {
      assertFalse(ScoreTable.isPart(m.get("metric")), "no macro row for BLANC's halves");
      for (String count : ScoreTable.COUNT_COLUMNS) {
        assertEquals("", m.get(count), "a macro row has no counts");
      }
      List<CSVRecord> ofGroups =
          groupRows.get(List.of(m.get("system"), m.get("setting"), m.get("metric")));
      assertEquals(GROUPS.size(), ofGroups.size());
      for (String column : List.of("recall", "precision", "f1")) {
        if (m.get("metric").equals("conll") && !column.equals("f1")) {
          assertEquals("", m.get(column), "the CoNLL score has F1 only");
          continue;
        }
        double mean =
            ofGroups.stream().mapToDouble(r -> Double.parseDouble(r.get(column))).sum()
                / ofGroups.size();
        assertEquals(mean, Double.parseDouble(m.get(column)), 1e-12, m.toString());
      }
      if (m.get("metric").equals("conll")) {
        assertEquals(
            meanConll(m.get("system"), m.get("setting")),
            Double.parseDouble(m.get("f1")),
            1e-12,
            "the macro CoNLL is the mean of the groups' CoNLL scores");
      }
    }
  }

  @Test
  void systemsAreRankedByThePrimarySettingsMacroCoNLLTiesByName() {
    assertEquals(Metric.CONLL, BOARD.rankedBy());
    assertEquals("perfect", BOARD.ranking().get(0));
    List<String> ranked = BOARD.ranking();
    assertEquals(ranked.indexOf("copy") + 1, ranked.indexOf("strong"), "tied: by name");
    assertEquals(meanConll("copy", "exact/remove"), meanConll("strong", "exact/remove"), 0);
    assertTrue(
        meanConll("mute", "exact/remove") < meanConll("strong", "exact/remove"),
        "a group scored nothing is averaged as 0");
    for (List<String> settings :
        List.of(List.of("exact/remove", "exact/keep"), List.of("exact/keep", "exact/remove"))) {
      String primary = settings.get(0);
      List<String> expected = new ArrayList<>(SYSTEMS);
      expected.sort(
          Comparator.comparingDouble((String s) -> -meanConll(s, primary))
              .thenComparing(Comparator.naturalOrder()));
      assertEquals(expected, leaderboard(settings).ranking(), primary);
    }
  }

  @Test
  void leaderboardCsvHasTheSettingsThenEverySettingAndGroup() {
    assertEquals(
        List.of(
            "rank",
            "system",
            "exact/remove",
            "exact/keep",
            "exact/remove:bc",
            "exact/remove:nw",
            "exact/remove:wb",
            "exact/keep:bc",
            "exact/keep:nw",
            "exact/keep:wb"),
        BOARD.leaderboardHeader());
    List<List<String>> rows = BOARD.leaderboardRows();
    assertEquals(SYSTEMS.size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      List<String> row = rows.get(i);
      String system = BOARD.ranking().get(i);
      assertEquals(List.of(Integer.toString(i + 1), system), row.subList(0, 2));
      assertEquals(Numbers.full(meanConll(system, "exact/remove")), row.get(2));
      assertEquals(
          BOARD.macro(system, "exact/keep").score(Metric.CONLL).f1(),
          Double.parseDouble(row.get(3)),
          0);
      int column = 4;
      for (String setting : SETTINGS.keySet()) {
        for (String group : List.of("bc", "nw", "wb")) {
          assertEquals(
              countsOf(system, setting, group).score(Metric.CONLL).f1(),
              Double.parseDouble(row.get(column++)),
              0,
              system + " " + setting + " " + group);
        }
      }
    }
    assertEquals(
        "0",
        rows.get(BOARD.ranking().indexOf("mute")).get(4),
        "mute's first group (bc), where it scored nothing, is written as 0");
  }

  @Test
  void markdownHasTheRankingAndASystemsByGroupsTablePerSetting() {
    String md = BOARD.markdown();
    assertTrue(md.startsWith("# Leaderboard\n"), md);
    assertTrue(md.contains("the CoNLL score macro-averaged over 3 groups"), md);
    assertTrue(md.contains("rounded to two decimals as the CorefUD scorer prints them"), md);
    assertTrue(
        md.contains(
            "| rank | system | exact/remove | exact/keep |\n"
                + "|---:|---|---:|---:|\n"
                + "| 1 | perfect | 100.00 | 100.00 |\n"),
        md);
    for (String setting : SETTINGS.keySet()) {
      String section = "\n### " + setting + "\n";
      assertTrue(md.contains(section), md);
      String table = md.substring(md.indexOf(section));
      assertTrue(
          table.contains(
              "| system | bc | nw | wb | macro |\n|---|---:|---:|---:|---:|\n| perfect | 100.00 |"),
          table);
      String strong = "| strong | ";
      String line =
          table.substring(table.indexOf(strong), table.indexOf('\n', table.indexOf(strong)));
      List<String> cells = new ArrayList<>();
      for (String group : List.of("bc", "nw", "wb")) {
        cells.add(
            Numbers.percent(
                countsOf("strong", setting, group).score(Metric.CONLL).f1(),
                Semantics.Profile.COREFUD));
      }
      cells.add(Numbers.percent(meanConll("strong", setting), Semantics.Profile.COREFUD));
      assertEquals("| strong | " + String.join(" | ", cells) + " |", line);
    }
    assertTrue(
        md.indexOf("| copy |", md.indexOf("### exact/keep"))
            < md.indexOf("| strong |", md.indexOf("### exact/keep")),
        "every table in leaderboard order");
  }

  @Test
  void summaryPrintsTheRankingThenThePrimarySettingsGroups() {
    String summary = BOARD.summary();
    String[] lines = summary.split("\n");
    assertTrue(
        lines[0].startsWith(
            "leaderboard: macro-averaged CoNLL over 3 groups, ranked under exact/remove."),
        summary);
    assertEquals(
        "F1 in percent, rounded to two decimals as the CorefUD scorer prints them.", lines[1]);
    assertEquals("rank  system   exact/remove  exact/keep", lines[3]);
    assertEquals("   1  perfect        100.00      100.00", lines[4]);
    assertTrue(summary.contains("exact/remove, the CoNLL score per group:"), summary);
    assertTrue(summary.contains("rank  system       bc      nw      wb   macro\n"), summary);
    assertTrue(summary.contains("   1  perfect  100.00  100.00  100.00  100.00\n"), summary);
    assertFalse(summary.contains("groups:"), "short names need no legend");
  }

  @Test
  void summaryNumbersLongGroupNamesAndWrapsAt100Columns() {
    List<String> groups = new ArrayList<>();
    for (int g = 0; g < 12; g++) {
      groups.add(String.format("l%02d_dataset-corefud-test", g));
    }
    List<GroupCounts> counts = counts(corpus(groups), METRICS);
    Leaderboard board =
        new Leaderboard(
            SYSTEMS,
            List.copyOf(SETTINGS.keySet()),
            groups,
            counts,
            METRICS,
            Semantics.Profile.V801);
    String summary = board.summary();
    for (String line : summary.split("\n")) {
      assertTrue(line.length() <= 100, "too wide: " + line);
    }
    assertTrue(summary.contains("truncated to two decimals as scorer.pl prints them"), summary);
    assertTrue(summary.contains("groups: 1 l00_dataset-corefud-test, 2 l01_dataset"), summary);
    assertTrue(summary.contains("12 l11_dataset-corefud-test\n"), summary);
    assertTrue(summary.contains("   12   macro"), "the last block ends with the macro average");
    long perfectLines =
        summary
            .substring(summary.indexOf("per group:"))
            .lines()
            .filter(l -> l.matches("\\s+1  perfect( +100\\.00)+"))
            .count();
    assertEquals(2, perfectLines, "the 12 groups and the macro column in two blocks:\n" + summary);
  }

  @Test
  void withoutTheCoNLLScoreTheFirstMetricInMetricOrderRanks() {
    Set<Metric> metrics = EnumSet.of(Metric.BCUB, Metric.MUC);
    Leaderboard board =
        new Leaderboard(
            SYSTEMS,
            List.copyOf(SETTINGS.keySet()),
            GROUPS,
            counts(CORPUS, metrics),
            metrics,
            Semantics.Profile.COREFUD);
    assertEquals(Metric.MUC, board.rankedBy());
    assertEquals(Metric.CONLL, Leaderboard.rankingMetric(METRICS));
    assertEquals(
        Metric.MENTIONS, Leaderboard.rankingMetric(EnumSet.of(Metric.LEA, Metric.MENTIONS)));
    assertTrue(board.markdown().contains("Systems ranked by MUC F1 macro-averaged"));
    assertTrue(board.summary().startsWith("leaderboard: macro-averaged MUC F1 over 3 groups"));
    double first = board.macro(board.ranking().get(0), "exact/remove").score(Metric.MUC).f1();
    double last =
        board.macro(board.ranking().get(SYSTEMS.size() - 1), "exact/remove").score(Metric.MUC).f1();
    assertTrue(first >= last);
    assertEquals(Numbers.full(first), board.leaderboardRows().get(0).get(2));
  }

  @Test
  void missingRepeatedOrStrayCountsAreRefused() {
    List<String> settings = List.copyOf(SETTINGS.keySet());
    Semantics.Profile p = Semantics.Profile.COREFUD;
    IllegalArgumentException missing =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                new Leaderboard(
                    SYSTEMS, settings, GROUPS, COUNTS.subList(1, COUNTS.size()), METRICS, p));
    assertTrue(missing.getMessage().startsWith("no counts for system weak"), missing.getMessage());
    List<GroupCounts> twice = new ArrayList<>(COUNTS);
    twice.add(COUNTS.get(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Leaderboard(SYSTEMS, settings, GROUPS, twice, METRICS, p));
    List<GroupCounts> stray = new ArrayList<>(COUNTS);
    stray.add(new GroupCounts("weak", "head/remove", "bc", COUNTS.get(0).counts()));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Leaderboard(SYSTEMS, settings, GROUPS, stray, METRICS, p));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Leaderboard(SYSTEMS, settings, GROUPS, COUNTS, EnumSet.of(Metric.MUC), p));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Leaderboard(SYSTEMS, List.of(), GROUPS, COUNTS, METRICS, p));
  }
}
