package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A host whose login is slow (its keys looked up by a command that takes 3 s, as a directory
 * service may) with keep-alives every second: play's keep-alives start once logged in, since sshd
 * drops a client whose keep-alive request comes in the middle of the login. Found by the 200-host
 * fault bench (bench/faults.sh), where it read as a failed login.
 */
@ContainerTest
class SlowLoginTest {
  private static Fleet fleet;

  @BeforeAll
  static void start() {
    fleet = Fleet.builder().hosts(1).start();
    TestHost h = fleet.host(0);
    h.exec(
            "sh",
            "-c",
            "printf '#!/bin/sh\\nsleep 3\\ncat /home/\"$1\"/.ssh/authorized_keys\\n'"
                + " > /usr/local/bin/slow-keys && chmod 755 /usr/local/bin/slow-keys"
                + " && printf 'AuthorizedKeysCommand /usr/local/bin/slow-keys %%u\\n"
                + "AuthorizedKeysCommandUser root\\nAuthorizedKeysFile none\\n'"
                + " > /etc/ssh/sshd_config.d/00-slow.conf")
        .assertOk();
    h.reloadSshd();
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  /** A login of two key lookups (6 s), within a timeout of 60 s. */
  @Test
  void aSlowLoginWithKeepAlivesEverySecondSucceeds() throws Exception {
    TestHost h = fleet.host(0);
    long start = System.nanoTime();
    FleetRun.Result r = run(h, 60);
    long took = (System.nanoTime() - start) / 1_000_000;
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.recap(h.name()).contains("ok=1"), r.all());
    assertTrue(took >= 3000, "the login took the key command's 3 s: " + took + " ms");
  }

  /** A login slower than the timeout is said to be one, not a failed login. */
  @Test
  void aLoginSlowerThanTheTimeoutSaysSo() throws Exception {
    TestHost h = fleet.host(0);
    FleetRun.Result r = run(h, 2);
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(r.out().contains("timed out after 2 s waiting for the login of play@"), r.all());
  }

  private static FleetRun.Result run(TestHost h, int timeout) throws Exception {
    Path inv =
        Files.writeString(
            fleet.dir().resolve("slow-" + timeout + ".ini"),
            h.inventoryLine("play", KeyType.ED25519)
                + " ansible_ssh_timeout="
                + timeout
                + " ansible_ssh_retries=0"
                + " ansible_ssh_common_args='-o ServerAliveInterval=1 -o ServerAliveCountMax=3'\n");
    Path pb =
        FleetRun.playbook(
            fleet,
            "slow.yml",
            "- hosts: all\n  gather_facts: false\n  tasks:\n    - command: echo logged-in\n");
    return FleetRun.play(fleet, inv, pb);
  }
}
