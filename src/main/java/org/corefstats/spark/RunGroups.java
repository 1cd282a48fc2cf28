package org.corefstats.spark;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.RunSettings;

/**
 * The per-document rows of one setting of a run of several (issue 19), whose rows then have a
 * {@code setting} column.
 */
final class RunGroups {
  private RunGroups() {}

  /** The per-document rows of one setting, and which setting it is. */
  record OfSetting(Dataset<Row> documents, String setting) {}

  /**
   * The rows of setting {@code asked} (null: the primary, the first of {@code recorded}, else the
   * first by name of the table's), when the table has a {@code setting} column; the table as it is
   * otherwise (one setting), the setting named when the run recorded one.
   *
   * @param recorded the run's settings in order (run.json), empty when it records none
   * @throws InvalidRequestException for a setting the run does not have, naming those it has
   */
  static OfSetting ofSetting(Dataset<Row> documents, List<String> recorded, String asked) {
    boolean column = Arrays.asList(documents.columns()).contains(RunSettings.COLUMN);
    List<String> known = recorded;
    if (known.isEmpty() && column) {
      known =
          documents.select(RunSettings.COLUMN).distinct().collectAsList().stream()
              .map(r -> r.getString(0))
              .sorted()
              .toList();
    }
    String setting = RunSettings.choose(known, asked);
    return new OfSetting(
        column
            ? documents.filter(col(RunSettings.COLUMN).equalTo(setting)).drop(RunSettings.COLUMN)
            : documents,
        setting);
  }
}
