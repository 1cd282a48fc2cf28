package org.corefstats.cli.docs;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.corefstats.cli.Descriptions;
import org.corefstats.cli.OptionHeadings;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** docs/reference/COMMAND.md: a command's synopsis, description, options in full, exit codes. */
final class CommandPage {
  private CommandPage() {}

  static String markdown(CommandSpec command) {
    StringBuilder md = new StringBuilder(ReferencePages.GENERATED);
    md.append("# corefstats ").append(command.name()).append("\n\n");
    md.append("```\n").append(synopsis(command)).append("\n```\n\n");
    md.append(text(command.usageMessage().description())).append("\n\n");
    if (!command.positionalParameters().isEmpty()) {
      md.append("## Parameters\n\n");
      for (PositionalParamSpec p : command.positionalParameters()) {
        md.append("### `").append(p.paramLabel()).append("`\n\n");
        md.append(Descriptions.full(p)).append("\n\n");
        String facts = facts(p);
        if (!facts.isEmpty()) {
          md.append(facts).append("\n\n");
        }
      }
    }
    for (Map.Entry<OptionHeadings.Heading, List<OptionSpec>> group :
        OptionHeadings.grouped(command).entrySet()) {
      md.append("## ").append(group.getKey().title).append("\n\n");
      for (OptionSpec option : group.getValue()) {
        md.append("### `").append(label(option)).append("`\n\n");
        md.append(Descriptions.full(option)).append("\n\n");
        String facts = facts(option);
        if (!facts.isEmpty()) {
          md.append(facts).append("\n\n");
        }
      }
    }
    md.append("## Exit codes\n\n").append(exitCodeTable(command.root()));
    md.append("\nSee also: [all commands](README.md), [problems](problems.md),")
        .append(" [output files](outputs.md).\n");
    return md.toString();
  }

  /** The synopsis as --help prints it, without its "Usage: " and at any width. */
  static String synopsis(CommandSpec command) {
    Help help = new Help(command, Help.defaultColorScheme(Help.Ansi.OFF));
    return help.synopsis(0).replaceFirst("^Usage: ", "").stripTrailing();
  }

  /** {@code --name=LABEL} (every name, comma-separated). */
  static String label(OptionSpec option) {
    String names = String.join(", ", option.names());
    return option.typeInfo().isBoolean() || option.arity().max() == 0
        ? names
        : names + "=" + option.paramLabel();
  }

  /** Default, whether it is required, an unusual arity, whether it repeats: one line or empty. */
  static String facts(ArgSpec arg) {
    StringBuilder facts = new StringBuilder();
    // a default the description explains (e.g. "default: no limit") is not repeated as its value
    if (arg.defaultValue() != null
        && !Descriptions.full(arg).toLowerCase(Locale.ROOT).contains("default")) {
      facts.append("Default: `").append(arg.defaultValue()).append("`. ");
    }
    if (arg.required() && arg.group() == null) {
      facts.append("Required. ");
    }
    // a flag takes no value and an option one: only other arities are worth a word
    String arity = arg.arity().toString();
    if (!arity.equals("0") && !arity.equals("1")) {
      facts.append("Values: ").append(arity).append(". ");
    }
    if (arg.isMultiValue()) {
      facts.append("Repeatable.");
    }
    return facts.toString().strip();
  }

  static String exitCodeTable(CommandSpec root) {
    StringBuilder md = new StringBuilder("| Code | Meaning |\n|---|---|\n");
    for (Map.Entry<String, String> code : root.usageMessage().exitCodeList().entrySet()) {
      md.append("| ")
          .append(code.getKey().strip())
          .append(" | ")
          .append(cell(code.getValue()))
          .append(" |\n");
    }
    return md.toString();
  }

  /**
   * A description's lines as Markdown paragraphs, printf escapes resolved; indented lines (commands
   * to type) as a code block.
   */
  static String text(String[] lines) {
    StringBuilder md = new StringBuilder();
    boolean code = false;
    for (String line : lines) {
      String text = line.replace("%n", "\n").replace("%%", "%");
      boolean indented = text.startsWith(" ");
      if (indented != code) {
        md.append(code ? "```\n\n" : "```\n");
        code = indented;
      }
      md.append(indented ? text.substring(2) + "\n" : text.strip() + "\n\n");
    }
    return (code ? md.append("```\n") : md).toString().strip();
  }

  /** Text fit for a Markdown table cell. */
  static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
