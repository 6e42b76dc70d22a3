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
 *     subshell of its own and stream its output. Its code after a line {@link #FUNCTION_MARK}
 *     (a comment: any shell runs the script unchanged) depends on nothing but the values set
 *     before it, so a persistent shell keeps that code as a function and later probes send only
 *     their values and the function's name.
 */
public record Command(String script, byte[] stdin, Become become, boolean probe) {
  /** In a probe, the line after which the code is the same for every probe of its kind. */
  public static final String FUNCTION_MARK = "#play-function\n";

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
