package org.corefstats.core.conllu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.SharedData;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.Severity;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.PairScorer;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
import org.junit.jupiter.api.Test;

/**
 * The head and partial rows of the CorefUD scorer's own test files ({@code
 * ../shared/conformance/corefud/expected.csv}) for MUC, B3, CEAF-e, CEAF-m, LEA, BLANC (its halves
 * too) and the CoNLL average, singletons kept and removed, scored as {@code score --profile corefud
 * --matching head|partial} scores them. Zeros: the rows of {@code zeros=linear} are checked; the
 * rows of {@code zeros=dependent} (the scorer's default, which pairs zeros by their DEPS first) are
 * checked only where the key or the response has no zero mention, so that the zero step pairs
 * nothing; the others need the zero step (another issue) and are counted as excluded.
 */
class CorefudMatchingConformanceTest {
  private static final Map<String, Metric> CHECKED =
      Map.of(
          "muc", Metric.MUC,
          "bcub", Metric.BCUB,
          "ceafm", Metric.CEAFM,
          "ceafe", Metric.CEAFE,
          "lea", Metric.LEA);

  /** Settings that differ for a principled reason: key, response, matching, zeros → reason. */
  static final Map<String, String> KNOWN_EXCLUSIONS = new LinkedHashMap<>();

  // None at present: TC-A-8/9 (a response mention in two entities) match since the table keeps
  // it in both entities under RepeatRule.LATER_ENTITY_WINS.

  @Test
  void headAndPartialRowsMatchTheCorefudScorer() throws IOException {
    Path root = SharedData.conformance().resolve("corefud");
    Map<String, List<CSVRecord>> settings = new LinkedHashMap<>();
    for (CSVRecord row : Csv.read(root.resolve("expected.csv"))) {
      String matching = row.get("matching");
      String metric = row.get("metric");
      if (matching.equals("exact")
          || (!CHECKED.containsKey(metric)
              && !metric.equals("conll")
              && !CorefudConformanceTest.BLANC_ROWS.contains(metric))) {
        continue;
      }
      String setting =
          row.get("key")
              + " "
              + row.get("response")
              + " "
              + matching
              + " "
              + row.get("zeros")
              + " singletons="
              + row.get("singletons");
      settings.computeIfAbsent(setting, s -> new ArrayList<>()).add(row);
    }
    int linear = 0;
    int dependentWithoutZeroStep = 0;
    int dependentExcluded = 0;
    int knownExcluded = 0;
    List<String> failures = new ArrayList<>();
    for (var setting : settings.entrySet()) {
      CSVRecord any = setting.getValue().get(0);
      Path keyFile = root.resolve("files").resolve(any.get("key"));
      Path responseFile = root.resolve("files").resolve(any.get("response"));
      boolean dependent = any.get("zeros").equals("dependent");
      int rows = setting.getValue().size();
      if (dependent && hasZeros(keyFile) && hasZeros(responseFile)) {
        dependentExcluded += rows;
        continue;
      }
      Semantics.Matching matching =
          any.get("matching").equals("head") ? Semantics.Matching.HEAD : Semantics.Matching.PARTIAL;
      Counts counts =
          score(keyFile, responseFile, matching, any.get("singletons").equals("remove"));
      List<String> wrong = compare(counts, setting.getValue());
      String exclusion =
          KNOWN_EXCLUSIONS.get(
              any.get("key")
                  + " "
                  + any.get("response")
                  + " "
                  + any.get("matching")
                  + " "
                  + any.get("zeros"));
      if (exclusion != null && !wrong.isEmpty()) {
        knownExcluded += rows;
      } else if (wrong.isEmpty()) {
        if (dependent) {
          dependentWithoutZeroStep += rows;
        } else {
          linear += rows;
        }
      } else {
        failures.add(setting.getKey() + ": " + wrong);
      }
    }
    System.out.printf(
        "CorefUD head/partial conformance: %d zeros=linear rows and %d zeros=dependent rows"
            + " (no zero step: one side has no zero) equal, %d rows excluded as known,"
            + " %d zeros=dependent rows excluded (zeros on both sides: the zero step), %d settings"
            + " differ%n",
        linear, dependentWithoutZeroStep, knownExcluded, dependentExcluded, failures.size());
    failures.forEach(System.out::println);
    assertEquals(List.of(), failures);
    assertEquals(
        2 * (44 + 182) * 9,
        linear + dependentWithoutZeroStep + knownExcluded + dependentExcluded,
        "head and partial rows of muc, bcub, ceafm, ceafe, lea, conll, blanc and its halves");
  }

  private static List<String> compare(Counts counts, List<CSVRecord> rows) {
    List<String> wrong = new ArrayList<>();
    for (CSVRecord row : rows) {
      String metric = row.get("metric");
      if (metric.equals("conll")) {
        double f1 =
            (counts.get(Metric.MUC).score().f1()
                    + counts.get(Metric.BCUB).score().f1()
                    + counts.get(Metric.CEAFE).score().f1())
                / 3;
        if (!close(Double.parseDouble(row.get("f1")), f1)) {
          wrong.add("conll f1 " + f1 + " expected " + row.get("f1"));
        }
        continue;
      }
      if (CorefudConformanceTest.BLANC_ROWS.contains(metric)) {
        wrong.addAll(CorefudConformanceTest.blancDifferences(row, counts));
        continue;
      }
      MetricCounts c = counts.get(CHECKED.get(metric));
      double[] got = {c.recallNum(), c.recallDen(), c.precisionNum(), c.precisionDen()};
      String[] columns = {"recall_num", "recall_den", "precision_num", "precision_den"};
      for (int i = 0; i < 4; i++) {
        double want = Double.parseDouble(row.get(columns[i]));
        if (!close(want, got[i])) {
          wrong.add(metric + " " + columns[i] + " " + got[i] + " expected " + want);
        }
      }
    }
    return wrong;
  }

  /** Whether some mention of the file is a zero: its head is an empty node (4.1). */
  private static boolean hasZeros(Path file) throws IOException {
    for (Document d : CorefudConformanceTest.read(file, new ArrayList<>(), false).values()) {
      for (int m = 0; m < d.mentionCount(); m++) {
        if (d.mentionHead(m) % Document.NODE_SLOT != 0) {
          return true;
        }
      }
    }
    return false;
  }

  static Counts score(
      Path keyFile, Path responseFile, Semantics.Matching matching, boolean removeSingletons)
      throws IOException {
    PairScorer.Options options =
        new PairScorer.Options(
            EnumSet.of(
                Metric.MUC, Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.LEA, Metric.BLANC),
            Tolerance.DEFAULT,
            -1,
            new InputFormats(Format.CONLLU),
            Semantics.of(
                Semantics.Profile.COREFUD,
                matching,
                removeSingletons ? Semantics.Singletons.REMOVE : Semantics.Singletons.KEEP));
    PairScorer.Result result =
        new PairScorer(options)
            .score(List.of(keyFile), List.of(responseFile), responseFile.toString());
    List<Problem> errors =
        result.problems().stream().filter(p -> p.severity() == Severity.ERROR).toList();
    assertEquals(List.of(), errors, "reading " + keyFile + " and " + responseFile);
    return result.corpus();
  }

  private static boolean close(double want, double got) {
    return Math.abs(want - got) <= 1e-9 * Math.max(1, Math.abs(want));
  }
}
