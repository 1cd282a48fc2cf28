package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;
import org.corefstats.core.llm.TextDrift;
import org.corefstats.core.llm.evaluation.TextDriftAnalysis;

/**
 * The text drift of LLM outputs ({@code --format llm-text|llm-json}): text_drift.csv, each
 * document's counts; text_drift_systems.csv, their sums per system with the drift (word edits per
 * key word), which the report's ranking shows as its "text drift" column; and a summary line per
 * system.
 */
public final class TextDriftOutputs implements AnalysisOutputs {
  public static final String FILE = "text_drift.csv";

  /** The per-system sums; its {@code drift} column is the report's "text drift". */
  public static final String SYSTEMS_FILE = "text_drift_systems.csv";

  /** text_drift.csv's columns. */
  public static final List<String> COLUMNS = columns("document");

  /** text_drift_systems.csv's columns. */
  public static final List<String> SYSTEM_COLUMNS = columns("documents", "truncated_documents");

  private static List<String> columns(String... after) {
    List<String> columns = new ArrayList<>(List.of("system"));
    columns.addAll(List.of(after));
    columns.addAll(TextDrift.COLUMNS);
    columns.add("drift");
    return List.copyOf(columns);
  }

  /** The per-document table: one row per response document an LLM format read. */
  static final DocumentTable<TextDrift> DOCUMENTS =
      new DocumentTable<>() {
        @Override
        public String file() {
          return FILE;
        }

        @Override
        public List<String> header(List<String> settings) {
          return COLUMNS;
        }

        @Override
        public TextDrift payload(DocumentResult d, EvaluationRequest request) {
          return d.result(request, request.analysis(TextDriftAnalysis.class));
        }

        @Override
        public void records(
            StringBuilder out,
            String system,
            String document,
            List<String> settings,
            TextDrift drift) {
          List<Object> cells = new ArrayList<>(List.of(system, document));
          for (int c = 0; c < TextDrift.COLUMNS.size(); c++) {
            cells.add(drift.value(c));
          }
          cells.add(TextDrift.rate(drift.values()));
          CsvRecords.record(out, cells);
        }
      };

  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return TextDriftAnalysis.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    return List.of(DOCUMENTS);
  }

  @Override
  public Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    try (PrintWriter w = output.text(SYSTEMS_FILE)) {
      CsvOutput.write(w, SYSTEM_COLUMNS, rows(result));
    }
    return new Summary(summary(result), "");
  }

  private static List<List<String>> rows(RunResult result) {
    TextDriftAnalysis analysis = result.evaluation().analysis(TextDriftAnalysis.class);
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult s : result.systems()) {
      TextDriftAnalysis.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      List<String> row = new ArrayList<>();
      row.add(s.name());
      row.add(Long.toString(sum.documents()));
      row.add(Long.toString(sum.truncatedDocuments()));
      for (int c = 0; c < TextDrift.COLUMNS.size(); c++) {
        row.add(Long.toString(sum.value(c)));
      }
      row.add(Double.toString(sum.rate()));
      rows.add(row);
    }
    return rows;
  }

  @Override
  public String printedByScore(
      RunResult result, List<DocumentResult> documents, java.util.Set<String> filesWritten) {
    return summary(result);
  }

  /** Per system: the drift, the word edits, the documents cut off, the tags repaired. */
  private static String summary(RunResult result) {
    TextDriftAnalysis analysis = result.evaluation().analysis(TextDriftAnalysis.class);
    StringBuilder printed = new StringBuilder();
    printed.append("Text drift of the LLM outputs (word edits per key word; text_drift.csv):\n");
    int inserted = TextDrift.COLUMNS.indexOf("inserted");
    for (RunResult.SystemResult s : result.systems()) {
      TextDriftAnalysis.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      printed.append(
          String.format(
              Locale.ROOT,
              "  %s: %.2f%% (%d inserted, %d deleted, %d replaced, %d dropped before the first"
                  + " word); %d of %d documents cut off or missing; %d tags repaired, %d dropped,"
                  + " %d opens unclosed; %d of %d mentions written lost%n",
              s.name(),
              100 * sum.rate(),
              sum.value(inserted),
              sum.value(inserted + 1),
              sum.value(inserted + 2),
              sum.value(inserted + 3),
              sum.truncatedDocuments(),
              sum.documents(),
              sum.value(TextDrift.COLUMNS.indexOf("tags_repaired")),
              sum.value(TextDrift.COLUMNS.indexOf("tags_dropped")),
              sum.value(TextDrift.COLUMNS.indexOf("opens_unclosed")),
              sum.value(TextDrift.COLUMNS.indexOf("mentions_lost")),
              sum.value(TextDrift.COLUMNS.indexOf("mentions_written"))));
    }
    return printed.toString();
  }

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    return List.of(FILE, SYSTEMS_FILE);
  }
}
