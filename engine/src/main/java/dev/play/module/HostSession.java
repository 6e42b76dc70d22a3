package dev.play.module;

import java.util.function.Supplier;

/**
 * What a module keeps on one connection to a host for one become identity (the connecting user, or
 * a become user and method), from its first use until the connection closes: the end of the run, a
 * reconnect, or a lost host. Thread-safe.
 */
public interface HostSession {
  /** The value kept under {@code key}, made by {@code make} on first use. */
  <T> T get(String key, Supplier<T> make);

  /**
   * Runs {@code script} on the host, as this identity, when the connection closes (best effort: a
   * host that is gone by then keeps what it holds).
   */
  void atClose(String script);
}
