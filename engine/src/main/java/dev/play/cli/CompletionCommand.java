package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import dev.play.cli.common.Version;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code play completion bash|zsh}: prints play's shell completion script. */
@Command(
    name = "play completion",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = {
      "Prints a completion script for bash or zsh: play's options and subcommands, module names after"
          + " 'play doc', file names for PLAYBOOK, -i and the other options that take a file.",
      "bash: add   source <(play completion bash)   to ~/.bashrc",
      "zsh:  add   source <(play completion zsh)    to ~/.zshrc"
    })
final class CompletionCommand implements Callable<Integer> {
  /**
   * The shells the script is for: one bash script, which sets up zsh's bash completion when zsh
   * sources it.
   */
  enum Shell {
    bash,
    zsh
  }

  private final PrintStream out;
  private final PrintStream err;

  @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
  Shell shell;

  CompletionCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public Integer call() {
    out.print(CompletionScript.bash(out, err));
    return ExitCodes.OK;
  }
}
