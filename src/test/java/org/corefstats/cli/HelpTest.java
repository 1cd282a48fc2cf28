package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The help of every command: printed without a picocli warning (picocli warns on its own standard
 * error, for instance about a description with a bare '%'), with the choices of typed options, its
 * options under their headings; and --version, and the completion script.
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
                "convert",
                "report",
                "completion")),
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
    assertTrue(
        out.matches("(?s).*--interval=METHOD +percentile, bca \\(default: percentile\\)\n.*"), out);
    assertTrue(out.matches("(?s).*--correction=METHOD +holm, none \\(default: holm\\)\n.*"), out);
    assertEquals(Main.OK, run("score", "--help"));
    assertTrue(out.replaceAll("\\s+", " ").contains("[--lenient | --strict]"), out);
    assertEquals(Main.OK, run("correlate", "--help"));
    assertTrue(out.contains("Fisher-z 95% interval"), out);
    assertTrue(out.lines().allMatch(line -> line.length() <= 80), out);
  }

  @Test
  void everyOptionOfEveryCommandHasAHeading() {
    CommandLine root =
        Main.commandLine(
            Main.class, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    List<CommandLine> all = new ArrayList<>(List.of(root));
    all.addAll(root.getSubcommands().values());
    for (CommandLine command : all) {
      for (OptionSpec option : command.getCommandSpec().options()) {
        assertNotNull(OptionHeadings.of(option), option.longestName());
      }
    }
  }

  @Test
  void optionsAreListedUnderTheirHeadingsInOrderWithTheirFirstSentence() {
    assertEquals(Main.OK, run("run", "--help"));
    List<Integer> positions = new ArrayList<>();
    for (OptionHeadings.Heading heading : OptionHeadings.Heading.values()) {
      positions.add(out.indexOf("\n" + heading.title + ":\n"));
    }
    assertTrue(positions.stream().allMatch(p -> p > 0), out);
    assertEquals(positions.stream().sorted().toList(), positions, out);
    String input = out.substring(positions.get(0), positions.get(1));
    assertTrue(input.contains("--key=PATH"), input);
    assertTrue(out.substring(positions.get(3), positions.get(4)).contains("--out=DIR"), out);
    assertTrue(out.substring(positions.get(4), positions.get(5)).contains("--master=URL"), out);
    // the first sentence only: --format's list of file names is in the reference
    assertTrue(
        out.contains("--format=FORMAT        conll, conllu or jsonl: the format of every input\n"),
        out);
    assertFalse(out.contains("optionally .gz; a file named otherwise"), out);
    assertTrue(out.contains("docs/reference/run.md"), out);
    assertTrue(out.lines().allMatch(line -> line.length() <= 80), out);
  }

  @Test
  void firstSentencesEndAtAClauseNotAnAbbreviation() {
    assertEquals(
        "largest piece of one file read by one task, e.g. 128m",
        Descriptions.firstSentence("largest piece of one file read by one task, e.g. 128m; more"));
    assertEquals("keep or remove", Descriptions.firstSentence("keep or remove. Then more"));
    assertEquals(
        "a, b or c: the format of every input",
        Descriptions.firstSentence(
            "a, b or c: the format of every input (default: each file's, from its name, which"
                + " is long enough to be dropped)"));
  }

  @Test
  void versionNamesCorefstatsSparkAndJava() {
    assertEquals(Main.OK, run("--version"));
    List<String> lines = out.lines().toList();
    assertEquals(3, lines.size(), out);
    assertTrue(lines.get(0).startsWith("corefstats "), out);
    assertTrue(lines.get(1).matches("Spark \\d+\\.\\d+\\.\\d+.*"), out);
    assertTrue(lines.get(2).startsWith("Java " + Runtime.version().feature()), out);
    assertEquals(Main.OK, run("score", "--version"));
    assertEquals(lines, out.lines().toList());
  }

  @Test
  void completionScriptsCompleteEveryCommand() {
    assertEquals(Main.OK, run("completion"));
    String bash = out;
    for (String command : commands()) {
      assertTrue(bash.contains(command), command);
    }
    assertTrue(bash.contains("--cone-approx-only"), "options of subcommands are completed");
    assertEquals(Main.OK, run("completion", "zsh"));
    assertEquals(CompletionCommand.ZSH_PREAMBLE + bash, out);
    assertEquals(Main.USAGE, run("completion", "fish"));
  }
}
