package org.corefstats.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.metrics.Counts;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.StudyWriter;
import org.corefstats.study.SystemScores;

/**
 * A metric-correlation study ({@code corefstats correlate}, or the last step of {@code run
 * --correlate}): over systems from a scores table, or over (system, document) pairs from
 * per-document scores on Spark; its files written atomically.
 */
public final class CorrelationRun {
  private CorrelationRun() {}

  public enum Level { SYSTEM, DOCUMENT }

  /** @param level null: from the input (per-document scores for a Parquet directory or a CSV with a document column) */
  public record Request(String scores, String out, boolean overwrite, Level level, CorrelationStudy.Options options,
      String master, Map<String, String> conf) {}

  public record Outcome(String outDir, Level level, List<String> files, String pearsonTable) {}

  public static Outcome execute(Request request) throws IOException {
    Level level = request.level() != null ? request.level() : inferLevel(request.scores());
    if (level == Level.SYSTEM) {
      CorrelationStudy.Result result = CorrelationStudy.systems(SystemScores.read(Path.of(request.scores())),
          request.options());
      return write(new Configuration(), request, level, result);
    }
    return SparkSessions.use(request.master(), request.conf(), spark -> write(spark.sparkContext()
        .hadoopConfiguration(), request, level, DocumentCorrelations.study(spark, DocumentCorrelations.read(spark,
            request.scores()), request.options())));
  }

  private static Outcome write(Configuration conf, Request request, Level level, CorrelationStudy.Result result)
      throws IOException {
    return RunOutput.write(conf, request.out(), request.overwrite(), output -> new Outcome(output.target(), level,
        StudyWriter.write(output::create, List.of(result)), StudyWriter.pearsonTable(result)));
  }

  /**
   * The study at the end of a run, into its {@code correlation/} directory: over its scored
   * systems, and over (system, document) pairs from the documents.parquet it has just written.
   * Returns the system-level Pearson table for the summary.
   */
  static String studyOfRun(SparkSession spark, RescoringJob.Result result, RunOutput output,
      CorrelationStudy.Options options) throws IOException {
    Map<String, Counts> scored = new LinkedHashMap<>();
    result.systems().stream().filter(s -> !s.leftOut()).forEach(s -> scored.put(s.name(), s.counts()));
    List<CorrelationStudy.Result> results = new ArrayList<>();
    results.add(CorrelationStudy.systems(SystemScores.of(scored), options));
    results.add(DocumentCorrelations.study(spark, spark.read().parquet(output.workDir() + "/documents.parquet"),
        options));
    StudyWriter.write(name -> output.create("correlation/" + name), results);
    return StudyWriter.pearsonTable(results.get(0)) + "Correlation study (both levels) in correlation/\n";
  }

  static Level inferLevel(String scores) throws IOException {
    Path path = Path.of(scores);
    if (scores.endsWith(".parquet") || Files.isDirectory(path)) {
      return Level.DOCUMENT;
    }
    if (!Files.exists(path)) {
      throw new java.nio.file.NoSuchFileException(scores, null, "no such file");
    }
    try (var lines = Files.lines(path)) {
      String header = lines.findFirst().orElse("");
      return List.of(header.split(",")).contains("document") ? Level.DOCUMENT : Level.SYSTEM;
    }
  }

}
