package dev.play.cli;

import dev.play.output.CensoringOutputStream;
import dev.play.output.Secrets;
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
    if (args.length > 0 && args[0].equals("doc")) {
      return command(new DocCommand(out, err), out, err).execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }
    if (args.length > 0 && args[0].equals("vault")) {
      return command(new dev.play.cli.vault.VaultCommand(), out, err).execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }
    if (args.length > 0 && args[0].equals("config")) {
      return command(new ConfigCommand(), out, err).execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }
    return command(new PlayCommand(out, err), out, err).execute(args);
  }

  private static CommandLine command(Object command, PrintStream out, PrintStream err) {
    CommandLine cmd = new CommandLine(command);
    // "-e @vars.yml" names a variables file, as in Ansible: not one of picocli's argument files
    cmd.setExpandAtFiles(false);
    cmd.setOut(new java.io.PrintWriter(out, true));
    cmd.setErr(new java.io.PrintWriter(err, true));
    cmd.setParameterExceptionHandler((ex, a) -> {
      err.println("error: " + ex.getMessage());
      err.println("Try 'play --help' for the options.");
      return ExitCodes.BAD_OPTIONS;
    });
    return cmd;
  }
}
