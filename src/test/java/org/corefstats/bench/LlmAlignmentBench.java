package org.corefstats.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.corefstats.core.llm.WordAlignment;

/**
 * Times the LLM track's word alignment ({@link WordAlignment}) on long documents with a few hundred
 * edits, as scripts/bench-llm.sh runs it: prints the median of several runs per size, and the cells
 * the reference's full table would fill. Not a test: a figure for the speed target.
 */
public final class LlmAlignmentBench {
  private LlmAlignmentBench() {}

  public static void main(String[] args) {
    int[] sizes = {2_000, 20_000, 100_000};
    int edits = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    System.out.printf(
        Locale.ROOT,
        "%10s %7s %12s %12s %16s%n",
        "words",
        "edits",
        "median ms",
        "min ms",
        "full-table cells");
    for (int size : sizes) {
      Random random = new Random(size);
      String[] vocabulary = new String[500];
      for (int k = 0; k < vocabulary.length; k++) {
        vocabulary[k] = "w" + k;
      }
      List<String> gold = new ArrayList<>(size);
      for (int k = 0; k < size; k++) {
        gold.add(vocabulary[random.nextInt(vocabulary.length)]);
      }
      List<String> output = new ArrayList<>(gold);
      for (int e = 0; e < edits; e++) {
        int at = random.nextInt(output.size());
        switch (e % 3) {
          case 0 -> output.set(at, "typo" + e);
          case 1 -> output.remove(at);
          default -> output.add(at, "added" + e);
        }
      }
      String[] tokens = output.toArray(new String[0]);
      long[] times = new long[7];
      for (int round = 0; round < times.length + 2; round++) { // two warm-up rounds
        long t = System.nanoTime();
        WordAlignment.Result r = WordAlignment.align(tokens, gold, false);
        long ns = System.nanoTime() - t;
        if (r.tokens().size() < size) {
          throw new AssertionError("lost words");
        }
        if (round >= 2) {
          times[round - 2] = ns;
        }
      }
      java.util.Arrays.sort(times);
      System.out.printf(
          Locale.ROOT,
          "%10d %7d %12.1f %12.1f %16d%n",
          size,
          edits,
          times[times.length / 2] / 1e6,
          times[0] / 1e6,
          (long) tokens.length * size);
    }
  }
}
