package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import dev.play.secret.CensoringOutputStream;
import dev.play.secret.Secrets;
import dev.play.value.TerminalText;
import java.io.PrintStream;
import picocli.CommandLine;

/** {@code play}: runs Ansible-style playbooks. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    // the process runs one invocation: its own streams are censored of its secrets too, so that
    // whatever else prints (a thread's uncaught exception) is
    Secrets secrets = new Secrets();
    PrintStream out = CensoringOutputStream.wrap(System.out, secrets);
    PrintStream err = CensoringOutputStream.wrap(System.err, secrets);
    System.setOut(out);
    System.setErr(err);
    System.exit(run(args, out, err, secrets));
  }

  /**
   * Parses {@code args}, runs, and returns the exit code; output goes to the given streams. Each
   * call is an invocation of its own, with its own secrets: calls one after the other or at once,
   * on other threads, mask and decrypt only their own.
   */
  public static int run(String[] args, PrintStream rawOut, PrintStream rawErr) {
    return run(args, rawOut, rawErr, new Secrets());
  }

  private static int run(String[] args, PrintStream rawOut, PrintStream rawErr, Secrets secrets) {
    PrintStream out = CensoringOutputStream.wrap(rawOut, secrets);
    PrintStream err = CensoringOutputStream.wrap(rawErr, secrets);
    try {
      return dispatch(args, out, err, secrets);
    } finally {
      out.flush();
      err.flush();
    }
  }

  private static int dispatch(String[] args, PrintStream out, PrintStream err, Secrets secrets) {
    java.util.Optional<Subcommands.Factory> sub =
        args.length > 0 ? Subcommands.find(args[0]) : java.util.Optional.empty();
    if (sub.isPresent()) {
      return command(sub.get().create(out, err, secrets), out, err)
          .execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }
    CommandLine play = command(new PlayCommand(out, err, secrets), out, err);
    picocli.CommandLine.Model.UsageMessageSpec usage = play.getCommandSpec().usageMessage();
    String[] footer = java.util.Arrays.copyOf(usage.footer(), usage.footer().length + 1);
    footer[footer.length - 1] = Subcommands.help();
    usage.footer(footer);
    return play.execute(args);
  }

  private static CommandLine command(Object command, PrintStream out, PrintStream err) {
    CommandLine cmd = new CommandLine(command);
    // "-e @vars.yml" names a variables file, as in Ansible: not one of picocli's argument files
    cmd.setExpandAtFiles(false);
    cmd.setOut(new java.io.PrintWriter(out, true, out.charset()));
    cmd.setErr(new java.io.PrintWriter(err, true, err.charset()));
    cmd.setParameterExceptionHandler(
        (ex, a) -> {
          err.println("error: " + TerminalText.block(ex.getMessage()));
          err.println(
              "Try '"
                  + ex.getCommandLine().getCommandSpec().qualifiedName()
                  + " --help' for the options.");
          return ExitCodes.BAD_OPTIONS;
        });
    return cmd;
  }
}
