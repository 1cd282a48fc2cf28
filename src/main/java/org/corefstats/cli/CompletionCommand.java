package org.corefstats.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code corefstats completion}: the shell completion script of the whole command line. */
@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Prints a script that completes corefstats' commands and options in bash or zsh, for"
          + " corefstats on the PATH (scripts/corefstats linked or aliased under that name).",
      "Install it for bash:",
      "  scripts/corefstats completion bash \\",
      "    > ~/.local/share/bash-completion/completions/corefstats",
      "for zsh (then source ~/.zfunc/corefstats.zsh from ~/.zshrc):",
      "  scripts/corefstats completion zsh > ~/.zfunc/corefstats.zsh"
    })
final class CompletionCommand implements Callable<Integer> {
  enum Shell {
    bash,
    zsh
  }

  /** zsh runs bash completion scripts once its bashcompinit is loaded. */
  static final String ZSH_PREAMBLE =
      "autoload -U +X compinit && compinit\n" + "autoload -U +X bashcompinit && bashcompinit\n";

  @Spec private CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "SHELL",
      defaultValue = "bash",
      description = "bash or zsh (default: ${DEFAULT-VALUE})")
  private Shell shell;

  @Override
  public Integer call() {
    CommandLine root = spec.root().commandLine();
    String script = AutoComplete.bash("corefstats", root);
    spec.commandLine().getOut().print(shell == Shell.zsh ? ZSH_PREAMBLE + script : script);
    return Main.OK;
  }
}
