package org.corefstats.core.error;

/**
 * What was asked cannot be done as asked, before any input is judged: a value out of range, two
 * systems of one name, a baseline that is not among the systems, an output that exists and may not
 * be replaced. The command line reports it as a usage error.
 */
public final class InvalidRequestException extends CorefstatsException {
  private static final long serialVersionUID = 1L;

  public InvalidRequestException(String message) {
    super(message);
  }

  public InvalidRequestException(String message, Throwable cause) {
    super(message, cause);
  }
}
