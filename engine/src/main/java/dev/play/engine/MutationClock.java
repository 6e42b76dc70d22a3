package dev.play.engine;

import dev.play.connection.ConnectionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts, for a whole run, everything play does that may change a host: each command that is not a
 * probe, each file written, on any host, and each plan applied. A state read ahead of time ({@link
 * ProbeAhead}) stays valid only while this clock has not moved: it moves when such an action starts
 * and when it ends, so a read taken while one was under way is never trusted. One clock for all
 * hosts: hosts may share state (NFS, two inventory names for one machine, a command that reaches
 * another host), so a change anywhere invalidates what was read everywhere.
 */
final class MutationClock {
  private final AtomicLong epoch = new AtomicLong();
  private final AtomicInteger inFlight = new AtomicInteger();

  /** Something play does that may change a host. */
  interface Action<T> {
    T run() throws ConnectionException;
  }

  /** Runs {@code action} between {@link #begin} and {@link #end}, whether it returns or throws. */
  <T> T during(Action<T> action) throws ConnectionException {
    begin();
    try {
      return action.run();
    } finally {
      end();
    }
  }

  /** An action that may change a host starts. */
  private void begin() {
    inFlight.incrementAndGet();
    epoch.incrementAndGet();
  }

  /** That action ended (or failed). */
  private void end() {
    epoch.incrementAndGet();
    inFlight.decrementAndGet();
  }

  /** The current reading. */
  long epoch() {
    return epoch.get();
  }

  /**
   * The current reading when no such action is under way, else -1 (a state read now may be
   * mid-change).
   */
  long quiet() {
    long e = epoch.get();
    return inFlight.get() == 0 && epoch.get() == e ? e : -1;
  }
}
