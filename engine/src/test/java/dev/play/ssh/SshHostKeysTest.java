package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** strict, accept-new (many hosts at once) and changed host keys against real sshd host keys. */
@ContainerTest
class SshHostKeysTest {
  private static final int HOSTS = 6;
  private static Fleet fleet;
  private static Path inventory;
  private static Path ping;

  @BeforeAll
  static void start() {
    fleet = Fleet.start(HOSTS);
    inventory = fleet.writeInventory("play");
    ping =
        FleetRun.playbook(
            fleet, "ping.yml", "- hosts: nodes\n  gather_facts: false\n  tasks:\n    - ping:\n");
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  @Test
  void strictRejectsUnknownHostsWithTheLineToAdd() throws Exception {
    Path empty = Files.writeString(fleet.dir().resolve("empty_known_hosts"), "");
    FleetRun.Result r = FleetRun.playWith(empty, inventory, ping, "-l", fleet.host(0).name());
    assertEquals(3, r.exitCode(), r.all());
    TestHost h = fleet.host(0);
    assertTrue(r.out().contains("UNREACHABLE!"), r.all());
    assertTrue(r.out().contains(h.knownHostsName() + " " + h.hostKey("ssh-ed25519")), r.all());
    assertEquals("", Files.readString(empty));
  }

  @Test
  void acceptNewRecordsEveryHostOnceWhenAllConnectAtOnce() throws Exception {
    Path file = Files.writeString(fleet.dir().resolve("new_known_hosts"), "");
    FleetRun.Result r =
        FleetRun.playWith(file, inventory, ping, "--host-key-checking", "accept-new");
    assertEquals(0, r.exitCode(), r.all());
    List<String> lines = Files.readAllLines(file);
    assertEquals(HOSTS, lines.size(), String.join("\n", lines));
    for (TestHost h : fleet.hosts()) {
      assertTrue(
          lines.contains(h.knownHostsName() + " " + h.hostKey(keyType(lines, h))),
          h + "\n" + lines);
    }
    FleetRun.Result strict = FleetRun.playWith(file, inventory, ping);
    assertEquals(0, strict.exitCode(), strict.all());
    assertEquals(List.copyOf(lines), Files.readAllLines(file));
  }

  @Test
  void changedKeyAlwaysFailsNamingBothFingerprints() throws Exception {
    TestHost victim = fleet.host(1);
    TestHost other = fleet.host(2);
    String forged = victim.knownHostsName() + " " + other.hostKey("ssh-ed25519") + "\n";
    Path file = Files.writeString(fleet.dir().resolve("forged_known_hosts"), forged);
    for (String policy : List.of("strict", "accept-new")) {
      FleetRun.Result r =
          FleetRun.playWith(
              file, inventory, ping, "-l", victim.name(), "--host-key-checking", policy);
      assertEquals(3, r.exitCode(), r.all());
      assertTrue(
          r.out().contains(victim.name()) && r.out().matches("(?s).*SHA256:.*SHA256:.*"), r.all());
    }
    assertEquals(forged, Files.readString(file));
  }

  private static String keyType(List<String> lines, TestHost h) {
    return lines.stream()
        .filter(l -> l.startsWith(h.knownHostsName() + " "))
        .findFirst()
        .map(l -> l.split(" ")[1])
        .orElse("ssh-ed25519");
  }
}
