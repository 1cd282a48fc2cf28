package org.corefstats.core.evaluation;

import java.io.Serializable;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.Metric;

/**
 * One system's exact, mergeable sum of {@link DocumentResult}s: per setting, for the whole corpus
 * and, when key documents are grouped, for each group; each analysis's sum beside the counts. The
 * monoid both commands fold: {@code score} in a loop, a run with {@code aggregateByKey}; exact
 * until read, so the same bits in any order of documents, and a document can be taken out again.
 */
public final class SystemAccumulator implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The sums of some documents, by setting, and each analysis's sum. */
  public static final class Sums implements Serializable {
    private static final long serialVersionUID = 1L;
    private final CountsSum[] counts;
    private final SystemTally[] tallies;

    @SuppressWarnings("rawtypes")
    private final Analysis.Sum[] analyses;

    Sums(int settings, Set<Metric> metrics, List<Analysis<?, ?>> analyses) {
      counts = new CountsSum[settings];
      tallies = new SystemTally[settings];
      for (int i = 0; i < settings; i++) {
        counts[i] = new CountsSum(metrics);
        tallies[i] = SystemTally.EMPTY;
      }
      this.analyses = new Analysis.Sum[analyses.size()];
      for (int a = 0; a < this.analyses.length; a++) {
        this.analyses[a] = analyses.get(a).newSum();
      }
    }

    @SuppressWarnings("unchecked")
    void add(DocumentResult d) {
      for (int i = 0; i < counts.length; i++) {
        counts[i].add(d.counts()[i]);
        tallies[i] = tallies[i].plus(d.tallies()[i]);
      }
      for (int a = 0; a < analyses.length; a++) {
        if (d.analyses()[a] != null) {
          analyses[a].add(d.analyses()[a]);
        }
      }
    }

    @SuppressWarnings("unchecked")
    void add(Sums o) {
      for (int i = 0; i < counts.length; i++) {
        counts[i].add(o.counts[i]);
        tallies[i] = tallies[i].plus(o.tallies[i]);
      }
      for (int a = 0; a < analyses.length; a++) {
        analyses[a].add(o.analyses[a]);
      }
    }

    @SuppressWarnings("unchecked")
    void remove(DocumentResult d) {
      for (int a = 0; a < analyses.length; a++) {
        if (d.analyses()[a] != null) {
          analyses[a].remove(d.analyses()[a]);
        }
      }
      for (int i = 0; i < counts.length; i++) {
        counts[i].subtract(d.counts()[i]);
        SystemTally t = d.tallies()[i];
        SystemTally sum = tallies[i];
        tallies[i] =
            new SystemTally(
                sum.documents() - t.documents(),
                sum.missing() - t.missing(),
                sum.removedRepeats() - t.removedRepeats(),
                sum.firstDocument()); // the name stays: another occurrence of it is kept
      }
    }

    /** The primary setting's tally (documents and missing ones are the same in every setting). */
    public SystemTally tally() {
      return tallies.length == 0 ? SystemTally.EMPTY : tallies[0];
    }

    public SystemTally tally(int setting) {
      return tallies.length == 0 ? SystemTally.EMPTY : tallies[setting];
    }

    /** A setting's summed counts (zero counts of {@code metrics} when no document was summed). */
    public Counts counts(int setting, Set<Metric> metrics) {
      return counts.length == 0 || tallies[setting].documents() == 0
          ? Counts.zero(metrics)
          : counts[setting].counts();
    }

    /** The sum of {@code analysis} (asked for in {@code request}), or null when not asked for. */
    @SuppressWarnings("unchecked")
    public <S extends Analysis.Sum<?, S>> S sum(
        EvaluationRequest request, Analysis<?, S> analysis) {
      int i = analysis == null ? -1 : request.indexOf(analysis);
      return i < 0 || i >= analyses.length ? null : (S) analyses[i];
    }

    /** The most repeats removed under any setting (what a limit on them is checked against). */
    public long mostRemovedRepeats() {
      long most = 0;
      for (SystemTally t : tallies) {
        most = Math.max(most, t.removedRepeats());
      }
      return most;
    }
  }

  private final EnumSet<Metric> metrics; // (Kryo reads an EnumSet back; an immutable set not)
  private final Analysis<?, ?>[] analyses; // (an array: Kryo reads it back; an immutable list not)
  private final Sums all;
  private final Map<String, Sums> groups; // null when documents are not grouped

  private SystemAccumulator(
      EnumSet<Metric> metrics, List<Analysis<?, ?>> analyses, int settings, boolean grouped) {
    this.metrics = metrics;
    this.analyses = analyses.toArray(new Analysis<?, ?>[0]);
    this.all = new Sums(settings, metrics, analyses);
    this.groups = grouped ? new HashMap<>() : null;
  }

  /** An empty sum for {@code request}, to add to. */
  public static SystemAccumulator zero(EvaluationRequest request) {
    EnumSet<Metric> m = EnumSet.noneOf(Metric.class);
    m.addAll(request.metrics());
    return new SystemAccumulator(
        m, request.analyses(), request.settings().size(), request.grouping() != null);
  }

  private Sums group(String group) {
    return groups.computeIfAbsent(
        group, g -> new Sums(all.counts.length, metrics, List.of(analyses)));
  }

  public SystemAccumulator add(DocumentResult d) {
    all.add(d);
    if (groups != null && d.group() != null) {
      group(d.group()).add(d);
    }
    return this;
  }

  public SystemAccumulator add(SystemAccumulator o) {
    all.add(o.all);
    if (groups != null && o.groups != null) {
      o.groups.forEach((g, part) -> group(g).add(part));
    }
    return this;
  }

  /** Takes a document added before out again (exactly: the sums are exact). */
  public SystemAccumulator remove(DocumentResult d) {
    all.remove(d);
    if (groups != null && d.group() != null) {
      group(d.group()).remove(d);
    }
    return this;
  }

  /** The primary setting's tally. */
  public SystemTally tally() {
    return all.tally();
  }

  /**
   * What the corpus rules' verdict is checked against: the primary setting's tally, with the most
   * repeats removed under any setting (a limit on them holds under every setting).
   */
  public SystemTally verdictTally() {
    SystemTally primary = all.tally();
    return new SystemTally(
        primary.documents(), primary.missing(), all.mostRemovedRepeats(), primary.firstDocument());
  }

  public Sums all() {
    return all;
  }

  /** The sums per group, by group name in order (empty without grouping). */
  public Map<String, Sums> groups() {
    return groups == null ? Map.of() : new TreeMap<>(groups);
  }

  /** The primary setting's counts. */
  public Counts counts() {
    return all.counts(0, metrics);
  }

  public Set<Metric> metrics() {
    return metrics;
  }
}
