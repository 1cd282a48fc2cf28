package org.corefstats.core.error;

/**
 * A failure that corefstats explains to its user: the kind of the exception decides the exit code
 * (mapped in one place, {@code cli.ExitCodes}), its message says what is wrong and names no
 * command-line flag (the layers below the command line do not know how they were called). An input
 * or output that cannot be read or written is an {@link java.io.IOException} instead.
 */
public abstract sealed class CorefstatsException extends RuntimeException
    permits InvalidRequestException, RefusedInputException {
  private static final long serialVersionUID = 1L;

  protected CorefstatsException(String message) {
    super(message);
  }

  protected CorefstatsException(String message, Throwable cause) {
    super(message, cause);
  }
}
