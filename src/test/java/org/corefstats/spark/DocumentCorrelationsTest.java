package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.stats.CorrelationResult;
import org.corefstats.stats.Correlations;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The study over (system, document) pairs, on Spark, agrees with the statistics computed directly
 * from documents.csv; {@code run --correlate} ends with both levels.
 */
class DocumentCorrelationsTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  private static Path run;

  @BeforeAll
  static void runOnTheSample() {
    SharedSpark.get();
    run = shared.resolve("run");
    CliTest cli = new CliTest() {};
    assertEquals(
        Main.OK,
        cli.runCommand(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            run.toString(),
            "--correlate"));
  }

  /** metric → (system|document → F1) from documents.csv, in a fixed order. */
  private static Map<String, Map<String, Double>> f1(Path documentsCsv) throws IOException {
    Map<String, Map<String, Double>> out = new TreeMap<>();
    for (CSVRecord r : Csv.read(documentsCsv)) {
      out.computeIfAbsent(r.get("metric"), m -> new TreeMap<>())
          .put(r.get("system") + "|" + r.get("document"), Double.parseDouble(r.get("f1")));
    }
    return out;
  }

  @Test
  void documentLevelEqualsADirectComputationFromDocumentsCsv() throws IOException {
    for (String input : List.of("documents.parquet", "documents.csv")) {
      Path out = tmp.resolve("study-" + input);
      assertEquals(
          Main.OK,
          run("correlate", "--scores", run.resolve(input).toString(), "--out", out.toString()),
          err);
      List<CSVRecord> rows = Csv.read(out.resolve("correlations.csv"));
      Map<String, Map<String, Double>> f1 = f1(run.resolve("documents.csv"));
      for (String metric : List.of("muc", "bcub", "ceafe", "lea")) {
        List<Double> x = new ArrayList<>(f1.get("blanc").values());
        List<Double> y = new ArrayList<>(f1.get(metric).values());
        assertEquals(9, x.size(), "3 systems x 3 documents");
        for (CorrelationMethod method : CorrelationMethod.values()) {
          CorrelationResult expected =
              Correlations.compute(
                  method,
                  x.stream().mapToDouble(d -> d).toArray(),
                  y.stream().mapToDouble(d -> d).toArray());
          CSVRecord row =
              rows.stream()
                  .filter(
                      r ->
                          r.get("metric").equals(metric)
                              && r.get("measure").equals("F1")
                              && r.get("method").equals(method.code())
                              && r.get("group").equals("all"))
                  .findFirst()
                  .orElseThrow();
          assertEquals("document", row.get("level"));
          assertEquals("9", row.get("n"));
          assertEquals(
              expected.r(),
              Double.parseDouble(row.get("r")),
              1e-12,
              input + " " + metric + " " + method);
          assertEquals(
              expected.pValue(),
              Double.parseDouble(row.get("p_value")),
              1e-12 * Math.max(1, expected.pValue()));
        }
      }
      assertEquals(
          3,
          rows.stream()
              .filter(r -> r.get("group").startsWith("system="))
              .map(r -> r.get("group"))
              .distinct()
              .count(),
          "one group per system");
      assertTrue(
          rows.stream()
              .filter(r -> r.get("group").equals("system=strong"))
              .allMatch(r -> r.get("n").equals("3")));
    }
  }

  @Test
  void runWithCorrelateEndsWithBothLevels() throws IOException {
    Path study = run.resolve("correlation");
    for (String file :
        List.of(
            "correlations.csv",
            "matrix.csv",
            "table3.md",
            "figure1-system.png",
            "figure1-document.png",
            "figure1-document-muc.png")) {
      assertTrue(Files.isRegularFile(study.resolve(file)), file);
    }
    List<CSVRecord> rows = Csv.read(study.resolve("correlations.csv"));
    assertEquals(
        List.of("system", "document"), rows.stream().map(r -> r.get("level")).distinct().toList());
    String summary = Files.readString(run.resolve("summary.txt"));
    assertTrue(
        summary.contains("Pearson's r between BLANC and the other metrics (system level)"),
        summary);
    assertTrue(Files.readString(run.resolve("run.json")).contains("\"correlate\""));
  }

  @Test
  void aConstantSeriesAtTheDocumentLevelIsExplainedNotAnError() throws IOException {
    String header =
        "system,document,metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1\n";
    StringBuilder csv = new StringBuilder(header);
    for (String s : List.of("a", "b")) {
      for (int d = 0; d < 4; d++) {
        csv.append(s)
            .append(",d")
            .append(d)
            .append(",blanc,,,,,0.5,0.5,")
            .append(0.2 + 0.1 * d)
            .append('\n');
        csv.append(s).append(",d").append(d).append(",muc,1,2,1,2,0.5,0.5,0.5\n");
      }
    }
    Path documents = Files.writeString(tmp.resolve("documents.csv"), csv);
    Path out = tmp.resolve("study");
    assertEquals(
        Main.OK, run("correlate", "--scores", documents.toString(), "--out", out.toString()), err);
    CSVRecord muc =
        Csv.read(out.resolve("correlations.csv")).stream()
            .filter(
                r ->
                    r.get("metric").equals("muc")
                        && r.get("measure").equals("F1")
                        && r.get("method").equals("pearson")
                        && r.get("group").equals("all"))
            .findFirst()
            .orElseThrow();
    assertEquals("8", muc.get("n"));
    assertEquals("", muc.get("r"));
    assertTrue(muc.get("note").contains("constant"), muc.get("note"));
  }

  @Test
  void inputsAreReadThroughHadoopsFileSystemApiLikeEveryOtherInput() throws IOException {
    // per-document scores in a directory not named *.parquet, as a file: URI (java.io.File knows
    // neither)
    Path copy = Files.createDirectories(tmp.resolve("per-document"));
    try (Stream<Path> files = Files.list(run.resolve("documents.parquet"))) {
      for (Path f : files.toList()) {
        Files.copy(f, copy.resolve(f.getFileName()));
      }
    }
    String uri = copy.toUri().toString();
    assertTrue(uri.startsWith("file:/"), uri);
    Path byUri = tmp.resolve("by-uri");
    Path byPath = tmp.resolve("by-path");
    assertEquals(Main.OK, run("correlate", "--scores", uri, "--out", byUri.toString()), err);
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.resolve("documents.parquet").toString(),
            "--out",
            byPath.toString()),
        err);
    assertEquals(
        Files.readString(byPath.resolve("correlations.csv")),
        Files.readString(byUri.resolve("correlations.csv")));
    assertEquals(
        List.of("document"),
        Csv.read(byUri.resolve("correlations.csv")).stream()
            .map(r -> r.get("level"))
            .distinct()
            .toList());

    // a scores table by URI: the system level
    Path systems = tmp.resolve("systems");
    assertEquals(
        Main.OK,
        run(
            "correlate",
            "--scores",
            run.resolve("scores.csv").toUri().toString(),
            "--out",
            systems.toString()),
        err);
    assertEquals(
        List.of("system"),
        Csv.read(systems.resolve("correlations.csv")).stream()
            .map(r -> r.get("level"))
            .distinct()
            .toList());

    // significance reads its counts the same way
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            uri,
            "--out",
            tmp.resolve("significance").toString(),
            "--bootstrap",
            "20",
            "--permutations",
            "20"),
        err);
    assertTrue(Files.size(tmp.resolve("significance").resolve("pairwise.csv")) > 0);
  }

  @Test
  void correlatingRequiresThePivotAmongTheScoredMetrics() {
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            tmp.resolve("x").toString(),
            "--metrics",
            "muc,bcub",
            "--correlate"));
    assertTrue(err.contains("the pivot metric blanc is not among the metrics scored"), err);
  }
}
