package dev.play.connection;

/** The host could not be reached or the transport broke: the host becomes UNREACHABLE. */
public class ConnectionException extends Exception {
  public ConnectionException(String message) {
    super(message);
  }

  public ConnectionException(String message, Throwable cause) {
    super(message, cause);
  }
}
