package org.corefstats.core.error;

/**
 * An input was read and is unusable as a whole: per-document counts with a row missing or repeated,
 * a table with no numbers. (Problems within documents are data, {@code Problem}s, and refuse an
 * input through its verdict, not through an exception.)
 */
public final class RefusedInputException extends CorefstatsException {
  private static final long serialVersionUID = 1L;

  public RefusedInputException(String message) {
    super(message);
  }

  public RefusedInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
