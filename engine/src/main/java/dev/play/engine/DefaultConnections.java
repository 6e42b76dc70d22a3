package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.LocalConnection;
import dev.play.inventory.Inventory;
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
    String set = vars.contains("ansible_connection") ? String.valueOf(vars.get("ansible_connection")) : null;
    if (isLocal(host, set, forced)) {
      return new LocalConnection(host);
    }
    String kind = set != null ? set : forced;
    if (kind != null && !kind.equals("ssh") && !kind.equals("paramiko") && !kind.equals("smart")) {
      throw new ConnectionException("unknown connection type '" + kind + "' (play supports ssh and local)");
    }
    if (remote == null) {
      throw new ConnectionException("connection type '" + (kind == null ? "ssh" : kind)
          + "' is not available; set ansible_connection=local to manage this machine");
    }
    return remote.open(host, vars);
  }

  /**
   * Whether {@code host} is managed on this machine: its {@code ansible_connection} ({@code set},
   * null when it has none), else {@code -c} ({@code forced}), says {@code local}, or neither says
   * anything and the name is localhost's.
   */
  public static boolean isLocal(String host, String set, String forced) {
    String kind = set != null ? set : forced;
    return "local".equals(kind) || kind == null && Inventory.LOCALHOST_NAMES.contains(host);
  }
}
