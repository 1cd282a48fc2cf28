package org.corefstats.core.corpus;

import java.io.Serializable;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.ContingencyTable;
import org.corefstats.core.match.RepeatRule;
import org.corefstats.core.metrics.BCubed;
import org.corefstats.core.metrics.Ceaf;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Muc;

/**
 * What CONE saw in a system's documents, additive over documents like {@link SystemTally}: the
 * diagnostics of CONE.md 3.3 (how the NE layer fits the key's mentions; the named key and response
 * mentions, and the named response mentions that have no named key mention of their span) and, when
 * the approximate gold was built, its quality against the gold named clusters (CONE.md 5.5:
 * G^NM-approx scored as a response against G^NM, both as the approximate metrics see them, with
 * MUC, B3, CEAF-m and CEAF-e). Everything but the response counts depends on the key (and the NE
 * layer) alone, so it is the same for every system that was given the same key documents.
 *
 * @param counts one value per {@link Field}
 * @param approximateQuality the approximate gold's counts, or null when it was not built
 */
public record ConeTally(long[] counts, Counts approximateQuality) implements Serializable {

  /** The metrics the approximate gold is judged by (CONE.md 5.5). */
  public static final Set<Metric> QUALITY_METRICS =
      EnumSet.of(Metric.MUC, Metric.BCUB, Metric.CEAFM, Metric.CEAFE);

  /** The diagnostics, in {@link #counts()} order. */
  public enum Field {
    NE_SPANS_READ("NE spans read"),
    NE_SPANS_ADMITTED("admitted by type"),
    NE_SPANS_EQUAL_TO_KEY_MENTION("equal to a key mention"),
    NE_SPANS_SHARING_HEAD("sharing a head with a key mention, not equal"),
    NE_SPANS_MATCHING_NONE("matching no key mention"),
    NAMED_KEY_MENTIONS("named key mentions"),
    NAMED_KEY_ENTITIES("key entities with a named mention"),
    NAMED_RESPONSE_MENTIONS("named response mentions"),
    TWINLESS_NAMED_RESPONSE_MENTIONS("of which twinless"),
    APPROXIMATE_ENTITIES("approximate gold entities");

    private final String label;

    Field(String label) {
      this.label = label;
    }

    /** How a summary names it. */
    public String label() {
      return label;
    }

    /** How run.json names it: the constant in lower camel case. */
    public String key() {
      StringBuilder b = new StringBuilder();
      for (String part : name().toLowerCase(java.util.Locale.ROOT).split("_")) {
        b.append(
            b.length() == 0 ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
      }
      return b.toString();
    }
  }

  /** A key document's approximate-gold quality, kept with its approximate gold. */
  private static final DerivedLayer<Counts> QUALITY = DerivedLayer.of("approximate-gold quality");

  /** One document's tally from its CONE partitions. */
  public static ConeTally of(NamedPartitions p) {
    long[] c = new long[Field.values().length];
    NamedPartitions.LayerFit fit = p.layerFit();
    c[Field.NE_SPANS_READ.ordinal()] = fit.spansRead();
    c[Field.NE_SPANS_ADMITTED.ordinal()] = fit.spansAdmitted();
    c[Field.NE_SPANS_EQUAL_TO_KEY_MENTION.ordinal()] = fit.equalToKeyMention();
    c[Field.NE_SPANS_SHARING_HEAD.ordinal()] = fit.sharingHeadWithKeyMention();
    c[Field.NE_SPANS_MATCHING_NONE.ordinal()] = fit.matchingNoKeyMention();
    c[Field.NAMED_KEY_MENTIONS.ordinal()] = p.keyNamed().mentionCount();
    c[Field.NAMED_KEY_ENTITIES.ordinal()] = nonEmptyEntities(p.keyNamed());
    c[Field.NAMED_RESPONSE_MENTIONS.ordinal()] = p.responseNamed().mentionCount();
    c[Field.TWINLESS_NAMED_RESPONSE_MENTIONS.ordinal()] = twinless(p.keyNamed(), p.responseNamed());
    Counts quality = null;
    if (p.keyApproximate() != null) {
      c[Field.APPROXIMATE_ENTITIES.ordinal()] = nonEmptyEntities(p.keyApproximate());
      // the approximate gold is computed once per key document, and so is its quality
      quality =
          p.keyApproximate()
              .layer(QUALITY, approximate -> quality(p.keyNamedApproximated(), approximate));
    }
    return new ConeTally(c, quality);
  }

  /** G^NM-approx scored as a response against the gold named clusters (CONE.md 5.5). */
  static Counts quality(Document goldNamed, Document approximate) {
    ContingencyTable t = ContingencyTable.build(goldNamed, approximate, x -> {}, RepeatRule.V801);
    return new Counts.Builder()
        .put(Metric.MUC, Muc.count(t))
        .put(Metric.BCUB, BCubed.count(t))
        .put(Metric.CEAFM, Ceaf.mentionBased(t))
        .put(Metric.CEAFE, Ceaf.entityBased(t))
        .build();
  }

  private static long nonEmptyEntities(Document d) {
    long n = 0;
    for (int e = 0; e < d.entityCount(); e++) {
      if (d.entitySize(e) > 0) {
        n++;
      }
    }
    return n;
  }

  /** Named response mentions whose span is no named key mention's. */
  private static long twinless(Document keyNamed, Document responseNamed) {
    Set<Long> spans = new HashSet<>();
    for (int m = 0; m < keyNamed.mentionCount(); m++) {
      spans.add(((long) keyNamed.mentionFirst(m) << 32) | keyNamed.mentionLast(m));
    }
    long n = 0;
    for (int m = 0; m < responseNamed.mentionCount(); m++) {
      if (!spans.contains(
          ((long) responseNamed.mentionFirst(m) << 32) | responseNamed.mentionLast(m))) {
        n++;
      }
    }
    return n;
  }

  /** A diagnostic's value. */
  public long get(Field f) {
    return counts[f.ordinal()];
  }

  /** The sum of two tallies; either may be null (no CONE metric asked for). */
  public static ConeTally plus(ConeTally a, ConeTally b) {
    return combine(a, b, 1);
  }

  /** {@code a} without {@code b}, added to it before (exact: the counts are integers or sums). */
  public static ConeTally minus(ConeTally a, ConeTally b) {
    return combine(a, b, -1);
  }

  private static ConeTally combine(ConeTally a, ConeTally b, int sign) {
    if (b == null) {
      return a;
    }
    if (a == null) {
      a = new ConeTally(new long[b.counts.length], null);
    }
    long[] c = a.counts.clone();
    for (int i = 0; i < c.length; i++) {
      c[i] += sign * b.counts[i];
    }
    Counts q = a.approximateQuality;
    if (b.approximateQuality != null) {
      if (q == null) {
        q = Counts.zero(QUALITY_METRICS);
      }
      double[] v = q.values();
      double[] w = b.approximateQuality.values();
      for (int i = 0; i < v.length; i++) {
        v[i] += sign * w[i];
      }
      q = Counts.of(QUALITY_METRICS, v);
    }
    return new ConeTally(c, q);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ConeTally t
        && Arrays.equals(counts, t.counts)
        && java.util.Objects.equals(approximateQuality, t.approximateQuality);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }
}
