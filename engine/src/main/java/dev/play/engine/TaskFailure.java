package dev.play.engine;

/** A task could not run on a host for a reason outside the module (bad variable, bad loop). */
final class TaskFailure extends Exception {
  private final boolean located;

  TaskFailure(String message) {
    this(message, false);
  }

  private TaskFailure(String message, boolean located) {
    super(message);
    this.located = located;
  }

  /** A failure whose message already names the task and where in it the problem is written. */
  static TaskFailure located(String message) {
    return new TaskFailure(message, true);
  }

  boolean isLocated() {
    return located;
  }
}
