package org.corefstats.report;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.analysis.DocumentAnalysis;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.analysis.ListedError;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.core.cone.evaluation.ConeEntityRows;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.metrics.Counts;

/**
 * The registry of per-document tables: which a request writes, in order. A new per-document output
 * is one {@link DocumentTable} and one line here.
 */
public final class DocumentTables {
  private DocumentTables() {}

  /** documents.csv: every metric's counts of each document, per setting. */
  public static final DocumentTable<Counts[]> DOCUMENTS =
      new DocumentTable<>() {
        @Override
        public String file() {
          return "documents.csv";
        }

        @Override
        public List<String> header(List<String> settings) {
          return settings.size() > 1
              ? ScoreTable.DOCUMENT_HEADER_BY_SETTING
              : ScoreTable.DOCUMENT_HEADER;
        }

        @Override
        public Counts[] payload(DocumentResult d, EvaluationRequest request) {
          return d.counts();
        }

        @Override
        public void records(
            StringBuilder out,
            String system,
            String document,
            List<String> settings,
            Counts[] bySetting) {
          for (int i = 0; i < bySetting.length; i++) {
            String keys =
                settings.size() > 1
                    ? CsvRecords.keys(system, settings.get(i), document)
                    : CsvRecords.keys(system, document);
            for (ScoreRow r : ScoreTable.rows(bySetting[i])) {
              CsvRecords.scoreRow(out, keys, r);
            }
          }
        }
      };

  /** cone_entities.csv ({@link ConeEntityTable}): CONE's entity rows of each document. */
  public static final DocumentTable<ConeEntities.Row[]> CONE_ENTITIES =
      new DocumentTable<>() {
        @Override
        public String file() {
          return ConeEntityTable.FILE;
        }

        @Override
        public List<String> header(List<String> settings) {
          return ConeEntityTable.COLUMNS;
        }

        @Override
        public ConeEntities.Row[] payload(DocumentResult d, EvaluationRequest request) {
          ConeEntities.Row[] rows = d.result(request, request.analysis(ConeEntityRows.class));
          return rows == null || rows.length == 0 ? null : rows;
        }

        @Override
        public void records(
            StringBuilder out,
            String system,
            String document,
            List<String> settings,
            ConeEntities.Row[] rows) {
          for (ConeEntities.Row r : rows) {
            CsvRecords.record(out, ConeEntityTable.cells(system, document, r));
          }
        }
      };

  /** errors_list.csv ({@code --list-errors}): every counted error of each document. */
  public static final DocumentTable<ListedError[]> ERROR_LIST =
      new DocumentTable<>() {
        @Override
        public String file() {
          return "errors_list.csv";
        }

        @Override
        public List<String> header(List<String> settings) {
          return ErrorRows.LIST_HEADER;
        }

        @Override
        public ListedError[] payload(DocumentResult d, EvaluationRequest request) {
          DocumentAnalysis a = d.result(request, request.analysis(ErrorsAnalysis.class));
          return a == null || a.listed() == null || a.listed().length == 0 ? null : a.listed();
        }

        @Override
        public void records(
            StringBuilder out,
            String system,
            String document,
            List<String> settings,
            ListedError[] listed) {
          for (ListedError e : listed) {
            CsvRecords.record(out, ErrorRows.listRow(system, document, e));
          }
        }
      };

  /**
   * The per-document tables {@code request} writes, in order: documents.csv, then each analysis's.
   */
  public static List<DocumentTable<?>> of(EvaluationRequest request) {
    List<DocumentTable<?>> tables = new ArrayList<>(List.of(DOCUMENTS));
    for (AnalysisOutputs analysis : AnalysisOutputs.ALL) {
      if (analysis.asked(request)) {
        tables.addAll(analysis.documentTables(request));
      }
    }
    return tables;
  }

  /**
   * errors_documents.csv (docs/explanation/error-analysis.md 5.5): each document's error counts,
   * with the singleton mode of its rows.
   */
  public static DocumentTable<DocumentErrors> errorCounts(String singletons) {
    return new ErrorCounts(singletons);
  }

  /** Whether {@code table} is errors_documents.csv (a run also writes its Parquet copy). */
  public static boolean isErrorCounts(DocumentTable<?> table) {
    return table instanceof ErrorCounts;
  }

  private record ErrorCounts(String singletons) implements DocumentTable<DocumentErrors> {
    @Override
    public String file() {
      return "errors_documents.csv";
    }

    @Override
    public List<String> header(List<String> settings) {
      return ErrorRows.DOCUMENT_HEADER;
    }

    @Override
    public DocumentErrors payload(DocumentResult d, EvaluationRequest request) {
      DocumentAnalysis a = d.result(request, request.analysis(ErrorsAnalysis.class));
      return a == null ? null : a.errors();
    }

    @Override
    public void records(
        StringBuilder out,
        String system,
        String document,
        List<String> settings,
        DocumentErrors errors) {
      CsvRecords.record(out, ErrorRows.row(errors, system, document, singletons));
    }
  }
}
