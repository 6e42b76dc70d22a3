package dev.play.module.services;

import java.time.Duration;
import java.time.Instant;

/** Time for case tests: starts at a fixed instant and moves only when slept through. */
final class FakeWaits implements Waits {
  private Instant now = Instant.parse("2024-01-02T03:04:05Z");

  @Override
  public Instant now() {
    return now;
  }

  @Override
  public void sleep(Duration d) {
    if (!d.isNegative()) {
      now = now.plus(d);
    }
  }
}
