package org.corefstats.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.corpus.CorpusProblems;
import scala.Tuple2;

/**
 * Scores one document name on an executor: its key document (parsed once) against the same
 * document of every system (the problems read with them are passed on), with v8.01's corpus rules: a name occurring twice in one source counts
 * once, by its last occurrence; a system without the document scores it as an empty response; a
 * document the key lacks is ignored (noted).
 */
final class DocumentGroupScorer implements FlatMapFunction<Tuple2<String, Iterable<byte[]>>, JobRecord> {
  private static final long serialVersionUID = 1L;
  private static final Comparator<SourcedDocument> FILE_ORDER =
      Comparator.comparingInt(SourcedDocument::file).thenComparingLong(d -> d.document().firstLine());

  private final int sources;
  private final Set<Metric> metrics;
  private transient RecordBytes records; // the task's, made at its first group

  DocumentGroupScorer(int sources, Set<Metric> metrics) {
    this.sources = sources;
    this.metrics = Set.copyOf(metrics);
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
    Document[] latest = new Document[sources];
    for (int s = 0; s < sources; s++) {
      latest[s] = lastOccurrence(s, bySource.get(s), out);
    }
    Document key = latest[InputPlan.KEY];
    if (key == null) {
      for (int s = 1; s < sources; s++) {
        if (latest[s] != null) {
          out.add(new SourcedProblem(s, CorpusProblems.extra(latest[s])));
        }
      }
      return out.iterator();
    }
    DocumentScorer scorer = new DocumentScorer(metrics);
    for (int s = 1; s < sources; s++) {
      int system = s;
      int[] removed = {0};
      // the key's own repeated mentions are the key's problems: reported once, with the first system
      Consumer<Problem> sink = p -> {
        if (p.kind() == ProblemKind.REPEATED_KEY_MENTION) {
          if (system == 1) {
            out.add(new SourcedProblem(InputPlan.KEY, p));
          }
          return;
        }
        if (p.kind() == ProblemKind.REPEATED_RESPONSE_MENTION) {
          removed[0]++;
        }
        out.add(new SourcedProblem(system, p));
      };
      Document response = latest[s];
      if (response == null) {
        sink.accept(CorpusProblems.missing(key));
        response = Document.empty(key.name());
      }
      out.add(new DocumentScore(s, key.name(), scorer.score(key, response, sink), latest[s] == null, removed[0]));
    }
    return out.iterator();
  }

  /** The last occurrence of the document in one source; earlier ones are reported as duplicates. */
  private static Document lastOccurrence(int source, List<SourcedDocument> docs, List<JobRecord> out) {
    if (docs.isEmpty()) {
      return null;
    }
    docs.sort(FILE_ORDER);
    for (int i = 1; i < docs.size(); i++) {
      Document later = docs.get(i).document();
      Document earlier = docs.get(i - 1).document();
      out.add(new SourcedProblem(source, CorpusProblems.duplicate(later, earlier.file(), earlier.firstLine())));
    }
    return docs.get(docs.size() - 1).document();
  }
}
