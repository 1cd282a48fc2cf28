package org.corefstats.core.metrics;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The metrics corefstats computes; {@link #code()} is the name used on the command line and in CSV. */
public enum Metric {
  /** Mention detection: strict span match. */
  MENTIONS,
  /** Vilain et al. 1995. */
  MUC,
  /** B-cubed, Bagga and Baldwin 1998. */
  BCUB,
  /** Mention-based CEAF, Luo 2005 (φ3). */
  CEAFM,
  /** Entity-based CEAF, Luo 2005 (φ4). */
  CEAFE,
  /** BLANC extended to system mentions, Luo et al. 2014. */
  BLANC,
  /** Link-based entity-aware metric, Moosavi and Strube 2016. */
  LEA;

  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Metric fromCode(String code) {
    for (Metric m : values()) {
      if (m.code().equals(code.trim().toLowerCase(Locale.ROOT))) {
        return m;
      }
    }
    throw new IllegalArgumentException("unknown metric '" + code + "' (known: mentions, muc, bcub, ceafm, ceafe,"
        + " blanc, lea, conll, all)");
  }

  /** Every metric. */
  public static Set<Metric> all() {
    return EnumSet.allOf(Metric.class);
  }

  /** The three metrics whose F1 the CoNLL score averages. */
  public static Set<Metric> conll() {
    return EnumSet.of(MUC, BCUB, CEAFE);
  }
}
