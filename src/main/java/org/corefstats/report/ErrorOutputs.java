package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.CostStep;
import org.corefstats.core.analysis.DocumentAnalysis;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.analysis.ErrorSums;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.analysis.HeadRule;
import org.corefstats.core.analysis.ListedError;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.metrics.Counts;

/**
 * The error analysis's tables of a run directory (docs/explanation/error-analysis.md 5.5), from
 * each scored system's summed error counts: errors.csv, errors_by_type.csv, link_errors_by_type.csv
 * and, with costs, error_costs.csv; the same for {@code run} and {@code score --out}.
 */
final class ErrorOutputs implements AnalysisOutputs {
  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return ErrorsAnalysis.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    ErrorRequest errors = request.analysis(ErrorsAnalysis.class).request();
    return errors.listErrors()
        ? List.of(DocumentTables.errorCounts(errors.singletonsCode()), DocumentTables.ERROR_LIST)
        : List.of(DocumentTables.errorCounts(errors.singletonsCode()));
  }

  /** {@code errors}: the singleton mode, and whether costs and the list were asked. */
  @Override
  public void context(Analysis<?, ?> analysis, Map<String, Object> context) {
    ErrorRequest asked = ((ErrorsAnalysis) analysis).request();
    Map<String, Object> errors = new LinkedHashMap<>();
    errors.put("singletons", asked.singletonsCode());
    errors.put("costs", asked.costs());
    errors.put("listErrors", asked.listErrors());
    context.put("errors", errors);
  }

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    ErrorRequest errors = request.analysis(ErrorsAnalysis.class).request();
    List<String> files = new ArrayList<>(List.of("errors.csv", "errors_documents.csv"));
    if (parquet) {
      files.add("errors_documents.parquet");
    }
    files.addAll(List.of("errors_by_type.csv", "link_errors_by_type.csv", "errors.png"));
    if (errors.costs()) {
      files.addAll(List.of(ErrorCostTable.FILE, "error_costs.png"));
    }
    if (errors.listErrors()) {
      files.add("errors_list.csv");
    }
    return files;
  }

  @Override
  public Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    String[] parts = write(result, output);
    return new Summary(parts[0], parts[1]);
  }

  /**
   * What {@code score} prints of the analysis of its one response: the analyser's own summary of
   * the sums and what no category reports, the costs, and every error unless errors_list.csv is
   * written.
   */
  @Override
  public String printedByScore(
      RunResult result, List<DocumentResult> documents, java.util.Set<String> filesWritten) {
    ErrorsAnalysis analysis = result.evaluation().analysis(ErrorsAnalysis.class);
    ErrorRequest request = analysis.request();
    RunResult.SystemResult system = result.systems().get(0);
    ErrorSums sums = system.sum(result.evaluation(), analysis);
    DocumentErrors total = sums.errors() == null ? DocumentErrors.ZERO : sums.errors();
    java.io.StringWriter text = new java.io.StringWriter();
    PrintWriter out = new PrintWriter(text);
    out.println(
        "Errors (Kummerfeld and Klein 2013, counted as the Berkeley Coreference Analyser does;"
            + " singletons "
            + request.singletonsCode()
            + "):");
    sums.headRules().stream()
        .sorted()
        .forEach(rule -> out.println("  key heads and types: " + rule.describe()));
    out.print(ErrorRows.referenceSummary(total));
    String extensions = ErrorRows.extensionsLine(total);
    if (!extensions.isEmpty()) {
      out.println("Not in its categories: " + extensions);
    }
    if (request.costs()) {
      List<Counts> summed = sums.costs();
      Map<CostStep, Counts> after = new LinkedHashMap<>();
      for (int i = 0; i < summed.size(); i++) {
        after.put(CostStep.ALL.get(i), summed.get(i));
      }
      Map<String, List<ErrorCostTable.Row>> costs = new LinkedHashMap<>();
      costs.put(system.name(), ErrorCostTable.rows(system.counts(), after));
      out.println();
      out.println(
          "What each kind of error costs: F1 points gained when its operations are applied,"
              + " cumulatively in the paper's order (span first):");
      ErrorCostTable.summary(out, costs);
    }
    if (request.listErrors() && !filesWritten.contains("errors_list.csv")) {
      out.println();
      out.println("Every error (document, category, mentions as sentence:start-end, text, type):");
      for (DocumentResult d : documents) {
        DocumentAnalysis a = d.result(result.evaluation(), analysis);
        for (ListedError error : a == null ? new ListedError[0] : a.listed()) {
          List<String> row = ErrorRows.listRow(system.name(), d.name(), error);
          out.println(
              String.join("  ", row.get(1), row.get(2), row.get(4), row.get(5), row.get(6)));
        }
      }
    }
    out.flush();
    return text.toString();
  }

  /** errors.png and error_costs.png, in scores.csv's ranking. */
  @Override
  public void afterScores(RunResult result, OutputDirectory output) throws IOException {
    ErrorPlot.writeAll(output.files()::open, output::create);
  }

  /**
   * errors.csv, errors_by_type.csv and link_errors_by_type.csv from each scored system's summed
   * error counts (docs/explanation/error-analysis.md 5.5). Returns the summary's parts: a table of
   * the categories (printed), and the analyser's own summary per system (summary.txt only, to be
   * compared with the analyser's {@code .summary}).
   */
  private static String[] write(RunResult result, OutputDirectory output) throws IOException {
    ErrorsAnalysis analysis = result.evaluation().analysis(ErrorsAnalysis.class);
    String singletons = analysis.request().singletonsCode();
    List<List<String>> rows = new ArrayList<>();
    List<List<String>> byType = new ArrayList<>();
    List<List<String>> links = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<DocumentErrors> sums = new ArrayList<>();
    StringBuilder reference = new StringBuilder();
    java.util.Set<HeadRule> rules = java.util.EnumSet.noneOf(HeadRule.class);
    for (RunResult.SystemResult s : result.systems()) {
      ErrorSums sum = s.sums() == null ? null : s.sums().sum(result.evaluation(), analysis);
      if (sum != null) {
        rules.addAll(sum.headRules()); // left-out systems' too, as they were analysed
      }
      DocumentErrors errors = s.leftOut() || sum == null ? null : sum.errors();
      if (errors == null) {
        continue;
      }
      names.add(s.name());
      sums.add(errors);
      rows.add(ErrorRows.row(errors, s.name(), singletons));
      byType.addAll(ErrorRows.byTypeRows(s.name(), singletons, errors));
      links.addAll(ErrorRows.linkRows(s.name(), errors));
      reference.append("\n").append(s.name()).append(" (the analyser's summary)\n");
      reference.append(ErrorRows.referenceSummary(errors));
      String extensions = ErrorRows.extensionsLine(errors);
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
    if (analysis.request().costs()) {
      for (RunResult.SystemResult s : result.systems()) {
        ErrorSums sum = s.sum(result.evaluation(), analysis);
        List<Counts> summed = sum == null || sum.errors() == null ? List.of() : sum.costs();
        if (!summed.isEmpty()) {
          Map<CostStep, Counts> after = new LinkedHashMap<>();
          for (int i = 0; i < summed.size(); i++) {
            after.put(CostStep.ALL.get(i), summed.get(i));
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
            + "; unreported: in no category, docs/explanation/error-analysis.md 5.4):");
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
}
