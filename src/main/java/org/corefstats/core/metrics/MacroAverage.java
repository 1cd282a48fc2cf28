package org.corefstats.core.metrics;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The macro average over groups (datasets, genres) as the CRAC shared tasks rank systems: per
 * metric, the mean of the groups' recall, of their precision and of their F1 (not the F1 of the
 * mean recall and precision); the CoNLL score as the mean of the groups' CoNLL scores. Each group's
 * scores are those of its summed counts, as if the group were the whole corpus.
 */
public record MacroAverage(int groups, Map<Metric, Score> scores) {
  public MacroAverage {
    scores = Map.copyOf(scores);
  }

  /** The macro average of {@code metrics} (derived ones included) over groups' counts. */
  public static MacroAverage of(List<Counts> groups, Collection<Metric> metrics) {
    if (groups.isEmpty()) {
      throw new IllegalArgumentException("a macro average needs at least one group");
    }
    Map<Metric, Score> scores = new EnumMap<>(Metric.class);
    for (Metric m : metrics) {
      if (!groups.stream().allMatch(c -> c.has(m))) {
        continue;
      }
      double recall = 0;
      double precision = 0;
      double f1 = 0;
      for (Counts c : groups) {
        Score s = c.score(m);
        recall += s.recall();
        precision += s.precision();
        f1 += s.f1();
      }
      int n = groups.size();
      scores.put(m, new Score(recall / n, precision / n, f1 / n));
    }
    return new MacroAverage(groups.size(), scores);
  }

  public Score score(Metric metric) {
    Score s = scores.get(metric);
    if (s == null) {
      throw new IllegalArgumentException(metric.code() + " is not in this macro average");
    }
    return s;
  }
}
