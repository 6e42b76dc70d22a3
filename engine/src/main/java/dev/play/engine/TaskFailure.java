package dev.play.engine;

/** A task could not run on a host for a reason outside the module (bad variable, bad loop). */
final class TaskFailure extends Exception {
  TaskFailure(String message) {
    super(message);
  }
}
