package dev.play.connection;

import java.util.Objects;

/**
 * A shell command for a host.
 *
 * @param script POSIX sh script, run as {@code sh -c script}
 * @param stdin bytes written to standard input, or null
 * @param become privilege escalation, or null to run as the connecting user
 * @param probe a script of play's own that only reads state: it starts no background process and
 *     uses none of {@code $$}, {@code $PPID} and {@code $0}, so a persistent shell may run it in a
 *     subshell of its own and stream its output
 */
public record Command(String script, byte[] stdin, Become become, boolean probe) {
  public Command {
    Objects.requireNonNull(script, "script");
  }

  public Command(String script, byte[] stdin, Become become) {
    this(script, stdin, become, false);
  }

  public static Command of(String script) {
    return new Command(script, null, null);
  }

  public Command withBecome(Become b) {
    return new Command(script, stdin, b, probe);
  }
}
