package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.corefstats.core.metrics.AnaphorScore;

/**
 * The anaphor slices of some documents under one setting: the counts of every bucket of every
 * family (ANAPHORS.md 4), empty buckets included, in report order ({@link AnaphorSlice}). A
 * document's table is never changed; {@link AnaphorSlices.Sum} adds tables exactly.
 */
public final class AnaphorTable implements Serializable {
  private static final long serialVersionUID = 1L;

  /** {tp, fp, fn, wl} by slice (a TreeMap: Kryo reads it back). */
  private final TreeMap<AnaphorSlice, long[]> counts;

  AnaphorTable(TreeMap<AnaphorSlice, long[]> counts) {
    this.counts = counts;
  }

  /** Every family's buckets counted on one document pair under one setting (ANAPHORS.md 3, 4). */
  static AnaphorTable of(SlicedPair pair) {
    AnaphorFamily[] families = AnaphorFamily.values();
    List<AnaphorScore.Buckets> buckets = new java.util.ArrayList<>();
    for (AnaphorFamily f : families) {
      buckets.add(f.buckets(pair));
    }
    long[][][] counted = AnaphorScore.count(pair.key(), pair.response(), pair.alignment(), buckets);
    TreeMap<AnaphorSlice, long[]> counts = new TreeMap<>();
    for (int f = 0; f < families.length; f++) {
      List<String> names = families[f].bucketsOf(pair.etypes());
      for (int b = 0; b < names.size(); b++) {
        counts.put(new AnaphorSlice(families[f], names.get(b)), counted[f][b]);
      }
    }
    return new AnaphorTable(counts);
  }

  /** The counts of every slice, in report order. */
  public SortedMap<AnaphorSlice, AnaphorCounts> counts() {
    TreeMap<AnaphorSlice, AnaphorCounts> out = new TreeMap<>();
    for (Map.Entry<AnaphorSlice, long[]> e : counts.entrySet()) {
      out.put(e.getKey(), AnaphorCounts.of(e.getValue()));
    }
    return Collections.unmodifiableSortedMap(out);
  }

  /** The counts of one slice (zero when it was never counted). */
  public AnaphorCounts counts(AnaphorSlice slice) {
    long[] c = counts.get(slice);
    return c == null ? AnaphorCounts.ZERO : AnaphorCounts.of(c);
  }

  /** Adds ({@code sign} 1) or takes out (-1) these counts from {@code sum}. */
  void addTo(TreeMap<AnaphorSlice, long[]> sum, int sign) {
    for (Map.Entry<AnaphorSlice, long[]> e : counts.entrySet()) {
      long[] to = sum.computeIfAbsent(e.getKey(), s -> new long[4]);
      for (int i = 0; i < 4; i++) {
        to[i] += sign * e.getValue()[i];
      }
    }
  }
}
