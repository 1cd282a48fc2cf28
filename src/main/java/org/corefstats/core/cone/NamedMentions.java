package org.corefstats.core.cone;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;
import org.corefstats.core.ne.NeSpan;
import org.corefstats.core.util.LongIntMap;

/**
 * Which mentions of one document are named (docs/explanation/cone.md 3.3), built once per document
 * from its words (column 4), its admitted NE spans and the rule:
 *
 * <table>
 *   <caption>rules (3.3)</caption>
 *   <tr><th>rule</th><th>mention [s,e] is named iff</th><th>anchor NE span</th></tr>
 *   <tr><td>{@link ConeRule#HEAD}</td><td>[s,e] equals an NE span, or head([s,e]) = head(n) for
 *       some NE span n</td><td>n itself if equal, else among the NE spans with that head the
 *       longest, then the leftmost</td></tr>
 *   <tr><td>{@link ConeRule#EXACT}</td><td>[s,e] equals an NE span</td><td>itself</td></tr>
 *   <tr><td>{@link ConeRule#STRIP}</td><td>[s,e] equals an NE span, or strip([s,e]) = strip(n)
 *       for some NE span n</td><td>the first such n (longest, then leftmost)</td></tr>
 * </table>
 *
 * <p>The spans are indexed once (by exact span, by approximate head, by stripped span), so {@link
 * #anchor} costs O(1) under EXACT and O(length of the mention) under HEAD and STRIP. Ties left by
 * "longest, then leftmost" (equal spans of different types) go to the lowest index.
 */
public final class NamedMentions {
  /** The post-modifier list of 3.3 step 1 (compared lower-cased). */
  static final Set<String> POST_MODIFIERS =
      Set.of(
          ",",
          ";",
          ":",
          "(",
          "[",
          "--",
          "–",
          "—",
          "about",
          "above",
          "across",
          "after",
          "against",
          "along",
          "among",
          "amongst",
          "around",
          "as",
          "at",
          "before",
          "behind",
          "below",
          "beneath",
          "beside",
          "besides",
          "between",
          "beyond",
          "but",
          "by",
          "called",
          "during",
          "except",
          "for",
          "from",
          "in",
          "inside",
          "into",
          "like",
          "named",
          "near",
          "of",
          "on",
          "onto",
          "outside",
          "over",
          "past",
          "since",
          "than",
          "that",
          "through",
          "throughout",
          "to",
          "toward",
          "towards",
          "under",
          "underneath",
          "until",
          "unto",
          "upon",
          "via",
          "when",
          "where",
          "which",
          "while",
          "who",
          "whom",
          "whose",
          "with",
          "within",
          "without");

  /** Possessive markers (3.3 step 2 and strip), compared lower-cased. */
  static final Set<String> POSSESSIVES = Set.of("'s", "'", "’s", "’");

  /** Leading tokens dropped by strip (3.3), compared lower-cased. */
  static final Set<String> ARTICLES = Set.of("the", "a", "an");

  private final String[] words;
  private final ConeRule rule;

  /** Exact span → index of the preferred NE span. */
  private final LongIntMap byExact;

  /** Head token → index of the preferred NE span with that head, or -1 (HEAD only). */
  private final int[] byHead;

  /** Stripped span → index of the preferred NE span with that stripped span (STRIP only). */
  private final LongIntMap byStrip;

  /**
   * Indexes the admitted NE spans of a document.
   *
   * @param words the document's words (column 4), one per token
   * @param admittedSpans the admitted NE spans; {@link #anchor} returns indices into this list
   * @param rule which mentions count as named
   */
  public NamedMentions(String[] words, List<NeSpan> admittedSpans, ConeRule rule) {
    this.words = words;
    this.rule = rule;
    int n = admittedSpans.size();
    for (NeSpan span : admittedSpans) {
      if (rule != ConeRule.EXACT && span.end() >= words.length) {
        throw new IllegalArgumentException(
            "NE span " + span + " ends after the document's " + words.length + " tokens");
      }
    }
    // Preference order: longest, then leftmost, then lowest index; first put wins.
    Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
    Arrays.sort(
        order,
        Comparator.<Integer>comparingInt(i -> -admittedSpans.get(i).length())
            .thenComparingInt(i -> admittedSpans.get(i).start())
            .thenComparingInt(i -> i));
    byExact = new LongIntMap(n);
    byHead = rule == ConeRule.HEAD ? new int[words.length] : null;
    byStrip = rule == ConeRule.STRIP ? new LongIntMap(n) : null;
    if (byHead != null) {
      Arrays.fill(byHead, -1);
    }
    for (int i : order) {
      NeSpan span = admittedSpans.get(i);
      byExact.putIfAbsent(LongIntMap.span(span.start(), span.end()), i);
      if (byHead != null) {
        int head = approximateHead(words, span.start(), span.end());
        if (byHead[head] < 0) {
          byHead[head] = i;
        }
      }
      if (byStrip != null) {
        int[] stripped = strip(words, span.start(), span.end());
        byStrip.putIfAbsent(LongIntMap.span(stripped[0], stripped[1]), i);
      }
    }
  }

  /** The rule these mentions are judged by. */
  public ConeRule rule() {
    return rule;
  }

  /**
   * The index (into the admitted spans) of the anchor NE span of mention [first, last], or -1 when
   * the mention is not named (3.3, the table).
   */
  public int anchor(int first, int last) {
    int equal = byExact.get(LongIntMap.span(first, last));
    if (equal >= 0 || rule == ConeRule.EXACT) {
      return equal;
    }
    if (rule == ConeRule.HEAD) {
      return byHead[approximateHead(words, first, last)];
    }
    int[] stripped = strip(words, first, last);
    return byStrip.get(LongIntMap.span(stripped[0], stripped[1]));
  }

  /** Whether mention [first, last] is named: {@code anchor(first, last) >= 0}. */
  public boolean isNamed(int first, int last) {
    return anchor(first, last) >= 0;
  }

  /**
   * The approximate head token of [s, e] (3.3): (1) cut before the first post-modifier at s+1..e;
   * (2) while more than one token is left, drop a trailing possessive marker or punctuation-only
   * token; (3) the last token left.
   */
  public static int approximateHead(String[] words, int s, int e) {
    int end = e;
    for (int i = s + 1; i <= e; i++) {
      if (POST_MODIFIERS.contains(lower(words[i]))) {
        end = i - 1;
        break;
      }
    }
    while (end > s && isPossessiveOrPunctuation(words[end])) {
      end--;
    }
    return end;
  }

  /**
   * strip([s, e]) (3.3): drop leading {@code the}, {@code a}, {@code an} while more than one token
   * remains, then trailing possessive markers and punctuation-only tokens while more than one
   * remains.
   *
   * @return {s', e'}
   */
  public static int[] strip(String[] words, int s, int e) {
    while (s < e && ARTICLES.contains(lower(words[s]))) {
      s++;
    }
    while (s < e && isPossessiveOrPunctuation(words[e])) {
      e--;
    }
    return new int[] {s, e};
  }

  /** A possessive marker ({@code 's ' ’s ’}, lower-cased) or a punctuation-only token. */
  static boolean isPossessiveOrPunctuation(String word) {
    return POSSESSIVES.contains(lower(word)) || isPunctuationOnly(word);
  }

  /** No Unicode letter and no decimal digit (3.3); {@code null} and empty words count. */
  static boolean isPunctuationOnly(String word) {
    return word == null
        || word.codePoints().noneMatch(c -> Character.isLetter(c) || Character.isDigit(c));
  }

  private static String lower(String word) {
    return word == null ? "" : word.toLowerCase(Locale.ROOT);
  }
}
