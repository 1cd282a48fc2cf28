package org.corefstats.core.llm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The track's repair of one sentence's tags (docs/explanation/llm-outputs.md 4.6), left to right: a
 * token with several pipes loses every tag; each comma-separated piece must start with an optional
 * {@code [}, {@code e}, decimal digits (any script's, as Python's {@code \d}) and an optional
 * {@code ]}, and have a bracket, or it is dropped; a close with no open of its id in the sentence
 * becomes a one-word mention; an open never closed is kept as it is (the reference means to close
 * it, but its check compares with {@code (e}: a bug reproduced).
 */
public final class TagRepair {
  /**
   * The tag at the start of {@code piece}, as clean's {@code ^\\[?e\\d+\\]?} finds it (Python's
   * {@code \\d}: any Unicode decimal digit), or null.
   */
  static String tagAtStart(String piece) {
    int i = piece.startsWith("[") ? 1 : 0;
    if (i >= piece.length() || piece.charAt(i) != 'e') {
      return null;
    }
    int digits = ++i;
    while (i < piece.length() && Character.isDigit(piece.codePointAt(i))) {
      i += Character.charCount(piece.codePointAt(i));
    }
    if (i == digits) {
      return null;
    }
    if (i < piece.length() && piece.charAt(i) == ']') {
      i++;
    }
    return piece.substring(0, i);
  }

  /** What the repair of some sentences did, as the reference logs it. */
  public static final class Counts {
    int rewrittenCloses;
    int unclosedOpens;
    int sentencesWithMismatch; // one "N mismatched parantheses" line each
    int invalidPieces;
    int multiplePipes;

    public int mismatched() {
      return rewrittenCloses + unclosedOpens;
    }

    public int mismatchMessages() {
      return sentencesWithMismatch;
    }

    public int invalidPieces() {
      return invalidPieces;
    }

    public int multiplePipes() {
      return multiplePipes;
    }

    public int unclosedOpens() {
      return unclosedOpens;
    }

    public int rewrittenCloses() {
      return rewrittenCloses;
    }
  }

  private TagRepair() {}

  /** The sentence's tokens repaired, counted into {@code counts}. */
  public static List<String> repair(List<String> sentence, Counts counts) {
    List<String> out = new ArrayList<>(sentence.size());
    Map<String, Deque<Integer>> open = new HashMap<>();
    int rewritten = 0;
    for (int t = 0; t < sentence.size(); t++) {
      String token = sentence.get(t);
      if (token.indexOf('|') < 0) { // most words have no tag
        out.add(token);
        continue;
      }
      String[] parts = token.split("\\|", -1);
      if (parts.length > 2) {
        counts.multiplePipes++;
        out.add(parts[0]);
        continue;
      }
      List<String> kept = new ArrayList<>();
      for (String piece : parts[1].split(",", -1)) {
        String tag = tagAtStart(piece);
        if (tag == null || !(tag.startsWith("[") || tag.endsWith("]"))) {
          counts.invalidPieces++;
          continue;
        }
        String id = tag.replace("[", "").replace("]", "");
        if (tag.startsWith("[") && tag.endsWith("]")) {
          kept.add(tag);
        } else if (tag.startsWith("[")) {
          kept.add(tag);
          open.computeIfAbsent(id, k -> new ArrayDeque<>()).push(t);
        } else {
          Deque<Integer> opens = open.get(id);
          if (opens != null && !opens.isEmpty()) {
            opens.pop();
            kept.add(tag);
          } else {
            rewritten++;
            kept.add("[" + id + "]");
          }
        }
      }
      out.add(kept.isEmpty() ? parts[0] : parts[0] + "|" + String.join(",", kept));
    }
    int unclosed = 0;
    for (Deque<Integer> opens : open.values()) {
      unclosed += opens.size();
    }
    counts.rewrittenCloses += rewritten;
    counts.unclosedOpens += unclosed;
    if (rewritten + unclosed > 0) {
      counts.sentencesWithMismatch++;
    }
    return out;
  }
}
