package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * cort's link errors of one document, or of a sum of documents, by kind (recall, precision),
 * anaphor type and antecedent type (docs/explanation/error-analysis.md 5.4, columns {@code
 * links_{recall,precision}_{A}_{B}}): 2 x 4 x 4 = 32 additive counts. Immutable; documents add with
 * {@link #plus}, as {@code Counts} does for the metrics.
 */
public final class LinkErrorCounts implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The two kinds of link error (docs/explanation/error-analysis.md 2.2). */
  public enum Kind {
    /** A link of the key's spanning tree the response does not make. */
    RECALL,
    /** A link of the response's spanning tree the key does not make. */
    PRECISION;

    /** The kind as the column names write it: {@code recall}, {@code precision}. */
    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private static final int TYPES = LinkType.values().length;

  /** Number of counts (and columns). */
  public static final int WIDTH = Kind.values().length * TYPES * TYPES;

  /** No link error. */
  public static final LinkErrorCounts ZERO = new LinkErrorCounts(new long[WIDTH]);

  private static final List<String> COLUMNS = columnNames();

  private final long[] counts;

  private LinkErrorCounts(long[] counts) {
    this.counts = counts;
  }

  /** Counts in {@link #columns()} order (copied). */
  public static LinkErrorCounts of(long[] counts) {
    if (counts.length != WIDTH) {
      throw new IllegalArgumentException(WIDTH + " link error counts expected, " + counts.length);
    }
    for (long c : counts) {
      if (c < 0) {
        throw new IllegalArgumentException("negative link error count " + c);
      }
    }
    return new LinkErrorCounts(counts.clone());
  }

  /**
   * The column names in a fixed order: kind (recall, precision), then anaphor type, then antecedent
   * type, each in {@link LinkType} order: {@code links_recall_NAM_NAM}, {@code
   * links_recall_NAM_NOM}, ... {@code links_precision_DEM_DEM}.
   */
  public static List<String> columns() {
    return COLUMNS;
  }

  /** The position of a count in {@link #columns()} and {@link #values()}. */
  public static int index(Kind kind, LinkType anaphor, LinkType antecedent) {
    return (kind.ordinal() * TYPES + anaphor.ordinal()) * TYPES + antecedent.ordinal();
  }

  public long get(Kind kind, LinkType anaphor, LinkType antecedent) {
    return counts[index(kind, anaphor, antecedent)];
  }

  /** All link errors of a kind: for recall, MUC's recall denominator minus numerator (5.4). */
  public long total(Kind kind) {
    long sum = 0;
    int from = kind.ordinal() * TYPES * TYPES;
    for (int i = from; i < from + TYPES * TYPES; i++) {
      sum += counts[i];
    }
    return sum;
  }

  /** Whether every count is 0. */
  public boolean isZero() {
    return Arrays.equals(counts, ZERO.counts);
  }

  public LinkErrorCounts plus(LinkErrorCounts other) {
    long[] sum = counts.clone();
    for (int i = 0; i < WIDTH; i++) {
      sum[i] += other.counts[i];
    }
    return new LinkErrorCounts(sum);
  }

  /** The counts in {@link #columns()} order (a copy). */
  public long[] values() {
    return counts.clone();
  }

  private static List<String> columnNames() {
    List<String> names = new ArrayList<>(WIDTH);
    for (Kind kind : Kind.values()) {
      for (LinkType a : LinkType.values()) {
        for (LinkType b : LinkType.values()) {
          names.add("links_" + kind.code() + "_" + a.name() + "_" + b.name());
        }
      }
    }
    return List.copyOf(names);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LinkErrorCounts other && Arrays.equals(counts, other.counts);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("LinkErrorCounts{");
    String sep = "";
    for (int i = 0; i < WIDTH; i++) {
      if (counts[i] != 0) {
        s.append(sep).append(COLUMNS.get(i)).append('=').append(counts[i]);
        sep = ", ";
      }
    }
    return s.append('}').toString();
  }
}
