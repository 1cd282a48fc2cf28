package org.corefstats.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.KeyDocuments;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluation;
import org.corefstats.core.evaluation.PairEvaluator;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * Reads the splits of one task of system files and scores each document where it is read, against
 * the broadcast key, by the {@link CorpusRules}. A system the task holds whole ({@link SystemTask})
 * is settled here: of a repeated name its last occurrence counts, the key documents it lacks are
 * scored as empty responses, and its per-document rows are written to the task's parts ({@link
 * TableParts}); only its sums, problems and where its rows went leave the task. Of another system
 * each document's score leaves the task with where it was read ({@link Occurrence}), to be settled
 * by the driver. Both leave the documents the key lacks ({@link ExtraOccurrence}), the line counts
 * of split files, and, per system, which key documents it covered ({@link Coverage}) and the sums
 * of its scores ({@link PartialSums}). A parsed document is dropped as soon as it is scored.
 */
final class SystemSplitScorer implements FlatMapFunction<SystemTask, JobRecord> {
  private static final long serialVersionUID = 1L;

  /** Reading order: file by file, each from its first line. */
  private static final Comparator<Held> READING_ORDER =
      Comparator.comparingInt((Held h) -> h.at().file()).thenComparingLong(h -> h.at().line());

  private final SplitReader reader;
  private final Broadcast<KeyDocuments> key;
  private final EvaluationRequest evaluation;
  private final InputFormats formats;
  private final TableOutputs outputs;

  SystemSplitScorer(
      SplitReader reader,
      Broadcast<KeyDocuments> key,
      EvaluationRequest evaluation,
      InputFormats formats,
      TableOutputs outputs) {
    this.evaluation = evaluation;
    this.formats = formats;
    this.reader = reader;
    this.key = key;
    this.outputs = outputs;
  }

  @Override
  public Iterator<JobRecord> call(SystemTask task) throws IOException {
    KeyDocuments keyDocuments = key.value();
    PairEvaluator evaluator = new PairEvaluator(evaluation);
    Map<Integer, OfSystem> systems = new TreeMap<>();
    Map<Integer, String> displays = new HashMap<>();
    task.splits().forEach(s -> displays.put(s.file(), s.display()));
    List<JobRecord> out = new ArrayList<>();
    reader.readAll(
        task.splits(),
        record -> {
          if (record instanceof SourcedDocument d) {
            OfSystem system =
                systems.computeIfAbsent(
                    d.source(),
                    s -> new OfSystem(s, keyDocuments.size(), evaluation, task.holdsWhole(s)));
            Document response = d.document();
            int k =
                keyDocuments.indexOf(
                    response.name(),
                    formats.ofResponse(response.file() == null ? "" : response.file()));
            score(d, k, keyDocuments, evaluator, system, out);
          } else {
            out.add(record);
          }
        });
    TableParts parts = null;
    for (OfSystem system : systems.values()) {
      if (system.held != null) {
        if (parts == null) {
          parts =
              new TableParts(
                  outputs, String.format(Locale.ROOT, "s%05d", TaskContext.getPartitionId()));
        }
        settle(system, keyDocuments, evaluator, displays, parts, out);
      }
      out.add(system.coverage.build());
      out.add(new PartialSums(system.source, system.sums));
    }
    if (parts != null) {
      out.addAll(parts.finish());
    }
    return out.iterator();
  }

  /** What the task learnt of one system: the key documents it covered and its sums. */
  private static final class OfSystem {
    final int source;
    final Coverage.Builder coverage;
    final SystemAccumulator sums;

    /** Of a system held whole: its scored occurrences, by key document (else null). */
    final Map<Integer, List<Held>> held;

    OfSystem(int source, int keyDocuments, EvaluationRequest evaluation, boolean whole) {
      this.source = source;
      coverage = new Coverage.Builder(source, keyDocuments);
      sums = SystemAccumulator.zero(evaluation);
      held = whole ? new HashMap<>() : null;
    }
  }

  /** A scored occurrence of a system held whole, until its name is settled. */
  private record Held(Occurrence at, DocumentResult result, List<Problem> problems) {}

  private static void score(
      SourcedDocument d,
      int k,
      KeyDocuments keyDocuments,
      PairEvaluator evaluator,
      OfSystem system,
      List<JobRecord> out) {
    Document response = d.document();
    if (k < 0) {
      system.coverage.seeExtra();
      out.add(
          new ExtraOccurrence(
              d.source(),
              d.file(),
              d.splitStart(),
              response.name(),
              response.file(),
              response.firstLine()));
      return;
    }
    system.coverage.see(k);
    Occurrence at = new Occurrence(d.source(), k, d.file(), d.splitStart(), response.firstLine());
    PairEvaluation evaluated = evaluator.evaluate(keyDocuments.get(k), response);
    // the key's own problems are reported once, by the driver
    List<Problem> problems = evaluator.responseProblems(evaluated);
    if (system.held != null) {
      system
          .held
          .computeIfAbsent(k, x -> new ArrayList<>(1))
          .add(new Held(at, evaluated.result(), problems));
      return;
    }
    problems.forEach(p -> out.add(new ScoringProblem(at, p)));
    system.sums.add(evaluated.result());
    out.add(new DocumentScore(d.source(), evaluated.result(), at));
  }

  /**
   * The corpus rules of a system held whole, as the driver applies them to the others: of a
   * repeated name the last occurrence counts (the others, with their problems, are dropped, and a
   * duplicate-document problem tells of each), a key document it lacks is scored as an empty
   * response; then its documents' rows by name. Its coverage is then every key document, once.
   */
  private static void settle(
      OfSystem system,
      KeyDocuments keyDocuments,
      PairEvaluator evaluator,
      Map<Integer, String> displays,
      TableParts parts,
      List<JobRecord> out) {
    List<DocumentResult> documents = new ArrayList<>(keyDocuments.size());
    for (int k = 0; k < keyDocuments.size(); k++) {
      List<Held> occurrences = system.held.get(k);
      if (occurrences == null) {
        PairEvaluation missing = evaluator.evaluate(keyDocuments.get(k), null);
        evaluator
            .responseProblems(missing)
            .forEach(p -> out.add(new SourcedProblem(system.source, p)));
        documents.add(missing.result());
        continue;
      }
      Held kept = occurrences.get(0);
      if (occurrences.size() > 1) {
        occurrences.sort(READING_ORDER);
        CorpusRules.Settlement settled =
            CorpusRules.settle(
                keyDocuments.get(k).name(),
                true,
                occurrences.stream()
                    .map(h -> new CorpusRules.Sighting(displays.get(h.at().file()), h.at().line()))
                    .toList());
        settled.problems().forEach(p -> out.add(new SourcedProblem(system.source, p)));
        kept = occurrences.get(settled.kept());
      }
      Occurrence at = kept.at();
      kept.problems().forEach(p -> out.add(new ScoringProblem(at, p)));
      documents.add(kept.result());
    }
    documents.forEach(system.sums::add);
    documents.sort(Comparator.comparing(DocumentResult::name));
    try {
      parts.system(system.source, documents);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    system.coverage.settled();
  }
}
