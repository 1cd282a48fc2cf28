package org.corefstats.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.corefstats.core.cone.evaluation.ConeDiagnostics;
import org.corefstats.core.cone.evaluation.ConeTally;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Semantics;

/**
 * What scoring systems against a key gave, whoever scored them ({@code run} on Spark, {@code score}
 * in process): each system's result, the problems tallied, what was read. Every output table of a
 * run directory is written from this ({@link RunOutputs}), so that both commands write the same
 * files.
 *
 * @param inputFiles, inputBytes, tasks, splits, maxSplitBytes, keyTextBytes, keyBroadcast how the
 *     inputs were read (a run's plan; {@code score}: its files, one task, no broadcast)
 * @param evaluation what was evaluated on each pair (metrics, settings, grouping, analyses)
 * @param perFile what the per-file steps beside the scoring gave ({@code --empty-nodes}, {@code
 *     --descriptors}; {@link FileEvaluations#NONE}: none asked)
 */
public record RunResult(
    List<SystemResult> systems,
    boolean keyRefused,
    Problem keyReason,
    List<ProblemTally> problems,
    int keyFiles,
    long keyDocuments,
    int inputFiles,
    long inputBytes,
    int tasks,
    int splits,
    long maxSplitBytes,
    long keyTextBytes,
    boolean keyBroadcast,
    ReadAs readAs,
    Map<String, Long> timingsMillis,
    List<String> settings,
    List<Semantics> settingSemantics,
    DocumentGrouping grouping,
    Map<String, Long> groupDocuments,
    long ungroupedDocuments,
    EvaluationRequest evaluation,
    FileEvaluations perFile) {

  /** The same result with what the per-file steps gave. */
  public RunResult withPerFile(FileEvaluations evaluations) {
    return new RunResult(
        systems,
        keyRefused,
        keyReason,
        problems,
        keyFiles,
        keyDocuments,
        inputFiles,
        inputBytes,
        tasks,
        splits,
        maxSplitBytes,
        keyTextBytes,
        keyBroadcast,
        readAs,
        timingsMillis,
        settings,
        settingSemantics,
        grouping,
        groupDocuments,
        ungroupedDocuments,
        evaluation,
        evaluations);
  }

  /** Each scored system's sums of {@code --empty-nodes} by name (empty: not asked). */
  public Map<String, EmptyNodeSums> emptyNodes() {
    return perFile.emptyNodes();
  }

  /** The files described by {@code --descriptors}, the key's first (empty: not asked). */
  public List<FileEvaluations.Described> descriptors() {
    return perFile.descriptors();
  }

  public boolean anyLeftOut() {
    return systems.stream().anyMatch(SystemResult::leftOut);
  }

  /** The counts of every system not left out, by name, in the run's order. */
  public Map<String, Counts> scoredCounts() {
    Map<String, Counts> scored = new LinkedHashMap<>();
    systems.stream().filter(s -> !s.leftOut()).forEach(s -> scored.put(s.name(), s.counts()));
    return scored;
  }

  /** What CONE saw in a scored system's documents (summed); null without CONE metrics. */
  public ConeTally cone(SystemResult system) {
    ConeDiagnostics.Sum sum = system.sum(evaluation, evaluation.analysis(ConeDiagnostics.class));
    return sum == null ? null : sum.tally();
  }

  /**
   * Documents per group: every system is scored on every key document (missing ones as empty
   * responses), so any system's group tallies count them; by group name.
   */
  public static Map<String, Long> groupDocuments(Collection<SystemAccumulator> sums) {
    Map<String, Long> documents = new TreeMap<>();
    for (SystemAccumulator sum : sums) {
      sum.groups().forEach((g, part) -> documents.merge(g, part.tally().documents(), Math::max));
    }
    return documents;
  }

  /** Whether {@code analysis}'s kind was asked for. */
  public boolean asked(Class<? extends Analysis<?, ?>> analysis) {
    return evaluation.analysis(analysis) != null;
  }

  /**
   * The result of one system. {@code counts} (the primary setting's) is null when the system was
   * left out.
   *
   * @param settingCounts the counts under each setting, in the run's order (empty when left out)
   * @param groups per group (by name), its documents' counts under each setting (empty when left
   *     out or without grouping)
   * @param sums the system's sums of every document (the analyses' sums among them)
   */
  public record SystemResult(
      String name,
      String root,
      int files,
      Counts counts,
      long documents,
      long missing,
      long removedRepeats,
      boolean leftOut,
      Problem reason,
      List<Counts> settingCounts,
      Map<String, GroupResult> groups,
      SystemAccumulator.Sums sums) {

    /**
     * A system's result from its sums and the verdict on it, as both commands report it: counts
     * only when it is scored.
     *
     * @param primary the primary setting's counts of the whole corpus
     */
    public static SystemResult of(
        String name,
        String root,
        int files,
        SystemAccumulator sum,
        Verdict verdict,
        Counts primary,
        int settings) {
      List<Counts> settingCounts = new ArrayList<>();
      Map<String, GroupResult> groups = new TreeMap<>();
      if (verdict.scored()) {
        for (int i = 0; i < settings; i++) {
          settingCounts.add(i == 0 ? primary : sum.all().counts(i, sum.metrics()));
        }
        sum.groups()
            .forEach(
                (g, part) -> {
                  List<Counts> counts = new ArrayList<>();
                  for (int i = 0; i < settings; i++) {
                    counts.add(part.counts(i, sum.metrics()));
                  }
                  SystemTally t = part.tally();
                  groups.put(g, new GroupResult(t.documents(), t.missing(), counts, part));
                });
      }
      SystemTally tally = sum.tally();
      return new SystemResult(
          name,
          root,
          files,
          verdict.scored() ? primary : null,
          tally.documents(),
          tally.missing(),
          tally.removedRepeats(),
          !verdict.scored(),
          verdict.reason(),
          settingCounts,
          groups,
          sum.all());
    }

    /** The sum of {@code analysis} over the system's documents; null when left out or not asked. */
    public <S extends Analysis.Sum<?, S>> S sum(
        EvaluationRequest request, Analysis<?, S> analysis) {
      return leftOut || analysis == null ? null : sums.sum(request, analysis);
    }
  }

  /**
   * One system's scores on one group of key documents.
   *
   * @param sums the group's documents' sums (the analyses' sums among them)
   */
  public record GroupResult(
      long documents, long missing, List<Counts> settingCounts, SystemAccumulator.Sums sums) {

    /** The sum of {@code analysis} over the group's documents; null when not asked. */
    public <S extends Analysis.Sum<?, S>> S sum(
        EvaluationRequest request, Analysis<?, S> analysis) {
      return analysis == null ? null : sums.sum(request, analysis);
    }
  }

  /** Problems of one source and kind: how many, and the first (by file and line). */
  public record ProblemTally(
      String source, ProblemKind kind, Severity severity, long count, Problem first) {}
}
