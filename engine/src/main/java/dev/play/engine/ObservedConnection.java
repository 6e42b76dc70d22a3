package dev.play.engine;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import java.util.List;

/**
 * A pooled connection as the engine uses it: every command that is not a probe, and every file
 * written, moves the run's {@link MutationClock} (and drops this host's answers read ahead); a
 * probe is answered from the {@link ProbeCache} when {@link ProbeAhead} read it ahead and nothing
 * changed since.
 */
final class ObservedConnection implements Connection {
  private final Connection inner;
  private final MutationClock clock;
  private final ProbeCache probes = new ProbeCache();
  private final ConnectionSessions sessions = new ConnectionSessions();

  ObservedConnection(Connection inner, MutationClock clock) {
    this.inner = inner;
    this.clock = clock;
  }

  ProbeCache probes() {
    return probes;
  }

  /** What modules keep on this connection for {@code become}'s identity, until it closes. */
  dev.play.module.HostSession session(dev.play.connection.Become become) {
    return sessions.of(become);
  }

  @Override
  public String host() {
    return inner.host();
  }

  @Override
  public CommandResult exec(Command command) throws ConnectionException {
    if (command.probe() && command.stdin() == null) {
      CommandResult read = probes.take(command, clock.epoch(), System.nanoTime());
      return read != null ? read : inner.exec(command);
    }
    probes.clear();
    return clock.during(() -> inner.exec(command));
  }

  @Override
  public CommandResult serve(
      String server, String request, byte[] stdin, dev.play.connection.Become become)
      throws ConnectionException {
    probes.clear();
    return clock.during(() -> inner.serve(server, request, stdin, become));
  }

  @Override
  public List<CommandResult> probeAll(List<Command> commands) throws ConnectionException {
    return inner.probeAll(commands);
  }

  @Override
  public boolean batchesProbes() {
    return inner.batchesProbes();
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    probes.clear();
    clock.during(
        () -> {
          inner.put(data, path);
          return null;
        });
  }

  @Override
  public void close() {
    sessions.close(inner);
    inner.close();
  }
}
