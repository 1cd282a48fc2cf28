package org.corefstats.core.cone;

import java.util.Locale;

/**
 * Which mentions count as named (docs/explanation/cone.md 3.3, the table of rules): {@link #HEAD}
 * (the default), {@link #EXACT} or {@link #STRIP}. See {@link NamedMentions} for the rules
 * themselves.
 */
public enum ConeRule {
  /**
   * A mention is named iff it equals an NE span or its approximate head is the approximate head of
   * an NE span.
   */
  HEAD,
  /** A mention is named iff it equals an NE span. */
  EXACT,
  /** A mention is named iff it equals an NE span or strip(mention) = strip(span). */
  STRIP;

  /** The option value ({@code --cone-rule head|exact|strip}): the lower-case name. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }
}
