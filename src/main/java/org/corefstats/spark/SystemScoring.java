package org.corefstats.spark;

import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.evaluation.EvaluationRequest;

/**
 * How a run's systems meet the key: {@link BroadcastScoring} for a key small enough to broadcast,
 * {@link ShuffleScoring} otherwise. Both read every input once and give the same {@link Scored}.
 */
abstract class SystemScoring {
  final JavaSparkContext jsc;
  final Broadcast<HadoopConf> hadoopConf;
  final EvaluationRequest setup;
  final Tolerance tolerance;
  final InputFormats formats;

  SystemScoring(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> hadoopConf,
      EvaluationRequest setup,
      Tolerance tolerance,
      InputFormats formats) {
    this.jsc = jsc;
    this.hadoopConf = hadoopConf;
    this.setup = setup;
    this.tolerance = tolerance;
    this.formats = formats;
  }

  /**
   * Reads and scores every input of {@code plan}, recording the steps' times in {@code timings}; a
   * task that holds a system whole writes its per-document rows to {@code outputs}' parts.
   */
  abstract Scored score(InputPlan plan, TableOutputs outputs, Map<String, Long> timings);

  SplitReader reader() {
    return new SplitReader(hadoopConf, tolerance.dropsBrokenMentions(), formats);
  }

  /** The problems found, with those the listing noted, judged by the run's tolerance. */
  JavaRDD<SourcedProblem> judged(JavaRDD<SourcedProblem> found, InputPlan plan) {
    Tolerance judge = tolerance;
    return found
        .union(jsc.parallelize(plan.problems, 1))
        .map(p -> new SourcedProblem(p.source(), judge.judge(p.problem())));
  }
}
