package org.corefstats.significance;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

/**
 * Groups of documents (datasets, genres) numbered consecutively: group g holds documents {@code
 * start(g) .. start(g + 1) - 1}. A stratified bootstrap resamples each group within itself (every
 * group keeps its size), and the statistic of a sum of documents is the macro average over groups
 * ({@link Replicates#macro}). One group of every document is the plain bootstrap, draw for draw.
 */
public final class Strata implements Serializable {
  private static final long serialVersionUID = 1L;
  private final int[] starts; // starts[g]: first document of group g; starts[groups]: n

  private Strata(int[] starts) {
    this.starts = starts;
  }

  /** One group of {@code n} documents: today's bootstrap and statistics. */
  public static Strata whole(int n) {
    return ofSizes(List.of((long) n));
  }

  /** Groups of these sizes, in order (every size at least 1). */
  public static Strata ofSizes(List<Long> sizes) {
    if (sizes.isEmpty()) {
      throw new IllegalArgumentException("no groups");
    }
    int[] starts = new int[sizes.size() + 1];
    for (int g = 0; g < sizes.size(); g++) {
      if (sizes.get(g) < 1 && sizes.size() > 1) {
        throw new IllegalArgumentException("group " + g + " has no documents");
      }
      starts[g + 1] = Math.toIntExact(starts[g] + sizes.get(g));
    }
    return new Strata(starts);
  }

  public int groups() {
    return starts.length - 1;
  }

  /** Documents in all groups. */
  public int documents() {
    return starts[starts.length - 1];
  }

  public int start(int group) {
    return starts[group];
  }

  public int size(int group) {
    return starts[group + 1] - starts[group];
  }

  /** The group of document {@code d}. */
  public int groupOf(int d) {
    int i = Arrays.binarySearch(starts, d);
    int g = i >= 0 ? i : -i - 2;
    while (g + 1 < starts.length - 1 && starts[g + 1] == d) {
      g++; // past empty groups (only a whole corpus of none has one)
    }
    return g;
  }

  /**
   * The seed of group {@code g}'s draws: the seed itself for the first group (so one group draws as
   * the plain bootstrap does), a hash of (seed, g) for the others.
   */
  long seedOf(long seed, int g) {
    return g == 0 ? seed : CounterRandom.key(seed, g, 0x5354524154L);
  }
}
