package org.corefstats.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Base for tests that run the command line in-process and look at what it printed. */
public abstract class CliTest {
  /** Standard output and standard error of the last {@link #run}. */
  protected String out;

  protected String err;

  /** Standard error of the last run, for use from static set-up code. */
  public String stderr() {
    return err;
  }

  /** {@link #run}, for use from static set-up code through an anonymous instance. */
  public int runCommand(String... args) {
    return run(args);
  }

  /** Runs {@code corefstats ARGS...} and returns its exit code. */
  protected int run(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = Main.run(new PrintWriter(o), new PrintWriter(e), args);
    out = o.toString();
    err = e.toString();
    return code;
  }
}
