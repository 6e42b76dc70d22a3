package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.local.LocalConnection;
import dev.play.inventory.Inventory;
import dev.play.playbook.ConnectionNames;
import dev.play.vars.Scope;

/**
 * Chooses the transport: {@code ansible_connection} from the variables (where a task's {@code
 * connection} keyword sits below every variable: {@link ConnectionKeywords}), else {@code -c}, else
 * local for {@code localhost} and SSH for every other host.
 */
public final class DefaultConnections implements ConnectionFactory {
  private static final Object LOCAL = "local";
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
    return isLocal(host, vars) ? new LocalConnection(host) : remote(vars).open(host, vars);
  }

  @Override
  public Object key(String host, Scope vars) throws ConnectionException {
    return isLocal(host, vars) ? LOCAL : remote(vars).key(host, vars);
  }

  /**
   * {@code -c} (else the {@code transport} setting) when given, else local for localhost and ssh
   * for the others.
   */
  @Override
  public String defaultType(String host) {
    return forced != null ? forced : ConnectionFactory.super.defaultType(host);
  }

  private boolean isLocal(String host, Scope vars) {
    return isLocal(host, set(vars), forced);
  }

  private static String set(Scope vars) {
    return vars.contains("ansible_connection")
        ? String.valueOf(vars.get("ansible_connection"))
        : null;
  }

  /** The factory of a host that is not local: SSH, under any of the names Ansible gives it. */
  private ConnectionFactory remote(Scope vars) throws ConnectionException {
    String set = set(vars);
    String kind = set != null ? set : forced;
    if (kind != null && !ConnectionNames.SSH.contains(kind)) {
      throw new ConnectionException(ConnectionNames.unsupported(kind));
    }
    if (remote == null) {
      throw new ConnectionException(
          "connection type '"
              + (kind == null ? "ssh" : kind)
              + "' is not available; set ansible_connection=local to manage this machine");
    }
    return remote;
  }

  /**
   * Whether {@code host} is managed on this machine: its {@code ansible_connection} ({@code set},
   * null when it has none), else {@code -c} ({@code forced}), says {@code local}, or neither says
   * anything and the name is localhost's.
   */
  public static boolean isLocal(String host, String set, String forced) {
    String kind = set != null ? set : forced;
    return kind != null
        ? ConnectionNames.LOCAL.contains(kind)
        : Inventory.LOCALHOST_NAMES.contains(host);
  }
}
