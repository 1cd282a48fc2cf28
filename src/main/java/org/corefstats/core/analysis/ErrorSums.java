package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.Metric;

/**
 * A system's error analysis summed over documents, exactly: the error counts, the counts of each
 * corrected response ({@code --error-costs}) and how the key documents' heads were found.
 */
public final class ErrorSums implements Analysis.Sum<DocumentAnalysis, ErrorSums> {
  private static final long serialVersionUID = 1L;
  private long[] errors; // DocumentErrors.values() summed; null until a document has them
  private CountsSum[] costs; // per corrected response; null until a document has them
  private final EnumSet<HeadRule> headRules = EnumSet.noneOf(HeadRule.class);

  @Override
  public void add(DocumentAnalysis d) {
    addErrors(d.errors().values(), 1);
    headRules.add(d.headRule());
    if (d.costs() != null) {
      CountsSum[] sums = costSums(d.costs().length);
      for (int i = 0; i < d.costs().length; i++) {
        sums[i].add(d.costs()[i]);
      }
    }
  }

  @Override
  public void add(ErrorSums o) {
    addErrors(o.errors, 1);
    headRules.addAll(o.headRules);
    if (o.costs != null) {
      CountsSum[] sums = costSums(o.costs.length);
      for (int i = 0; i < o.costs.length; i++) {
        sums[i].add(o.costs[i]);
      }
    }
  }

  /** Takes a document out again; its head rule stays (another occurrence of it is kept). */
  @Override
  public void remove(DocumentAnalysis d) {
    addErrors(d.errors().values(), -1);
    if (d.costs() != null) {
      CountsSum[] sums = costSums(d.costs().length);
      for (int i = 0; i < d.costs().length; i++) {
        sums[i].subtract(d.costs()[i]);
      }
    }
  }

  private void addErrors(long[] values, int sign) {
    if (values == null) {
      return;
    }
    if (errors == null) {
      errors = new long[values.length];
    }
    for (int i = 0; i < values.length; i++) {
      errors[i] += sign * values[i];
    }
  }

  private CountsSum[] costSums(int steps) {
    if (costs == null) {
      costs = new CountsSum[steps];
      for (int i = 0; i < steps; i++) {
        costs[i] = new CountsSum(EnumSet.allOf(Metric.class)); // narrowed to the counts' metrics
      }
    }
    return costs;
  }

  /** The summed error counts, or null when no document was analysed. */
  public DocumentErrors errors() {
    return errors == null ? null : DocumentErrors.of(errors);
  }

  /** The summed counts of each corrected response ({@link CostStep#ALL} order), or empty. */
  public List<Counts> costs() {
    List<Counts> out = new ArrayList<>();
    if (costs != null) {
      for (CountsSum c : costs) {
        out.add(c.counts());
      }
    }
    return out;
  }

  /** How the analysed key documents' heads and types were found. */
  public Set<HeadRule> headRules() {
    return headRules;
  }
}
