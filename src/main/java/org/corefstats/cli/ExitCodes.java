package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExitCodeExceptionMapper;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The exit code of every failure, in one place (the codes are {@link Main}'s): a command line
 * picocli rejects or a request that cannot be done as asked is a usage error, an input refused as a
 * whole is refused, an input that cannot be read or an output that cannot be written is an I/O
 * error, anything else an internal error. Commands throw; none of them catches to choose a code.
 * (Outcomes that are not failures, such as a run that left systems out, are returned by the
 * command.)
 */
final class ExitCodes implements IExitCodeExceptionMapper, IExecutionExceptionHandler {
  @Override
  public int getExitCode(Throwable failure) {
    if (failure instanceof ParameterException || failure instanceof InvalidRequestException) {
      return Main.USAGE;
    }
    if (failure instanceof RefusedInputException) {
      return Main.REFUSED;
    }
    if (failure instanceof IOException || failure instanceof UncheckedIOException) {
      return Main.IO_ERROR;
    }
    return Main.INTERNAL_ERROR;
  }

  /**
   * A failure while a command ran: "corefstats: MESSAGE" for the failures corefstats explains,
   * "corefstats: internal error: ..." and the stack trace for anything else.
   */
  @Override
  public int handleExecutionException(Exception failure, CommandLine command, ParseResult parsed) {
    PrintWriter err = command.getErr();
    int code = getExitCode(failure);
    if (code == Main.INTERNAL_ERROR) {
      err.println("corefstats: internal error: " + failure);
      failure.printStackTrace(err);
    } else {
      err.println("corefstats: " + message(failure));
    }
    return code;
  }

  private static String message(Exception failure) {
    Throwable explained =
        failure instanceof UncheckedIOException && failure.getCause() != null
            ? failure.getCause()
            : failure;
    return explained.getMessage() != null ? explained.getMessage() : explained.toString();
  }
}
