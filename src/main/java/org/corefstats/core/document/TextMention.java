package org.corefstats.core.document;

/**
 * A mention of a {@link TextDocument}: an inclusive span of document word positions, and its head
 * word when the source gives one (CoNLL-U), else -1.
 */
public record TextMention(int first, int last, int head) {
  public TextMention {
    if (first < 0 || last < first || (head != -1 && (head < first || head > last))) {
      throw new IllegalArgumentException(
          "bad mention: first " + first + ", last " + last + ", head " + head);
    }
  }

  public static TextMention of(int first, int last) {
    return new TextMention(first, last, -1);
  }
}
