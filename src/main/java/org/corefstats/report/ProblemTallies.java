package org.corefstats.report;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;

/**
 * Problems counted per (source, kind, severity), each with its first in {@link
 * Problem#READING_ORDER}: what the summary and run.json say of problems.csv. Sources are indices
 * (the key's 0, systems from 1, {@link ReadPlan#NO_SOURCE}); mergeable, so that a run tallies per
 * partition and merges on the driver.
 */
public final class ProblemTallies implements Serializable {
  private static final long serialVersionUID = 1L;

  private record Key(int source, ProblemKind kind, Severity severity) implements Serializable {}

  private record Tally(long count, Problem first) implements Serializable {
    Tally plus(Tally o) {
      return new Tally(
          count + o.count, Problem.READING_ORDER.compare(first, o.first) <= 0 ? first : o.first);
    }
  }

  private final HashMap<Key, Tally> tallies = new HashMap<>();

  public ProblemTallies add(int source, Problem p) {
    tallies.merge(new Key(source, p.kind(), p.severity()), new Tally(1, p), Tally::plus);
    return this;
  }

  public ProblemTallies add(ProblemTallies o) {
    o.tallies.forEach((k, t) -> tallies.merge(k, t, Tally::plus));
    return this;
  }

  /** The tallies ordered by source, kind and severity, each source named by {@code names}. */
  public List<RunResult.ProblemTally> sorted(List<String> names) {
    List<RunResult.ProblemTally> out = new ArrayList<>(tallies.size());
    tallies.entrySet().stream()
        .sorted(
            Map.Entry.comparingByKey(
                Comparator.comparingInt(Key::source)
                    .thenComparing(Key::kind)
                    .thenComparing(Key::severity)))
        .forEach(
            e ->
                out.add(
                    new RunResult.ProblemTally(
                        ReadPlan.sourceName(names, e.getKey().source()),
                        e.getKey().kind(),
                        e.getKey().severity(),
                        e.getValue().count(),
                        e.getValue().first())));
    return out;
  }

  /** How many problems of {@code kind} a source has. */
  public long count(int source, ProblemKind kind) {
    return tallies.entrySet().stream()
        .filter(e -> e.getKey().source() == source && e.getKey().kind() == kind)
        .mapToLong(e -> e.getValue().count())
        .sum();
  }

  /** The first error of a source, or null. */
  public Problem firstError(int source) {
    return tallies.entrySet().stream()
        .filter(e -> e.getKey().source() == source && e.getKey().severity() == Severity.ERROR)
        .min(Map.Entry.comparingByKey(Comparator.comparing(Key::kind)))
        .map(e -> e.getValue().first())
        .orElse(null);
  }

  /** The first document of a system that the key lacks (its first extra-document note), or null. */
  public String firstExtraDocument(int source) {
    return tallies.entrySet().stream()
        .filter(
            e -> e.getKey().source() == source && e.getKey().kind() == ProblemKind.EXTRA_DOCUMENT)
        .map(e -> e.getValue().first())
        .min(Problem.READING_ORDER)
        .map(Problem::document)
        .orElse(null);
  }
}
