package org.corefstats.spark;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.SystemAccumulator;
import scala.Tuple2;

/**
 * Scoring for a key too large to broadcast: every input is read once, documents are grouped by name
 * (a shuffle of the parsed documents of the key and of every system) so that each key document is
 * scored against every system where it lands ({@link DocumentGroupScorer}).
 */
final class ShuffleScoring extends SystemScoring {
  /** Groups problems that belong to no document (no document name contains a newline). */
  static final String NO_DOCUMENT = "\n";

  ShuffleScoring(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> hadoopConf,
      EvaluationRequest setup,
      Tolerance tolerance,
      InputFormats formats) {
    super(jsc, hadoopConf, setup, tolerance, formats);
  }

  @Override
  Scored score(InputPlan plan, TableOutputs outputs, Map<String, Long> timings) {
    long t = System.nanoTime();
    Parsed parsed = read(plan);
    timings.put("read", RescoringJob.millisSince(t));
    return score(plan, parsed);
  }

  /** The parsed records and, when files were read in pieces, the line bases of the pieces. */
  private record Parsed(JavaRDD<JobRecord> records, Broadcast<LineBases> bases) {}

  /** Every input read once; documents are parsed where they are read. */
  private Parsed read(InputPlan plan) {
    jsc.setJobDescription("read, parse and score " + plan.fileCount + " files");
    JavaRDD<JobRecord> parsed =
        jsc.parallelize(plan.groups, Math.max(1, plan.groups.size())).flatMap(reader());
    // Lines of later pieces of a split file count from the piece's start: their bases need every
    // piece's line count first, so the parsed pieces are kept (serialized) for a small first job.
    // Whole files need none: then reading runs within the scoring job, and nothing is cached.
    LineBases bases = LineBases.of(List.of());
    if (plan.splitsFiles()) {
      parsed = parsed.persist(StorageLevel.MEMORY_AND_DISK_SER());
      bases = LineBases.of(parsed.filter(r -> r instanceof SplitLines).collect());
    }
    return new Parsed(parsed, jsc.broadcast(bases));
  }

  /**
   * Documents grouped by name, each key document scored against every system where it lands;
   * problems found while reading travel with their document (or together, for those outside any
   * document) and are judged by the run's tolerance.
   */
  private Scored score(InputPlan plan, Parsed parsed) {
    // one scoring partition per ~20 MB of input (its parsed documents are a fraction of that)
    int partitions =
        (int) Math.max(jsc.defaultParallelism(), Math.min(20_000, plan.totalBytes / (20L << 20)));
    JavaPairRDD<String, byte[]> byDocument =
        parsed
            .records()
            .filter(r -> !(r instanceof SplitLines))
            .mapPartitionsToPair(new ByDocument(parsed.bases(), !plan.allConll(formats)));
    jsc.setJobDescription("score documents");
    JavaRDD<JobRecord> scored =
        byDocument
            .groupByKey(partitions)
            .flatMap(new DocumentGroupScorer(plan.sources.size(), setup))
            .persist(StorageLevel.MEMORY_AND_DISK_SER());
    JavaRDD<SourcedProblem> problems =
        judged(scored.filter(r -> r instanceof SourcedProblem).map(r -> (SourcedProblem) r), plan);
    JavaRDD<DocumentScore> documentScores =
        scored.filter(r -> r instanceof DocumentScore).map(r -> (DocumentScore) r);
    Map<Integer, SystemAccumulator> sums = new HashMap<>(sums(documentScores));
    KeySideInput side = setup.keySide();
    if (side.checksKeyNames()) {
      // the side input's documents the key lacks, as the broadcast reports them: the key's names
      // are those scored (every key document is, for every system)
      List<SourcedProblem> unknown =
          side
              .unknownDocuments(documentScores.map(DocumentScore::document).distinct().collect())
              .stream()
              .map(p -> new SourcedProblem(InputPlan.KEY, tolerance.judge(p)))
              .toList();
      problems = problems.union(jsc.parallelize(unknown, 1));
    }
    return new Scored(
        documentScores,
        problems,
        sums,
        List.of(),
        true,
        () -> {
          parsed.records().unpersist(false); // a no-op when it was not cached
          parsed.bases().destroy();
          scored.unpersist(false);
        },
        null);
  }

  /** Per-system sums of per-document scores, reduced on the executors. */
  private Map<Integer, SystemAccumulator> sums(JavaRDD<DocumentScore> documentScores) {
    return documentScores
        .mapToPair(d -> new Tuple2<>(d.source(), d.result()))
        .aggregateByKey(
            SystemAccumulator.zero(setup), SystemAccumulator::add, SystemAccumulator::add)
        .collectAsMap();
  }

  /**
   * Keys each record by its document name (with absolute lines), as bytes: see {@link RecordBytes}.
   * When some input is not CoNLL-2012, by the document key instead ({@link
   * DocumentKeys#pairingKey}), so that {@code (x); part 000} meets {@code x_0} as {@link
   * org.corefstats.core.corpus.DocumentPairing} pairs them when the key is broadcast.
   */
  static final class ByDocument
      implements PairFlatMapFunction<Iterator<JobRecord>, String, byte[]> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<LineBases> bases;
    private final boolean byDocumentKey;

    ByDocument(Broadcast<LineBases> bases, boolean byDocumentKey) {
      this.bases = bases;
      this.byDocumentKey = byDocumentKey;
    }

    private String group(String documentName) {
      return byDocumentKey ? DocumentKeys.pairingKey(documentName) : documentName;
    }

    @Override
    public Iterator<Tuple2<String, byte[]>> call(Iterator<JobRecord> records) {
      RecordBytes bytes = RecordBytes.forTask();
      LineBases lineBases = bases.value();
      return new Iterator<>() { // one record at a time: none held
        @Override
        public boolean hasNext() {
          return records.hasNext();
        }

        @Override
        public Tuple2<String, byte[]> next() {
          JobRecord r = records.next();
          if (r instanceof SourcedDocument d) {
            SourcedDocument absolute = lineBases.absolute(d);
            return new Tuple2<>(group(absolute.document().name()), bytes.write(absolute));
          }
          SourcedProblem p = lineBases.absolute((SourcedProblem) r);
          return new Tuple2<>(
              p.problem().document() == null ? NO_DOCUMENT : group(p.problem().document()),
              bytes.write(p));
        }
      };
    }
  }
}
