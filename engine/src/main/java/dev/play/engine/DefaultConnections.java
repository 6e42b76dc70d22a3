package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.LocalConnection;
import dev.play.vars.Scope;

/**
 * {@code ansible_connection: local} (the default for {@code localhost}) runs on this machine.
 * Other transports are plugged in by the caller.
 */
public final class DefaultConnections implements ConnectionFactory {
  private final ConnectionFactory remote;

  /** @param remote opens non-local connections (SSH), or null when none is available */
  public DefaultConnections(ConnectionFactory remote) {
    this.remote = remote;
  }

  @Override
  public Connection open(String host, Scope vars) throws ConnectionException {
    String kind = vars.contains("ansible_connection") ? String.valueOf(vars.get("ansible_connection")) : null;
    if ("local".equals(kind) || kind == null && isLocalhost(host)) {
      return new LocalConnection(host);
    }
    if (remote == null) {
      throw new ConnectionException("connection type '" + (kind == null ? "ssh" : kind)
          + "' is not available; set ansible_connection=local to manage this machine");
    }
    return remote.open(host, vars);
  }

  static boolean isLocalhost(String host) {
    return host.equals("localhost") || host.equals("127.0.0.1") || host.equals("::1");
  }
}
