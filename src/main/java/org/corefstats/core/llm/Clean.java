package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * The track's {@code clean} for one document (docs/explanation/llm-outputs.md 4): the output line's
 * tokens aligned to the gold words ({@link WordAlignment}), re-cut into the gold's sentences (4.5),
 * each sentence's tags repaired ({@link TagRepair}), and joined into the cleaned line text2conllu
 * reads.
 */
public final class Clean {
  private Clean() {}

  /**
   * One document cleaned.
   *
   * @param line the cleaned markup, or null when the reference crashes here ({@link
   *     #goldWordAsZero})
   * @param sentences the cleaned tokens per gold sentence
   * @param goldWordAsZero a gold word starting with {@code ##} was emitted without {@code -z}: the
   *     reference's re-cut runs past the end and crashes (4.5, 8.5); corefstats re-cuts by origin
   */
  public record Cleaned(
      String line, List<List<String>> sentences, Diagnostics diagnostics, boolean goldWordAsZero) {}

  /**
   * What clean did to one document (docs/explanation/llm-outputs.md 10).
   *
   * @param insert the reference's counts of 4.4: gold words inserted, output tokens deleted, words
   *     replaced (tags lost)
   * @param droppedLeading output tokens before the first aligned gold word, dropped uncounted
   * @param trailingInserts gold words inserted after the output's last word: a cut-off generation
   * @param mentionsWritten the mentions the output opens as written ({@code [id} and {@code [id]}
   *     tags before any repair)
   * @param zerosKept {@code ##} tokens in the cleaned text
   * @param zerosDropped output {@code ##} tokens after the document's last word, dropped
   */
  public record Diagnostics(
      int outputTokens,
      int goldWords,
      int goldSentences,
      int insert,
      int delete,
      int replace,
      int droppedLeading,
      int cleanedTokens,
      int zerosKept,
      int zerosDropped,
      int mismatchedTags,
      int mismatchMessages,
      int invalidTags,
      int multiplePipes,
      int unclosedOpens,
      int trailingInserts,
      int mentionsWritten) {}

  /**
   * The tag pieces starting with {@code [} among the tokens' tags (between a token's first and
   * second {@code |}, pieces split at {@code ,}): the mentions the output meant to write.
   */
  static int mentionsWritten(String[] tokens) {
    int opens = 0;
    for (String token : tokens) {
      int bar = token.indexOf('|');
      if (bar < 0) {
        continue;
      }
      int next = token.indexOf('|', bar + 1);
      int end = next < 0 ? token.length() : next;
      for (int i = bar + 1; i < end - 1; i++) { // a piece starting with '[' and not only '['
        char before = token.charAt(i - 1);
        if (token.charAt(i) == '['
            && (before == '|' || before == ',')
            && token.charAt(i + 1) != ',') {
          opens++;
        }
      }
    }
    return opens;
  }

  /** Cleans {@code outputLine} against its gold document; {@code zeros}: {@code -z}. */
  public static Cleaned clean(String outputLine, CleanGold.Document gold, boolean zeros) {
    String[] tokens = LlmText.tokens(outputLine);
    WordAlignment.Result aligned = WordAlignment.align(tokens, gold.aligned(), zeros);
    List<String> emitted = aligned.tokens();
    boolean goldWordAsZero = false;
    if (!zeros) {
      for (int k = 0; k < emitted.size(); k++) {
        if (!aligned.fromOutputZero().get(k) && emitted.get(k).startsWith("##")) {
          goldWordAsZero = true;
        }
      }
    }
    // 4.5: each gold sentence takes tokens until it has its words (## tokens ride along)
    List<List<String>> sentences = new ArrayList<>();
    int at = 0;
    for (List<String> goldSentence : gold.sentences()) {
      List<String> sentence = new ArrayList<>();
      int words = 0;
      while (words < goldSentence.size() && at < emitted.size()) {
        String token = emitted.get(at);
        boolean zero = !zeros && aligned.fromOutputZero().get(at);
        sentence.add(token);
        at++;
        if (!zero) {
          words++;
        }
      }
      sentences.add(sentence);
    }
    int zerosDropped = emitted.size() - at;
    TagRepair.Counts counts = new TagRepair.Counts();
    List<List<String>> repaired = new ArrayList<>();
    List<String> joined = new ArrayList<>();
    for (List<String> sentence : sentences) {
      List<String> r = TagRepair.repair(sentence, counts);
      repaired.add(r);
      joined.add(String.join(" ", r));
    }
    int cleanedTokens = repaired.stream().mapToInt(List::size).sum();
    int zerosKept = 0;
    for (List<String> s : repaired) {
      for (String t : s) {
        if (t.startsWith("##")) {
          zerosKept++;
        }
      }
    }
    Diagnostics d =
        new Diagnostics(
            tokens.length,
            gold.words(),
            gold.sentences().size(),
            aligned.insert(),
            aligned.delete(),
            aligned.replace(),
            aligned.droppedLeading(),
            cleanedTokens,
            zerosKept,
            zerosDropped,
            counts.mismatched(),
            counts.mismatchMessages(),
            counts.invalidPieces(),
            counts.multiplePipes(),
            counts.unclosedOpens(),
            aligned.trailingInserts(),
            mentionsWritten(tokens));
    return new Cleaned(
        goldWordAsZero ? null : String.join(" ", joined), repaired, d, goldWordAsZero);
  }
}
