package org.corefstats.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.corefstats.core.cone.evaluation.ConeEntities;
import org.corefstats.core.descriptors.Column;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Report;
import org.corefstats.core.document.Problem;
import org.corefstats.core.emptynodes.EmptyNodeEvaluation;
import org.corefstats.core.emptynodes.KeyScore;
import org.corefstats.core.longdocs.MeiNative;
import org.corefstats.core.metrics.Counts;

/** CSV files written with Commons CSV (RFC 4180, LF line ends). */
public final class CsvOutput {
  private static final CSVFormat FORMAT =
      CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

  private CsvOutput() {}

  /**
   * The {@link ScoreTable}: {@code
   * metric,recall_num,recall_den,precision_num,precision_den,recall,precision,f1}.
   */
  public static void scores(Path file, Counts counts) throws IOException {
    try (CSVPrinter csv = printer(file, ScoreTable.header())) {
      for (ScoreRow row : ScoreTable.rows(counts)) {
        csv.printRecord(ScoreTable.cells(row));
      }
    }
  }

  /** {@code document,metric,...}: the same rows for each document. */
  public static void documentScores(Path file, List<String> names, List<Counts> counts)
      throws IOException {
    try (CSVPrinter csv = printer(file, ScoreTable.header("document"))) {
      for (int i = 0; i < names.size(); i++) {
        for (ScoreRow row : ScoreTable.rows(counts.get(i))) {
          csv.printRecord(ScoreTable.cells(row, names.get(i)));
        }
      }
    }
  }

  /**
   * cone_entities.csv's rows ({@link ConeEntityTable}) of one system (the response), documents by
   * name.
   */
  public static void coneEntities(
      Path file, String system, Map<String, List<ConeEntities.Row>> byDocument) throws IOException {
    try (CSVPrinter csv = printer(file, ConeEntityTable.COLUMNS)) {
      for (String document : new TreeMap<>(byDocument).keySet()) {
        for (ConeEntities.Row row : byDocument.get(document)) {
          csv.printRecord(ConeEntityTable.cells(system, document, row));
        }
      }
    }
  }

  /**
   * problems.csv ({@link ProblemTable}) of one response: the key's problems (those {@code ofKey}
   * says are) under {@link ProblemTable#KEY}, the others under {@code system}, in the table's
   * order.
   */
  public static void problems(
      Path file, String system, List<Problem> problems, java.util.function.Predicate<Problem> ofKey)
      throws IOException {
    List<Problem> sorted =
        problems.stream()
            .sorted(
                java.util.Comparator.comparing(
                    (Problem p) -> ProblemTable.sortKey(ofKey.test(p) ? 0 : 1, p)))
            .toList();
    try (CSVPrinter csv = printer(file, ProblemTable.COLUMNS)) {
      for (Problem p : sorted) {
        csv.printRecord(
            ProblemTable.cells(ofKey.test(p) ? ProblemTable.KEY : system, p).stream()
                .map(CsvOutput::nullToEmpty)
                .toList());
      }
    }
  }

  /** Writes a header and rows to an open writer (closed afterwards). */
  public static void write(Writer writer, List<String> header, List<List<String>> rows)
      throws IOException {
    try (CSVPrinter csv = new CSVPrinter(writer, FORMAT)) {
      csv.printRecord(header);
      for (List<String> row : rows) {
        csv.printRecord(row);
      }
    }
  }

  /**
   * The empty-node evaluations' rows: {@code evaluation,key,tp,fp,fn,precision,recall,f1}, the
   * scores as full doubles.
   */
  public static void emptyNodes(Path file, List<EmptyNodeEvaluation.Result> results)
      throws IOException {
    try (CSVPrinter csv =
        printer(
            file, List.of("evaluation", "key", "tp", "fp", "fn", "precision", "recall", "f1"))) {
      for (EmptyNodeEvaluation.Result result : results) {
        for (KeyScore score : result.scores()) {
          csv.printRecord(
              result.year().code(),
              score.key().label(),
              score.tp(),
              score.fp(),
              score.fn(),
              Numbers.full(score.precision()),
              Numbers.full(score.recall()),
              Numbers.full(score.f1()));
        }
      }
    }
  }

  /** The columns of {@code corefstats describe --csv}: one row per report and statistic. */
  public static final List<String> DESCRIPTOR_COLUMNS =
      List.of("file", "document_index", "document", "statistic", "value");

  /**
   * {@code describe --csv}: each report's columns, {@code value} the exact value before formatting
   * (an integer, or the shortest text of the double).
   */
  public static void descriptors(Path file, List<Description> descriptions) throws IOException {
    try (CSVPrinter csv = printer(file, DESCRIPTOR_COLUMNS)) {
      for (Description description : descriptions) {
        csv.printRecords(descriptorRows(description));
      }
    }
  }

  /**
   * {@code corefstats mei}'s table: the columns of long_documents.csv, the sums (document {@code
   * ALL}) then each document's rows.
   */
  public static void meiNative(Path file, String system, MeiNative.Result result)
      throws IOException {
    try (CSVPrinter csv = printer(file, LongDocumentRows.COLUMNS)) {
      csv.printRecords(LongDocumentRows.ofMeiNative(system, result));
    }
  }

  /** The rows of {@link #DESCRIPTOR_COLUMNS} of one file's description. */
  public static List<List<String>> descriptorRows(Description description) {
    List<List<String>> rows = new java.util.ArrayList<>();
    for (Report report : description.reports()) {
      String document = report.label() == null ? "" : report.label().document();
      for (Column column : report.columns()) {
        rows.add(
            List.of(
                description.file(),
                Integer.toString(report.index()),
                document,
                column.label(),
                value(column)));
      }
    }
    return rows;
  }

  /** A descriptor's exact value as written in CSV files. */
  public static String value(Column column) {
    return column.format().real()
        ? Numbers.full(column.value().doubleValue())
        : Long.toString(column.value().longValue());
  }

  private static CSVPrinter printer(Path file, List<String> header) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    CSVPrinter csv = new CSVPrinter(writer, FORMAT);
    csv.printRecord(header);
    return csv;
  }

  private static String nullToEmpty(String s) {
    return s == null ? "" : s;
  }
}
