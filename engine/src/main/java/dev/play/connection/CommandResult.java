package dev.play.connection;

/** The outcome of a command: exit status and decoded output (UTF-8, as is). */
public record CommandResult(int rc, String stdout, String stderr) {
  public boolean ok() {
    return rc == 0;
  }
}
