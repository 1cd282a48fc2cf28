package org.corefstats.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.UUID;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.report.html.OutputFiles;

/**
 * Where a command writes its output files, atomically: a run's directory through Hadoop's file
 * system ({@code spark/RunOutput}), {@code score --out}'s local one ({@link LocalOutputDirectory}).
 * The writers of the run's tables ({@link RunOutputs}) write through this and nothing else.
 */
public interface OutputDirectory {
  /** A new text file ({@code name} may contain '/'). */
  PrintWriter text(String name) throws IOException;

  /** A text file that replaces one written before. */
  PrintWriter replacing(String name) throws IOException;

  /** A new file. */
  OutputStream create(String name) throws IOException;

  /** The files written so far, as the report reads them. */
  OutputFiles files();

  /** Where the files end up, for messages. */
  String target();

  /** Writes report.html of the files written so far ({@code command}: who wrote them). */
  default void writeReport(String command) throws IOException {
    try (PrintWriter w = text(HtmlReport.FILE)) {
      HtmlReport.write(files(), command, w);
    }
  }

  /** Why an output directory that exists is not replaced (unless asked to). */
  static InvalidRequestException alreadyExists(String target) {
    return new InvalidRequestException(
        target
            + " already exists (it may hold results of an earlier run): choose another output"
            + " directory or allow replacing it");
  }

  /** The hidden sibling of {@code targetName} that the output is written into until it is done. */
  static String workName(String targetName) {
    return "." + targetName + ".incomplete-" + UUID.randomUUID();
  }
}
