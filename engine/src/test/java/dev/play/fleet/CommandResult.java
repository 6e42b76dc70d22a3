package dev.play.fleet;

/** What a command run on a test host (through {@code docker exec} or the system ssh) returned. */
public record CommandResult(int exitCode, String stdout, String stderr) {
  /** Fails with the command's output unless it exited 0; returns {@code this}. */
  public CommandResult assertOk() {
    if (exitCode != 0) {
      throw new AssertionError(
          "exit " + exitCode + "\nstdout:\n" + stdout + "\nstderr:\n" + stderr);
    }
    return this;
  }

  /** {@code stdout} without its trailing newlines. */
  public String out() {
    return stdout.stripTrailing();
  }
}
