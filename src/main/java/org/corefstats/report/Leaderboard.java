package org.corefstats.report;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.MacroAverage;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.corefstats.core.metrics.Semantics;

/**
 * Leaderboards as shared tasks publish them. The CRAC 2024 shared task on multilingual coreference
 * ranked its systems by the CoNLL score macro-averaged over its 21 CorefUD datasets (the mean of
 * the datasets' CoNLL scores, each dataset scored as a corpus of its own: {@link MacroAverage})
 * under head matching without singletons, and printed beside it the same average in three more
 * settings (partial and exact matching without singletons, head matching with singletons); its
 * findings paper then gives every dataset's own table. This class makes those tables from a run's
 * counts per system, setting and group ({@link GroupCounts}): the rows of groups.csv (each group's
 * score table and the macro average), of leaderboard.csv, the text of leaderboard.md and the
 * leaderboard of summary.txt. It writes no file.
 *
 * <p>The ranking metric is the CoNLL score when the counts give it (MUC, B3 and CEAF-e all scored),
 * else the first metric they give in {@link Metric} order ({@link #rankingMetric}); its F1 is what
 * leaderboard.csv, leaderboard.md and the summary show. Systems are ranked by its macro average
 * under the first setting (the primary one), highest first, ties broken by system name. A rank is
 * the position in that order, 1 to n: tied systems get consecutive ranks, not a shared one. A group
 * where a system scored nothing is averaged like any other (its F1 is 0).
 */
public final class Leaderboard {
  /** The group of the macro-average rows of groups.csv. */
  public static final String MACRO = "(macro)";

  /** The header of groups.csv: system, setting and group, then {@link ScoreTable#COLUMNS}. */
  /** What both commands print when --group-by puts no key document in a group. */
  public static final String NO_GROUPS =
      "No leaderboard: no key document is in a group (each is an ungrouped_document problem).";

  public static final List<String> GROUPS_HEADER =
      List.copyOf(ScoreTable.header("system", "setting", "group"));

  /** The width the summary's tables keep to, wrapping the groups' columns into blocks. */
  private static final int SUMMARY_WIDTH = 100;

  /** Group names longer than this are numbered in the summary, with a legend. */
  private static final int SHORT_GROUP = 10;

  private record Key(String system, String setting, String group) {}

  private final List<String> systems;
  private final List<String> settings;
  private final List<String> groups;
  private final Set<Metric> metrics;
  private final Semantics.Profile profile;
  private final Map<Key, Counts> counts = new HashMap<>();
  private final Map<Key, MacroAverage> macro = new HashMap<>(); // group MACRO
  private final Metric rankedBy;
  private final List<String> ranking;

  /**
   * @param systems the systems, in the order of groups.csv
   * @param settings the settings, in order; the first ranks the systems
   * @param groups the groups (sorted here by name)
   * @param counts one entry for every system, setting and group, and no other
   * @param metrics the metrics the counts give (derived ones are added: {@link Metric#withDerived})
   * @param profile how percentages are written ({@link Numbers#percent})
   * @throws IllegalArgumentException when a list is empty or repeats a name, a group is named
   *     {@link #MACRO}, counts are missing, repeated or for an unknown name, or give other metrics
   */
  public Leaderboard(
      List<String> systems,
      List<String> settings,
      List<String> groups,
      List<GroupCounts> counts,
      Set<Metric> metrics,
      Semantics.Profile profile) {
    this.systems = distinct("systems", systems);
    this.settings = distinct("settings", settings);
    List<String> sorted = new ArrayList<>(distinct("groups", groups));
    Collections.sort(sorted);
    if (sorted.contains(MACRO)) {
      throw new IllegalArgumentException("a group may not be named " + MACRO);
    }
    this.groups = List.copyOf(sorted);
    this.metrics = Collections.unmodifiableSet(EnumSet.copyOf(Metric.withDerived(metrics)));
    this.profile = Objects.requireNonNull(profile, "profile");
    for (GroupCounts c : counts) {
      Key key = new Key(c.system(), c.setting(), c.group());
      if (!this.systems.contains(c.system())
          || !this.settings.contains(c.setting())
          || !this.groups.contains(c.group())) {
        throw new IllegalArgumentException("counts for an unknown name: " + describe(key));
      }
      if (!c.counts().metrics().equals(this.metrics)) {
        throw new IllegalArgumentException(
            "the counts of "
                + describe(key)
                + " give "
                + Metric.spelled(c.counts().metrics())
                + ", not "
                + Metric.spelled(this.metrics));
      }
      if (this.counts.put(key, c.counts()) != null) {
        throw new IllegalArgumentException("counts given twice: " + describe(key));
      }
    }
    for (String system : this.systems) {
      for (String setting : this.settings) {
        List<Counts> byGroup = new ArrayList<>();
        for (String group : this.groups) {
          Key key = new Key(system, setting, group);
          Counts c = this.counts.get(key);
          if (c == null) {
            throw new IllegalArgumentException("no counts for " + describe(key));
          }
          byGroup.add(c);
        }
        macro.put(new Key(system, setting, MACRO), MacroAverage.of(byGroup, this.metrics));
      }
    }
    this.rankedBy = rankingMetric(this.metrics);
    String primary = this.settings.get(0);
    Comparator<String> byScore = Comparator.comparingDouble(s -> macroF1(s, primary));
    List<String> ranked = new ArrayList<>(this.systems);
    ranked.sort(byScore.reversed().thenComparing(Comparator.naturalOrder()));
    this.ranking = List.copyOf(ranked);
  }

  /**
   * The metric a leaderboard ranks by: the CoNLL score when {@code metrics} give it, else the first
   * of them in {@link Metric} order.
   */
  public static Metric rankingMetric(Set<Metric> metrics) {
    Set<Metric> given = Metric.withDerived(metrics);
    if (given.contains(Metric.CONLL)) {
      return Metric.CONLL;
    }
    return Arrays.stream(Metric.values())
        .filter(given::contains)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("a leaderboard needs a metric"));
  }

  /** The metric this leaderboard ranks by and shows ({@link #rankingMetric}). */
  public Metric rankedBy() {
    return rankedBy;
  }

  /** The systems in rank order: the first is ranked 1. */
  public List<String> ranking() {
    return ranking;
  }

  /** The groups, sorted by name. */
  public List<String> groups() {
    return groups;
  }

  /** The macro average of a system under a setting over the groups. */
  public MacroAverage macro(String system, String setting) {
    MacroAverage m = macro.get(new Key(system, setting, MACRO));
    if (m == null) {
      throw new IllegalArgumentException("no system " + system + " under setting " + setting);
    }
    return m;
  }

  /**
   * The rows of groups.csv ({@link #GROUPS_HEADER}): for each system and setting in their order,
   * each group's {@link ScoreTable#rows} (BLANC's halves included), then one row per metric of the
   * macro average with group {@link #MACRO}: counts empty, recall, precision and F1 the means of
   * the groups' (a derived metric, the CoNLL score, has F1 only, as in the score table).
   */
  public List<List<String>> groupRows() {
    List<List<String>> rows = new ArrayList<>();
    for (String system : systems) {
      for (String setting : settings) {
        for (String group : groups) {
          for (ScoreRow row : ScoreTable.rows(counts.get(new Key(system, setting, group)))) {
            rows.add(ScoreTable.cells(row, system, setting, group));
          }
        }
        MacroAverage m = macro(system, setting);
        for (Metric metric : Metric.values()) {
          Score s = m.scores().get(metric);
          if (s != null) {
            ScoreRow row =
                new ScoreRow(
                    metric.code(), null, null, null, null, s.recall(), s.precision(), s.f1());
            rows.add(ScoreTable.cells(row, system, setting, MACRO));
          }
        }
      }
    }
    return rows;
  }

  /**
   * The header of leaderboard.csv: {@code rank,system}, a column per setting (the macro average),
   * then a column {@code SETTING:GROUP} per setting and group.
   */
  public List<String> leaderboardHeader() {
    List<String> header = new ArrayList<>(List.of("rank", "system"));
    header.addAll(settings);
    for (String setting : settings) {
      for (String group : groups) {
        header.add(setting + ":" + group);
      }
    }
    return header;
  }

  /**
   * The rows of leaderboard.csv, in rank order: the F1 of the {@link #rankedBy} metric as fractions
   * in full ({@link Numbers#full}), the macro average per setting, then each group's.
   */
  public List<List<String>> leaderboardRows() {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < ranking.size(); i++) {
      String system = ranking.get(i);
      List<String> row = new ArrayList<>(List.of(Integer.toString(i + 1), system));
      for (String setting : settings) {
        row.add(Numbers.full(macroF1(system, setting)));
      }
      for (String setting : settings) {
        for (String group : groups) {
          row.add(Numbers.full(groupF1(system, setting, group)));
        }
      }
      rows.add(row);
    }
    return rows;
  }

  /**
   * leaderboard.md: the ranking with one column per setting, then a section per setting with a
   * systems × groups table (systems in rank order, the macro average last); F1 in percent as the
   * run's summary writes it ({@link Numbers#percent}).
   */
  public String markdown() {
    StringBuilder md = new StringBuilder();
    md.append("# Leaderboard\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "Systems ranked by %s macro-averaged over %d %s (the mean of the groups' own scores)"
                + " under `%s`, the first setting; F1 in percent, %s.%n%n",
            rankedByText(),
            groups.size(),
            groups.size() == 1 ? "group" : "groups",
            settings.get(0),
            Numbers.percentRule(profile)));
    List<String> header = new ArrayList<>(List.of("rank", "system"));
    header.addAll(settings);
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < ranking.size(); i++) {
      String system = ranking.get(i);
      List<String> row = new ArrayList<>(List.of(Integer.toString(i + 1), system));
      settings.forEach(setting -> row.add(percent(macroF1(system, setting))));
      rows.add(row);
    }
    markdownTable(md, header, rows, 1);
    for (String setting : settings) {
      md.append("\n### ").append(setting).append("\n\n");
      md.append(
          String.format(
              Locale.ROOT,
              "%s per group, in percent; `macro` is their mean.%n%n",
              capitalized(rankedByText())));
      markdownTable(md, groupTableHeader(groups, "system"), groupTable(setting, false), 0);
    }
    return md.toString();
  }

  /**
   * The leaderboard of summary.txt: the ranking with one column per setting, then the primary
   * setting's systems × groups table, wrapped into blocks of columns that fit in 100 characters;
   * group names longer than 10 characters are numbered there, with a legend.
   */
  public String summary() {
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    out.printf(
        Locale.ROOT,
        "leaderboard: macro-averaged %s over %d %s, ranked under %s.%nF1 in percent, %s.%n%n",
        rankedBy == Metric.CONLL ? "CoNLL" : rankedBy.display() + " F1",
        groups.size(),
        groups.size() == 1 ? "group" : "groups",
        settings.get(0),
        Numbers.percentRule(profile));
    List<String[]> lines = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("rank", "system"));
    header.addAll(settings);
    lines.add(header.toArray(new String[0]));
    for (int i = 0; i < ranking.size(); i++) {
      String system = ranking.get(i);
      List<String> cells = new ArrayList<>(List.of(Integer.toString(i + 1), system));
      settings.forEach(setting -> cells.add(percent(macroF1(system, setting))));
      lines.add(cells.toArray(new String[0]));
    }
    TextReport.table(out, lines, rightAligned(header.size()));

    String primary = settings.get(0);
    out.println();
    out.printf(Locale.ROOT, "%s, %s per group:%n", primary, rankedByText());
    boolean numbered = groups.stream().anyMatch(g -> g.length() > SHORT_GROUP);
    List<String> names = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      names.add(numbered ? Integer.toString(g + 1) : groups.get(g));
    }
    List<String> fullHeader = groupTableHeader(names, "rank", "system");
    List<List<String>> rows = groupTable(primary, true);
    int fixed = 2;
    for (List<Integer> block : blocks(fullHeader, rows, fixed)) {
      List<String[]> blockLines = new ArrayList<>();
      blockLines.add(pick(fullHeader, fixed, block));
      rows.forEach(row -> blockLines.add(pick(row, fixed, block)));
      out.println();
      TextReport.table(out, blockLines, rightAligned(fixed + block.size()));
    }
    if (numbered) {
      out.println();
      legend(out);
    }
    out.flush();
    return text.toString();
  }

  private double macroF1(String system, String setting) {
    return macro(system, setting).score(rankedBy).f1();
  }

  private double groupF1(String system, String setting, String group) {
    return counts.get(new Key(system, setting, group)).score(rankedBy).f1();
  }

  private String percent(double fraction) {
    return Numbers.percent(fraction, profile);
  }

  private String rankedByText() {
    return rankedBy == Metric.CONLL ? "the CoNLL score" : rankedBy.display() + " F1";
  }

  private static String capitalized(String s) {
    return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }

  private static List<String> groupTableHeader(List<String> groupNames, String... keys) {
    List<String> header = new ArrayList<>(List.of(keys));
    header.addAll(groupNames);
    header.add("macro");
    return header;
  }

  /** The systems × groups table of a setting in rank order, with the rank first when asked. */
  private List<List<String>> groupTable(String setting, boolean withRank) {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < ranking.size(); i++) {
      String system = ranking.get(i);
      List<String> row = new ArrayList<>();
      if (withRank) {
        row.add(Integer.toString(i + 1));
      }
      row.add(system);
      groups.forEach(group -> row.add(percent(groupF1(system, setting, group))));
      row.add(percent(macroF1(system, setting)));
      rows.add(row);
    }
    return rows;
  }

  /**
   * The columns after the first {@code fixed}, split into consecutive blocks that each fit in
   * {@link #SUMMARY_WIDTH} beside the fixed columns (at least one column a block).
   */
  private static List<List<Integer>> blocks(
      List<String> header, List<List<String>> rows, int fixed) {
    int[] width = new int[header.size()];
    for (int c = 0; c < header.size(); c++) {
      width[c] = header.get(c).length();
      for (List<String> row : rows) {
        width[c] = Math.max(width[c], row.get(c).length());
      }
    }
    int fixedWidth = 0;
    for (int c = 0; c < fixed; c++) {
      fixedWidth += (c == 0 ? 0 : 2) + width[c];
    }
    List<List<Integer>> blocks = new ArrayList<>();
    List<Integer> block = new ArrayList<>();
    int used = fixedWidth;
    for (int c = fixed; c < header.size(); c++) {
      if (!block.isEmpty() && used + 2 + width[c] > SUMMARY_WIDTH) {
        blocks.add(block);
        block = new ArrayList<>();
        used = fixedWidth;
      }
      block.add(c);
      used += 2 + width[c];
    }
    blocks.add(block);
    return blocks;
  }

  private static String[] pick(List<String> row, int fixed, List<Integer> columns) {
    List<String> cells = new ArrayList<>(row.subList(0, fixed));
    columns.forEach(c -> cells.add(row.get(c)));
    return cells.toArray(new String[0]);
  }

  /** The numbered groups' names, packed into lines of {@link #SUMMARY_WIDTH}. */
  private void legend(PrintWriter out) {
    StringBuilder line = new StringBuilder("groups:");
    for (int g = 0; g < groups.size(); g++) {
      String entry = " " + (g + 1) + " " + groups.get(g) + (g + 1 < groups.size() ? "," : "");
      if (line.length() + entry.length() > SUMMARY_WIDTH && line.length() > "groups:".length()) {
        out.println(line);
        line = new StringBuilder("       ");
      }
      line.append(entry);
    }
    out.println(line);
  }

  /** The alignment of a table whose second column is the system: it left, the rest right. */
  private static boolean[] rightAligned(int columns) {
    boolean[] right = new boolean[columns];
    Arrays.fill(right, true);
    right[1] = false;
    return right;
  }

  /**
   * A GitHub-flavoured Markdown table: the column at {@code textColumn} (the system) left-aligned,
   * the others right-aligned.
   */
  private static void markdownTable(
      StringBuilder md, List<String> header, List<List<String>> rows, int textColumn) {
    markdownRow(md, header);
    for (int c = 0; c < header.size(); c++) {
      md.append(c == textColumn ? "|---" : "|---:");
    }
    md.append("|\n");
    rows.forEach(row -> markdownRow(md, row));
  }

  private static void markdownRow(StringBuilder md, List<String> cells) {
    for (String cell : cells) {
      md.append("| ").append(cell.replace("|", "\\|")).append(' ');
    }
    md.append("|\n");
  }

  private static List<String> distinct(String what, List<String> names) {
    if (names.isEmpty()) {
      throw new IllegalArgumentException("a leaderboard needs " + what);
    }
    Set<String> seen = new HashSet<>();
    for (String name : names) {
      if (!seen.add(Objects.requireNonNull(name, what))) {
        throw new IllegalArgumentException(what + ": " + name + " is given twice");
      }
    }
    return List.copyOf(names);
  }

  private static String describe(Key key) {
    return "system " + key.system() + ", setting " + key.setting() + ", group " + key.group();
  }
}
