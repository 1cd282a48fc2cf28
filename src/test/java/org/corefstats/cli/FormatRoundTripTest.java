package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The must-show for formats, end to end through the command line on LitBank: a simulated
 * system made by {@code perturb}, converted by {@code convert} to jsonlines and CoNLL-U, scores
 * exactly (every numerator and denominator) as its CoNLL original under v8.01's semantics, against
 * the CoNLL key and against the converted key; and {@code conll -> conllu -> conll}, {@code conll
 * -> jsonl -> conll} give back files that score the same.
 *
 * <p>It needs LitBank (the shared data), on which the claim was made. On {@code samples/key} with
 * the same seed it does not hold to the last bit: two response entities first met on one token
 * (sample/market's {@code He (6)|(7}, which CoNLL-U writes {@code (7(6)}) come in another order
 * from the CoNLL-U reader than from v8.01's reading of CoNLL, and a document's B3 numerator is a
 * floating sum in that order, so its last bit differs (within the tolerance of
 * docs/explanation/v801.md, 1e-9): an open defect, not a reason to assert less here. The formats'
 * round trips run on the samples in ConvertCommandTest and ConllEquivalenceTest.
 */
@NeedsSharedData
class FormatRoundTripTest extends CliTest {
  @TempDir static Path tmp;

  private static Path key;
  private static Path system;

  @BeforeAll
  static void simulate() {
    key = SharedData.root().resolve("data/litbank/conll");
    FormatRoundTripTest cli = new FormatRoundTripTest();
    assertEquals(
        Main.OK,
        cli.run(
            "perturb",
            key.toString(),
            "--systems",
            "1",
            "--seed",
            "7",
            "--out",
            tmp.resolve("sim").toString()),
        cli.err);
    system = tmp.resolve("sim/sys01");
  }

  @Test
  void jsonlinesScoresAsItsConllOriginal() throws IOException {
    Path systemJsonl = convert(system, "sys-jsonl", "jsonl");
    Path keyJsonl = convert(key, "key-jsonl", "jsonl");
    Counts original = score(key, system);
    assertEquals(original, score(key, systemJsonl), "jsonl response, CoNLL key");
    assertEquals(original, score(keyJsonl, systemJsonl), "jsonl key and response");
    assertEquals(original, score(keyJsonl, system), "jsonl key, CoNLL response");
    assertEquals(original, score(key, convert(systemJsonl, "sys-jsonl-conll", "conll")));
  }

  @Test
  void conlluRoundTripScoresAsTheOriginal() throws IOException {
    // the key has no mention that CoNLL-U cannot hold: exact both ways
    Path keyConllu = convert(key, "key-conllu", "conllu");
    Counts original = score(key, system);
    assertEquals(
        original,
        score(convert(keyConllu, "key-conllu-conll", "conll"), system),
        "the key back from CoNLL-U");
    // the simulated system has mentions across sentences, which CoNLL-U cannot hold: dropped
    // with a note; what it holds scores the same in either format, and a second trip changes
    // nothing
    Path systemConllu = convert(system, "sys-conllu", "conllu");
    assertTrue(
        out.contains("mentions crossing a sentence boundary dropped (CoNLL-U cannot hold them)"),
        out);
    Path back = convert(systemConllu, "sys-conllu-conll", "conll");
    Counts held = score(key, back);
    assertTrue(
        held.get(Metric.MENTIONS).precisionDen() < original.get(Metric.MENTIONS).precisionDen());
    assertEquals(held, score(keyConllu, systemConllu), "CoNLL-U scored with v8.01's semantics");
    assertEquals(
        held, score(key, convert(convert(back, "again-conllu", "conllu"), "again-conll", "conll")));
  }

  /**
   * CoNLL-U positions are nodes, the other formats' tokens: a CoNLL-U side against a CoNLL-2012 or
   * jsonlines side is refused, document by document, rather than scored 0 (which it was).
   */
  @Test
  void conlluAgainstAnotherFormatIsRefusedNotScoredZero() {
    Path keyConllu = convert(key, "key-conllu-mixed", "conllu");
    for (Path[] pair :
        new Path[][] {
          {keyConllu, system},
          {key, convert(system, "sys-conllu-mixed", "conllu")},
          {keyConllu, convert(system, "sys-jsonl-mixed", "jsonl")}
        }) {
      assertEquals(
          Main.REFUSED,
          run("score", pair[0].toString(), pair[1].toString()),
          pair[0] + " " + pair[1]);
      assertTrue(err.contains("convert one of them with corefstats convert"), err);
      assertTrue(!err.contains("--lenient"), "--lenient would not help: " + err);
      assertTrue(
          err.contains("document (1023_bleak_house_brat); part 0")
              || err.contains("document 1023_bleak_house_brat"),
          err);
    }
  }

  private Path convert(Path in, String out, String to) {
    Path target = tmp.resolve(out);
    int code = run("convert", in.toString(), target.toString(), "--to", to);
    assertTrue(code == Main.OK, "convert " + in + " to " + to + ": " + err);
    return target;
  }

  /** Scored as {@code score --profile v801} scores it, by the files' formats. */
  private static Counts score(Path keyPath, Path responsePath) throws IOException {
    PairScorer.Options options =
        new PairScorer.Options(
            Metric.all(), Tolerance.DEFAULT, -1, InputFormats.BY_NAME, Semantics.V801);
    List<Path> keyFiles = InputFiles.list(keyPath, p -> {});
    List<Path> responseFiles = InputFiles.list(responsePath, p -> {});
    PairScorer.Result result =
        new PairScorer(options).score(keyFiles, responseFiles, responsePath.toString());
    assertTrue(!result.refused(), "refused: " + result.problems());
    assertEquals(100, result.keyDocuments());
    return result.corpus();
  }
}
