package dev.play.output;

import java.util.List;

/**
 * Receives what happens during a run; the engine never prints. With {@code strategy: free} calls
 * come from several threads, so implementations synchronise.
 */
public interface RunListener {
  /**
   * A playbook starts: {@code file} as given, with {@code plays} plays (those it imports included).
   */
  default void playbookStart(java.nio.file.Path file, int plays) {}

  default void playStart(String name, List<String> hosts) {}

  default void taskStart(TaskHeader task) {}

  default void hostResult(HostResult result) {}

  /**
   * A task is still running on some hosts: {@code done} of {@code total} hosts finished, the first
   * unfinished one in host order is {@code waitingOn}. Called a few times a second.
   */
  default void progress(
      TaskHeader task, int done, int total, String waitingOn, java.time.Duration elapsed) {}

  /** {@code include_tasks} loaded {@code file} for {@code hosts}. */
  default void included(String file, List<String> hosts, String item) {}

  default void warning(String message) {}

  /**
   * A deprecation a module reported: its text after Ansible's {@code [DEPRECATION WARNING]: }
   * header. Listeners that show warnings show it as a warning of its own kind.
   */
  default void deprecation(String message) {
    warning(message);
  }

  /**
   * The play stopped for {@code hosts}, which had not failed, before its end: {@code why} says what
   * stopped it ({@code any_errors_fatal}, {@code max_fail_percentage}, an interruption). What was
   * predicted for them is incomplete.
   */
  default void stopped(List<String> hosts, String why) {}

  /** No host is left to run on in the current play. */
  default void noHostsLeft() {}

  /**
   * The run is over (or interrupted); {@code stats} of the hosts that had a result, in inventory
   * order.
   */
  default void recap(List<HostStats> stats, boolean checkMode) {}
}
