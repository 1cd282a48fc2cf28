package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Predicate;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * {@code score}'s one response as a run of one system: the {@link RunResult} a run would have made
 * of it, and the run directory's files written in process ({@code score --out}), through the same
 * writers as {@code run}'s.
 */
public final class SingleSystemRun {
  private SingleSystemRun() {}

  /** How the inputs were read, for run.json. */
  public record Inputs(int keyFiles, int responseFiles, long bytes, long keyBytes) {}

  /**
   * The result of one response as a run reports it.
   *
   * @param system the response's name as a system
   * @param root the response as given
   * @param problems every problem found, the key's among them ({@code ofKey} tells which)
   */
  public static RunResult of(
      PairScorer.Result scored,
      String system,
      String root,
      List<String> settings,
      Inputs inputs,
      List<Problem> problems,
      Predicate<Problem> ofKey) {
    SystemAccumulator total = scored.total();
    boolean keyRefused = scored.refused() && ofKey.test(scored.verdict().reason());
    RunResult.SystemResult result =
        RunResult.SystemResult.of(
            system,
            root,
            inputs.responseFiles(),
            total,
            scored.verdict(),
            scored.corpus(),
            settings.size());
    ProblemTallies tallies = new ProblemTallies();
    problems.forEach(p -> tallies.add(ofKey.test(p) ? 0 : 1, p));
    return new RunResult(
        keyRefused ? List.of() : List.of(result),
        keyRefused,
        keyRefused ? scored.verdict().reason() : null,
        tallies.sorted(List.of(ProblemTable.KEY, system)),
        inputs.keyFiles(),
        scored.keyDocuments(),
        inputs.keyFiles() + inputs.responseFiles(),
        inputs.bytes(),
        1,
        inputs.keyFiles() + inputs.responseFiles(),
        0,
        inputs.keyBytes(),
        false,
        scored.inputs(),
        new LinkedHashMap<>(),
        settings,
        scored.evaluation().settings(),
        scored.evaluation().grouping(),
        RunResult.groupDocuments(List.of(total)),
        tallies.count(0, ProblemKind.UNGROUPED_DOCUMENT),
        scored.evaluation(),
        FileEvaluations.NONE);
  }

  /**
   * The problems of a run of this one system: those found, and the note that a refused system is
   * left out (as a run adds it).
   */
  public static List<Problem> problems(
      PairScorer.Result scored, String system, String root, List<Problem> found) {
    List<Problem> all = new ArrayList<>(found);
    if (scored.refused()) {
      all.add(CorpusRules.leftOut(system, root, scored.verdict().reason()));
    }
    return all;
  }

  /**
   * The per-document tables ({@link DocumentTables}), document_groups.csv and problems.csv of one
   * system, sorted as a run sorts them.
   */
  public static void writeDocumentTables(
      OutputDirectory output,
      RunResult run,
      String system,
      List<DocumentResult> documents,
      List<Problem> problems,
      Predicate<Problem> ofKey)
      throws IOException {
    List<DocumentResult> byName =
        run.keyRefused()
            ? List.of()
            : run.systems().get(0).leftOut()
                ? List.of()
                : documents.stream().sorted(Comparator.comparing(DocumentResult::name)).toList();
    for (DocumentTable<?> table : DocumentTables.of(run.evaluation())) {
      write(output, table, system, byName, run);
    }
    if (run.grouping() != null && !run.keyRefused()) {
      try (PrintWriter w = output.text("document_groups.csv")) {
        StringBuilder out = new StringBuilder();
        CsvRecords.record(out, List.of("document", "group"));
        for (DocumentResult d :
            documents.stream().sorted(Comparator.comparing(DocumentResult::name)).toList()) {
          if (d.group() != null) {
            CsvRecords.record(out, List.of(d.name(), d.group()));
          }
        }
        w.print(out);
      }
    }
    try (PrintWriter w = output.text(ProblemTable.FILE)) {
      StringBuilder out = new StringBuilder();
      CsvRecords.record(out, ProblemTable.COLUMNS);
      for (Problem p :
          problems.stream()
              .sorted(
                  Comparator.comparing(
                      (Problem p) -> ProblemTable.sortKey(ofKey.test(p) ? 0 : 1, p)))
              .toList()) {
        CsvRecords.record(out, ProblemTable.cells(ofKey.test(p) ? ProblemTable.KEY : system, p));
      }
      w.print(out);
    }
  }

  private static <P> void write(
      OutputDirectory output,
      DocumentTable<P> table,
      String system,
      List<DocumentResult> documents,
      RunResult run)
      throws IOException {
    try (PrintWriter w = output.text(table.file())) {
      StringBuilder out = new StringBuilder();
      CsvRecords.record(out, table.header(run.settings()));
      for (DocumentResult d : documents) {
        P payload = table.payload(d, run.evaluation());
        if (payload != null) {
          table.records(out, system, d.name(), run.settings(), payload);
        }
        if (out.length() > 1 << 16) {
          w.print(out);
          out.setLength(0);
        }
      }
      w.print(out);
    }
  }
}
