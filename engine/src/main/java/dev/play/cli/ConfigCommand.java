package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import dev.play.cli.common.Version;
import dev.play.config.ConfigDump;
import dev.play.config.PlayConfig;
import dev.play.error.PlayError;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code play config dump}: the effective settings, as {@code ansible-config dump}. */
@Command(
    name = "play config",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description =
        "Shows the settings play reads from ansible.cfg and ANSIBLE_* variables (see docs/config.md).",
    subcommands = ConfigCommand.Dump.class)
final class ConfigCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  @Command(
      name = "dump",
      mixinStandardHelpOptions = true,
      description =
          "Every setting play has, its effective value and where it came from: NAME(origin) = value.",
      exitCodeListHeading = "%nExit codes:%n",
      exitCodeList = {"0:done", "5:a malformed ansible.cfg or a bad setting"})
  static final class Dump implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(
        names = {"--only-changed", "--changed-only"},
        description = "Only the settings not at their default.")
    boolean onlyChanged;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      try {
        PlayConfig config = ConfigNotices.load(err::println, 0);
        ConfigDump.lines(config, onlyChanged).forEach(out::println);
        return ExitCodes.OK;
      } catch (PlayError e) {
        return ExitCodes.report(e, err::println);
      }
    }
  }
}
