package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.LocalConnection;
import dev.play.vars.Scope;

/**
 * Chooses the transport: {@code ansible_connection} from the inventory, else {@code -c}, else
 * local for {@code localhost} and SSH for every other host.
 */
public final class DefaultConnections implements ConnectionFactory {
  private final ConnectionFactory remote;
  private final String forced;

  /**
   * @param remote opens non-local connections (SSH), or null when none is available
   * @param forced the {@code -c} choice ("local" or "ssh"), or null
   */
  public DefaultConnections(ConnectionFactory remote, String forced) {
    this.remote = remote;
    this.forced = forced;
  }

  @Override
  public Connection open(String host, Scope vars) throws ConnectionException {
    String kind = vars.contains("ansible_connection") ? String.valueOf(vars.get("ansible_connection")) : forced;
    if ("local".equals(kind) || kind == null && isLocalhost(host)) {
      return new LocalConnection(host);
    }
    if (kind != null && !kind.equals("ssh") && !kind.equals("paramiko") && !kind.equals("smart")) {
      throw new ConnectionException("unknown connection type '" + kind + "' (play supports ssh and local)");
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
