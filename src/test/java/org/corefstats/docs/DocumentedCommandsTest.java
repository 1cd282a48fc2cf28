package org.corefstats.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.corefstats.cli.Main;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code scripts/corefstats ...} command of the {@code bash} and {@code sh} code blocks
 * of README.md and docs/guide/*.md, in process and from the project root, in the order each file
 * gives them (a command may read what an earlier one of its file wrote), and checks its exit code.
 *
 * <p>The conventions (docs/development.md, "Commands in the documentation"):
 *
 * <ul>
 *   <li>a block holding the line {@code # not run by the docs test} is not run (commands that need
 *       a cluster, shell variables, pipes or data outside the repository);
 *   <li>a command ending in the comment {@code # exits N} must exit with N, every other with 0;
 *   <li>a line ending in {@code \} continues on the next; other comments ({@code # ...}) are
 *       ignored; lines that do not start with {@code scripts/corefstats } are not run;
 *   <li>words are split as a shell splits them (single and double quotes, backslash escapes); a
 *       variable, a pipe, a redirection or a second command is refused: mark such a block not run.
 * </ul>
 */
class DocumentedCommandsTest {
  static final String NOT_RUN = "# not run by the docs test";
  private static final String LAUNCHER = "scripts/corefstats";
  private static final Pattern FENCE = Pattern.compile("^\\s*(```+|~~~+)\\s*([\\w+-]*)(.*)$");
  private static final Pattern EXITS = Pattern.compile("#\\s*exits\\s+(\\d+)\\s*$");

  /** One documented command: where it is, its words and the exit code it must give. */
  record Command(Path file, int line, String text, List<String> args, int expectedExit) {
    String where() {
      return file + ":" + line;
    }
  }

  static List<Path> documents() throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(Path.of("README.md"));
    Path guide = Path.of("docs", "guide");
    if (Files.isDirectory(guide)) {
      try (Stream<Path> s = Files.list(guide)) {
        s.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
      }
    }
    return files;
  }

  @TestFactory
  Stream<DynamicNode> everyDocumentedCommandRuns() throws IOException {
    List<DynamicNode> nodes = new ArrayList<>();
    for (Path file : documents()) {
      List<Command> commands = commands(file, Files.readAllLines(file));
      List<DynamicTest> tests = new ArrayList<>();
      for (Command c : commands) {
        tests.add(DynamicTest.dynamicTest(c.where() + ": " + c.text(), () -> runCommand(c)));
      }
      nodes.add(DynamicContainer.dynamicContainer(file.toString(), tests));
    }
    return nodes.stream();
  }

  @Test
  void theReadmesFirstScreenCommandIsFoundAndTheConventionsHold() throws IOException {
    List<Command> readme = commands(Path.of("README.md"), Files.readAllLines(Path.of("README.md")));
    assertTrue(
        readme.stream()
            .anyMatch(
                c ->
                    c.args()
                        .equals(
                            List.of(
                                "run",
                                "--key",
                                "samples/key",
                                "--systems",
                                "samples/systems",
                                "--out",
                                "target/sample-run",
                                "--overwrite"))),
        () -> "README.md's first command was not found among " + readme);
    List<String> doc =
        List.of(
            "```bash",
            "scripts/corefstats score a \\",
            "    'b c' \"d\\\"e\" --x   # a comment",
            "mvn -B verify",
            "scripts/corefstats score bad   # exits 3",
            "```",
            "```bash",
            NOT_RUN + ": needs a cluster",
            "scripts/corefstats run --master spark://h:7077",
            "```",
            "```",
            "scripts/corefstats not a shell block",
            "```");
    List<Command> found = commands(Path.of("x.md"), doc);
    assertEquals(2, found.size(), found::toString);
    assertEquals(List.of("score", "a", "b c", "d\"e", "--x"), found.get(0).args());
    assertEquals(2, found.get(0).line());
    assertEquals(0, found.get(0).expectedExit());
    assertEquals(3, found.get(1).expectedExit());
    AssertionError refused =
        assertThrows(AssertionError.class, () -> words("x.md:1", "scripts/corefstats score $KEY"));
    assertTrue(refused.getMessage().contains("x.md:1"), refused.getMessage());
    assertThrows(AssertionError.class, () -> words("x.md:1", "scripts/corefstats score a | head"));
  }

  private static void runCommand(Command c) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    long start = System.nanoTime();
    int code =
        Main.run(new PrintWriter(out), new PrintWriter(err), c.args().toArray(String[]::new));
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.printf("docs command %s (%d ms, exit %d): %s%n", c.where(), ms, code, c.text());
    assertEquals(
        c.expectedExit(),
        code,
        () ->
            "The command at "
                + c.where()
                + " exited with "
                + code
                + " (the documentation says "
                + c.expectedExit()
                + "):\n  "
                + c.text()
                + "\nstandard error:\n"
                + tail(err.toString())
                + "\nstandard output:\n"
                + tail(out.toString()));
  }

  private static String tail(String s) {
    return s.length() <= 4000 ? s : "..." + s.substring(s.length() - 4000);
  }

  /** The commands of a Markdown file's bash and sh blocks, in file order. */
  static List<Command> commands(Path file, List<String> lines) {
    List<Command> commands = new ArrayList<>();
    int i = 0;
    while (i < lines.size()) {
      Matcher fence = FENCE.matcher(lines.get(i));
      if (!fence.matches()) {
        i++;
        continue;
      }
      String marker = fence.group(1);
      String language = fence.group(2);
      int start = i + 1;
      int end = start;
      while (end < lines.size() && !lines.get(end).trim().startsWith(marker)) {
        end++;
      }
      List<String> block = lines.subList(start, Math.min(end, lines.size()));
      boolean shell = language.equals("bash") || language.equals("sh");
      boolean notRun = block.stream().anyMatch(l -> l.trim().startsWith(NOT_RUN));
      if (shell && !notRun) {
        commands.addAll(blockCommands(file, start, block));
      }
      i = end + 1;
    }
    return commands;
  }

  private static List<Command> blockCommands(Path file, int firstLine, List<String> block) {
    List<Command> commands = new ArrayList<>();
    int k = 0;
    while (k < block.size()) {
      int lineNumber = firstLine + k + 1;
      StringBuilder text = new StringBuilder();
      String line = block.get(k);
      while (line.endsWith("\\") && k + 1 < block.size()) {
        text.append(line, 0, line.length() - 1).append(' ');
        k++;
        line = block.get(k);
      }
      text.append(line);
      k++;
      String command = text.toString().trim();
      if (!command.startsWith(LAUNCHER + " ")) {
        continue;
      }
      int expected = 0;
      Matcher exits = EXITS.matcher(command);
      if (exits.find()) {
        expected = Integer.parseInt(exits.group(1));
      }
      List<String> words = words(file + ":" + lineNumber, command);
      commands.add(
          new Command(
              file,
              lineNumber,
              command.replaceAll("\\s+", " "),
              words.subList(1, words.size()),
              expected));
    }
    return commands;
  }

  /** Splits a command line as a shell would, refusing what needs a shell. */
  static List<String> words(String where, String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    int i = 0;
    while (i < command.length()) {
      char c = command.charAt(i);
      if (Character.isWhitespace(c)) {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
        i++;
      } else if (c == '#' && word == null) {
        break; // a comment
      } else if (c == '\'') {
        int close = command.indexOf('\'', i + 1);
        refuseIf(close < 0, where, "an unclosed single quote", command);
        word = word == null ? new StringBuilder() : word;
        word.append(command, i + 1, close);
        i = close + 1;
      } else if (c == '"') {
        word = word == null ? new StringBuilder() : word;
        i++;
        while (i < command.length() && command.charAt(i) != '"') {
          char d = command.charAt(i);
          refuseIf(d == '$' || d == '`', where, "a variable or a substitution", command);
          if (d == '\\'
              && i + 1 < command.length()
              && "\"\\$`".indexOf(command.charAt(i + 1)) >= 0) {
            i++;
          }
          word.append(command.charAt(i));
          i++;
        }
        refuseIf(i >= command.length(), where, "an unclosed double quote", command);
        i++;
      } else if (c == '\\' && i + 1 < command.length()) {
        word = word == null ? new StringBuilder() : word;
        word.append(command.charAt(i + 1));
        i += 2;
      } else {
        refuseIf(
            "$`|&;<>(){}*?".indexOf(c) >= 0, where, "the shell character '" + c + "'", command);
        word = word == null ? new StringBuilder() : word;
        word.append(c);
        i++;
      }
    }
    if (word != null) {
      words.add(word.toString());
    }
    return words;
  }

  private static void refuseIf(boolean bad, String where, String what, String command) {
    assertFalse(
        bad,
        () ->
            where
                + ": the documented command uses "
                + what
                + ", which this test does not run as a shell would; quote it, or mark its block"
                + " with the line '"
                + NOT_RUN
                + "':\n  "
                + command);
  }
}
