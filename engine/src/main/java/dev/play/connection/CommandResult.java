package dev.play.connection;

/**
 * The outcome of a command: exit status and decoded output (UTF-8, as is).
 *
 * @param cut the bytes of output not kept, beyond {@link KeptBytes#LIMIT} of each stream (0 when
 *     all of it was kept): then {@code stdout} and {@code stderr} hold only their beginnings
 */
public record CommandResult(int rc, String stdout, String stderr, long cut) {
  public CommandResult(int rc, String stdout, String stderr) {
    this(rc, stdout, stderr, 0);
  }

  public boolean ok() {
    return rc == 0;
  }

  /** Whether some of the output was not kept ({@link #cut}). */
  public boolean wasCut() {
    return cut > 0;
  }
}
