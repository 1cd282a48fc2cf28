package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.significance.SignificanceOutcome;
import org.corefstats.significance.SignificanceReport;
import org.corefstats.significance.SignificanceRequest;
import org.corefstats.spark.SignificanceRun;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats significance}: which differences between systems are real, with what margin.
 */
@Command(
    name = "significance",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Bootstrap confidence intervals (documents resampled) for recall, precision and F1 of every"
          + " system and metric, BLANC and the CoNLL average included, and paired approximate randomization tests"
          + " (Noreen 1989) between systems on each F1, with a ranking that groups the systems the tests do not"
          + " distinguish. Runs on Spark over the per-document counts of run; writes intervals.csv, pairwise.csv,"
          + " ranking.md and summary.txt under --out.",
      "When the run has groups of key documents (document_groups.csv beside the counts), the same for"
          + " the macro average over groups (the mean of the groups' scores), documents resampled within"
          + " each group and swapped by the tests, under --out/macro/; documents of no group are left out."
    })
final class SignificanceCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Mixin private SparkOptions spark;

  @Mixin private SignificanceOptions significance;

  /** Where the per-document counts are: exactly one of the two. */
  static final class Input {
    @Parameters(
        index = "0",
        paramLabel = "RUN_DIR",
        description = "the output directory of run (its documents.parquet, else documents.csv)")
    String runDir;

    @Option(
        names = "--documents",
        paramLabel = "PATH",
        description =
            "per-document counts: the documents.parquet (or documents.csv) of run, or its output"
                + " directory")
    String documents;

    String path() {
      return documents != null ? documents : runDir;
    }
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  private Input input;

  /** Null: the run.json's. */
  @Option(
      names = "--profile",
      paramLabel = "PROFILE",
      converter = ProfileOptions.ProfileConverter.class,
      description =
          "the profile run scored the documents under (v801, corefud or coval), which decides how"
              + " BLANC's halves combine (docs/explanation/corefud-and-coval.md 6.2); default:"
              + " the one the run.json beside the counts records, else v801")
  private Semantics.Profile profile;

  @Mixin private MetricsMixin metrics;

  /** Null: the primary. */
  @Option(
      names = "--setting",
      paramLabel = "NAME",
      description =
          "with per-document counts of several settings (a setting column): compare the systems"
              + " under this one (default: the primary, the first of the run.json's settings);"
              + " settings are never mixed")
  private String setting;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description = "output directory (must not exist)")
  private String out;

  @Option(names = "--overwrite", description = "replace --out if it exists")
  private boolean overwrite;

  @Override
  public Integer call() throws IOException {
    SignificanceOutcome outcome =
        SignificanceRun.execute(
            new SignificanceRequest(
                input.path(),
                profile,
                out,
                overwrite,
                significance.validated(spec, metrics.reported(spec)),
                spark.master,
                spark.conf,
                setting));
    if (outcome.blanc().profile() == null
        && outcome.result().statistics().stream().anyMatch(st -> st.metric() == Metric.BLANC)) {
      spec.commandLine()
          .getErr()
          .println(
              "Note: no run.json beside "
                  + input.path()
                  + " and no --profile: BLANC's halves combined by v8.01's rule (give --profile"
                  + " corefud for documents scored under the CorefUD profile)");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    if (outcome.setting() != null) {
      stdout.println("Setting: " + outcome.setting());
    }
    stdout.print(SignificanceReport.ranking(outcome.result()));
    if (outcome.macro() != null) {
      stdout.println(
          "Macro average over "
              + outcome.macro().groups().size()
              + " groups ("
              + outcome.macro().leftOut()
              + " documents of no group left out): the same files in "
              + outcome.outDir()
              + "/"
              + SignificanceRun.MACRO_DIR);
    }
    stdout.println(
        "Outputs in "
            + outcome.outDir()
            + ": "
            + String.join(", ", SignificanceReport.FILES)
            + ", report.html");
    return Main.OK;
  }
}
