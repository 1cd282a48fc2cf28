package org.corefstats.cli;

import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Layout;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The option list of --help, every command's: the options under {@link OptionHeadings}, each with
 * the first sentence of its description, and where the full descriptions are.
 */
final class GroupedHelp implements CommandLine.IHelpSectionRenderer {
  /** Installs it in {@code commandLine} and all its subcommands. */
  static void install(CommandLine commandLine) {
    commandLine
        .getHelpSectionMap()
        .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, new GroupedHelp());
    commandLine.getSubcommands().values().forEach(GroupedHelp::install);
  }

  @Override
  public String render(Help help) {
    StringBuilder text = new StringBuilder();
    for (Map.Entry<OptionHeadings.Heading, List<OptionSpec>> group :
        OptionHeadings.grouped(help.commandSpec()).entrySet()) {
      text.append(help.createHeading("%n" + group.getKey().title + ":%n"));
      Layout layout = help.createDefaultLayout();
      for (OptionSpec option : group.getValue()) {
        layout.addOption(oneLine(option), help.parameterLabelRenderer());
      }
      text.append(layout);
    }
    String name = help.commandSpec().qualifiedName("-");
    String page = help.commandSpec().parent() == null ? "README" : help.commandSpec().name();
    text.append(
        help.createHeading("%nIn full: man " + name + " or docs/reference/" + page + ".md%n"));
    return text.toString();
  }

  private static OptionSpec oneLine(OptionSpec option) {
    if (option.usageHelp() || option.versionHelp()) {
      return option; // a copy loses the interpolation of their names
    }
    String description = String.join(" ", option.description());
    String sentence = Descriptions.firstSentence(description);
    // the copy's description is formatted again: a '%' picocli has already unescaped is escaped
    return sentence.equals(description)
        ? option
        : OptionSpec.builder(option).description(sentence.replaceAll("%(?![%n])", "%%")).build();
  }
}
