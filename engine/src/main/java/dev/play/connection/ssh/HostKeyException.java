package dev.play.connection.ssh;

import dev.play.connection.ConnectionException;

/** The host's key is unknown (STRICT), changed or revoked: the connection was refused. */
final class HostKeyException extends ConnectionException {
  public HostKeyException(String message) {
    super(message);
  }
}
