package org.corefstats.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.document.Problem;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * The verdicts of a run, by the {@link CorpusRules}: each system's result (a refused system is left
 * out, and why is recorded), the problems the verdicts add, and the key's first error (no scores at
 * all).
 *
 * @param problems the findings of the verdicts, the notes that systems are left out and the empty
 *     groups, by source
 */
public record RunDecisions(
    List<RunResult.SystemResult> systems, List<ReadPlan.Noted> problems, Problem keyReason) {

  /**
   * Decides on every system of {@code plan} from its sums and the problems tallied while scoring.
   *
   * @param display a source's root as outputs show it
   * @param maxRepeatedMentions refuse a system with more removed repeated mentions than this, or -1
   */
  public static RunDecisions of(
      ReadPlan plan,
      UnaryOperator<String> display,
      Map<Integer, SystemAccumulator> sums,
      ProblemTallies tallies,
      EvaluationRequest setup,
      int maxRepeatedMentions) {
    List<RunResult.SystemResult> systems = new ArrayList<>();
    List<ReadPlan.Noted> problems = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      ReadPlan.Source source = plan.sources.get(s);
      String root = display.apply(source.root());
      SystemAccumulator sum = sums.getOrDefault(s, SystemAccumulator.zero(setup));
      Verdict verdict =
          CorpusRules.verdict(
              root,
              sum.verdictTally(),
              tallies.firstError(s),
              tallies.firstExtraDocument(s),
              maxRepeatedMentions);
      for (Problem finding : verdict.findings()) {
        problems.add(new ReadPlan.Noted(s, finding));
      }
      if (!verdict.scored()) {
        problems.add(
            new ReadPlan.Noted(s, CorpusRules.leftOut(source.name(), root, verdict.reason())));
      } else {
        for (Map.Entry<String, SystemAccumulator.Sums> e : sum.groups().entrySet()) {
          int system = s;
          CorpusRules.emptyGroup(root, e.getKey(), e.getValue().tally())
              .ifPresent(p -> problems.add(new ReadPlan.Noted(system, p)));
        }
      }
      systems.add(
          RunResult.SystemResult.of(
              source.name(),
              root,
              plan.filesPerSource[s],
              sum,
              verdict,
              sum.counts(),
              setup.settings().size()));
    }
    return new RunDecisions(systems, problems, tallies.firstError(ReadPlan.KEY));
  }

  /** The indices of the systems scored (not left out). */
  public Set<Integer> scoredSources() {
    Set<Integer> scored = new HashSet<>();
    for (int i = 0; i < systems.size(); i++) {
      if (!systems.get(i).leftOut()) {
        scored.add(i + 1);
      }
    }
    return scored;
  }
}
