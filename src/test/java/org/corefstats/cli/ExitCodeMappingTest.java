package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.Callable;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The one mapping of failures to exit codes ({@link ExitCodes}), on a command that fails as it is
 * told: every kind of failure gets its documented code and its message, an internal error its stack
 * trace.
 */
class ExitCodeMappingTest {
  /** Fails with the failure named by its parameter. */
  @Command(name = "fail")
  static final class Failing implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0")
    String failure;

    @Override
    public Integer call() throws IOException {
      switch (failure) {
        case "usage" -> throw new ParameterException(spec.commandLine(), "--x is wrong");
        case "request" ->
            throw new InvalidRequestException("the baseline system x is not among the systems");
        case "refused" -> throw new RefusedInputException("document d: system s has no muc row");
        case "missing" -> throw new NoSuchFileException("in.csv", null, "no such file");
        case "unwritable" -> throw new IOException("cannot write out.csv: disk full");
        case "unchecked" ->
            throw new UncheckedIOException(new IOException("cannot read in.csv: broken pipe"));
        case "bug" -> throw new IllegalArgumentException("tokensPerSentence must be positive: 0");
        default -> {
          return Main.OK;
        }
      }
    }
  }

  private String out;
  private String err;

  private int run(String failure) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code =
        Main.commandLine(new Failing(), new PrintWriter(o, true), new PrintWriter(e, true))
            .execute(failure);
    out = o.toString();
    err = e.toString();
    return code;
  }

  @Test
  void everyKindOfFailureHasItsExitCodeAndMessage() {
    assertEquals(Main.OK, run("none"));
    assertEquals("", err);

    assertEquals(Main.USAGE, run("usage"));
    assertTrue(
        err.startsWith("--x is wrong\nUsage: fail"), "picocli's message and the usage: " + err);

    assertEquals(Main.USAGE, run("request"));
    assertEquals("corefstats: the baseline system x is not among the systems\n", err);

    assertEquals(Main.REFUSED, run("refused"));
    assertEquals("corefstats: document d: system s has no muc row\n", err);

    assertEquals(Main.IO_ERROR, run("missing"));
    assertEquals("corefstats: in.csv: no such file\n", err);
    assertEquals(Main.IO_ERROR, run("unwritable"));
    assertEquals("corefstats: cannot write out.csv: disk full\n", err);
    assertEquals(Main.IO_ERROR, run("unchecked"));
    assertEquals("corefstats: cannot read in.csv: broken pipe\n", err);
    assertEquals("", out);
  }

  @Test
  void anythingElseIsAnInternalErrorWithItsStackTrace() {
    assertEquals(Main.INTERNAL_ERROR, run("bug"));
    assertTrue(
        err.startsWith(
            "corefstats: internal error: java.lang.IllegalArgumentException: tokensPerSentence"
                + " must be positive: 0\njava.lang.IllegalArgumentException: "),
        err);
    assertTrue(err.contains("\tat org.corefstats.cli.ExitCodeMappingTest$Failing.call("), err);
  }

  @Test
  void anUnknownOptionIsAUsageErrorOfEveryCommand() {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    for (String command :
        Main.commandLine(Main.class, new PrintWriter(o), new PrintWriter(e))
            .getSubcommands()
            .keySet()) {
      if (!command.equals("help")) {
        assertEquals(
            Main.USAGE,
            Main.run(new PrintWriter(o), new PrintWriter(e), command, "--no-such-option"),
            command);
      }
    }
    assertEquals(
        Main.USAGE,
        Main.run(new PrintWriter(o), new PrintWriter(e), "score", "k", "r", "--no-such-option"));
    assertTrue(e.toString().contains("Unknown option: '--no-such-option'"), e.toString());
  }
}
