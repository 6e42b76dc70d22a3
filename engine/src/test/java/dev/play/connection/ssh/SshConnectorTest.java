package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SshConnector and SshConnection against in-process MINA sshd servers. */
class SshConnectorTest {
  private static final String USER = System.getProperty("user.name");
  @TempDir Path dir;
  private final List<AutoCloseable> open = new ArrayList<>();
  private final SshConnector connector =
      new SshConnector(PassphraseSource.NONE, new SshClientSetup(), Duration.ofMillis(20));

  @AfterEach
  void closeAll() throws Exception {
    for (AutoCloseable c : open.reversed()) {
      c.close();
    }
  }

  private TestSshServer server(boolean forwarding) throws Exception {
    TestSshServer s = new TestSshServer(forwarding);
    open.add(s);
    return s;
  }

  private Path key(String type, String passphrase, String... extra) throws Exception {
    Path k = dir.resolve("id_" + type + "_" + passphrase.length() + extra.length);
    List<String> cmd =
        new ArrayList<>(
            List.of(
                "ssh-keygen", "-q", "-t", type, "-N", passphrase, "-C", "", "-f", k.toString()));
    cmd.addAll(List.of(extra));
    assertEquals(0, new ProcessBuilder(cmd).inheritIO().start().waitFor());
    return k;
  }

  static SshTarget target(
      int port, List<Path> keys, String password, HostKeyPolicy policy, Path knownHosts) {
    return new SshTarget(
        "h" + port,
        "127.0.0.1",
        port,
        USER,
        keys,
        password,
        policy,
        knownHosts,
        List.of(),
        Duration.ofSeconds(5),
        1,
        KeepAlive.DEFAULT,
        8,
        Duration.ofSeconds(5));
  }

  private SshTarget acceptNew(int port, Path key) {
    return target(port, List.of(key), null, HostKeyPolicy.ACCEPT_NEW, dir.resolve("known_hosts"));
  }

  private Connection connect(SshTarget t) throws ConnectionException {
    Connection c = connector.connect(t);
    open.add(c);
    return c;
  }

  @Test
  void keyAuthForEd25519EcdsaAndRsaIncludingPem() throws Exception {
    TestSshServer s = server(false);
    for (Path k :
        List.of(
            key("ed25519", ""),
            key("ecdsa", ""),
            key("rsa", ""),
            key("rsa", "", "-m", "PEM", "-b", "2048"))) {
      s.authorize(Path.of(k + ".pub"));
      Connection c = connect(acceptNew(s.port(), k));
      assertEquals(
          new CommandResult(0, "hi " + USER + "\n", ""),
          c.exec(Command.of("echo hi $(id -un)")),
          k.toString());
    }
  }

  @Test
  void eachCipherOfferedReachesAServerThatAllowsOnlyIt() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    for (String cipher :
        List.of(
            "aes128-gcm@openssh.com",
            "aes256-gcm@openssh.com",
            "chacha20-poly1305@openssh.com",
            "aes128-ctr",
            "aes192-ctr",
            "aes256-ctr")) {
      s.sshd.setCipherFactories(
          List.of(org.apache.sshd.common.cipher.BuiltinCiphers.fromFactoryName(cipher)));
      try (Connection c = connector.connect(acceptNew(s.port(), k))) {
        assertEquals("ok\n", c.exec(Command.of("echo ok")).stdout(), cipher);
      }
    }
  }

  @Test
  void encryptedKeyAsksForItsPassphraseOnce() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "correct horse");
    s.authorize(Path.of(k + ".pub"));
    AtomicInteger asked = new AtomicInteger();
    SshConnector withPassphrase =
        new SshConnector(
            file -> {
              asked.incrementAndGet();
              return "correct horse".toCharArray();
            },
            new SshClientSetup(),
            Duration.ofMillis(20));
    for (int i = 0; i < 2; i++) {
      try (Connection c = withPassphrase.connect(acceptNew(s.port(), k))) {
        assertEquals("ok\n", c.exec(Command.of("echo ok")).stdout());
      }
    }
    assertEquals(1, asked.get());
  }

  @Test
  void passwordAuthAndAFailureThatNamesWhatWasTriedButNotTheSecret() throws Exception {
    TestSshServer s = server(false);
    s.password = "letmein";
    Path kh = dir.resolve("known_hosts");
    Connection c = connect(target(s.port(), List.of(), "letmein", HostKeyPolicy.ACCEPT_NEW, kh));
    assertEquals("0\n", c.exec(Command.of("echo $?")).stdout());
    Path k = key("ed25519", "");
    ConnectionException e =
        assertThrows(
            ConnectionException.class,
            () ->
                connector.connect(
                    target(
                        s.port(),
                        List.of(k, dir.resolve("missing")),
                        "wrong-secret",
                        HostKeyPolicy.ACCEPT_NEW,
                        kh)));
    assertEquals(
        "authentication failed for "
            + USER
            + "@127.0.0.1:"
            + s.port()
            + " (tried: publickey ed25519 "
            + k
            + ", password)",
        e.getMessage());
    assertFalse(e.getMessage().contains("wrong-secret"));
  }

  @Test
  void execWithStdinLargeOutputExitCodesAndStderr() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    Connection c = connect(acceptNew(s.port(), k));
    byte[] input = "x".repeat(300_000).getBytes(StandardCharsets.UTF_8);
    CommandResult r = c.exec(new Command("wc -c; echo err >&2; exit 3", input, null));
    assertEquals(new CommandResult(3, "300000\n", "err\n"), r);
    CommandResult big = c.exec(Command.of("head -c 5000000 /dev/zero | tr '\\0' a"));
    assertEquals(5_000_000, big.stdout().length());
    assertEquals("it's\n", c.exec(Command.of("echo \"it's\"")).stdout());
  }

  @Test
  void concurrentExecsShareOneConnectionCappedByTheSemaphore() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    SshTarget t = acceptNew(s.port(), k);
    t =
        new SshTarget(
            t.name(),
            t.address(),
            t.port(),
            t.user(),
            t.identityFiles(),
            null,
            t.policy(),
            t.knownHosts(),
            List.of(),
            t.connectTimeout(),
            1,
            t.keepAlive(),
            3,
            t.becomeTimeout());
    Connection c = connect(t);
    ExecutorService pool = Executors.newFixedThreadPool(20);
    try {
      List<Future<CommandResult>> results = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        int n = i;
        results.add(pool.submit(() -> c.exec(Command.of("sleep 0.1; echo " + n))));
      }
      for (int i = 0; i < 20; i++) {
        assertEquals(i + "\n", results.get(i).get().stdout());
      }
    } finally {
      pool.shutdown();
    }
    assertTrue(s.maxRunning.get() <= 3, "at most 3 channels at once, saw " + s.maxRunning.get());
    assertTrue(s.maxRunning.get() >= 2, "ran concurrently");
  }

  @Test
  void sftpPutWritesWholeFilesPrivatelyAndSaysWhereItCannot() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        Files.isExecutable(TestSshServer.SFTP_SERVER), "needs " + TestSshServer.SFTP_SERVER);
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    Connection c = connect(acceptNew(s.port(), k));
    byte[] data = new byte[200_000];
    new java.util.Random(1).nextBytes(data);
    Path file = dir.resolve("put.bin");
    c.put(data, file.toString());
    assertArrayEquals(data, Files.readAllBytes(file));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    c.put("short".getBytes(StandardCharsets.UTF_8), file.toString());
    assertEquals("short", Files.readString(file), "truncated");
    String nowhere = dir.resolve("nope/put.bin").toString();
    ConnectionException e = assertThrows(ConnectionException.class, () -> c.put(data, nowhere));
    assertTrue(e.getMessage().startsWith("cannot write " + nowhere + " on h"), e.getMessage());
  }

  @Test
  void acceptNewWithEightConcurrentFirstConnectionsWritesOneLineEach() throws Exception {
    Path k = key("ed25519", "");
    List<TestSshServer> servers = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      TestSshServer s = server(false);
      s.authorize(Path.of(k + ".pub"));
      servers.add(s);
    }
    Path kh = dir.resolve("known_hosts");
    Files.writeString(
        kh, "existing.example " + KnownHostsTest.A.type() + " " + KnownHostsTest.A.base64() + "\n");
    ExecutorService pool = Executors.newFixedThreadPool(16);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int round = 0; round < 2; round++) {
        for (TestSshServer s : servers) {
          results.add(
              pool.submit(
                  () -> {
                    try (Connection c = connector.connect(acceptNew(s.port(), k))) {
                      return c.exec(Command.of("echo ok")).stdout();
                    }
                  }));
        }
      }
      for (Future<String> f : results) {
        assertEquals("ok\n", f.get());
      }
    } finally {
      pool.shutdown();
    }
    List<String> lines = Files.readAllLines(kh);
    assertEquals(9, lines.size(), String.join("\n", lines));
    assertEquals(9, new HashSet<>(lines).size());
    for (TestSshServer s : servers) {
      assertTrue(lines.contains(s.publicHostKey().knownHostsLine("127.0.0.1", s.port())));
      connect(target(s.port(), List.of(k), null, HostKeyPolicy.STRICT, kh)).close();
    }
  }

  @Test
  void strictUnknownHostFailsWithTheKeyscanLine() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    SshTarget t =
        target(s.port(), List.of(k), null, HostKeyPolicy.STRICT, dir.resolve("known_hosts"));
    t =
        new SshTarget(
            t.name(),
            t.address(),
            t.port(),
            t.user(),
            t.identityFiles(),
            null,
            t.policy(),
            t.knownHosts(),
            List.of(),
            t.connectTimeout(),
            3,
            t.keepAlive(),
            8,
            t.becomeTimeout());
    SshTarget strict = t;
    HostKeyException e = assertThrows(HostKeyException.class, () -> connector.connect(strict));
    String line = "[127.0.0.1]:" + s.port() + " ecdsa-sha2-nistp256 " + s.publicHostKey().base64();
    assertTrue(e.getMessage().contains("\n" + line + "\n"), e.getMessage());
    assertFalse(Files.exists(dir.resolve("known_hosts")));
  }

  @Test
  void changedKeyFailsNamingBothFingerprints() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    HostKey old = PolicyVerifier.hostKey(TestSshServer.ecKey().getPublic());
    Path kh = dir.resolve("known_hosts");
    Files.writeString(kh, old.knownHostsLine("127.0.0.1", s.port()) + "\n");
    for (HostKeyPolicy p : List.of(HostKeyPolicy.STRICT, HostKeyPolicy.ACCEPT_NEW)) {
      HostKeyException e =
          assertThrows(
              HostKeyException.class,
              () -> connector.connect(target(s.port(), List.of(k), null, p, kh)));
      assertTrue(e.getMessage().contains("has CHANGED"), e.getMessage());
      assertTrue(e.getMessage().contains("expected: " + old.fingerprint()), e.getMessage());
      assertTrue(
          e.getMessage().contains("offered:  " + s.publicHostKey().fingerprint()), e.getMessage());
    }
    connect(target(s.port(), List.of(k), null, HostKeyPolicy.OFF, kh)).close();
    assertEquals(1, Files.readAllLines(kh).size());
  }

  @Test
  void jumpHostTunnelsToTheTarget() throws Exception {
    TestSshServer jump = server(true);
    TestSshServer inner = server(false);
    Path k = key("ed25519", "");
    jump.authorize(Path.of(k + ".pub"));
    inner.authorize(Path.of(k + ".pub"));
    SshTarget t =
        acceptNew(inner.port(), k).withJumps(List.of(new JumpHop(USER, "127.0.0.1", jump.port())));
    Connection c = connect(t);
    assertEquals("through\n", c.exec(Command.of("echo through")).stdout());
    List<String> lines = Files.readAllLines(dir.resolve("known_hosts"));
    assertEquals(
        List.of(
            jump.publicHostKey().knownHostsLine("127.0.0.1", jump.port()),
            inner.publicHostKey().knownHostsLine("127.0.0.1", inner.port())),
        lines);
  }

  @Test
  void jumpHostThatRefusesForwardingFailsClearly() throws Exception {
    TestSshServer jump = server(false);
    TestSshServer inner = server(false);
    Path k = key("ed25519", "");
    jump.authorize(Path.of(k + ".pub"));
    SshTarget t =
        acceptNew(inner.port(), k).withJumps(List.of(new JumpHop(USER, "127.0.0.1", jump.port())));
    ConnectionException e = assertThrows(ConnectionException.class, () -> connector.connect(t));
    assertTrue(e.getMessage().contains("the jump host could not open a tunnel"), e.getMessage());
  }

  @Test
  void keepAlivesComeFromOneSharedThreadAndKeepConnectionsUp() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    SshTarget t =
        new SshTarget(
            "h" + s.port(),
            "127.0.0.1",
            s.port(),
            USER,
            List.of(k),
            null,
            HostKeyPolicy.ACCEPT_NEW,
            dir.resolve("known_hosts"),
            List.of(),
            Duration.ofSeconds(5),
            1,
            new KeepAlive(Duration.ofSeconds(1), 5),
            8,
            Duration.ofSeconds(5));
    List<Connection> connections = List.of(connect(t), connect(t), connect(t));
    Thread.sleep(2500);
    for (Connection c : connections) {
      assertEquals("ok\n", c.exec(Command.of("echo ok")).stdout());
    }
    java.util.Set<Thread> threads = Thread.getAllStackTraces().keySet();
    assertTrue(
        threads.stream().noneMatch(th -> th instanceof net.schmizz.keepalive.KeepAlive),
        threads.toString());
    assertEquals(
        1,
        threads.stream().filter(th -> th.getName().equals("play-ssh-keepalive")).count(),
        threads.toString());
  }

  @Test
  void serverStoppedMidExecIsAConnectionException() throws Exception {
    TestSshServer s = server(false);
    Path k = key("ed25519", "");
    s.authorize(Path.of(k + ".pub"));
    Connection c = connect(acceptNew(s.port(), k));
    Thread.ofPlatform()
        .start(
            () -> {
              try {
                Thread.sleep(300);
                s.sshd.stop(true);
              } catch (Exception e) {
                throw new RuntimeException(e);
              }
            });
    ConnectionException e =
        assertThrows(ConnectionException.class, () -> c.exec(Command.of("sleep 10")));
    assertTrue(
        e.getMessage()
            .startsWith(
                "connection to h" + s.port() + " (" + USER + "@127.0.0.1:" + s.port() + ") lost"),
        e.getMessage());
  }

  @Test
  void closedPortIsRetriedThenRefused() throws Exception {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    SshTarget t =
        new SshTarget(
            "web",
            "127.0.0.1",
            port,
            "deploy",
            List.of(),
            "pw",
            HostKeyPolicy.STRICT,
            dir.resolve("kh"),
            List.of(),
            Duration.ofSeconds(2),
            3,
            KeepAlive.DEFAULT,
            8,
            Duration.ofSeconds(5));
    long start = System.nanoTime();
    ConnectionException e = assertThrows(ConnectionException.class, () -> connector.connect(t));
    assertEquals(
        "cannot reach web (deploy@127.0.0.1:"
            + port
            + "): connection refused by 127.0.0.1:"
            + port
            + " (3 attempts)",
        e.getMessage());
    assertTrue(
        System.nanoTime() - start >= Duration.ofMillis(60).toNanos(), "backed off 20 + 40 ms");
  }
}
