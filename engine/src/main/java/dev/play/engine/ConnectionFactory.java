package dev.play.engine;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;

/** Opens the connection for a host from its variables ({@code ansible_connection}, ...). */
public interface ConnectionFactory {
  Connection open(String host, Scope vars) throws ConnectionException;
}
