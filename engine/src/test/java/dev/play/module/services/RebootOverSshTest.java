package dev.play.module.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.SystemdHosts;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code reboot} and {@code wait_for_connection} on a host booting systemd: the reboot ends the
 * container, Docker starts it again (a new PID 1), and play reconnects and goes on with the next
 * tasks over the new connection.
 */
@ContainerTest
class RebootOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET = new SharedFleet(() -> SystemdHosts.startRebootable(1));

  @Test
  void rebootsOnceAndGoesOnOverANewConnection() {
    TestHost host = FLEET.host();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "reboot.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - name: Marker in /run, a tmpfs gone after a reboot
              copy: {dest: /run/play-before-reboot, content: "x"}
            - name: Reboot
              reboot: {reboot_timeout: 120, connect_timeout: 5, msg: "play test"}
              register: r
            - name: Rebooted
              assert:
                that: [r.rebooted, r.elapsed >= 1]
              when: not ansible_check_mode
            - name: The marker is gone, commands run on the new boot
              stat: {path: /run/play-before-reboot}
              register: marker
            - assert:
                that: [not marker.stat.exists]
              when: not ansible_check_mode
        """);
    String pidStart = pid1Start(host);
    FleetRun.Result check = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(
        FleetRun.changedLines(check).stream().anyMatch(l -> l.contains("TASK [Reboot]")),
        check.all());
    assertEquals(pidStart, pid1Start(host), "--check must not reboot");
    assertEquals(0, restarts(host));

    FleetRun.Result run = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(0, run.exitCode(), run.all());
    assertEquals(1, restarts(host), "the container was restarted once:\n" + run.all());
    assertNotEquals(pidStart, pid1Start(host));
    assertTrue(run.recap("node0").contains("failed=0"), run.all());
  }

  @Test
  void waitForConnectionWaitsForSshdThenTimesOutWhenItNeverComes() throws Exception {
    TestHost host = FLEET.host();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "wait-conn.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - wait_for_connection: {timeout: "{{ limit }}", sleep: 1, connect_timeout: 2}
              register: w
            - debug: {var: w.elapsed}
        """);
    host.exec("systemctl", "stop", "ssh.socket", "ssh.service");
    CompletableFuture<Void> later =
        CompletableFuture.runAsync(
            () -> {
              sleep(4);
              host.exec("systemctl", "start", "ssh.service").assertOk();
            });
    FleetRun.Result waited = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "-e", "limit=60");
    later.get(30, TimeUnit.SECONDS);
    assertEquals(0, waited.exitCode(), waited.all());
    assertTrue(waited.out().contains("ok: [node0]"), waited.all());

    host.exec("systemctl", "stop", "ssh.socket", "ssh.service");
    try {
      FleetRun.Result never = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "-e", "limit=3");
      assertEquals(2, never.exitCode(), never.all());
      assertTrue(
          never.out().contains("timed out waiting for ping module test: cannot reach node0"),
          never.all());
    } finally {
      host.exec("systemctl", "start", "ssh.service").assertOk();
    }
  }

  private static String pid1Start(TestHost host) {
    return host.exec("sh", "-c", RebootModule.BOOT_ID).assertOk().stdout().strip();
  }

  /** How many times Docker restarted the host's container. */
  private static int restarts(TestHost host) {
    return org.testcontainers.DockerClientFactory.instance()
        .client()
        .inspectContainerCmd(host.containerId())
        .exec()
        .getRestartCount();
  }

  private static void sleep(int seconds) {
    try {
      Thread.sleep(seconds * 1000L);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
