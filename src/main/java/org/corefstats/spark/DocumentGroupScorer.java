package org.corefstats.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentNames;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluation;
import org.corefstats.core.evaluation.PairEvaluator;
import scala.Tuple2;

/**
 * Scores one document name on an executor: its key document (parsed once) against the same document
 * of every system, by the {@link CorpusRules}; the problems read with them are passed on.
 */
final class DocumentGroupScorer
    implements FlatMapFunction<Tuple2<String, Iterable<byte[]>>, JobRecord> {
  private static final long serialVersionUID = 1L;
  static final Comparator<SourcedDocument> FILE_ORDER =
      Comparator.comparingInt(SourcedDocument::file)
          .thenComparingLong(d -> d.document().firstLine());

  private final int sources;
  private final EvaluationRequest evaluation;
  private transient RecordBytes records; // the task's, made at its first group
  private transient PairEvaluator evaluator; // the task's

  DocumentGroupScorer(int sources, EvaluationRequest evaluation) {
    this.evaluation = evaluation;
    this.sources = sources;
  }

  @Override
  public Iterator<JobRecord> call(Tuple2<String, Iterable<byte[]>> group) {
    if (records == null) {
      records = RecordBytes.forTask();
    }
    List<List<SourcedDocument>> bySource = new ArrayList<>(sources);
    for (int s = 0; s < sources; s++) {
      bySource.add(new ArrayList<>(1));
    }
    List<JobRecord> out = new ArrayList<>();
    for (byte[] bytes : group._2()) {
      JobRecord r = records.read(bytes);
      if (r instanceof SourcedDocument d) {
        bySource.get(d.source()).add(d);
      } else {
        out.add(r); // a problem found while reading this document: passed on
      }
    }
    boolean inKey = !bySource.get(InputPlan.KEY).isEmpty();
    Document[] latest = new Document[sources];
    for (int s = 0; s < sources; s++) {
      latest[s] = lastOccurrence(s, inKey, bySource.get(s), out);
    }
    Document key = latest[InputPlan.KEY];
    if (key == null) {
      return out.iterator(); // the systems' notes that the key lacks it are out already
    }
    if (evaluator == null) {
      evaluator = new PairEvaluator(evaluation);
    }
    Problem ungrouped = evaluation.ungrouped(key);
    if (ungrouped != null) {
      out.add(new SourcedProblem(InputPlan.KEY, ungrouped));
    }
    for (int s = 1; s < sources; s++) {
      PairEvaluation evaluated = evaluator.evaluate(key, latest[s]);
      for (Problem p : evaluated.problems()) {
        if (!DocumentOutcome.isKeyProblem(p, evaluation.primary())) {
          out.add(new SourcedProblem(s, p));
        } else if (s == 1) { // the key's own problems: the same with every system, reported once
          out.add(new SourcedProblem(InputPlan.KEY, p));
        }
      }
      out.add(new DocumentScore(s, evaluated.result(), null));
    }
    return out.iterator();
  }

  /**
   * The occurrence of the document that counts in one source, settled by the {@link CorpusRules}
   * (the others are duplicates; a name the key lacks is noted); null when the source lacks it.
   */
  static Document lastOccurrence(
      int source, boolean inKey, List<SourcedDocument> docs, List<? super SourcedProblem> out) {
    docs.sort(FILE_ORDER);
    List<Problem> problems = new ArrayList<>(0);
    Document last =
        DocumentNames.last(docs.stream().map(SourcedDocument::document).toList(), inKey, problems);
    problems.forEach(p -> out.add(new SourcedProblem(source, p)));
    return last;
  }
}
