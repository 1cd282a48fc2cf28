package org.corefstats.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.DocumentErrors;

/**
 * Hand-written error-analysis tables in the layout of docs/explanation/error-analysis.md 5.5, for
 * the tests of what reads them: every column of {@link DocumentErrors#COLUMNS} (0 unless given),
 * the by-type and link tables, and error_costs.csv.
 */
public final class ErrorFixtures {
  private ErrorFixtures() {}

  /** errors.csv: per system, the counts given by column name (the rest 0), singletons remove. */
  public static void errors(Path dir, Map<String, Map<String, Long>> bySystem) throws IOException {
    StringBuilder b =
        new StringBuilder("system,singletons," + String.join(",", DocumentErrors.COLUMNS));
    b.append('\n');
    bySystem.forEach(
        (system, counts) -> {
          List<String> cells = new ArrayList<>(List.of(system, "remove"));
          for (String c : DocumentErrors.COLUMNS) {
            cells.add(Long.toString(counts.getOrDefault(c, 0L)));
          }
          CsvRecords.record(b, cells);
        });
    Files.writeString(dir.resolve(ErrorTables.ERRORS), b, StandardCharsets.UTF_8);
  }

  /** errors_by_type.csv from rows {system, category, mention_type, count}. */
  public static void byType(Path dir, List<List<String>> rows) throws IOException {
    StringBuilder b = new StringBuilder("system,singletons,category,mention_type,count\n");
    for (List<String> r : rows) {
      CsvRecords.record(b, List.of(r.get(0), "remove", r.get(1), r.get(2), r.get(3)));
    }
    Files.writeString(dir.resolve(ErrorTables.BY_TYPE), b, StandardCharsets.UTF_8);
  }

  /** link_errors_by_type.csv from rows {system, kind, anaphor, antecedent, count}. */
  public static void links(Path dir, List<List<String>> rows) throws IOException {
    StringBuilder b = new StringBuilder("system,kind,anaphor_type,antecedent_type,count\n");
    for (List<String> r : rows) {
      CsvRecords.record(b, r);
    }
    Files.writeString(dir.resolve(ErrorTables.LINKS), b, StandardCharsets.UTF_8);
  }

  /**
   * error_costs.csv: for each system and metric, the categories in the paper's order with the
   * cumulative differences given (fractions), F1 starting at {@code start}; "alone" rows too, with
   * the same differences.
   */
  public static void costs(
      Path dir, Map<String, Map<String, double[]>> bySystemAndMetric, double start)
      throws IOException {
    StringBuilder b =
        new StringBuilder("system,category,order,metric,f1_before,f1_after,difference\n");
    bySystemAndMetric.forEach(
        (system, byMetric) ->
            byMetric.forEach(
                (metric, differences) -> {
                  double f1 = start;
                  for (int i = 0; i < differences.length; i++) {
                    String category = ErrorTables.CATEGORIES.get(i);
                    double after = f1 + differences[i];
                    if (i > 0) {
                      CsvRecords.record(
                          b,
                          List.of(
                              system,
                              category,
                              "alone",
                              metric,
                              Double.toString(start),
                              Double.toString(start + differences[i]),
                              Double.toString(differences[i])));
                    }
                    CsvRecords.record(
                        b,
                        List.of(
                            system,
                            category,
                            "cumulative",
                            metric,
                            Double.toString(f1),
                            Double.toString(after),
                            Double.toString(differences[i])));
                    f1 = after;
                  }
                }));
    Files.writeString(dir.resolve(ErrorTables.COSTS), b, StandardCharsets.UTF_8);
  }
}
