package dev.play.module.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Accounts and keys on a real Debian host over SSH: checked, applied, applied again with no change.
 */
@ContainerTest
class UsersOverSshTest {
  private static final String HASH =
      "$6$rounds=5000$saltsalt$Kx7N3D5Ebq0ZpAccountHashNeverPrinted0123456789abcdefghijk";
  private static final String OPS =
      "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICynSK2Chx3+cRnEH5XdcY6d4BWNzo+s6RvhGSv9D83D ops@bastion";
  private static final String CI =
      "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGo916gygDYBrjRRnacfOjXU0NjzMgcNC5jhWWnjHk0J ci@runner";
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  @Test
  void accountsGroupsKeysTwice() {
    TestHost host = FLEET.fleet().host(0);
    host.exec("sh", "-c", "mkdir -p /home/stale/.ssh").assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "users.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - group: name=mlops gid=2001
            - ansible.builtin.user:
                name: mlops
                uid: 2001
                group: mlops
                groups: [sudo]
                shell: /bin/bash
                comment: ML workloads
                password: "%s"
                generate_ssh_key: true
                ssh_key_type: ed25519
            - user: name=mlops generate_ssh_key=yes ssh_key_type=rsa ssh_key_bits=2048 ssh_key_file=.ssh/id_rsa
            - ansible.posix.authorized_key:
                user: mlops
                key: |
                  %s
                  %s
                exclusive: true
        """
                .formatted(HASH, OPS, CI));
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb, "-vvv");
    assertFalse(first.all().contains(HASH), "the password hash was printed");
    assertEquals(
        "mlops:x:2001:2001:ML workloads:/home/mlops:/bin/bash",
        host.exec("getent", "passwd", "mlops").assertOk().out());
    assertEquals("mlops sudo", host.exec("id", "-Gn", "mlops").assertOk().out());
    assertEquals(HASH, host.exec("sh", "-c", "getent shadow mlops | cut -d: -f2").assertOk().out());
    String pub = host.exec("cat", "/home/mlops/.ssh/id_ed25519.pub").assertOk().out();
    assertTrue(pub.startsWith("ssh-ed25519 "), pub);
    Path registered =
        FleetRun.playbook(
            FLEET.fleet(),
            "registered.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - user: name=mlops generate_ssh_key=true ssh_key_type=ed25519
              register: key
            - copy: content="{{ key.ssh_public_key }}" dest=/tmp/registered.pub
        """);
    assertEquals(0, FleetRun.play(FLEET.fleet(), FLEET.inventory(), registered).exitCode());
    assertEquals(pub, host.exec("cat", "/tmp/registered.pub").assertOk().out());
    assertTrue(
        host.exec("cat", "/home/mlops/.ssh/id_rsa.pub").assertOk().out().startsWith("ssh-rsa "));
    assertEquals(
        "600 mlops mlops",
        host.exec("stat", "-c", "%a %U %G", "/home/mlops/.ssh/id_ed25519").assertOk().out());
    assertEquals(
        "700 mlops mlops",
        host.exec("stat", "-c", "%a %U %G", "/home/mlops/.ssh").assertOk().out());
    assertEquals(
        OPS + "\n" + CI + "\n",
        host.exec("cat", "/home/mlops/.ssh/authorized_keys").assertOk().stdout());
    assertEquals(
        "600 mlops mlops",
        host.exec("stat", "-c", "%a %U %G", "/home/mlops/.ssh/authorized_keys").assertOk().out());
  }
}
