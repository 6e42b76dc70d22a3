package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The foundation's realistic playbook over SSH on five hosts (twice, then exact check mode), a jump
 * host, an unreachable host among reachable ones, and sshd killed mid-play.
 */
@ContainerTest
class SshFleetBehaviourTest {
  private static final Path SITE = Path.of("src/test/resources/e2e/site/site.yml").toAbsolutePath();
  private static Fleet fleet;

  @BeforeAll
  static void start() {
    fleet = Fleet.builder().hosts(5).innerHosts(1).start();
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  @Test
  void everyModuleTwiceOverSshAndCheckModeIsExact() {
    Path inv = fleet.writeInventory("play");
    String[] nodes = {"-l", "nodes", "-e", "root=/home/play/site"};
    FleetRun.Result check = FleetRun.play(fleet, inv, SITE, concat(nodes, "--check", "--diff"));
    assertEquals(0, check.exitCode(), check.all());
    assertEquals(
        "", fleet.host(0).exec("sh", "-c", "ls -A /home/play | grep site || true").out().strip());
    FleetRun.Result first = FleetRun.play(fleet, inv, SITE, concat(nodes, "--diff"));
    assertEquals(0, first.exitCode(), first.all());
    assertEquals(
        FleetRun.changedLines(check),
        FleetRun.changedLines(first),
        "check:\n" + check.out() + "\nreal:\n" + first.out());
    assertTrue(first.changed() >= 5 * 10, first.all());
    FleetRun.Result second = FleetRun.play(fleet, inv, SITE, nodes);
    assertEquals(0, second.exitCode(), second.all());
    assertEquals(0, second.changed(), second.all());
  }

  @Test
  void jumpHostReachesAnInnerHost() {
    Path inv = fleet.writeInventory("play");
    Path pb =
        FleetRun.playbook(
            fleet,
            "inner.yml",
            """
        - hosts: inner
          gather_facts: true
          tasks:
            - copy: {content: "via bastion\\n", dest: /tmp/jumped}
        """);
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(0, r.exitCode(), r.all());
    TestHost inner = fleet.innerHosts().get(0);
    assertEquals("via bastion", inner.exec("cat", "/tmp/jumped").out().strip());
  }

  @Test
  void unreachableHostLeavesTheOthersRunning() throws Exception {
    String dead =
        "\n[nodes]\ndead ansible_host=127.0.0.1 ansible_port=1 ansible_user=play ansible_ssh_retries=0\n";
    Path inv =
        Files.writeString(
            fleet.dir().resolve("with-dead.ini"),
            fleet.inventory("play", dev.play.fleet.KeyType.ED25519) + dead);
    Path pb =
        FleetRun.playbook(
            fleet,
            "reach.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {content: "reached\\n", dest: /tmp/reached}
            - command: cat /tmp/reached
              register: back
            - assert: {that: "back.stdout == 'reached'"}
        """);
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(r.out().contains("fatal: [dead]: UNREACHABLE!"), r.all());
    assertTrue(r.recap("dead").contains("unreachable=1"), r.all());
    for (TestHost h : fleet.hosts()) {
      assertTrue(
          r.recap(h.name()).contains("failed=0") && r.recap(h.name()).contains("unreachable=0"),
          r.all());
    }
  }

  @Test
  void sshdKilledMidPlayMakesOnlyThatHostUnreachable() throws Exception {
    TestHost victim = fleet.host(4);
    Path inv = fleet.writeInventory("play");
    Path pb =
        FleetRun.playbook(
            fleet,
            "kill.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {content: "before\\n", dest: /tmp/killed-file}
            - command: sleep 3
            - copy: {content: "after\\n", dest: /tmp/killed-file}
        """);
    CompletableFuture<Void> killer =
        CompletableFuture.runAsync(
            victim::killSshd, CompletableFuture.delayedExecutor(1500, TimeUnit.MILLISECONDS));
    FleetRun.Result r = FleetRun.play(fleet, inv, pb, "-l", "nodes");
    killer.join();
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(r.recap(victim.name()).contains("unreachable=1"), r.all());
    for (TestHost h : fleet.hosts()) {
      if (h != victim) {
        assertEquals("after", h.exec("cat", "/tmp/killed-file").out().strip(), h.name());
        assertEquals(List.of(), tempFiles(h), h.name());
      }
    }
  }

  @Test
  void aCommandThatKillsItsShellFailsAloneAndLeavesNothingBehind() {
    TestHost host = fleet.host(3);
    Path inv = fleet.writeInventory("play");
    Path pb =
        FleetRun.playbook(
            fleet,
            "shell-killed.yml",
            """
        - hosts: node3
          gather_facts: false
          become: true
          tasks:
            - shell: kill -9 $PPID
              register: killed
              ignore_errors: true
            - command: echo still here
              register: after
            - shell: (sleep 1; echo late; echo late >&2) & echo started
            - command: sleep 1.5
            - command: echo clean
              register: clean
            - copy: {content: "written through a channel\\n", dest: /tmp/shell-killed}
            - assert:
                that:
                  - killed.rc == 255
                  - "'remote shell ended' in killed.stderr"
                  - after.stdout == 'still here'
                  - clean.stdout == 'clean'
        """);
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.recap("node3").contains("failed=0") && r.recap("node3").contains("ignored=1"), r.all());
    assertEquals("written through a channel", host.exec("cat", "/tmp/shell-killed").out().strip());
    assertEquals(
        "",
        host.exec("sh", "-c", "ls -d /tmp/.play-shell.* 2>/dev/null || true").out().strip(),
        "the killed shell's directory went with the next shell, the others when they closed");
  }

  private static List<String> tempFiles(TestHost h) {
    String out = h.exec("sh", "-c", "find / -xdev -name '*.play-*.tmp' 2>/dev/null").out().strip();
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  private static String[] concat(String[] a, String... b) {
    return java.util.stream.Stream.concat(java.util.Arrays.stream(a), java.util.Arrays.stream(b))
        .toArray(String[]::new);
  }

  @Test
  void delegateToAnotherInventoryHostUsesItsConnectionAndTheTaskHostsVariables() {
    Path inv = fleet.writeInventory("play");
    Path pb =
        FleetRun.playbook(
            fleet,
            "delegate.yml",
            """
        - hosts: node0:node2
          gather_facts: false
          tasks:
            - copy: {content: "written for {{ inventory_hostname }}\\n", dest: "/tmp/delegated-{{ inventory_hostname }}"}
              delegate_to: node1
            - local_action: {module: copy, content: "local\\n", dest: "%s/local-{{ inventory_hostname }}"}
        """
                .formatted(fleet.dir()));
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(0, r.exitCode(), r.all());
    TestHost node1 = fleet.host(1);
    assertEquals("written for node0", node1.exec("cat", "/tmp/delegated-node0").out().strip());
    assertEquals("written for node2", node1.exec("cat", "/tmp/delegated-node2").out().strip());
    assertEquals(
        1,
        fleet.host(0).exec("test", "-e", "/tmp/delegated-node0").exitCode(),
        "not written on node0");
    assertTrue(Files.exists(fleet.dir().resolve("local-node2")));
  }
}
