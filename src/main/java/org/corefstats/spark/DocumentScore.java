package org.corefstats.spark;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.HeadRule;
import org.corefstats.core.analysis.ListedError;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentAnalysis;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.metrics.ConeEntities;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * The counts of one system on one key document under each setting of the run, and its share of the
 * system's tally (missing document, removed repeats) under each.
 *
 * @param group the key document's group ({@link ScoringSetup#group}), or null
 * @param counts by setting, the run's order
 * @param tallies by setting, the run's order
 * @param at where the scored occurrence was read, when it was scored where it was read (until a
 *     repeated name is settled); null otherwise
 * @param coneEntities the document's rows of CONE's entity level ({@link ConeEntities}) when {@code
 *     run --cone-entities} asked for them, else null; they follow the document's counts wherever
 *     those go (settled repeats, missing documents)
 * @param errors the document's error counts ({@code --errors}, ERROR-ANALYSIS.md 5.4), else null
 * @param costs with {@code --error-costs}, the primary setting's counts of each corrected response
 *     ({@link DocumentAnalysis#costs}, in its order), else null
 * @param listed with {@code --list-errors}, every counted error of the document, else null
 * @param headRule with {@code --errors}, how the key document's heads and types were found
 */
record DocumentScore(
    int source,
    String document,
    String group,
    Counts[] counts,
    SystemTally[] tallies,
    Occurrence at,
    ConeEntities.Row[] coneEntities,
    DocumentErrors errors,
    Counts[] costs,
    ListedError[] listed,
    HeadRule headRule)
    implements JobRecord {

  /** This score of another source, at no place (a missing document's, scored once for all). */
  DocumentScore of(int otherSource) {
    return new DocumentScore(
        otherSource,
        document,
        group,
        counts,
        tallies,
        null,
        coneEntities,
        errors,
        costs,
        listed,
        headRule);
  }

  /** How many settings. */
  int settings() {
    return counts.length;
  }

  /**
   * A document scored by the {@link CorpusRules} under every setting: read and paired once, each
   * setting aligning and counting on its own; with the CONE entity rows of the primary setting when
   * asked for, and the primary setting's problems with those only other settings find (once each).
   */
  record Scoring(
      String name,
      String group,
      DocumentOutcome[] outcomes,
      List<Problem> problems,
      ConeEntities.Row[] coneEntities,
      DocumentErrors errors,
      Counts[] costs,
      ListedError[] listed,
      HeadRule headRule) {
    static Scoring of(
        ScoringSetup setup, DocumentScorer[] scorers, Document key, Document response) {
      ConeEntities.Row[][] rows = new ConeEntities.Row[1][];
      DocumentOutcome[] outcomes = new DocumentOutcome[scorers.length];
      // the primary setting's problems as found (a repeat found twice is two problems), then
      // those only another setting finds, once
      List<Problem> problems = new ArrayList<>();
      Set<Problem> seen = new HashSet<>();
      for (int i = 0; i < scorers.length; i++) {
        boolean entities = i == 0 && setup.coneEntities();
        outcomes[i] =
            CorpusRules.score(
                scorers[i],
                key,
                response,
                matched -> {
                  if (entities && matched.cone() != null) {
                    rows[0] =
                        ConeEntities.of(matched.cone()).rows().toArray(new ConeEntities.Row[0]);
                  }
                });
        for (Problem p : outcomes[i].problems()) {
          if (i == 0 || seen.add(p)) {
            problems.add(p);
          }
        }
        if (i == 0) {
          seen.addAll(outcomes[0].problems());
        }
      }
      DocumentErrors errors = null;
      Counts[] costs = null;
      ListedError[] listed = null;
      HeadRule headRule = null;
      if (setup.errors() != null) {
        DocumentAnalysis analysis = DocumentAnalysis.of(setup.errors(), scorers[0], key, response);
        errors = analysis.errors();
        costs = analysis.costs();
        listed = analysis.listed();
        headRule = analysis.headRule();
      }
      return new Scoring(
          key.name(),
          setup.group(key),
          outcomes,
          List.copyOf(problems),
          rows[0],
          errors,
          costs,
          listed,
          headRule);
    }

    DocumentScore score(int source, Occurrence at) {
      Counts[] counts = new Counts[outcomes.length];
      SystemTally[] tallies = new SystemTally[outcomes.length];
      for (int i = 0; i < outcomes.length; i++) {
        counts[i] = outcomes[i].counts();
        tallies[i] = SystemTally.of(outcomes[i]);
      }
      return new DocumentScore(
          source, name, group, counts, tallies, at, coneEntities, errors, costs, listed, headRule);
    }
  }
}
