package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.Correction;
import org.corefstats.significance.IntervalMethod;
import org.corefstats.significance.ResamplingOptions;
import org.corefstats.significance.SignificanceResult;
import org.corefstats.study.Measure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The significance job on Spark: partition-independent, exact where it must be, and its command
 * line.
 */
class SignificanceJobTest extends CliTest {
  private static final StructType SCHEMA =
      new StructType()
          .add("system", DataTypes.StringType)
          .add("document", DataTypes.StringType)
          .add("metric", DataTypes.StringType)
          .add("recall_num", DataTypes.DoubleType)
          .add("recall_den", DataTypes.DoubleType)
          .add("precision_num", DataTypes.DoubleType)
          .add("precision_den", DataTypes.DoubleType);

  @TempDir Path tmp;

  /** Per-document rows as run writes them, for systems a, b, c (random), copy (= a) and perfect. */
  private static Dataset<Row> documents(SparkSession spark, int n, long seed) {
    Random random = new Random(seed);
    List<Row> rows = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      String doc = String.format("doc%03d; part 000", d);
      Counts a = null;
      for (String system : List.of("a", "b", "c", "copy", "perfect")) {
        Counts c = system.equals("copy") ? a : randomCounts(random, system.equals("perfect"));
        if (system.equals("a")) {
          a = c;
        }
        for (ScoreRow r : ScoreTable.rows(c)) {
          if (r.recallNum() != null) {
            rows.add(
                RowFactory.create(
                    system,
                    doc,
                    r.metric(),
                    r.recallNum(),
                    r.recallDen(),
                    r.precisionNum(),
                    r.precisionDen()));
          }
        }
      }
    }
    return spark.createDataFrame(rows, SCHEMA);
  }

  private static Counts randomCounts(Random random, boolean perfect) {
    Counts.Builder b = new Counts.Builder();
    for (Metric m : Metric.counted()) {
      if (m == Metric.BLANC) {
        long ck = 1 + random.nextInt(30);
        long nk = 1 + random.nextInt(90);
        b.blanc(
            perfect
                ? new BlancCounts(ck, ck, ck, nk, nk, nk)
                : new BlancCounts(
                    random.nextInt((int) ck + 1),
                    ck,
                    1 + random.nextInt(30),
                    random.nextInt((int) nk + 1),
                    nk,
                    nk + random.nextInt(10)));
      } else {
        double den = 1 + random.nextInt(40);
        double num = perfect ? den : random.nextInt((int) den + 1) * random.nextDouble();
        b.put(
            m,
            new MetricCounts(
                num, den, perfect ? den : num * random.nextDouble(), perfect ? den : den + 3));
      }
    }
    return b.build();
  }

  private static ResamplingOptions options(
      int partitions, IntervalMethod interval, long permutations) {
    return new ResamplingOptions(
        null, 300, permutations, 42, null, 0.95, 0.05, interval, Correction.HOLM, partitions);
  }

  @Test
  void sameSeedSameResultsWithOneTwoOrThreePartitions() {
    SparkSession spark = SharedSpark.get();
    Dataset<Row> docs = documents(spark, 40, 1);
    SignificanceResult one =
        SignificanceJob.run(spark, docs, BlancScore.Rule.V801, options(1, IntervalMethod.BCA, 400));
    for (int partitions : new int[] {2, 3}) {
      SignificanceResult other =
          SignificanceJob.run(
              spark, docs, BlancScore.Rule.V801, options(partitions, IntervalMethod.BCA, 400));
      assertEquals(one.intervals(), other.intervals(), partitions + " partitions");
      assertEquals(one.pairs(), other.pairs(), partitions + " partitions");
      assertEquals(one.rankings(), other.rankings());
    }
    SignificanceResult otherSeed =
        SignificanceJob.run(
            spark,
            docs,
            BlancScore.Rule.V801,
            new ResamplingOptions(
                null, 300, 400, 43, null, 0.95, 0.05, IntervalMethod.BCA, Correction.HOLM, 2));
    assertTrue(!one.intervals().equals(otherSeed.intervals()), "another seed, other replicates");
  }

  @Test
  void aCopyHasPOneAndAPerfectSystemZeroWidthIntervals() {
    SparkSession spark = SharedSpark.get();
    SignificanceResult r =
        SignificanceJob.run(
            spark,
            documents(spark, 12, 2),
            BlancScore.Rule.V801,
            options(2, IntervalMethod.PERCENTILE, 1000));
    List<SignificanceResult.PairRow> copies =
        r.pairs().stream()
            .filter(p -> p.systemA().equals("a") && p.systemB().equals("copy"))
            .toList();
    assertEquals(20, copies.size(), "19 metrics' F1 and CoNLL");
    for (SignificanceResult.PairRow p : copies) {
      assertEquals(1.0, p.p(), p.statistic().label());
      assertEquals(0.0, p.difference());
    }
    for (SignificanceResult.IntervalRow i : r.intervals()) {
      if (i.system().equals("perfect")) {
        assertEquals(1.0, i.estimate(), i.statistic().label());
        assertEquals(1.0, i.lower(), i.statistic().label());
        assertEquals(1.0, i.upper(), i.statistic().label());
      }
      assertTrue(
          i.lower() <= i.estimate() + 1e-12 && i.estimate() <= i.upper() + 1e-12
              || i.statistic().measure() != Measure.F1,
          i.toString());
    }
  }

  @Test
  void fewDocumentsAreTestedExactlyOverAllSwaps() {
    SparkSession spark = SharedSpark.get();
    SignificanceResult r =
        SignificanceJob.run(
            spark,
            documents(spark, 5, 3),
            BlancScore.Rule.V801,
            options(2, IntervalMethod.PERCENTILE, 10_000));
    assertTrue(r.exactPermutations());
    assertEquals(32, r.permutations());
    for (SignificanceResult.PairRow p : r.pairs()) {
      double k = p.p() * 32;
      assertEquals(Math.rint(k), k, 1e-9, "a multiple of 1/32: " + p);
      assertTrue(p.p() >= 2 / 32.0, "the identity and the full swap always count: " + p);
    }
  }

  @Test
  void aSystemWithoutADocumentIsAClearError() {
    SparkSession spark = SharedSpark.get();
    Dataset<Row> docs =
        documents(spark, 4, 4).filter("not (system = 'b' and document = 'doc002; part 000')");
    RefusedInputException e =
        assertThrows(
            RefusedInputException.class,
            () ->
                SignificanceJob.run(
                    spark, docs, BlancScore.Rule.V801, options(2, IntervalMethod.PERCENTILE, 100)));
    assertTrue(
        e.getMessage().contains("doc002; part 000") && e.getMessage().contains("system b"),
        e.getMessage());
    assertThrows(
        InvalidRequestException.class,
        () ->
            SignificanceJob.run(
                spark,
                documents(spark, 3, 5),
                BlancScore.Rule.V801,
                new ResamplingOptions(
                    null,
                    10,
                    10,
                    1,
                    "nobody",
                    0.95,
                    0.05,
                    IntervalMethod.PERCENTILE,
                    Correction.HOLM,
                    1)));
  }

  /**
   * One sentence of {@code words} words, each a key singleton ({@code e1}, {@code e2}, ...), or as
   * a response that puts words 1 and 2 in one entity ({@code link}): {@code edge/E17} of
   * docs/explanation/corefud-and-coval.md 6.2 when there are three.
   */
  private static String singletons(String document, int words, boolean link) {
    StringBuilder s = new StringBuilder("# newdoc id = " + document + "\n");
    s.append("# global.Entity = eid-etype-head-other\n# sent_id = 1\n");
    for (int w = 1; w <= words; w++) {
      int entity = link && w == 2 ? 1 : w;
      s.append(w + "\tw" + w + "\t_\t_\t_\t_\t0\t_\t_\tEntity=(e" + entity + "-x-1-)\n");
    }
    return s.append('\n').toString();
  }

  /** Recall, precision and F1 of a system's metric in a scores.csv. */
  private static double[] scores(Path scoresCsv, String system, String metric) throws IOException {
    CSVRecord r =
        Csv.read(scoresCsv).stream()
            .filter(x -> x.get("system").equals(system) && x.get("metric").equals(metric))
            .findFirst()
            .orElseThrow();
    return new double[] {
      Double.parseDouble(r.get("recall")),
      Double.parseDouble(r.get("precision")),
      Double.parseDouble(r.get("f1"))
    };
  }

  /** The estimates of BLANC's R, P and F1 of a system in an intervals.csv. */
  private static double[] blancEstimates(Path intervalsCsv, String system) throws IOException {
    double[] e = new double[3];
    List<String> measures = List.of("R", "P", "F1");
    for (CSVRecord r : Csv.read(intervalsCsv)) {
      if (r.get("system").equals(system) && r.get("metric").equals("blanc")) {
        e[measures.indexOf(r.get("measure"))] = Double.parseDouble(r.get("estimate"));
      }
    }
    return e;
  }

  /**
   * A run under the CorefUD profile (the default for a CoNLL-U key), singletons kept, on keys of
   * singletons only, where the UA rule and v8.01's give different BLANC: significance over its
   * documents.parquet or documents.csv reports the BLANC of its scores.csv (the profile from the
   * run.json beside them), as run --significance does; away from the run.json, v8.01's rule unless
   * --profile corefud says otherwise.
   */
  @Test
  void significanceOfACorefudRunReportsTheRunsBlanc() throws IOException {
    SharedSpark.get();
    Path key = Files.createDirectories(tmp.resolve("in/key"));
    Path systems = tmp.resolve("in/systems");
    Files.writeString(
        key.resolve("d.conllu"), singletons("d1", 3, false) + singletons("d2", 4, false));
    Files.writeString(
        Files.createDirectories(systems.resolve("linker")).resolve("d.conllu"),
        singletons("d1", 3, true) + singletons("d2", 4, true));
    Files.writeString(
        Files.createDirectories(systems.resolve("exact")).resolve("d.conllu"),
        singletons("d1", 3, false) + singletons("d2", 4, false));
    Path run = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            key.toString(),
            "--systems",
            systems.toString(),
            "--singletons",
            "keep",
            "--out",
            run.toString(),
            "--significance",
            "--bootstrap",
            "20",
            "--permutations",
            "20"),
        err);
    assertTrue(Files.readString(run.resolve("run.json")).contains("\"corefud\""));
    // corpus: coreference half key 0, response 2 links (UA: included, R = P = 0); non-coreference
    // half 7/9, 7/7
    double[] ua = {(0 + 7.0 / 9) / 2, (0 + 1.0) / 2, (0 + 2 * 7.0 / 9 / (7.0 / 9 + 1)) / 2};
    double[] v801 = {7.0 / 9, 1.0, 2 * 7.0 / 9 / (7.0 / 9 + 1)};
    assertArrayEquals(ua, scores(run.resolve("scores.csv"), "linker", "blanc"), 1e-12);
    assertArrayEquals(
        ua, blancEstimates(run.resolve("significance/intervals.csv"), "linker"), 1e-12);
    for (String input : List.of("documents.parquet", "documents.csv")) {
      Path out = tmp.resolve("sig-" + input);
      assertEquals(
          Main.OK,
          run(
              "significance",
              "--documents",
              run.resolve(input).toString(),
              "--out",
              out.toString(),
              "--bootstrap",
              "20",
              "--permutations",
              "20"),
          err);
      assertFalse(err.contains("Note:"), err);
      assertTrue(
          Files.readString(out.resolve("summary.txt"))
              .contains(
                  "BLANC: halves combined by the UA rule (profile corefud, recorded in the run's"
                      + " run.json)"),
          input);
      assertArrayEquals(ua, blancEstimates(out.resolve("intervals.csv"), "linker"), 1e-12, input);
      assertEquals(
          Files.readString(run.resolve("significance/intervals.csv")),
          Files.readString(out.resolve("intervals.csv")),
          input);
    }
    // a --profile that contradicts the run.json is refused
    assertEquals(
        Main.USAGE,
        run(
            "significance",
            "--documents",
            run.resolve("documents.csv").toString(),
            "--profile",
            "v801",
            "--out",
            tmp.resolve("contradicted").toString()));
    assertTrue(err.contains("corefud"), err);

    // documents.csv alone: v8.01's rule, with a note, unless --profile corefud
    Path bare = Files.createDirectories(tmp.resolve("bare")).resolve("documents.csv");
    Files.copy(run.resolve("documents.csv"), bare);
    Path v801Out = tmp.resolve("sig-bare");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            bare.toString(),
            "--out",
            v801Out.toString(),
            "--bootstrap",
            "20",
            "--permutations",
            "0"),
        err);
    assertTrue(err.contains("Note:") && err.contains("--profile"), err);
    assertArrayEquals(v801, blancEstimates(v801Out.resolve("intervals.csv"), "linker"), 1e-12);
    Path corefudOut = tmp.resolve("sig-bare-corefud");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            bare.toString(),
            "--profile",
            "corefud",
            "--out",
            corefudOut.toString(),
            "--bootstrap",
            "20",
            "--permutations",
            "0"),
        err);
    assertFalse(err.contains("Note:"), err);
    assertArrayEquals(ua, blancEstimates(corefudOut.resolve("intervals.csv"), "linker"), 1e-12);
    assertTrue(
        Files.readString(corefudOut.resolve("summary.txt"))
            .contains(
                "BLANC: halves combined by the UA rule (profile corefud, as given by --profile)"));
  }

  @Test
  void theCommandAndRunSignificanceWriteTheSameFiles() throws IOException {
    SharedSpark.get();
    Path run = tmp.resolve("run");
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            run.toString(),
            "--significance",
            "--bootstrap",
            "200",
            "--permutations",
            "500",
            "--interval",
            "bca"),
        err);
    for (String f : List.of("intervals.csv", "pairwise.csv", "ranking.md", "summary.txt")) {
      assertTrue(Files.size(run.resolve("significance").resolve(f)) > 0, f);
    }
    for (String input : List.of("documents.parquet", "documents.csv")) {
      Path out = tmp.resolve("sig-" + input);
      assertEquals(
          Main.OK,
          run(
              "significance",
              "--documents",
              run.resolve(input).toString(),
              "--out",
              out.toString(),
              "--bootstrap",
              "200",
              "--permutations",
              "500",
              "--interval",
              "bca"),
          err);
      assertEquals(
          Files.readString(run.resolve("significance/pairwise.csv")),
          Files.readString(out.resolve("pairwise.csv")),
          input);
      assertEquals(
          Files.readString(run.resolve("significance/intervals.csv")),
          Files.readString(out.resolve("intervals.csv")),
          input);
    }
    // typed options: any case, as before; --metrics as score's option, reporting only the metrics
    // named
    Path typed = tmp.resolve("typed");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            run.resolve("documents.csv").toString(),
            "--out",
            typed.toString(),
            "--bootstrap",
            "50",
            "--permutations",
            "50",
            "--interval",
            "BCA",
            "--correction",
            "none",
            "--metrics",
            "ceafe,muc,bcub,conll"),
        err);
    List<CSVRecord> intervals = Csv.read(typed.resolve("intervals.csv"));
    assertEquals(
        List.of("muc", "bcub", "ceafe", "conll"),
        intervals.stream().map(r -> r.get("metric")).distinct().toList());
    assertTrue(intervals.stream().anyMatch(r -> r.get("method").equals("BCa")), "BCa intervals");
    assertEquals(
        List.of("none"),
        Csv.read(typed.resolve("pairwise.csv")).stream()
            .map(r -> r.get("correction"))
            .distinct()
            .toList());
    assertEquals(
        Main.USAGE,
        run(
            "significance",
            "--documents",
            run.resolve("documents.parquet").toString(),
            "--out",
            tmp.resolve("x").toString(),
            "--interval",
            "normal"));
    assertTrue(err.contains("--interval"), err);
    assertEquals(
        Main.USAGE,
        run(
            "significance",
            "--documents",
            run.resolve("documents.parquet").toString(),
            "--out",
            tmp.resolve("x").toString(),
            "--correction",
            "bonferroni"));
    assertEquals(
        Main.USAGE,
        run(
            "significance",
            "--documents",
            run.resolve("documents.parquet").toString(),
            "--out",
            tmp.resolve("y").toString(),
            "--metrics",
            "conll,nope"));
    assertEquals(
        Main.USAGE,
        run(
            "significance",
            "--documents",
            run.resolve("documents.parquet").toString(),
            "--out",
            tmp.resolve("z").toString(),
            "--baseline",
            "nobody"));
    assertTrue(err.contains("nobody"), err);
  }
}
