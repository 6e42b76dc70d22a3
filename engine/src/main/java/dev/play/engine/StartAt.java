package dev.play.engine;

/** {@code --start-at-task}: tasks are skipped until one with this name is reached. */
final class StartAt {
  private final String target;
  private volatile boolean reached;

  StartAt(String target) {
    this.target = target;
    this.reached = target == null;
  }

  boolean reached(String taskName) {
    if (!reached && target.equals(taskName)) {
      reached = true;
    }
    return reached;
  }
}
