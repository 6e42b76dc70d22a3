package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.OverlayScope;
import dev.play.vars.Scope;
import java.time.Duration;
import java.util.Map;

/**
 * A task's way to the host it runs on (its own, or the one it is delegated to): the pooled
 * connection, opened on first use (a task that runs nothing on the host never connects), and
 * reopened on request by modules that outlive a connection ({@code reboot}).
 */
final class HostConnection {
  private final ConnectionPool pool;
  private final String host;
  private final Scope scope;
  private ConnectionPool.Slot slot;
  private Connection current;

  /**
   * @param host the inventory name of the host commands run on
   * @param scope that host's variables (connection settings), with the task's connection keywords
   *     under them ({@link ConnectionKeywords})
   */
  HostConnection(ConnectionPool pool, String host, Scope scope) {
    this.pool = pool;
    this.host = host;
    this.scope = scope;
  }

  /** A way to {@code fixed} alone ({@link ProbeAhead}'s recording): never pooled nor reopened. */
  HostConnection(String host, Connection fixed) {
    this(null, host, null);
    this.current = fixed;
  }

  /** The variables of the host commands run on (its connection settings). */
  Scope vars() {
    return scope;
  }

  /** The run's clock of changes (a fresh one for a fixed connection, which changes nothing). */
  MutationClock clock() {
    return pool == null ? new MutationClock() : pool.clock();
  }

  synchronized Connection get() throws ConnectionException {
    if (current == null) {
      current = pool.get(slot(), scope);
    }
    return current;
  }

  /**
   * The pooled connection this task would use if it is open already, else null (never opens one).
   */
  synchronized ObservedConnection ifOpen() throws ConnectionException {
    return pool == null ? null : pool.ifOpen(slot());
  }

  private ConnectionPool.Slot slot() throws ConnectionException {
    if (slot == null) {
      slot = pool.slot(host, scope);
    }
    return slot;
  }

  /** Drops the pooled connection and opens a new one: one attempt within {@code connectTimeout}. */
  synchronized void reopen(Duration connectTimeout) throws ConnectionException {
    if (pool == null) {
      throw new ConnectionException("cannot reconnect to " + host + " here");
    }
    ConnectionPool.Slot same = slot();
    current = null;
    long seconds = Math.max(1, connectTimeout.toSeconds());
    Map<String, Object> once = Map.of("ansible_ssh_timeout", seconds, "ansible_ssh_retries", 0);
    current = pool.reopen(same, new OverlayScope(once, scope));
  }
}
