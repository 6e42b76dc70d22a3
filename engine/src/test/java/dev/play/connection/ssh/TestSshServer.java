package dev.play.connection.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.forward.AcceptAllForwardingFilter;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;
import org.apache.sshd.server.subsystem.SubsystemFactory;

/** An in-process sshd on 127.0.0.1 that runs commands with /bin/sh -c and counts open commands. */
final class TestSshServer implements AutoCloseable, ProcessCommand.Tracker {
  static final Path SFTP_SERVER = Path.of("/usr/lib/openssh/sftp-server");
  final SshServer sshd = SshServer.setUpDefaultServer();
  final KeyPair hostKey;
  final Set<String> authorizedKeys = ConcurrentHashMap.newKeySet();
  volatile String password;
  private final AtomicInteger running = new AtomicInteger();
  final AtomicInteger maxRunning = new AtomicInteger();

  TestSshServer(boolean allowForwarding) throws Exception {
    hostKey = ecKey();
    sshd.setHost("127.0.0.1");
    sshd.setPort(0);
    org.apache.sshd.core.CoreModuleProperties.TCP_NODELAY.set(sshd, true);
    sshd.setKeyPairProvider(KeyPairProvider.wrap(hostKey));
    sshd.setPublickeyAuthenticator(
        (user, key, session) -> authorizedKeys.contains(PublicKeyEntry.toString(key)));
    sshd.setPasswordAuthenticator((user, pw, session) -> pw.equals(password));
    sshd.setCommandFactory(
        (channel, command) -> new ProcessCommand(List.of("/bin/sh", "-c", command), this));
    sshd.setForwardingFilter(
        allowForwarding ? AcceptAllForwardingFilter.INSTANCE : RejectAllForwardingFilter.INSTANCE);
    if (Files.isExecutable(SFTP_SERVER)) {
      sshd.setSubsystemFactories(List.of(sftp()));
    }
    sshd.start();
  }

  private SubsystemFactory sftp() {
    return new SubsystemFactory() {
      @Override
      public String getName() {
        return "sftp";
      }

      @Override
      public org.apache.sshd.server.command.Command createSubsystem(
          org.apache.sshd.server.channel.ChannelSession c) {
        return new ProcessCommand(List.of(SFTP_SERVER.toString()), TestSshServer.this);
      }
    };
  }

  static KeyPair ecKey() throws Exception {
    KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
    g.initialize(new ECGenParameterSpec("secp256r1"));
    return g.generateKeyPair();
  }

  int port() {
    return sshd.getPort();
  }

  /** Authorizes the key in {@code pub} (an OpenSSH .pub file). */
  void authorize(Path pub) throws IOException {
    String[] f = Files.readString(pub).trim().split("\\s+");
    authorizedKeys.add(f[0] + " " + f[1]);
  }

  HostKey publicHostKey() {
    return PolicyVerifier.hostKey(hostKey.getPublic());
  }

  @Override
  public void started() {
    maxRunning.accumulateAndGet(running.incrementAndGet(), Math::max);
  }

  @Override
  public void ended() {
    running.decrementAndGet();
  }

  @Override
  public void close() throws IOException {
    sshd.stop(true);
  }
}
