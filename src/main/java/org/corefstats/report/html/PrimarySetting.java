package org.corefstats.report.html;

/**
 * Which setting's rows the ranking, the charts and the documents show when a run scored several
 * settings (scores.csv, documents.csv and the significance files then have a {@code setting}
 * column): the one named (run.json's first, the primary), or else the first the file names. The
 * sections never mix settings; files without the column are taken whole.
 */
final class PrimarySetting {
  private String setting;

  /** The setting to keep: {@code named}, or the first seen when null. */
  PrimarySetting(String named) {
    this.setting = named;
  }

  /** Whether a row of this setting is kept (the first row fixes the setting if none was named). */
  boolean keeps(String rowSetting) {
    if (setting == null) {
      setting = rowSetting;
    }
    return setting.equals(rowSetting);
  }

  /** The setting kept, or null while none is known. */
  String setting() {
    return setting;
  }
}
