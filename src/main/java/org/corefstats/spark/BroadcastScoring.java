package org.corefstats.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.KeyDocuments;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairEvaluation;
import org.corefstats.core.evaluation.PairEvaluator;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.text.Format;
import scala.Tuple2;

/**
 * Scoring when the key is small enough to broadcast (the usual case: a key of megabytes against
 * gigabytes of systems): the key is read and parsed once, collected, settled by the corpus rules
 * and broadcast; every system document is scored where it is read ({@link SystemSplitScorer}), so
 * that no system document is shuffled, only counts and problems. What reading one document cannot
 * know is settled afterwards from small records: which key documents a system lacks (scored as
 * empty responses, on the executors), which names it repeats (all but the last occurrence dropped)
 * and which documents the key lacks (reported once per name).
 */
final class BroadcastScoring extends SystemScoring {
  private static final Comparator<Occurrence> READING_ORDER =
      Comparator.comparingInt(Occurrence::file)
          .thenComparingLong(Occurrence::splitStart)
          .thenComparingLong(Occurrence::line);

  /**
   * An embedded run reads a key of up to this much text in the driver's own thread (LitBank's 13 MB
   * in 0.1 s), where a Spark job, the run's first, took 0.65 s.
   */
  static final long DRIVER_READS_KEY_BYTES = 32L << 20;

  BroadcastScoring(
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
    Key key = readKey(plan);
    timings.put("readKey", RescoringJob.millisSince(t));
    Broadcast<KeyDocuments> keyDocuments = jsc.broadcast(key.documents());

    jsc.setJobDescription("read and score " + plan.fileCount + " files");
    List<List<InputPlan.Split>> groups = plan.systemGroups();
    List<Set<Integer>> whole = InputPlan.wholeSystems(groups);
    List<SystemTask> tasks = new ArrayList<>(groups.size());
    Set<Integer> heldWhole = new HashSet<>();
    for (int g = 0; g < groups.size(); g++) {
      tasks.add(
          new SystemTask(
              groups.get(g), whole.get(g).stream().mapToInt(Integer::intValue).toArray()));
      heldWhole.addAll(whole.get(g));
    }
    JavaRDD<JobRecord> records =
        jsc.parallelize(tasks, Math.max(1, tasks.size()))
            .flatMap(new SystemSplitScorer(reader(), keyDocuments, setup, formats, outputs))
            .persist(StorageLevel.MEMORY_AND_DISK_SER());
    long scoring = System.nanoTime();
    List<JobRecord> settling =
        records
            .filter(
                r ->
                    r instanceof Coverage
                        || r instanceof SplitLines
                        || r instanceof PartialSums
                        || r instanceof Segment
                        || r instanceof ParquetPart)
            .collect();
    timings.put("readAndScoreSystems", RescoringJob.millisSince(scoring));
    LineBases lineBases = LineBases.of(settling);
    Map<Integer, Coverage> coverage = new HashMap<>();
    Map<Integer, SystemAccumulator> sums = new HashMap<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      sums.put(s, SystemAccumulator.zero(setup));
    }
    for (JobRecord r : settling) {
      if (r instanceof Coverage c) {
        coverage.merge(c.source(), c, Coverage::plus);
      } else if (r instanceof PartialSums p) {
        sums.get(p.source()).add(p.sums());
      }
    }
    Broadcast<LineBases> bases = jsc.broadcast(lineBases);

    List<SourcedProblem> settled = new ArrayList<>(key.problems());
    List<DocumentScore> repeats = repeatedDocuments(plan, records, coverage, lineBases, settled);
    Set<Occurrence> dropped = new HashSet<>();
    for (DocumentScore d : repeats) {
      dropped.add(d.at());
      sums.get(d.source()).remove(d.result());
    }
    Broadcast<Set<Occurrence>> drop = jsc.broadcast(dropped);
    List<Coverage> lacking = lacking(plan, key.documents().size(), coverage);
    addMissing(key.documents(), lacking, sums);
    // scored again by every output that reads them unless kept; usually there are none
    JavaRDD<JobRecord> missing = missingDocuments(lacking, keyDocuments);
    if (!lacking.isEmpty()) {
      missing = missing.persist(StorageLevel.MEMORY_AND_DISK_SER());
    }
    JavaRDD<JobRecord> missingKept = missing;

    JavaRDD<DocumentScore> documentScores =
        records
            .filter(r -> r instanceof DocumentScore d && !drop.value().contains(d.at()))
            .union(missing.filter(r -> r instanceof DocumentScore))
            .map(r -> (DocumentScore) r);
    JavaRDD<SourcedProblem> problems =
        judged(
            records
                .filter(
                    r ->
                        r instanceof SourcedProblem
                            || r instanceof ScoringProblem p && !drop.value().contains(p.at()))
                .map(
                    r ->
                        bases
                            .value()
                            .absolute(
                                r instanceof ScoringProblem p ? p.sourced() : (SourcedProblem) r))
                .union(
                    missing.filter(r -> r instanceof SourcedProblem).map(r -> (SourcedProblem) r))
                .union(extraDocuments(records, coverage, bases))
                .union(jsc.parallelize(settled, 1)),
            plan);
    List<JobRecord> tableParts =
        settling.stream().filter(r -> r instanceof Segment || r instanceof ParquetPart).toList();
    boolean rest = false;
    for (int s = 1; s < plan.sources.size(); s++) {
      rest |= !heldWhole.contains(s);
    }
    return new Scored(
        documentScores,
        problems,
        sums,
        tableParts,
        rest,
        () -> {
          records.unpersist(false);
          missingKept.unpersist(false);
          keyDocuments.destroy();
          bases.destroy();
          drop.destroy();
        },
        documentGroups(key.documents()));
  }

  /** Each grouped key document with its group, by name (the key's documents are in name order). */
  private List<String[]> documentGroups(KeyDocuments key) {
    if (setup.grouping() == null) {
      return null;
    }
    List<String[]> rows = new ArrayList<>();
    for (int k = 0; k < key.size(); k++) {
      String group = setup.group(key.get(k));
      if (group != null) {
        rows.add(new String[] {key.get(k).name(), group});
      }
    }
    return rows;
  }

  /** The key's documents, each once, and the problems found in it (not yet judged). */
  private record Key(KeyDocuments documents, List<SourcedProblem> problems) {}

  /**
   * The key read and parsed on the executors and collected (it is small: the caller checked its
   * size): lines made absolute, a repeated name settled by its last occurrence, and the problems
   * that scoring finds in the key itself (repeated key mentions), reported once.
   */
  private Key readKey(InputPlan plan) {
    jsc.setJobDescription("read the key");
    List<List<InputPlan.Split>> groups = plan.keyGroups(jsc.defaultParallelism());
    List<JobRecord> read = new ArrayList<>();
    KeySideInput side = setup.keySide();
    if (side.isKey()) { // its documents are on the driver already
      groups = List.of();
    }
    if (plan.keyTextBytes() <= DRIVER_READS_KEY_BYTES && jsc.master().startsWith("local")) {
      groups.forEach(g -> reader().readAll(g, read::add)); // a job would cost more than it saves
    } else if (!groups.isEmpty()) {
      read.addAll(jsc.parallelize(groups, groups.size()).flatMap(reader()).collect());
    }
    LineBases bases = LineBases.of(read);
    List<SourcedProblem> problems = new ArrayList<>();
    Map<String, List<SourcedDocument>> byName = new LinkedHashMap<>();
    for (JobRecord r : read) {
      if (r instanceof SourcedDocument d) {
        SourcedDocument absolute = bases.absolute(d);
        byName.computeIfAbsent(d.document().name(), n -> new ArrayList<>()).add(absolute);
      } else if (r instanceof SourcedProblem p) {
        problems.add(bases.absolute(p));
      }
    }
    List<Document> documents = new ArrayList<>(byName.size());
    for (List<SourcedDocument> occurrences : byName.values()) {
      documents.add(DocumentGroupScorer.lastOccurrence(InputPlan.KEY, true, occurrences, problems));
    }
    if (side.isKey()) {
      documents.addAll(side.keyDocuments());
    }
    setup.keyProblems(documents, p -> problems.add(new SourcedProblem(InputPlan.KEY, p)));
    documents.sort(Comparator.comparing(Document::name));
    if (plan.sources.size() > 1) { // reported with the first system's scores, as by the shuffle
      DocumentScorer scorer = new DocumentScorer(setup.metrics(), setup.primary());
      for (Document d : documents) {
        CorpusRules.keyProblems(scorer, d, p -> problems.add(new SourcedProblem(InputPlan.KEY, p)));
      }
    }
    boolean keyIsConll =
        documents.stream().allMatch(d -> d.file() == null || formats.of(d.file()) == Format.CONLL);
    return new Key(new KeyDocuments(documents, keyIsConll), problems);
  }

  /**
   * The scores of repeated names to drop (all but the last occurrence of each), with a
   * duplicate-document problem for each later occurrence added to {@code problems}. Only the
   * occurrences of names some system repeats reach the driver.
   */
  private List<DocumentScore> repeatedDocuments(
      InputPlan plan,
      JavaRDD<JobRecord> records,
      Map<Integer, Coverage> coverage,
      LineBases bases,
      List<SourcedProblem> problems) {
    Map<Integer, Coverage> repeating = new HashMap<>();
    coverage.forEach(
        (source, c) -> {
          if (c.anyRepeated()) {
            repeating.put(source, c);
          }
        });
    if (repeating.isEmpty()) {
      return List.of();
    }
    jsc.setJobDescription("settle repeated documents");
    List<DocumentScore> repeated =
        records
            .filter(
                r ->
                    r instanceof DocumentScore d
                        && repeating.containsKey(d.source())
                        && repeating.get(d.source()).repeated(d.at().keyDocument()))
            .map(r -> (DocumentScore) r)
            .collect();
    Map<Tuple2<Integer, Integer>, List<DocumentScore>> byDocument = new HashMap<>();
    for (DocumentScore d : repeated) {
      byDocument
          .computeIfAbsent(new Tuple2<>(d.source(), d.at().keyDocument()), k -> new ArrayList<>())
          .add(d);
    }
    List<DocumentScore> dropped = new ArrayList<>();
    for (List<DocumentScore> occurrences : byDocument.values()) {
      occurrences.sort(Comparator.comparing(DocumentScore::at, READING_ORDER));
      CorpusRules.Settlement settled =
          CorpusRules.settle(
              occurrences.get(0).document(),
              true,
              occurrences.stream()
                  .map(
                      d ->
                          new CorpusRules.Sighting(
                              plan.display(d.at().file()),
                              d.at().line() + bases.base(d.at().file(), d.at().splitStart())))
                  .toList());
      int source = occurrences.get(0).source();
      settled.problems().forEach(p -> problems.add(new SourcedProblem(source, p)));
      for (int i = 0; i < occurrences.size(); i++) {
        if (i != settled.kept()) {
          dropped.add(occurrences.get(i));
        }
      }
    }
    return dropped;
  }

  /** The coverage of each system that lacks some key documents, by system. */
  private static List<Coverage> lacking(
      InputPlan plan, int keyDocuments, Map<Integer, Coverage> coverage) {
    List<Coverage> lacking = new ArrayList<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      Coverage c = coverage.getOrDefault(s, new Coverage.Builder(s, keyDocuments).build());
      if (c.covered() < keyDocuments) {
        lacking.add(c);
      }
    }
    return lacking;
  }

  /**
   * Adds to each system's sums the key documents it lacks, scored as empty responses: the same
   * counts for every system, computed once per key document, here on the driver.
   */
  private void addMissing(
      KeyDocuments key, List<Coverage> lacking, Map<Integer, SystemAccumulator> sums) {
    DocumentResult[] empty = new DocumentResult[key.size()];
    PairEvaluator evaluator = new PairEvaluator(setup);
    for (Coverage c : lacking) {
      for (int k = 0; k < key.size(); k++) {
        if (!c.seen(k)) {
          if (empty[k] == null) {
            empty[k] = evaluator.evaluate(key.get(k), null).result();
          }
          sums.get(c.source()).add(empty[k]);
        }
      }
    }
  }

  /**
   * The key documents each system lacks, scored as empty responses on the executors (one task per
   * group of systems), with their missing-document problems: what the outputs list of them.
   */
  private JavaRDD<JobRecord> missingDocuments(List<Coverage> lacking, Broadcast<KeyDocuments> key) {
    EvaluationRequest evaluation = setup;
    return jsc.parallelize(lacking, Math.max(1, Math.min(lacking.size(), jsc.defaultParallelism())))
        .flatMap(
            c -> {
              KeyDocuments keyDocs = key.value();
              PairEvaluator evaluator = new PairEvaluator(evaluation);
              List<JobRecord> out = new ArrayList<>();
              for (int k = 0; k < keyDocs.size(); k++) {
                if (!c.seen(k)) {
                  PairEvaluation missing = evaluator.evaluate(keyDocs.get(k), null);
                  evaluator
                      .responseProblems(missing)
                      .forEach(p -> out.add(new SourcedProblem(c.source(), p)));
                  out.add(new DocumentScore(c.source(), missing.result(), null));
                }
              }
              return out.iterator();
            });
  }

  /**
   * The documents systems have and the key lacks: an extra-document note at the last occurrence of
   * each name, and a duplicate-document problem for each later occurrence (grouped by name on the
   * executors; only these small records move, and only when there are any).
   */
  private JavaRDD<SourcedProblem> extraDocuments(
      JavaRDD<JobRecord> records, Map<Integer, Coverage> coverage, Broadcast<LineBases> bases) {
    if (coverage.values().stream().allMatch(c -> c.extras() == 0)) {
      return jsc.emptyRDD();
    }
    return records
        .filter(r -> r instanceof ExtraOccurrence)
        .mapToPair(
            r -> {
              ExtraOccurrence e = (ExtraOccurrence) r;
              ExtraOccurrence absolute =
                  new ExtraOccurrence(
                      e.source(),
                      e.file(),
                      0,
                      e.name(),
                      e.display(),
                      e.line() + bases.value().base(e.file(), e.splitStart()));
              return new Tuple2<>(new Tuple2<>(e.source(), e.name()), absolute);
            })
        .groupByKey()
        .flatMap(
            group -> {
              List<ExtraOccurrence> occurrences = new ArrayList<>();
              group._2().forEach(occurrences::add);
              occurrences.sort(
                  Comparator.comparingInt(ExtraOccurrence::file)
                      .thenComparingLong(ExtraOccurrence::line));
              int source = group._1()._1();
              return CorpusRules.settle(
                      occurrences.get(0).name(),
                      false,
                      occurrences.stream()
                          .map(e -> new CorpusRules.Sighting(e.display(), e.line()))
                          .toList())
                  .problems()
                  .stream()
                  .map(p -> new SourcedProblem(source, p))
                  .iterator();
            });
  }
}
