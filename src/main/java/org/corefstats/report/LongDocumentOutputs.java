package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.longdocs.LongDocuments;
import org.corefstats.core.longdocs.Strata;

/**
 * long_documents.csv (a system's sums, document {@code ALL}) and long_documents_documents.csv (per
 * document, with each window's counts and each major entity), both with the columns of {@link
 * LongDocumentRows#COLUMNS} ({@code --windows}, {@code --major-entities}, {@code --strata}, {@code
 * --long-documents}).
 */
public final class LongDocumentOutputs implements AnalysisOutputs {
  public static final String FILE = "long_documents.csv";
  public static final String DOCUMENTS_FILE = "long_documents_documents.csv";

  /** The columns of both files. */
  public static final List<String> COLUMNS = LongDocumentRows.COLUMNS;

  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return LongDocuments.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    return List.of(new Documents(request.analysis(LongDocuments.class)));
  }

  @Override
  public Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    LongDocuments analysis = result.evaluation().analysis(LongDocuments.class);
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult s : result.systems()) {
      LongDocuments.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum != null) {
        rows.addAll(LongDocumentRows.ofSum(s.name(), analysis, sum));
      }
    }
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, LongDocumentRows.COLUMNS, rows);
    }
    return new Summary(summary(result), "");
  }

  /** The same lines as the run's summary, for the one system. */
  @Override
  public String printedByScore(
      RunResult result, List<DocumentResult> documents, Set<String> filesWritten) {
    return summary(result);
  }

  /**
   * Per system, in percent points: the full CoNLL F1 of BookCoref's metric family (singletons kept,
   * 0/0 = 0: not the scorer's conll line) and each windowing's long-range penalty (windowed minus
   * full), each major-entity setting's MEI Macro, Micro and Macro-Micro F1 and its number of major
   * entities (each entity's F1 is in long_documents_documents.csv and the report), each stratum's
   * CoNLL F1.
   */
  static String summary(RunResult result) {
    LongDocuments analysis = result.evaluation().analysis(LongDocuments.class);
    StringBuilder out = new StringBuilder("Long documents (" + FILE + "):\n");
    for (RunResult.SystemResult s : result.systems()) {
      LongDocuments.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      double full = sum.full.value().conll().f1();
      out.append(
          String.format(Locale.ROOT, "  %s: BookCoref CoNLL F1 %.2f%n", s.name(), 100 * full));
      List<String> parts = new ArrayList<>();
      for (int i = 0; i < analysis.windowings().size(); i++) {
        LongDocuments.Windowing w = analysis.windowings().get(i);
        double penalty = sum.windowed[i].value().conll().f1() - full;
        parts.add(
            String.format(Locale.ROOT, "%s %s %+.2f", w.scheme().code, w.setting(), 100 * penalty));
      }
      line(out, "penalty (windowed - full)", parts);
      parts.clear();
      for (int i = 0; i < analysis.majors().size(); i++) {
        LongDocuments.MeiSum mei = sum.mei[i];
        String setting = analysis.majors().get(i).setting();
        parts.add(
            mei.entities() == 0
                ? setting + " no major entity"
                : String.format(
                    Locale.ROOT,
                    "%s Macro %.2f, Micro %.2f, Macro-Micro %.2f (%d entities)",
                    setting,
                    mei.macro(),
                    mei.micro(),
                    mei.macroMicro(),
                    mei.entities()));
      }
      line(out, "MEI F1", parts);
      parts.clear();
      if (sum.strata != null) {
        for (int x = 0; x < Strata.NAMES.size(); x++) {
          double f1 = sum.strata[x].value().counts().conll().f1();
          parts.add(String.format(Locale.ROOT, "%s %.2f", Strata.NAMES.get(x), 100 * f1));
        }
      }
      line(out, "strata CoNLL F1", parts);
    }
    return out.toString();
  }

  private static void line(StringBuilder out, String what, List<String> parts) {
    if (!parts.isEmpty()) {
      out.append("    ").append(what).append(": ").append(String.join("; ", parts)).append('\n');
    }
  }

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    return List.of(FILE, DOCUMENTS_FILE);
  }

  private record Documents(LongDocuments analysis) implements DocumentTable<LongDocuments.Result> {
    @Override
    public String file() {
      return DOCUMENTS_FILE;
    }

    @Override
    public List<String> header(List<String> settings) {
      return LongDocumentRows.COLUMNS;
    }

    @Override
    public LongDocuments.Result payload(DocumentResult d, EvaluationRequest request) {
      return d.result(request, analysis);
    }

    @Override
    public void records(
        StringBuilder out,
        String system,
        String document,
        List<String> settings,
        LongDocuments.Result payload) {
      for (List<String> row : LongDocumentRows.ofDocument(system, document, analysis, payload)) {
        CsvRecords.record(out, row);
      }
    }
  }
}
