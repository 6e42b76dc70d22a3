package dev.play.engine;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;

/**
 * What a module's planning would send first, for {@link ProbeAhead}: the first probe is kept and
 * planning is stopped there ({@link Stop}); anything else (a command, a file read or written) stops
 * it with nothing kept. Nothing reaches a host.
 */
final class RecordingConnection implements Connection {
  /** Ends a module's planning at its first remote action. */
  static final class Stop extends ConnectionException {
    Stop() {
      super("planning stopped at its first remote action (reading ahead)");
    }
  }

  private final String host;
  private Command probe;

  RecordingConnection(String host) {
    this.host = host;
  }

  /** The first probe planning sent, or null. */
  Command probe() {
    return probe;
  }

  @Override
  public String host() {
    return host;
  }

  @Override
  public CommandResult exec(Command command) throws ConnectionException {
    if (probe == null && command.probe() && command.stdin() == null) {
      probe = command;
    }
    throw new Stop();
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    throw new Stop();
  }

  @Override
  public void close() {
    // nothing to release
  }
}
