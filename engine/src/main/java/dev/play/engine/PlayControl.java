package dev.play.engine;

/**
 * Play-wide stop signals: {@code any_errors_fatal}, {@code max_fail_percentage}, {@code end_play}.
 */
final class PlayControl {
  private volatile boolean stopped;

  void stop() {
    stopped = true;
  }

  boolean stopped() {
    return stopped;
  }
}
