package org.corefstats.spark;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Setting;
import org.corefstats.report.RunOutputs;
import org.corefstats.report.RunResult;
import org.corefstats.study.CorrelationStudy;

/**
 * One {@code corefstats run}: a Spark session (an existing one is reused, as in tests or a
 * notebook; a new one is stopped at the end), the job, and the outputs written atomically.
 */
public final class RescoringRun {
  /**
   * Keys of up to 512 MB of text are broadcast: parsed, a document keeps about a tenth of its text
   * (two numbers per token and its mentions), so OntoNotes (~200 MB) takes ~20 MB per executor.
   */
  public static final long DEFAULT_KEY_BROADCAST_BYTES = 512L << 20;

  private RescoringRun() {}

  /**
   * What a run is asked to do, checked before Spark starts: every path a URI, every named system's
   * name usable, limits in range, the correlation study's pivot among the metrics scored. Systems
   * of a directory are named and checked once the directory is listed. {@code correlation} asks for
   * the correlation study of the scores at the end (null: none), {@code significance} intervals and
   * tests (null: none). {@code coneEntities} also writes cone_entities.csv (CONE's entity level).
   * {@code errors} asks for the error analysis (null: none).
   *
   * @param maxRepeatedMentions leave out a system with more removed repeated mentions, or -1
   * @param maxSplitBytes largest piece of one file per task, 0 for automatic
   * @param keyBroadcastBytes broadcast a key of at most this many bytes of text to the scoring
   *     tasks; a larger key is grouped with the systems by document name (0: never broadcast)
   * @throws InvalidRequestException for anything that cannot be run as asked
   */
  public record Request(
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      Set<Metric> metrics,
      Tolerance tolerance,
      int maxRepeatedMentions,
      long maxSplitBytes,
      long keyBroadcastBytes,
      InputFormats formats,
      Semantics.Choice semantics,
      String out,
      boolean overwrite,
      String master,
      Map<String, String> conf,
      CorrelationStudy.Options correlation,
      SignificanceJob.Options significance,
      boolean coneEntities,
      List<Setting> settings,
      DocumentGrouping grouping,
      ErrorRequest errors) {
    public Request {
      settings = List.copyOf(settings);
      if (coneEntities && settings.size() > 1) {
        throw new InvalidRequestException(
            "CONE's entity rows are written for one setting: drop the other settings or the rows");
      }
      namedSystems =
          Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
      metrics = Set.copyOf(metrics);
      Objects.requireNonNull(tolerance, "tolerance");
      Objects.requireNonNull(formats, "formats");
      Objects.requireNonNull(semantics, "semantics");
      UserPaths.of(key);
      if (systemsDir != null) {
        UserPaths.of(systemsDir);
      }
      if (systemsDir == null && namedSystems.isEmpty()) {
        throw new InvalidRequestException(
            "no systems: a directory of systems or at least one named system");
      }
      for (Map.Entry<String, String> system : namedSystems.entrySet()) {
        String unusable = InputNames.unusableSystemName(system.getKey());
        if (unusable != null) {
          throw new InvalidRequestException(
              "unusable system name '" + system.getKey() + "': " + unusable);
        }
        UserPaths.of(system.getValue());
      }
      UserPaths.of(out);
      if (metrics.isEmpty()) {
        throw new InvalidRequestException("no metrics to score");
      }
      if (maxRepeatedMentions < -1) {
        throw new InvalidRequestException(
            "the limit of removed repeated mentions is -1 (none) or more, not "
                + maxRepeatedMentions);
      }
      if (maxSplitBytes < 0) {
        throw new InvalidRequestException(
            "the split size is 0 (automatic) or more bytes, not " + maxSplitBytes);
      }
      if (keyBroadcastBytes < 0) {
        throw new InvalidRequestException(
            "the key broadcast limit is 0 (never) or more bytes, not " + keyBroadcastBytes);
      }
      if (coneEntities && metrics.stream().noneMatch(Metric::isCone)) {
        throw new InvalidRequestException(
            "CONE's entity rows need the CONE metrics among those scored (the cone group)");
      }
      if (correlation != null) {
        List<String> scored = Metric.withDerived(metrics).stream().map(Metric::code).toList();
        if (!scored.contains(correlation.pivot())) {
          throw new InvalidRequestException(
              "the pivot metric "
                  + correlation.pivot()
                  + " is not among the"
                  + " metrics scored ("
                  + String.join(", ", scored)
                  + ")");
        }
      }
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
        request.master(),
        request.conf(),
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
    RescoringJob.Options options =
        new RescoringJob.Options(
            request.key(),
            request.systemsDir(),
            request.namedSystems(),
            request.metrics(),
            request.tolerance(),
            request.maxRepeatedMentions(),
            request.maxSplitBytes(),
            request.keyBroadcastBytes(),
            request.formats(),
            request.semantics(),
            request.coneEntities(),
            request.settings(),
            request.grouping(),
            request.errors());
    RunResult result = new RescoringJob(spark, options).run(output.workDir());

    Map<String, Object> context = context(request, spark, reused);
    Map<String, Long> timings = new LinkedHashMap<>();
    timings.put("session", sessionMillis);
    timings.putAll(result.timingsMillis());
    // before the studies: they read groups.csv and document_groups.csv from the work directory
    RunOutputs.Tables tables = RunOutputs.tables(result, output, context, timings);
    String summary = tables.summary();
    if (request.correlation() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary += "\n" + CorrelationRun.studyOfRun(spark, result, output, request.correlation());
      timings.put("correlate", (System.nanoTime() - t) / 1_000_000);
    }
    if (request.significance() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary +=
          "\n"
              + SignificanceRun.ofRun(
                  spark,
                  output,
                  BlancScore.Rule.of(result.readAs().semantics().profile()),
                  request.significance(),
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
    c.put("corefstats", versionOf(RescoringRun.class));
    c.put("spark", spark.version());
    c.put("java", System.getProperty("java.version"));
    c.put("master", spark.sparkContext().master());
    c.put("defaultParallelism", spark.sparkContext().defaultParallelism());
    c.put("reusedSession", reusedSession);
    c.put("key", request.key());
    c.put("systemsDir", request.systemsDir());
    c.put("namedSystems", request.namedSystems());
    c.put(
        "metrics",
        request.metrics().stream().filter(Metric::hasCounts).sorted().map(Metric::code).toList());
    c.put("lenient", request.tolerance() == Tolerance.LENIENT);
    c.put("strict", request.tolerance() == Tolerance.STRICT);
    c.put("maxRepeatedMentions", request.maxRepeatedMentions());
    c.put("coneEntities", request.coneEntities());
    if (request.errors() != null) {
      Map<String, Object> errors = new LinkedHashMap<>();
      errors.put("singletons", request.errors().singletonsCode());
      errors.put("costs", request.errors().costs());
      errors.put("listErrors", request.errors().listErrors());
      c.put("errors", errors);
    }
    c.put("splitSize", request.maxSplitBytes());
    c.put("keyBroadcastLimit", request.keyBroadcastBytes());
    c.put("format", request.formats().forced() == null ? null : request.formats().forced().code());
    c.put("jsonlSpanEnd", request.formats().spanEnd().name().toLowerCase(Locale.ROOT));
    c.put("jsonlSpace", request.formats().space().name().toLowerCase(Locale.ROOT));
    c.put("conf", request.conf());
    c.put("out", request.out());
    return c;
  }

  private static String versionOf(Class<?> c) {
    String v = c.getPackage().getImplementationVersion();
    return v == null ? "development build" : v;
  }
}
