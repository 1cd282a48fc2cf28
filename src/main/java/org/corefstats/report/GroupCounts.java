package org.corefstats.report;

import java.util.Objects;
import org.corefstats.core.metrics.Counts;

/**
 * The counts of one system under one evaluation setting ({@code head/remove}, ...) summed over the
 * key documents of one group (a dataset, a genre), as if the group were the whole corpus: what a
 * {@link Leaderboard} is built from.
 */
public record GroupCounts(String system, String setting, String group, Counts counts) {
  public GroupCounts {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(setting, "setting");
    Objects.requireNonNull(group, "group");
    Objects.requireNonNull(counts, "counts");
  }
}
