package org.corefstats.cli;

import java.util.List;
import picocli.CommandLine.Model.ArgSpec;

/** An option's description as --help shows it (its first sentence) and as the reference does. */
public final class Descriptions {
  /**
   * Longer first sentences lose their parenthesised parts in --help (SHORT: one line of the
   * description column in 80 columns); longer than two lines, they end at a clause.
   */
  private static final int SHORT = 50;

  private static final int LONG = 2 * SHORT;

  private Descriptions() {}

  /** The whole description, its printf escapes ({@code %%}, {@code %n}) resolved. */
  public static String full(ArgSpec arg) {
    return String.join(" ", arg.description()).replace("%n", "\n").replace("%%", "%").strip();
  }

  /**
   * The first sentence of a description (up to a '.' or ';' that ends a clause outside
   * parentheses); longer than a line, without its parenthesised parts but for its default if that
   * fits in two lines; still longer than two lines, cut after a clause; printf escapes kept.
   */
  public static String firstSentence(String description) {
    String sentence = sentence(description);
    if (sentence.length() <= SHORT) {
      return sentence;
    }
    String withDefaults = withoutParentheses(sentence, true);
    if (withDefaults.length() <= LONG) {
      return withDefaults;
    }
    sentence = withoutParentheses(sentence, false);
    if (sentence.length() <= LONG) {
      return sentence;
    }
    int cut = sentence.lastIndexOf(": ", LONG);
    return cut > SHORT / 2 ? sentence.substring(0, cut) : sentence;
  }

  /** The first sentence: up to a '.' or ';' that ends a clause outside parentheses. */
  public static String sentence(String description) {
    String text = description.strip();
    int depth = 0;
    for (int i = 0; i + 1 < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      } else if ((c == ';' || c == '.' && !abbreviation(text, i))
          && depth == 0
          && text.charAt(i + 1) == ' ') {
        return text.substring(0, i);
      }
    }
    return text;
  }

  /** Whether the '.' at {@code dot} ends an abbreviation (e.g., et al.) rather than a sentence. */
  private static boolean abbreviation(String text, int dot) {
    String word = text.substring(text.lastIndexOf(' ', dot) + 1, dot);
    return word.contains(".") || List.of("al", "cf", "vs", "etc").contains(word);
  }

  /** {@code text} without its parenthesised parts, but for "(default: ...)" if asked. */
  private static String withoutParentheses(String text, boolean keepDefaults) {
    StringBuilder kept = new StringBuilder();
    int depth = 0;
    boolean keeping = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(' && depth++ == 0) {
        keeping = keepDefaults && text.startsWith("(default", i);
      }
      if (depth == 0 || keeping) {
        kept.append(c);
      }
      if (c == ')' && depth > 0) {
        depth--;
      }
    }
    return kept.toString()
        .replaceAll(" +", " ")
        .replace(" ,", ",")
        .replace(" :", ":")
        .replaceAll(" \\.(?=\\s|$)", ".")
        .strip();
  }
}
