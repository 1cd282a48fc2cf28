package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.spark.SharedSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every documented exit code of score, run, significance and correlate, each produced by its kind
 * of failure through {@link Main#run}: 0 done, 2 a usage error (or an output that exists), 3 an
 * input refused, 4 an input that cannot be read or an output that cannot be written, 5 a run that
 * left systems out. (1, an internal error, has no input that provokes it: see {@code
 * ExitCodeMappingTest}.)
 */
class ExitCodesTest extends CliTest {
  @TempDir static Path shared;
  @TempDir Path tmp;

  /** The per-document counts of a run over the samples: documents.csv, its header first. */
  private static List<String> documentsCsv;

  @BeforeAll
  static void runOnTheSamples() throws IOException {
    SharedSpark.get();
    Path run = shared.resolve("run");
    CliTest cli = new CliTest() {};
    assertEquals(
        Main.OK,
        cli.runCommand(
            "run", "--key", "samples/key", "--systems", "samples/systems", "--out", run.toString()),
        cli.stderr());
    documentsCsv = Files.readAllLines(run.resolve("documents.csv"));
  }

  private Path documents(String name, List<String> lines) throws IOException {
    return Files.write(tmp.resolve(name), lines);
  }

  private int significance(Path documents, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "significance",
                "--documents",
                documents.toString(),
                "--out",
                tmp.resolve("significance").toString(),
                "--bootstrap",
                "50",
                "--permutations",
                "50"));
    args.addAll(List.of(more));
    return run(args.toArray(new String[0]));
  }

  private static String doc(String name, String... corefColumn) {
    StringBuilder s = new StringBuilder("#begin document (" + name + "); part 000\n");
    for (int i = 0; i < corefColumn.length; i++) {
      s.append(name)
          .append('\t')
          .append(i)
          .append("\tw")
          .append(i)
          .append('\t')
          .append(corefColumn[i])
          .append('\n');
    }
    return s.append("#end document\n").toString();
  }

  // ---- significance
  // ------------------------------------------------------------------------------

  @Test
  void significanceRefusesCountsWithAMissingRowWithExitThree() throws IOException {
    List<String> lines = new ArrayList<>(documentsCsv);
    String removed =
        lines.stream()
            .filter(l -> l.startsWith("merger,") && l.contains(",muc,"))
            .findFirst()
            .orElseThrow();
    lines.remove(removed);
    assertEquals(Main.REFUSED, significance(documents("missing.csv", lines)), err);
    assertTrue(err.startsWith("corefstats: document "), err);
    assertTrue(err.contains("system merger has no muc row"), err);
    assertFalse(Files.exists(tmp.resolve("significance")), "nothing written");
  }

  @Test
  void significanceRefusesARepeatedRowWithExitThree() throws IOException {
    List<String> lines = new ArrayList<>(documentsCsv);
    lines.add(
        lines.stream()
            .filter(l -> l.startsWith("strong,") && l.contains(",lea,"))
            .findFirst()
            .orElseThrow());
    assertEquals(Main.REFUSED, significance(documents("repeated.csv", lines)), err);
    assertTrue(err.contains("system strong has two lea rows"), err);
  }

  @Test
  void significanceRefusesAnInputWithoutCountRowsWithExitThree() throws IOException {
    List<String> conllOnly = new ArrayList<>(List.of(documentsCsv.get(0)));
    documentsCsv.stream().filter(l -> l.contains(",conll,")).forEach(conllOnly::add);
    assertEquals(Main.REFUSED, significance(documents("no-counts.csv", conllOnly)), err);
    assertTrue(err.contains("no per-document counts"), err);

    List<String> halfOfBlanc = new ArrayList<>(List.of(documentsCsv.get(0)));
    documentsCsv.stream().filter(l -> l.contains(",blanc_coref,")).forEach(halfOfBlanc::add);
    assertEquals(Main.REFUSED, significance(documents("half-blanc.csv", halfOfBlanc)), err);
    assertTrue(err.contains("the input has no count rows"), err);
  }

  @Test
  void significanceOfTheConllAverageAloneReportsItsF1Only() throws IOException {
    Path documents = documents("documents.csv", documentsCsv);
    Path conllOnly = tmp.resolve("conll-only");
    assertEquals(
        Main.OK,
        run(
            "significance",
            "--documents",
            documents.toString(),
            "--out",
            conllOnly.toString(),
            "--bootstrap",
            "50",
            "--permutations",
            "50",
            "--metrics",
            "conll"),
        err);
    List<CSVRecord> intervals = Csv.read(conllOnly.resolve("intervals.csv"));
    assertEquals(3, intervals.size(), "one row per system: " + intervals);
    assertTrue(
        intervals.stream()
            .allMatch(r -> r.get("metric").equals("conll") && r.get("measure").equals("F1")));
    List<CSVRecord> pairwise = Csv.read(conllOnly.resolve("pairwise.csv"));
    assertEquals(3, pairwise.size());
    assertTrue(pairwise.stream().allMatch(r -> r.get("metric").equals("conll")));
  }

  @Test
  void significanceExitCodesForUsageAndIo() throws IOException {
    Path documents = documents("documents.csv", documentsCsv);
    assertEquals(Main.USAGE, significance(documents, "--interval", "normal"));
    assertEquals(Main.USAGE, significance(documents, "--correction", "bonferroni"));
    assertEquals(Main.USAGE, significance(documents, "--level", "1.5"));
    assertEquals(Main.USAGE, significance(documents, "--metrics", "muc,nope"));
    assertTrue(err.contains("unknown metric 'nope'"), err);
    assertEquals(Main.USAGE, significance(documents, "--baseline", "nobody"));
    assertTrue(err.contains("nobody") && err.contains("merger, singletons, strong"), err);
    assertFalse(err.contains("--baseline"), "the job names no flag: " + err);

    assertEquals(Main.OK, significance(documents), err);
    assertTrue(out.contains("Outputs in " + tmp.resolve("significance")), out);
    assertEquals(Main.USAGE, significance(documents));
    assertTrue(err.contains("already exists"), err);
    assertEquals(Main.OK, significance(documents, "--overwrite"), err);

    assertEquals(Main.IO_ERROR, significance(tmp.resolve("missing.csv"), "--overwrite"));
    assertTrue(err.contains(tmp.resolve("missing.csv").toString()), err);
    assertFalse(err.contains("internal error"), err);
  }

  // ---- correlate
  // ---------------------------------------------------------------------------------

  @Test
  void correlateRefusesAnUnusableScoresTableWithExitThree() throws IOException {
    Path noNumbers = Files.writeString(tmp.resolve("t.csv"), "system,task\na,x\nb,y\n");
    assertEquals(
        Main.REFUSED,
        run(
            "correlate",
            "--scores",
            noNumbers.toString(),
            "--out",
            tmp.resolve("study").toString()),
        err);
    assertTrue(err.contains("no numeric metric columns"), err);
    Path noSystem = Files.writeString(tmp.resolve("u.csv"), "name,MUC,BLANC\na,50,30\nb,60,35\n");
    assertEquals(
        Main.REFUSED,
        run("correlate", "--scores", noSystem.toString(), "--out", tmp.resolve("study").toString()),
        err);
    assertTrue(err.contains("no 'system' column"), err);
    Path notANumber =
        Files.writeString(
            tmp.resolve("v.csv"),
            "system,metric,recall,precision,f1\n" + "a,muc,0.5,0.5,0.5\na,blanc,0.5,0.5,half\n");
    assertEquals(
        Main.REFUSED,
        run(
            "correlate",
            "--scores",
            notANumber.toString(),
            "--out",
            tmp.resolve("study").toString()),
        err);
    assertTrue(err.contains("line 3: not a number: 'half'"), err);
    Path noRecall = Files.writeString(tmp.resolve("w.csv"), "system,metric,f1\na,muc,0.5\n");
    assertEquals(
        Main.REFUSED,
        run("correlate", "--scores", noRecall.toString(), "--out", tmp.resolve("study").toString()),
        err);
    assertTrue(err.contains("Mapping for recall not found"), err);
    Path unclosedQuote =
        Files.writeString(tmp.resolve("x.csv"), "system,MUC,BLANC\na,50,30\nb,\"60\n");
    assertEquals(
        Main.REFUSED,
        run(
            "correlate",
            "--scores",
            unclosedQuote.toString(),
            "--out",
            tmp.resolve("study").toString()),
        err);
    assertTrue(err.startsWith("corefstats: " + unclosedQuote + ": "), err);
    assertFalse(err.contains("internal error"), err);
    assertFalse(Files.exists(tmp.resolve("study")));
  }

  @Test
  void correlateExitCodesForUsageAndIo() throws IOException {
    Path table =
        Files.writeString(
            tmp.resolve("t.csv"),
            "system,MUC,B3,BLANC\na,50,40,30\nb,60,45,35\n" + "c,70,55,40\nd,65,50,38\n");
    Path out = tmp.resolve("study");
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--scores",
            table.toString(),
            "--out",
            out.toString(),
            "--level",
            "corpus"));
    assertEquals(
        Main.USAGE,
        run("correlate", "--scores", table.toString(), "--out", out.toString(), "--pivot", "lea"));
    assertTrue(err.contains("pivot metric 'lea' is not in the scores"), err);
    assertEquals(
        Main.USAGE,
        run(
            "correlate",
            "--scores",
            table.toString(),
            "--out",
            out.toString(),
            "--methods",
            "tau"));
    assertEquals(
        Main.OK, run("correlate", "--scores", table.toString(), "--out", out.toString()), err);
    assertEquals(
        Main.USAGE, run("correlate", "--scores", table.toString(), "--out", out.toString()));
    assertTrue(err.contains("already exists"), err);
    assertEquals(
        Main.IO_ERROR,
        run(
            "correlate",
            "--scores",
            tmp.resolve("missing.csv").toString(),
            "--out",
            tmp.resolve("other").toString()));
    assertTrue(err.contains(tmp.resolve("missing.csv").toString()), err);
    assertEquals(
        Main.IO_ERROR,
        run(
            "correlate",
            "--scores",
            tmp.resolve("missing.parquet").toString(),
            "--out",
            tmp.resolve("other").toString()));
    assertTrue(err.contains(tmp.resolve("missing.parquet").toString()), err);
    assertFalse(err.contains("internal error"), err);
    assertFalse(Files.exists(tmp.resolve("other")));
  }

  // ---- run
  // ---------------------------------------------------------------------------------------

  @Test
  void runExitCodes() throws IOException {
    Path out = tmp.resolve("out");
    Path broken = Files.writeString(tmp.resolve("broken_conll"), doc("sample/ferry", "(1", "2)"));
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            "samples/key",
            "--system",
            "strong=samples/systems/strong",
            "--system",
            "broken=" + broken,
            "--out",
            out.toString()),
        err);
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            out.toString()));
    assertTrue(err.contains("already exists"), err);
    assertEquals(
        Main.OK,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--out",
            out.toString(),
            "--overwrite"),
        err);

    Path other = tmp.resolve("other");
    assertEquals(Main.USAGE, run("run", "--key", "samples/key", "--out", other.toString()));
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--lenient",
            "--strict",
            "--out",
            other.toString()));
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--system",
            "strong=" + broken,
            "--out",
            other.toString()));
    assertTrue(err.contains("two systems named strong"), err);
    assertEquals(
        Main.PARTIAL,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--system",
            "broken=" + broken,
            "--out",
            tmp.resolve("both").toString()),
        "--systems and --system together: " + err);
    assertEquals(
        Main.USAGE,
        run("run", "--key", "samples/key", "--system", "(x)=" + broken, "--out", other.toString()));
    assertTrue(err.contains("unusable system name '(x)'"), err);
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            broken.toString(),
            "--out",
            other.toString()));
    assertEquals(
        Main.USAGE,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            "samples/systems",
            "--significance",
            "--alpha",
            "2",
            "--out",
            other.toString()));

    assertEquals(
        Main.REFUSED,
        run(
            "run",
            "--key",
            broken.toString(),
            "--systems",
            "samples/systems",
            "--out",
            other.toString()),
        err);
    assertEquals(
        Main.IO_ERROR,
        run(
            "run",
            "--key",
            "samples/key",
            "--systems",
            tmp.resolve("nope").toString(),
            "--out",
            tmp.resolve("third").toString()));
    assertTrue(err.contains(tmp.resolve("nope").toString()), err);
    assertFalse(Files.exists(tmp.resolve("third")));
    try (Stream<Path> siblings = Files.list(tmp)) {
      assertEquals(
          List.of(),
          siblings.filter(p -> p.getFileName().toString().contains("incomplete")).toList());
    }
  }

  // ---- score
  // -------------------------------------------------------------------------------------

  @Test
  void scoreExitCodes() throws IOException {
    Path key = Files.writeString(tmp.resolve("key.conll"), doc("a", "(1", "1)", "(2)"));
    Path response = Files.writeString(tmp.resolve("response.conll"), doc("a", "(1", "1)", "2)"));
    assertEquals(Main.OK, run("score", key.toString(), key.toString()), err);
    assertEquals(Main.USAGE, run("score", key.toString()));
    assertEquals(
        Main.USAGE, run("score", key.toString(), response.toString(), "--lenient", "--strict"));
    assertEquals(
        Main.USAGE, run("score", key.toString(), response.toString(), "--metrics", "ceaf"));
    assertEquals(Main.REFUSED, run("score", key.toString(), response.toString()));
    assertTrue(
        err.contains("no score: the input has 1 error; --lenient drops broken mentions"), err);
    assertEquals(
        Main.REFUSED,
        run("score", key.toString(), Files.createDirectories(tmp.resolve("empty")).toString()));
    assertTrue(
        err.contains(
            "corefstats: no input files (*_conll, *.conll, *.conllu, *.jsonl, *.jsonlines, optionally .gz) in the response"),
        err);
    assertEquals(Main.IO_ERROR, run("score", key.toString(), tmp.resolve("nope").toString()));
    assertEquals(
        "corefstats: cannot read " + tmp.resolve("nope") + ": no such file or directory\n", err);
    Path notADirectory = tmp.resolve("key.conll").resolve("scores.csv");
    assertEquals(
        Main.IO_ERROR,
        run("score", key.toString(), key.toString(), "--csv", notADirectory.toString()));
    assertTrue(err.startsWith("corefstats: cannot write output: "), err);
  }
}
