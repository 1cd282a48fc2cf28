package org.corefstats.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.analysis.CostStep;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.analysis.HeadRule;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Setting;
import org.corefstats.report.CsvOutput;
import org.corefstats.report.ErrorCostTable;
import org.corefstats.report.ErrorPlot;
import org.corefstats.report.ErrorRows;
import org.corefstats.report.Leaderboard;
import org.corefstats.study.CorrelationStudy;

/**
 * One {@code corefstats run}: a Spark session (an existing one is reused, as in tests or a
 * notebook; a new one is stopped at the end), the job, and the outputs written atomically.
 */
public final class RescoringRun {
  /**
   * Keys of up to 512 MB of text are broadcast: parsed, a document keeps about a tenth of its text
   * (two numbers per token and its mentions), so OntoNotes (~200 MB) takes ~20 MB per executor.
   */
  public static final long DEFAULT_KEY_BROADCAST_BYTES = 512L << 20;

  private RescoringRun() {}

  /**
   * What a run is asked to do, checked before Spark starts: every path a URI, every named system's
   * name usable, limits in range, the correlation study's pivot among the metrics scored. Systems
   * of a directory are named and checked once the directory is listed. {@code correlation} asks for
   * the correlation study of the scores at the end (null: none), {@code significance} intervals and
   * tests (null: none). {@code coneEntities} also writes cone_entities.csv (CONE's entity level).
   * {@code errors} asks for the error analysis (null: none).
   *
   * @param maxRepeatedMentions leave out a system with more removed repeated mentions, or -1
   * @param maxSplitBytes largest piece of one file per task, 0 for automatic
   * @param keyBroadcastBytes broadcast a key of at most this many bytes of text to the scoring
   *     tasks; a larger key is grouped with the systems by document name (0: never broadcast)
   * @throws InvalidRequestException for anything that cannot be run as asked
   */
  public record Request(
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      Set<Metric> metrics,
      Tolerance tolerance,
      int maxRepeatedMentions,
      long maxSplitBytes,
      long keyBroadcastBytes,
      InputFormats formats,
      Semantics.Choice semantics,
      String out,
      boolean overwrite,
      String master,
      Map<String, String> conf,
      CorrelationStudy.Options correlation,
      SignificanceJob.Options significance,
      boolean coneEntities,
      List<Setting> settings,
      DocumentGrouping grouping,
      ErrorRequest errors) {
    public Request {
      settings = List.copyOf(settings);
      if (coneEntities && settings.size() > 1) {
        throw new InvalidRequestException(
            "CONE's entity rows are written for one setting: drop the other settings or the rows");
      }
      namedSystems =
          Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
      metrics = Set.copyOf(metrics);
      Objects.requireNonNull(tolerance, "tolerance");
      Objects.requireNonNull(formats, "formats");
      Objects.requireNonNull(semantics, "semantics");
      UserPaths.of(key);
      if (systemsDir != null) {
        UserPaths.of(systemsDir);
      }
      if (systemsDir == null && namedSystems.isEmpty()) {
        throw new InvalidRequestException(
            "no systems: a directory of systems or at least one named system");
      }
      for (Map.Entry<String, String> system : namedSystems.entrySet()) {
        String unusable = InputNames.unusableSystemName(system.getKey());
        if (unusable != null) {
          throw new InvalidRequestException(
              "unusable system name '" + system.getKey() + "': " + unusable);
        }
        UserPaths.of(system.getValue());
      }
      UserPaths.of(out);
      if (metrics.isEmpty()) {
        throw new InvalidRequestException("no metrics to score");
      }
      if (maxRepeatedMentions < -1) {
        throw new InvalidRequestException(
            "the limit of removed repeated mentions is -1 (none) or more, not "
                + maxRepeatedMentions);
      }
      if (maxSplitBytes < 0) {
        throw new InvalidRequestException(
            "the split size is 0 (automatic) or more bytes, not " + maxSplitBytes);
      }
      if (keyBroadcastBytes < 0) {
        throw new InvalidRequestException(
            "the key broadcast limit is 0 (never) or more bytes, not " + keyBroadcastBytes);
      }
      if (coneEntities && metrics.stream().noneMatch(Metric::isCone)) {
        throw new InvalidRequestException(
            "CONE's entity rows need the CONE metrics among those scored (the cone group)");
      }
      if (correlation != null) {
        List<String> scored = Metric.withDerived(metrics).stream().map(Metric::code).toList();
        if (!scored.contains(correlation.pivot())) {
          throw new InvalidRequestException(
              "the pivot metric "
                  + correlation.pivot()
                  + " is not among the"
                  + " metrics scored ("
                  + String.join(", ", scored)
                  + ")");
        }
      }
    }
  }

  public enum Status {
    OK,
    PARTIAL,
    REFUSED
  }

  /**
   * @param leaderboard whether groups.csv (with groups), leaderboard.csv and leaderboard.md were
   *     written
   */
  public record Outcome(
      Status status,
      String outDir,
      String summary,
      RescoringJob.Result result,
      boolean leaderboard) {}

  public static Outcome execute(Request request) throws IOException {
    long start = System.nanoTime();
    boolean reused = SparkSessions.reusing();
    return SparkSessions.use(
        request.master(),
        request.conf(),
        spark -> {
          long sessionMillis = (System.nanoTime() - start) / 1_000_000;
          return RunOutput.write(
              spark.sparkContext().hadoopConfiguration(),
              request.out(),
              request.overwrite(),
              output -> run(spark, request, reused, start, sessionMillis, output));
        });
  }

  /** The job, the studies asked for, and the run's own files, into {@code output}. */
  private static Outcome run(
      SparkSession spark,
      Request request,
      boolean reused,
      long start,
      long sessionMillis,
      RunOutput output)
      throws IOException {
    RescoringJob.Options options =
        new RescoringJob.Options(
            request.key(),
            request.systemsDir(),
            request.namedSystems(),
            request.metrics(),
            request.tolerance(),
            request.maxRepeatedMentions(),
            request.maxSplitBytes(),
            request.keyBroadcastBytes(),
            request.formats(),
            request.semantics(),
            request.coneEntities(),
            request.settings(),
            request.grouping(),
            request.errors());
    RescoringJob.Result result = new RescoringJob(spark, options).run(output.workDir());

    Map<String, Object> context = context(request, spark, reused);
    List<Metric> metrics =
        new ArrayList<>( // in Metric order; those the semantics count (MOR: CorefUD only)
            Metric.withDerived(result.readAs().semantics().scored(request.metrics())));
    String summary = RescoringReport.summary(result, context, metrics);
    // before the studies: they read groups.csv and document_groups.csv from the work directory
    long leaderboardStart = System.nanoTime();
    Leaderboard leaderboard = RescoringReport.leaderboard(result);
    if (leaderboard != null) {
      summary += "\n" + leaderboard.summary();
      if (result.grouping() != null) {
        try (PrintWriter w = output.text("groups.csv")) {
          CsvOutput.write(w, Leaderboard.GROUPS_HEADER, leaderboard.groupRows());
        }
      }
      try (PrintWriter w = output.text("leaderboard.csv")) {
        CsvOutput.write(w, leaderboard.leaderboardHeader(), leaderboard.leaderboardRows());
      }
      try (PrintWriter w = output.text("leaderboard.md")) {
        w.print(leaderboard.markdown());
      }
    } else if (result.grouping() != null
        && !result.keyRefused()
        && !result.systems().stream().allMatch(RescoringJob.SystemResult::leftOut)) {
      summary += "\n" + Leaderboard.NO_GROUPS + "\n";
    }
    long errorsStart = System.nanoTime();
    String errorSummaries = "";
    if (result.errors() != null && !result.keyRefused()) {
      String[] parts = writeErrors(result, output);
      summary += "\n" + parts[0];
      errorSummaries = parts[1];
    }
    long errorsMillis = (System.nanoTime() - errorsStart) / 1_000_000;
    Map<String, Long> timings = new LinkedHashMap<>();
    timings.put("session", sessionMillis);
    timings.putAll(result.timingsMillis());
    if (leaderboard != null) {
      timings.put("leaderboard", (System.nanoTime() - leaderboardStart) / 1_000_000 - errorsMillis);
    }
    if (result.errors() != null) {
      timings.put("errors", errorsMillis);
    }
    if (request.correlation() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary += "\n" + CorrelationRun.studyOfRun(spark, result, output, request.correlation());
      timings.put("correlate", (System.nanoTime() - t) / 1_000_000);
    }
    if (request.significance() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      summary +=
          "\n"
              + SignificanceRun.ofRun(
                  spark,
                  output,
                  BlancScore.Rule.of(result.readAs().semantics().profile()),
                  request.significance(),
                  result.settings());
      timings.put("significance", (System.nanoTime() - t) / 1_000_000);
    }
    try (PrintWriter w = output.text("scores.csv")) {
      RescoringReport.scores(w, result);
    }
    if (result.errors() != null && !result.keyRefused()) {
      long t = System.nanoTime();
      ErrorPlot.writeAll(output.files()::open, output::create); // after scores.csv: its ranking
      timings.merge("errors", (System.nanoTime() - t) / 1_000_000, Long::sum);
    }
    try (PrintWriter w = output.text("summary.txt")) {
      w.print(summary);
      w.print(errorSummaries);
    }
    timings.put("total", (System.nanoTime() - start) / 1_000_000);
    context.put("finished", Instant.now().toString());
    try (PrintWriter w = output.text("run.json")) {
      w.print(RescoringReport.json(result, context, timings));
    }
    // the report reads run.json; run.json then records what the report took, and the total with it
    long t = System.nanoTime();
    output.writeReport("run");
    timings.put("report", (System.nanoTime() - t) / 1_000_000);
    timings.remove("total"); // last again
    timings.put("total", (System.nanoTime() - start) / 1_000_000);
    try (PrintWriter w = output.replacing("run.json")) {
      w.print(RescoringReport.json(result, context, timings));
    }
    Status status =
        result.keyRefused() ? Status.REFUSED : result.anyLeftOut() ? Status.PARTIAL : Status.OK;
    return new Outcome(status, output.target(), summary, result, leaderboard != null);
  }

  /**
   * errors.csv, errors_by_type.csv and link_errors_by_type.csv from each scored system's summed
   * error counts (ERROR-ANALYSIS.md 5.5). Returns the summary's parts: a table of the categories
   * (printed), and the analyser's own summary per system (summary.txt only, to be compared with the
   * analyser's {@code .summary}).
   */
  private static String[] writeErrors(RescoringJob.Result result, RunOutput output)
      throws IOException {
    String singletons = result.errors().singletonsCode();
    List<List<String>> rows = new ArrayList<>();
    List<List<String>> byType = new ArrayList<>();
    List<List<String>> links = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<DocumentErrors> sums = new ArrayList<>();
    StringBuilder reference = new StringBuilder();
    for (RescoringJob.SystemResult s : result.systems()) {
      if (s.leftOut() || s.errors() == null) {
        continue;
      }
      names.add(s.name());
      sums.add(s.errors());
      rows.add(ErrorRows.row(s.errors(), s.name(), singletons));
      byType.addAll(ErrorRows.byTypeRows(s.name(), singletons, s.errors()));
      links.addAll(ErrorRows.linkRows(s.name(), s.errors()));
      reference.append("\n").append(s.name()).append(" (the analyser's summary)\n");
      reference.append(ErrorRows.referenceSummary(s.errors()));
      String extensions = ErrorRows.extensionsLine(s.errors());
      if (!extensions.isEmpty()) {
        reference.append("Not in its categories: ").append(extensions).append('\n');
      }
    }
    try (PrintWriter w = output.text("errors.csv")) {
      CsvOutput.write(w, ErrorRows.SYSTEM_HEADER, rows);
    }
    try (PrintWriter w = output.text("errors_by_type.csv")) {
      CsvOutput.write(w, ErrorRows.BY_TYPE_HEADER, byType);
    }
    try (PrintWriter w = output.text("link_errors_by_type.csv")) {
      CsvOutput.write(w, ErrorRows.LINKS_BY_TYPE_HEADER, links);
    }
    Map<String, List<ErrorCostTable.Row>> costs = new LinkedHashMap<>();
    if (result.errors().costs()) {
      for (RescoringJob.SystemResult s : result.systems()) {
        if (!s.leftOut() && s.errors() != null && !s.costs().isEmpty()) {
          Map<CostStep, Counts> after = new LinkedHashMap<>();
          for (int i = 0; i < s.costs().size(); i++) {
            after.put(CostStep.ALL.get(i), s.costs().get(i));
          }
          costs.put(s.name(), ErrorCostTable.rows(s.counts(), after));
        }
      }
      try (PrintWriter w = output.text(ErrorCostTable.FILE)) {
        ErrorCostTable.write(w, costs);
      }
    }
    java.io.StringWriter text = new java.io.StringWriter();
    PrintWriter table = new PrintWriter(text);
    table.println(
        "Errors (Kummerfeld and Klein 2013, counted as the Berkeley Coreference Analyser does;"
            + " singletons "
            + singletons
            + "; unreported: in no category, ERROR-ANALYSIS.md 5.4):");
    java.util.Set<HeadRule> rules = java.util.EnumSet.noneOf(HeadRule.class);
    result.systems().forEach(s -> rules.addAll(s.headRules() == null ? Set.of() : s.headRules()));
    for (HeadRule rule : rules) {
      table.println("  key heads and types: " + rule.describe());
    }
    ErrorRows.table(table, names, sums);
    if (!costs.isEmpty()) {
      table.println();
      table.println(
          "What each kind of error costs: F1 points gained when its operations are applied,"
              + " cumulatively in the paper's order (span first), mean over systems"
              + " (error_costs.csv):");
      ErrorCostTable.summary(table, costs);
    }
    table.flush();
    return new String[] {text.toString(), reference.toString()};
  }

  private static Map<String, Object> context(
      Request request, SparkSession spark, boolean reusedSession) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("corefstats", versionOf(RescoringRun.class));
    c.put("spark", spark.version());
    c.put("java", System.getProperty("java.version"));
    c.put("master", spark.sparkContext().master());
    c.put("defaultParallelism", spark.sparkContext().defaultParallelism());
    c.put("reusedSession", reusedSession);
    c.put("key", request.key());
    c.put("systemsDir", request.systemsDir());
    c.put("namedSystems", request.namedSystems());
    c.put(
        "metrics",
        request.metrics().stream().filter(Metric::hasCounts).sorted().map(Metric::code).toList());
    c.put("lenient", request.tolerance() == Tolerance.LENIENT);
    c.put("strict", request.tolerance() == Tolerance.STRICT);
    c.put("maxRepeatedMentions", request.maxRepeatedMentions());
    c.put("coneEntities", request.coneEntities());
    if (request.errors() != null) {
      Map<String, Object> errors = new LinkedHashMap<>();
      errors.put("singletons", request.errors().singletonsCode());
      errors.put("costs", request.errors().costs());
      errors.put("listErrors", request.errors().listErrors());
      c.put("errors", errors);
    }
    c.put("splitSize", request.maxSplitBytes());
    c.put("keyBroadcastLimit", request.keyBroadcastBytes());
    c.put("format", request.formats().forced() == null ? null : request.formats().forced().code());
    c.put("jsonlSpanEnd", request.formats().spanEnd().name().toLowerCase(Locale.ROOT));
    c.put("jsonlSpace", request.formats().space().name().toLowerCase(Locale.ROOT));
    c.put("conf", request.conf());
    c.put("out", request.out());
    return c;
  }

  private static String versionOf(Class<?> c) {
    String v = c.getPackage().getImplementationVersion();
    return v == null ? "development build" : v;
  }
}
