package org.corefstats.cli;

import java.util.List;
import org.corefstats.core.metrics.Setting;
import picocli.CommandLine.Option;

/** {@code --settings} of the commands that score: several settings in one pass. */
final class SettingsOption {
  @Option(
      names = "--settings",
      paramLabel = "LIST",
      description =
          "score several settings in one pass (each document read and paired once), the first"
              + " the primary one: a comma-separated list of settings, each joining with '/' a"
              + " matching (exact, head, partial), singletons (keep, remove) and zeros (dependent,"
              + " linear), an option not named keeping its value from the other options; or"
              + " crac2024 = head/remove,partial/remove,exact/remove,head/keep (the CRAC 2024"
              + " shared task). Outputs get a setting column")
  String settings;

  /** The settings asked for, the primary one first; empty: the one the other options give. */
  List<Setting> settings() {
    return settings == null ? List.of() : Setting.parseList(settings);
  }
}
