package org.corefstats.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.KeyDocuments;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluation;
import org.corefstats.core.evaluation.PairEvaluator;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * Reads the splits of one task of system files and scores each document where it is read, against
 * the broadcast key, by the {@link CorpusRules}: only its counts and problems leave the task, with
 * where it was read ({@link Occurrence}), the documents the key lacks ({@link ExtraOccurrence}),
 * the line counts of split files, and, per system, which key documents it covered ({@link
 * Coverage}) and the sums of its scores ({@link PartialSums}). A parsed document is dropped as soon
 * as it is scored.
 */
final class SystemSplitScorer implements FlatMapFunction<List<InputPlan.Split>, JobRecord> {
  private static final long serialVersionUID = 1L;

  private final SplitReader reader;
  private final Broadcast<KeyDocuments> key;
  private final EvaluationRequest evaluation;
  private final InputFormats formats;

  SystemSplitScorer(
      SplitReader reader,
      Broadcast<KeyDocuments> key,
      EvaluationRequest evaluation,
      InputFormats formats) {
    this.evaluation = evaluation;
    this.formats = formats;
    this.reader = reader;
    this.key = key;
  }

  @Override
  public Iterator<JobRecord> call(List<InputPlan.Split> splits) {
    KeyDocuments keyDocuments = key.value();
    PairEvaluator evaluator = new PairEvaluator(evaluation);
    Map<Integer, OfSystem> systems = new HashMap<>();
    List<JobRecord> out = new ArrayList<>();
    reader.readAll(
        splits,
        record -> {
          if (record instanceof SourcedDocument d) {
            OfSystem system =
                systems.computeIfAbsent(
                    d.source(), s -> new OfSystem(s, keyDocuments.size(), evaluation));
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
    for (OfSystem system : systems.values()) {
      out.add(system.coverage.build());
      out.add(new PartialSums(system.source, system.sums));
    }
    return out.iterator();
  }

  /** What the task learnt of one system: the key documents it covered and its sums. */
  private static final class OfSystem {
    final int source;
    final Coverage.Builder coverage;
    final SystemAccumulator sums;

    OfSystem(int source, int keyDocuments, EvaluationRequest evaluation) {
      this.source = source;
      coverage = new Coverage.Builder(source, keyDocuments);
      sums = SystemAccumulator.zero(evaluation);
    }
  }

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
    evaluator.responseProblems(evaluated).forEach(p -> out.add(new ScoringProblem(at, p)));
    DocumentScore score = new DocumentScore(d.source(), evaluated.result(), at);
    system.sums.add(evaluated.result());
    out.add(score);
  }
}
