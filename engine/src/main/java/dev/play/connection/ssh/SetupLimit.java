package dev.play.connection.ssh;

import dev.play.connection.ConnectionException;
import java.util.concurrent.Semaphore;

/**
 * At most {@link #PERMITS} connection set-ups at once across all hosts: an SSH handshake and login,
 * or the start of a persistent shell (a session, {@code sudo}, the loop's first line). Thousands of
 * hosts starting at once would share the controller's and the hosts' CPUs so thinly that set-ups
 * ran past their timeouts (2,000 simulated hosts on 2 cores: 5% of them); a set-up that waits here
 * has not started, so its timeout is not running. Commands on connections that are up are not
 * limited. {@code -Dplay.ssh.setups=N} changes the number.
 */
final class SetupLimit {
  static final int PERMITS = Math.max(1, Integer.getInteger("play.ssh.setups", 64));

  private static final Semaphore SLOTS = new Semaphore(PERMITS, true);

  private SetupLimit() {}

  /** Waits for a slot; {@link #leave()} gives it back. */
  static void enter() throws ConnectionException {
    try {
      SLOTS.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ConnectionException("interrupted while waiting to connect", e);
    }
  }

  static void leave() {
    SLOTS.release();
  }
}
