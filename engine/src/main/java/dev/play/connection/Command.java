package dev.play.connection;

import java.util.Objects;

/**
 * A shell command for a host.
 *
 * @param script POSIX sh script, run as {@code sh -c script}
 * @param stdin bytes written to standard input, or null
 * @param become privilege escalation, or null to run as the connecting user
 */
public record Command(String script, byte[] stdin, Become become) {
  public Command {
    Objects.requireNonNull(script, "script");
  }

  public static Command of(String script) {
    return new Command(script, null, null);
  }

  public Command withBecome(Become b) {
    return new Command(script, stdin, b);
  }
}
