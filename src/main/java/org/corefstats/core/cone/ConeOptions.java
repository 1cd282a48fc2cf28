package org.corefstats.core.cone;

import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.document.Problem;
import org.corefstats.core.match.PartitionViews;
import org.corefstats.core.ne.NeColumn;

/**
 * How CONE finds the named mentions (docs/explanation/cone.md 3): the named-entity layer ({@code
 * ne}: column 11 of the key by default, of each response, or a separate file), applied alike to key
 * and response mentions (3.1); {@code rule} says which mention is named (3.3); {@code types} the NE
 * types admitted, null for the default (every type but the numeric and temporal OntoNotes ones,
 * 3.2). For the approximate gold (5): {@code snap}, whether a named response mention is replaced by
 * its anchor NE span (5.4), and {@code ignoreTypes}, whether names of different types may cluster
 * (5.3).
 */
public record ConeOptions(
    ConeRule rule, Set<String> types, Snap snap, boolean ignoreTypes, NeSource ne)
    implements PartitionViews.Source {
  /** The head rule, the default types, anchored responses, types respected, the key's column. */
  public static final ConeOptions DEFAULT =
      new ConeOptions(ConeRule.HEAD, null, Snap.ANCHOR, false, NeSource.KEY);

  /**
   * docs/explanation/cone.md 5.4: compare the approximate gold with anchored response mentions, or
   * as they are.
   */
  public enum Snap {
    ANCHOR,
    NONE;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public ConeOptions {
    if (rule == null) {
      rule = ConeRule.HEAD;
    }
    if (snap == null) {
      snap = Snap.ANCHOR;
    }
    if (ne == null) {
      ne = NeSource.KEY;
    }
    if (types != null) {
      TreeSet<String> upper = new TreeSet<>();
      types.forEach(t -> upper.add(t.strip().toUpperCase(Locale.ROOT)));
      types = Collections.unmodifiableSet(upper);
    }
  }

  /** The NE layer of the key's column 11. */
  public ConeOptions(ConeRule rule, Set<String> types, Snap snap, boolean ignoreTypes) {
    this(rule, types, snap, ignoreTypes, NeSource.KEY);
  }

  /** The rule and types given, the defaults of the approximate gold. */
  public ConeOptions(ConeRule rule, Set<String> types) {
    this(rule, types, Snap.ANCHOR, false);
  }

  /** The named partitions of a pair, with the approximate gold when that view is asked for. */
  @Override
  public NamedPartitions derive(
      Document key, Document response, Set<String> views, Consumer<Problem> problems) {
    return NamedPartitions.of(
        key, response, this, views.contains(NamedPartitions.APPROXIMATE.name()), problems);
  }

  /** The NE layer, when it is a file read beside the key (or that file as the key). */
  @Override
  public KeySideInput keySide() {
    return ne;
  }

  @Override
  public boolean isDefault() {
    return equals(DEFAULT);
  }

  /** These options with the NE layer {@code source}. */
  public ConeOptions withNe(NeSource source) {
    return new ConeOptions(rule, types, snap, ignoreTypes, source);
  }

  /** For summaries: {@code CONE: NE layer key column 11, rule head, types ...; approximate ...}. */
  public String describe() {
    return "CONE: NE layer "
        + ne.describe()
        + ", rule "
        + rule.code()
        + ", types "
        + (types == null
            ? "all but " + String.join(" ", new TreeSet<>(NeColumn.VALUE_TYPES))
            : String.join(" ", types))
        + "; approximate gold: snap "
        + snap.code()
        + (ignoreTypes ? ", types ignored" : "");
  }
}
