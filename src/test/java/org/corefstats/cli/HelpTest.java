package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The help of every command: printed without a picocli warning (picocli warns on its own standard
 * error, for instance about a description with a bare '%'), with the choices of typed options.
 */
class HelpTest extends CliTest {
  /** Every command's name, the top level first (""). */
  private static List<String> commands() {
    List<String> commands = new ArrayList<>(List.of(""));
    commands.addAll(
        Main.commandLine(
                Main.class,
                new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()))
            .getSubcommands()
            .keySet());
    return commands;
  }

  @Test
  void theHelpOfEveryCommandPrintsNoPicocliWarning() {
    List<String> commands = commands();
    assertTrue(
        commands.containsAll(
            List.of(
                "score",
                "run",
                "correlate",
                "behaviour",
                "significance",
                "synth",
                "perturb",
                "convert")),
        commands.toString());
    PrintStream systemErr = System.err;
    ByteArrayOutputStream picocliErr = new ByteArrayOutputStream();
    try {
      System.setErr(new PrintStream(picocliErr, true, StandardCharsets.UTF_8));
      for (String command : commands) {
        int code = command.isEmpty() ? run("--help") : run(command, "--help");
        assertEquals(Main.OK, code, command);
        assertTrue(out.contains("Usage: corefstats " + command), out);
        assertEquals("", err, command);
      }
    } finally {
      System.setErr(systemErr);
    }
    String warnings = picocliErr.toString(StandardCharsets.UTF_8);
    assertFalse(warnings.contains("[picocli WARN]"), warnings);
    assertEquals("", warnings);
  }

  @Test
  void typedOptionsListTheirChoices() {
    assertEquals(Main.OK, run("significance", "--help"));
    assertTrue(out.contains("percentile, bca (bca: bias-corrected"), out);
    assertTrue(out.contains("holm, none (holm: Holm-Bonferroni"), out);
    assertEquals(Main.OK, run("score", "--help"));
    assertTrue(out.replaceAll("\\s+", " ").contains("[--lenient | --strict]"), out);
    assertEquals(Main.OK, run("correlate", "--help"));
    assertTrue(out.contains("Fisher-z 95% interval"), out);
  }
}
