package org.corefstats.report;

import java.util.List;
import org.corefstats.core.error.InvalidRequestException;

/**
 * Which setting of a run is read back (issue 19): the one asked for, else the primary, the first of
 * the run's settings in order; outputs of several settings carry a {@code setting} column, and
 * whoever reads them works on one setting and never mixes them.
 */
public final class RunSettings {
  /** The column of the setting in per-document rows, scores.csv and groups.csv. */
  public static final String COLUMN = "setting";

  private RunSettings() {}

  /**
   * The setting {@code asked} (null: the first of {@code known}), or null when the run has none
   * named and none is asked.
   *
   * @param known the run's settings, the primary first (run.json's, else those of the table)
   * @throws InvalidRequestException for a setting the run does not have, naming those it has
   */
  public static String choose(List<String> known, String asked) {
    if (asked != null && !known.contains(asked)) {
      throw new InvalidRequestException(
          known.isEmpty()
              ? "no setting '"
                  + asked
                  + "' in the run: it records no settings (its scores are of one setting)"
              : "no setting '"
                  + asked
                  + "' in the run; its settings: "
                  + String.join(", ", known)
                  + " (the first is the primary)");
    }
    return asked != null ? asked : known.isEmpty() ? null : known.get(0);
  }
}
