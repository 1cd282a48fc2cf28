package org.corefstats.core.evaluation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * Evaluates (key document, response document or none) pairs as a request asks: the one place where
 * {@code score} and both ways a run scores (the broadcast key, the shuffle) turn a pair into a
 * {@link DocumentResult}. Each pair is read and paired once; each setting aligns and counts on its
 * own by the {@link CorpusRules}; each analysis measures the pair as the primary setting matched
 * it. Holds scorers with per-thread state: one evaluator per thread or task.
 */
public final class PairEvaluator {
  private final EvaluationRequest request;
  private final DocumentScorer[] scorers;

  public PairEvaluator(EvaluationRequest request) {
    this.request = request;
    this.scorers = request.scorers();
  }

  public EvaluationRequest request() {
    return request;
  }

  /** The primary setting's scorer. */
  public DocumentScorer primaryScorer() {
    return scorers[0];
  }

  /**
   * The problems of an evaluated pair that are the response's: not the key's own, which are the
   * same against every response and reported once.
   */
  public List<Problem> responseProblems(PairEvaluation evaluated) {
    return evaluated.problems().stream()
        .filter(p -> !DocumentOutcome.isKeyProblem(p, request.primary()))
        .toList();
  }

  /** Evaluates {@code key} against {@code response}, or against an empty response when null. */
  public PairEvaluation evaluate(Document key, Document response) {
    int n = scorers.length;
    Counts[] counts = new Counts[n];
    SystemTally[] tallies = new SystemTally[n];
    DocumentScorer.Matched[] primaryMatch = new DocumentScorer.Matched[1];
    // the primary setting's problems as found (a repeat found twice is two problems), then those
    // only another setting finds, once
    List<Problem> problems = new ArrayList<>();
    Set<Problem> seen = new HashSet<>();
    for (int i = 0; i < n; i++) {
      boolean primary = i == 0;
      DocumentOutcome outcome =
          CorpusRules.score(
              scorers[i],
              key,
              response,
              matched -> {
                if (primary) {
                  primaryMatch[0] = matched;
                }
              });
      counts[i] = outcome.counts();
      tallies[i] = SystemTally.of(outcome);
      for (Problem p : outcome.problems()) {
        if (primary || seen.add(p)) {
          problems.add(p);
        }
      }
      if (primary) {
        seen.addAll(outcome.problems());
      }
    }
    Object[] analyses = new Object[request.analyses().size()];
    if (analyses.length > 0) {
      AnalysedPair pair =
          new AnalysedPair(key, response, scorers[0], primaryMatch[0], List.of(scorers));
      for (int a = 0; a < analyses.length; a++) {
        analyses[a] = request.analyses().get(a).measure(pair);
      }
    }
    return new PairEvaluation(
        new DocumentResult(key.name(), request.group(key), counts, tallies, analyses), problems);
  }
}
