package dev.play.module.services;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** The time a waiting module reads and sleeps through: the system's, or a test's. */
interface Waits {
  Instant now();

  void sleep(Duration d);

  /** The system clock and {@link Thread#sleep}; an interrupt ends the sleep early and is kept. */
  static Waits system() {
    Clock clock = Clock.systemUTC();
    return new Waits() {
      @Override
      public Instant now() {
        return clock.instant();
      }

      @Override
      public void sleep(Duration d) {
        if (d.isNegative() || d.isZero()) {
          return;
        }
        try {
          Thread.sleep(d);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    };
  }

  /** Whole seconds from {@code start} to now. */
  default int secondsSince(Instant start) {
    return Math.toIntExact(Duration.between(start, now()).toSeconds());
  }
}
