package dev.play.engine;

import static dev.play.value.Shell.quote;

import dev.play.output.Status;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A task's {@code timeout:} for one attempt: the attempt fails with Ansible's message once the time
 * is up, and each command it runs on the host is run under {@code timeout}, so that the host stops
 * it there (Ansible 2.14 stops waiting but leaves the command running). A command due after the
 * time is up does not start.
 *
 * @param seconds the keyword's value
 * @param deadline {@link System#nanoTime()} when the attempt's time is up
 */
record TaskTimeout(int seconds, long deadline) {
  /** Seconds {@code timeout} waits after TERM before it sends KILL. */
  private static final int KILL_AFTER = 5;

  /** Seconds the controller waits past the host's own kill for the answer of a stopped command. */
  private static final int ANSWER_GRACE = 5;

  /** An attempt of {@code seconds} starting now. */
  static TaskTimeout start(int seconds) {
    return new TaskTimeout(seconds, System.nanoTime() + seconds * 1_000_000_000L);
  }

  boolean passed() {
    return System.nanoTime() - deadline >= 0;
  }

  /**
   * How long the controller waits for a command's answer: the time left, the host's {@code timeout}
   * and its KILL, and a grace for the answer to come. A host that stalls (its {@code timeout} tool
   * missing or lying, its shell stopped) is given up then: the task still ends near its time.
   */
  java.time.Duration answerWait() {
    long left = Math.max(0, deadline - System.nanoTime());
    return java.time.Duration.ofNanos(left).plusSeconds(KILL_AFTER + ANSWER_GRACE);
  }

  /** The script limited to the time left (whole seconds, at least one). */
  String wrap(String script) {
    long left = Math.max(1, (deadline - System.nanoTime() + 999_999_999L) / 1_000_000_000L);
    return "timeout -k " + KILL_AFTER + " " + left + " sh -c " + quote(script);
  }

  /**
   * What a task whose time is up returns, as Ansible words it ({@code action} as the task names
   * it).
   */
  Outcome failed(String action) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    r.put("failed", true);
    r.put(
        "msg",
        "The "
            + action
            + " action failed to execute in the expected time frame ("
            + seconds
            + ") and was terminated");
    return Outcome.of(Status.FAILED, r);
  }
}
