package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The banded alignment walks exactly as the reference's full table does
 * (docs/explanation/llm-outputs.md 4.3, 4.4), tie rules included: compared with the full table,
 * written here as the spec states it, on random documents with every kind of edit, repeated words
 * (ties), {@code ##} tokens, and enough edits to make the band widen several times.
 */
class WordAlignmentTest {

  /** The reference's table and walk, as 4.3 and 4.4 state them. */
  private static WordAlignment.Result fullTable(String[] s, List<String> g, boolean zeros) {
    int m = s.length;
    int n = g.size();
    int[][] dp = new int[m + 1][n + 1];
    boolean[] free = new boolean[m + 1];
    String[] w = new String[m + 1];
    for (int i = 1; i <= m; i++) {
      w[i] = WordAlignment.word(s[i - 1]);
      free[i] = !zeros && w[i].startsWith("##");
    }
    for (int i = 0; i <= m; i++) {
      dp[i][0] = i;
    }
    for (int j = 0; j <= n; j++) {
      dp[0][j] = j;
    }
    for (int i = 1; i <= m; i++) {
      for (int j = 1; j <= n; j++) {
        if (free[i]) {
          dp[i][j] = dp[i - 1][j];
        } else if (w[i].equals(g.get(j - 1))) {
          dp[i][j] = dp[i - 1][j - 1];
        } else {
          dp[i][j] = 1 + Math.min(dp[i - 1][j], Math.min(dp[i][j - 1], dp[i - 1][j - 1]));
        }
      }
    }
    List<String> out = new ArrayList<>();
    List<Boolean> zero = new ArrayList<>();
    int ins = 0;
    int del = 0;
    int rep = 0;
    int lastMatchI = 0; // the last output word equal to its gold word, and that gold word
    int lastMatchJ = 0;
    int i = m;
    int j = n;
    while (i > 0 && j > 0) {
      if (free[i]) {
        out.add(s[i - 1]);
        zero.add(true);
        i--;
      } else if (w[i].equals(g.get(j - 1))) {
        out.add(s[i - 1]);
        zero.add(false);
        if (lastMatchJ == 0) {
          lastMatchI = i;
          lastMatchJ = j;
        }
        i--;
        j--;
      } else if (dp[i][j] == dp[i - 1][j - 1] + 1) {
        out.add(g.get(j - 1));
        zero.add(false);
        rep++;
        i--;
        j--;
      } else if (dp[i][j] == dp[i - 1][j] + 1) {
        del++;
        i--;
      } else {
        out.add(g.get(j - 1));
        zero.add(false);
        ins++;
        j--;
      }
    }
    int dropped = i;
    while (j > 0) {
      out.add(g.get(j - 1));
      zero.add(false);
      ins++;
      j--;
    }
    int trailing = WordAlignment.trailingInserts(free, m, n, lastMatchI, lastMatchJ);
    Collections.reverse(out);
    Collections.reverse(zero);
    return new WordAlignment.Result(out, zero, ins, del, rep, dropped, trailing);
  }

  /** A gold document of few distinct words (so ties are common) and an output edited from it. */
  private static String[][] pair(Random random, int length, int edits) {
    String[] vocabulary = {"the", "a", "cat", "dog", "saw", ".", ",", "it", "##", "##she"};
    List<String> gold = new ArrayList<>();
    for (int k = 0; k < length; k++) {
      String word = vocabulary[random.nextInt(8)]; // gold words never start with ##
      gold.add(word);
    }
    List<String> output = new ArrayList<>();
    for (String word : gold) {
      output.add(random.nextInt(4) == 0 ? word + "|[e" + random.nextInt(3) + "]" : word);
    }
    for (int e = 0; e < edits; e++) {
      int at = output.isEmpty() ? 0 : random.nextInt(output.size() + 1);
      switch (random.nextInt(4)) {
        case 0 -> output.add(at, vocabulary[random.nextInt(vocabulary.length)]);
        case 1 -> {
          if (at < output.size()) {
            output.remove(at);
          }
        }
        case 2 -> {
          if (at < output.size()) {
            output.set(at, "x" + random.nextInt(5));
          }
        }
        default -> output.add(at, random.nextBoolean() ? "##" : "##he|[e1]");
      }
    }
    return new String[][] {output.toArray(new String[0]), gold.toArray(new String[0])};
  }

  @Test
  void theBandWalksAsTheFullTableOnRandomDocuments() {
    Random random = new Random(20261126);
    int compared = 0;
    for (int round = 0; round < 3000; round++) {
      int length = random.nextInt(60);
      int edits = round % 10 == 0 ? random.nextInt(120) : random.nextInt(8);
      String[][] p = pair(random, length, edits);
      for (boolean zeros : new boolean[] {false, true}) {
        List<String> gold = List.of(p[1]);
        assertEquals(
            fullTable(p[0], gold, zeros),
            WordAlignment.align(p[0], gold, zeros),
            () -> String.join(" ", p[0]) + "\n vs " + String.join(" ", p[1]));
        compared++;
      }
    }
    assertEquals(6000, compared);
  }

  @Test
  void unrelatedTextsOfDifferentLengthsWidenTheBandToTheAnswer() {
    String[] output = new String[300];
    List<String> gold = new ArrayList<>();
    for (int k = 0; k < output.length; k++) {
      output[k] = "o" + (k % 7);
    }
    for (int k = 0; k < 40; k++) {
      gold.add("g" + (k % 5));
    }
    WordAlignment.Result r = WordAlignment.align(output, gold, false);
    assertEquals(fullTable(output, gold, false), r);
    // the walk replaces from the end, then the first 260 output tokens are left over: dropped,
    // never counted (4.4)
    assertEquals(40, r.replace());
    assertEquals(0, r.delete());
    assertEquals(260, r.droppedLeading());
  }
}
