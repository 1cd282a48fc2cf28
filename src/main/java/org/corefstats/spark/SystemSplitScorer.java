package org.corefstats.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.metrics.DocumentScorer;

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
  private final ScoringSetup setup;
  private final InputFormats formats;

  SystemSplitScorer(
      SplitReader reader, Broadcast<KeyDocuments> key, ScoringSetup setup, InputFormats formats) {
    this.setup = setup;
    this.formats = formats;
    this.reader = reader;
    this.key = key;
  }

  @Override
  public Iterator<JobRecord> call(List<InputPlan.Split> splits) {
    KeyDocuments keyDocuments = key.value();
    DocumentScorer[] scorers = setup.scorers();
    Map<Integer, OfSystem> systems = new HashMap<>();
    List<JobRecord> out = new ArrayList<>();
    reader.readAll(
        splits,
        record -> {
          if (record instanceof SourcedDocument d) {
            OfSystem system =
                systems.computeIfAbsent(
                    d.source(), s -> new OfSystem(s, keyDocuments.size(), setup));
            Document response = d.document();
            int k =
                keyDocuments.indexOf(
                    response.name(), formats.of(response.file() == null ? "" : response.file()));
            score(d, k, keyDocuments, setup, scorers, system, out);
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
    final RescoringJob.SystemSums sums;

    OfSystem(int source, int keyDocuments, ScoringSetup setup) {
      this.source = source;
      coverage = new Coverage.Builder(source, keyDocuments);
      sums =
          RescoringJob.SystemSums.zero(
              setup.settings().size(), setup.metrics(), setup.grouping() != null);
    }
  }

  private static void score(
      SourcedDocument d,
      int k,
      KeyDocuments keyDocuments,
      ScoringSetup setup,
      DocumentScorer[] scorers,
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
    DocumentScore.Scoring scoring =
        DocumentScore.Scoring.of(setup, scorers, keyDocuments.get(k), response);
    for (Problem p : scoring.problems()) {
      if (!DocumentOutcome.isKeyProblem(
          p, setup.primary())) { // the key's own: reported once, by the driver
        out.add(new ScoringProblem(at, p));
      }
    }
    DocumentScore score = scoring.score(d.source(), at);
    system.sums.add(score);
    out.add(score);
  }
}
