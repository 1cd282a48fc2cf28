package org.corefstats.study;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where a study writes its files: a local directory, or a run's output directory on any file
 * system.
 */
@FunctionalInterface
public interface StudyOutput {
  /** A new file of that name in the output. */
  OutputStream create(String name) throws IOException;
}
