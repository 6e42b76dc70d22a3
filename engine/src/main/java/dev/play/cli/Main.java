package dev.play.cli;

import java.io.PrintStream;
import picocli.CommandLine;

/** {@code play}: runs Ansible-style playbooks. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Parses {@code args}, runs, and returns the exit code; output goes to the given streams. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cmd = new CommandLine(new PlayCommand(out, err));
    cmd.setOut(new java.io.PrintWriter(out, true));
    cmd.setErr(new java.io.PrintWriter(err, true));
    cmd.setParameterExceptionHandler((ex, a) -> {
      err.println("error: " + ex.getMessage());
      err.println("Try 'play --help' for the options.");
      return ExitCodes.BAD_OPTIONS;
    });
    return cmd.execute(args);
  }
}
