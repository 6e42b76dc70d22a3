package dev.play.connection.become;

import dev.play.connection.ConnectionException;

/**
 * Escalation failed (no or wrong password, a tty required, a timeout): the host was reached, so the
 * engine should report the task FAILED rather than the host UNREACHABLE. Messages never hold the
 * password.
 */
public final class BecomeException extends ConnectionException {
  public BecomeException(String message) {
    super(message);
  }
}
