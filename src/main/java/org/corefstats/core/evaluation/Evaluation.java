package org.corefstats.core.evaluation;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.emptynodes.EmptyNodesRequest;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Setting;
import org.corefstats.core.text.Format;

/**
 * What {@code score} and {@code run} are asked to evaluate, before the key's format is known: the
 * metrics, the semantics chosen (what the key's format resolves), the settings scored in one pass
 * ({@code --settings}, the primary one first; empty: the one setting {@code semantics} gives), the
 * grouping of key documents (null: none), the analyses, how strictly inputs are judged and the
 * limit of removed repeated mentions. Checked once, here, each analysis by its own check; {@link
 * #resolve} gives the {@link EvaluationRequest} once the key's format is known.
 *
 * @param maxRepeatedMentions refuse a response with more removed repeated mentions than this
 *     (v8.01: 10), or -1
 * @param emptyNodes the evaluations of predicted empty nodes asked for, per file pair
 *     (docs/explanation/empty-nodes.md 8), or null
 * @param descriptors udapi's corpus descriptors asked for, of the key's files and each system's
 *     (docs/explanation/descriptors.md), or null
 * @throws InvalidRequestException for anything that cannot be evaluated as asked
 */
public record Evaluation(
    Set<Metric> metrics,
    Semantics.Choice semantics,
    List<Setting> settings,
    DocumentGrouping grouping,
    List<Analysis<?, ?>> analyses,
    Tolerance tolerance,
    int maxRepeatedMentions,
    EmptyNodesRequest emptyNodes,
    StatsOptions descriptors) {
  public Evaluation {
    metrics = Set.copyOf(metrics);
    settings = List.copyOf(settings);
    analyses = List.copyOf(analyses);
    Objects.requireNonNull(semantics, "semantics");
    Objects.requireNonNull(tolerance, "tolerance");
    if (metrics.isEmpty()) {
      throw new InvalidRequestException("no metrics to score");
    }
    if (maxRepeatedMentions < -1) {
      throw new InvalidRequestException(
          "the limit of removed repeated mentions is -1 (none) or more, not "
              + maxRepeatedMentions);
    }
    int settingCount = settings.isEmpty() ? 1 : settings.size();
    for (Analysis<?, ?> a : analyses) {
      if (a instanceof EvaluationRequest.Checked checked) {
        checked.check(metrics, settingCount);
      }
    }
  }

  /** One setting (the one {@code semantics} gives), no grouping, no analysis. */
  public static Evaluation of(
      Set<Metric> metrics,
      Semantics.Choice semantics,
      Tolerance tolerance,
      int maxRepeatedMentions) {
    return new Evaluation(
        metrics, semantics, List.of(), null, List.of(), tolerance, maxRepeatedMentions, null, null);
  }

  /** What is evaluated on each pair, the settings resolved by the key's format. */
  public EvaluationRequest resolve(Format keyFormat) {
    List<Semantics> resolved =
        settings.isEmpty()
            ? List.of(semantics.resolve(keyFormat))
            : settings.stream().map(s -> s.applyTo(semantics).resolve(keyFormat)).toList();
    return new EvaluationRequest(metrics, resolved, grouping, analyses);
  }

  /**
   * How the inputs are read for this evaluation: CoNLL-2012 cells as coval reads them when the
   * coval profile is scored (it never is by default), else as v8.01 reads them.
   */
  public InputFormats inputFormats(InputFormats formats) {
    // the profile is the run's: a setting changes the matching, singletons and zeros only
    return formats.withConllReading(semantics.resolve(Format.CONLL).conllReading());
  }

  /** The names of the settings scored, the primary one ({@code primary} resolved) first. */
  public List<String> settingNames(Semantics primary) {
    return settings.isEmpty()
        ? List.of(Setting.nameOf(primary))
        : settings.stream().map(Setting::name).toList();
  }

  /** The analysis of a type, or null when it is not asked for. */
  public <A extends Analysis<?, ?>> A analysis(Class<A> type) {
    for (Analysis<?, ?> a : analyses) {
      if (type.isInstance(a)) {
        return type.cast(a);
      }
    }
    return null;
  }
}
