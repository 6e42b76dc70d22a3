package dev.play.connection;

import java.util.ArrayList;
import java.util.List;

/**
 * The narrow seam between the engine and a host: run a shell command, write a file, read a file.
 * Implementations: {@link dev.play.connection.local.LocalConnection} and SSH ({@code
 * connection.ssh}). Commands are POSIX {@code sh} scripts; no Python is needed on the host.
 * Implementations must be safe for concurrent calls.
 */
public interface Connection extends AutoCloseable {
  /** The inventory name of the host this connection reaches. */
  String host();

  /** Runs {@code command}; a non-zero exit is a result, not an exception. */
  CommandResult exec(Command command) throws ConnectionException;

  /**
   * Runs {@code probes} ({@link Command#probe}, without standard input) one after the other, as
   * {@link #exec} runs each, and returns their results in order. An implementation that {@link
   * #batchesProbes} sends them together and reads the answers as they come.
   */
  default List<CommandResult> probeAll(List<Command> probes) throws ConnectionException {
    List<CommandResult> out = new ArrayList<>();
    for (Command c : probes) {
      out.add(exec(c));
    }
    return out;
  }

  /**
   * Sends {@code request} (its lines) and {@code stdin} to a process that stays up on the host for
   * this connection and {@code become}'s identity: started on first use by the sh command {@code
   * server} followed by a nonce, it speaks the persistent shell's framing ({@link
   * dev.play.connection.shell.ShellServer}) and its answer is the request's result. Null when this
   * connection keeps no such process, or {@code server} could not start here (the caller then runs
   * the request another way).
   */
  default CommandResult serve(String server, String request, byte[] stdin, Become become)
      throws ConnectionException {
    return null;
  }

  /** Whether {@link #probeAll} costs less than a round trip per probe. */
  default boolean batchesProbes() {
    return false;
  }

  /**
   * Writes {@code data} to exactly {@code path} as the connecting user, mode 0600 when created.
   * Callers write to a temporary name and rename it into place (see the module helpers).
   */
  void put(byte[] data, String path) throws ConnectionException;

  /** Releases the session; further calls fail. */
  @Override
  void close();
}
