package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One connection per host for the whole run: opened on first use, closed at the end. Each is an
 * {@link ObservedConnection} on the run's {@link MutationClock}.
 */
final class ConnectionPool implements AutoCloseable {
  private final ConnectionFactory factory;
  private final MutationClock clock = new MutationClock();
  private final Map<String, Connection> open = new ConcurrentHashMap<>();
  private final Map<String, Object> locks = new ConcurrentHashMap<>();

  ConnectionPool(ConnectionFactory factory) {
    this.factory = factory;
  }

  Connection get(String host, Scope vars) throws ConnectionException {
    Connection c = open.get(host);
    if (c != null) {
      return c;
    }
    // one lock per host: hosts connect in parallel, a host's tasks wait for its one connection
    synchronized (locks.computeIfAbsent(host, h -> new Object())) {
      c = open.get(host);
      if (c == null) {
        c = new ObservedConnection(factory.open(host, vars), clock);
        open.put(host, c);
      }
      return c;
    }
  }

  /**
   * Closes {@code host}'s connection, if any, and opens a new one with {@code vars}; the pool
   * keeps the new one. A failed open leaves the host without a connection.
   */
  Connection reopen(String host, Scope vars) throws ConnectionException {
    synchronized (locks.computeIfAbsent(host, h -> new Object())) {
      discard(host);
      Connection c = new ObservedConnection(factory.open(host, vars), clock);
      open.put(host, c);
      return c;
    }
  }


  /** {@code host}'s connection if it is open, else null. */
  ObservedConnection ifOpen(String host) {
    return open.get(host) instanceof ObservedConnection c ? c : null;
  }

  /** What moves when anything may have changed a host. */
  MutationClock clock() {
    return clock;
  }

  /** Forgets a broken connection so that it is not reused. */
  void discard(String host) {
    Connection c = open.remove(host);
    if (c != null) {
      c.close();
    }
  }

  @Override
  public void close() {
    open.values().forEach(Connection::close);
    open.clear();
  }
}
