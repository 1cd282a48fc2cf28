package org.corefstats.core.document;

import java.io.Closeable;
import java.io.IOException;

/**
 * The documents of one input, read one at a time, whatever its format: only the current document is
 * held, never the file.
 */
public interface DocumentStream extends Closeable {
  /** The next document, or null at the end of the input. */
  Document next() throws IOException;
}
