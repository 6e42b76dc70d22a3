package dev.play.connection.ssh;

import dev.play.connection.Become;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.become.BecomeHandshake;
import dev.play.connection.become.BecomeWrapper;
import dev.play.connection.become.ProcessOutput;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import dev.play.connection.shell.RemoteShell;
import dev.play.connection.shell.ShellPool;
import dev.play.connection.shell.ShellServer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.connection.channel.direct.Session;
import net.schmizz.sshj.connection.channel.direct.Signal;
import net.schmizz.sshj.sftp.SFTPClient;

/**
 * One persistent SSH connection to a host (through its jump hosts, if any), shared by every call.
 * At most {@code maxChannels} channels are open at once; the others wait. A broken transport is a
 * {@link ConnectionException}; a non-zero exit status is a result.
 */
final class SshConnection implements Connection {
  /**
   * Persistent shells on (default), or off with {@code -Dplay.ssh.shells=false} (one channel per
   * command).
   */
  static final boolean SHELLS = !"false".equals(System.getProperty("play.ssh.shells"));

  private final SshTarget target;
  private final SSHClient client;
  private final List<SSHClient> hops;
  private final Semaphore channels;
  private final BecomeWrapper wrapper;
  private final BecomeHandshake handshake;
  private final ShellPool shells;

  /** Servers ({@link #serve}) that could not start on this host: not tried again. */
  private final java.util.Set<String> noServers =
      java.util.concurrent.ConcurrentHashMap.newKeySet();

  /** Why the transport died (keep-alives unanswered, the server gone), once it has. */
  private volatile String lostBecause;

  SshConnection(SshTarget target, SSHClient client, List<SSHClient> hops) {
    this.target = target;
    this.client = client;
    this.hops = List.copyOf(hops);
    this.channels = new Semaphore(target.maxChannels(), true);
    this.wrapper = BecomeWrapper.random();
    this.handshake = new BecomeHandshake(target.becomeTimeout());
    this.shells = new ShellPool(Math.max(1, target.maxChannels() / 2));
    client.getTransport().setDisconnectListener((reason, message) -> lostBecause = message);
  }

  @Override
  public String host() {
    return target.name();
  }

  /**
   * Runs {@code command} through one of the host's persistent shells (its standard input, if any,
   * sent after it), or on a channel of its own when no shell can be had.
   */
  @Override
  public CommandResult exec(Command command) throws ConnectionException {
    if (SHELLS) {
      CommandResult r = viaShell(command);
      if (r != null) {
        return r;
      }
    }
    return viaChannel(command);
  }

  /**
   * Probes of one identity go to one persistent shell together (one round trip); a run of another
   * identity, or a host without shells, goes as {@link #exec} would send each.
   */
  @Override
  public List<CommandResult> probeAll(List<Command> probes) throws ConnectionException {
    List<CommandResult> out = new ArrayList<>();
    int from = 0;
    while (from < probes.size()) {
      int to = from + 1;
      String identity = identity(probes.get(from));
      while (to < probes.size() && identity(probes.get(to)).equals(identity)) {
        to++;
      }
      out.addAll(together(probes.subList(from, to), identity));
      from = to;
    }
    return out;
  }

  @Override
  public boolean batchesProbes() {
    return SHELLS;
  }

  /** Probes of {@code identity} on one shell; one by one where no shell can be had. */
  private List<CommandResult> together(List<Command> probes, String identity)
      throws ConnectionException {
    RemoteShell shell = SHELLS && probes.size() > 1 ? shellFor(probes.getFirst(), identity) : null;
    if (shell == null) {
      return Connection.super.probeAll(probes);
    }
    try {
      List<CommandResult> r = shell.runProbes(probes);
      shells.give(identity, shell);
      return r;
    } catch (RemoteShell.Broken e) {
      CommandResult broken = broken(shell, e);
      return probes.stream().map(c -> broken).toList();
    }
  }

  /**
   * The request on a server process of {@code server} and {@code become}'s identity, kept in the
   * shell pool beside the shells; null when none can be had (shells off, the pool full, or the
   * server would not start here).
   */
  @Override
  public CommandResult serve(String server, String request, byte[] stdin, Become become)
      throws ConnectionException {
    String identity = identity(become) + "\0" + server;
    if (!SHELLS || noServers.contains(server)) {
      return null;
    }
    RemoteShell shell = shells.take(identity);
    if (shell == null && shells.reserve()) {
      shell = openServer(server, become);
    }
    if (shell == null) {
      return null;
    }
    try {
      CommandResult r = shell.run(request, stdin);
      shells.give(identity, shell);
      return r;
    } catch (RemoteShell.Broken e) {
      return broken(shell, e);
    }
  }

  /** A new server process (a reservation of the pool is made); null when it does not start here. */
  private RemoteShell openServer(String server, Become become) throws ConnectionException {
    return inSetupSlot(
        () -> {
          try {
            String nonce = BecomeWrapper.randomHex();
            return start(nonce, new Command(server + " " + nonce, null, become));
          } catch (RemoteShell.Unavailable e) {
            noServers.add(server);
            return null;
          }
        });
  }

  /** How a shell or server is started, once a channel and a set-up slot are held. */
  private interface Opening {
    RemoteShell open() throws ConnectionException;
  }

  /**
   * Opens with a channel and a set-up slot held ({@link SetupLimit}); the pool's reservation is
   * made.
   */
  private RemoteShell inSetupSlot(Opening opening) throws ConnectionException {
    acquire();
    try {
      SetupLimit.enter();
    } catch (ConnectionException e) {
      releaseShellSlot();
      throw e;
    }
    try {
      return opening.open();
    } finally {
      SetupLimit.leave();
    }
  }

  /** An idle or new shell of {@code identity}, or null when none can be had. */
  private RemoteShell shellFor(Command command, String identity) throws ConnectionException {
    RemoteShell shell = shells.take(identity);
    if (shell != null || !shells.reserve()) {
      return shell;
    }
    return openShell(command.become());
  }

  /** The command on a shell of its identity, or null when no shell can be had (then a channel). */
  private CommandResult viaShell(Command command) throws ConnectionException {
    String identity = identity(command);
    RemoteShell shell = shellFor(command, identity);
    if (shell == null) {
      return null;
    }
    try {
      CommandResult r =
          command.probe() && command.stdin() == null
              ? shell.probe(command.script(), command.request())
              : shell.run(command.script(), command.stdin(), command.answerWait());
      shells.give(identity, shell);
      return r;
    } catch (RemoteShell.Broken e) {
      return broken(shell, e);
    }
  }

  /**
   * A shell that broke under a command is closed; its command's result says why (exit 255), or the
   * host is lost when the connection went with it.
   */
  private CommandResult broken(RemoteShell shell, RemoteShell.Broken e) throws ConnectionException {
    shell.close();
    if (!transportAlive()) {
      throw lostDuringCommand();
    }
    return new CommandResult(255, "", e.getMessage() + "\n");
  }

  /**
   * Whether the connection still carries channels: the shell's output may end (sshd killed) before
   * the transport notices, so a channel is opened to ask.
   */
  private boolean transportAlive() {
    if (!client.isConnected()) {
      return false;
    }
    try (Session probe = newSession()) {
      return probe.isOpen();
    } catch (IOException e) {
      return false;
    }
  }

  private String identity(Command command) {
    return identity(command.become());
  }

  private String identity(Become b) {
    return b == null || b.user().equals(target.user()) ? "" : b.identity();
  }

  /**
   * A new shell holding a channel for its life (a reservation of the pool is made); null when the
   * host cannot run one (then never tried again).
   */
  private RemoteShell openShell(Become become) throws ConnectionException {
    return inSetupSlot(() -> startShell(become));
  }

  /** {@link #openShell}'s work, within a set-up slot. */
  private RemoteShell startShell(Become become) throws ConnectionException {
    try {
      String nonce = BecomeWrapper.randomHex();
      return start(nonce, new Command(ShellServer.script(nonce), null, become));
    } catch (RemoteShell.Unavailable e) {
      shells.unavailable();
      return null;
    }
  }

  /**
   * Starts {@code command} (a shell loop or a server speaking its framing, marked by {@code nonce})
   * on a channel of its own, answering sudo's prompt, until it says it is ready.
   *
   * @throws RemoteShell.Unavailable when it does not start (its slot and channel are given back)
   */
  private RemoteShell start(String nonce, Command command)
      throws ConnectionException, RemoteShell.Unavailable {
    Session session = null;
    try {
      WrappedCommand wrapped = wrapper.wrap(command, target.user());
      session = newSession();
      Session.Command cmd = session.exec(wrapped.commandLine() + " 2>&1");
      Session opened = session;
      ProcessStreams streams =
          new ProcessStreams(
              cmd.getInputStream(),
              cmd.getErrorStream(),
              cmd.getOutputStream(),
              () -> closeQuietly(cmd));
      return RemoteShell.open(
          streams,
          () -> cmd.isOpen() && !cmd.isEOF(),
          wrapped,
          nonce,
          target.becomeTimeout(),
          target.name(),
          () -> {
            closeQuietly(opened);
            releaseShellSlot();
          });
    } catch (IOException e) {
      releaseShellSlot();
      closeQuietly(session);
      throw lost(e);
    }
  }

  /** Gives back what {@link #openShell} took: the pool's reservation and the channel. */
  private void releaseShellSlot() {
    shells.released();
    channels.release();
  }

  private CommandResult viaChannel(Command command) throws ConnectionException {
    WrappedCommand wrapped = wrapper.wrap(command, target.user());
    acquire();
    try (Session session = newSession()) {
      Session.Command cmd = session.exec(wrapped.commandLine());
      ProcessStreams streams =
          new ProcessStreams(
              cmd.getInputStream(),
              cmd.getErrorStream(),
              cmd.getOutputStream(),
              () -> closeQuietly(cmd));
      ProcessOutput out =
          handshake.run(wrapped, streams, command.stdin(), target.name(), command.answerWait());
      cmd.join();
      return result(cmd, out);
    } catch (IOException e) {
      throw lost(e);
    } finally {
      channels.release();
    }
  }

  private CommandResult result(Session.Command cmd, ProcessOutput out) throws ConnectionException {
    Integer status = cmd.getExitStatus();
    if (status != null) {
      return new CommandResult(status, out.stdoutText(), out.stderrText(), out.cut());
    }
    Signal signal = cmd.getExitSignal();
    if (signal == null && !client.isConnected()) {
      throw lostDuringCommand();
    }
    String why =
        signal == null ? "the command ended without an exit status" : "killed by signal " + signal;
    return new CommandResult(255, out.stdoutText(), out.stderrText() + why + "\n", out.cut());
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    acquire();
    try (SFTPClient sftp = newSftp()) {
      SftpFiles.write(sftp, path, data);
    } catch (IOException e) {
      throw failure("cannot write " + path, e);
    } finally {
      channels.release();
    }
  }

  /** sshj says "not connected" with an unchecked exception when the transport died a moment ago. */
  private Session newSession() throws IOException {
    try {
      return client.startSession();
    } catch (IllegalStateException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  private SFTPClient newSftp() throws IOException {
    try {
      return client.newSFTPClient();
    } catch (IllegalStateException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  private void acquire() throws ConnectionException {
    try {
      channels.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ConnectionException(
          "interrupted while waiting for a channel to " + target.name(), e);
    }
  }

  private ConnectionException failure(String what, IOException e) {
    return client.isConnected()
        ? new ConnectionException(what + " on " + target.name() + ": " + e.getMessage(), e)
        : lost(e);
  }

  private ConnectionException lostDuringCommand() {
    String why = lostBecause;
    return new ConnectionException(
        "connection to "
            + target.name()
            + " ("
            + target.label()
            + ") lost during a command"
            + (why == null || why.isBlank() ? "" : ": " + why));
  }

  /**
   * The host is lost: why the transport ended when it said, else the I/O error; sshj's bare "Not
   * connected" (the connection had ended before this call) is said in words.
   */
  private ConnectionException lost(IOException e) {
    String why =
        lostBecause != null && !lostBecause.isBlank()
            ? lostBecause
            : "Not connected".equals(e.getMessage())
                ? "the connection had ended (sshd stopped, the host went down or its network"
                    + " was cut)"
                : e.getMessage();
    return new ConnectionException(
        "connection to " + target.name() + " (" + target.label() + ") lost: " + why, e);
  }

  private static void closeQuietly(AutoCloseable c) {
    if (c == null) {
      return;
    }
    try {
      c.close();
    } catch (Exception e) {
      // already closed
    }
  }

  @Override
  public void close() {
    shells.closeAll();
    disconnect(client);
    for (int i = hops.size() - 1; i >= 0; i--) {
      disconnect(hops.get(i));
    }
  }

  static void disconnect(SSHClient c) {
    try {
      c.disconnect();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
