package org.corefstats.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Descriptors;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.text.Format;
import org.corefstats.report.FileEvaluations;

/**
 * The per-file steps a run asked for ({@link FileEvaluations}: {@code --empty-nodes}, {@code
 * --descriptors}): whole files of the key and the systems evaluated by their references' own
 * reading, each step a Spark job started beside the scoring ({@link BesideScoring}) and awaited
 * once the verdicts are known. A new per-file step is one entry in each method here.
 */
final class FileSteps {
  private final BesideScoring<EmptyNodeSums> emptyNodes;
  private final BesideScoring<List<Description>> descriptors;

  /** What the steps gave of the scored sources, and their problems. */
  record Finished(FileEvaluations evaluations, List<SourcedProblem> problems) {}

  private FileSteps(
      BesideScoring<EmptyNodeSums> emptyNodes, BesideScoring<List<Description>> descriptors) {
    this.emptyNodes = emptyNodes;
    this.descriptors = descriptors;
  }

  /** Refuses, before anything is read, a step that cannot evaluate inputs of the key's format. */
  static void check(Evaluation evaluation, Format keyFormat, InputFormats formats) {
    boolean conllu = keyFormat == Format.CONLLU;
    boolean llm = formats.llm() != null;
    if (evaluation.emptyNodes() != null) {
      evaluation.emptyNodes().check(keyFormat.code(), conllu, llm);
    }
    if (evaluation.descriptors() != null) {
      Descriptors.check(keyFormat.code(), conllu, llm);
    }
  }

  /** Starts every step asked for. */
  static FileSteps start(
      JavaSparkContext jsc, Broadcast<HadoopConf> conf, InputPlan plan, Evaluation evaluation) {
    return new FileSteps(
        evaluation.emptyNodes() == null
            ? null
            : EmptyNodesStep.start(jsc, conf, plan, evaluation.emptyNodes(), evaluation.grouping()),
        evaluation.descriptors() == null
            ? null
            : DescriptorsStep.start(
                jsc, conf, plan, evaluation.descriptors(), evaluation.grouping()));
  }

  /**
   * Waits for each step (the time waited, after the scoring, under its name in {@code timings}),
   * and keeps what it gave of the key and the systems of {@code scored}, named as {@code plan}
   * names them.
   */
  Finished finish(InputPlan plan, Set<Integer> scored, Map<String, Long> timings)
      throws IOException {
    FileEvaluations evaluations = FileEvaluations.NONE;
    List<SourcedProblem> problems = new ArrayList<>();
    if (emptyNodes != null) {
      BesideScoring.Outcome<EmptyNodeSums> o = waited("emptyNodes", emptyNodes, scored, timings);
      evaluations = evaluations.withEmptyNodes(named(plan, o));
      problems.addAll(o.problems());
    }
    if (descriptors != null) {
      BesideScoring.Outcome<List<Description>> o =
          waited("descriptors", descriptors, scored, timings);
      List<FileEvaluations.Described> described = new ArrayList<>();
      named(plan, o)
          .forEach((source, files) -> described.add(new FileEvaluations.Described(source, files)));
      evaluations = evaluations.withDescriptors(described);
      problems.addAll(o.problems());
    }
    return new Finished(evaluations, problems);
  }

  /** Waits for every step to end, whatever its outcome (their jobs use the run's broadcasts). */
  void await() {
    if (emptyNodes != null) {
      emptyNodes.await();
    }
    if (descriptors != null) {
      descriptors.await();
    }
  }

  private static <T> BesideScoring.Outcome<T> waited(
      String name, BesideScoring<T> step, Set<Integer> scored, Map<String, Long> timings)
      throws IOException {
    long start = System.nanoTime();
    BesideScoring.Outcome<T> outcome = step.outcome(scored);
    timings.put(name, (System.nanoTime() - start) / 1_000_000);
    return outcome;
  }

  /** By source name, in source order (the key's first). */
  private static <T> Map<String, T> named(InputPlan plan, BesideScoring.Outcome<T> outcome) {
    Map<String, T> named = new LinkedHashMap<>();
    outcome.bySource().keySet().stream()
        .sorted()
        .forEach(s -> named.put(plan.sources.get(s).name(), outcome.bySource().get(s)));
    return named;
  }
}
