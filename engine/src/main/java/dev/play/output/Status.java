package dev.play.output;

/** The outcome of a task on one host (or one loop item). */
public enum Status {
  OK,
  CHANGED,
  SKIPPED,
  FAILED,
  UNREACHABLE
}
