package org.corefstats.core.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.document.Document;

/**
 * Builders of CoNLL-U-like documents for alignment tests and benchmarks: one sentence, mentions
 * given by word IDs and a head. Shared by {@code MentionAlignmentTest} and {@code CoreBenchmark},
 * so that the 10,000-mention document the test checks is the one the benchmark times.
 */
public final class AlignmentDocuments {
  private AlignmentDocuments() {}

  /** A mention of one sentence: word IDs first..last (1-based) and the head's word ID. */
  public static int[] m(int first, int last, int head) {
    return new int[] {first, last, head};
  }

  /** A one-sentence CoNLL-U document named "d" of {@code words} words with these entities. */
  public static Document oneSentence(int words, int[][]... entities) {
    int[][][] atNodes = new int[entities.length][][];
    for (int e = 0; e < entities.length; e++) {
      atNodes[e] = new int[entities[e].length][];
      for (int i = 0; i < entities[e].length; i++) {
        int[] x = entities[e][i];
        atNodes[e][i] =
            new int[] {
              x[0] * Document.NODE_SLOT, x[1] * Document.NODE_SLOT, x[2] * Document.NODE_SLOT
            };
      }
    }
    return oneSentenceAtNodes(words, atNodes);
  }

  /**
   * The same with mentions given as node positions {first, last, head} ({@link Document#NODE_SLOT}
   * per word: empty node k.1 of word k is {@code k * NODE_SLOT + 10}).
   */
  public static Document oneSentenceAtNodes(int words, int[][]... entities) {
    List<String> ids = new ArrayList<>();
    int mentions = 0;
    for (int[][] e : entities) {
      mentions += e.length;
    }
    int[] start = new int[entities.length + 1];
    int[] first = new int[mentions];
    int[] last = new int[mentions];
    int[] head = new int[mentions];
    int i = 0;
    for (int e = 0; e < entities.length; e++) {
      ids.add("e" + e);
      start[e] = i;
      for (int[] x : entities[e]) {
        first[i] = x[0];
        last[i] = x[1];
        head[i] = x[2];
        i++;
      }
    }
    start[entities.length] = i;
    return Document.ofNodes(
        "d",
        null,
        0,
        words,
        ids.toArray(new String[0]),
        start,
        first,
        last,
        null,
        head,
        null,
        null,
        null,
        new int[] {words});
  }

  /**
   * A key and a response of {@code n} mentions (n a multiple of 10) in n / 10 entities of 10, one
   * sentence of 4n + 2 words: key mention i spans words 4i+1..4i+2, its response mention 4i+1..4i+3
   * with the same head (4i+2), one word longer, so that no mention is identical and only the scored
   * step pairs them, each with its own: head matching does, and MUC's recall and precision are (n -
   * n/10) / (n - n/10); partial matching pairs none (a partial match lies inside the key mention),
   * but with the sides swapped (the shorter mentions as the response) it pairs every one too.
   *
   * @return the key and the response, in that order
   */
  public static Document[] longerByOneWord(int n) {
    if (n <= 0 || n % 10 != 0) {
      throw new IllegalArgumentException("n must be a positive multiple of 10: " + n);
    }
    int words = 4 * n + 2;
    int[][] keyMentions = new int[n][];
    int[][] responseMentions = new int[n][];
    for (int i = 0; i < n; i++) {
      int w = 4 * i + 1;
      keyMentions[i] = m(w, w + 1, w + 1);
      responseMentions[i] = m(w, w + 2, w + 1);
    }
    int[][][] keyEntities = new int[n / 10][][];
    int[][][] responseEntities = new int[n / 10][][];
    for (int e = 0; e < n / 10; e++) {
      keyEntities[e] = Arrays.copyOfRange(keyMentions, 10 * e, 10 * e + 10);
      responseEntities[e] = Arrays.copyOfRange(responseMentions, 10 * e, 10 * e + 10);
    }
    return new Document[] {oneSentence(words, keyEntities), oneSentence(words, responseEntities)};
  }
}
