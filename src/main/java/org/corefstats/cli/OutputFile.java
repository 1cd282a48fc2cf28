package org.corefstats.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.corefstats.core.error.InvalidRequestException;

/** The rule every command applies to a file or directory it would write: never over one unasked. */
final class OutputFile {
  private OutputFile() {}

  /**
   * Refuses {@code path} (exit 2) when it exists and {@code --overwrite} was not given; nothing
   * when {@code path} is null (no such output asked for).
   */
  static void refuseExisting(Path path, boolean overwrite) {
    if (path != null && Files.exists(path) && !overwrite) {
      throw new InvalidRequestException(
          path + " already exists: choose another output, or give --overwrite to replace it");
    }
  }
}
