package org.corefstats.core.cone;

import java.io.Serializable;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * How CONE finds the named mentions (CONE.md 3): the named-entity layer is column 11 of the key,
 * applied alike to key and response mentions (3.1); {@code rule} says which mention is named (3.3);
 * {@code types} the NE types admitted, null for the default (every type but the numeric and
 * temporal OntoNotes ones, 3.2).
 */
public record ConeOptions(ConeRule rule, Set<String> types) implements Serializable {
  /** The head rule, the default types. */
  public static final ConeOptions DEFAULT = new ConeOptions(ConeRule.HEAD, null);

  public ConeOptions {
    if (rule == null) {
      rule = ConeRule.HEAD;
    }
    if (types != null) {
      TreeSet<String> upper = new TreeSet<>();
      types.forEach(t -> upper.add(t.strip().toUpperCase(Locale.ROOT)));
      types = Collections.unmodifiableSet(upper);
    }
  }

  /** For summaries and run.json: {@code NE layer: key column 11, rule head, types: ...}. */
  public String describe() {
    return "CONE: NE layer key column 11, rule "
        + rule.code()
        + ", types "
        + (types == null
            ? "all but " + String.join(" ", new TreeSet<>(NeColumn.VALUE_TYPES))
            : String.join(" ", types));
  }
}
