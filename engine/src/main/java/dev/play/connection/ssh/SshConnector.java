package dev.play.connection.ssh;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.connection.channel.OpenFailException;
import net.schmizz.sshj.connection.channel.direct.DirectConnection;
import net.schmizz.sshj.userauth.UserAuthException;

/**
 * Opens {@link SshConnection}s: one per host, through its jump hosts, with retries and exponential
 * backoff for connection setup. One connector serves a whole run: it shares one {@link KnownHosts}
 * per known_hosts file (so accept-new has one writer) and asks for each key's passphrase once. sshj
 * (and its crypto set-up) is loaded when the first SSH host is reached, or ahead of it by {@link
 * SshClientSetup#prepare}.
 */
public final class SshConnector {
  private final Authenticator authenticator;
  private final Duration firstBackoff;
  private final Map<Path, KnownHosts> knownHosts = new ConcurrentHashMap<>();

  /** sshj's configuration: the run's, one for every connection. */
  private final SshClientSetup setup;

  /**
   * {@code setup}: the run's sshj configuration, perhaps being made already ({@link
   * SshClientSetup#prepare}).
   */
  public SshConnector(PassphraseSource passphrases, SshClientSetup setup) {
    this(passphrases, setup, Duration.ofMillis(500));
  }

  /** {@code firstBackoff}: the wait after the first failed attempt, doubled after each next one. */
  public SshConnector(PassphraseSource passphrases, SshClientSetup setup, Duration firstBackoff) {
    this.authenticator = new Authenticator(passphrases);
    this.setup = setup;
    this.firstBackoff = firstBackoff;
  }

  /** The known_hosts file shared by every connection of this connector that uses {@code file}. */
  public KnownHosts knownHosts(Path file) {
    return knownHosts.computeIfAbsent(file.toAbsolutePath().normalize(), KnownHosts::new);
  }

  /** Connects and authenticates, trying {@code t.connectAttempts()} times on network failures. */
  public Connection connect(SshTarget t) throws ConnectionException {
    Retryable last = null;
    for (int attempt = 1; attempt <= t.connectAttempts(); attempt++) {
      if (attempt > 1) {
        pause(firstBackoff.multipliedBy(1L << (attempt - 2)));
      }
      SetupLimit.enter();
      try {
        return open(t);
      } catch (Retryable e) {
        last = e;
      } finally {
        SetupLimit.leave();
      }
    }
    int n = t.connectAttempts();
    throw new ConnectionException(
        "cannot reach "
            + t.name()
            + " ("
            + t.label()
            + "): "
            + last.getMessage()
            + " ("
            + n
            + (n == 1 ? " attempt)" : " attempts)"),
        last.getCause());
  }

  private SshConnection open(SshTarget t) throws ConnectionException, Retryable {
    List<SSHClient> chain = new ArrayList<>();
    try {
      SSHClient previous = null;
      for (JumpHop hop : t.jumps()) {
        SSHClient c = jump(t, previous, hop, chain);
        authenticator.authenticate(c, t, hop.user(), hop.toString(), false);
        SharedKeepAlive.start(c, t.keepAlive());
        previous = c;
      }
      SSHClient last = hop(t, previous, t.address(), t.port(), chain);
      authenticator.authenticate(last, t, t.user(), t.label(), true);
      // keep-alives start once logged in: sshd drops a client whose keep-alive request comes in
      // the middle of a slow login (its user lookup, say), which read as a failed login
      SharedKeepAlive.start(last, t.keepAlive());
      chain.remove(last);
      return new SshConnection(t, last, chain);
    } catch (ConnectionException | Retryable | RuntimeException e) {
      chain.reversed().forEach(SshConnection::disconnect);
      throw e;
    }
  }

  /** A jump host's client: when it cannot be reached, the message says that it is the jump host. */
  private SSHClient jump(SshTarget t, SSHClient via, JumpHop hop, List<SSHClient> chain)
      throws ConnectionException, Retryable {
    try {
      return hop(t, via, hop.host(), hop.port(), chain);
    } catch (Retryable e) {
      throw new Retryable("jump host " + hop + " is unreachable: " + e.getMessage(), e.getCause());
    }
  }

  /**
   * Connects one client, directly or through {@code via}; it joins {@code chain} once connected.
   */
  private SSHClient hop(SshTarget t, SSHClient via, String host, int port, List<SSHClient> chain)
      throws ConnectionException, Retryable {
    SSHClient c = new SSHClient(setup.config());
    PolicyVerifier verifier = new PolicyVerifier(knownHosts(t.knownHosts()), t.policy(), t.name());
    c.addHostKeyVerifier(verifier);
    c.setConnectTimeout((int) t.connectTimeout().toMillis());
    c.setSocketFactory(new NoDelaySocketFactory());
    c.getTransport().setTimeoutMs((int) t.connectTimeout().toMillis());
    try {
      if (via == null) {
        // the server's first line is read with a plain socket read: without a read timeout, a
        // host that accepts the connection and says nothing would hold the run forever
        c.setTimeout((int) t.connectTimeout().toMillis());
        c.connect(host, port);
        c.getSocket().setSoTimeout(0); // an idle session may be quiet for as long as it likes
      } else {
        DirectConnection tunnel = via.newDirectConnection(host, port);
        c.connectVia(tunnel);
      }
      chain.add(c);
      return c;
    } catch (IOException e) {
      SshConnection.disconnect(c);
      if (verifier.rejection() != null) {
        throw verifier.rejection();
      }
      throw classify(e, host, port, t, via != null);
    }
  }

  private static Retryable classify(
      IOException e, String host, int port, SshTarget t, boolean tunnelled)
      throws ConnectionException {
    String where = tunnelled ? " (through the jump host)" : "";
    if (e instanceof ConnectException) {
      return new Retryable("connection refused by " + host + ":" + port + where, e);
    }
    if (e instanceof SocketTimeoutException
        || e.getCause() instanceof SocketTimeoutException
        || e.getCause() instanceof java.util.concurrent.TimeoutException) {
      return new Retryable(
          "timed out after "
              + t.connectTimeout().toSeconds()
              + " s connecting to "
              + host
              + ":"
              + port
              + where,
          e);
    }
    if (e instanceof NoRouteToHostException) {
      return new Retryable("no route to host " + host + where, e);
    }
    if (e instanceof UnknownHostException) {
      throw new ConnectionException("cannot reach " + t.name() + ": unknown host " + host, e);
    }
    if (e instanceof UserAuthException) {
      throw new ConnectionException("cannot reach " + t.name() + ": " + e.getMessage(), e);
    }
    return new Retryable(describe(e) + " (" + host + ":" + port + where + ")", e);
  }

  private static String describe(IOException e) {
    String m = e.getMessage();
    if (e instanceof OpenFailException) {
      return "the jump host could not open a tunnel ("
          + m
          + "): is the target up, and does the jump host allow "
          + "TCP forwarding (AllowTcpForwarding)?";
    }
    return m == null ? e.getClass().getSimpleName() : m;
  }

  private static void pause(Duration d) throws ConnectionException {
    try {
      Thread.sleep(d);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ConnectionException("interrupted while connecting", e);
    }
  }

  /** A failure that may pass: the attempt is retried. */
  static final class Retryable extends Exception {
    Retryable(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
