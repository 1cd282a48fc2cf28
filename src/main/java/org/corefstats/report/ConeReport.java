package org.corefstats.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.corefstats.core.cone.ConeOptions;
import org.corefstats.core.cone.evaluation.ConeTally;
import org.corefstats.core.cone.evaluation.ConeTally.Field;
import org.corefstats.core.metrics.Semantics;

/**
 * CONE's diagnostics as text (docs/explanation/cone.md 3.3: whether the NE layer fits the mentions)
 * and the approximate gold's quality against the gold named clusters (docs/explanation/cone.md
 * 5.5), for {@code score}'s output and a run's summary. What depends on the key alone is printed
 * once when every system saw the same (a key or file NE layer), per system otherwise (the
 * responses' own NE columns).
 */
public final class ConeReport {
  private ConeReport() {}

  /** The diagnostics that depend on the key (and its NE layer) alone. */
  static final List<Field> KEY_FIELDS =
      List.of(
          Field.NE_SPANS_READ,
          Field.NE_SPANS_ADMITTED,
          Field.NE_SPANS_EQUAL_TO_KEY_MENTION,
          Field.NE_SPANS_SHARING_HEAD,
          Field.NE_SPANS_MATCHING_NONE,
          Field.NAMED_KEY_MENTIONS,
          Field.NAMED_KEY_ENTITIES,
          Field.APPROXIMATE_ENTITIES);

  /**
   * Prints the diagnostics of the systems' tallies ({@code null} tallies, systems left out, are
   * skipped); nothing when none has one.
   */
  public static void print(
      PrintWriter out, List<String> systems, List<ConeTally> tallies, Semantics.Profile profile) {
    List<String> names = new ArrayList<>();
    List<ConeTally> kept = new ArrayList<>();
    for (int i = 0; i < systems.size(); i++) {
      if (tallies.get(i) != null) {
        names.add(systems.get(i));
        kept.add(tallies.get(i));
      }
    }
    if (kept.isEmpty()) {
      return;
    }
    if (sameKeySide(kept)) {
      keySide(out, kept.get(0), profile);
    } else {
      for (int i = 0; i < kept.size(); i++) {
        out.println(names.get(i) + ":");
        keySide(out, kept.get(i), profile);
      }
    }
    // twinless means nothing when the key names no mention (approx-only: the key is an NE layer)
    boolean twinless = kept.stream().anyMatch(t -> t.get(Field.NAMED_KEY_MENTIONS) > 0);
    List<String[]> lines = new ArrayList<>();
    lines.add(
        twinless
            ? new String[] {"system", "named response mentions", "of which twinless"}
            : new String[] {"system", "named response mentions"});
    for (int i = 0; i < kept.size(); i++) {
      ConeTally t = kept.get(i);
      String named = Numbers.count(t.get(Field.NAMED_RESPONSE_MENTIONS));
      lines.add(
          twinless
              ? new String[] {
                names.get(i), named, Numbers.count(t.get(Field.TWINLESS_NAMED_RESPONSE_MENTIONS))
              }
              : new String[] {names.get(i), named});
    }
    TextReport.table(
        out, lines, twinless ? new boolean[] {false, true, true} : new boolean[] {false, true});
  }

  /** CONE's options in {@code semantics}: those given, or the defaults. */
  public static ConeOptions options(Semantics semantics) {
    return semantics.views() instanceof ConeOptions c ? c : ConeOptions.DEFAULT;
  }

  /** Whether every tally has the same key side (then it is printed once). */
  static boolean sameKeySide(List<ConeTally> tallies) {
    ConeTally first = tallies.get(0);
    for (ConeTally t : tallies) {
      for (Field f : KEY_FIELDS) {
        if (t.get(f) != first.get(f)) {
          return false;
        }
      }
      if (!Objects.equals(t.approximateQuality(), first.approximateQuality())) {
        return false;
      }
    }
    return true;
  }

  private static void keySide(PrintWriter out, ConeTally t, Semantics.Profile profile) {
    if (t.get(Field.NAMED_KEY_MENTIONS) == 0
        && t.get(Field.NE_SPANS_MATCHING_NONE) == t.get(Field.NE_SPANS_ADMITTED)) {
      out.printf(
          Locale.ROOT,
          "CONE NE layer: %s NE spans read, %s admitted by type; the key has no mention they"
              + " name%n",
          Numbers.count(t.get(Field.NE_SPANS_READ)),
          Numbers.count(t.get(Field.NE_SPANS_ADMITTED)));
    } else {
      out.printf(
          Locale.ROOT,
          "CONE NE layer: %s NE spans read, %s admitted by type; of these, %s equal to a key"
              + " mention, %s sharing a head with one (not equal), %s matching no key mention%n",
          Numbers.count(t.get(Field.NE_SPANS_READ)),
          Numbers.count(t.get(Field.NE_SPANS_ADMITTED)),
          Numbers.count(t.get(Field.NE_SPANS_EQUAL_TO_KEY_MENTION)),
          Numbers.count(t.get(Field.NE_SPANS_SHARING_HEAD)),
          Numbers.count(t.get(Field.NE_SPANS_MATCHING_NONE)));
      out.printf(
          Locale.ROOT,
          "CONE named key mentions: %s, in %s key %s%n",
          Numbers.count(t.get(Field.NAMED_KEY_MENTIONS)),
          Numbers.count(t.get(Field.NAMED_KEY_ENTITIES)),
          t.get(Field.NAMED_KEY_ENTITIES) == 1 ? "entity" : "entities");
    }
    if (t.approximateQuality() != null && t.get(Field.NAMED_KEY_MENTIONS) == 0) {
      out.printf(
          Locale.ROOT,
          "CONE approximate gold: %s entities (no gold named clusters to measure it against)%n",
          Numbers.count(t.get(Field.APPROXIMATE_ENTITIES)));
    } else if (t.approximateQuality() != null) {
      out.printf(
          Locale.ROOT,
          "CONE approximate gold: %s entities; its quality, scored as a response against the gold"
              + " named clusters (docs/explanation/cone.md 5.5):%n",
          Numbers.count(t.get(Field.APPROXIMATE_ENTITIES)));
      TextReport.totals(out, t.approximateQuality(), profile, false);
    }
  }
}
