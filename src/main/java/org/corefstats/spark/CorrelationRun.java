package org.corefstats.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.metrics.Counts;
import org.corefstats.report.RunFiles;
import org.corefstats.report.RunResult;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.spark.cone.ConeStudyJob;
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

  /** Over systems, over (system, document) pairs, or over (system, group) pairs (groups.csv). */
  public enum Level {
    SYSTEM,
    DOCUMENT,
    GROUP;

    /** The lower-case name, as the option spells it. */
    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * @param level null: from the input (per-document scores for a Parquet directory or a CSV with a
   *     document column)
   */
  public record Request(
      String scores,
      String out,
      boolean overwrite,
      Level level,
      CorrelationStudy.Options options,
      String master,
      Map<String, String> conf,
      String setting) {}

  public record Outcome(String outDir, Level level, List<String> files, String pearsonTable) {}

  public static Outcome execute(Request request) throws IOException {
    Configuration conf = new Configuration();
    Level level = request.level() != null ? request.level() : inferLevel(conf, request.scores());
    HadoopFiles files = new HadoopFiles(conf);
    List<String> settings = files.settings(RunFiles.runDirectory(request.scores(), files));
    if (level == Level.SYSTEM) {
      CorrelationStudy.Result result =
          CorrelationStudy.systems(
              readSystemScores(files, request.scores(), settings, request.setting()),
              request.options());
      return write(conf, request, level, result);
    }
    if (level == Level.GROUP) {
      CorrelationStudy.Result result =
          CorrelationStudy.groups(
              readGroupScores(
                  files, RunFiles.groupsFile(request.scores(), files), settings, request.setting()),
              request.options());
      return write(conf, request, level, result);
    }
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark ->
            write(
                spark.sparkContext().hadoopConfiguration(),
                request,
                level,
                DocumentCorrelations.study(
                    spark,
                    RunGroups.ofSetting(
                            DocumentCorrelations.read(spark, request.scores()),
                            settings,
                            request.setting())
                        .documents(),
                    request.options())));
  }

  /** Writes report.html of the study's files; the files written, report.html last. */
  private static List<String> withReport(RunOutput output, List<String> files) throws IOException {
    output.writeReport("correlate");
    List<String> all = new ArrayList<>(files);
    all.add(HtmlReport.FILE);
    return all;
  }

  private static Outcome write(
      Configuration conf, Request request, Level level, CorrelationStudy.Result result)
      throws IOException {
    return write(
        conf,
        request,
        level,
        output -> StudyWriter.write(output::create, List.of(result)),
        StudyWriter.pearsonTable(result));
  }

  /** What a study writes into an output directory: the files, in order. */
  public interface StudyFiles {
    List<String> write(RunOutput output) throws IOException;
  }

  /**
   * A study's outcome, written into {@code request.out()} with its report.html; {@code table} is
   * the summary's table.
   */
  public static Outcome write(
      Configuration conf, Request request, Level level, StudyFiles files, String table)
      throws IOException {
    return RunOutput.write(
        conf,
        request.out(),
        request.overwrite(),
        output ->
            new Outcome(output.target(), level, withReport(output, files.write(output)), table));
  }

  /**
   * The study at the end of a run, into its {@code correlation/} directory: over its scored
   * systems, and over (system, document) pairs from the documents.parquet it has just written.
   * Returns the system-level Pearson table for the summary.
   */
  static String studyOfRun(
      SparkSession spark, RunResult result, RunOutput output, CorrelationStudy.Options options)
      throws IOException {
    Map<String, Counts> scored = result.scoredCounts();
    List<CorrelationStudy.Result> results = new ArrayList<>();
    results.add(CorrelationStudy.systems(SystemScores.of(scored), options));
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    List<String> settings = result.settings(); // run.json is not written yet
    results.add(
        DocumentCorrelations.study(
            spark,
            RunGroups.ofSetting(
                    spark.read().parquet(output.workDir() + "/documents.parquet"), settings, null)
                .documents(),
            options));
    HadoopFiles files = new HadoopFiles(conf);
    String groups = output.workDir() + "/" + RunFiles.GROUPS;
    boolean grouped = files.exists(groups);
    if (grouped) { // a run with groups of documents: the group level too
      results.add(CorrelationStudy.groups(readGroupScores(files, groups, settings, null), options));
    }
    StudyWriter.write(name -> output.create("correlation/" + name), results);
    String summary =
        StudyWriter.pearsonTable(results.get(0))
            + "Correlation study ("
            + (grouped ? "system, document and group levels" : "both levels")
            + ") in correlation/\n";
    return summary + ConeStudyJob.ofRun(spark, output, scored, options.methods());
  }

  /** The directory itself when {@code scores} is a run's output directory (has scores.csv). */
  public static String runOutput(Configuration conf, String scores) throws IOException {
    return RunFiles.runOutput(scores, new HadoopFiles(conf));
  }

  /** A run's per-document scores: documents.parquet, else documents.csv. */
  public static String documents(Configuration conf, String runDir) throws IOException {
    return RunFiles.documents(runDir, new HadoopFiles(conf));
  }

  /**
   * Per-document scores for a Parquet directory or a CSV file with a {@code document} column, else
   * system scores.
   */
  public static Level inferLevel(Configuration conf, String scores) throws IOException {
    if (scores.endsWith(".parquet")) {
      return Level.DOCUMENT;
    }
    Path path = UserPaths.of(scores);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    if (!fs.exists(path)) {
      throw new NoSuchFileException(scores, null, "no such file");
    }
    if (fs.getFileStatus(path).isDirectory()) {
      return Level.DOCUMENT;
    }
    try (BufferedReader lines = reader(fs, path)) {
      String header = lines.readLine();
      List<String> columns = List.of((header == null ? "" : header).split(","));
      return columns.contains("document")
          ? Level.DOCUMENT
          : columns.contains("group") && columns.contains("metric") ? Level.GROUP : Level.SYSTEM;
    }
  }

  /** A scores table, read through Hadoop's FileSystem API like every input (local, HDFS or S3). */
  public static SystemScores readSystemScores(Configuration conf, String scores)
      throws IOException {
    return readSystemScores(new HadoopFiles(conf), scores, List.of(), null);
  }

  /** The same, of one setting of a run's ({@code settings}: in order, from its run.json). */
  private static SystemScores readSystemScores(
      HadoopFiles files, String scores, List<String> settings, String setting) throws IOException {
    try (BufferedReader reader = files.reader(scores)) {
      return SystemScores.read(reader, scores, settings, setting);
    }
  }

  /** The (system, group) points of a groups.csv, of one setting. */
  private static SystemScores readGroupScores(
      HadoopFiles files, String groups, List<String> settings, String setting) throws IOException {
    try (BufferedReader reader = files.reader(groups)) {
      return SystemScores.readGroups(reader, groups, settings, setting);
    }
  }

  private static BufferedReader reader(FileSystem fs, Path path) throws IOException {
    return new BufferedReader(new InputStreamReader(fs.open(path), StandardCharsets.UTF_8));
  }
}
