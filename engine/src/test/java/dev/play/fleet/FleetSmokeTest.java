package dev.play.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The fleet itself: five real OpenSSH hosts reached with the system ssh client, strictly. */
@ContainerTest
class FleetSmokeTest {
  private static Fleet fleet;

  @BeforeAll
  static void startFleet() {
    long start = System.nanoTime();
    FleetRequirements.requireImage(Fleet.IMAGE);
    long docker = System.nanoTime();
    fleet = Fleet.start(5);
    System.out.printf(
        "fleet: Docker client ready in %d ms, then 5 hosts started in %d ms%n",
        (docker - start) / 1_000_000, (System.nanoTime() - docker) / 1_000_000);
  }

  @AfterAll
  static void stopFleet() {
    if (fleet != null) {
      fleet.close();
    }
  }

  @Test
  void everyHostAnswersAsPlayWithPasswordlessSudoAndNoPython() {
    for (TestHost host : fleet.hosts()) {
      CommandResult r =
          host.ssh("play", "id -un; sudo -n id -u; command -v python3 || echo no-python")
              .assertOk();
      assertEquals(List.of("play", "0", "no-python"), r.out().lines().toList(), host + ": " + r);
    }
  }

  @Test
  void everyKeyTypeLogsIn() {
    for (KeyType key : KeyType.values()) {
      assertEquals("root", fleet.host(0).ssh("root", key, "id -un").assertOk().out(), key.name());
    }
  }

  @Test
  void pwuserSudoNeedsItsPasswordNotTheLoginPassword() {
    TestHost host = fleet.host(1);
    CommandResult noPassword = host.ssh("pwuser", "sudo -n true");
    assertNotEquals(0, noPassword.exitCode());
    assertTrue(noPassword.stderr().contains("password is required"), noPassword.stderr());
    assertEquals(
        "0", host.ssh("pwuser", "echo sudopass | sudo -k -S -p '' id -u").assertOk().out());
    assertNotEquals(0, host.ssh("pwuser", "echo loginpass | sudo -k -S -p '' id -u").exitCode());
  }

  @Test
  void hostKeysDifferPerContainerAndKnownHostsHasAllOfThem() throws Exception {
    assertNotEquals(fleet.host(0).hostKey("ssh-ed25519"), fleet.host(1).hostKey("ssh-ed25519"));
    List<String> lines = Files.readAllLines(fleet.knownHosts());
    assertEquals(5 * 3, lines.size(), String.join("\n", lines));
    assertTrue(
        lines.contains(fleet.host(2).knownHostsName() + " " + fleet.host(2).hostKey("ssh-rsa")));
  }

  @Test
  void inventoryNamesEveryHost() {
    String ini = fleet.inventory("play", KeyType.ED25519);
    TestHost h = fleet.host(3);
    assertTrue(
        ini.contains(
            "node3 ansible_host=127.0.0.1 ansible_port="
                + h.port()
                + " ansible_user=play ansible_ssh_private_key_file="
                + fleet.privateKey()),
        ini);
  }

  @Test
  void droppedConnectionsStillAcceptNewOnes() {
    TestHost host = fleet.host(4);
    host.dropConnections();
    assertEquals("play", host.ssh("play", "id -un").assertOk().out());
  }

  @Test
  void jumpHostReachesInnerHostsThatHaveNoMappedPort() {
    try (Fleet jump = Fleet.builder().hosts(0).innerHosts(2).start()) {
      TestHost inner = jump.host("inner1");
      assertEquals("inner1", inner.address());
      assertEquals(22, inner.port());
      assertTrue(inner.container().getExposedPorts().isEmpty());
      // Directly, the name does not even resolve; through the bastion it does.
      assertNotEquals(
          0,
          Processes.run(List.of("ssh", "-F", jump.sshConfig().toString(), "play@inner1", "true"))
              .exitCode());
      CommandResult r = inner.ssh("play", "hostname; sudo -n id -u").assertOk();
      assertEquals("0", r.out().lines().toList().get(1));
      assertTrue(
          jump.inventory("play", KeyType.ED25519)
              .contains("inner0 ansible_host=inner0 ansible_port=22"));
    }
  }

  @Test
  void killedSshdTakesTheHostDown() {
    try (Fleet one = Fleet.start(1)) {
      TestHost host = one.host(0);
      assertEquals("play", host.ssh("play", "id -un").assertOk().out());
      host.killSshd();
      assertFalse(host.isRunning());
      assertNotEquals(0, host.ssh("play", "true").exitCode());
    }
  }

  @Test
  void pausedHostHangsUntilUnpaused() {
    TestHost host = fleet.host(2);
    host.pause();
    try {
      CommandResult r =
          Processes.run(
              List.of(
                  "ssh",
                  "-F",
                  fleet.sshConfig().toString(),
                  "-o",
                  "ConnectTimeout=1",
                  "-p",
                  Integer.toString(host.port()),
                  "play@127.0.0.1",
                  "true"));
      assertNotEquals(0, r.exitCode());
    } finally {
      host.unpause();
    }
    assertEquals("play", host.ssh("play", "id -un").assertOk().out());
  }
}
