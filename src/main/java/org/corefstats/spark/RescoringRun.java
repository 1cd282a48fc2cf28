package org.corefstats.spark;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.report.RunOutputs;
import org.corefstats.report.RunReport;
import org.corefstats.report.RunResult;
import org.corefstats.study.RunStudies;

/**
 * One {@code corefstats run}: a Spark session (an existing one is reused, as in tests or a
 * notebook; a new one is stopped at the end), the job, and the outputs written atomically.
 */
public final class RescoringRun {
  private RescoringRun() {}

  /**
   * What a run is asked to do, checked before Spark starts, each part when it is made: what is read
   * ({@link RunInputs}), what is evaluated ({@link Evaluation}), how it is executed ({@link
   * Execution}), where the outputs go (a URI; {@code overwrite}: replace them) and the studies at
   * the end, here against the metrics scored.
   *
   * @throws InvalidRequestException for anything that cannot be run as asked
   */
  public record Request(
      RunInputs inputs,
      Evaluation evaluation,
      Execution execution,
      String out,
      boolean overwrite,
      RunStudies studies) {
    public Request {
      Objects.requireNonNull(inputs, "inputs");
      Objects.requireNonNull(evaluation, "evaluation");
      Objects.requireNonNull(execution, "execution");
      Objects.requireNonNull(studies, "studies");
      UserPaths.of(out);
      studies.check(evaluation.metrics());
    }
  }

  public enum Status {
    OK,
    PARTIAL,
    REFUSED
  }

  /**
   * @param leaderboard whether groups.csv (with groups), leaderboard.csv and leaderboard.md were
   *     written
   */
  public record Outcome(
      Status status, String outDir, String summary, RunResult result, boolean leaderboard) {}

  public static Outcome execute(Request request) throws IOException {
    long start = System.nanoTime();
    boolean reused = SparkSessions.reusing();
    return SparkSessions.use(
        request.execution().master(),
        request.execution().conf(),
        spark -> {
          long sessionMillis = (System.nanoTime() - start) / 1_000_000;
          return RunOutput.write(
              spark.sparkContext().hadoopConfiguration(),
              request.out(),
              request.overwrite(),
              output -> run(spark, request, reused, start, sessionMillis, output));
        });
  }

  /** The job, the studies asked for, and the run's own files, into {@code output}. */
  private static Outcome run(
      SparkSession spark,
      Request request,
      boolean reused,
      long start,
      long sessionMillis,
      RunOutput output)
      throws IOException {
    RunResult result =
        new RescoringJob(spark, request.inputs(), request.evaluation(), request.execution())
            .run(output.workDir());

    Map<String, Object> context = context(request, spark, reused);
    Map<String, Long> timings = new LinkedHashMap<>();
    timings.put("session", sessionMillis);
    timings.putAll(result.timingsMillis());
    // before the studies: they read groups.csv and document_groups.csv from the work directory
    RunOutputs.Tables tables = RunOutputs.tables(result, output, context, timings);
    String summary = tables.summary();
    RunStudies studies = request.studies();
    if (studies.correlation() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary += "\n" + CorrelationRun.studyOfRun(spark, result, output, studies.correlation());
      timings.put("correlate", (System.nanoTime() - t) / 1_000_000);
    }
    if (studies.significance() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary +=
          "\n"
              + SignificanceRun.ofRun(
                  spark,
                  output,
                  BlancScore.Rule.of(result.readAs().semantics().profile()),
                  studies.significance(),
                  result.settings());
      timings.put("significance", (System.nanoTime() - t) / 1_000_000);
    }
    RunOutputs.finish(
        result, output, summary, tables.summaryTail(), context, timings, start, "run");
    Status status =
        result.keyRefused() ? Status.REFUSED : result.anyLeftOut() ? Status.PARTIAL : Status.OK;
    return new Outcome(status, output.target(), summary, result, tables.leaderboard());
  }

  private static Map<String, Object> context(
      Request request, SparkSession spark, boolean reusedSession) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("corefstats", RunReport.version());
    c.put("spark", spark.version());
    c.put("java", System.getProperty("java.version"));
    c.put("master", spark.sparkContext().master());
    c.put("defaultParallelism", spark.sparkContext().defaultParallelism());
    c.put("reusedSession", reusedSession);
    RunInputs inputs = request.inputs();
    Evaluation evaluation = request.evaluation();
    Execution execution = request.execution();
    c.put("key", inputs.key());
    c.put("systemsDir", inputs.systemsDir());
    c.put("namedSystems", inputs.namedSystems());
    RunReport.putEvaluation(evaluation, c);
    c.put("splitSize", execution.maxSplitBytes());
    c.put("keyBroadcastLimit", execution.keyBroadcastBytes());
    c.put("format", inputs.formats().forced() == null ? null : inputs.formats().forced().code());
    c.put("jsonlSpanEnd", inputs.formats().spanEnd().name().toLowerCase(Locale.ROOT));
    c.put("jsonlSpace", inputs.formats().space().name().toLowerCase(Locale.ROOT));
    c.put("conf", execution.conf());
    c.put("out", request.out());
    return c;
  }
}
