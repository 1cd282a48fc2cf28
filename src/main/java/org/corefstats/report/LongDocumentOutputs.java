package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.longdocs.LongDocuments;

/**
 * long_documents.csv (a system's sums, document {@code ALL}) and long_documents_documents.csv (per
 * document, with each window's counts and each major entity), both with the columns of {@link
 * LongDocumentRows#COLUMNS} ({@code --windows}, {@code --major-entities}, {@code --strata}, {@code
 * --long-documents}).
 */
public final class LongDocumentOutputs implements AnalysisOutputs {
  public static final String FILE = "long_documents.csv";
  public static final String DOCUMENTS_FILE = "long_documents_documents.csv";

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
    return Summary.NONE;
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
