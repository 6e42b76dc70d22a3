package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;

/** Opens the connection for a host from its variables ({@code ansible_connection}, ...). */
public interface ConnectionFactory {
  Connection open(String host, Scope vars) throws ConnectionException;

  /**
   * What tells connections to {@code host} apart: tasks whose keys are equal share one connection,
   * others (another login, port or transport) open their own. The default: one per host.
   *
   * @throws ConnectionException when {@code vars} name a connection that cannot be opened
   */
  default Object key(String host, Scope vars) throws ConnectionException {
    return host;
  }

  /**
   * The connection type {@code host} gets when no variable ({@code ansible_connection}) and no
   * {@code connection} keyword names one: what {@code ansible_connection} then shows. The default:
   * local for localhost's names, else ssh.
   */
  default String defaultType(String host) {
    return dev.play.inventory.Inventory.LOCALHOST_NAMES.contains(host) ? "local" : "ssh";
  }
}
