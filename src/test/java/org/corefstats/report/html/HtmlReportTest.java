package org.corefstats.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.report.ErrorFixtures;
import org.corefstats.report.ErrorPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page without a browser: numbers carried exactly as the files give them, names escaped, many
 * systems reduced to the best and worst in the charts but all in the table, the sections of a
 * directory that holds only part of the outputs, and the small rules (quantiles, file lists).
 */
class HtmlReportTest {
  @TempDir Path dir;

  private static final List<String> METRICS = List.of("muc", "bcub", "conll");

  /** scores.csv and documents.csv of {@code systems} systems on {@code documents} documents. */
  private void writeRun(List<String> systems, int documents) throws IOException {
    StringBuilder scores =
        new StringBuilder(
            "system,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    StringBuilder docs =
        new StringBuilder(
            "system,document,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n");
    for (int s = 0; s < systems.size(); s++) {
      String name = csv(systems.get(s));
      for (String m : METRICS) {
        double f1 = (s + 1) / (double) (systems.size() + 3) + (m.equals("muc") ? 0.001 : 0);
        scores.append(
            String.format(Locale.ROOT, "%s,%s,1,2,1,2,0.5,0.5,%s%n", name, m, Double.toString(f1)));
        for (int d = 0; d < documents; d++) {
          double v = Math.min(1, f1 * (0.5 + d / (double) documents));
          docs.append(
              String.format(
                  Locale.ROOT,
                  "%s,doc%03d,%s,1,2,1,2,0.5,0.5,%s%n",
                  name,
                  d,
                  m,
                  Double.toString(v)));
        }
      }
    }
    Files.writeString(dir.resolve("scores.csv"), scores, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("documents.csv"), docs, StandardCharsets.UTF_8);
  }

  /** The part of the page from the element with this id to the next section. */
  private static String section(String page, String id) {
    int from = page.indexOf("<section id=\"" + id + "\"");
    assertTrue(from >= 0, "section " + id);
    return page.substring(from, page.indexOf("</section>", from));
  }

  /** The heat maps of the leaderboard, by setting. */
  private static List<String> heatMaps(String page) {
    List<String> maps = new ArrayList<>();
    Matcher m =
        Pattern.compile("<figure data-figure=\"groups-heatmap\".*?</figure>", Pattern.DOTALL)
            .matcher(page);
    while (m.find()) {
      maps.add(m.group());
    }
    return maps;
  }

  private static String csv(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  private String page(String command) throws IOException {
    StringWriter w = new StringWriter();
    HtmlReport.write(OutputFiles.local(dir), command, w);
    return w.toString();
  }

  private static int count(String page, String regex) {
    Matcher m = Pattern.compile(regex).matcher(page);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  @Test
  void manySystemsAllInTheTableTheBestAndWorstInTheCharts() throws IOException {
    List<String> systems = new ArrayList<>();
    for (int s = 0; s < 60; s++) {
      systems.add(String.format(Locale.ROOT, "sys%02d", s));
    }
    writeRun(systems, 12);
    String page = page("run");
    assertEquals(60, count(page, "<tr data-system=\""));
    assertEquals(50, count(page, "<details class=\"drill\""));
    assertEquals(METRICS.size() + 1, count(page, "… 10 more"), "a gap row per chart");
    assertTrue(page.contains("sys59 leads with"), page.substring(0, 2000));
    // every F1 of scores.csv, exactly, as a cell's data-value
    for (String line : Files.readAllLines(dir.resolve("scores.csv")).subList(1, 61)) {
      String[] cells = line.split(",");
      assertTrue(
          page.contains("data-metric=\"" + cells[1] + "\" data-value=\"" + cells[8] + "\""), line);
    }
  }

  @Test
  void namesAreEscaped() throws IOException {
    writeRun(List.of("a<b>&\"c'", "plain"), 3);
    String page = page("run");
    assertFalse(page.contains("a<b>"), "raw name in the page");
    assertTrue(page.contains("a&lt;b&gt;&amp;"), "escaped name");
  }

  @Test
  void aDirectoryWithOnlySignificanceRanksItsEstimates() throws IOException {
    Files.writeString(
        dir.resolve("intervals.csv"),
        "system,metric,measure,estimate,lower,upper,width,level,method,replicates,seed\n"
            + "a,conll,F1,0.5,0.4,0.6,0.2,0.95,percentile,100,1\n");
    Files.writeString(
        dir.resolve("ranking.md"), "# Rankings\n\n| rank | system |\n|---|---|\n| 1 | a |\n");
    String page = page("significance");
    assertTrue(page.contains("id=\"ranking-table\""), "the estimates ranked");
    assertTrue(page.contains("<tr data-system=\"a\">"));
    assertTrue(
        page.contains("data-metric=\"conll\" data-value=\"0.5\""), "the estimate as written");
    assertTrue(page.contains("[40.00, 60.00]"), "its interval");
  }

  private static final List<String> DATASETS =
      List.of("xx_alpha-corefud-test", "yy_beta-corefud-test", "zz_gamma-corefud-test");

  @Test
  void oneSettingWithGroupsShowsTheLeaderboardAndASystemsByGroupsHeatMap() throws IOException {
    List<String> systems = List.of("weak", "middle", "strong");
    List<String[]> leaderboard =
        GroupedOutputs.write(dir, systems, List.of("head/remove"), DATASETS);
    String page = page("run");
    assertTrue(
        page.contains("3 systems ranked by the macro CoNLL score over 3 groups. strong leads"),
        page.substring(page.indexOf("<p class=\"lead\""), page.indexOf("<nav>")));
    assertTrue(
        page.indexOf("id=\"ranking\"") < page.indexOf("id=\"leaderboard\"")
            && page.indexOf("id=\"leaderboard\"") < page.indexOf("id=\"metrics\""),
        "the leaderboard right after the ranking");
    String table = section(page, "leaderboard");
    assertEquals(3, count(table, "<tr data-system=\""));
    List<String> order = new ArrayList<>();
    Matcher rows = Pattern.compile("<tr data-system=\"([^\"]*)\"").matcher(table);
    while (rows.find()) {
      order.add(rows.group(1));
    }
    assertEquals(List.of("strong", "middle", "weak"), order, "the file's rank order");
    for (String[] row : leaderboard) {
      assertTrue(table.contains("data-value=\"" + row[2] + "\""), "macro of " + row[1]);
    }
    assertFalse(
        page.contains("class=\"setting-note\""), "one setting: nothing to say about settings");

    List<String> maps = heatMaps(page);
    assertEquals(1, maps.size());
    String map = maps.get(0);
    assertEquals(systems.size() * (DATASETS.size() + 1), count(map, "<rect [^>]*class=\"cell\""));
    for (String[] row : leaderboard) {
      for (int g = 0; g < DATASETS.size(); g++) {
        assertEquals(
            1,
            count(
                map,
                Pattern.quote(
                    "data-column=\""
                        + DATASETS.get(g)
                        + "\" data-row=\""
                        + row[1]
                        + "\" data-value=\""
                        + row[3 + g]
                        + "\"")),
            row[1] + " × " + DATASETS.get(g));
      }
      assertTrue(
          map.contains("data-column=\"macro\" data-row=\"" + row[1] + "\" data-value=\"" + row[2]),
          "macro cell of " + row[1]);
    }
    assertTrue(map.contains("white "), "the colour scale in the caption");
    assertTrue(map.contains("class=\"cellnum"), "values printed in a small grid");
    assertTrue(map.contains("(MUC "), "groups.csv's parts in the tooltips");

    String facts = section(page, "facts");
    assertTrue(facts.contains("head/remove (primary)"), facts);
    assertTrue(
        facts.contains(
            "by file: 3 groups, 9 documents (xx_alpha-corefud-test 3, yy_beta-corefud-test 3,"
                + " zz_gamma-corefud-test 3); 0 ungrouped"),
        facts);
  }

  @Test
  void severalSettingsRankThePrimaryOnlyAndFoldTheOthersHeatMaps() throws IOException {
    List<String> systems = List.of("weak", "middle", "strong");
    List<String> settings = List.of("head/remove", "partial/remove", "head/keep");
    List<String[]> leaderboard = GroupedOutputs.write(dir, systems, settings, DATASETS);
    String page = page("run");
    String ranking = section(page, "ranking");
    assertEquals(3, count(ranking, "<tr data-system=\""), "each system once");
    assertTrue(
        ranking.contains("class=\"setting-note\""), "the ranking says which setting it shows");
    assertTrue(ranking.contains("the primary one, head/remove, only"), ranking);
    for (String line : Files.readAllLines(dir.resolve("scores.csv")).subList(1, 28)) {
      String[] cells = line.split(",");
      boolean shown =
          ranking.contains("data-metric=\"" + cells[2] + "\" data-value=\"" + cells[9] + "\"");
      assertEquals(cells[1].equals("head/remove"), shown, line);
    }
    assertTrue(page.contains("strong leads with"), "ranked by the primary setting");
    assertFalse(page.contains("second-only-doc"), "documents of the primary setting only");
    assertTrue(section(page, "documents").contains("over 4 documents"));

    String table = section(page, "leaderboard");
    for (String[] row : leaderboard) {
      for (int k = 0; k < settings.size(); k++) {
        assertTrue(
            table.contains(
                "data-setting=\"" + settings.get(k) + "\" data-value=\"" + row[2 + k] + "\""),
            row[1] + " " + settings.get(k));
      }
    }
    List<String> maps = heatMaps(page);
    assertEquals(settings.size(), maps.size());
    assertEquals(settings.size() - 1, count(page, "<details class=\"heatmap\""), "others folded");
    for (int k = 0; k < settings.size(); k++) {
      assertTrue(maps.get(k).contains("data-setting=\"" + settings.get(k) + "\""));
      for (String[] row : leaderboard) {
        String last = row[2 + settings.size() + k * DATASETS.size() + DATASETS.size() - 1];
        assertTrue(
            maps.get(k).contains("data-value=\"" + last + "\""), settings.get(k) + " " + row[1]);
      }
    }
  }

  @Test
  void withoutRunJsonTheFirstSettingOfTheFilesIsShownAndIntervalsFollowIt() throws IOException {
    GroupedOutputs.write(
        dir, List.of("weak", "strong"), List.of("head/remove", "exact/remove"), DATASETS);
    Files.delete(dir.resolve("run.json"));
    Files.delete(dir.resolve("leaderboard.csv"));
    Files.writeString(
        dir.resolve("intervals.csv"),
        "system,setting,metric,measure,estimate,lower,upper,width,level\n"
            + "strong,head/remove,conll,F1,0.6,0.5,0.7,0.2,0.95\n"
            + "strong,exact/remove,conll,F1,0.3,0.2,0.4,0.2,0.95\n");
    String page = page("run");
    String ranking = section(page, "ranking");
    assertEquals(2, count(ranking, "<tr data-system=\""));
    assertTrue(ranking.contains("the primary one, head/remove, only"), ranking);
    assertTrue(ranking.contains("[50.00, 70.00]"), "the interval of the setting shown");
    assertFalse(ranking.contains("[20.00, 40.00]"), "not the other setting's");
    assertFalse(page.contains("id=\"leaderboard\""), "no leaderboard.csv, no leaderboard");
    assertFalse(page.contains("second-only-doc"));
  }

  @Test
  void groupNamesAreEscaped() throws IOException {
    List<String> hostile = List.of("<script>alert(1)</script>", "a,\"b\":c&d", "plain");
    GroupedOutputs.write(dir, List.of("one", "two"), List.of("head/remove"), hostile);
    String page = page("run");
    assertFalse(page.contains("<script>alert"), "raw group name in the page");
    assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped");
    String map = heatMaps(page).get(0);
    assertEquals(2 * 4, count(map, "<rect [^>]*class=\"cell\""));
    assertTrue(map.contains("data-column=\"a,&quot;b&quot;:c&amp;d\""), "':' inside a group name");
  }

  @Test
  void manySystemsAndGroupsKeepTheHeatMapReadable() throws IOException {
    List<String> systems = new ArrayList<>();
    for (int s = 0; s < 60; s++) {
      systems.add(String.format(Locale.ROOT, "sys%02d", s));
    }
    List<String> groups = new ArrayList<>();
    for (int g = 0; g < 21; g++) {
      groups.add(String.format(Locale.ROOT, "l%02d_dataset-corefud-test", g));
    }
    GroupedOutputs.write(dir, systems, List.of("head/remove"), groups);
    String page = page("run");
    assertEquals(60, count(section(page, "leaderboard"), "<tr data-system=\""), "all in the table");
    String map = heatMaps(page).get(0);
    assertEquals(50 * 22, count(map, "<rect [^>]*class=\"cell\""), "the best and worst 25");
    assertTrue(map.contains("… 10 more"), "a gap row");
    assertEquals(22, count(map, "class=\"collabel rot\""), "rotated column labels");
    assertTrue(map.contains(">l20_dataset-corefud-test<"), "whole names when they fit");
  }

  /** errors.csv of three systems, weak with most errors; in file order weak, strong, middle. */
  private void writeErrors() throws IOException {
    Map<String, Map<String, Long>> counts = new LinkedHashMap<>();
    counts.put(
        "weak",
        Map.of(
            "span_error", 5L,
            "missing_entity", 11L,
            "unreported_extra", 2L,
            "extra_mention_pronoun", 9L,
            "links_recall_PRO_NAM", 4L,
            "links_recall_PRO_PRO", 3L,
            "links_precision_NOM_NAM", 1L));
    counts.put("strong", Map.of("divided_entity", 2L, "unreported_missing", 1L));
    counts.put("middle", Map.of("extra_entity", 6L));
    ErrorFixtures.errors(dir, counts);
  }

  @Test
  void withoutErrorsCsvThereIsNoErrorsSection() throws IOException {
    writeRun(List.of("weak", "middle", "strong"), 3);
    String page = page("run");
    assertFalse(page.contains("<section id=\"errors\""));
    assertFalse(page.contains("href=\"#errors\""));
  }

  @Test
  void errorsSectionShowsTheTablesInRankingOrderAndThePlots() throws IOException {
    writeRun(List.of("weak", "middle", "strong"), 3);
    writeErrors();
    ErrorFixtures.byType(
        dir,
        List.of(
            List.of("weak", "extra_mention", "pronoun", "9"),
            List.of("weak", "missing_mention", "name", "0"),
            List.of("middle", "missing_mention", "nominal", "7")));
    ErrorFixtures.links(
        dir,
        List.of(
            List.of("weak", "recall", "PRO", "NAM", "4"),
            List.of("weak", "recall", "PRO", "PRO", "3"),
            List.of("weak", "precision", "NOM", "NAM", "1")));
    Map<String, Map<String, double[]>> costs = new LinkedHashMap<>();
    Map<String, double[]> weak = new LinkedHashMap<>(); // metrics in this order
    weak.put("muc", new double[] {0.01, 0.02, 0.0, 0.03, 0.04, 0.005, 0.001});
    weak.put("conll", new double[] {0.06, 0.0, 0.0, 0.0, 0.0, 0.0, 0.02});
    costs.put("weak", weak);
    ErrorFixtures.costs(dir, costs, 0.5);
    ErrorPlot.writeAll(dir, List.of());
    String page = page("run");
    assertTrue(page.contains("<a href=\"#errors\">Errors</a>"), "in the navigation");
    String errors = section(page, "errors");

    String table = table(errors, "errors-table");
    assertTrue(
        table.indexOf(">strong<") < table.indexOf(">middle<")
            && table.indexOf(">middle<") < table.indexOf(">weak<"),
        "the ranking's order");
    assertTrue(
        table.contains(
            "<tr><td class=\"name\" data-value=\"weak\">weak</td>"
                + "<td class=\"num\" data-value=\"5\">5</td>"),
        table);
    assertTrue(table.contains("title=\"unreported_missing\">Unreported Missing</th>"));
    assertTrue(
        table.contains(
            "<td class=\"num\" data-value=\"11\">11</td><td class=\"num\" data-value=\"2\">2</td>"
                + "<td class=\"num\" data-value=\"0\">0</td></tr>"),
        "weak: missing entity, then the two unreported counts");

    String types = table(errors, "error-types-table");
    assertTrue(types.contains("Extra Mention: pronoun"));
    assertTrue(
        types.contains("<td class=\"num\" data-value=\"7\">7</td>"), "from errors_by_type.csv");

    String links = table(errors, "link-errors-table");
    assertTrue(
        links.contains(
            "<td class=\"name\" data-value=\"weak\">weak</td><td class=\"\" data-value=\"recall\">recall</td>"
                + "<td class=\"num\" data-value=\"0\">0</td><td class=\"num\" data-value=\"0\">0</td>"
                + "<td class=\"num\" data-value=\"7\">7</td><td class=\"num\" data-value=\"0\">0</td>"
                + "<td class=\"num\" data-value=\"7\">7</td></tr>"),
        "PRO anaphors summed over their antecedents: " + links);

    assertTrue(
        errors.contains(
            "Costs each metric most: MUC Divided Entity (+4.00), CoNLL Span Error (+6.00)."),
        errors);
    String costTable = table(errors, "error-costs-1");
    assertTrue(costTable.contains("<td class=\"num\" data-value=\"0.03\">+3.00</td>"), costTable);
    assertTrue(costTable.contains(">Missing Entity</td>"));

    assertTrue(errors.contains("<figure data-figure=\"errors.png\""), "errors.png embedded");
    assertTrue(
        errors.contains("<figure data-figure=\"error_costs.png\""), "error_costs.png embedded");
    assertTrue(errors.contains("<img src=\"data:image/png;base64,"));
    assertFalse(page.contains("<section id=\"studies\""), "the plots are not shown twice");
  }

  @Test
  void withoutTheTypeAndLinkTablesErrorsCsvsColumnsAreShown() throws IOException {
    writeErrors();
    String errors = section(page("run"), "errors");
    assertTrue(
        table(errors, "error-types-table").contains("<td class=\"num\" data-value=\"9\">9</td>"));
    assertTrue(
        table(errors, "link-errors-table")
            .contains(
                "<td class=\"num\" data-value=\"7\">7</td><td class=\"num\" data-value=\"0\">0</td>"
                    + "<td class=\"num\" data-value=\"7\">7</td></tr>"));
    assertTrue(
        table(errors, "errors-table").indexOf(">weak<")
            < table(errors, "errors-table").indexOf(">strong<"),
        "no ranking: the file's order");
    assertFalse(errors.contains("What each category costs"), "no error_costs.csv");
    assertFalse(errors.contains("<figure"), "no errors.png");
  }

  /** The table of this id in a part of the page. */
  @Test
  void anaphorsSectionShowsEachBucketsF1InRankingOrderWithItsAnaphors() throws IOException {
    writeRun(List.of("weak", "middle", "strong"), 3);
    StringBuilder csv =
        new StringBuilder(
            "system,family,bucket,tp,fp,fn,wl,p_num,p_den,r_num,r_den,precision,recall,f1\n");
    // weak: half its pronouns; strong: all; middle: none; the etype bucket empty everywhere
    for (String[] s :
        new String[][] {{"weak", "2", "2"}, {"strong", "4", "0"}, {"middle", "0", "4"}}) {
      long tp = Long.parseLong(s[1]);
      long fn = Long.parseLong(s[2]);
      double f1 = tp / 4.0;
      csv.append(
          String.format(
              Locale.ROOT,
              "%1$s,all,all,%2$d,0,%3$d,0,%2$d,%2$d,%2$d,4,1,%4$s,%5$s%n"
                  + "%1$s,upos,PRON,%2$d,0,%3$d,0,%2$d,%2$d,%2$d,4,1,%4$s,%5$s%n"
                  + "%1$s,etype,person,0,0,0,0,0,0,0,0,0,0,0%n",
              s[0],
              tp,
              fn,
              Double.toString(f1),
              Double.toString(tp == 0 ? 0 : 2 * f1 / (1 + f1))));
    }
    Files.writeString(dir.resolve("anaphors.csv"), csv, StandardCharsets.UTF_8);
    String page = page("run");
    assertTrue(page.contains("<a href=\"#anaphors\">Anaphors</a>"), "in the navigation");
    String anaphors = section(page, "anaphors");
    String table = table(anaphors, "anaphors-table");
    assertTrue(
        table.indexOf(">strong<") < table.indexOf(">middle<")
            && table.indexOf(">middle<") < table.indexOf(">weak<"),
        "the ranking's order");
    assertTrue(table.contains(">upos PRON (4)</th>"), "the bucket's key anaphors: " + table);
    assertTrue(table.contains(">all (4)</th>"), table);
    assertFalse(table.contains("etype person"), "a bucket without anaphors is left out");
    assertTrue(
        table.contains("data-value=\"" + 2 * 0.5 / 1.5 + "\""), "the exact F1 sorts: " + table);
    assertTrue(anaphors.contains("(2 of 3 shown)"), anaphors);
    assertEquals(3 * 2, count(anaphors, "<rect [^>]*class=\"cell\""), "the heat map's cells");
  }

  @Test
  void descriptorsSectionSetsEachSystemsRowsBelowTheKeysPerFile() throws IOException {
    writeRun(List.of("weak", "strong"), 3);
    StringBuilder csv = new StringBuilder("source,file,document_index,document,statistic,value\n");
    for (String file : List.of("/k/a.conllu", "/k/b.conllu")) {
      for (String[] s :
          new String[][] {
            {"weak", "90", "10"}, {"(key)", "60", "40"}, {"strong", "62.5", "37.5"}
          }) {
        csv.append(
            String.format(
                Locale.ROOT,
                "%1$s,%2$s,0,,entities,30%n"
                    + "%1$s,%2$s,0,,c_len_1,%3$s%n"
                    + "%1$s,%2$s,0,,c_len_2+,%4$s%n"
                    + "%1$s,%2$s,0,,entity_range_95percentile,43%n",
                s[0],
                file,
                s[1],
                s[2]));
      }
    }
    Files.writeString(dir.resolve("descriptors.csv"), csv, StandardCharsets.UTF_8);
    String page = page("run");
    assertTrue(page.contains("<a href=\"#descriptors\">Descriptors</a>"), "in the navigation");
    String descriptors = section(page, "descriptors");
    String table = table(descriptors, "descriptors-table");
    int a = table.indexOf(">a.conllu<");
    int key = table.indexOf(">(key)<", a);
    int strong = table.indexOf(">strong<", a);
    int weak = table.indexOf(">weak<", a);
    assertTrue(
        a < key && key < strong && strong < weak, "the key first, then the ranking: " + table);
    assertTrue(table.indexOf(">b.conllu<") > weak, "file by file: " + table);
    assertTrue(table.contains("data-value=\"62.5\">62.5</td>"), table);
    assertTrue(table.contains(">entity_range_95percentile</th>"), table);
    assertEquals(
        2 * 3 * 2, count(descriptors, "<rect [^>]*class=\"cell\""), "the distributions' cells");
  }

  @Test
  void longDocumentsSectionShowsThePenaltyTheMajorEntitiesAndTheStrataPerSystem()
      throws IOException {
    writeRun(List.of("weak", "strong"), 3);
    assertFalse(page("run").contains("id=\"long-documents\""), "no section without the file");
    String header =
        "system,document,measure,setting,metric,item,r_num,r_den,p_num,p_den,recall,"
            + "precision,f1,value\n";
    StringBuilder sums = new StringBuilder(header);
    StringBuilder documents = new StringBuilder(header);
    // weak loses long-range links (windowed 0.7 against full 0.6), strong does not
    for (String[] s :
        new String[][] {{"weak", "0.6", "0.7", "0.25"}, {"strong", "0.9", "0.9", "1"}}) {
      double full = Double.parseDouble(s[1]);
      double windowed = Double.parseDouble(s[2]);
      sums.append(
          String.format(
              Locale.ROOT,
              "%1$s,ALL,full,,muc,,1,2,1,2,0.5,0.5,0.5,%n"
                  + "%1$s,ALL,full,,conll,,,,,,0.5,0.5,%2$s,%n"
                  + "%1$s,ALL,window-fixed,L=1500,conll,,,,,,0.5,0.5,%3$s,%n"
                  + "%1$s,ALL,window-fixed,L=1500,windows,,,,,,,,,4%n"
                  + "%1$s,ALL,penalty-fixed,L=1500,conll,,,,,,,,,%4$s%n"
                  + "%1$s,ALL,mei,\"k=5,n=4\",macro,,,,,,,,,%5$s%n"
                  + "%1$s,ALL,mei,\"k=5,n=4\",micro,,,,,,,,,%5$s%n"
                  + "%1$s,ALL,mei,\"k=5,n=4\",macro_micro,,,,,,,,,%5$s%n"
                  + "%1$s,ALL,mei,\"k=5,n=4\",entities,,,,,,,,,1%n",
              s[0],
              s[1],
              s[2],
              Double.toString(windowed - full),
              Double.toString(100 * Double.parseDouble(s[3]))));
      for (String stratum : List.of("long", "short", "singleton")) {
        for (String metric : List.of("muc", "bcub", "ceafe")) {
          sums.append(
              String.format(
                  Locale.ROOT,
                  "%s,ALL,strata,\"long>=11,short=2..10\",%s,%s,1,2,1,2,0.5,0.5,%s,%n",
                  s[0],
                  metric,
                  stratum,
                  stratum.equals("long") ? s[1] : "0.3"));
        }
        sums.append(
            String.format(
                Locale.ROOT,
                "%s,ALL,strata,\"long>=11,short=2..10\",key_entities,%s,,,,,,,,2%n",
                s[0],
                stratum));
      }
      documents.append(
          String.format(
              Locale.ROOT,
              "%1$s,book,mei-entity,\"k=5,n=4\",f1,0:K3->S1,4,16,4,4,0.25,1,%2$s,16%n"
                  + "%1$s,book,window-fixed,L=1500,muc,w0,1,2,1,2,,,,%n",
              s[0],
              s[3]));
    }
    Files.writeString(dir.resolve("long_documents.csv"), sums, StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve("long_documents_documents.csv"), documents, StandardCharsets.UTF_8);
    String page = page("run");
    assertTrue(
        page.contains("<a href=\"#long-documents\">Long documents</a>"), "in the navigation");
    String section = section(page, "long-documents");
    String penalty = table(section, "longdocs-penalty-table");
    assertTrue(penalty.indexOf(">strong<") < penalty.indexOf(">weak<"), "the ranking's order");
    assertTrue(penalty.contains(">fixed L&#61;1500 penalty</th>"), penalty);
    assertTrue(
        penalty.contains("data-value=\"" + (0.7 - 0.6) + "\">+10.00</td>"),
        "the penalty in points, its exact value sorts: " + penalty);
    assertTrue(penalty.contains("data-value=\"0.7\">70.00</td>"), "the windowed F1: " + penalty);
    String mei = table(section, "longdocs-mei-table");
    assertTrue(mei.contains(">k&#61;5,n&#61;4 Macro-Micro</th>"), mei);
    assertTrue(mei.contains("data-value=\"25.0\">25.00</td>"), "MEI in percent: " + mei);
    assertTrue(section.contains("data-column=\"book 0:K3\""), "an entity's column: " + section);
    assertTrue(
        section.contains("4 common mentions; key entity 16, aligned system entity 4"),
        "its counts: " + section);
    String strata = table(section, "longdocs-strata-table");
    assertTrue(
        strata.contains("data-value=\"" + (0.6 + 0.6 + 0.6) / 3 + "\""),
        "long: the mean of the three F1: " + strata);
    assertTrue(strata.contains(">singleton CoNLL F1</th>"), strata);
    assertEquals(
        2 * 1 + 2 * 1 + 2 * 3,
        count(section, "<rect [^>]*class=\"cell\""),
        "penalty, entity and strata cells");
  }

  private static String table(String part, String id) {
    int from = part.indexOf("<table id=\"" + id + "\"");
    assertTrue(from >= 0, "table " + id);
    return part.substring(from, part.indexOf("</table>", from));
  }

  @Test
  void quantilesInterpolateLinearly() {
    Charts.Distribution d =
        Charts.Distribution.of("s", new double[] {0.4, Double.NaN, 0.1, 0.3, 0.2});
    assertEquals(4, d.sortedValues().length);
    assertEquals(0.175, d.quantile(0.25), 1e-12); // numpy.quantile([.1,.2,.3,.4], .25)
    assertEquals(0.25, d.quantile(0.5), 1e-12);
    assertEquals(0.25, d.mean(), 1e-12);
  }

  @Test
  void largeSubdirectoriesAreCounted() {
    List<String> names = new ArrayList<>(List.of("scores.csv", "report.html", "_SUCCESS"));
    for (int i = 0; i < 50; i++) {
      names.add("data/case" + i + "/key.conll");
    }
    names.add("significance/intervals.csv");
    assertEquals(
        List.of("scores.csv", "data/ (50 files)", "significance/intervals.csv"),
        HtmlReport.outputs(names));
  }
}
