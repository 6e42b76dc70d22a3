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
 * @param request for a probe, what a persistent shell may do with it beside running its script
 *     (stat its files with other probes', keep its code as a function); {@link ProbeRequest#NONE}
 *     for any other command. The script ends with the request's function.
 * @param answerWait how long the controller waits for the command's answer before it gives the
 *     command up (stops its channel or its persistent shell, and the command's result is an exit
 *     status of 255), or null to wait as long as the connection lives: a task's {@code timeout:}
 *     sets it, so that a host that stalls (its {@code timeout} tool missing, its shell stopped)
 *     cannot hold the task past it
 */
public record Command(
    String script,
    byte[] stdin,
    Become become,
    boolean probe,
    ProbeRequest request,
    java.time.Duration answerWait) {
  public Command {
    Objects.requireNonNull(script, "script");
    Objects.requireNonNull(request, "request");
    if (!probe && !request.equals(ProbeRequest.NONE)) {
      throw new IllegalArgumentException("a probe request on a command that is no probe");
    }
    if (!script.endsWith(request.function())) {
      throw new IllegalArgumentException("a probe's script must end with its function");
    }
  }

  public Command(String script, byte[] stdin, Become become, boolean probe, ProbeRequest request) {
    this(script, stdin, become, probe, request, null);
  }

  public Command(String script, byte[] stdin, Become become, boolean probe) {
    this(script, stdin, become, probe, ProbeRequest.NONE);
  }

  public Command(String script, byte[] stdin, Become become) {
    this(script, stdin, become, false);
  }

  public static Command of(String script) {
    return new Command(script, null, null);
  }

  public Command withBecome(Become b) {
    return new Command(script, stdin, b, probe, request, answerWait);
  }

  /** This command, its answer awaited at most {@code w}. */
  public Command withWait(java.time.Duration w) {
    return new Command(script, stdin, become, probe, request, w);
  }
}
