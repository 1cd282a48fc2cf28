package org.corefstats.spark;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.MacroAverage;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;
import org.corefstats.report.RunFiles;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;

/**
 * A hand-made run directory as a run with two settings and groups of key documents writes it (issue
 * 19): documents.csv with a setting column, run.json's settings, document_groups.csv and
 * groups.csv, whose rows are computed here from the same per-document counts (integral, so that
 * every sum is exact). Systems a, b and copy (= a in every document); three groups of 4, 3 and 2
 * documents, and one document of no group.
 */
final class GroupedRunFixture {
  static final List<String> SETTINGS = List.of("strict", "lenient");
  static final List<String> SYSTEMS = List.of("a", "b", "copy");
  static final Map<String, String> GROUP_OF = new LinkedHashMap<>();

  static {
    String[] groups = {"news", "news", "news", "news", "web", "web", "web", "bible", "bible"};
    for (int d = 0; d < groups.length; d++) {
      GROUP_OF.put(name(d), groups[d]);
    }
  }

  /** Documents: those of GROUP_OF and one of no group. */
  static final int DOCUMENTS = GROUP_OF.size() + 1;

  private GroupedRunFixture() {}

  static String name(int d) {
    return String.format("doc%02d; part 000", d);
  }

  /** Writes the run directory {@code dir}; returns it. */
  static Path write(Path dir) throws IOException {
    Files.createDirectories(dir);
    Random random = new Random(19);
    // [setting][system][document]
    Counts[][][] counts = new Counts[SETTINGS.size()][SYSTEMS.size()][DOCUMENTS];
    for (int st = 0; st < SETTINGS.size(); st++) {
      for (int d = 0; d < DOCUMENTS; d++) {
        for (int s = 0; s < SYSTEMS.size(); s++) {
          counts[st][s][d] =
              SYSTEMS.get(s).equals("copy") ? counts[st][0][d] : randomCounts(random);
        }
      }
    }
    List<String> header = new ArrayList<>(ScoreTable.DOCUMENT_HEADER);
    header.add(1, "setting");
    CSVFormat csv = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
    try (CSVPrinter p =
        new CSVPrinter(Files.newBufferedWriter(dir.resolve("documents.csv")), csv)) {
      p.printRecord(header);
      for (int s = 0; s < SYSTEMS.size(); s++) {
        for (int st = 0; st < SETTINGS.size(); st++) {
          for (int d = 0; d < DOCUMENTS; d++) {
            for (ScoreRow r : ScoreTable.rows(counts[st][s][d])) {
              List<Object> values =
                  new ArrayList<>(Arrays.asList(ScoreTable.values(SYSTEMS.get(s), name(d), r)));
              values.add(1, SETTINGS.get(st));
              p.printRecord(values);
            }
          }
        }
      }
    }
    try (CSVPrinter p =
        new CSVPrinter(Files.newBufferedWriter(dir.resolve(RunFiles.DOCUMENT_GROUPS)), csv)) {
      p.printRecord(RunFiles.DOCUMENT_GROUPS_COLUMNS);
      for (Map.Entry<String, String> e : GROUP_OF.entrySet()) {
        p.printRecord(e.getKey(), e.getValue());
      }
    }
    try (CSVPrinter p =
        new CSVPrinter(Files.newBufferedWriter(dir.resolve(RunFiles.GROUPS)), csv)) {
      p.printRecord(
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
          "f1");
      List<String> groups = GROUP_OF.values().stream().distinct().sorted().toList();
      for (int s = 0; s < SYSTEMS.size(); s++) {
        for (int st = 0; st < SETTINGS.size(); st++) {
          List<Counts> ofGroups = new ArrayList<>();
          for (String g : groups) {
            Counts sum = Counts.zero(Metric.all());
            for (int d = 0; d < GROUP_OF.size(); d++) {
              if (GROUP_OF.get(name(d)).equals(g)) {
                sum = sum.plus(counts[st][s][d]);
              }
            }
            ofGroups.add(sum);
            for (ScoreRow r : ScoreTable.rows(sum)) {
              List<Object> values =
                  new ArrayList<>(Arrays.asList(ScoreTable.values(SYSTEMS.get(s), g, r)));
              values.add(1, SETTINGS.get(st));
              p.printRecord(values);
            }
          }
          MacroAverage macro = MacroAverage.of(ofGroups, Metric.all());
          for (Metric m : Metric.values()) {
            if (macro.scores().containsKey(m)) {
              Score score = macro.score(m);
              p.printRecord(
                  SYSTEMS.get(s),
                  SETTINGS.get(st),
                  RunFiles.MACRO,
                  m.code(),
                  "",
                  "",
                  "",
                  "",
                  score.recall(),
                  score.precision(),
                  score.f1());
            }
          }
        }
      }
    }
    try (Writer w = Files.newBufferedWriter(dir.resolve("run.json"))) {
      w.write("{\"settings\": [\"strict\", \"lenient\"]}\n");
    }
    return dir;
  }

  private static Counts randomCounts(Random random) {
    Counts.Builder b = new Counts.Builder();
    for (Metric m : Metric.all()) {
      if (!m.hasCounts()) {
        continue;
      }
      if (m == Metric.BLANC) {
        long ck = 1 + random.nextInt(30);
        long nk = 1 + random.nextInt(90);
        b.blanc(
            new BlancCounts(
                random.nextInt((int) ck + 1),
                ck,
                1 + random.nextInt(30),
                random.nextInt((int) nk + 1),
                nk,
                nk + random.nextInt(10)));
      } else {
        int den = 1 + random.nextInt(40);
        int num = random.nextInt(den + 1);
        b.put(m, new MetricCounts(num, den, random.nextInt(num + 1), den + random.nextInt(5)));
      }
    }
    return b.build();
  }
}
