package org.corefstats.core.cone;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.ne.NeSpan;

/**
 * The normal form of a name (docs/explanation/cone.md §5.1): its titles, its core tokens and, for a
 * one-token name written in capitals, its acronym; plus the name-matching rules of §5.2.
 *
 * <p>Steps, on the tokens of the span:
 *
 * <ol>
 *   <li>drop punctuation-only tokens (no letter, no digit); drop a final possessive token ({@code
 *       's ' ’s ’}); cut a trailing {@code 's}/{@code ’s} glued to the last token ({@code Darcy's}
 *       → {@code Darcy}, kept when the token is nothing else);
 *   <li>drop the leading tokens whose first character is not an upper-case letter (Unicode Lu),
 *       unless every token would go (then none is dropped);
 *   <li>lower-case (Locale.ROOT), delete every {@code .} in the tokens, drop tokens left empty;
 *   <li>while more than one token is left and the first is a title, move it to {@link #titles()};
 *       the rest is {@link #core()};
 *   <li>{@link #acronym()}: when exactly one token is left after step 2 and, without its dots, it
 *       has at least two characters, all upper-case letters, that token lower-cased without dots
 *       ({@code U.S.A.} → {@code usa}); otherwise null.
 * </ol>
 */
public final class NameForm {

  /** The gender of a name's titles. */
  public enum Gender {
    MALE,
    FEMALE,
    NONE
  }

  /** Match rules of §5.2, by priority. */
  public static final int NO_MATCH = 0;

  public static final int EXACT = 1;
  public static final int INITIALS = 2;
  public static final int WORDS = 3;

  private static final Set<String> MALE_TITLES =
      Set.of(
          "mr",
          "messrs",
          "sir",
          "lord",
          "master",
          "monsieur",
          "m",
          "herr",
          "signor",
          "senor",
          "don",
          "king",
          "prince",
          "duke",
          "count",
          "baron",
          "earl",
          "marquis",
          "father",
          "brother",
          "uncle",
          "mister");
  private static final Set<String> FEMALE_TITLES =
      Set.of(
          "mrs",
          "miss",
          "ms",
          "lady",
          "madam",
          "madame",
          "mme",
          "mlle",
          "mademoiselle",
          "frau",
          "fraulein",
          "signora",
          "senora",
          "donna",
          "queen",
          "princess",
          "duchess",
          "countess",
          "baroness",
          "marquise",
          "mother",
          "sister",
          "aunt",
          "dame",
          "mistress");
  private static final Set<String> NEUTRAL_TITLES =
      Set.of(
          "dr",
          "doctor",
          "captain",
          "capt",
          "colonel",
          "col",
          "major",
          "general",
          "gen",
          "lieutenant",
          "lt",
          "sergeant",
          "sgt",
          "professor",
          "prof",
          "rev",
          "reverend",
          "judge",
          "st",
          "saint",
          "president",
          "senator",
          "governor",
          "admiral",
          "commander",
          "bishop",
          "cardinal",
          "pope",
          "emperor",
          "mayor");

  /** Words skipped when the initials of a core spell an acronym (§5.2 rule 2 (i)). */
  static final Set<String> ACRONYM_SKIP =
      Set.of("of", "the", "and", "for", "de", "la", "le", "von", "van", "du", "del", "da", "&");

  private static final Set<String> POSSESSIVES = Set.of("'s", "'", "’s", "’");

  private final List<String> titles;
  private final List<String> core;
  private final String acronym;
  private final boolean male;
  private final boolean female;

  private NameForm(List<String> titles, List<String> core, String acronym) {
    this.titles = Collections.unmodifiableList(titles);
    this.core = Collections.unmodifiableList(core);
    this.acronym = acronym;
    boolean m = false;
    boolean f = false;
    for (String t : titles) {
      m |= MALE_TITLES.contains(t);
      f |= FEMALE_TITLES.contains(t);
    }
    this.male = m;
    this.female = f;
  }

  /** The normal form of the tokens {@code span.start()..span.end()} of {@code words}. */
  public static NameForm of(String[] words, NeSpan span) {
    List<String> tokens = new ArrayList<>(span.end() - span.start() + 1);
    for (int i = span.start(); i <= span.end(); i++) {
      tokens.add(words[i]);
    }
    return of(tokens);
  }

  /** The normal form of a name given as its tokens. */
  public static NameForm of(List<String> tokens) {
    // 1. punctuation, possessives
    List<String> t = new ArrayList<>(tokens.size());
    for (String w : tokens) {
      if (!punctuationOnly(w)) {
        t.add(w);
      }
    }
    if (!t.isEmpty() && POSSESSIVES.contains(t.get(t.size() - 1).toLowerCase(Locale.ROOT))) {
      t.remove(t.size() - 1);
    }
    if (!t.isEmpty()) {
      String last = t.get(t.size() - 1);
      String lower = last.toLowerCase(Locale.ROOT);
      if (last.length() > 2 && (lower.endsWith("'s") || lower.endsWith("’s"))) {
        t.set(t.size() - 1, last.substring(0, last.length() - 2));
      }
    }
    // 2. leading words not starting with an upper-case letter
    int first = 0;
    while (first < t.size() && !startsUpper(t.get(first))) {
      first++;
    }
    if (first < t.size()) {
      t = t.subList(first, t.size());
    }
    // 5. (on the tokens after step 2) acronym
    String acronym = null;
    if (t.size() == 1) {
      String noDots = t.get(0).replace(".", "");
      if (noDots.length() >= 2 && allUpper(noDots)) {
        acronym = noDots.toLowerCase(Locale.ROOT);
      }
    }
    // 3. lower case, dots
    List<String> norm = new ArrayList<>(t.size());
    for (String w : t) {
      String n = w.toLowerCase(Locale.ROOT).replace(".", "");
      if (!n.isEmpty()) {
        norm.add(n);
      }
    }
    // 4. titles
    int k = 0;
    while (norm.size() - k > 1 && isTitle(norm.get(k))) {
      k++;
    }
    return new NameForm(
        new ArrayList<>(norm.subList(0, k)),
        new ArrayList<>(norm.subList(k, norm.size())),
        acronym);
  }

  /** The titles moved off the front of the name, normalised ({@code mr}, {@code miss}). */
  public List<String> titles() {
    return titles;
  }

  /** The normalised tokens after the titles. */
  public List<String> core() {
    return core;
  }

  /** The acronym ({@code usa}), or null. */
  public String acronym() {
    return acronym;
  }

  /**
   * The gender of the titles: MALE when they include a male title and no female one, FEMALE
   * likewise, else NONE (no gendered title, or both kinds).
   */
  public Gender gender() {
    if (male && !female) {
      return Gender.MALE;
    }
    if (female && !male) {
      return Gender.FEMALE;
    }
    return Gender.NONE;
  }

  /**
   * False iff one name has a male title and the other a female one (a name with both kinds is
   * incompatible with every name carrying a gendered title).
   */
  public boolean genderCompatible(NameForm other) {
    return !((male && other.female) || (female && other.male));
  }

  /** True iff a title is male. */
  boolean hasMaleTitle() {
    return male;
  }

  /** True iff a title is female. */
  boolean hasFemaleTitle() {
    return female;
  }

  /** True when the name has no token left. */
  public boolean isEmpty() {
    return titles.isEmpty() && core.isEmpty();
  }

  /** True iff the normalised token is in the title list (any gender). */
  public static boolean isTitle(String token) {
    return MALE_TITLES.contains(token)
        || FEMALE_TITLES.contains(token)
        || NEUTRAL_TITLES.contains(token);
  }

  /** The gender of a normalised title token (NONE for neutral titles and non-titles). */
  public static Gender titleGender(String token) {
    if (MALE_TITLES.contains(token)) {
      return Gender.MALE;
    }
    if (FEMALE_TITLES.contains(token)) {
      return Gender.FEMALE;
    }
    return Gender.NONE;
  }

  /**
   * The first rule of §5.2 by which {@code a} and {@code b} match: {@link #EXACT} (1), {@link
   * #INITIALS} (2), {@link #WORDS} (3), or {@link #NO_MATCH} (0). Empty names match nothing.
   */
  public static int matchRule(NameForm a, NameForm b) {
    if (exact(a, b)) {
      return EXACT;
    }
    if (initials(a, b)) {
      return INITIALS;
    }
    if (words(a, b)) {
      return WORDS;
    }
    return NO_MATCH;
  }

  /** Whether {@code a} and {@code b} match by the given rule (1, 2 or 3). */
  public static boolean matches(NameForm a, NameForm b, int rule) {
    return switch (rule) {
      case EXACT -> exact(a, b);
      case INITIALS -> initials(a, b);
      case WORDS -> words(a, b);
      default -> throw new IllegalArgumentException("rule " + rule);
    };
  }

  /** Rule 1: titles+core equal (and not empty). */
  static boolean exact(NameForm a, NameForm b) {
    return !a.isEmpty() && a.titles.equals(b.titles) && a.core.equals(b.core);
  }

  /** Rule 2: (i) acronym vs the initials of a core, or (ii) initials vs names, same surname. */
  static boolean initials(NameForm a, NameForm b) {
    if (acronymMatch(a, b) || acronymMatch(b, a)) {
      return true;
    }
    int n = a.core.size();
    if (n < 2 || b.core.size() != n || !a.genderCompatible(b)) {
      return false;
    }
    if (!a.core.get(n - 1).equals(b.core.get(n - 1))) {
      return false;
    }
    for (int i = 0; i < n - 1; i++) {
      String x = a.core.get(i);
      String y = b.core.get(i);
      if (!x.equals(y) && !initialOf(x, y) && !initialOf(y, x)) {
        return false;
      }
    }
    return true;
  }

  /** (i): {@code a} has an acronym spelt by the first letters of {@code b}'s core (≥ 2 tokens). */
  private static boolean acronymMatch(NameForm a, NameForm b) {
    if (a.acronym == null || b.core.size() < 2) {
      return false;
    }
    StringBuilder letters = new StringBuilder();
    for (String w : b.core) {
      if (!ACRONYM_SKIP.contains(w)) {
        letters.appendCodePoint(w.codePointAt(0));
      }
    }
    return letters.toString().equals(a.acronym);
  }

  /** {@code x} is a single letter that starts {@code y}. */
  private static boolean initialOf(String x, String y) {
    return x.codePointCount(0, x.length()) == 1
        && Character.isLetter(x.codePointAt(0))
        && y.startsWith(x);
  }

  /** Rule 3: gender-compatible, cores non-empty, the shorter core a prefix or suffix. */
  static boolean words(NameForm a, NameForm b) {
    if (!a.genderCompatible(b) || a.core.isEmpty() || b.core.isEmpty()) {
      return false;
    }
    List<String> s = a.core.size() <= b.core.size() ? a.core : b.core;
    List<String> l = s == a.core ? b.core : a.core;
    return l.subList(0, s.size()).equals(s) || l.subList(l.size() - s.size(), l.size()).equals(s);
  }

  /** No letter (Unicode L*) and no decimal digit (Nd). */
  static boolean punctuationOnly(String w) {
    return w.codePoints().noneMatch(c -> Character.isLetter(c) || Character.isDigit(c));
  }

  private static boolean startsUpper(String w) {
    return !w.isEmpty() && Character.getType(w.codePointAt(0)) == Character.UPPERCASE_LETTER;
  }

  private static boolean allUpper(String w) {
    return w.codePoints().allMatch(c -> Character.getType(c) == Character.UPPERCASE_LETTER);
  }

  /** For tests and diagnostics: the titles and the core, the acronym after a slash. */
  @Override
  public String toString() {
    return titles + " " + core + (acronym == null ? "" : " /" + acronym);
  }
}
