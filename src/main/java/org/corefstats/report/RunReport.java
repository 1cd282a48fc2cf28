package org.corefstats.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.corefstats.core.cone.ConeOptions;
import org.corefstats.core.cone.evaluation.ConeTally;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.evaluation.Evaluation;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;

/**
 * The tables of a run directory made from the systems' results alone: scores.csv, summary.txt,
 * run.json and the leaderboard; the same for {@code run} and {@code score --out}.
 */
public final class RunReport {
  private RunReport() {}

  /**
   * scores.csv: {@code system,metric,recall_num,...} for every scored system; with several settings
   * {@code system,setting,metric,...}, each system's settings in the run's order.
   */
  public static void scores(PrintWriter out, RunResult result) throws IOException {
    boolean bySetting = result.settings().size() > 1;
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult s : result.systems()) {
      if (s.leftOut()) {
        continue;
      }
      for (int i = 0; i < s.settingCounts().size(); i++) {
        for (ScoreRow row : ScoreTable.rows(s.settingCounts().get(i))) {
          rows.add(
              bySetting
                  ? ScoreTable.cells(row, s.name(), result.settings().get(i))
                  : ScoreTable.cells(row, s.name()));
        }
      }
    }
    CsvOutput.write(
        out,
        bySetting ? ScoreTable.header("system", "setting") : ScoreTable.header("system"),
        rows);
  }

  /** run.json's version of corefstats: the jar's, or "development build" when run from classes. */
  public static String version() {
    String v = RunReport.class.getPackage().getImplementationVersion();
    return v == null ? "development build" : v;
  }

  /**
   * What run.json's context records of what was evaluated, in order: the counted metrics, the
   * tolerance, the repeat limit, the analyses asked for ({@link AnalysisOutputs#putContext}) and
   * the per-file steps ({@link FileStepOutputs#context}).
   */
  public static void putEvaluation(Evaluation evaluation, Map<String, Object> context) {
    context.put(
        "metrics",
        evaluation.metrics().stream()
            .filter(Metric::hasCounts)
            .sorted()
            .map(Metric::code)
            .toList());
    context.put("lenient", evaluation.tolerance() == Tolerance.LENIENT);
    context.put("strict", evaluation.tolerance() == Tolerance.STRICT);
    context.put("maxRepeatedMentions", evaluation.maxRepeatedMentions());
    AnalysisOutputs.putContext(evaluation.analyses(), context);
    for (FileStepOutputs step : FileStepOutputs.ALL) {
      if (step.asked(evaluation)) {
        step.context(evaluation, context);
      }
    }
  }

  /** The name of the one group of a run with several settings and no groups of documents. */
  public static final String ALL_DOCUMENTS = "all";

  /**
   * The leaderboard of the scored systems (groups.csv, leaderboard.csv and .md): per group and
   * setting, with the macro average over groups; null without groups and with one setting, or when
   * no system was scored. Several settings without groups make one group of every document.
   */
  public static Leaderboard leaderboard(RunResult result) {
    List<RunResult.SystemResult> scored =
        result.systems().stream().filter(s -> !s.leftOut()).toList();
    if (result.keyRefused()
        || scored.isEmpty()
        || (result.grouping() == null && result.settings().size() == 1)) {
      return null;
    }
    List<String> groups =
        result.grouping() == null
            ? List.of(ALL_DOCUMENTS)
            : List.copyOf(result.groupDocuments().keySet());
    if (groups.isEmpty()) {
      return null; // every key document ungrouped
    }
    List<GroupCounts> counts = new ArrayList<>();
    for (RunResult.SystemResult s : scored) {
      for (int i = 0; i < result.settings().size(); i++) {
        String setting = result.settings().get(i);
        if (result.grouping() == null) {
          counts.add(new GroupCounts(s.name(), setting, ALL_DOCUMENTS, s.settingCounts().get(i)));
        } else {
          for (String g : groups) {
            RunResult.GroupResult group = s.groups().get(g);
            Counts c =
                group == null
                    ? Counts.zero(s.settingCounts().get(i).metrics())
                    : group.settingCounts().get(i);
            counts.add(new GroupCounts(s.name(), setting, g, c));
          }
        }
      }
    }
    return new Leaderboard(
        scored.stream().map(RunResult.SystemResult::name).toList(),
        result.settings(),
        groups,
        counts,
        scored.get(0).counts().metrics(),
        result.readAs().semantics().profile());
  }

  /**
   * CONE's diagnostics of one system (docs/explanation/cone.md 3.3) and the approximate gold's
   * quality (docs/explanation/cone.md 5.5) with its counts.
   */
  private static ObjectNode coneJson(ObjectMapper mapper, ConeTally cone) {
    ObjectNode n = mapper.createObjectNode();
    for (ConeTally.Field f : ConeTally.Field.values()) {
      n.put(f.key(), cone.get(f));
    }
    if (cone.approximateQuality() != null && cone.get(ConeTally.Field.NAMED_KEY_MENTIONS) > 0) {
      ObjectNode quality = n.putObject("approximateGoldQuality");
      for (ScoreRow row : ScoreTable.rows(cone.approximateQuality())) {
        if (row.metric().equals(Metric.CONLL.code())) {
          continue;
        }
        ObjectNode m = quality.putObject(row.metric());
        m.put("recallNum", row.recallNum());
        m.put("recallDen", row.recallDen());
        m.put("precisionNum", row.precisionNum());
        m.put("precisionDen", row.precisionDen());
        m.put("recall", row.recall());
        m.put("precision", row.precision());
        m.put("f1", row.f1());
      }
    }
    return n;
  }

  /**
   * The ranked systems × metrics F1 table (by CoNLL when it is there), systems left out and a
   * problem summary.
   */
  public static String summary(
      RunResult result, Map<String, Object> context, List<Metric> metrics) {
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    long scored = result.systems().stream().filter(s -> !s.leftOut()).count();
    out.printf(
        Locale.ROOT,
        "corefstats run: key %s (%d documents in %d files), %d systems scored%s%n",
        context.get("key"),
        result.keyDocuments(),
        result.keyFiles(),
        scored,
        result.anyLeftOut() ? ", " + (result.systems().size() - scored) + " left out" : "");
    out.println(result.readAs().describe());
    if (result.settings().size() > 1) {
      out.println(
          "settings: "
              + String.join(", ", result.settings())
              + "; the table gives the first, the leaderboard below all of them");
    }
    if (result.grouping() != null) {
      out.println(
          result.grouping().describe()
              + ": "
              + result.groupDocuments().size()
              + (result.ungroupedDocuments() > 0
                  ? ", " + result.ungroupedDocuments() + " key documents in none (problems.csv)"
                  : ""));
    }
    if (metrics.stream().anyMatch(Metric::isCone)) {
      out.println(ConeReport.options(result.readAs().semantics()).describe());
    }
    if (result.keyRefused()) {
      out.println();
      out.println("No scores: the key has errors. First: " + result.keyReason());
    } else if (scored > 0) {
      Metric rankedBy = metrics.contains(Metric.CONLL) ? Metric.CONLL : metrics.get(0);
      Semantics.Profile profile = result.readAs().semantics().profile();
      out.println(
          "F1 in percent, "
              + Numbers.percentRule(profile)
              + "; ranked by "
              + (rankedBy == Metric.CONLL ? "the CoNLL score" : rankedBy.code() + " F1")
              + ".");
      out.println();
      List<String[]> lines = new ArrayList<>();
      List<String> header = new ArrayList<>(List.of("rank", "system"));
      metrics.forEach(m -> header.add(m.code()));
      lines.add(header.toArray(new String[0]));
      List<RunResult.SystemResult> ranked =
          new ArrayList<>(result.systems().stream().filter(s -> !s.leftOut()).toList());
      Comparator<RunResult.SystemResult> byScore =
          Comparator.comparingDouble(s -> s.counts().score(rankedBy).f1());
      ranked.sort(byScore.reversed().thenComparing(RunResult.SystemResult::name));
      int rank = 0;
      for (RunResult.SystemResult s : ranked) {
        List<String> cells = new ArrayList<>(List.of(Integer.toString(++rank), s.name()));
        metrics.forEach(m -> cells.add(Numbers.percent(s.counts().score(m).f1(), profile)));
        lines.add(cells.toArray(new String[0]));
      }
      boolean[] right = new boolean[header.size()];
      Arrays.fill(right, true);
      right[1] = false;
      TextReport.table(out, lines, right);
      List<RunResult.SystemResult> withCone =
          ranked.stream().filter(s -> result.cone(s) != null).toList();
      if (!withCone.isEmpty()) {
        out.println();
        ConeReport.print(
            out,
            withCone.stream().map(RunResult.SystemResult::name).toList(),
            withCone.stream().map(result::cone).toList(),
            profile);
      }
    }
    List<RunResult.SystemResult> leftOut =
        result.systems().stream().filter(RunResult.SystemResult::leftOut).toList();
    if (!leftOut.isEmpty()) {
      out.println();
      out.println("Left out (see problems.csv):");
      for (RunResult.SystemResult s : leftOut) {
        out.println("  " + s.name() + ": " + s.reason());
      }
    }
    List<RunResult.ProblemTally> tallies = result.problems();
    if (!tallies.isEmpty()) {
      out.println();
      out.println("Problems (all of them in problems.csv):");
      List<String[]> lines = new ArrayList<>();
      lines.add(new String[] {"source", "kind", "severity", "count", "first"});
      for (RunResult.ProblemTally t : tallies) {
        Problem first = t.first();
        lines.add(
            new String[] {
              t.source(),
              t.kind().code(),
              t.severity().label(),
              Long.toString(t.count()),
              (first.location().isEmpty() ? "" : first.location() + ": ") + first.message()
            });
      }
      TextReport.table(out, lines, new boolean[] {false, false, false, true, false});
    }
    out.flush();
    return text.toString();
  }

  /** run.json: inputs, options, versions, counts and timings. */
  public static String json(
      RunResult result, Map<String, Object> context, Map<String, Long> timingsMillis)
      throws IOException {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("status", result.keyRefused() ? "refused" : result.anyLeftOut() ? "partial" : "ok");
    root.set("context", mapper.valueToTree(context));
    ObjectNode inputs = root.putObject("inputs");
    inputs.put("keyFiles", result.keyFiles());
    inputs.put("keyDocuments", result.keyDocuments());
    inputs.put("files", result.inputFiles());
    inputs.put("bytes", result.inputBytes());
    inputs.put("splits", result.splits());
    inputs.put("tasks", result.tasks());
    inputs.put("maxSplitBytes", result.maxSplitBytes());
    inputs.put("keyTextBytes", result.keyTextBytes());
    inputs.put("keyBroadcast", result.keyBroadcast());
    inputs.set(
        "keyFormats",
        mapper.valueToTree(result.readAs().key().stream().sorted().map(Format::code).toList()));
    inputs.set(
        "systemFormats",
        mapper.valueToTree(
            result.readAs().response().stream().sorted().map(Format::code).toList()));
    root.set("settings", mapper.valueToTree(result.settings()));
    if (result.settings().size() > 1) {
      ArrayNode settings = root.putArray("settingSemantics");
      for (int i = 0; i < result.settings().size(); i++) {
        Semantics s = result.settingSemantics().get(i);
        ObjectNode n = settings.addObject();
        n.put("name", result.settings().get(i));
        n.put("matching", s.matching().code());
        n.put("singletons", s.singletons().code());
        n.put("zeros", s.zeros().code());
      }
    }
    if (result.grouping() != null) {
      ObjectNode groups = root.putObject("groups");
      groups.put("by", result.grouping().spec());
      ObjectNode documents = groups.putObject("documents");
      result.groupDocuments().forEach(documents::put);
      groups.put("ungrouped", result.ungroupedDocuments());
    }
    ObjectNode semantics = root.putObject("semantics");
    semantics.put("profile", result.readAs().semantics().profile().code());
    semantics.put("matching", result.readAs().semantics().matching().code());
    semantics.put("singletons", result.readAs().semantics().singletons().code());
    semantics.put("zeros", result.readAs().semantics().zeros().code());
    semantics.put("headRule", result.readAs().headRule());
    if (result.readAs().semantics().reference() != null) {
      semantics.put("reference", result.readAs().semantics().reference());
    }
    ConeOptions cone = ConeReport.options(result.readAs().semantics());
    ObjectNode coneNode = semantics.putObject("cone");
    coneNode.put("neLayer", cone.ne().describe());
    coneNode.put("neSource", cone.ne().kind().code());
    if (cone.ne().path() != null) {
      coneNode.put("neFile", cone.ne().path());
    }
    coneNode.put("keyIsNeFile", cone.ne().asKey());
    coneNode.put("rule", cone.rule().code());
    coneNode.set(
        "types",
        cone.types() == null ? mapper.nullNode() : mapper.valueToTree(List.copyOf(cone.types())));
    coneNode.put("approximateSnap", cone.snap().code());
    coneNode.put("approximateIgnoreTypes", cone.ignoreTypes());
    semantics.set(
        "coval",
        mapper.valueToTree(
            result.readAs().semantics().coval().stream()
                .map(Semantics.CovalOption::code)
                .toList()));
    ArrayNode systems = root.putArray("systems");
    for (RunResult.SystemResult s : result.systems()) {
      ObjectNode n = systems.addObject();
      n.put("name", s.name());
      n.put("path", s.root());
      n.put("files", s.files());
      n.put("documentsScored", s.documents());
      n.put("documentsMissing", s.missing());
      n.put("repeatedMentionsRemoved", s.removedRepeats());
      n.put("leftOut", s.leftOut());
      if (s.reason() != null) {
        n.put("reason", s.reason().toString());
      }
      if (!s.leftOut() && s.counts().has(Metric.CONLL)) {
        n.put(Metric.CONLL.code(), s.counts().score(Metric.CONLL).f1());
      }
      if (!s.leftOut() && result.cone(s) != null) {
        n.set("cone", coneJson(mapper, result.cone(s)));
      }
    }
    ObjectNode problems = root.putObject("problems");
    for (Severity severity : Severity.values()) {
      problems.put(
          severity.label(),
          result.problems().stream()
              .filter(t -> t.severity() == severity)
              .mapToLong(RunResult.ProblemTally::count)
              .sum());
    }
    ObjectNode timings = root.putObject("timingsMillis");
    timingsMillis.forEach(timings::put);
    return mapper.writeValueAsString(root) + "\n";
  }
}
