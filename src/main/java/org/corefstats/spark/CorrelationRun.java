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
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.report.RunFiles;
import org.corefstats.report.RunResult;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.study.CorrelationStudy;
import org.corefstats.study.StudyWriter;
import org.corefstats.study.SystemScores;
import org.corefstats.study.cone.ConeStudy;
import org.corefstats.study.cone.ConeWriter;

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

  /**
   * The CONE study ({@code correlate --study cone}): CONE against the full and NE-CRR metrics, over
   * systems from a scores.csv, over documents from documents.parquet or documents.csv, or both from
   * the output directory of a run (unless {@code --level} chooses one). The outcome's level is null
   * when both levels were studied; its table is cone.md.
   */
  public static Outcome executeCone(Request request) throws IOException {
    Configuration conf = new Configuration();
    String scores = request.scores();
    String systemInput = null;
    String documentInput = null;
    String entityInput = null;
    String runDir = runOutput(conf, scores);
    if (runDir != null) {
      if (request.level() != Level.DOCUMENT) {
        systemInput = runDir + "/scores.csv";
      }
      if (request.level() != Level.SYSTEM) {
        documentInput = documents(conf, runDir);
        entityInput = coneEntities(conf, runDir);
      }
    } else if (isConeEntities(conf, scores)) {
      entityInput = scores;
    } else if ((request.level() != null ? request.level() : inferLevel(conf, scores))
        == Level.SYSTEM) {
      systemInput = scores;
    } else {
      documentInput = scores;
    }
    Level level =
        systemInput != null && documentInput != null
            ? null
            : systemInput != null ? Level.SYSTEM : documentInput != null ? Level.DOCUMENT : null;
    List<CorrelationMethod> methods = request.options().methods();
    List<ConeStudy.Result> results = new ArrayList<>();
    if (systemInput != null) {
      results.add(ConeStudy.systems(readSystemScores(conf, systemInput), methods, systemInput));
    }
    if (documentInput == null && entityInput == null) {
      return writeCone(conf, request, level, results);
    }
    String documents = documentInput;
    String entities = entityInput;
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark -> {
          if (documents != null) {
            results.add(
                ConeCorrelations.study(
                    DocumentCorrelations.read(spark, documents), methods, documents));
          }
          if (entities != null) {
            results.add(
                ConeEntityCorrelations.study(
                    ConeEntityCorrelations.read(spark, entities), methods, entities));
          }
          return writeCone(spark.sparkContext().hadoopConfiguration(), request, level, results);
        });
  }

  /** Whether {@code scores} is a CSV file of CONE entity rows (by its header). */
  private static boolean isConeEntities(Configuration conf, String scores) throws IOException {
    if (!scores.endsWith(".csv")) {
      return false;
    }
    Path path = UserPaths.of(scores);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    if (!fs.exists(path) || fs.getFileStatus(path).isDirectory()) {
      return false;
    }
    try (BufferedReader lines = reader(fs, path)) {
      return String.join(",", ConeEntityTable.COLUMNS).equals(lines.readLine());
    }
  }

  /** A run's cone_entities.csv (written by run --cone-entities), or null when it has none. */
  private static String coneEntities(Configuration conf, String runDir) throws IOException {
    Path file = new Path(UserPaths.of(runDir), ConeEntityTable.FILE);
    FileSystem fs = RunOutput.withoutChecksums(file.getFileSystem(conf));
    return fs.exists(file) ? runDir + "/" + ConeEntityTable.FILE : null;
  }

  private static Outcome writeCone(
      Configuration conf, Request request, Level level, List<ConeStudy.Result> results)
      throws IOException {
    return RunOutput.write(
        conf,
        request.out(),
        request.overwrite(),
        output ->
            new Outcome(
                output.target(),
                level,
                withReport(output, ConeWriter.write(output::create, results)),
                ConeWriter.markdown(results)));
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
    return RunOutput.write(
        conf,
        request.out(),
        request.overwrite(),
        output ->
            new Outcome(
                output.target(),
                level,
                withReport(output, StudyWriter.write(output::create, List.of(result))),
                StudyWriter.pearsonTable(result)));
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
    // what the study correlates (approx-only scores have none)
    boolean cone =
        scored.values().stream()
            .anyMatch(
                c ->
                    c.metrics().stream()
                        .anyMatch(
                            m ->
                                m == Metric.CONE_BCUB
                                    || m == Metric.CONE_CEAFM
                                    || m == Metric.CONE_CEAFE));
    if (cone) { // CONE's validation (CONE.md 6), as correlate --study cone would do it
      String documents = output.workDir() + "/documents.parquet";
      List<ConeStudy.Result> coneResults =
          new ArrayList<>(
              List.of(
                  ConeStudy.systems(SystemScores.of(scored), options.methods(), "scores"),
                  ConeCorrelations.study(
                      spark.read().parquet(documents), options.methods(), "documents.parquet")));
      String entities = coneEntities(spark.sparkContext().hadoopConfiguration(), output.workDir());
      if (entities != null) { // run --cone-entities: the entity level (Figure 1)
        coneResults.add(
            ConeEntityCorrelations.study(
                ConeEntityCorrelations.read(spark, entities),
                options.methods(),
                ConeEntityTable.FILE));
      }
      ConeWriter.write(name -> output.create("correlation/" + name), coneResults);
      summary +=
          "CONE against the full and NE-CRR metrics in correlation/cone.md"
              + (entities != null ? " (with the entity level)" : "")
              + "\n";
    }
    return summary;
  }

  /** The directory itself when {@code scores} is a run's output directory (has scores.csv). */
  private static String runOutput(Configuration conf, String scores) throws IOException {
    return RunFiles.runOutput(scores, new HadoopFiles(conf));
  }

  /** A run's per-document scores: documents.parquet, else documents.csv. */
  private static String documents(Configuration conf, String runDir) throws IOException {
    return RunFiles.documents(runDir, new HadoopFiles(conf));
  }

  /**
   * Per-document scores for a Parquet directory or a CSV file with a {@code document} column, else
   * system scores.
   */
  static Level inferLevel(Configuration conf, String scores) throws IOException {
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
  private static SystemScores readSystemScores(Configuration conf, String scores)
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
