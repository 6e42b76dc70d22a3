package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The run's connections: one per host and connection settings ({@link ConnectionFactory#key}: a
 * play with {@code remote_user: ubuntu} and one without reach a host as two users), opened on first
 * use and closed at the end. Each is an {@link ObservedConnection} on the run's {@link
 * MutationClock}.
 */
final class ConnectionPool {
  /** One connection's place in the pool: the inventory host and its settings' key. */
  record Slot(String host, Object key) {}

  private final ConnectionFactory factory;
  private final MutationClock clock = new MutationClock();
  private final Map<Slot, ObservedConnection> open = new ConcurrentHashMap<>();
  private final Map<String, Object> locks = new ConcurrentHashMap<>();

  ConnectionPool(ConnectionFactory factory) {
    this.factory = factory;
  }

  /** {@link ConnectionFactory#defaultType}. */
  String defaultType(String host) {
    return factory.defaultType(host);
  }

  /** Where a connection to {@code host} with {@code vars} belongs. */
  Slot slot(String host, Scope vars) throws ConnectionException {
    return new Slot(host, factory.key(host, vars));
  }

  /** The connection to {@code host} with {@code vars}' settings, opened if it is not yet. */
  Connection get(String host, Scope vars) throws ConnectionException {
    return get(slot(host, vars), vars);
  }

  Connection get(Slot slot, Scope vars) throws ConnectionException {
    ObservedConnection c = open.get(slot);
    if (c != null) {
      return c;
    }
    // one lock per host: hosts connect in parallel, a host's tasks wait for its connection
    synchronized (lock(slot.host())) {
      c = open.get(slot);
      if (c == null) {
        c = new ObservedConnection(factory.open(slot.host(), vars), clock);
        open.put(slot, c);
      }
      return c;
    }
  }

  /**
   * Closes the connection in {@code slot}, if any, and opens a new one with {@code vars} (the same
   * settings, other connect timeouts); the pool keeps it there. A failed open leaves the slot
   * empty.
   */
  Connection reopen(Slot slot, Scope vars) throws ConnectionException {
    synchronized (lock(slot.host())) {
      ObservedConnection old = open.remove(slot);
      if (old != null) {
        old.close();
      }
      ObservedConnection c = new ObservedConnection(factory.open(slot.host(), vars), clock);
      open.put(slot, c);
      return c;
    }
  }

  /** The connection in {@code slot} if it is open, else null. */
  ObservedConnection ifOpen(Slot slot) {
    return open.get(slot);
  }

  /** What moves when anything may have changed a host. */
  MutationClock clock() {
    return clock;
  }

  /**
   * Closes and forgets every connection to {@code host} (broken, or reset), so that none is reused.
   */
  void discard(String host) {
    synchronized (lock(host)) {
      List<Slot> slots = open.keySet().stream().filter(s -> s.host().equals(host)).toList();
      slots.forEach(
          s -> {
            Connection c = open.remove(s);
            if (c != null) {
              c.close();
            }
          });
    }
  }

  private Object lock(String host) {
    return locks.computeIfAbsent(host, h -> new Object());
  }

  /**
   * Closes every connection on {@code workers} (the run's, idle once its plays are over): each
   * close waits on its host (the closing scripts' round trips, the shells' and runners' exits), so
   * hosts close side by side.
   */
  void close(java.util.concurrent.ExecutorService workers) {
    List<ObservedConnection> all = List.copyOf(open.values());
    open.clear();
    try {
      workers.invokeAll(
          all.stream()
              .<java.util.concurrent.Callable<Void>>map(
                  c ->
                      () -> {
                        c.close();
                        return null;
                      })
              .toList());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
