package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.RunOutputs;
import org.corefstats.spark.Execution;
import org.corefstats.spark.RescoringRun;
import org.corefstats.spark.RunInputs;
import org.corefstats.study.RunStudies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code corefstats run}: every system against the key in one Spark job. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Rescores many systems against a key in one Spark job (embedded local[*] unless --master or"
          + " spark-submit says otherwise) and writes scores.csv, documents.parquet, documents.csv, problems.csv,"
          + " summary.txt and run.json under --out (atomically: a failed run leaves nothing there).",
      "Exit codes: 0 every system scored; 5 scored, but some systems were left out because of errors in them;"
          + " 3 the key has errors (no scores); 2 invalid command line (or --out exists without --overwrite);"
          + " 4 an input or output could not be read or written; 1 internal error."
    })
final class RunCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Mixin private SparkOptions spark;

  @Mixin private MetricsMixin metrics;

  @Mixin private ScoringOptions scoring;

  @Mixin private FormatOptions formatOptions;

  @Mixin private ProfileOptions profileOptions;

  @Mixin private GroupingOption grouping;

  @Mixin private AnalysisOptions errors;

  @Mixin private DescriptorOptions statistics;

  @Mixin private SettingsOption settings;

  @Option(
      names = "--key",
      paramLabel = "PATH",
      required = true,
      description =
          "gold key: a file or a directory of input files (*_conll, *.conll, *.conllu, *.jsonl,"
              + " *.jsonlines, optionally .gz)")
  private String key;

  @Option(
      names = "--systems",
      paramLabel = "DIR",
      description =
          "a directory whose children are systems, each an input file or a directory of them, named"
              + " after it")
  private String systemsDir;

  @Option(
      names = "--system",
      paramLabel = "NAME=PATH",
      mapFallbackValue = "",
      description = "one more system (repeatable)")
  private Map<String, String> namedSystems = new LinkedHashMap<>();

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description = "output directory (must not exist)")
  private String out;

  @Option(names = "--overwrite", description = "replace --out if it exists")
  private boolean overwrite;

  @Option(
      names = "--correlate",
      description =
          "end with the correlation study of the scores (see correlate),"
              + " over systems and over (system, document) pairs, in OUT/correlation/")
  private boolean correlate;

  @Mixin private StudyOptions study;

  @Option(
      names = "--cone-entities",
      description =
          "also write cone_entities.csv: CONE's entity level (Lin et al. 2010, Figure 1), one row"
              + " per system, document and entity of G^NE (recall) or O^NE (precision) with the"
              + " sizes, CEAF-m φ and B3 sums of the whole entity, its named part and its unnamed"
              + " rest; needs --metrics with cone. With --correlate, the study adds its entity"
              + " level")
  private boolean coneEntities;

  @Option(
      names = "--significance",
      description =
          "end with significance tests in OUT/significance/; bootstrap intervals and paired"
              + " randomization tests over the per-document counts (see significance)")
  private boolean significance;

  @Mixin private SignificanceOptions significanceOptions;

  @Option(
      names = "--split-size",
      paramLabel = "BYTES",
      defaultValue = "0",
      converter = ByteSize.class,
      description =
          "largest piece of one file read by one task, e.g. 64m (default: automatic, up to 128 MB)")
  private long splitSize;

  @Option(
      names = "--key-broadcast-limit",
      paramLabel = "BYTES",
      defaultValue = "512m",
      converter = ByteSize.class,
      description =
          "a key of at most this much text (compressed files count 10 times their size) is parsed"
              + " once and sent to every task, which scores each system document where it reads"
              + " it; a larger key is grouped with the systems by document name, a shuffle of"
              + " every system document (slower; same outputs). 0: never broadcast."
              + " Default: ${DEFAULT-VALUE}")
  private long keyBroadcastLimit;

  @Override
  public Integer call() throws IOException {
    for (Map.Entry<String, String> e : namedSystems.entrySet()) {
      if (e.getValue().isEmpty()) {
        throw new ParameterException(
            spec.commandLine(), "--system needs NAME=PATH, got '" + e.getKey() + "'");
      }
    }
    RescoringRun.Request request;
    try {
      Set<Metric> scored = profileOptions.scored(metrics, spec);
      Evaluation evaluation =
          new Evaluation(
              scored,
              profileOptions.choice(key),
              settings.settings(),
              grouping.grouping(),
              errors.analyses(
                  formatOptions.analyses(profileOptions.analyses(scored, coneEntities))),
              scoring.tolerance(),
              scoring.maxRepeatedMentions,
              errors.emptyNodes(),
              errors.descriptors(statistics));
      RunInputs inputs =
          new RunInputs(
              key,
              systemsDir,
              namedSystems,
              evaluation.inputFormats(
                  errors.formats(profileOptions.formats(formatOptions.formats(), scored))));
      Execution execution = new Execution(splitSize, keyBroadcastLimit, spark.master, spark.conf);
      RunStudies studies =
          new RunStudies(
              correlate ? study.validated(spec) : null,
              significance ? significanceOptions.validated(spec, null) : null);
      request = new RescoringRun.Request(inputs, evaluation, execution, out, overwrite, studies);
    } catch (InvalidRequestException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    RescoringRun.Outcome outcome = RescoringRun.execute(request);
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.print(outcome.summary());
    stdout.println();
    stdout.println(
        "Outputs in "
            + outcome.outDir()
            + ": "
            + String.join(", ", RunOutputs.files(outcome.result(), outcome.leaderboard(), true)));
    return switch (outcome.status()) {
      case OK -> Main.OK;
      case PARTIAL -> Main.PARTIAL;
      case REFUSED -> Main.REFUSED;
    };
  }
}
