package org.corefstats.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Descriptors;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.emptynodes.EmptyNodeFiles;
import org.corefstats.core.emptynodes.EmptyNodeReader;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.emptynodes.EmptyNodesRequest;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.text.Format;
import org.corefstats.report.AnalysisOutputs;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.report.CsvOutput;
import org.corefstats.report.EmptyNodeOutputs;
import org.corefstats.report.ErrorCostTable;
import org.corefstats.report.FileEvaluations;
import org.corefstats.report.Leaderboard;
import org.corefstats.report.LocalOutputDirectory;
import org.corefstats.report.RunOutputs;
import org.corefstats.report.RunReport;
import org.corefstats.report.RunResult;
import org.corefstats.report.SingleSystemRun;
import org.corefstats.report.TextReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code corefstats score KEY RESPONSE}: one response against one key, without Spark. */
@Command(
    name = "score",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Scores one response against one key, like scorer.pl v8.01 with metric 'all' (without Spark).",
      "KEY and RESPONSE are files, or directories whose files named *_conll or *.conll (CoNLL-2012),"
          + " *.conllu (CorefUD CoNLL-U), *.jsonl or *.jsonlines (optionally gzipped) are read; with"
          + " --format llm-text or llm-json, RESPONSE is an LLM's output (*.txt or *.json in a"
          + " directory) read against the CoNLL-U key.",
      "Percentages have two decimals as the profile's reference prints them (v801: truncated, as"
          + " scorer.pl; corefud and coval: rounded); CSV outputs carry full doubles."
    })
final class ScoreCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Mixin private MetricsMixin metrics;

  @Mixin private ScoringOptions scoring;

  @Mixin private FormatOptions formatOptions;

  @Mixin private ProfileOptions profileOptions;

  @Mixin private GroupingOption grouping;

  @Mixin private AnalysisOptions errors;

  @Mixin private DescriptorOptions statistics;

  @Parameters(
      index = "0",
      paramLabel = "KEY",
      description = "gold key: a CoNLL file or a directory")
  private Path key;

  @Parameters(
      index = "1",
      paramLabel = "RESPONSE",
      description = "system response: a CoNLL file or a directory")
  private Path response;

  @Option(
      names = "--per-document",
      description = "also print the F1 of every metric for each document")
  private boolean perDocument;

  @Option(
      names = "--csv",
      paramLabel = "FILE",
      description =
          "write corpus rows metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1")
  private Path csv;

  @Option(
      names = "--documents-csv",
      paramLabel = "FILE",
      description = "write the same rows for every key document, with a leading 'document' column")
  private Path documentsCsv;

  @Option(
      names = "--problems-csv",
      paramLabel = "FILE",
      description =
          "write every problem found as run writes problems.csv:"
              + " system,document,file,line,kind,message,severity")
  private Path problemsCsv;

  @Option(
      names = "--cone-entities",
      paramLabel = "FILE",
      description =
          "write CONE's entity level as run's cone_entities.csv; (Lin et al. 2010, Figure 1) the"
              + " response's name as the system; needs --metrics with cone")
  private Path coneEntities;

  @Option(
      names = "--groups-csv",
      paramLabel = "FILE",
      description =
          "with --group-by, write run's groups.csv; the scores of each group and their macro"
              + " average, the response's name as the system")
  private Path groupsCsv;

  @Option(
      names = "--errors-csv",
      paramLabel = "FILE",
      description =
          "with --errors, write run's errors.csv; the summed error counts, the response's name as"
              + " the system")
  private Path errorsCsv;

  @Option(
      names = "--errors-documents-csv",
      paramLabel = "FILE",
      description =
          "with --errors, write each key document's error counts as run writes"
              + " errors_documents.csv")
  private Path errorsDocumentsCsv;

  @Option(
      names = "--error-costs-csv",
      paramLabel = "FILE",
      description =
          "with --error-costs, write what each kind of error costs as run writes error_costs.csv")
  private Path errorCostsCsv;

  @Option(
      names = "--errors-list-csv",
      paramLabel = "FILE",
      description =
          "with --list-errors, write every error as run writes errors_list.csv (else they are"
              + " printed)")
  private Path errorsListCsv;

  @Option(names = "--timings", description = "print reading and scoring times to standard error")
  private boolean timings;

  @Mixin private SettingsOption settings;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "also write the files run writes for one system into DIR (scores.csv, documents.csv,"
              + " problems.csv, summary.txt, run.json, report.html, and the groups, leaderboard,"
              + " CONE and error tables asked for), the response's name as the system; no Parquet")
  private Path outDir;

  @Option(names = "--overwrite", description = "with --out, replace DIR if it exists")
  private boolean overwrite;

  /** What is evaluated, as asked (set when the inputs are read). */
  private Evaluation evaluation;

  /** The names of the settings scored, the primary one first. */
  private List<String> settingNames = List.of();

  private List<Path> keyFiles = List.of();
  private List<Path> responseFiles = List.of();

  /** What listing the key's files found (the key's problems). */
  private final java.util.Set<Problem> keyListing =
      java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    long start = System.nanoTime();
    if (errors.descriptors && outDir == null) {
      throw new ParameterException(
          spec.commandLine(),
          "--descriptors writes descriptors.csv into --out DIR (describe prints them for files)");
    }
    List<Problem> problems = new ArrayList<>();
    PairScorer.Result result = read(problems);
    problems.addAll(result.problems());
    EmptyNodeSums emptyNodeSums =
        errors.emptyNodes() == null || result.refused()
            ? null
            : emptyNodes(errors.emptyNodes(), problems);
    List<FileEvaluations.Described> described =
        evaluation.descriptors() == null || result.refused()
            ? List.of()
            : described(evaluation.descriptors(), problems);
    Predicate<Problem> ofKey = p -> keyListing.contains(p) || result.ofKey(p);
    List<Problem> runProblems =
        SingleSystemRun.problems(result, systemName(), response.toString(), problems);
    RunResult scoredRun =
        SingleSystemRun.of(
            result, systemName(), response.toString(), settingNames, inputs(), runProblems, ofKey);
    RunResult run =
        scoredRun.withPerFile(
            new FileEvaluations(
                emptyNodeSums == null ? Map.of() : Map.of(systemName(), emptyNodeSums), described));

    if (problemsCsv != null) {
      write(() -> CsvOutput.problems(problemsCsv, systemName(), problems, ofKey));
    }
    if (outDir != null) {
      writeDirectory(out, result, run, runProblems, ofKey, start);
    }
    if (result.refused()) {
      reportRefusal(err, problems);
      return Main.REFUSED;
    }
    out.printf(
        Locale.ROOT,
        "key %s (%d documents), response %s (%d documents)%n%n",
        key,
        result.keyDocuments(),
        response,
        result.responseDocuments());
    TextReport.readingAndTotals(
        out, result.inputs(), result.corpus(), run, run.systems().get(0), response.toString());
    Leaderboard leaderboard = RunReport.leaderboard(run);
    if (leaderboard != null) {
      out.println();
      out.print(leaderboard.summary());
    } else if (grouping.grouping() != null) {
      out.println();
      out.println(Leaderboard.NO_GROUPS);
    }
    Map<String, Path> shortcuts = shortcuts();
    Set<String> filesKept =
        outDir != null ? Set.copyOf(RunOutputs.files(run, true, false)) : shortcuts.keySet();
    for (AnalysisOutputs analysis : AnalysisOutputs.ALL) {
      String printed =
          analysis.asked(run.evaluation())
              ? analysis.printedByScore(run, result.documents(), filesKept)
              : "";
      if (!printed.isEmpty()) {
        out.println();
        out.print(printed);
      }
    }
    if (emptyNodeSums != null) {
      out.println();
      out.print(EmptyNodeOutputs.printedByScore(emptyNodeSums));
    }
    if (perDocument) {
      out.println();
      TextReport.perDocument(
          out,
          names(result.documents()),
          counts(result.documents()),
          result.inputs().semantics().profile());
    }
    if (!problems.isEmpty()) {
      out.println();
      TextReport.problemSummary(out, problems);
      if (problemsCsv == null) {
        out.println("  (all of them with --problems-csv FILE)");
      }
    }
    if (csv != null) {
      write(() -> CsvOutput.scores(csv, result.corpus()));
    }
    if (documentsCsv != null) {
      write(
          () ->
              CsvOutput.documentScores(
                  documentsCsv, names(result.documents()), counts(result.documents())));
    }
    if (!shortcuts.isEmpty()) {
      writeShortcuts(shortcuts, result, run, runProblems, ofKey);
    }
    if (timings) {
      err.printf(
          Locale.ROOT,
          "timings: read key %.3f s, read and score response %.3f s, total %.3f s%n",
          result.readNanos() / 1e9,
          result.scoreNanos() / 1e9,
          (System.nanoTime() - start) / 1e9);
    }
    return Main.OK;
  }

  /**
   * The single-file options that are shortcuts over the run directory's tables, by the table's
   * file: what {@code run} writes for this one system, the same bytes.
   */
  private Map<String, Path> shortcuts() {
    Map<String, Path> asked = new LinkedHashMap<>();
    asked.put(ConeEntityTable.FILE, coneEntities);
    asked.put("groups.csv", groupsCsv);
    asked.put("errors.csv", errorsCsv);
    asked.put("errors_documents.csv", errorsDocumentsCsv);
    asked.put(ErrorCostTable.FILE, errorCostsCsv);
    asked.put("errors_list.csv", errorsListCsv);
    asked.values().removeIf(java.util.Objects::isNull);
    return asked;
  }

  /**
   * Writes the tables the single-file options ask for: from the {@code --out} directory, or from
   * one written for them alone (the tables only: no scores, plots, summary or report) in a
   * temporary directory, removed afterwards. A table the run does not make is not written.
   */
  private void writeShortcuts(
      Map<String, Path> shortcuts,
      PairScorer.Result result,
      RunResult run,
      List<Problem> problems,
      Predicate<Problem> ofKey)
      throws IOException {
    Path tables = outDir;
    Path temporary = null;
    if (tables == null) {
      temporary = Files.createTempDirectory("corefstats-score");
      tables = temporary.resolve("tables");
      LocalOutputDirectory.write(
          tables,
          true,
          dir -> {
            SingleSystemRun.writeDocumentTables(
                dir, run, systemName(), result.documents(), problems, ofKey);
            RunOutputs.tables(run, dir, context(), new LinkedHashMap<>());
            return null;
          });
    }
    try {
      for (Map.Entry<String, Path> e : shortcuts.entrySet()) {
        Path table = tables.resolve(e.getKey());
        if (Files.exists(table)) {
          Path target = e.getValue();
          write(() -> Files.copy(table, target, StandardCopyOption.REPLACE_EXISTING));
        }
      }
    } finally {
      if (temporary != null) {
        LocalOutputDirectory.delete(temporary);
      }
    }
  }

  /**
   * {@code --empty-nodes}: the key's files and the response's, each read as the CRAC scripts read a
   * file, paired by name ({@link EmptyNodeFiles}); their problems to {@code problems}.
   */
  private EmptyNodeSums emptyNodes(EmptyNodesRequest request, List<Problem> problems)
      throws IOException {
    List<EmptyNodeReader.Reading> keys = new ArrayList<>();
    for (Path f : keyFiles) {
      keys.add(readEmptyNodes(f));
    }
    List<EmptyNodeReader.Reading> responses = new ArrayList<>();
    for (Path f : responseFiles) {
      responses.add(readEmptyNodes(f));
    }
    return EmptyNodeFiles.evaluate(
        request, grouping.grouping(), keys, responses, response.toString(), problems::add);
  }

  /**
   * {@code --descriptors}: the key's files and the response's, each described as udapi's {@code
   * corefud.Stats} describes it; their problems to {@code problems} (the key's as the key's).
   */
  private List<FileEvaluations.Described> described(StatsOptions options, List<Problem> problems)
      throws IOException {
    List<Description> keys = new ArrayList<>();
    for (Path f : keyFiles) {
      Description d = Descriptors.describe(f.toString(), bytes(f), options, grouping.grouping());
      keys.add(d);
      problems.addAll(d.problems());
      keyListing.addAll(d.problems());
    }
    List<Description> responses = new ArrayList<>();
    for (Path f : responseFiles) {
      Description d = Descriptors.describe(f.toString(), bytes(f), options, grouping.grouping());
      responses.add(d);
      problems.addAll(d.problems());
    }
    return List.of(
        new FileEvaluations.Described(ReadPlan.KEY_NAME, keys),
        new FileEvaluations.Described(systemName(), responses));
  }

  /** A file's bytes, {@code .gz} decompressed, as run's step reads them. */
  private static byte[] bytes(Path file) throws IOException {
    try (InputStream in = InputFiles.open(file)) {
      return in.readAllBytes();
    }
  }

  private static EmptyNodeReader.Reading readEmptyNodes(Path file) throws IOException {
    try (InputStream in = InputFiles.open(file)) {
      return EmptyNodeReader.read(file.toString(), in);
    }
  }

  /** The response's name as the system in tables (as --groups-csv and --cone-entities name it). */
  private String systemName() {
    return response.getFileName() == null ? response.toString() : response.getFileName().toString();
  }

  /** Lists and scores the inputs; the notes of listing go to {@code problems}. */
  private PairScorer.Result read(List<Problem> problems) throws IOException {
    try {
      keyFiles =
          InputFiles.list(
              key,
              p -> {
                problems.add(p);
                keyListing.add(p);
              });
      String llmSuffix = formatOptions.llm() == null ? null : formatOptions.llm().suffix();
      responseFiles =
          InputFiles.list(
              response,
              n -> InputNames.classify(n, false, llmSuffix) == InputNames.Entry.READ,
              InputNames.NOT_CONLL,
              problems::add);
      if (keyFiles.isEmpty() || responseFiles.isEmpty()) {
        throw new RefusedInputException(
            "no "
                + InputNames.INPUT_FILES
                + " in the "
                + (keyFiles.isEmpty() ? "key " + key : "response " + response));
      }
      java.util.Set<Metric> scored = profileOptions.scored(metrics, spec);
      evaluation =
          new Evaluation(
              scored,
              profileOptions.choice(key.toString()),
              settings.settings(),
              grouping.grouping(),
              errors.analyses(
                  formatOptions.analyses(profileOptions.analyses(scored, coneEntities != null))),
              scoring.tolerance(),
              scoring.maxRepeatedMentions,
              errors.emptyNodes(),
              errors.descriptors(statistics));
      InputFormats formats =
          formatOptions.withLlm(
              evaluation.inputFormats(
                  errors.formats(profileOptions.formats(formatOptions.formats(), scored))),
              keyFiles);
      Format keyFormat = formats.of(keyFiles.get(0).getFileName().toString());
      if (evaluation.emptyNodes() != null) {
        evaluation
            .emptyNodes()
            .check(keyFormat.code(), keyFormat == Format.CONLLU, formats.llm() != null);
      }
      if (evaluation.descriptors() != null) {
        Descriptors.check(keyFormat.code(), keyFormat == Format.CONLLU, formats.llm() != null);
      }
      EvaluationRequest resolved = evaluation.resolve(keyFormat);
      settingNames = evaluation.settingNames(resolved.primary());
      PairScorer.Options options =
          new PairScorer.Options(
              resolved, evaluation.tolerance(), evaluation.maxRepeatedMentions(), formats);
      return new PairScorer(options).score(keyFiles, responseFiles, response.toString());
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + e.getFile() + ": no such file or directory", e);
    }
  }

  /** An output file. */
  @FunctionalInterface
  private interface Output {
    void write() throws IOException;
  }

  /** Writes an output; a failure says that an output could not be written. */
  private static void write(Output output) throws IOException {
    try {
      output.write();
    } catch (IOException e) {
      throw new IOException("cannot write output: " + e, e);
    }
  }

  private void reportRefusal(PrintWriter err, List<Problem> problems) {
    List<Problem> errors = problems.stream().filter(p -> p.severity() == Severity.ERROR).toList();
    int shown = Math.min(errors.size(), 20);
    for (Problem p : errors.subList(0, shown)) {
      err.println("corefstats: " + p);
    }
    if (errors.size() > shown) {
      err.println(
          "corefstats: ... and "
              + (errors.size() - shown)
              + " more errors"
              + (problemsCsv == null ? " (all of them with --problems-csv FILE)" : ""));
    }
    err.println(
        "corefstats: no score: the input has "
            + errors.size()
            + (errors.size() == 1 ? " error" : " errors")
            + (scoring.tolerance() != Tolerance.DEFAULT
                    || errors.stream().allMatch(p -> p.kind() == ProblemKind.INCOMPARABLE_FORMATS)
                ? "" // --lenient cannot make positions of different kinds comparable
                : "; --lenient drops broken mentions and scores the rest"));
  }

  /** How the inputs were read, for run.json. */
  private SingleSystemRun.Inputs inputs() throws IOException {
    long keyBytes = 0;
    for (Path f : keyFiles) {
      keyBytes += Files.size(f);
    }
    long bytes = keyBytes;
    for (Path f : responseFiles) {
      bytes += Files.size(f);
    }
    return new SingleSystemRun.Inputs(keyFiles.size(), responseFiles.size(), bytes, keyBytes);
  }

  /**
   * {@code --out}: the run directory of this one system, written as run writes it (the same
   * writers), atomically.
   */
  private void writeDirectory(
      PrintWriter out,
      PairScorer.Result result,
      RunResult run,
      List<Problem> problems,
      Predicate<Problem> ofKey,
      long start)
      throws IOException {
    boolean leaderboard =
        LocalOutputDirectory.write(
            outDir,
            overwrite,
            dir -> {
              Map<String, Long> timings = new LinkedHashMap<>();
              timings.put("readKey", result.readNanos() / 1_000_000);
              timings.put("score", result.scoreNanos() / 1_000_000);
              SingleSystemRun.writeDocumentTables(
                  dir, run, systemName(), result.documents(), problems, ofKey);
              Map<String, Object> context = context();
              RunOutputs.Tables tables = RunOutputs.tables(run, dir, context, timings);
              RunOutputs.finish(
                  run,
                  dir,
                  tables.summary(),
                  tables.summaryTail(),
                  context,
                  timings,
                  start,
                  "score");
              return tables.leaderboard();
            });
    out.println(
        "Outputs in "
            + outDir.toAbsolutePath().normalize()
            + ": "
            + String.join(", ", RunOutputs.files(run, leaderboard, false)));
    out.println();
  }

  /** run.json's context: what was asked, as a run records it (no Spark, one response). */
  private Map<String, Object> context() {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("corefstats", RunReport.version());
    c.put("java", System.getProperty("java.version"));
    c.put("command", "score");
    c.put("key", key.toString());
    c.put("response", response.toString());
    RunReport.putEvaluation(evaluation, c);
    c.put("out", outDir == null ? null : outDir.toString());
    return c;
  }

  private static List<String> names(List<DocumentResult> documents) {
    return documents.stream().map(DocumentResult::name).toList();
  }

  private static List<Counts> counts(List<DocumentResult> documents) {
    return documents.stream().map(DocumentResult::primaryCounts).toList();
  }
}
