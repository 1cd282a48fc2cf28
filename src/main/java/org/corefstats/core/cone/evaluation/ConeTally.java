package org.corefstats.core.cone.evaluation;

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
import org.corefstats.core.metrics.ExactSum;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Muc;

/**
 * What CONE saw in a system's documents, additive over documents like {@link SystemTally}: the
 * diagnostics of docs/explanation/cone.md 3.3 (how the NE layer fits the key's mentions; the named
 * key and response mentions, and the named response mentions that have no named key mention of
 * their span) and, when the approximate gold was built, its quality against the gold named clusters
 * (docs/explanation/cone.md 5.5: G^NM-approx scored as a response against G^NM, both as the
 * approximate metrics see them, with MUC, B3, CEAF-m and CEAF-e). Everything but the response
 * counts depends on the key (and the NE layer) alone, so it is the same for every system that was
 * given the same key documents.
 *
 * @param counts one value per {@link Field}
 * @param quality the approximate gold's counts summed exactly (one {@link ExactSum} per value of
 *     {@link Counts}, so that a sum does not depend on the order of documents), or null when it was
 *     not built
 */
public record ConeTally(long[] counts, ExactSum[] quality) implements Serializable {

  /** The approximate gold's counts, each value rounded once; null when it was not built. */
  public Counts approximateQuality() {
    if (quality == null) {
      return null;
    }
    double[] v = new double[quality.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = quality[i].value();
    }
    return Counts.of(QUALITY_METRICS, v);
  }

  private static ExactSum[] exact(Counts counts) {
    double[] v = counts.values();
    ExactSum[] sums = new ExactSum[v.length];
    for (int i = 0; i < v.length; i++) {
      sums[i] = new ExactSum();
      sums[i].add(v[i]);
    }
    return sums;
  }

  /** The metrics the approximate gold is judged by (docs/explanation/cone.md 5.5). */
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
    return new ConeTally(c, quality == null ? null : exact(quality));
  }

  /**
   * G^NM-approx scored as a response against the gold named clusters (docs/explanation/cone.md
   * 5.5).
   */
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

  /**
   * {@code a} without {@code b}, one document's tally added to it before (exact: the counts are
   * integers, the quality exact sums, and one document's quality values are single terms).
   */
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
    ExactSum[] q = a.quality;
    if (b.quality != null) {
      ExactSum[] sum = new ExactSum[b.quality.length];
      for (int i = 0; i < sum.length; i++) {
        sum[i] = new ExactSum();
        if (q != null) {
          sum[i].add(q[i]);
        }
        if (sign > 0) {
          sum[i].add(b.quality[i]);
        } else {
          sum[i].add(-b.quality[i].value());
        }
      }
      q = sum;
    }
    return new ConeTally(c, q);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ConeTally t
        && Arrays.equals(counts, t.counts)
        && java.util.Objects.equals(approximateQuality(), t.approximateQuality());
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }
}
