package org.corefstats.core.metrics;

import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.match.PartitionViews;

/**
 * Every statistic corefstats reports: the counted metrics, whose values a document's {@link Counts}
 * hold ({@link #width()} of them each, in this order), and the derived ones, the mean F1 of their
 * {@link #inputs()} (the CoNLL average). {@link #code()} is the name used on the command line and
 * in CSV, {@link #display()} the name tables show; {@link #named} also knows the spellings of
 * published tables. A new metric is a constant here (and, when counted, the class that counts it,
 * called by {@link DocumentScorer}).
 */
public enum Metric {
  /** Mention detection: strict span match. */
  MENTIONS("mentions", "MD", 4, List.of(), "md", "mention", "mentiondetection"),
  /** Vilain et al. 1995. */
  MUC("muc", "MUC", 4, List.of()),
  /** B-cubed, Bagga and Baldwin 1998. */
  BCUB("bcub", "B3", 4, List.of(), "b3", "bcubed", "b³"),
  /** Mention-based CEAF, Luo 2005 (φ3). */
  CEAFM("ceafm", "CEAF-m", 4, List.of(), "ceafmention"),
  /** Entity-based CEAF, Luo 2005 (φ4). */
  CEAFE("ceafe", "CEAF-e", 4, List.of(), "ceafentity", "ceaf"),
  /**
   * BLANC extended to system mentions, Luo et al. 2014: six counts, coreference and non-coreference
   * links, and a seventh, the number of documents whose halves combine by the UA rule ({@link
   * BlancScore.Rule}; {@link Counts#blancRule()}).
   */
  BLANC("blanc", "BLANC", 7, List.of()),
  /** Link-based entity-aware metric, Moosavi and Strube 2016. */
  LEA("lea", "LEA", 4, List.of()),
  /**
   * The mention overlap ratio of the CorefUD scorer ({@link Mor}): mode- and alignment-independent;
   * counted under the CorefUD profile only ({@link Semantics#scores}), absent under v8.01's.
   */
  MOR("mor", "MOR", 4, List.of(), "mentionoverlapratio"),
  /**
   * The CorefUD scorer's anaphor-decomposable score for zero mentions ({@link ZeroAnaphors}):
   * counted under the CorefUD profile only, like MOR; 0/0 where no document has a zero.
   */
  ZERO("zero", "Zero", 4, List.of(), "zeros", "zeroanaphora"),
  /**
   * CONE (Lin et al. 2010; docs/explanation/cone.md): mention detection on named mentions only, the
   * key and the response restricted to the mentions an NE layer names ({@code core/cone}).
   */
  CONE_MENTIONS("cone_mentions", "CONE MD", MENTIONS, NamedPartitions.NAMED),
  /** CONE B3 = B3(G^NM, O^NM): B3 on the named mentions (docs/explanation/cone.md 1.1). */
  CONE_BCUB("cone_bcub", "CONE B3", BCUB, NamedPartitions.NAMED),
  /** CONE CEAF = CEAF-m(G^NM, O^NM), the paper's equations (docs/explanation/cone.md 4). */
  CONE_CEAFM("cone_ceafm", "CONE CEAF-m", CEAFM, NamedPartitions.NAMED),
  /** CEAF-e on the named mentions (docs/explanation/cone.md 4: reported too). */
  CONE_CEAFE("cone_ceafe", "CONE CEAF-e", CEAFE, NamedPartitions.NAMED),
  /**
   * B3 at the NE-CRR level: the entities with a named mention, kept whole (docs/explanation/cone.md
   * 1.2).
   */
  NE_BCUB("ne_bcub", "NE B3", BCUB, NamedPartitions.ENTITIES),
  /** CEAF-m at the NE-CRR level. */
  NE_CEAFM("ne_ceafm", "NE CEAF-m", CEAFM, NamedPartitions.ENTITIES),
  /** CEAF-e at the NE-CRR level. */
  NE_CEAFE("ne_ceafe", "NE CEAF-e", CEAFE, NamedPartitions.ENTITIES),
  /**
   * B3(G^NM-approx, O^NM): the key's named mentions replaced by its NE spans clustered by name
   * matching, no coreference annotation needed (docs/explanation/cone.md 5).
   */
  CONE_APPROX_BCUB("cone_approx_bcub", "CONE-approx B3", BCUB, NamedPartitions.APPROXIMATE),
  /** CEAF-m(G^NM-approx, O^NM) (docs/explanation/cone.md 5). */
  CONE_APPROX_CEAFM("cone_approx_ceafm", "CONE-approx CEAF-m", CEAFM, NamedPartitions.APPROXIMATE),
  /** CEAF-e(G^NM-approx, O^NM) (docs/explanation/cone.md 5). */
  CONE_APPROX_CEAFE("cone_approx_ceafe", "CONE-approx CEAF-e", CEAFE, NamedPartitions.APPROXIMATE),
  /** The CoNLL-2012 average (Pradhan et al. 2014): the mean F1 of MUC, B3 and CEAF-e; F1 only. */
  CONLL(
      "conll", "CoNLL", 0, List.of(MUC, BCUB, CEAFE), "conllavg", "conllaverage", "conllf1", "avg");

  private final String code;
  private final String display;
  private final int width;
  private final List<Metric> inputs;
  private final Metric base;
  private final PartitionViews.View view;
  private final List<String> aliases;

  /** A metric counted as {@code base} counts, on the partitions of {@code view}. */
  Metric(String code, String display, Metric base, PartitionViews.View view) {
    this(code, display, 4, List.of(), base, view, new String[0]);
  }

  Metric(String code, String display, int width, List<Metric> inputs, String... aliases) {
    this(code, display, width, inputs, null, null, aliases);
  }

  Metric(
      String code,
      String display,
      int width,
      List<Metric> inputs,
      Metric base,
      PartitionViews.View view,
      String[] aliases) {
    this.base = base;
    this.view = view;
    this.code = code;
    this.display = display;
    this.width = width;
    this.inputs = inputs;
    this.aliases = List.of(aliases);
  }

  /** The name on the command line and in CSV: {@code mentions}, {@code muc}, ... {@code conll}. */
  public String code() {
    return code;
  }

  /** The name tables show: MD, MUC, B3, CEAF-m, CEAF-e, BLANC, LEA, MOR, Zero, CoNLL. */
  public String display() {
    return display;
  }

  /**
   * How many values of {@link Counts} are this metric's own: 4 (two fractions), 7 for BLANC, 0 when
   * derived.
   */
  public int width() {
    return width;
  }

  /** Whether this metric has counts of its own (else it is derived from its {@link #inputs()}). */
  public boolean hasCounts() {
    return width > 0;
  }

  /** The metrics whose F1 a derived metric averages, in order; empty for a counted one. */
  public List<Metric> inputs() {
    return inputs;
  }

  /**
   * What {@code --metrics all} means: every metric but the CONE group ({@link #cone()}), which
   * needs a named-entity layer and is asked for by name or as {@code cone}.
   */
  public static Set<Metric> all() {
    EnumSet<Metric> set = EnumSet.allOf(Metric.class);
    set.removeAll(cone());
    return set;
  }

  /**
   * The CONE group ({@code --metrics cone}): CONE and NE-CRR metrics (docs/explanation/cone.md
   * 1.2).
   */
  public static Set<Metric> cone() {
    return EnumSet.range(CONE_MENTIONS, CONE_APPROX_CEAFE);
  }

  /**
   * The metrics against the approximate gold of docs/explanation/cone.md 5 (all approx-only mode
   * computes).
   */
  public static Set<Metric> coneApproximate() {
    return EnumSet.of(CONE_APPROX_BCUB, CONE_APPROX_CEAFM, CONE_APPROX_CEAFE);
  }

  /** Whether this metric is scored against the approximate gold ({@link #coneApproximate()}). */
  public boolean isConeApproximate() {
    return this == CONE_APPROX_BCUB || this == CONE_APPROX_CEAFM || this == CONE_APPROX_CEAFE;
  }

  /**
   * The part of a document pair this metric counts ({@link
   * org.corefstats.core.match.PartitionViews}), or null for the whole pair.
   */
  public PartitionViews.View view() {
    return view;
  }

  /** The metric whose equations count {@link #view()}'s partitions; null without a view. */
  public Metric base() {
    return base;
  }

  /** Whether this metric is computed on the named mentions an NE layer gives ({@link #cone()}). */
  public boolean isCone() {
    return cone().contains(this);
  }

  /** The metrics with counts of their own, in the order of their values in {@link Counts}. */
  public static Set<Metric> counted() {
    EnumSet<Metric> set = EnumSet.noneOf(Metric.class);
    for (Metric m : values()) {
      if (m.hasCounts()) {
        set.add(m);
      }
    }
    return set;
  }

  /** These metrics and every derived metric whose inputs are all among them. */
  public static Set<Metric> withDerived(Collection<Metric> metrics) {
    EnumSet<Metric> set = EnumSet.noneOf(Metric.class);
    set.addAll(metrics);
    for (Metric m : values()) {
      if (!m.hasCounts() && set.containsAll(m.inputs)) {
        set.add(m);
      }
    }
    return set;
  }

  /** A metric by its code (case and surrounding spaces ignored), as the command line gives it. */
  public static Metric fromCode(String code) {
    String c = code.trim().toLowerCase(Locale.ROOT);
    for (Metric m : values()) {
      if (m.code.equals(c)) {
        return m;
      }
    }
    StringBuilder known = new StringBuilder();
    for (Metric m : values()) {
      known.append(m.code).append(", ");
    }
    throw new IllegalArgumentException(
        "unknown metric '" + code + "' (known: " + known + "all, cone)");
  }

  /** The metric whose code is exactly this, if any. */
  public static Optional<Metric> ofCode(String code) {
    for (Metric m : values()) {
      if (m.code.equals(code)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /**
   * A metric by any of its spellings in published tables: its code, its display name or an alias
   * ({@code MD}, {@code B3}, {@code CEAF-e}, {@code avg} ...), compared {@link #normalized}.
   */
  public static Optional<Metric> named(String name) {
    String n = normalized(name);
    for (Metric m : values()) {
      if (m.code.equals(n)
          || normalized(m.code).equals(n)
          || normalized(m.display).equals(n)
          || m.aliases.contains(n)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /**
   * A name as {@link #named} compares it: trimmed, in lower case, without hyphens, underscores and
   * spaces.
   */
  public static String normalized(String name) {
    return name.trim().toLowerCase(Locale.ROOT).replace("-", "").replace("_", "").replace(" ", "");
  }

  /** Codes as prose: {@code muc, bcub and ceafe}. */
  public static String spelled(Collection<Metric> metrics) {
    List<String> codes = metrics.stream().map(Metric::code).toList();
    int last = codes.size() - 1;
    return last <= 0
        ? String.join("", codes)
        : String.join(", ", codes.subList(0, last)) + " and " + codes.get(last);
  }
}
