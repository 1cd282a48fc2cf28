package org.corefstats.core.longdocs;

import java.util.Arrays;

/**
 * How a document is cut into windows of L tokens; a mention belongs to the window(s) of its first
 * token, whole (LONG-DOCUMENTS.md 2 and 3).
 */
public enum WindowScheme {
  /**
   * 3.1, the default: window w = ⌊start / L⌋ holds the starts in [wL, (w+1)L); W = max(⌈N/L⌉, 1 +
   * the largest w of either side, 1) windows. No mention is dropped or counted twice.
   */
  FIXED("fixed"),
  /**
   * 3.2: the split configuration's cut: for j = 1, 2, … while jL &lt; N, the end of the sentence
   * holding token jL (the first sentence end above jL), equal cuts merged, N appended; a start at
   * or beyond N belongs to the last window.
   */
  SENTENCE("sentence"),
  /**
   * 2.1-2.2, BookCoref's {@code evaluate_split}: ends L, 2L, …, qL, N (q = ⌊N/L⌋), window j takes
   * the starts strictly between E_j − L and E_j. Quirks Q1-Q5 follow: starts at multiples of L
   * dropped, the last window overlapping (twice the same when N = qL), starts at or after N never
   * scored.
   */
  BOOKCOREF("bookcoref");

  public final String code;

  WindowScheme(String code) {
    this.code = code;
  }

  public static WindowScheme of(String code) {
    for (WindowScheme s : values()) {
      if (s.code.equals(code)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "window scheme fixed, sentence or bookcoref, not '" + code + "'");
  }

  /**
   * The cut of a document of {@code tokens} key tokens.
   *
   * @param sentenceEnds the key's sentence ends (exclusive offsets, increasing; read for {@link
   *     #SENTENCE} only)
   * @param lastStart the largest start of a mention on either side (-1: none)
   */
  public Cut cut(int length, int tokens, int[] sentenceEnds, int lastStart) {
    return switch (this) {
      case FIXED ->
          new Fixed(length, Math.max(Math.max(ceil(tokens, length), 1), 1 + lastStart / length));
      case SENTENCE -> new Sentence(cutPoints(length, tokens, sentenceEnds));
      case BOOKCOREF -> new Bookcoref(length, tokens);
    };
  }

  private static int ceil(int n, int l) {
    return (int) (((long) n + l - 1) / l);
  }

  private static int[] cutPoints(int length, int tokens, int[] ends) {
    int[] cuts = new int[tokens / length + 2];
    int n = 0;
    int s = 0;
    for (long j = length; j < tokens; j += length) {
      while (s < ends.length && ends[s] <= j) {
        s++;
      }
      int cut = s < ends.length ? ends[s] : tokens;
      if (n == 0 || cuts[n - 1] != cut) {
        cuts[n++] = cut;
      }
    }
    if (n == 0 || cuts[n - 1] != tokens) {
      cuts[n++] = tokens;
    }
    return Arrays.copyOf(cuts, n);
  }

  /** The windows of one document. */
  public interface Cut {
    /** Windows, empty ones included. */
    int count();

    /** Writes the windows of a mention starting at {@code start} to {@code out}; how many (0-2). */
    int windowsOf(int start, int[] out);
  }

  private record Fixed(int length, int count) implements Cut {
    @Override
    public int windowsOf(int start, int[] out) {
      out[0] = start / length;
      return 1;
    }
  }

  private record Sentence(int[] cuts) implements Cut {
    @Override
    public int count() {
      return cuts.length;
    }

    @Override
    public int windowsOf(int start, int[] out) {
      int w = Arrays.binarySearch(cuts, 0, cuts.length - 1, start);
      out[0] = w >= 0 ? w + 1 : -w - 1;
      return 1;
    }
  }

  private record Bookcoref(int length, int tokens) implements Cut {
    @Override
    public int count() {
      return tokens / length + 1;
    }

    @Override
    public int windowsOf(int start, int[] out) {
      int n = 0;
      int q = tokens / length;
      if (start % length != 0 && start / length < q) {
        out[n++] = start / length;
      }
      if (tokens - length < start && start < tokens) {
        out[n++] = q;
      }
      return n;
    }
  }
}
