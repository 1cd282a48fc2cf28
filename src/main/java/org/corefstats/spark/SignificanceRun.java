package org.corefstats.spark;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.significance.SignificanceReport;
import org.corefstats.significance.SignificanceResult;

/**
 * {@code corefstats significance}, or the last step of {@code run --significance}: the job over
 * per-document counts and its files, written atomically; with groups of key documents
 * (document_groups.csv beside the counts), the same for the macro average over groups, in {@code
 * macro/}. With several settings, one setting's documents only.
 */
public final class SignificanceRun {
  /** Where the statistics of the macro average over groups go, beside the corpus's. */
  public static final String MACRO_DIR = "macro/";

  private SignificanceRun() {}

  /**
   * @param profile the profile the documents were scored under; null: the one the run.json beside
   *     them records, or v8.01 when there is none ({@link RunProfile})
   * @param setting the setting whose documents are compared; null: the primary (the first of the
   *     run's)
   */
  public record Request(
      String documents,
      Semantics.Profile profile,
      String out,
      boolean overwrite,
      SignificanceJob.Options options,
      String master,
      Map<String, String> conf,
      String setting) {
    /** Of the primary setting. */
    public Request(
        String documents,
        Semantics.Profile profile,
        String out,
        boolean overwrite,
        SignificanceJob.Options options,
        String master,
        Map<String, String> conf) {
      this(documents, profile, out, overwrite, options, master, conf, null);
    }
  }

  /**
   * @param blanc by which rule BLANC's halves were combined, and why
   * @param setting the setting compared; null: the run has none named
   * @param macro the macro average over groups; null: the run has no groups
   */
  public record Outcome(
      String outDir,
      SignificanceResult result,
      String summary,
      RunProfile.Resolved blanc,
      String setting,
      SignificanceJob.Grouped macro) {}

  public static Outcome execute(Request request) throws IOException {
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark ->
            RunOutput.write(
                spark.sparkContext().hadoopConfiguration(),
                request.out(),
                request.overwrite(),
                output -> {
                  Configuration conf = spark.sparkContext().hadoopConfiguration();
                  String documents = CorrelationRun.documentsOf(conf, request.documents());
                  RunProfile.Resolved blanc =
                      RunProfile.blancRule(conf, documents, request.profile());
                  String dir = RunGroups.directoryOf(conf, documents);
                  RunGroups.OfSetting chosen =
                      RunGroups.ofSetting(
                          DocumentCorrelations.read(spark, documents),
                          RunGroups.settings(conf, dir),
                          request.setting());
                  Both both =
                      both(
                          spark,
                          chosen,
                          RunGroups.documentGroups(conf, dir),
                          blanc.rule(),
                          request.options(),
                          output,
                          "",
                          blanc.describe());
                  output.writeReport("significance");
                  return new Outcome(
                      output.target(),
                      both.result(),
                      both.summary(),
                      blanc,
                      chosen.setting(),
                      both.macro());
                }));
  }

  /**
   * At the end of a run: over the documents.parquet it has just written, into {@code
   * significance/}; its BLANC combined by the run's own rule; the primary setting (the first of
   * {@code settings}, null: of the run.json in its work directory, else the first by name).
   */
  static String ofRun(
      SparkSession spark,
      RunOutput output,
      BlancScore.Rule blancRule,
      SignificanceJob.Options options,
      List<String> settings)
      throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    RunGroups.OfSetting chosen =
        RunGroups.ofSetting(
            spark.read().parquet(output.workDir() + "/documents.parquet"),
            settings != null ? settings : RunGroups.settings(conf, output.workDir()),
            null);
    Both both =
        both(
            spark,
            chosen,
            RunGroups.documentGroups(conf, output.workDir()),
            blancRule,
            options,
            output,
            "significance/",
            "BLANC: halves combined by the " + blancRule.name() + " rule (the run's profile)");
    return SignificanceReport.ranking(both.result())
        + "Intervals and pairwise tests in significance/\n"
        + (both.macro() == null
            ? ""
            : "Those of the macro average over groups in significance/" + MACRO_DIR + "\n");
  }

  /** The same, the run's settings from its run.json (if any). */
  static String ofRun(
      SparkSession spark,
      RunOutput output,
      BlancScore.Rule blancRule,
      SignificanceJob.Options options)
      throws IOException {
    return ofRun(spark, output, blancRule, options, null);
  }

  private record Both(SignificanceResult result, String summary, SignificanceJob.Grouped macro) {}

  /** The corpus's statistics into {@code prefix}, the macro average's into its macro/. */
  private static Both both(
      SparkSession spark,
      RunGroups.OfSetting chosen,
      Map<String, String> groups,
      BlancScore.Rule blancRule,
      SignificanceJob.Options options,
      RunOutput output,
      String prefix,
      String blancLine)
      throws IOException {
    Dataset<Row> documents = chosen.documents();
    String settingLine = chosen.setting() == null ? null : "Setting: " + chosen.setting();
    SignificanceResult result = SignificanceJob.run(spark, documents, blancRule, options);
    String summary = write(result, output, prefix, blancLine, settingLine);
    SignificanceJob.Grouped macro = null;
    if (groups != null) {
      macro = SignificanceJob.macro(spark, documents, blancRule, options, groups);
      write(
          macro.result(),
          output,
          prefix + MACRO_DIR,
          blancLine,
          (settingLine == null ? "" : settingLine + "\n") + macroLine(macro));
    }
    return new Both(result, summary, macro);
  }

  /** What the macro average's statistics are, over which groups, and what they leave out. */
  static String macroLine(SignificanceJob.Grouped macro) {
    return "Macro average over "
        + macro.groups().size()
        + " groups of documents ("
        + String.join(", ", macro.groups())
        + "): every statistic the mean of the groups' (the CoNLL score the mean of the groups'"
        + " CoNLL scores); bootstrap replicates resample documents within each group, each keeping"
        + " its size; tests swap a pair's documents and recompute the macro average\n"
        + "Documents of no group left out: "
        + macro.leftOut();
  }

  private static String write(
      SignificanceResult result, RunOutput output, String prefix, String blancLine, String note)
      throws IOException {
    SignificanceReport.write(
        result,
        name -> new OutputStreamWriter(output.create(prefix + name), StandardCharsets.UTF_8),
        blancLine,
        note);
    return SignificanceReport.summary(result, SignificanceReport.ranking(result), blancLine, note);
  }
}
