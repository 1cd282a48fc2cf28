package org.corefstats.spark;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.significance.SignificanceReport;
import org.corefstats.significance.SignificanceResult;

/**
 * {@code corefstats significance}, or the last step of {@code run --significance}: the job over
 * per-document counts and its files, written atomically.
 */
public final class SignificanceRun {
  private SignificanceRun() {}

  /**
   * @param profile the profile the documents were scored under; null: the one the run.json beside
   *     them records, or v8.01 when there is none ({@link RunProfile})
   */
  public record Request(
      String documents,
      Semantics.Profile profile,
      String out,
      boolean overwrite,
      SignificanceJob.Options options,
      String master,
      Map<String, String> conf) {}

  /**
   * @param blanc by which rule BLANC's halves were combined, and why
   */
  public record Outcome(
      String outDir, SignificanceResult result, String summary, RunProfile.Resolved blanc) {}

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
                  RunProfile.Resolved blanc =
                      RunProfile.blancRule(
                          spark.sparkContext().hadoopConfiguration(),
                          request.documents(),
                          request.profile());
                  SignificanceResult result =
                      SignificanceJob.run(
                          spark,
                          DocumentCorrelations.read(spark, request.documents()),
                          blanc.rule(),
                          request.options());
                  String summary = write(result, output, "", blanc.describe());
                  output.writeReport("significance");
                  return new Outcome(output.target(), result, summary, blanc);
                }));
  }

  /**
   * At the end of a run: over the documents.parquet it has just written, into {@code
   * significance/}; its BLANC combined by the run's own rule.
   */
  static String ofRun(
      SparkSession spark,
      RunOutput output,
      BlancScore.Rule blancRule,
      SignificanceJob.Options options)
      throws IOException {
    SignificanceResult result =
        SignificanceJob.run(
            spark,
            spark.read().parquet(output.workDir() + "/documents.parquet"),
            blancRule,
            options);
    write(
        result,
        output,
        "significance/",
        "BLANC: halves combined by the " + blancRule.name() + " rule (the run's profile)");
    return SignificanceReport.ranking(result) + "Intervals and pairwise tests in significance/\n";
  }

  private static String write(
      SignificanceResult result, RunOutput output, String prefix, String blancLine)
      throws IOException {
    SignificanceReport.write(
        result,
        name -> new OutputStreamWriter(output.create(prefix + name), StandardCharsets.UTF_8),
        blancLine);
    return SignificanceReport.summary(result, SignificanceReport.ranking(result), blancLine);
  }
}
