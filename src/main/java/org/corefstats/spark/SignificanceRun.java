package org.corefstats.spark;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.report.RunFiles;
import org.corefstats.report.RunProfile;
import org.corefstats.significance.MacroResult;
import org.corefstats.significance.ResamplingOptions;
import org.corefstats.significance.SignificanceOutcome;
import org.corefstats.significance.SignificanceReport;
import org.corefstats.significance.SignificanceRequest;
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

  public static SignificanceOutcome execute(SignificanceRequest request) throws IOException {
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark ->
            RunOutput.write(
                spark.sparkContext().hadoopConfiguration(),
                request.out(),
                request.overwrite(),
                output -> {
                  HadoopFiles files = new HadoopFiles(spark.sparkContext().hadoopConfiguration());
                  String documents = RunFiles.documentsOf(request.documents(), files);
                  RunProfile blanc =
                      RunProfile.of(request.profile(), files.recordedProfile(documents), documents);
                  String dir = files.parent(documents);
                  RunGroups.OfSetting chosen =
                      RunGroups.ofSetting(
                          DocumentCorrelations.read(spark, documents),
                          files.settings(dir),
                          request.setting());
                  Both both =
                      both(
                          spark,
                          chosen,
                          files.documentGroups(dir),
                          blanc.rule(),
                          request.options(),
                          output,
                          "",
                          blanc.describe());
                  output.writeReport("significance");
                  return new SignificanceOutcome(
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
      ResamplingOptions options,
      List<String> settings)
      throws IOException {
    HadoopFiles files = new HadoopFiles(spark.sparkContext().hadoopConfiguration());
    RunGroups.OfSetting chosen =
        RunGroups.ofSetting(
            spark.read().parquet(output.workDir() + "/documents.parquet"),
            settings != null ? settings : files.settings(output.workDir()),
            null);
    Both both =
        both(
            spark,
            chosen,
            files.documentGroups(output.workDir()),
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

  private record Both(SignificanceResult result, String summary, MacroResult macro) {}

  /** The corpus's statistics into {@code prefix}, the macro average's into its macro/. */
  private static Both both(
      SparkSession spark,
      RunGroups.OfSetting chosen,
      Map<String, String> groups,
      BlancScore.Rule blancRule,
      ResamplingOptions options,
      RunOutput output,
      String prefix,
      String blancLine)
      throws IOException {
    Dataset<Row> documents = chosen.documents();
    String settingLine = chosen.setting() == null ? null : "Setting: " + chosen.setting();
    SignificanceResult result = SignificanceJob.run(spark, documents, blancRule, options);
    String summary = write(result, output, prefix, blancLine, settingLine);
    MacroResult macro = null;
    if (groups != null) {
      macro = SignificanceJob.macro(spark, documents, blancRule, options, groups);
      write(
          macro.result(),
          output,
          prefix + MACRO_DIR,
          blancLine,
          (settingLine == null ? "" : settingLine + "\n") + macro.describe());
    }
    return new Both(result, summary, macro);
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
