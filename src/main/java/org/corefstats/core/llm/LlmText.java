package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * An LLM's text output read as the track's {@code clean} reads it (docs/explanation/llm-outputs.md
 * 4.1): one document per line, lines ended by {@code \n}, {@code \r\n} or a lone {@code \r}, each
 * stripped; tokens split on Python's whitespace, which includes no-break spaces but not U+200B.
 */
public final class LlmText {
  private LlmText() {}

  /** The document lines of {@code text}: empty lines count, a final line break ends the last. */
  public static List<String> documentLines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        lines.add(strip(text.substring(start, i)));
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    if (start < n) {
      lines.add(strip(text.substring(start)));
    }
    return lines;
  }

  /**
   * The lines of a CoNLL-U text as {@code Pattern.split(text, -1)} cuts them, without a regular
   * expression: at {@code \n} and {@code \r\n}, and at a lone {@code \r} when {@code loneCr}
   * ({@code \r\n|\r|\n}; otherwise {@code \r?\n}); the piece after the last break is kept, empty or
   * not.
   */
  static List<String> lines(String text, boolean loneCr) {
    List<String> lines = new ArrayList<>(text.length() / 40 + 16);
    int n = text.length();
    int start = 0;
    if (text.indexOf('\r') < 0) { // the common case, cut with the vectorized indexOf
      for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
        lines.add(text.substring(start, i));
        start = i + 1;
      }
      lines.add(text.substring(start));
      return lines;
    }
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
        lines.add(text.substring(start, end));
        start = i + 1;
      } else if (c == '\r' && loneCr && (i + 1 == n || text.charAt(i + 1) != '\n')) {
        lines.add(text.substring(start, i));
        start = i + 1;
      }
    }
    lines.add(text.substring(start));
    return lines;
  }

  /** Python's {@code str.split()}: the pieces between runs of whitespace, none empty. */
  public static String[] tokens(String line) {
    return tokens(line, Integer.MAX_VALUE);
  }

  /** The first {@code limit} pieces of {@link #tokens(String)}. */
  static String[] tokens(String line, int limit) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = line.length();
    while (i < n && out.size() < limit) {
      while (i < n && isWhitespace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        out.add(line.substring(start, i));
      }
    }
    return out.toArray(new String[0]);
  }

  /** Python's {@code str.strip()}. */
  public static String strip(String s) {
    int a = 0;
    int b = s.length();
    while (a < b && isWhitespace(s.charAt(a))) {
      a++;
    }
    while (b > a && isWhitespace(s.charAt(b - 1))) {
      b--;
    }
    return s.substring(a, b);
  }

  /**
   * Python's whitespace (docs/explanation/llm-outputs.md 4.1): what {@code str.split()} splits on.
   */
  public static boolean isWhitespace(char c) {
    return (c >= '\t' && c <= '\r')
        || (c >= '\u001c' && c <= ' ')
        || c == '\u0085'
        || c == '\u00a0'
        || c == '\u1680'
        || (c >= '\u2000' && c <= '\u200a')
        || c == '\u2028'
        || c == '\u2029'
        || c == '\u202f'
        || c == '\u205f'
        || c == '\u3000';
  }
}
