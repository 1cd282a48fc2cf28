package org.corefstats.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code corefstats} command line. */
@Command(
    name = "corefstats",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description =
        "Coreference evaluation identical to the CoNLL reference scorer v8.01: MUC, B3, CEAF-m, CEAF-e,"
            + " BLANC, LEA, mention detection and the CoNLL score.",
    subcommands = {
      ScoreCommand.class,
      RunCommand.class,
      CorrelateCommand.class,
      BehaviourCommand.class,
      SignificanceCommand.class,
      SynthCommand.class,
      PerturbCommand.class,
      ConvertCommand.class,
      EmptyNodesCommand.class,
      DescribeCommand.class,
      MeiCommand.class,
      ReportCommand.class,
      CompletionCommand.class,
      CommandLine.HelpCommand.class
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:scored (warnings, if any, are in the problem summary)",
      "1:internal error",
      "2:invalid command line, or an output that exists",
      "3:input refused: an error in the key or a response,"
          + " per-document counts or a scores table that cannot be used (see the messages)",
      "4:an input could not be read or an output could not be written",
      "5:run: scored, but some systems were left out because of errors in them"
    })
public final class Main {
  /** Exit codes, as documented in the help. */
  public static final int OK = 0;

  public static final int INTERNAL_ERROR = 1;
  public static final int USAGE = 2;
  public static final int REFUSED = 3;
  public static final int IO_ERROR = 4;
  public static final int PARTIAL = 5;

  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit code. */
  public static int run(String... args) {
    return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
  }

  /** Runs the command line with the given output streams (for tests and embedding). */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    int code = commandLine(Main.class, out, err).execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /**
   * The command line of {@code command} as corefstats runs it: its streams, enum values in any
   * case, its exit codes, its grouped help.
   */
  static CommandLine commandLine(Object command, PrintWriter out, PrintWriter err) {
    ExitCodes exitCodes = new ExitCodes();
    CommandLine commandLine =
        new CommandLine(command)
            .setOut(out)
            .setErr(err)
            .setCaseInsensitiveEnumValuesAllowed(true)
            .setExitCodeExceptionMapper(exitCodes)
            .setExecutionExceptionHandler(exitCodes);
    everyCommand(commandLine);
    return commandLine;
  }

  /** The grouped help, and the version of the whole command line, in every command. */
  private static void everyCommand(CommandLine commandLine) {
    GroupedHelp.install(commandLine);
    commandLine.getCommandSpec().versionProvider(new Version());
    commandLine.getSubcommands().values().forEach(Main::everyCommand);
  }

  /** corefstats' version, and the Spark and Java it runs on (read without starting Spark). */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {
        "corefstats " + (v == null ? "(development build)" : v),
        "Spark " + sparkVersion(),
        "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
      };
    }

    /** The version spark-common-utils' jar records, as Spark's own SPARK_VERSION reads it. */
    static String sparkVersion() {
      try (InputStream in =
          Main.class.getClassLoader().getResourceAsStream("spark-version-info.properties")) {
        if (in == null) {
          return "(not on the class path)";
        }
        Properties info = new Properties();
        info.load(in);
        return info.getProperty("version", "(unknown)");
      } catch (IOException e) {
        return "(unreadable: " + e.getMessage() + ")";
      }
    }
  }
}
