package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;
import org.corefstats.core.text.Format;

/**
 * Whose numbers a score reproduces (MODES-AND-FORMATS.md section 9): the profile of a reference
 * scorer and the options in force. The defaults follow the key's format: CoNLL-2012 and jsonlines
 * get v8.01's semantics (the numbers researchers compare with), CoNLL-U the CorefUD scorer's.
 *
 * @param profile the reference scorer reproduced
 * @param matching how a response mention meets a key mention
 * @param singletons whether entities of one mention count
 */
public record Semantics(Profile profile, Matching matching, Singletons singletons)
    implements Serializable {

  public Semantics {
    Objects.requireNonNull(profile);
    Objects.requireNonNull(matching);
    Objects.requireNonNull(singletons);
  }

  /** The reference scorer a profile reproduces. */
  public enum Profile {
    /** scorer.pl v8.01 (SEMANTICS.md). */
    V801,
    /**
     * The CorefUD scorer 1.2: within-entity repeats removed (MODES-AND-FORMATS.md 1.5), singletons
     * removed by default (3.1).
     */
    COREFUD;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Mention matching (head and partial matching come with the CorefUD modes). */
  public enum Matching {
    /** The same words (node set), as v8.01's identical boundaries. */
    EXACT;

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

  /** v8.01, as every score was before formats had profiles. */
  public static final Semantics V801 = new Semantics(Profile.V801, Matching.EXACT, Singletons.KEEP);

  /** The profile a key in {@code format} gets when none is asked for. */
  public static Profile defaultProfile(Format keyFormat) {
    return keyFormat == Format.CONLLU ? Profile.COREFUD : Profile.V801;
  }

  /**
   * The semantics of a profile with the options given (null: the profile's default): CorefUD
   * removes singletons by default, v8.01 keeps them.
   */
  public static Semantics of(Profile profile, Matching matching, Singletons singletons) {
    return new Semantics(
        profile,
        matching == null ? Matching.EXACT : matching,
        singletons != null
            ? singletons
            : profile == Profile.COREFUD ? Singletons.REMOVE : Singletons.KEEP);
  }

  /**
   * What the command line asked for, resolved once the key's format is known: a null option takes
   * the profile's default.
   */
  public record Choice(Profile profile, Matching matching, Singletons singletons)
      implements Serializable {
    /** Nothing asked for: every default. */
    public static final Choice DEFAULTS = new Choice(null, null, null);

    public Semantics resolve(Format keyFormat) {
      return Semantics.of(
          profile != null ? profile : defaultProfile(keyFormat), matching, singletons);
    }
  }

  /**
   * Whether these semantics count {@code metric}: every metric but the CorefUD scorer's own, MOR,
   * which only the CorefUD profile reports (MODES-AND-FORMATS.md 6.1; v8.01 has no such metric). A
   * metric not counted is absent from the counts, as if not asked for, whatever {@code --metrics}
   * says ({@code all} included).
   */
  public boolean scores(Metric metric) {
    return metric != Metric.MOR || profile == Profile.COREFUD;
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

  /** For summaries: {@code profile v801, matching exact, singletons keep}. */
  public String describe() {
    return "profile "
        + profile.code()
        + ", matching "
        + matching.code()
        + ", singletons "
        + singletons.code();
  }
}
