package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.corefstats.core.conll.ConllReading;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.match.PartitionViews;
import org.corefstats.core.match.RepeatRule;
import org.corefstats.core.text.Format;

/**
 * Whose numbers a score reproduces (docs/explanation/corefud-and-coval.md section 9): the profile
 * of a reference scorer and the options in force. The defaults follow the key's format: CoNLL-2012
 * and jsonlines get v8.01's semantics (the numbers researchers compare with), CoNLL-U the CorefUD
 * scorer's.
 *
 * @param profile the reference scorer reproduced
 * @param matching how a response mention meets a key mention
 * @param singletons whether entities of one mention count
 * @param coval coval's options in force (docs/explanation/corefud-and-coval.md 5), applied per side
 *     after singleton removal; empty for none
 * @param zeros how zero mentions (CoNLL-U: a head on an empty node) are aligned
 * @param views the options of the metrics counted on a view of a pair ({@link Metric#view}: CONE's
 *     named mentions), or null for each view's defaults; used only when such metrics are asked for
 */
public record Semantics(
    Profile profile,
    Matching matching,
    Singletons singletons,
    Set<CovalOption> coval,
    Zeros zeros,
    PartitionViews.Source views)
    implements Serializable {

  public Semantics {
    Objects.requireNonNull(profile);
    Objects.requireNonNull(matching);
    Objects.requireNonNull(singletons);
    Objects.requireNonNull(zeros);
    coval = covalSet(coval);
    views = views == null || views.isDefault() ? null : views;
  }

  /** With coval's options and the profile's zero alignment ({@link Zeros#defaultFor}). */
  public Semantics(
      Profile profile, Matching matching, Singletons singletons, Set<CovalOption> coval) {
    this(profile, matching, singletons, coval, Zeros.defaultFor(profile), null);
  }

  /** Without coval's options, with the profile's zero alignment. */
  public Semantics(Profile profile, Matching matching, Singletons singletons) {
    this(profile, matching, singletons, Set.of());
  }

  private static Set<CovalOption> covalSet(Set<CovalOption> options) {
    return options == null || options.isEmpty()
        ? Collections.emptySet()
        : Collections.unmodifiableSet(EnumSet.copyOf(options));
  }

  /** Whether coval's option is in force. */
  public boolean has(CovalOption option) {
    return coval.contains(option);
  }

  /** This semantics with coval's options {@code options} (null or empty: none). */
  public Semantics withCoval(Set<CovalOption> options) {
    return new Semantics(profile, matching, singletons, options, zeros, views);
  }

  /** This semantics with zero alignment {@code z} (null: the profile's default). */
  public Semantics withZeros(Zeros z) {
    return new Semantics(
        profile, matching, singletons, coval, z == null ? Zeros.defaultFor(profile) : z, views);
  }

  /** This semantics with the views' options {@code v} (null: each view's defaults). */
  public Semantics withViews(PartitionViews.Source v) {
    return new Semantics(profile, matching, singletons, coval, zeros, v);
  }

  /**
   * What derives the partitions of the metrics counted on a view of a pair ({@link Metric#view}):
   * the options given, or the views' defaults.
   */
  public PartitionViews.Source viewSource() {
    if (views != null) {
      return views;
    }
    for (Metric m : Metric.values()) {
      if (m.view() != null) {
        return m.view().defaults();
      }
    }
    return null;
  }

  /** What is read beside the key when the metrics on views are asked for (CONE's NE layer). */
  public KeySideInput keySide() {
    PartitionViews.Source source = viewSource();
    return source == null ? KeySideInput.NONE : source.keySide();
  }

  /**
   * What is read beside the key for {@code metrics}: the views' side input when a metric on a view
   * is among them, nothing otherwise.
   */
  public KeySideInput keySide(java.util.Set<Metric> metrics) {
    return metrics.stream().anyMatch(m -> m.view() != null) ? keySide() : KeySideInput.NONE;
  }

  /** Whether zeros are paired by their DEPS before any other mention (2.2 step 1). */
  public boolean alignsZerosByDeps() {
    return zeros == Zeros.DEPENDENT;
  }

  /** The reference scorer a profile reproduces. */
  public enum Profile {
    /** scorer.pl v8.01 (docs/explanation/v801.md). */
    V801,
    /**
     * The CorefUD scorer 1.2: within-entity repeats removed (docs/explanation/corefud-and-coval.md
     * 1.5), singletons removed by default (3.1).
     */
    COREFUD,
    /**
     * coval 87071a6 (docs/explanation/corefud-and-coval.md 10, 3.2 and 5): CoNLL-2012 read with
     * coval's cell grammar and sentence-local mentions, entities as lists that keep every copy,
     * looked up in the later entity; singletons (lists of one) kept by default, removed per side
     * when asked, before its options {@link CovalOption}. CEAF-m and BLANC, which coval's scorer
     * lacks, are corefstats' own on the same entities.
     */
    COVAL;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Mention matching (docs/explanation/corefud-and-coval.md 2.2-2.3). */
  public enum Matching {
    /** The same words (node set), as v8.01's identical boundaries. */
    EXACT,
    /**
     * The CorefUD scorer's head matching: identical node set and head, then the best assignment of
     * |N(k) ∩ N(s)| / |N(k)| among mentions of the same head.
     */
    HEAD,
    /**
     * The CorefUD scorer's partial matching: identical node set, then the best assignment of |N(s)|
     * / |N(k)| among responses inside the key mention that hold its head.
     */
    PARTIAL;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Entities of exactly one mention: counted, or removed per side and document (3.1). */
  public enum Singletons {
    KEEP,
    REMOVE;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * How zero mentions are aligned (docs/explanation/corefud-and-coval.md 2.2 step 1, 4.1): {@code
   * dependent} pairs key and response zeros of one sentence by the DEPS of their empty nodes first
   * (the CorefUD scorer's default), {@code linear} treats them as any mention (identity: their
   * node).
   */
  public enum Zeros {
    DEPENDENT,
    LINEAR;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The CorefUD profile aligns zeros by their DEPS; v8.01 and coval know no zeros. */
    public static Zeros defaultFor(Profile profile) {
      return profile == Profile.COREFUD ? DEPENDENT : LINEAR;
    }
  }

  /**
   * coval's options on CoNLL-2012 input (docs/explanation/corefud-and-coval.md 5.2-5.4), applied
   * per side in this order: NP_only and min_span (both on the key's parse), then remove_nested.
   */
  public enum CovalOption {
    /** Mentions whose subtree root is VP removed; an entity left with one mention dropped. */
    NP_ONLY,
    /** Mentions identified by their minimum spans (MINA) instead of their boundaries. */
    MIN_SPAN,
    /** Mentions nested in another mention of their entity, in one sentence, removed. */
    REMOVE_NESTED;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the option needs the key's parse bits (all but remove_nested). */
    public boolean needsParse() {
      return this != REMOVE_NESTED;
    }
  }

  /** Whether some option needs the key's parse bits. */
  public boolean needsParse() {
    return coval.stream().anyMatch(CovalOption::needsParse);
  }

  /** v8.01, as every score was before formats had profiles. */
  public static final Semantics V801 = new Semantics(Profile.V801, Matching.EXACT, Singletons.KEEP);

  /** The profile a key in {@code format} gets when none is asked for. */
  public static Profile defaultProfile(Format keyFormat) {
    return keyFormat == Format.CONLLU ? Profile.COREFUD : Profile.V801;
  }

  /**
   * The semantics of a profile with the options given (null: the profile's default): the CorefUD
   * profile has the CorefUD scorer 1.2's defaults (head matching, singletons removed, zeros aligned
   * by their DEPS), v8.01 and coval exact matching with singletons kept.
   */
  public static Semantics of(Profile profile, Matching matching, Singletons singletons) {
    boolean corefud = profile == Profile.COREFUD;
    return new Semantics(
        profile,
        matching != null ? matching : corefud ? Matching.HEAD : Matching.EXACT,
        singletons != null ? singletons : corefud ? Singletons.REMOVE : Singletons.KEEP);
  }

  /**
   * What the command line asked for, resolved once the key's format is known: a null option takes
   * the profile's default.
   */
  public record Choice(
      Profile profile,
      Matching matching,
      Singletons singletons,
      Set<CovalOption> coval,
      Zeros zeros,
      PartitionViews.Source views)
      implements Serializable {
    /** Nothing asked for: every default. */
    public static final Choice DEFAULTS = new Choice(null, null, null);

    public Choice {
      coval = covalSet(coval);
    }

    /** Without coval's options, zeros by the profile's default. */
    public Choice(Profile profile, Matching matching, Singletons singletons) {
      this(profile, matching, singletons, Set.of(), null, null);
    }

    /** This choice with a setting's matching, singletons and zeros (null: this choice's own). */
    public Choice with(Matching m, Singletons s, Zeros z) {
      return new Choice(
          profile,
          m != null ? m : matching,
          s != null ? s : singletons,
          coval,
          z != null ? z : zeros,
          views);
    }

    public Semantics resolve(Format keyFormat) {
      return Semantics.of(
              profile != null ? profile : defaultProfile(keyFormat), matching, singletons)
          .withCoval(coval)
          .withZeros(zeros)
          .withViews(views);
    }
  }

  /**
   * Whether these semantics count {@code metric}: every metric but the CorefUD scorer's own, MOR
   * and the zero score, which only the CorefUD profile reports
   * (docs/explanation/corefud-and-coval.md 6.1; v8.01 has no such metric). A metric not counted is
   * absent from the counts, as if not asked for, whatever {@code --metrics} says ({@code all}
   * included).
   */
  public boolean scores(Metric metric) {
    return (metric != Metric.MOR && metric != Metric.ZERO) || profile == Profile.COREFUD;
  }

  /**
   * What the contingency table does with a mention repeated on one side: the CorefUD scorer keeps
   * an across-entity duplicate in both entities and looks it up in the later one
   * (docs/explanation/corefud-and-coval.md 1.5, 2.7); coval keeps every copy in its entities' lists
   * and looks a mention up in the later entity too (10.3-10.4), with or without min_span; v8.01
   * removes the later copy of a key-matching response span (docs/explanation/v801.md).
   */
  public RepeatRule repeatRule() {
    return switch (profile) {
      case COREFUD -> RepeatRule.LATER_ENTITY_WINS;
      case COVAL -> RepeatRule.COVAL;
      case V801 -> RepeatRule.V801;
    };
  }

  /** The metrics of {@code requested} that these semantics count ({@link #scores}). */
  public java.util.Set<Metric> scored(java.util.Set<Metric> requested) {
    java.util.EnumSet<Metric> set = java.util.EnumSet.noneOf(Metric.class);
    for (Metric m : requested) {
      if (scores(m)) {
        set.add(m);
      }
    }
    return set;
  }

  /**
   * Whose reading of CoNLL-2012 coreference cells these semantics score: coval's under its profile.
   */
  public ConllReading conllReading() {
    return profile == Profile.COVAL ? ConllReading.COVAL : ConllReading.V801;
  }

  /**
   * What a profile whose reference lacks some metrics reproduces, for summaries and run.json; null
   * when every metric is the reference's.
   */
  public String reference() {
    return profile == Profile.COVAL
        ? "mentions, muc, bcub, ceafe, lea and conll as coval 87071a6 reads and counts them;"
            + " ceafm and blanc (not in coval's scorer) are corefstats' own on the same entities"
        : null;
  }

  /**
   * For summaries: {@code profile v801, matching exact, singletons keep}; the zero alignment is
   * named under the CorefUD profile or when not the profile's default.
   */
  public String describe() {
    return "profile "
        + profile.code()
        + ", matching "
        + matching.code()
        + ", singletons "
        + singletons.code()
        + (zeros != Zeros.defaultFor(profile) || profile == Profile.COREFUD
            ? ", zeros " + zeros.code()
            : "")
        + (coval.isEmpty()
            ? ""
            : ", coval "
                + String.join(" ", coval.stream().map(CovalOption::code).toArray(String[]::new)));
  }
}
