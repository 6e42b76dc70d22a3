package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import dev.play.secret.CensoringOutputStream;
import dev.play.secret.Secrets;
import java.io.PrintStream;
import picocli.CommandLine;

/** {@code play}: runs Ansible-style playbooks. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    // the process's own streams too: whatever else prints (a thread's uncaught exception) is censored
    PrintStream out = CensoringOutputStream.wrap(System.out);
    PrintStream err = CensoringOutputStream.wrap(System.err);
    System.setOut(out);
    System.setErr(err);
    System.exit(run(args, out, err));
  }

  /** Parses {@code args}, runs, and returns the exit code; output goes to the given streams. */
  public static int run(String[] args, PrintStream rawOut, PrintStream rawErr) {
    Secrets.clear();
    PrintStream out = CensoringOutputStream.wrap(rawOut);
    PrintStream err = CensoringOutputStream.wrap(rawErr);
    try {
      return dispatch(args, out, err);
    } finally {
      out.flush();
      err.flush();
    }
  }

  private static int dispatch(String[] args, PrintStream out, PrintStream err) {
    java.util.Optional<Subcommands.Factory> sub = args.length > 0 ? Subcommands.find(args[0]) : java.util.Optional.empty();
    if (sub.isPresent()) {
      return command(sub.get().create(out, err), out, err).execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }
    CommandLine play = command(new PlayCommand(out, err), out, err);
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
    cmd.setOut(new java.io.PrintWriter(out, true));
    cmd.setErr(new java.io.PrintWriter(err, true));
    cmd.setParameterExceptionHandler((ex, a) -> {
      err.println("error: " + ex.getMessage());
      err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help' for the options.");
      return ExitCodes.BAD_OPTIONS;
    });
    return cmd;
  }
}
