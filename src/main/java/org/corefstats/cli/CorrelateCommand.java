package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.corefstats.spark.CorrelationRun;
import org.corefstats.spark.cone.ConeStudyJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats correlate}: how the metrics agree, over systems or over (system, document)
 * pairs.
 */
@Command(
    name = "correlate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Correlates a pivot metric with every other (Pearson with t-test p-value and Fisher-z 95%% interval,"
          + " Spearman, Kendall tau-b), as section 5.2 of Luo et al. 2014, and writes correlations.csv, matrix.csv,"
          + " table3.md and scatter plots (figure1-*.png) under --out.",
      "--scores: the scores.csv of run, or a published table (a system column and one numeric column per metric,"
          + " other columns such as task or language are groups), for the system level; the documents.parquet"
          + " or documents.csv of run for the document level (on Spark)."
    })
final class CorrelateCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Mixin private SparkOptions spark;

  @Mixin private StudyOptions study;

  @Option(
      names = "--scores",
      paramLabel = "FILE",
      required = true,
      description = "scores to study (see above)")
  private String scores;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description = "output directory (must not exist)")
  private String out;

  @Option(names = "--overwrite", description = "replace --out if it exists")
  private boolean overwrite;

  /** Null: from the input. */
  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      description =
          "system, document or group: over (system, group) pairs from the groups.csv of a run with"
              + " groups of documents (--scores the file or the run's directory) (default: document"
              + " for per-document scores, group for groups.csv, else system)")
  private CorrelationRun.Level level;

  /** Null: the primary. */
  @Option(
      names = "--setting",
      paramLabel = "NAME",
      description =
          "with scores of several settings (a setting column): study this one (default: the"
              + " primary, the first of the run.json's settings); settings are never mixed")
  private String setting;

  @Option(
      names = "--study",
      paramLabel = "STUDY",
      defaultValue = "pivot",
      description =
          "pivot: the pivot against every metric (default); cone: CONE against the full and NE-CRR"
              + " metrics (B3, CEAF-m, CEAF-e; R, P, F1) as Lin et al. 2010 validate it, over"
              + " systems and over documents (per system and pooled), into cone.csv, cone.md and"
              + " cone-document-*.png; --scores may then be a run's output directory (both levels,"
              + " and the entity level of Figure 1 when it has cone_entities.csv) or a file of"
              + " CONE entity rows (run or score --cone-entities)")
  private String studyKind;

  @Override
  public Integer call() throws IOException {
    if (level == CorrelationRun.Level.GROUP && studyKind.trim().equalsIgnoreCase("cone")) {
      throw new ParameterException(
          spec.commandLine(), "--study cone has no group level (--level system or document)");
    }
    CorrelationRun.Request request =
        new CorrelationRun.Request(
            scores,
            out,
            overwrite,
            level,
            study.validated(spec),
            spark.master,
            spark.conf,
            setting);
    CorrelationRun.Outcome outcome =
        switch (studyKind.trim().toLowerCase(Locale.ROOT)) {
          case "pivot" -> CorrelationRun.execute(request);
          case "cone" -> ConeStudyJob.execute(request);
          default ->
              throw new ParameterException(
                  spec.commandLine(), "--study must be pivot or cone, not '" + studyKind + "'");
        };
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.print(outcome.pearsonTable());
    stdout.println("Outputs in " + outcome.outDir() + ": " + String.join(", ", outcome.files()));
    return Main.OK;
  }
}
